package cmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/internal/cmdtest"
)

// Rule problems say whose, where and which limit, not only what kind: each
// line names the player, the field (row, house, mission) and the bound.
func TestRuleProblemsNamePlayerFieldAndLimit(t *testing.T) {
	path := writeRecord(t, "version: 1\nplayers:\n  - name: Anna\n    coins: 1000\n    warehouse:\n      - [fish, food]\n"+
		"      - [wood, wood, wood, wood, wood, wood, wood, wood, wood, wood, wood, wood, wood]\n    boats: 11\n"+
		"  - name: Ben\n    goods: {glass: 8}\n    missions: [{id: 3}, {id: 4}, {id: 5}]\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path, "--no-history")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: 9 problems:\n"+
		"  - "+path+", players (line 2): the players hold 13 wood tiles in all (orders included), but only 12 are laid out for 2 players\n"+
		"  - "+path+", players (line 2): the players hold 8 glass tiles in all (orders included), but only 7 are laid out for 2 players\n"+
		"  - Anna, "+path+", players[0].coins (line 4): must be a whole number from 0 to 999, not 1000\n"+
		"  - Anna, "+path+", players[0].warehouse[0] (line 6): tile 2 is food, and food can never be stored\n"+
		"  - Anna, "+path+", players[0].warehouse[1] (line 7): 13 tiles, but the row holds only 12\n"+
		"  - Anna, "+path+", players[0].boats (line 8): must be a whole number from 0 to 10, not 11\n"+
		"  - Ben, "+path+", players[1].missions (line 11): missions are listed but the mission variant is off: add \"missions: true\" to the record\n"+
		"  - Ben, "+path+", players[1].missions (line 11): 3 listed; at most 2\n"+
		"  - Ben, "+path+", players[1].missions[2] (line 11): a \"first to\" mission: say whether it was achieved (achieved: true or false)\n", r.Stderr)

	// The negative case: at the bounds, nothing is refused.
	path = writeRecord(t, "version: 1\nplayers:\n  - name: Anna\n    coins: 999\n    boats: 10\n    goods: {glass: 7}\n  - name: Ben\n    coins: 0\n")
	r = cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path, "--no-history")
	assert.Equal(t, 0, r.Code, r.Stderr)
}
