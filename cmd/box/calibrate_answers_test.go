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

// A goods word a typo away from a good is proposed fixed, and Tab takes
// it, as in the walk-through at the table.
func TestCalibrateProposesAGoodForATypo(t *testing.T) {
	dir := t.TempDir()
	answers := append([]string{"sliver glass", "\t"}, scoringAnswers[1:]...)
	r, fake := calibrate(t, dir, append(answers, "n"))
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, fake.Refusals[0], "sliver → silver?")
	assert.Contains(t, r.Stderr, "= silver, glass")
}
