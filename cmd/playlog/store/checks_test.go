package store

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A good check is recorded with the file's size and time; a changed file
// is checked again, an unchanged one is not.
func TestChecksRecordGoodChecksCheaply(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "games.db")
	storedDB(t, path)
	checks := &Checks{File: filepath.Join(dir, "checked.json")}
	assert.False(t, checks.fresh(path))
	r, err := OpenReadOnly(path, Options{Checks: checks})
	require.NoError(t, err)
	require.NoError(t, r.Close())
	assert.True(t, checks.fresh(path), "recorded after a good check")
	addAt(t, path, sample(hexHash(2), t0))
	assert.False(t, checks.fresh(path), "a write makes the file due for a check")
	var nilChecks *Checks
	assert.False(t, nilChecks.fresh(path))
}
