package box_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// frenchBareColon is a colon right after a word or a question mark: French
// typography puts a no-break space before it, and none after a "?".
var frenchBareColon = regexp.MustCompile(`[\p{L})»?]:`)

// A French calibration echoes the answers it kept, and the rows it took,
// with French typography, as every other French line.
func TestAFrenchCalibrationEchoesWithTheFrenchColon(t *testing.T) {
	dir := t.TempDir()
	first, _ := calibrate(t, dir, scoringAnswers[:4], "--lang", "fr")
	require.Equal(t, 1, first.Code, first.Stderr)

	r, _ := calibrate(t, dir, append(append([]string{}, scoringAnswers[4:]...), "n"), "--lang", "fr")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, frenchBareColon.FindAllString(r.Stderr, -1), r.Stderr)
}
