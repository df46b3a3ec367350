package box_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// The answers that record everything final scoring needs: five for the
// scoring overview, two for the warehouse board, one for the missions.
var scoringAnswers = []string{
	"silver glass", "Tuch", "ore wool cacao", "wood stone alpaca fish", "food corn",
	"3/1 3/2 4/3", "4/4 5/6",
	missionVPs,
}

const missionVPs = "5 4 5 6 2 6 5 4 4 3 3 4 5 4 4 3 2 2 4 5"

func calibrate(t *testing.T, dir string, answers []string, args ...string) (cmdtest.Result, *prompt.Fake) {
	t.Helper()
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, append([]string{"box", "calibrate"}, args...)...)
	return r, fake
}

func show(t *testing.T, dir string, args ...string) showJSON {
	t.Helper()
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, append([]string{"box", "show", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	var got showJSON
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &got))
	return got
}

type showJSON struct {
	Complete bool `json:"complete_for_scoring"`
	Sections []struct {
		Name         string `json:"name"`
		Known, Total int
	} `json:"sections"`
	Missions []struct {
		ID int `json:"id"`
		VP struct {
			Value  *int   `json:"value"`
			Source string `json:"source"`
		} `json:"vp"`
	} `json:"missions"`
}

func (s showJSON) section(name string) [2]int {
	for _, sec := range s.Sections {
		if sec.Name == name {
			return [2]int{sec.Known, sec.Total}
		}
	}
	return [2]int{-1, -1}
}

func drafts(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "box-drafts", "*.yaml"))
	require.NoError(t, err)
	return files
}

// Acceptance: from no profile, one answer of 20 numbers records every
// mission; show reports 20 of 20, and a record whose missions carry no vp
// scores with them.
func TestMissionsInOneAnswer(t *testing.T) {
	dir := t.TempDir()
	r, fake := calibrate(t, dir, []string{missionVPs}, "--section", "missions")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Len(t, fake.Asked, 1, "one answer")
	assert.Empty(t, r.Stdout, "questions and echoes go to standard error")
	assert.Regexp(t, `\n1 +Complete 3 orders +5 \(box\)\n`, r.Stderr, "each VP is shown with its mission's name")
	assert.Regexp(t, `\n20 +Complete 2 orders that need wool or cloth +5 \(box\)\n`, r.Stderr)
	assert.Contains(t, r.Stderr, "Saved to "+filepath.Join(dir, "box.yaml"))
	assert.Empty(t, drafts(t, dir), "the draft is gone once finished")

	got := show(t, dir)
	assert.Equal(t, [2]int{20, 20}, got.section("missions"))
	assert.Equal(t, [2]int{1, 12}, got.section("goods"), "nothing else changed")
	require.Len(t, got.Missions, 20)
	assert.Equal(t, "box", got.Missions[11].VP.Source)
	assert.Equal(t, 4, *got.Missions[11].VP.Value)

	record := filepath.Join(dir, "game.yaml")
	require.NoError(t, os.WriteFile(record, []byte(`version: 1
missions: true
players:
  - name: Anna
    coins: 1
    boats: 3
    missions: [{id: 12}]
  - name: Ben
    coins: 0
    houses: [glass, stone, wood]
    missions: [{id: 13}]
`), 0o644))
	score := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "score", "--file", record, "--json")
	require.Equal(t, 0, score.Code, score.Stderr)
	assert.Contains(t, score.Stdout, `"missions": 4`, "mission 12 prints 4 in this box")
	assert.Contains(t, score.Stdout, `"missions": 5`, "mission 13 prints 5")
}

// Acceptance: everything final scoring needs in eight answers (5 + 2 + 1),
// after which it is complete.
func TestScoringNeedsInEightAnswers(t *testing.T) {
	dir := t.TempDir()
	r, fake := calibrate(t, dir, append(scoringAnswers, "n"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Len(t, fake.Asked, 9, "8 answers, and no to the rest of the box")
	assert.Contains(t, r.Stderr, "Final scoring: every value it needs is known.")
	got := show(t, dir)
	assert.True(t, got.Complete)
	assert.Equal(t, [2]int{12, 12}, got.section("goods"))
	assert.Equal(t, [2]int{11, 11}, got.section("warehouse"))
	assert.Equal(t, [2]int{20, 20}, got.section("missions"))
	assert.Empty(t, drafts(t, dir))
	for i, want := range []string{"Which goods show 4 VP?", "Which goods show 3 VP besides cloth (known from the rulebook)?", "Which goods show 2 VP?", "Which goods show 1 VP?",
		"Which goods show 0 VP (still without a value: food, corn)?"} {
		assert.Equal(t, want, fake.Asked[i].Label)
	}
}

// fullBox answers every section with testdata/box/full.yaml's values.
var fullBox = append(append([]string{}, scoringAnswers...),
	"y", // on with the rest of the box
	"0 1 2 3 4",
	// 16 order cards
	"wool fish 5", "cloth wood 6", "silver stone 7", "glass alpaca 5", "wool ore 6", "cloth silver 8", "fish wood 4", "stone ore 5",
	"cacao glass 6", "wool cloth 7", "alpaca stone 4", "ore fish 5", "cacao silver 6", "glass cloth 7", "wood cacao 5", "alpaca wool 6",
	"glass silver cloth wool ore stone wood fish alpaca cacao", // houses
	"fish wood stone ore wool silver cloth glass cacao alpaca", // boats
	// 28 extension tiles
	"1 A 1", "2 A 1", "3 A 1", "4 A 1", "5 A 3+ 1", "6 A 4+ 2", "7 A 1", "8 B 2", "9 B 2", "10 B 3+ 2", "11 B 2", "12 B 5+ 3",
	"13 B 2", "14 B 3", "15 C 3", "16 C 4+ 3", "17 C 3", "18 C 3", "19 C 3+ 4", "20 C 4", "21 C 5+ 3", "22 D 4", "23 D 5",
	"24 D 5", "25 D 4+ 4", "E1 D 3+ 4", "e5 d 4", "12 D 5+ 5",
	// 7 roles
	"2 1 wood stone", "2 1 2 fish", "1 2 alpaca wool", "2 1 fish ore", "2 2 corn", "1 3 glass", "2 1 2 stone",
)

// profileOf reads a profile as the program writes it, for comparing.
func profileOf(t *testing.T, path string) string {
	t.Helper()
	r := cmdtest.Run(t, cmdtest.Env{}, "box", "export", "--box", path)
	require.Equal(t, 0, r.Code, r.Stderr)
	_, body, _ := strings.Cut(r.Stdout, "\n\n")
	return r.Stdout[strings.Index(r.Stdout, "goods:"):] + body[:0]
}

// The whole box, answered: the profile holds every value of full.yaml.
func TestCalibrateTheWholeBox(t *testing.T) {
	dir := t.TempDir()
	r, fake := calibrate(t, dir, fullBox)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Equal(t, profileOf(t, golden.Testdata("box", "full.yaml")), profileOf(t, filepath.Join(dir, "box.yaml")))
	assert.True(t, show(t, dir).Complete)
	for _, s := range show(t, dir).Sections {
		assert.Equal(t, s.Total, s.Known, s.Name)
	}
	assert.Contains(t, r.Stderr, "  = wool, fish · 5 VP", "each card is echoed")
	assert.Contains(t, r.Stderr, "  = E5 · A · 3+ · cost 1 · 1 food → 1 fish")
	assert.Contains(t, r.Stderr, "  = food 2, coins 1 · 2 fish")
	assert.Contains(t, fake.Labels(), "Order card 16 of 16: goods and VP (e.g. wool fish 6)")
	assert.Contains(t, fake.Labels(), "Tile 28 of 28: effect, letter, mark, cost (e.g. 5 A 3+ 1)")
	assert.Contains(t, fake.Labels(), "Stonemason: food, coins, goods (e.g. 2 1 wood stone; Enter: as it is)")

	// Run again: every section is known, so nothing is asked.
	r, fake = calibrate(t, dir, nil)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, fake.Asked)
	assert.Contains(t, r.Stderr, "Goods (scoring overview): everything is known; to record it again: altiplano box calibrate --section goods")
}

// Each answer is checked at once against the rules and asked again with
// the reason; only that answer.
func TestWrongAnswersAreAskedAgain(t *testing.T) {
	answers := []string{
		"silver glass glsas", "silver glass", // an unknown good
		"cloth glass", "Tuch", // glass has a value already
		"cloth ore", "ore wool cacao", // cloth is 3 VP by the rulebook
		"wood stone alpaca fish",
		"food", "food corn", // corn is left
		"4/1 3/2", "3/1 3", "3/1 3/2 4/3", "4/4 5/6", // row 1 has 3 spaces; a row needs spaces/VP
		"5 4 5", missionVPs, // not 20
		"y",
		"1 1 2 3 4", "0 1 2 3 4", // slot 1 is +0 by the rulebook
		"wool fish", "-", // a card needs its VP; then skip the orders
		"glass silver cloth wool ore stone wood fish alpaca cacao glass", "-", // 11 houses; skip
		"-",         // skip boats
		"5 E 1", "", // letter E; then Enter on the first tile skips
		"2 1 gold", "", "", "", "", "", "", "", // a role with an unknown good, then Enter for each
	}
	dir := t.TempDir()
	r, fake := calibrate(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	want := []string{
		`goods: "glsas" is not a good`,
		"goods: glass already has 4 VP; every good has exactly one value",
		"goods: cloth is worth 3 VP (the rulebook says so), not 2",
		"goods: still without a value: corn; every good is on the overview once",
		"warehouse row 1: row 1 has 3 spaces (the rulebook says so), not 4",
		`warehouse row 2: write each row as spaces/VP, such as 3/1, not "3"`,
		"missions: the box has 20 of these; 3 are listed",
		"strip, slot 1: the rulebook prints +0 here, not +1",
		`orders, card 1: type the goods the card asks for and the VP it prints, such as wool fish 6, not "wool fish"`,
		"houses: the box has 10 of these; 11 are listed",
		`extensions, tile 1: letter must be A, B, C or D, not "E"`,
		`roles, Woodcutter: "gold" is not a good`,
	}
	// A board of 19 spaces: mission 4 (20 goods) is impossible, said at once.
	assert.Contains(t, r.Stderr, "Your warehouse has 19 spaces in all: mission 4 (store 20 goods) cannot be achieved with this board.")
	// The cards carry no numbers: the 20 texts come first, in order.
	assert.Contains(t, r.Stderr, "   1  Complete 3 orders\n   2  Store 3 alpacas\n")
	assert.Contains(t, r.Stderr, "  20  Complete 2 orders that need wool or cloth\n")
	require.Len(t, fake.Refusals, len(want), strings.Join(fake.Refusals, "\n"))
	for i, w := range want {
		assert.Equal(t, w, fake.Refusals[i][:min(len(w), len(fake.Refusals[i]))])
	}
	got := show(t, dir)
	assert.True(t, got.Complete)
	assert.Equal(t, [2]int{5, 5}, got.section("strip"))
	assert.Equal(t, [2]int{0, 16}, got.section("orders"), "skipped sections stay as they were")
	assert.Equal(t, [2]int{0, 10}, got.section("houses"))
	assert.Equal(t, [2]int{0, 7}, got.section("roles"))
	assert.Contains(t, r.Stderr, "Order cards: skipped, left as it was.")
}

// A tile that leaves more effects on no tile than tiles remain is refused
// when it is typed, not after the 28th.
func TestTilesCoverEveryEffect(t *testing.T) {
	answers := []string{"-", "-", "-", "y", "", "", "", ""} // to the tiles
	for range 4 {
		answers = append(answers, "1 A 1") // effect 1 four times: 24 effects left for 24 tiles
	}
	answers = append(answers, "1 A 1", "2 A 1") // a fifth would leave 24 for 23: refused
	for e := 3; e <= 25; e++ {
		answers = append(answers, strconv.Itoa(e)+" B 2")
	}
	answers = append(answers, "", "", "", "", "", "", "") // roles as they are
	dir := t.TempDir()
	r, fake := calibrate(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	require.Len(t, fake.Refusals, 1, strings.Join(fake.Refusals, "\n"))
	assert.Equal(t, "extensions: E2, E3, E4, E5, E6, E7, E8, E9, E10, E11, E12, E13, E14, E15, E16, E17, E18, E19, E20, E21, E22, E23, E24, E25 on no tile yet, and only 23 tiles are left; every effect is on at least one tile", fake.Refusals[0])
	assert.Equal(t, [2]int{28, 28}, show(t, dir).section("extensions"))
}

// Ctrl-C keeps every answer; the next run continues where it stopped,
// and the profile is the same as going straight through.
func TestInterruptAndContinue(t *testing.T) {
	straight := t.TempDir()
	r, _ := calibrate(t, straight, fullBox)
	require.Equal(t, 0, r.Code, r.Stderr)
	want := profileOf(t, filepath.Join(straight, "box.yaml"))

	for _, cut := range []int{1, 3, 6, 8, 9, 15, 30, 40, 62, len(fullBox) - 1} {
		dir := t.TempDir()
		first, _ := calibrate(t, dir, fullBox[:cut])
		assert.Equal(t, 1, first.Code, "stopping exits 1 (cut %d)", cut)
		assert.Contains(t, first.Stderr, "run altiplano box calibrate again to continue")
		require.Len(t, drafts(t, dir), 1)

		second, fake := calibrate(t, dir, fullBox[cut:])
		require.Equal(t, 0, second.Code, second.Stderr)
		assert.Zero(t, fake.Remaining(), "cut %d", cut)
		assert.Contains(t, second.Stderr, "Continuing the calibration started")
		assert.Equal(t, want, profileOf(t, filepath.Join(dir, "box.yaml")), "cut after %d answers", cut)
		assert.Empty(t, drafts(t, dir))
	}
}

// A draft edited by hand whose answer no longer passes is asked again.
func TestAReplayedAnswerIsCheckedAgain(t *testing.T) {
	dir := t.TempDir()
	first, _ := calibrate(t, dir, scoringAnswers[:2])
	require.Equal(t, 1, first.Code)
	path := drafts(t, dir)[0]
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	edited := strings.Replace(string(data), "Tuch", "gold", 1)
	require.NotEqual(t, string(data), edited)
	require.NoError(t, os.WriteFile(path, []byte(edited), 0o644))

	r, fake := calibrate(t, dir, append([]string{"cloth"}, append(scoringAnswers[2:], "n")...))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, `! goods: "gold" is not a good`)
	assert.Contains(t, r.Stderr, "Which goods show 4 VP? silver glass", "a kept answer is shown as typed")
	assert.True(t, show(t, dir).Complete)
}

// What the profile already records stays, comments included; a section
// skipped or passed over is left as it was.
func TestCalibrationKeepsWhatTheProfileHas(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	existing := "# my copy, bought 2019\nroles:\n  miner: {food: 2, coins: 1, goods: {fish: 1, Erz: 1}}   # checked\nmissions:\n  - {id: 3, vp: 9}\n"
	require.NoError(t, os.WriteFile(box, []byte(existing), 0o600))
	r, fake := calibrate(t, dir, []string{"-", "", missionVPs, "n"})
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	data, err := os.ReadFile(box)
	require.NoError(t, err)
	assert.Contains(t, string(data), "# my copy, bought 2019")
	assert.Contains(t, string(data), "# checked")
	assert.Contains(t, string(data), "Erz: 1")
	assert.Contains(t, string(data), "{id: 3, vp: 5}", "the answer replaces what the section held")
	info, err := os.Stat(box)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the file keeps its mode")
	assert.Equal(t, [2]int{1, 12}, show(t, dir).section("goods"))
	assert.Equal(t, [2]int{1, 7}, show(t, dir).section("roles"))
}

// A profile that does not load is answered afresh: the first section saved
// replaces it, and the damaged file is kept beside it, byte for byte.
func TestABrokenProfileIsRepairedAndKept(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	broken := "goods:\n  glsas: {vp: 4}\nstrip: {surcharges: [0, 2, 2, 3, 4]}\n"
	require.NoError(t, os.WriteFile(box, []byte(broken), 0o644))
	r, fake := calibrate(t, dir, append(scoringAnswers, "n"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, 1, strings.Count(r.Stderr, "The damaged box profile is kept as "+box+".damaged.\n"), "said once, when it is kept")
	kept, err := os.ReadFile(box + ".damaged")
	require.NoError(t, err)
	assert.Equal(t, broken, string(kept))
	check := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "check")
	assert.Equal(t, 0, check.Code, check.Stderr)
	assert.Contains(t, check.Stdout, "Final scoring: every value it needs is known.")
}

func TestCalibrateRefusals(t *testing.T) {
	dir := t.TempDir()
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "calibrate")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "needs a terminal")
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true}, "box", "calibrate", "--section", "dice")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `there is no section "dice"; the sections are goods, warehouse, missions, strip, orders, houses, boats, extensions, roles`)

	first, _ := calibrate(t, dir, scoringAnswers[:2])
	require.Equal(t, 1, first.Code)
	unlock := cmdtest.HoldLock(t, strings.TrimSuffix(drafts(t, dir)[0], ".yaml")+".lock")
	defer unlock()
	r, fake := calibrate(t, dir, scoringAnswers)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, fake.Asked)
	assert.Contains(t, r.Stderr, "a calibration is already in progress in another terminal")
}

// With --section, another section's unfinished answers are kept for later.
func TestOneSectionKeepsAnotherUnfinished(t *testing.T) {
	dir := t.TempDir()
	first, _ := calibrate(t, dir, scoringAnswers[:2])
	require.Equal(t, 1, first.Code)
	r, fake := calibrate(t, dir, []string{"0 1 2 3 4"}, "--section", "strip")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	require.Len(t, drafts(t, dir), 1, "the goods answers are still kept")
	r, fake = calibrate(t, dir, append(scoringAnswers[2:], "n"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.True(t, show(t, dir).Complete)
	assert.Empty(t, drafts(t, dir))
}

// In Russian, answered in Russian.
func TestCalibrateInRussian(t *testing.T) {
	dir := t.TempDir()
	answers := []string{"серебро стекло", "ткань", "руда шерсть какао", "дерево камень альпака рыба", "еда кукуруза", "пропустить", "пропустить", "н"}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "calibrate", "--lang", "ru")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Equal(t, [2]int{12, 12}, show(t, dir).section("goods"))
	assert.NotContains(t, r.Stderr, "Goods (scoring overview)")
}

// Every warehouse board has a right side (the rulebooks fill it after the
// left): Enter at the right side skips the warehouse, which stays as it was,
// instead of recording a board with a left side only.
func TestEnterAtTheRightSideSkipsTheWarehouse(t *testing.T) {
	dir := t.TempDir()
	r, _ := calibrate(t, dir, []string{"3/1 3/2 4/3", "", "n"}, "--section", "warehouse")
	require.Equal(t, 0, r.Code, r.Stderr)
	got := show(t, dir)
	assert.Equal(t, [2]int{1, 3}, got.section("warehouse"), "only the rulebook's row 1 is known")
	_, err := os.Stat(filepath.Join(dir, "box.yaml"))
	assert.True(t, os.IsNotExist(err), "nothing was written")
}
