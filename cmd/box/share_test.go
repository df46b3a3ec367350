package box_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

func run(t *testing.T, dir string, args ...string) cmdtest.Result {
	t.Helper()
	return cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, args...)
}

// box show's goldens show the games they were written for.
func TestShowGolden(t *testing.T) {
	dir := t.TempDir()
	env := cmdtest.Env{ConfigDir: dir, Games: cmdtest.Games("altiplano", "alpaka")}
	r := cmdtest.Run(t, env, "box", "show")
	require.Equal(t, 0, r.Code, r.Stderr)
	golden.Assert(t, filepath.Join("box", "show-empty.txt"), []byte(strings.ReplaceAll(r.Stdout, dir, "CONFIG")))
	full := golden.Testdata("box", "full.yaml")
	r = cmdtest.Run(t, env, "box", "show", "--box", full)
	require.Equal(t, 0, r.Code, r.Stderr)
	golden.Assert(t, filepath.Join("box", "show-full.txt"), []byte(strings.ReplaceAll(r.Stdout, full, "testdata/box/full.yaml")))
}

func TestShowJSON(t *testing.T) {
	got := show(t, t.TempDir(), "--box", golden.Testdata("box", "full.yaml"))
	assert.True(t, got.Complete)
	require.Len(t, got.Sections, 9)
	assert.Equal(t, "goods", got.Sections[0].Name)
	empty := show(t, t.TempDir())
	assert.False(t, empty.Complete)
	assert.Equal(t, [2]int{1, 3}, empty.section("warehouse"))
	assert.Equal(t, [2]int{2, 5}, empty.section("strip"))

	r := run(t, t.TempDir(), "box", "show", "--box", filepath.Join(t.TempDir(), "missing.yaml"))
	assert.Equal(t, 2, r.Code, "a profile named but missing is a mistake, as for every command")
	assert.Contains(t, r.Stderr, "no such file")
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, "box", "check", golden.Testdata("box", "full.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "full.yaml is a valid box profile.")
	assert.Contains(t, r.Stdout, "  Extension tiles · tiles known: 28 of 28")
	assert.Contains(t, r.Stdout, "Final scoring: every value it needs is known.")

	bad := filepath.Join(dir, "friend.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("goods:\n  glsas: {vp: 4}\nhouses: [glass, silver]\n"), 0o644))
	r = run(t, dir, "box", "check", bad)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "2 problems")
	assert.Contains(t, r.Stderr, `friend.yaml, goods.glsas (line 2): "glsas" is not a good`)
	assert.Contains(t, r.Stderr, "friend.yaml, houses (line 3): the box has 10 of these; 2 are listed")

	r = run(t, dir, "box", "check")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "there is no box profile yet ("+filepath.Join(dir, "box.yaml")+"); record one with: altiplano box calibrate")

	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Stdin: "missions:\n  - {id: 3, vp: 5}\n"}, "box", "check", "-")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Mission cards · cards known: 1 of 20")

	r = run(t, dir, "box", "check", filepath.Join(dir, "nothing.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "no such file")
}

// Acceptance: export, then import --yes on a fresh configuration, gives
// the same rules views.
func TestExportThenImportReproducesTheViews(t *testing.T) {
	mine := t.TempDir()
	r, _ := calibrate(t, mine, append(scoringAnswers, "n"))
	require.Equal(t, 0, r.Code, r.Stderr)
	exported := filepath.Join(t.TempDir(), "my-box.yaml")
	r = run(t, mine, "box", "export", "--out", exported)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "Written to "+exported)
	data, err := os.ReadFile(exported)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "# Altiplano box profile: what one copy of the game prints on its components.\n"))
	assert.Contains(t, string(data), "# Complete for final scoring: yes.\n")
	stdout := run(t, mine, "box", "export")
	assert.Equal(t, string(data), stdout.Stdout, "the same to standard output")

	friend := t.TempDir()
	r = run(t, friend, "box", "import", exported, "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Saved to "+filepath.Join(friend, "box.yaml"))
	for _, view := range []string{"goods", "warehouse", "missions"} {
		a := run(t, mine, "rules", view, "--json")
		b := run(t, friend, "rules", view, "--json")
		require.Equal(t, 0, a.Code, a.Stderr)
		assert.Equal(t, a.Stdout, b.Stdout, view)
		assert.Contains(t, b.Stdout, `"source": "box"`)
	}

	r = run(t, friend, "box", "import", exported, "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "changes nothing in your box profile; nothing was written")
}

func TestExportWithoutAProfile(t *testing.T) {
	r := run(t, t.TempDir(), "box", "export")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "there is no box profile yet")
}

// Acceptance: a profile with mistakes is refused and changes nothing.
func TestImportRefusesMistakes(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	mine := "# mine\nmissions:\n  - {id: 3, vp: 5}\n"
	require.NoError(t, os.WriteFile(box, []byte(mine), 0o644))
	bad := filepath.Join(dir, "friend.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("missions:\n  - {id: 3, vp: 6}\n  - {id: 21, vp: 4}\nstrip: {surcharges: [1, 1, 2, 3, 4]}\n"), 0o644))
	for _, args := range [][]string{{"--yes"}, {"--yes", "--replace"}, {}} {
		fake := prompt.NewFake("0")
		r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, append([]string{"box", "import", bad}, args...)...)
		assert.Equal(t, 2, r.Code, "%v", args)
		assert.Contains(t, r.Stderr, "friend.yaml, missions[1].id (line 3): mission 21 does not exist")
		assert.Contains(t, r.Stderr, "friend.yaml, strip.surcharges[0] (line 4): the rulebook prints +0 here, not +1")
		assert.Empty(t, fake.Asked)
		assert.Empty(t, fake.Choices)
		data, err := os.ReadFile(box)
		require.NoError(t, err)
		assert.Equal(t, mine, string(data), "nothing changed")
	}
}

func TestImportShowsWhatChangesAndAsks(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	mine := "# mine\nmissions:\n  - {id: 3, vp: 5}\n  - {id: 4, vp: 6}\nroles:\n  miner: {food: 2, coins: 1}\n"
	friend := filepath.Join(dir, "friend.yaml")
	require.NoError(t, os.WriteFile(friend, []byte("missions:\n  - {id: 3, vp: 7}\nhouses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, cacao]\n"), 0o644))
	reset := func() { require.NoError(t, os.WriteFile(box, []byte(mine), 0o644)) }
	importing := func(choice ...string) (cmdtest.Result, *prompt.Fake) {
		fake := prompt.NewFake(choice...)
		return cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "import", friend), fake
	}

	reset()
	r, fake := importing("2") // cancel
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, []string{"Take the file into your box profile?"}, fake.Choices)
	assert.Contains(t, r.Stderr, "What "+friend+" would change in your box profile "+box+":\n"+
		"  Mission cards\n    mission 3: 5 VP → 7 VP\n  House cards\n    house 1: — → glass\n")
	assert.Contains(t, r.Stderr, "Replacing instead of merging would also remove what only your profile records in: Mission cards, Role tiles.")
	assert.Contains(t, r.Stderr, "Nothing was changed.")
	data, _ := os.ReadFile(box)
	assert.Equal(t, mine, string(data))

	r, _ = importing("0") // merge
	require.Equal(t, 0, r.Code, r.Stderr)
	data, _ = os.ReadFile(box)
	assert.Contains(t, string(data), "# mine", "a merge keeps the rest of the file")
	assert.Contains(t, string(data), "{id: 3, vp: 7}")
	assert.Contains(t, string(data), "{id: 4, vp: 6}")
	assert.Contains(t, string(data), "miner:")
	assert.Contains(t, string(data), "houses: [glass,")

	reset()
	r, _ = importing("1") // replace
	require.Equal(t, 0, r.Code, r.Stderr)
	data, _ = os.ReadFile(box)
	assert.Equal(t, "missions:\n  - {id: 3, vp: 7}\nhouses: [glass, silver, cloth, wool, ore, stone, wood, fish, alpaca, cacao]\n", string(data))

	reset()
	r, fake = func() (cmdtest.Result, *prompt.Fake) {
		fake := prompt.NewFake("n")
		return cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "import", friend, "--replace"), fake
	}()
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, "Replace your box profile with the file? (y/n)", fake.Asked[0].Label)
	assert.Contains(t, r.Stderr, "    mission 4: 6 VP → —", "the replacing diff shows what goes")
	data, _ = os.ReadFile(box)
	assert.Equal(t, mine, string(data))

	r, _ = importing() // Ctrl-C at the choice
	assert.Equal(t, 1, r.Code)
	data, _ = os.ReadFile(box)
	assert.Equal(t, mine, string(data))

	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "import", friend)
	assert.Equal(t, 2, r.Code, "without a terminal it needs --yes")
	assert.Contains(t, r.Stderr, "--yes")
}

func TestPath(t *testing.T) {
	dir := t.TempDir()
	r := run(t, dir, "box", "path")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, filepath.Join(dir, "box.yaml")+"\n", r.Stdout)
	assert.Contains(t, r.Stderr, "the default place")
	assert.Contains(t, r.Stderr, "does not exist yet")

	other := filepath.Join(dir, "other.yaml")
	require.NoError(t, os.WriteFile(other, []byte("goods: [\n"), 0o644))
	r = run(t, dir, "box", "path", "--box", other)
	require.Equal(t, 0, r.Code, "the place is shown even when the profile does not load")
	assert.Equal(t, other+"\n", r.Stdout)
	assert.Contains(t, r.Stderr, "given with --box")
	assert.NotContains(t, r.Stderr, "does not exist")

	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Env: map[string]string{"ALTIPLANO_BOX": other}}, "box", "path")
	assert.Equal(t, other+"\n", r.Stdout)
	assert.Contains(t, r.Stderr, "ALTIPLANO_BOX")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "config.yaml"), []byte("box: "+other+"\n"), 0o644))
	r = run(t, dir, "box", "path")
	assert.Equal(t, other+"\n", r.Stdout)
	assert.Contains(t, r.Stderr, "config file")
}
