package game

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

// A kept game made again from its kept result keeps that result and its
// assumptions; one whose kept result cannot be used is read again as a
// new game, named after its id; a problem with its record is said.
func TestRebuildKeepsTheKeptResultOrReadsAgain(t *testing.T) {
	at := time.Date(2026, 11, 20, 19, 0, 0, 0, time.UTC)
	row := playlog.Game{ID: 12, Record: []byte("record"), PlayedAt: at, Result: []byte("kept"), Assumptions: []string{"assumed"}}
	bad := errors.New("bad record")
	read := func(name string, data []byte, when time.Time) (playlog.Game, error) {
		return playlog.Game{Hash: name + " read again: " + string(data) + " at " + when.Format(time.Kitchen), Result: []byte("new")}, nil
	}
	tests := map[string]struct {
		g    playlog.Game
		used bool
		err  error
		want playlog.Game
	}{
		"kept result used": {g: playlog.Game{Hash: "h", Result: []byte("scored")}, used: true,
			want: playlog.Game{Hash: "h", Result: []byte("kept"), Assumptions: []string{"assumed"}}},
		"kept result not the record's": {want: playlog.Game{Hash: "game 12 read again: record at 7:00PM", Result: []byte("new")}},
		"record not read":              {err: bad},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			var named string
			g, err := Rebuild(row, read, func(name string) (playlog.Game, bool, error) {
				named = name
				return tt.g, tt.used, tt.err
			})
			assert.Equal(t, "game 12", named)
			if tt.err != nil {
				require.ErrorIs(t, err, bad)
				assert.Zero(t, g.Hash)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, g)
		})
	}
}
