package drafts_test

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts"
	"altiplano/cmd/drafts/draftstest"
)

const dir = "/config/drafts"

// A new draft's name is never one on disk, nor one another process holds
// (started in the same second, with the same id); when every name of
// that second is taken, the store says so rather than reuse one.
func TestCreateTakesAFreeName(t *testing.T) {
	files := draftstest.New()
	now := draftstest.Started
	first := filepath.Join(dir, "20261120-193000-0007.yaml")
	files.Put(first, "version: 2\nanswers: {}\n")
	files.Hold(filepath.Join(dir, "20261120-193000-0008.yaml"))

	d, err := files.Store(dir).Create(now, 7, "CODE", "game.yaml")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "20261120-193000-0009.yaml"), d.Path)
	assert.True(t, files.Held(d.Path), "held from the start")
	assert.False(t, d.Written)
	assert.False(t, files.Has(d.Path), "nothing written before the first answer")
	assert.Equal(t, drafts.File{Version: drafts.Version, Started: "2026-11-20T19:30:00Z", Code: "CODE", Save: "game.yaml",
		Answers: map[string]string{}}, d.File)

	// The id wraps at four hex digits.
	d, err = files.Store(dir).Create(now, 0xffff, "", "")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "20261120-193000-ffff.yaml"), d.Path)

	full := files.Store(dir)
	full.Lock = func(string) (func(), bool, error) { return nil, false, nil }
	_, err = full.Create(now, 1, "", "")
	assert.ErrorIs(t, err, drafts.ErrBusy)
}

// Find lists the drafts newest first, each held or unreadable said so,
// and passes over what is no draft (a lock, a hidden file).
func TestFindListsDraftsNewestFirst(t *testing.T) {
	files := draftstest.New()
	draft := func(started string) string {
		return "version: 2\nstarted: \"" + started + "\"\nanswers: {}\n"
	}
	files.Put(dir+"/a.yaml", draft("2026-01-01T10:00:00Z"))
	files.Put(dir+"/b.yaml", draft("2026-03-01T10:00:00Z"))
	files.Put(dir+"/c.yaml", "version: 1\n")
	files.Put(dir+"/.d.yaml", draft("2026-04-01T10:00:00Z"))
	files.Put(dir+"/e.lock", "")
	files.Put(dir+"/sub/f.yaml", draft("2026-05-01T10:00:00Z"))
	files.Hold(dir + "/a.yaml")

	found, err := files.Store(dir).Find()
	require.NoError(t, err)
	var paths []string
	for _, f := range found {
		paths = append(paths, filepath.Base(f.Path))
	}
	assert.Equal(t, []string{"b.yaml", "a.yaml", "c.yaml"}, paths)
	assert.Equal(t, []bool{false, true, false}, []bool{found[0].Busy, found[1].Busy, found[2].Busy})
	assert.Equal(t, []bool{false, false, true}, []bool{found[0].Bad, found[1].Bad, found[2].Bad})
	assert.Equal(t, "2026-03-01T10:00:00Z", found[0].File.Started)
	assert.False(t, files.Held(dir+"/b.yaml"), "looking takes no lock for good")
}

// An answer is written at once; one that cannot be written is said, and
// the draft is not taken for written.
func TestSetWritesAtOnce(t *testing.T) {
	files := draftstest.New()
	d, err := files.Draft(dir)
	require.NoError(t, err)
	require.NoError(t, d.SetSave("game.yaml"))
	assert.Zero(t, files.Writes, "where the record goes is not worth a file yet")

	require.NoError(t, d.Set("table.players", "Anna, Ben"))
	assert.True(t, d.Written)
	assert.Contains(t, files.Text(d.Path), "table.players: Anna, Ben")
	assert.Contains(t, files.Text(d.Path), "save: game.yaml")
	require.NoError(t, d.SetSave("other.yaml"))
	assert.Contains(t, files.Text(d.Path), "save: other.yaml", "written once the draft is")

	files.FailWrite = errors.New("disk full")
	other, err := files.Draft(dir)
	require.NoError(t, err)
	assert.ErrorContains(t, other.Set("table.players", "Cleo"), "disk full")
	assert.False(t, other.Written)
}

// A closed draft leaves its file and lets go of its lock; a discarded one
// leaves nothing; a draft that cannot be read is not held.
func TestCloseDiscardAndCorrupt(t *testing.T) {
	files := draftstest.New()
	s := files.Store(dir)
	d, err := files.Draft(dir)
	require.NoError(t, err)
	require.NoError(t, d.Set("p1.coins", "3"))
	d.Close()
	d.Close() // twice is once
	assert.False(t, files.Held(d.Path))
	assert.True(t, files.Has(d.Path))

	again, err := s.Open(d.Path)
	require.NoError(t, err)
	_, err = s.Open(d.Path)
	assert.ErrorIs(t, err, drafts.ErrBusy)
	require.NoError(t, again.Discard())
	assert.False(t, files.Has(d.Path))
	assert.False(t, files.Held(d.Path))

	unwritten, err := files.Draft(dir)
	require.NoError(t, err)
	require.NoError(t, unwritten.Discard())
	assert.False(t, files.Held(unwritten.Path))

	files.Put(dir+"/bad.yaml", "answers: [")
	for range 2 {
		_, err = s.Open(dir + "/bad.yaml")
		assert.ErrorIs(t, err, drafts.ErrCorrupt, "not held by the failed open")
	}
}

// ForgetPrefix drops a step's answers, not those of a step whose name
// starts alike; Keep keeps what it is told to and writes it.
func TestForgetPrefixAndKeep(t *testing.T) {
	files := draftstest.New()
	d, err := files.Draft(dir)
	require.NoError(t, err)
	for k, v := range map[string]string{"p1.coins": "3", "p1.coins.2": "1", "p1.coins_left": "4", "p2.coins": "5"} {
		require.NoError(t, d.Set(k, v))
	}
	assert.Equal(t, map[string]string{"p1.coins": "3", "p1.coins.2": "1"}, d.ForgetPrefix("p1.coins"))
	assert.Equal(t, map[string]string{"p1.coins_left": "4", "p2.coins": "5"}, d.File.Answers)
	d.Forget("p2.coins", "none")
	_, ok := d.Answer("p2.coins")
	assert.False(t, ok)

	require.NoError(t, d.Keep(func(k string) bool { return false }))
	assert.Empty(t, d.File.Answers)
	assert.Contains(t, files.Text(d.Path), "answers: {}")
}
