package drafts_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
)

func store(t *testing.T) *drafts.Store {
	io, _, _, _ := iostreams.Test()
	f := factory.New(io)
	return &drafts.Store{Dir: filepath.Join(t.TempDir(), "drafts"), Read: f.ReadFile, Write: f.WriteFile, Remove: f.RemoveFile, Lock: f.Lock, List: f.ListDir}
}

func TestDraftLifecycle(t *testing.T) {
	s := store(t)
	now := time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)
	a, err := s.Create(now, 7, "CODE", "game.yaml")
	require.NoError(t, err)
	assert.False(t, a.Written, "nothing is written before the first answer")
	require.NoError(t, a.Set("table.players", "Anna, Ben"))
	assert.FileExists(t, a.Path)

	// A second one started in the same second, with the same id, gets its own file.
	b, err := s.Create(now, 7, "", "")
	require.NoError(t, err)
	require.NoError(t, b.Set("table.players", "Cleo, Dan"))
	assert.NotEqual(t, a.Path, b.Path)

	found, err := s.Find()
	require.NoError(t, err)
	require.Len(t, found, 2)
	for _, f := range found {
		assert.True(t, f.Busy, "both are held by their walk-throughs")
	}
	_, err = s.Open(a.Path)
	assert.ErrorIs(t, err, drafts.ErrBusy, "a held draft cannot be opened twice")

	a.Close()
	again, err := s.Open(a.Path)
	require.NoError(t, err)
	assert.Equal(t, "CODE", again.File.Code)
	assert.Equal(t, "game.yaml", again.File.Save)
	got, ok := again.Answer("table.players")
	assert.True(t, ok)
	assert.Equal(t, "Anna, Ben", got)

	require.NoError(t, again.Set("p1.missions", "12"))
	require.NoError(t, again.Set("p1.missions.achieved.5", "y"))
	assert.Equal(t, map[string]string{"p1.missions": "12", "p1.missions.achieved.5": "y"}, again.ForgetPrefix("p1.missions"))
	require.NoError(t, again.Discard())
	assert.NoFileExists(t, a.Path)
}

// Keep leaves the answers it accepts, on disk at once.
func TestKeepWritesWhatIsLeft(t *testing.T) {
	s := store(t)
	d, err := s.Create(time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC), 1, "", "")
	require.NoError(t, err)
	require.NoError(t, d.Set("goods.4", "silver"))
	require.NoError(t, d.Set("done.goods", "skipped"))
	require.NoError(t, d.Keep(func(key string) bool { return key == "goods.4" }))
	d.Close()
	again, err := s.Open(d.Path)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"goods.4": "silver"}, again.File.Answers)
	again.Close()
}

func TestCorruptDraft(t *testing.T) {
	s := store(t)
	require.NoError(t, os.MkdirAll(s.Dir, 0o755))
	path := filepath.Join(s.Dir, "x.yaml")
	for _, content := range []string{"version: 1\nanswers: {}\n", "answers: [\n", "version: 2\n"} {
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		_, err := s.Open(path)
		assert.ErrorIs(t, err, drafts.ErrCorrupt, content)
		found, err := s.Find()
		require.NoError(t, err)
		require.Len(t, found, 1)
		assert.True(t, found[0].Bad)
	}
}
