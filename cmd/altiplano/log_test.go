package altiplano

import (
	"bytes"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/game/logtest"
	"altiplano/cmd/internal/factorytest"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
)

// Altiplano declares its pad's seven lines, the coins after the points,
// its seven roles and twenty mission cards; its BoardGameGeek id is not
// known (a setting, never guessed).
func TestAltiplanoDeclaresItsPad(t *testing.T) {
	d := Game{}.Log().Declare()
	var pad []string
	for _, c := range altiplano.ScorePad() {
		pad = append(pad, string(c))
	}
	assert.Equal(t, pad, game.Keys(d.Categories))
	assert.Equal(t, []string{"coins"}, game.Keys(d.TieBreaks))
	assert.Len(t, d.Roles, len(altiplano.Roles()))
	assert.Len(t, d.Missions, altiplano.MissionCount)
	assert.Equal(t, "Store 3 alpacas", text.English().T(d.Missions[1]))
	assert.Zero(t, d.BGGObjectID)
	assert.Equal(t, "Altiplano", d.ExportName)
}

// A record is read as `score --file` reads it, with the box profile; a kept
// game rebuilt with another box profile keeps the result it was scored
// with, its values say which profile that was, and its pad is the one
// `score` printed.
func TestAltiplanoReadsAndRebuildsItsRecords(t *testing.T) {
	data, err := os.ReadFile(factorytest.Testdata("games", "5p-missions-box.yaml"))
	require.NoError(t, err)
	l := Game{}.Log()
	boxed, err := l.Reader(factorytest.New(factorytest.Testdata("box", "full.yaml"), Game{}))
	require.NoError(t, err)
	at := time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)
	g, err := boxed.Read("5p.yaml", data, at)
	require.NoError(t, err)
	g.ID = 5
	assert.Equal(t, altiplano.ID, g.Game)

	plain, err := l.Reader(factorytest.New("", Game{}))
	require.NoError(t, err)
	back, _ := logtest.Rebuilds(t, l, plain, g)
	assert.NotEqual(t, string(g.Values), string(back.Values), "the values are the profile's now")

	var pad bytes.Buffer
	require.NoError(t, l.(game.Pad).Pad(&pad, text.English(), g, false))
	assert.Contains(t, pad.String(), "coins")
}
