package altiplano_test

import (
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	setup "altiplano/setup/altiplano"
)

// With four players, the player across the table is no neighbour: a mission
// dealt to them cannot reach seat 1. Problems name the player, the mission
// and the code.
func TestCheckRecordKnowsWhoSitsBesideWhom(t *testing.T) {
	o := setup.Options{Players: 4, Missions: true, Roles: setup.RolesDeal, Start: setup.StartFirst}
	const seed = 11
	sheet, err := setup.Generate(o, seed, setup.NewSource(seed), catalog.Default())
	require.NoError(t, err)
	m := sheet.Missions
	seats := func(first []altiplano.MissionID) []setup.RecordedSeat {
		return []setup.RecordedSeat{
			{Name: "A", Missions: first},
			{Name: "B", Missions: []altiplano.MissionID{m[1][0], m[2][0]}},
			{Name: "C", Missions: []altiplano.MissionID{m[2][1], m[3][0]}},
			{Name: "D", Missions: []altiplano.MissionID{m[3][1], m[0][1]}},
		}
	}
	start, problems := setup.CheckRecord(sheet.Code, seats([]altiplano.MissionID{m[0][0], m[3][2]}), true, catalog.Default())
	assert.Empty(t, problems, "one of their own, one from the right-hand neighbour")
	assert.Equal(t, 0, start)
	_, problems = setup.CheckRecord(sheet.Code, seats([]altiplano.MissionID{m[0][0], m[1][2]}), true, catalog.Default())
	assert.Empty(t, problems, "one of their own, one from the left-hand neighbour")

	_, problems = setup.CheckRecord(sheet.Code, seats([]altiplano.MissionID{m[0][0], m[2][2]}), true, catalog.Default())
	require.Len(t, problems, 1)
	var mayHold []string // seat 1's own three and its neighbours', by number
	for _, id := range slices.Sorted(slices.Values(slices.Concat(m[0], m[1], m[3]))) {
		mayHold = append(mayHold, strconv.Itoa(int(id)))
	}
	assert.Equal(t, rules.Problem{Kind: setup.CodeMissionNotDealt, Player: "A", Field: rules.At(altiplano.FieldMissions), Value: sheet.Code, Ref: int(m[2][2]),
		Names: mayHold}, *problems[0])

	_, problems = setup.CheckRecord(sheet.Code, seats([]altiplano.MissionID{m[0][0], m[0][2]}), true, catalog.Default())
	require.Len(t, problems, 1)
	assert.Equal(t, rules.Problem{Kind: setup.CodeMissionsOwn, Player: "A", Field: rules.At(altiplano.FieldMissions), Value: sheet.Code,
		Names: []string{strconv.Itoa(int(m[0][0])), strconv.Itoa(int(m[0][2]))}}, *problems[0])

	roles := seats([]altiplano.MissionID{m[0][0], m[3][2]})
	roles[2].Role = sheet.Roles[3]
	roles[3].Start = true
	_, problems = setup.CheckRecord(sheet.Code, roles, true, catalog.Default())
	require.Len(t, problems, 2)
	assert.Equal(t, rules.Problem{Kind: setup.CodeRole, Player: "C", Field: rules.At(altiplano.FieldRoles), Value: sheet.Code,
		Names: []string{string(sheet.Roles[2]), string(sheet.Roles[3])}}, *problems[0])
	assert.Equal(t, rules.Problem{Kind: setup.CodeStart, Player: "D", Field: rules.At(rules.FieldStart), Value: sheet.Code, Names: []string{"A"}}, *problems[1])
}

// With two players, each passes one mission to the other.
func TestCheckRecordWithTwoPlayers(t *testing.T) {
	o := setup.Options{Players: 2, Missions: true, Roles: setup.RolesDraft, Start: setup.StartFirst}
	sheet, err := setup.Generate(o, 5, setup.NewSource(5), catalog.Default())
	require.NoError(t, err)
	m := sheet.Missions
	seats := []setup.RecordedSeat{{Name: "A", Missions: []altiplano.MissionID{m[0][0], m[1][0]}, Role: altiplano.Miner}, {Name: "B", Missions: []altiplano.MissionID{m[1][1], m[0][1]}}}
	_, problems := setup.CheckRecord(sheet.Code, seats, true, catalog.Default())
	assert.Empty(t, problems, "roles drafted: any role")
	_, problems = setup.CheckRecord(sheet.Code, seats, false, catalog.Default())
	require.Len(t, problems, 1)
	assert.Equal(t, setup.CodeMissionsOn, problems[0].Kind)
}
