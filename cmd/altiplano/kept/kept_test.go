package kept

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// scoredSample scores testdata/games/2p.yaml with the embedded catalog,
// its first player renamed.
func scoredSample(t testing.TB, first string, at time.Time) Played {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "games", "2p.yaml"))
	require.NoError(t, err)
	r, err := scoring.ParseRecord("2p.yaml", data, altiplano.Identifiers{})
	require.NoError(t, err)
	r.Players[0].Name = first
	r.PlayedAt = at
	c := catalog.Default()
	res, err := scoring.Score(r, c)
	require.NoError(t, err)
	return Played{Record: r, Result: res, Catalog: c, Now: at}
}

func TestIdentityIgnoresNameCaseAndZone(t *testing.T) {
	a, err := scoredSample(t, "Anna", time.Date(2026, 5, 1, 20, 30, 0, 0, time.FixedZone("CEST", 7200))).Game()
	require.NoError(t, err)
	b, err := scoredSample(t, "ANNA", time.Date(2026, 5, 1, 18, 30, 0, 0, time.UTC)).Game()
	require.NoError(t, err)
	assert.Equal(t, a.Hash, b.Hash)
	c, err := scoredSample(t, "Anna", time.Date(2026, 5, 1, 18, 31, 0, 0, time.UTC)).Game()
	require.NoError(t, err)
	assert.NotEqual(t, a.Hash, c.Hash, "another instant is another game")
}

// A scored game is kept in the play log's shared form: the seven lines of
// the pad in pad order, the coins as the tie-break after the points, the
// mission cards held, and the result read back as it was.
func TestGameIsThePadInTheSharedForm(t *testing.T) {
	p := scoredSample(t, "Anna", time.Date(2026, 5, 1, 18, 30, 0, 0, time.UTC))
	g, err := p.Game()
	require.NoError(t, err)
	assert.Equal(t, altiplano.ID, g.Game)
	require.Len(t, g.Players, 2)
	for i, pl := range g.Players {
		ps := p.Result.Players[i]
		var want []playlog.Score
		for _, c := range altiplano.ScorePad() {
			want = append(want, playlog.Score{Category: string(c), Points: ps.Categories.Of(c)})
		}
		assert.Equal(t, want, pl.Scores)
		assert.Equal(t, []playlog.Tie{{Key: "coins", Value: ps.Coins}}, pl.TieBreak)
		assert.Equal(t, ps.Total, pl.Total)
		assert.Equal(t, ps.Rank, pl.Rank)
	}
	res, err := Result(g)
	require.NoError(t, err)
	assert.Equal(t, p.Result.Players[0].Total, res.Players[0].Total)
}

// A time written without an offset is one game wherever it is scored, and
// another game than the same clock reading written with an offset, even
// UTC's: the record does not say that the players sat in UTC.
func TestIdentityTellsAWallClockFromAnInstant(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "games", "2p.yaml"))
	require.NoError(t, err)
	identity := func(playedAt string, zone *time.Location) string {
		t.Helper()
		r, err := scoring.ParseRecord("2p.yaml", append([]byte("played_at: "+playedAt+"\n"), data...), altiplano.Identifiers{})
		require.NoError(t, err)
		r.InZone(zone)
		hash, err := Identity(r)
		require.NoError(t, err)
		return hash
	}
	tokyo, tijuana := time.FixedZone("JST", 9*3600), time.FixedZone("PST", -8*3600)
	wall := identity("2026-03-02 12:00", time.UTC)
	assert.Equal(t, wall, identity("2026-03-02T12:00", tokyo), "the same wall clock, scored elsewhere")
	assert.Equal(t, wall, identity("2026-03-02 12:00:00", tijuana))
	for _, instant := range []string{"2026-03-02T12:00:00Z", "2026-03-02T12:00:00+00:00", "2026-03-02T12:00:00+09:00"} {
		assert.NotEqual(t, wall, identity(instant, time.UTC), instant)
	}
	assert.Equal(t, identity("2026-03-02T12:00:00Z", time.UTC), identity("2026-03-02T21:00:00+09:00", tijuana),
		"one instant written at two offsets is one game")
}
