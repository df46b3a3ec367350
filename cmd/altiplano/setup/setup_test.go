package setup_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

var box = golden.Testdata("box", "full.yaml")

func TestSetupSheetsGolden(t *testing.T) {
	tests := map[string][]string{
		"2p-seed1.txt":                 {"--players", "2", "--seed", "1"},
		"3p-seed1.txt":                 {"--players", "3", "--seed", "1"},
		"4p-names-missions-draft.txt":  {"--names", "Ana,Ben,Cleo,Dan", "--missions", "--roles", "draft", "--seed", "2024"},
		"5p-box-missions.txt":          {"--players", "5", "--missions", "--seed", "31337", "--box", box},
		"2p-box-start-first.txt":       {"--names", "Ana,Ben", "--start", "first", "--missions", "--seed", "8", "--box", box},
		"4p-names-missions-draft.json": {"--names", "Ana,Ben,Cleo,Dan", "--missions", "--roles", "draft", "--seed", "2024", "--json"},
		"5p-box-missions.json":         {"--players", "5", "--missions", "--seed", "31337", "--box", box, "--json"},
		// Read by native readers: the rulebook's words, no «от него» for
		// a woman in seat 1.
		"4p-names-missions-draft-ru.txt": {"--lang", "ru", "--names", "Лидия,Жанна,Ян,Ёж", "--missions", "--roles", "draft", "--seed", "2024"},
		"5p-box-missions-ru.txt":         {"--lang", "ru", "--players", "5", "--missions", "--seed", "31337", "--box", box},
		"4p-names-missions-draft-fr.txt": {"--lang", "fr", "--names", "Lydie,Jeanne,Yann,Éric", "--missions", "--roles", "draft", "--seed", "2024"},
		"5p-box-missions-fr.txt":         {"--lang", "fr", "--players", "5", "--missions", "--seed", "31337", "--box", box},
	}
	for name, args := range tests {
		t.Run(name, func(t *testing.T) {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"setup"}, args...)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Empty(t, r.Stderr)
			golden.Assert(t, filepath.Join("setup", name), []byte(r.Stdout))
		})
	}
}

var codeLine = regexp.MustCompile(`code (\S+)`)

// The code printed on a sheet reproduces it byte for byte, and so does the seed.
func TestCodeAndSeedReproduceTheSheet(t *testing.T) {
	for _, args := range [][]string{
		{"--players", "3"},
		{"--names", "Ana,Ben,Cleo,Dan,Eve", "--missions", "--roles", "draft", "--start", "first"},
		{"--players", "4", "--missions", "--box", box},
	} {
		// No --seed: the program draws a fresh one (the test's fixed seed).
		first := cmdtest.Run(t, cmdtest.Env{Seed: 4242}, append([]string{"setup"}, args...)...)
		require.Equal(t, 0, first.Code, first.Stderr)
		code := codeLine.FindStringSubmatch(first.Stdout)[1]

		extra := []string{}
		if args[len(args)-2] == "--box" {
			extra = []string{"--box", box}
		}
		if args[0] == "--names" {
			extra = args[:2] // the names travel beside the code
		}
		again := cmdtest.Run(t, cmdtest.Env{Seed: 1}, append([]string{"setup", "--code", code}, extra...)...)
		require.Equal(t, 0, again.Code, again.Stderr)
		assert.Equal(t, first.Stdout, again.Stdout, "--code %s", code)

		bySeed := cmdtest.Run(t, cmdtest.Env{Seed: 1}, append([]string{"setup", "--seed", "4242"}, args...)...)
		assert.Equal(t, first.Stdout, bySeed.Stdout)

		asJSON := cmdtest.Run(t, cmdtest.Env{}, append([]string{"setup", "--code", code, "--json"}, extra...)...)
		var sheet struct {
			Code string `json:"code"`
			Seed uint64 `json:"seed"`
		}
		require.NoError(t, json.Unmarshal([]byte(asJSON.Stdout), &sheet))
		assert.Equal(t, code, sheet.Code)
		assert.Equal(t, uint64(4242), sheet.Seed)
	}
}

func TestSetupJSONHasTheContractFields(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "4", "--missions", "--seed", "3", "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	var sheet map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &sheet))
	for _, key := range []string{"code", "seed", "players", "location_circle", "supply", "locations", "carts",
		"orders_in_play", "orders_removed", "start_player", "roles", "missions_dealt", "extensions"} {
		assert.Contains(t, sheet, key)
	}
	assert.Len(t, sheet["roles"], 4)
	assert.Len(t, sheet["missions_dealt"], 4)
	assert.Len(t, sheet["location_circle"], 7)
	ext := sheet["extensions"].(map[string]any)
	assert.Equal(t, false, ext["known"])
	assert.Contains(t, ext["missing"], "extensions")
}

func TestSetupRefusesBadInput(t *testing.T) {
	valid := codeLine.FindStringSubmatch(cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "5").Stdout)[1]
	tampered := []byte(valid)
	if tampered[5] == 'A' {
		tampered[5] = 'B'
	} else {
		tampered[5] = 'A'
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--players", "1"}, "from 2 to 5"},
		{[]string{"--players", "6"}, "from 2 to 5"},
		{[]string{"--players", "x"}, "from 2 to 5"},
		{[]string{}, "--players is required"},
		{[]string{"--code", "2G0G!"}, "is not a setup code"},
		{[]string{"--code", "not-a-code"}, "is not a setup code"},
		{[]string{"--code", "2C00-A56Y-XP2G"}, "the code is from setup version 1"},
		{[]string{"--code", valid + "0000"}, "mistyped or changed"},
		{[]string{"--players", "3", "--names", "Ana,Ben,Eve\x1b[2J"}, `"Eve\x1b[2J" holds a character a name may not have`},
		{[]string{"--players", "2", "--names", "Zoë,Zoe\u0308"}, "is given twice"},
		{[]string{"--players", "3", "--seat", "1"}, "--seat shows one seat's secret missions of a game already dealt, and needs that game's setup code: run altiplano setup --code CODE --seat 1 with the code its sheet printed"},
		{[]string{"--code", valid, "--seat", "9"}, "there is no seat 9"},
		{[]string{"--code", valid, "--seat", "1"}, "this setup has none"},
		{[]string{"--code", string(tampered)}, "mistyped or changed"},
		{[]string{"--players", "3", "--seed", "-1"}, `--seed: must be a whole number, 0 or more, not "-1"`},
		{[]string{"--players", "3", "--seed", "abc"}, `--seed: must be a whole number, 0 or more, not "abc"`},
		{[]string{"--players", "3", "--seed", "18446744073709551616"}, `--seed: "18446744073709551616" is too large for a seed: at most 18446744073709551615`},
		{[]string{"--players", "3", "--roles", "auction"}, `--roles: must be deal or draft, not "auction"`},
		{[]string{"--players", "3", "--start", "oldest"}, `--start: must be youngest, first, random or the name of a player, not "oldest"`},
		{[]string{"--players", "3", "--names", "Ana,Ben"}, "2 names for 3 players"},
		{[]string{"--names", "Ana,Ana"}, `"Ana" is given twice`},
		{[]string{"--code", valid, "--players", "3"}, "--code and --players cannot be used together"},
		{[]string{"--players", "3", "--colour", "red"}, "unknown flag --colour"},
		{[]string{"--players", "3", "extra"}, `unexpected argument "extra"`},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"setup"}, tt.args...)...)
		assert.Equal(t, 2, r.Code, "%v", tt.args)
		assert.Empty(t, r.Stdout, "%v", tt.args)
		assert.Contains(t, r.Stderr, tt.want, "%v", tt.args)
	}
}

// Every wrong flag is said at once, each at the flag as typed, in the order
// of --help, and a flag that could not be read is not said again by what it
// decides; a code given with the flags it decides is said to be bad too.
func TestSetupSaysEveryWrongFlagAtOnce(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--start", "9", "--players", "4", "--seed", "abc", "--roles", "bogus"}, "altiplano: 3 problems:\n" +
			"  - --roles: must be deal or draft, not \"bogus\"\n" +
			"  - --seed: must be a whole number, 0 or more, not \"abc\"\n" +
			"  - --start: must be youngest, first, random or the name of a player, not \"9\"\n"},
		{[]string{"--start", "9", "--players", "9"}, "altiplano: 2 problems:\n" +
			"  - --players: must be a whole number from 2 to 5, not \"9\"\n" +
			"  - --start: must be youngest, first, random or the name of a player, not \"9\"\n"},
		{[]string{"--players", "9", "--names", "A,B,C", "--roles", "x"}, "altiplano: 2 problems:\n" +
			"  - --players: must be a whole number from 2 to 5, not \"9\"\n" +
			"  - --roles: must be deal or draft, not \"x\"\n"},
		{[]string{"--roles", "x"}, "altiplano: 2 problems:\n" +
			"  - --players is required: a whole number from 2 to 5 (or give --names)\n" +
			"  - --roles: must be deal or draft, not \"x\"\n"},
		{[]string{"--seed", "4", "--code", "ZZZZ", "--players", "3"}, "altiplano: 3 problems:\n" +
			"  - --code and --players cannot be used together\n" +
			"  - --code and --seed cannot be used together\n" +
			"  - --code: \"ZZZZ\" is not a setup code: copy it as the setup sheet printed it, groups of four letters and digits joined by dashes\n"},
		{[]string{"--lang", "de", "--players", "9"}, "altiplano: --players: muss eine ganze Zahl von 2 bis 5 sein, nicht „9“\n"},
		{[]string{"--lang", "ru", "--players", "3", "--start", "x"}, "altiplano: --start: нужно youngest, first, random или имя игрока, а не «x»\n"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"setup"}, tt.args...)...)
		assert.Equal(t, 2, r.Code, "%v", tt.args)
		assert.Empty(t, r.Stdout, "%v", tt.args)
		assert.Equal(t, tt.want, r.Stderr, "%v", tt.args)
	}
}

// Missions are secret: the sheet tells how to deal them and no seat's cards;
// --seat shows one seat's three and nothing else; JSON keeps them for tools.
func TestMissionsAreSecret(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Ana,Ben,Cleo", "--missions", "--seed", "11")
	require.Equal(t, 0, r.Code, r.Stderr)
	code := codeLine.FindStringSubmatch(r.Stdout)[1]
	assert.Contains(t, r.Stdout, "Missions are secret")
	assert.Contains(t, r.Stdout, "youngest player, Ana in seat 1")

	js := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--names", "Ana,Ben,Cleo", "--json")
	require.Equal(t, 0, js.Code, js.Stderr)
	var sheet struct {
		MissionsDealt [][]int `json:"missions_dealt"`
	}
	require.NoError(t, json.Unmarshal([]byte(js.Stdout), &sheet))
	require.Len(t, sheet.MissionsDealt, 3)
	for _, hand := range sheet.MissionsDealt {
		for _, id := range hand {
			assert.NotRegexp(t, fmt.Sprintf(`(?m)^\s*%d\s`, id), r.Stdout, "the sheet names no dealt mission")
		}
	}

	for seat := 1; seat <= 3; seat++ {
		s := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--names", "Ana,Ben,Cleo", "--seat", strconv.Itoa(seat))
		require.Equal(t, 0, s.Code, s.Stderr)
		lines := strings.Split(strings.TrimSpace(s.Stdout), "\n")
		require.Len(t, lines, 5, s.Stdout)
		assert.Contains(t, lines[0], []string{"Ana", "Ben", "Cleo"}[seat-1])
		for k, id := range sheet.MissionsDealt[seat-1] {
			assert.Regexp(t, fmt.Sprintf(`^\s*%d\s+\S`, id), lines[2+k], "seat %d shows its own cards", seat)
		}
	}
}

// The sheet prints a short seat code beside the full one; on a phone,
// --code SHORT --seat N shows the same three missions, and a short code
// mistyped is refused.
func TestSeatCodeShowsTheSameMissions(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Anastasia,Bartholomew,Cleopatra,Dmitri", "--missions", "--seed", "11")
	require.Equal(t, 0, r.Code, r.Stderr)
	full := codeLine.FindStringSubmatch(r.Stdout)[1]
	short := regexp.MustCompile(`--code (\S+) --seat N`).FindStringSubmatch(r.Stdout)[1]
	assert.Equal(t, full, short, "the table code of the rulebook's options is the seat code")
	assert.LessOrEqual(t, len(strings.ReplaceAll(short, "-", "")), 16, short)
	cards := func(out string) string { return out[strings.Index(out, "\n"):] } // after the title, which names the seat
	for seat := 1; seat <= 4; seat++ {
		a := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", full, "--names", "Anastasia,Bartholomew,Cleopatra,Dmitri", "--seat", strconv.Itoa(seat))
		b := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", strings.ToLower(short), "--seat", strconv.Itoa(seat))
		require.Equal(t, 0, b.Code, b.Stderr)
		assert.Equal(t, cards(a.Stdout), cards(b.Stdout), "seat %d", seat)
		// The short code carries no names: the seat alone, no made-up name.
		assert.Equal(t, fmt.Sprintf("Seat %d\n", seat), b.Stdout[:strings.Index(b.Stdout, "\n")+1])
	}
	mutated := []byte(short)
	if mutated[3] == 'Z' {
		mutated[3] = 'Y'
	} else {
		mutated[3] = 'Z'
	}
	bad := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", string(mutated), "--seat", "1")
	assert.Equal(t, 2, bad.Code)
	assert.Empty(t, bad.Stdout)
}
