package history

import (
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
	var mode string
	require.NoError(t, s.db.QueryRow("PRAGMA journal_mode").Scan(&mode))
	assert.Equal(t, "wal", mode)
	st, err := readState(t.Context(), s.db)
	require.NoError(t, err)
	assert.Equal(t, latestVersion(), st.version)
	assert.Equal(t, applicationID, st.appID)
}

func TestConcurrentWritersOnFreshFile(t *testing.T) {
	const writers = 24
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
			_, _, errs[i] = s.Add(duel(hexHash(i), t0, "Ana", "Ben"))
		}()
	}
	wg.Wait()
	for i, err := range errs {
		require.NoError(t, err, "writer %d", i)
	}
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(Filter{})
	require.NoError(t, err)
	assert.Len(t, games, writers)
}
