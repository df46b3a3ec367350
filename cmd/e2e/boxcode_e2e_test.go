package e2e_test

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
)

// fullestEnv is tmux's environment for a user whose box profile is the
// tests' fullest box: every game's made-up box, taken in with box import.
func fullestEnv(t *testing.T, bin string, vars ...string) []string {
	t.Helper()
	env := append(tmuxEnv(t), vars...)
	for _, box := range [][]string{{"box", "full.yaml"}, {"alpaka", "box-colours.yaml"}} {
		runBinary(t, bin, env, "box", "import", golden.Testdata(box...), "--yes")
	}
	return env
}

// reCodeLine is a line of a box code as printed: groups of four letters
// and digits (the last maybe shorter) joined by dashes.
var reCodeLine = regexp.MustCompile(`(?m)\b[0-9A-Z]{4}(?:-[0-9A-Z]{1,4})+-?$`)

// printedCode is the box code on a screen: its lines joined (each but the
// last ends with the dash it wraps at).
func printedCode(screen string) string {
	lines := reCodeLine.FindAllString(screen, -1)
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "-")
	}
	return strings.Join(lines, "-")
}

// box export --code in a real terminal of 80×24: the QR code and the code
// beside it fit the screen, and the screen, drawn as a light-on-dark
// terminal and as a dark-on-light one draw it (colours and all), reads
// back as the printed code.
func TestBoxCodeQRReadsOnDarkAndLightTerminals(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	zbar := needZbar(t)
	p := startInTmuxSized(t, 80, 24, fullestEnv(t, bin), bin, "box", "export", "--code")
	p.expect("import CODE")
	p.expect(strings.Repeat("█", 41)) // the code's last row, its quiet zone
	screen := p.visible()
	code := printedCode(screen)
	require.NotEmpty(t, code, "the code is printed:\n%s", screen)
	assert.LessOrEqual(t, len(strings.ReplaceAll(code, "-", "")), 80, "the fullest core code")
	assert.LessOrEqual(t, strings.Count(strings.TrimRight(screen, "\n"), "\n")+1, 24)
	coloured := p.tmux("capture-pane", "-e", "-p", "-t", "table")
	for _, dark := range []bool{true, false} {
		assert.Equal(t, code, readScreenQR(t, zbar, coloured, dark), "dark background: %v", dark)
	}
	t.Logf("box export --code at 80×24:\n%s", screen)
}

// Without colours (NO_COLOR) the code is drawn for a dark background, and a
// line beside it says how to read it on a light one; on a dark terminal it
// still reads.
func TestBoxCodeQRWithoutColours(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	zbar := needZbar(t)
	p := startInTmuxSized(t, 80, 24, fullestEnv(t, bin, "NO_COLOR=1"), bin, "box", "export", "--code")
	p.expect("import CODE")
	p.expect(strings.Repeat("█", 41))
	screen := p.visible()
	assert.Contains(t, screen, "Without colours, the QR code is drawn")
	assert.Contains(t, screen, "for a dark background: on a light one")
	coloured := p.tmux("capture-pane", "-e", "-p", "-t", "table")
	assert.NotContains(t, coloured, "\x1b[97", "no colour is set")
	assert.Equal(t, printedCode(screen), readScreenQR(t, zbar, coloured, true))
	_, err := screenQR(t, zbar, coloured, false)
	assert.Error(t, err, "on a light terminal the code without colours is inverted: the reader finds none")
}

// readScreenQR draws a terminal's screen as captured with its colours
// (tmux capture-pane -e) as an image, two pixels' rows a character cell,
// in a terminal whose own colours (the default foreground and background)
// are light on dark or dark on light, and reads the QR code on it with
// zbarimg.
func readScreenQR(t *testing.T, zbar, capture string, dark bool) string {
	t.Helper()
	code, err := screenQR(t, zbar, capture, dark)
	require.NoError(t, err, "zbarimg reads no code from the screen (dark background: %v)", dark)
	return code
}

// screenQR is readScreenQR, with the reader's failure.
func screenQR(t *testing.T, zbar, capture string, dark bool) (string, error) {
	t.Helper()
	cells := screenCells(capture, dark)
	const scale = 6
	width := 0
	for _, row := range cells {
		width = max(width, len(row))
	}
	img := image.NewGray(image.Rect(0, 0, width*scale, 2*len(cells)*scale))
	background := color.Gray{Y: 0}
	if !dark {
		background = color.Gray{Y: 255}
	}
	for x := range img.Bounds().Dx() {
		for y := range img.Bounds().Dy() {
			img.SetGray(x, y, background)
		}
	}
	fill := func(x, y int, c color.Gray) {
		for dy := range scale {
			for dx := range scale {
				img.SetGray(x*scale+dx, y*scale+dy, c)
			}
		}
	}
	for y, row := range cells {
		for x, c := range row {
			top, bottom := c.bg, c.bg
			switch c.r {
			case '█':
				top, bottom = c.fg, c.fg
			case '▀':
				top = c.fg
			case '▄':
				bottom = c.fg
			}
			fill(x, 2*y, top)
			fill(x, 2*y+1, bottom)
		}
	}
	file := filepath.Join(t.TempDir(), "screen.png")
	f, err := os.Create(file)
	require.NoError(t, err)
	require.NoError(t, png.Encode(f, img))
	require.NoError(t, f.Close())
	out, err := exec.Command(zbar, "-q", "--raw", file).Output()
	return strings.TrimSpace(string(out)), err
}

// cell is one character cell of a screen, with the grey of its glyph and of
// its background.
type cell struct {
	r      rune
	fg, bg color.Gray
}

// reSGR is a Select Graphic Rendition sequence: ESC [ params m.
var reSGR = regexp.MustCompile(`^\x1b\[([0-9;]*)m`)

// screenCells reads a captured screen into cells. Colours hold from one
// line to the next, as tmux writes them only where they change; the
// default colours are the terminal's own (dark: light on dark).
func screenCells(capture string, dark bool) [][]cell {
	light, black := color.Gray{Y: 255}, color.Gray{Y: 0}
	defFg, defBg := light, black
	if !dark {
		defFg, defBg = black, light
	}
	fg, bg, reverse := defFg, defBg, false
	var rows [][]cell
	for _, line := range strings.Split(capture, "\n") {
		var row []cell
		for len(line) > 0 {
			if m := reSGR.FindStringSubmatch(line); m != nil {
				line = line[len(m[0]):]
				fg, bg, reverse = sgr(m[1], fg, bg, defFg, defBg, reverse)
				continue
			}
			if line[0] == '\x1b' { // another sequence: not a cell
				line = line[1:]
				continue
			}
			r, size := utf8.DecodeRuneInString(line)
			line = line[size:]
			c := cell{r: r, fg: fg, bg: bg}
			if reverse {
				c.fg, c.bg = bg, fg
			}
			row = append(row, c)
		}
		rows = append(rows, row)
	}
	return rows
}

// sgr applies an SGR sequence's parameters to the colours: the 16 colours
// as grey (white and the bright ones light, the others dark), 256-colour
// ones alike, the defaults, reverse video, and reset.
func sgr(params string, fg, bg, defFg, defBg color.Gray, reverse bool) (color.Gray, color.Gray, bool) {
	ps := strings.Split(params, ";")
	// set gives c colour k of the 16 (k+60: bright), 9 the default, 8 one
	// of 256 in the parameters that follow.
	set := func(c *color.Gray, k int, def color.Gray, i *int) {
		switch {
		case k == 9:
			*c = def
		case k == 8 && *i+2 < len(ps) && ps[*i+1] == "5":
			n, _ := strconv.Atoi(ps[*i+2])
			*c, *i = grey(min(n, 15)), *i+2
		case k >= 60:
			*c = grey(k - 60 + 8)
		default:
			*c = grey(k)
		}
	}
	for i := 0; i < len(ps); i++ {
		n, _ := strconv.Atoi(ps[i])
		switch {
		case n == 0:
			fg, bg, reverse = defFg, defBg, false
		case n == 7 || n == 27:
			reverse = n == 7
		case n >= 30 && n <= 39 || n >= 90 && n <= 97:
			set(&fg, n-30, defFg, &i)
		case n >= 40 && n <= 49 || n >= 100 && n <= 107:
			set(&bg, n-40, defBg, &i)
		}
	}
	return fg, bg, reverse
}

// grey is colour n of the 16 on a grey screen: white and the bright
// colours light, the others black.
func grey(n int) color.Gray {
	if n == 7 || n >= 9 {
		return color.Gray{Y: 255}
	}
	return color.Gray{Y: 0}
}

// The whole code's QR code (61 modules with its quiet zone) comes under
// its text on an 80-column terminal, last, so that it stays whole on a
// screen of 40 rows, and reads back as the code box export --code --whole
// writes to a pipe.
func TestWholeBoxCodeQRStaysWholeOnTheScreen(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	zbar := needZbar(t)
	env := fullestEnv(t, bin)
	piped, _ := runBinary(t, bin, env, "box", "export", "--code", "--whole")
	p := startInTmuxSized(t, 80, 40, env, bin, "box", "export", "--code", "--whole")
	p.expect("import CODE")
	for range 4 { // the quiet zone's two rows above the code and two below
		p.expect(strings.Repeat("█", 61))
	}
	coloured := p.tmux("capture-pane", "-e", "-p", "-t", "table")
	assert.Equal(t, strings.TrimSpace(piped), readScreenQR(t, zbar, coloured, false))
}
