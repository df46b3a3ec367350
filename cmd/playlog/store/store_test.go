package store

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpenCreatesDirectoryAndDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "games.db")
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	assert.FileExists(t, path)
	requireCurrent(t, s)
	st, err := readState(t.Context(), s.db)
	require.NoError(t, err)
	assert.Equal(t, applicationID, st.appID)
}

// Every writer opens its own Store (its own *sql.DB and connections) on a
// file that does not exist yet, then adds games one transaction at a time.
// SQLite is given a URI; characters that mean something in a URI must
// still name the file itself.
func TestOpenPathWithURICharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "50% of #1?", "Spiele von Zoë")
	path := filepath.Join(dir, "a b?c#d%25.db")
	storedDB(t, path)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no -wal left, no stray file")
	assert.Equal(t, "a b?c#d%25.db", entries[0].Name())

	assert.Len(t, listAt(t, path), 1)
}

func TestOpenRelativePath(t *testing.T) {
	t.Chdir(t.TempDir())
	s, err := Open(filepath.Join("sub", "games.db"))
	require.NoError(t, err)
	defer s.Close()
	assert.True(t, filepath.IsAbs(s.Path()))
	assert.FileExists(t, filepath.Join("sub", "games.db"))
}

func TestConcurrentWritersOnFreshFile(t *testing.T) {
	const writers, each = 24, 5
	path := filepath.Join(t.TempDir(), "games.db")
	var wg sync.WaitGroup
	errs := make([]error, writers)
	for i := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s, err := Open(path)
			if err != nil {
				errs[i] = err
				return
			}
			defer s.Close()
			for j := range each {
				if _, _, err := s.Add(duel(hexHash(i*each+j), t0, "Ana", "Ben")); err != nil {
					errs[i] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "writer %d", i)
	}
	assert.Len(t, listAt(t, path), writers*each)
}
