package csvpad

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A pad for a spreadsheet: the players' names in the header, a name read
// as a formula escaped, then a row per line in the order added.
func TestPadWritesALinePerRow(t *testing.T) {
	type player struct {
		name        string
		points, tie int
	}
	pad := New([]player{{"Ana", 12, 3}, {"=SUM(A1)", 9, 0}}, func(p player) string { return p.name })
	pad.Line("points", func(p player) int { return p.points })
	pad.Line("coins", func(p player) int { return p.tie })
	var out bytes.Buffer
	require.NoError(t, pad.Write(&out))
	assert.Equal(t, "category,Ana,'=SUM(A1)\npoints,12,9\ncoins,3,0\n", out.String())
}
