package box_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A calibration that ends keeping the answers of a section skipped part
// way says so in its last lines: where they are, and the command that goes
// on with them. Its lock file does not stay behind, at the end or after
// Ctrl-C: what is left is the draft alone.
func TestTheDraftKeptAtTheEndIsSaid(t *testing.T) {
	dir := t.TempDir()
	stopped, _ := calibrate(t, dir, []string{"silver glass"})
	require.Equal(t, 1, stopped.Code, stopped.Stderr)
	assert.Equal(t, draftFiles(t, dir), []string{filepath.Base(drafts(t, dir)[0])}, "no lock file after Ctrl-C")

	r, fake := calibrate(t, dir, append([]string{"-"}, append(slices.Clone(scoringAnswers[5:]), "n")...))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	kept := drafts(t, dir)
	require.Len(t, kept, 1, "the goods answers are kept")
	assert.Contains(t, r.Stderr, "\nCalibration finished. Every value: altiplano box show\n"+
		"The answers you gave in unfinished sections are kept in "+kept[0]+"; to go on with them: altiplano box calibrate --section goods\n")
	assert.Equal(t, draftFiles(t, dir), []string{filepath.Base(kept[0])}, "no lock file at the end")

	dir = t.TempDir()
	r, _ = calibrate(t, dir, []string{"silver glass", "-", "-", "-", "n"})
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "\nCalibration ended; nothing was recorded")
	assert.Contains(t, r.Stderr, "; to go on with them: altiplano box calibrate --section goods\n", "said when nothing was saved too")
}

// draftFiles are the names of the files in the calibration's draft folder.
func draftFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, "box-drafts"))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}
