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

// Every writer opens its own Store (its own *sql.DB and connections) on a
// file that does not exist yet, then adds games one transaction at a time.
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
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(Filter{})
	require.NoError(t, err)
	assert.Len(t, games, writers*each)
}
