package page

import (
	"errors"
	"io/fs"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/pages"
	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
)

// full is a browser's storage that keeps nothing more.
type full struct{ *Memory }

func (full) Set(string, string) error { return errors.New("quota exceeded") }

// The page's files live in its storage under their clean path: read,
// written, listed by folder, removed; only its folders can be written.
func TestFilesInTheStorage(t *testing.T) {
	f := files{NewMemory()}
	_, err := f.ReadFile("/altiplano/box.yaml")
	assert.ErrorIs(t, err, fs.ErrNotExist)
	require.NoError(t, f.WriteFile("./box.yaml", []byte("dice: {pips: 6}\n")))
	data, err := f.ReadFile("box.yaml")
	require.NoError(t, err)
	assert.Equal(t, "dice: {pips: 6}\n", string(data))

	require.NoError(t, f.WriteFile("drafts/b.yaml", nil))
	require.NoError(t, f.WriteFile("drafts/a.yaml", nil))
	require.NoError(t, f.WriteFile("drafts/old/c.yaml", nil))
	require.NoError(t, f.WriteFile("drafts-other/d.yaml", nil))
	names, err := f.ListDir("drafts")
	require.NoError(t, err)
	assert.Equal(t, []string{"a.yaml", "b.yaml"}, names, "what is directly in the folder, sorted")

	require.NoError(t, f.Remove("drafts/a.yaml"))
	assert.ErrorIs(t, f.Remove("drafts/a.yaml"), fs.ErrNotExist)

	assert.NoError(t, f.CheckWritable("game.yaml"))
	assert.Error(t, f.CheckWritable("/etc/passwd"))
	assert.Error(t, f.CheckWritable("drafts/../../etc/passwd"))
	assert.Error(t, f.CheckWritable(".."))

	var pe *fs.PathError
	require.ErrorAs(t, files{full{NewMemory()}}.WriteFile("box.yaml", nil), &pe)
	assert.Equal(t, "write", pe.Op)
}

// keptDice is a game of dice as the play log keeps it.
func keptDice(t *testing.T, record string) playlog.Game {
	t.Helper()
	r, err := gametest.Dice{}.Log().Reader(nil)
	require.NoError(t, err)
	g, err := r.Read("game.yaml", []byte(record), time.Date(2026, 11, 20, 21, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	return g
}

const (
	annaWins = "game: dice\nplayers:\n  - {name: Anna, pips: 12, rerolls: 1}\n  - {name: Ben, pips: 9, rerolls: 2}\n"
	benWins  = "game: dice\nplayers:\n  - {name: Anna, pips: 8, rerolls: 1}\n  - {name: Ben, pips: 9, rerolls: 2}\n"
)

func newHistory(s Storage) *history {
	return &history{s: s, where: func() string { return "(in this browser)" }}
}

// The page's history keeps each record once, numbered from 1 in the order
// kept, and lists them newest first.
func TestHistoryKeepsEachRecordOnce(t *testing.T) {
	h := newHistory(NewMemory())
	anna, ben := keptDice(t, annaWins), keptDice(t, benWins)
	for _, tc := range []struct {
		g     playlog.Game
		id    int64
		added bool
	}{{anna, 1, true}, {ben, 2, true}, {anna, 1, false}} {
		id, added, err := h.Add(tc.g)
		require.NoError(t, err)
		assert.Equal(t, tc.id, id)
		assert.Equal(t, tc.added, added)
	}
	other := ben
	other.Hash, other.AltHash = strings.Repeat("0", 64), ben.Hash // kept under an older identity
	id, added, err := h.Add(other)
	require.NoError(t, err)
	assert.Equal(t, []any{int64(2), false}, []any{id, added})

	games, err := h.List()
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, []int64{2, 1}, []int64{games[0].ID, games[1].ID}, "newest first")
	assert.Equal(t, ben.Hash, games[0].Hash)

	g, err := h.Get(1)
	require.NoError(t, err)
	assert.Equal(t, anna.Hash, g.Hash)
	g, err = h.Get(2)
	require.NoError(t, err)
	assert.Equal(t, ben.Hash, g.Hash, "the newest too")
	for _, id := range []int64{0, 3} {
		_, err := h.Get(id)
		assert.Contains(t, cmdutil.Render(text.English(), err), "(in this browser)")
		assert.Error(t, h.Replace(id, anna))
	}
	changed := anna
	changed.Location = "Park"
	require.NoError(t, h.Replace(1, changed))
	g, err = h.Get(1)
	require.NoError(t, err)
	assert.Equal(t, "Park", g.Location)
	assert.Equal(t, int64(1), g.ID)

	added2, err := h.Import([]playlog.Game{ben, anna, keptDice(t, strings.Replace(annaWins, "12", "13", 1))})
	require.NoError(t, err)
	assert.Equal(t, 1, added2, "only the new record")
	games, err = h.List()
	require.NoError(t, err)
	assert.Len(t, games, 3)
}

// A history the browser holds that cannot be read (an extension changed
// it) is said so, and never written over; storage that refuses to keep
// more is said as the history's failure.
func TestHistoryThatCannotBeReadOrWritten(t *testing.T) {
	s := NewMemory()
	require.NoError(t, s.Set(historyKey, "{not json"))
	h := newHistory(s)
	_, _, err := h.Add(keptDice(t, annaWins))
	said := cmdutil.Render(text.English(), err)
	assert.Contains(t, said, "(in this browser)")
	assert.Contains(t, said, "is not a play-history database, or is damaged")
	_, err = h.List()
	assert.Error(t, err)
	_, err = h.Import(nil)
	assert.Error(t, err)
	kept, _ := s.Get(historyKey)
	assert.Equal(t, "{not json", kept, "left as it was")

	_, _, err = newHistory(full{NewMemory()}).Add(keptDice(t, annaWins))
	assert.Contains(t, cmdutil.Render(text.English(), err), "cannot be used: quota exceeded")
}

// What a page's form sent: the button tapped wins over what was typed,
// and an answer is cut at the most a page takes.
func TestEventAnswer(t *testing.T) {
	long := strings.Repeat("é", pages.MaxAnswer+5)
	for _, tc := range []struct {
		fields map[string]string
		want   string
	}{
		{map[string]string{"answer": "3 wood"}, "3 wood"},
		{map[string]string{"answer": "3 wod", "suggest": "3 wood"}, "3 wood"},
		{map[string]string{"answer": "", "choice": "2"}, "2"},
		{map[string]string{}, ""},
		{map[string]string{"answer": long}, long[:2*pages.MaxAnswer]},
	} {
		assert.Equal(t, tc.want, event{Action: actionAnswer, Fields: tc.fields}.answer())
	}
}

// The page speaks one of the six languages, chosen by its two letters,
// and keeps the choice for the next visit.
func TestSetLang(t *testing.T) {
	s := NewMemory()
	a := New(Config{Storage: s, Lang: text.EN})
	for _, tc := range []struct {
		code    string
		changed bool
		lang    text.Lang
	}{{"de", true, text.DE}, {"de", false, text.DE}, {"xx", false, text.DE}, {"deu", false, text.DE}, {"FR", true, text.FR}} {
		assert.Equal(t, tc.changed, a.setLang(tc.code), tc.code)
		assert.Equal(t, tc.lang, a.lang, tc.code)
	}
	kept, _ := s.Get(langKey)
	assert.Equal(t, "fr", kept)
	assert.Equal(t, text.FR, New(Config{Storage: s, Lang: text.EN}).lang, "the choice outlives a reload")
	assert.Equal(t, text.EN, New(Config{Storage: NewMemory()}).lang, "English when nothing says otherwise")
}
