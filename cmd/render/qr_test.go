package render

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"rsc.io/qr"

	"altiplano/cmd/text"
)

// core is a box code as printed: 81 characters, a QR code of 33 modules.
const core = "Y40J-00J6-4WDQ-W3RW-67W8-Z02M-82DH-ZV9M-7WX0-FPRN-ZA64-T8FZ-Q0ZG-GZ02-5WEF-3X0"

var sgr = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// modules reads the light modules back from drawn rows: two a cell.
func modules(rows []string) [][]bool {
	var out [][]bool
	for _, row := range rows {
		var top, bottom []bool
		for _, r := range sgr.ReplaceAllString(row, "") {
			top = append(top, r == '█' || r == '▀')
			bottom = append(bottom, r == '█' || r == '▄')
		}
		out = append(out, top, bottom)
	}
	return out
}

// The code is drawn module for module, in a quiet zone of 4 light modules
// on every side, with both colours set on every row.
func TestQRDrawsEveryModuleInItsQuietZone(t *testing.T) {
	p := text.For(text.EN)
	rows, err := QR(p, core, nil, 0, true)
	require.NoError(t, err)
	code, err := qrCode(core)
	require.NoError(t, err)
	require.Equal(t, 33, code.Size, "version 4")
	n := code.Size + 2*QRQuietZone
	require.Len(t, rows, (n+1)/2)
	for _, row := range rows {
		assert.True(t, strings.HasPrefix(row, "\x1b[97;40m") && strings.HasSuffix(row, "\x1b[0m"), "both colours on %q", row)
	}
	grid := modules(rows)
	for y := range n {
		require.Len(t, grid[y], n)
		for x := range n {
			inside := x >= QRQuietZone && y >= QRQuietZone && x < QRQuietZone+code.Size && y < QRQuietZone+code.Size
			want := !inside || !code.Black(x-QRQuietZone, y-QRQuietZone)
			require.Equal(t, want, grid[y][x], "module %d,%d", x, y)
		}
	}
}

// The sturdiest correction that keeps the smallest size: M for a core
// code, which L would draw at the same 33 modules.
func TestQRTakesTheSturdiestCorrectionOfItsSize(t *testing.T) {
	code, err := qrCode(core)
	require.NoError(t, err)
	m, err := qr.Encode(core, qr.M)
	require.NoError(t, err)
	q, err := qr.Encode(core, qr.Q)
	require.NoError(t, err)
	require.Greater(t, q.Size, m.Size, "Q would need a larger code")
	assert.Equal(t, m.Bitmap, code.Bitmap)
	long, err := qrCode(strings.Repeat("A", 300))
	require.NoError(t, err)
	assert.Greater(t, long.Size, 33)
}

// Beside the code, the side text is wrapped to the room left: every line
// fits 80 columns, and a core code's QR code with its text fits 24 rows.
// Too little room puts it over the code; too narrow a terminal gets a
// sentence instead of a broken code.
func TestQRLaysOutItsSideText(t *testing.T) {
	p := text.For(text.EN)
	side := []string{"Box code: the values final scoring needs", "", "Y40J-00J6-4WDQ-W3RW-67W8-Z02M",
		"", "Another table with the same edition takes it in with: altiplano box import CODE"}
	lines, err := QR(p, core, side, 80, true)
	require.NoError(t, err)
	assert.Len(t, lines, 21)
	for _, l := range lines {
		assert.LessOrEqual(t, text.Width(sgr.ReplaceAllString(l, "")), 80, l)
	}
	assert.Contains(t, lines[0], "Box code: the values final scoring")

	over, err := QR(p, core, side, 50, true)
	require.NoError(t, err)
	assert.Equal(t, side, over[:len(side)], "over the code, which stays whole at the bottom of the screen")
	rows, err := QRRows(core)
	require.NoError(t, err)
	assert.Len(t, over, len(side)+rows)

	narrow, err := QR(p, core, side, 40, true)
	require.NoError(t, err)
	assert.Equal(t, "The QR code needs 41 columns and this terminal has 40: widen it to see the code.", narrow[0])
	assert.NotContains(t, strings.Join(narrow, "\n"), "█")
}

// Without colours nothing is set, light modules are the glyph, and a line
// says how to read the code, in the user's language.
func TestQRWithoutColoursSaysHowToReadIt(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		lines, err := QR(p, core, nil, 0, false)
		require.NoError(t, err)
		all := strings.Join(lines, "\n")
		assert.NotContains(t, all, "\x1b")
		assert.Contains(t, all, text.QRNoColours.In(p), lang)
		assert.Equal(t, text.QRNoColours.In(p), lines[0], "over the code, on a screen of no known width")
		assert.Equal(t, strings.Repeat("█", 41), lines[1])
	}
}
