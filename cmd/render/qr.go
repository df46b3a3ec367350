package render

import (
	"slices"
	"strings"

	"rsc.io/qr"

	"altiplano/cmd/text"
)

// QRQuietZone is the light margin around a QR code, in modules: the
// standard's 4, which readers need to find the code on a busy screen.
const QRQuietZone = 4

// QR colours: light modules bright white, dark ones black, both set, so
// that the code reads the same on a light terminal as on a dark one.
const (
	qrColours = "\x1b[97;40m"
	qrReset   = "\x1b[0m"
)

// QR draws content as a QR code for a terminal, every QR code the program
// prints: two modules a character cell (half blocks), so a code of 33
// modules and its quiet zone take 41 columns and 21 rows; at the highest
// error correction that keeps the smallest size. side is laid beside it,
// each line wrapped to the room left of width, or above it when that room
// is narrower than text.MinWrap (so that the code, last, stays whole on the
// screen); a code wider than width is not drawn, and a line says so. With colors, both colours are set on every module
// (SGR 97;40); without, light modules are the glyph, as a dark background
// shows them, and a line beside the code (or over it) says how to read it. The lines
// are laid out to width already: write them as they are
// (iostreams.Raw), since a stream's wrapping would count the colours as
// columns.
func QR(p text.Printer, content string, side []string, width int, colors bool) ([]string, error) {
	code, err := qrCode(content)
	if err != nil {
		return nil, err
	}
	n := code.Size + 2*QRQuietZone
	if width > 0 && width < n {
		return append([]string{text.QRTooWide.In(p, n, width)}, side...), nil
	}
	light := func(x, y int) bool { return !code.Black(x-QRQuietZone, y-QRQuietZone) }
	var rows []string
	for y := 0; y < n; y += 2 {
		var b strings.Builder
		if colors {
			b.WriteString(qrColours)
		}
		for x := range n {
			top, bottom := light(x, y), y+1 >= n || light(x, y+1)
			switch {
			case top && bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▀")
			case bottom:
				b.WriteString("▄")
			default:
				b.WriteString(" ")
			}
		}
		if colors {
			b.WriteString(qrReset)
		}
		rows = append(rows, b.String())
	}
	var note []string
	if !colors {
		note = []string{text.QRNoColours.In(p)}
	}
	room := width - n - 2
	if width <= 0 || room < text.MinWrap {
		return slices.Concat(side, note, rows), nil
	}
	if note != nil {
		side = slices.Concat(side, []string{""}, note)
	}
	var beside []string
	for _, l := range side {
		beside = append(beside, strings.Split(text.Wrap(l, room), "\n")...)
	}
	out := make([]string, 0, max(len(rows), len(beside)))
	for k := range max(len(rows), len(beside)) {
		line := strings.Repeat(" ", n)
		if k < len(rows) {
			line = rows[k]
		}
		if k < len(beside) && beside[k] != "" {
			line += "  " + beside[k]
		}
		out = append(out, line)
	}
	return out, nil
}

// QRRows are the rows of the terminal the QR code of content takes.
func QRRows(content string) (int, error) {
	code, err := qrCode(content)
	if err != nil {
		return 0, err
	}
	return (code.Size + 2*QRQuietZone + 1) / 2, nil
}

// qrCode encodes content at the highest error correction that keeps the
// size the lowest needs: a sturdier code, no larger.
func qrCode(content string) (*qr.Code, error) {
	code, err := qr.Encode(content, qr.L)
	if err != nil {
		return nil, err
	}
	for _, level := range []qr.Level{qr.H, qr.Q, qr.M} {
		if c, err := qr.Encode(content, level); err == nil && c.Size == code.Size {
			return c, nil
		}
	}
	return code, nil
}
