package e2e_test

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/phonetest"
)

// needZbar finds zbarimg, the QR reader the screen's code is read back
// with; in CI (CI=true) a missing one fails the test.
func needZbar(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("zbarimg")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("zbarimg is needed for this test (.ci/run installs zbar-tools)")
		}
		t.Skip("zbarimg is not installed (apt-get install zbar-tools)")
	}
	return path
}

// readQR draws the QR code on a terminal's screen as an image, a module a
// half cell (the glyph light, the background dark, as the terminal shows
// them), and reads it back with zbarimg.
func readQR(t *testing.T, zbar, screen string) string {
	t.Helper()
	var rows [][]rune
	for _, line := range strings.Split(screen, "\n") {
		r := []rune(line)
		if len(r) > 0 && strings.ContainsRune("█▀▄", r[0]) {
			rows = append(rows, r)
		}
	}
	require.NotEmpty(t, rows, "no QR code on the screen:\n%s", screen)
	width := 0
	for _, r := range rows {
		n := 0
		for n < len(r) && strings.ContainsRune("█▀▄ ", r[n]) {
			n++
		}
		width = max(width, n)
	}
	const scale, margin = 8, 4 // the terminal's dark background around it
	img := image.NewGray(image.Rect(0, 0, (width+2*margin)*scale, (2*len(rows)+2*margin)*scale))
	module := func(x, y int, light bool) {
		if !light {
			return
		}
		for dy := range scale {
			for dx := range scale {
				img.SetGray((x+margin)*scale+dx, (y+margin)*scale+dy, color.Gray{Y: 255})
			}
		}
	}
	for y, r := range rows {
		for x := 0; x < width && x < len(r); x++ {
			module(x, 2*y, r[x] == '█' || r[x] == '▀')
			module(x, 2*y+1, r[x] == '█' || r[x] == '▄')
		}
	}
	file := filepath.Join(t.TempDir(), "screen.png")
	f, err := os.Create(file)
	require.NoError(t, err)
	require.NoError(t, png.Encode(f, img))
	require.NoError(t, f.Close())
	out, err := exec.Command(zbar, "-q", "--raw", file).Output()
	require.NoError(t, err, "zbarimg reads no code from the screen:\n%s", screen)
	return strings.TrimSpace(string(out))
}

// With the host in a real terminal of 80×24, once it has started (its
// first question asked), the address and the whole QR code are on the
// screen: the screen, drawn as an image, reads back as the address.
func TestServeAddressAndQRCodeFitAnEightyByTwentyFourTerminal(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	zbar := needZbar(t)
	p := startInTmuxSized(t, 80, 24, tmuxEnv(t), bin, "score", "--serve", "--listen", "127.0.0.1:0", "--code", threeSeats, "--no-history")
	p.expect("Minutes the game took")
	screen := p.visible()
	url := reGameURL.FindString(screen)
	require.NotEmpty(t, url, "the address is on the screen:\n%s", screen)
	assert.Equal(t, url, readQR(t, zbar, screen), "the QR code on the screen is the address")
	assert.Regexp(t, regexp.MustCompile(`\s1 Anna +\d{4}`), screen, "each seat with its PIN, beside the code")
	assert.Contains(t, screen, "q   show the address and the code")
	assert.LessOrEqual(t, strings.Count(strings.TrimRight(screen, "\n"), "\n")+1, 24)
	t.Logf("the start screen at 80×24:\n%s", screen)

	// Phones joining scroll it: q draws it again, whole.
	phone := phonetest.New(url, "en")
	require.NoError(t, playUntil(phone, "Anna", servedGame["Anna"], 0, 1))
	p.expect("Anna has joined on a phone")
	p.keys("", true) // Enter skips the minutes,
	p.expect("Where it was played")
	p.keys("", true) // and the place
	p.keys("q", true)
	p.expect("q   show the address")
	p.expect("Show the address only to the table.")
	// The address comes last, under the code: the code is whole once it
	// has reached the terminal.
	p.expect(url)
	assert.Equal(t, url, readQR(t, zbar, p.visible()), "q shows the code again")
}

// A terminal too short for the address and the whole QR code (60×20)
// keeps the address in view, under the code, where a player can read it
// to type: at the start and when q draws them again, in either game.
func TestServeAddressStaysInViewOnASmallTerminal(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	p := startInTmuxSized(t, 60, 20, tmuxEnv(t), bin, "alpaka", "score", "--serve", "--listen", "127.0.0.1:0", "--names", "Lidia,Alexander", "--no-history")
	p.expect("Minutes the game took")
	screen := p.visible()
	url := reGameURL.FindString(screen)
	require.NotEmpty(t, url, "the address is on the screen:\n%s", screen)
	p.keys("q", true)
	p.expect("Each player opens this address")
	p.expect("Minutes the game took") // drawn again under them
	screen = p.visible()
	assert.Contains(t, screen, url, "q shows the address in view")
	assert.Contains(t, screen, strings.Repeat("█", 41), "the code above it")
}

// --qr=false shows the address alone.
func TestServeWithoutQRCode(t *testing.T) {
	t.Parallel()
	h := hostTwoSeats(t, "--qr=false")
	h.pin("Ben")
	assert.NotContains(t, h.errText(), "█")
}

// Every phone done: the result reaches every phone with no keystroke on the
// host, whose own questions (how long, where) were never answered; the
// phones keep the result (a reload) until the host presses Enter.
func TestEndToEndServeResultWithoutAHostKeystroke(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", threeSeats)
	url := term.gameURL()
	term.expect("Minutes the game took")
	phones := playOnPhones(t, url, "en", servedGame, term.rest)
	for name, phone := range phones {
		assert.Contains(t, phone.Pad(), "Winner: Cleo", name)
	}
	term.expect("Winner: Cleo")
	term.expect("Enter or Ctrl-C closes the server now.")
	for name, phone := range phones {
		_, err := phone.Get()
		require.NoError(t, err)
		assert.Equal(t, phonetest.Result, phone.Kind(), "%s reloads the result", name)
	}
	term.answer("")
	assert.Contains(t, term.rest(), "The phones have the result; the server is closed.")
}
