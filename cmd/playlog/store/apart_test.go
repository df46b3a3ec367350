package store

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

// Another game's results, kept from a playlog.Result, are kept apart from
// the made-up game's: its own list, statistics and exports, never mixed.
func TestGamesAreKeptApart(t *testing.T) {
	s := openTemp(t)
	addNew(t, s, sample(hexHash(1), t0))
	other := playlog.Result{Game: "other", PlayedAt: t0.Add(time.Hour), Record: []byte("version: 1\n"),
		TieBreak: []string{"sheep"},
		Players: []playlog.ResultPlayer{
			{Name: "Ana", Total: 31, Place: 1, Scores: []playlog.Score{{Category: "alpacas", Points: 20}, {Category: "cards", Points: 11}}, TieBreak: []int{3}, Start: true},
			{Name: "Zoë", Total: 31, Place: 1, Scores: []playlog.Score{{Category: "alpacas", Points: 25}, {Category: "cards", Points: 6}}, TieBreak: []int{3}},
			{Name: "Ben", Total: 12, Place: 3, Scores: []playlog.Score{{Category: "alpacas", Points: 12}, {Category: "cards", Points: 0}}, TieBreak: []int{1}},
		}}
	g, err := other.Stored()
	require.NoError(t, err)
	id := addNew(t, s, g)
	addAgain(t, s, g, id)

	kept, err := s.Get(id)
	require.NoError(t, err)
	assert.Equal(t, playlog.ID("other"), kept.Game)
	assert.Equal(t, []playlog.Score{{Category: "alpacas", Points: 20}, {Category: "cards", Points: 11}}, kept.Players[0].Scores)
	assert.Equal(t, []playlog.Tie{{Key: "sheep", Value: 3}}, kept.Players[0].TieBreak)

	mine, err := s.Stats(whole)
	require.NoError(t, err)
	assert.Equal(t, 1, mine.Games, "a game's statistics never count another game")
	for _, p := range mine.Players {
		assert.NotEqual(t, "ZOË", p.Key)
	}
	st, err := s.Stats(playlog.Filter{Game: "other"})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Games)
	assert.Equal(t, 2, st.Wins)
	assert.Equal(t, 2, st.SharedWins)
	assert.Equal(t, []string{"alpacas", "cards"}, st.Categories)
	list, err := s.List(playlog.Filter{Game: "other"})
	require.NoError(t, err)
	require.Len(t, list, 1)
	mineOnly, err := s.List(whole)
	require.NoError(t, err)
	assert.Len(t, mineOnly, 1, "lists are per game too")
	every, err := s.List(playlog.Filter{})
	require.NoError(t, err)
	assert.Len(t, every, 2, "without a game, a list holds every game")

	_, err = s.Stats(playlog.Filter{})
	assert.ErrorIs(t, err, playlog.ErrInvalid, "statistics never mix games")
	_, err = playlog.Result{}.Stored()
	assert.ErrorIs(t, err, playlog.ErrInvalid)
}
