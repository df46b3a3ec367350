package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProblemsExceptDropsTheFieldsGiven(t *testing.T) {
	players := &Problem{Kind: PlayersRange, Field: At(FieldPlayers)}
	names := &Problem{Kind: NamesCount, Field: At(FieldNames)}
	seed := &Problem{Kind: OutOfRange, Field: At(FieldSeed)}
	ps := Problems{players, names, seed}
	assert.Equal(t, Problems{names, seed}, ps.Except(FieldPlayers))
	assert.Equal(t, Problems{seed}, ps.Except(FieldPlayers, FieldNames))
	assert.Equal(t, ps, ps.Except())
	assert.Nil(t, Problems{}.Except(FieldSeed))
}
