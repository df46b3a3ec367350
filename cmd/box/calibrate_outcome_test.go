package box_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Every section skipped: each text is wrapped at spaces to the terminal's
// width, and the end says nothing was changed (a damaged profile stays as
// it was), not that the calibration finished.
func TestCalibrateSkippingEverythingChangesNothing(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	damaged := "goods: [\n"
	require.NoError(t, os.WriteFile(box, []byte(damaged), 0o644))
	fake := prompt.NewFake("-", "-", "-", "y", "-", "-", "-", "-", "-", "-")
	fake.Columns = 60 // a terminal 60 columns wide
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "box", "calibrate")
	require.Equal(t, 0, r.Code, r.Stderr)
	for _, line := range strings.Split(r.Stderr, "\n") {
		assert.LessOrEqual(t, text.Width(line), 60, line)
	}
	flat := strings.Join(strings.Fields(r.Stderr), " ")
	assert.Contains(t, flat, "Mission cards: skipped, left as it was.")
	// The path is longer than a line: it is cut where the line ends.
	assert.Contains(t, strings.ReplaceAll(flat, " ", ""), strings.ReplaceAll("Calibration ended; nothing was changed: "+box+" stays as it was.", " ", ""))
	assert.NotContains(t, r.Stderr, "Calibration finished")
	got, err := os.ReadFile(box)
	require.NoError(t, err)
	assert.Equal(t, damaged, string(got))
}

// One section saved: the calibration finished.
func TestCalibrateSavingASectionFinishes(t *testing.T) {
	r, _ := calibrate(t, t.TempDir(), scoringAnswers, "--section", "goods")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Calibration finished.")
	assert.NotContains(t, r.Stderr, "nothing was changed")
}

// Every section skipped without a profile: the end says none was created,
// not that a file that does not exist stays as it was. (The intro says how
// to skip, the dash quoted.)
func TestCalibrateSkippingEverythingWithoutAProfileCreatesNone(t *testing.T) {
	dir := t.TempDir()
	r, _ := calibrate(t, dir, []string{"-", "-", "-", "n"})
	require.Equal(t, 0, r.Code, r.Stderr)
	box := filepath.Join(dir, "box.yaml")
	assert.Contains(t, r.Stderr, "\nType \"-\" to skip a section, which then stays as it is.", "the dash is quoted, not taken for a list's")
	assert.Contains(t, r.Stderr, "\nCalibration ended; nothing was recorded, so "+box+" was not created.\n")
	assert.NotContains(t, r.Stderr, "stays as it was")
	assert.NoFileExists(t, box)
}
