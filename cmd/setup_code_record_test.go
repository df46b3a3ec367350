package cmd_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	setup "altiplano/setup/altiplano"
)

// dealt is what a setup code dealt: each seat's three missions.
func dealt(t *testing.T, code string) [][]altiplano.MissionID {
	o, seed, p := setup.ParseCode(code)
	require.Nil(t, p)
	s, err := setup.Generate(o, seed, setup.NewSource(seed), catalog.Default())
	require.NoError(t, err)
	return s.Missions
}

// Everything a setup code determines is checked against the record: the
// mission variant, the missions each player can hold, dealt roles, the
// start player. Each refusal names the line and says what the code dealt.
func TestARecordMustBeTheGameItsSetupCodeDealt(t *testing.T) {
	// setup --players 3 --names Anna,Ben,Cleo --missions --roles deal --seed 7:
	// Anna trader, Ben woodcutter, Cleo miner; Anna starts.
	const code = "4C0G-EGBE-DSGJ-RGK5-DRP4-6V35-DZPE-X1TN"
	m := dealt(t, code)
	undealt := altiplano.MissionID(0)
	for id := altiplano.MissionID(1); id <= 20 && undealt == 0; id++ {
		if !strings.Contains(fmt.Sprint(m), fmt.Sprint(id)) {
			undealt = id
		}
	}
	require.NotZero(t, undealt)
	// With three players, every mission dealt is a neighbour's or Anna's own.
	var all []int
	for _, seat := range m {
		for _, id := range seat {
			all = append(all, int(id))
		}
	}
	slices.Sort(all)
	mayHold := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(all)), ", "), "[]")
	box, err := filepath.Abs("../testdata/box/full.yaml")
	require.NoError(t, err)
	record := func(missions string, anna, ben string) string {
		return "version: 1\nmissions: " + missions + "\ncode: " + code + "\nplayers:\n" +
			"  - name: Anna\n" + anna +
			"  - name: Ben\n" + ben +
			fmt.Sprintf("  - name: Cleo\n    missions: [{id: %d, achieved: false}, {id: %d, achieved: false}]\n", m[2][0], m[0][2])
	}
	hand := func(a, b altiplano.MissionID) string {
		return fmt.Sprintf("    missions: [{id: %d, achieved: false}, {id: %d, achieved: false}]\n", a, b)
	}
	good := record("true", hand(m[0][0], m[1][0])+"    role: trader\n    start: true\n", hand(m[1][1], m[2][1])+"    role: woodcutter\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", writeRecord(t, good), "--box", box, "--no-history")
	require.Equal(t, 0, r.Code, "the negative case: the game the code dealt: %s", r.Stderr)

	tests := []struct{ name, record, want string }{
		{"variant off", record("false", "", ""),
			"missions (line 2): the setup code " + code + " dealt missions, but the record says missions: false"},
		{"mission never dealt", record("true", hand(m[0][0], undealt), hand(m[1][1], m[2][1])),
			fmt.Sprintf("Anna, %%s, players[0].missions (line 6): the setup code %s dealt mission %d neither to this player nor to a neighbour; this player may hold %s", code, undealt, mayHold)},
		{"two of their own", record("true", hand(m[0][0], m[0][1]), hand(m[1][1], m[2][1])),
			fmt.Sprintf("Anna, %%s, players[0].missions (line 6): the setup code %s dealt both missions %d, %d to this player; a player keeps one of their own three, the other comes from a neighbour", code, m[0][0], m[0][1])},
		{"two passed", record("true", hand(m[1][0], m[2][2]), hand(m[1][1], m[2][1])),
			fmt.Sprintf("Anna, %%s, players[0].missions (line 6): with the setup code %s, missions %d, %d both came from neighbours; a player keeps one of the two passed to them (with 2 players the opponent passes one)", code, m[1][0], m[2][2])},
		{"another role", record("true", hand(m[0][0], m[1][0])+"    role: miner\n", hand(m[1][1], m[2][1])),
			"Anna, %s, players[0].role (line 7): the setup code " + code + " dealt Trader to this player, not Miner"},
		{"another start player", record("true", hand(m[0][0], m[1][0]), hand(m[1][1], m[2][1])+"    start: true\n"),
			"Ben, %s, players[1].start (line 9): the setup code " + code + " makes Anna the start player"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeRecord(t, tt.record)
			r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path, "--box", box, "--no-history")
			assert.Equal(t, 2, r.Code)
			assert.Empty(t, r.Stdout)
			want := tt.want
			if strings.Contains(want, "%s") {
				want = fmt.Sprintf(want, path)
			} else {
				want = path + ", " + want
			}
			assert.Contains(t, r.Stderr, want+"\n")
		})
	}
	// A code without missions, and a record that says it played them.
	plain := "version: 1\nmissions: true\ncode: 4G00-6HMF-DR20\nplayers:\n  - name: A\n  - name: B\n  - name: C\n  - name: D\n"
	path := writeRecord(t, plain)
	r = cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path, "--no-history")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, path+", missions (line 2): the setup code 4G00-6HMF-DR20 dealt no missions, but the record says missions: true\n")
}

// A problem across players names the lines of both.
func TestProblemsAcrossPlayersNameBothLines(t *testing.T) {
	path := writeRecord(t, "version: 1\nplayers:\n  - name: Anna\n    start: true\n  - name: Ben\n    role: miner\n  - name: anna\n    start: true\n    role: Miner\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path, "--no-history")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "  - anna, "+path+`, players[2].name (line 7): "anna" is given twice, also on line 3; names must differ (capitals and letter widths do not count)`+"\n")
	assert.Contains(t, r.Stderr, "  - "+path+", players[2].start (line 8): Anna, anna are all marked as the start player (also on line 4), but one player starts\n")
	assert.Contains(t, r.Stderr, "  - "+path+", players[2].role (line 9): the Miner role is held by Ben, anna (also on line 6), but there is one tile of each role\n")
}
