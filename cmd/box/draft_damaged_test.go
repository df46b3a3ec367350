package box_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A calibration draft that cannot be read is named once, with what to do.
func TestADamagedCalibrationDraftIsNamedOnce(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "box-drafts", "broken.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(broken), 0o755))
	require.NoError(t, os.WriteFile(broken, []byte("version: 2\nanswers: [\n"), 0o644))
	r, _ := calibrate(t, dir, nil)
	assert.Equal(t, 1, r.Code)
	assert.Equal(t, "altiplano: the draft "+broken+" cannot be read (changed by hand, or from another version); delete it to start again\n", r.Stderr)
}
