package importcmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// imported is an import's options built by hand: dice at home, a play
// history in a file of the test's, what the import said.
type imported struct {
	*Options
	db     string
	said   *bytes.Buffer
	opened int
}

func newImport(t *testing.T, files ...string) *imported {
	t.Helper()
	im := &imported{db: filepath.Join(t.TempDir(), "history.db"), said: &bytes.Buffer{}}
	im.Options = &Options{In: strings.NewReader(""), ErrOut: im.said, Printer: text.English(), ReadFile: os.ReadFile,
		Now: func() time.Time { return time.Date(2026, 11, 20, 21, 0, 0, 0, time.UTC) }, Zone: time.UTC,
		Registry: game.Registry{gametest.Dice{}},
		Reader:   func(g game.Game) (game.Reader, error) { return g.Log().Reader(nil) },
		Files:    files, Set: map[string]bool{}}
	im.History = func() (*store.Store, error) {
		im.opened++
		return store.Open(im.db)
	}
	return im
}

// kept are the games the history holds, oldest first.
func (im *imported) kept(t *testing.T) []playlog.Game {
	t.Helper()
	if _, err := os.Stat(im.db); err != nil {
		return nil
	}
	s, err := store.Open(im.db)
	require.NoError(t, err)
	defer s.Close()
	games, err := s.List(playlog.Filter{})
	require.NoError(t, err)
	return games
}

// file writes a file of the test's, and names it.
func file(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

const (
	annaWins = "game: dice\nplayers:\n  - {name: Anna, pips: 12, rerolls: 1}\n  - {name: Ben, pips: 9, rerolls: 2}\n"
	benWins  = "game: dice\nplayers:\n  - {name: Anna, pips: 8, rerolls: 1}\n  - {name: Ben, pips: 9, rerolls: 2}\n"
)

// Records are each read by their game and kept once; the same record
// again is counted, not doubled; one that cannot be kept is named with
// its problems, and the others are kept.
func TestImportRecords(t *testing.T) {
	first, second := file(t, "a.yaml", annaWins), file(t, "b.yaml", benWins)
	chess := file(t, "chess.yaml", "game: chess\nplayers: []\n")
	broken := file(t, "broken.yaml", "game: dice\nplayers:\n  - {name: Anna, pips: 12, rerolls: 9}\n  - {name: Ben, pips: 9}\n")
	im := newImport(t, first, second, first, chess, broken)
	err := Run(im.Options)
	assert.Equal(t, cmdutil.ExitUsage, cmdutil.ExitCode(err), "something to fix")
	assert.Equal(t, first+": kept as game 1\n"+
		second+": kept as game 2\n"+
		first+": already in the play history as game 1\n"+
		chess+": not imported:\n"+
		"  - "+chess+`, game (line 1): "chess" is not a game this history keeps; the games are dice`+"\n"+
		broken+": not imported:\n"+
		"  - "+broken+", players[0].rerolls (line 3): must be a whole number from 0 to 3, not 9\n"+
		"Imported: 2, already in the play history: 1, not imported: 2.\n", im.said.String())
	require.Len(t, im.kept(t), 2)

	// Read from standard input: "-".
	im = newImport(t, "-")
	im.In = strings.NewReader(annaWins)
	require.NoError(t, Run(im.Options))
	assert.Equal(t, "standard input: kept as game 1\nImported: 1, already in the play history: 0, not imported: 0.\n", im.said.String())
}

// What import refuses before the history is opened: --game, another
// program's export, a box profile that cannot be used.
func TestImportRefusesBeforeOpeningTheHistory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(im *imported)
		says  string
		code  int
	}{
		{"--game", func(im *imported) { im.Set["game"] = true }, "games import reads each record as the game it declares", 2},
		{"a BG Stats export", func(im *imported) {
			im.Files = append(im.Files, file(t, "bgstats.json", `{"userInfo": {}, "plays": []}`))
		}, "a BG Stats export cannot be imported", 2},
		{"a CSV export", func(im *imported) {
			im.Files = append(im.Files, file(t, "games.csv", "\ufeffgame_id,played_at,player\n"))
		}, "a CSV export cannot be imported", 2},
		{"a box profile that cannot be used", func(im *imported) {
			im.Reader = func(game.Game) (game.Reader, error) {
				return nil, cmdutil.Fail(text.Text{}, text.List("box damaged"), nil)
			}
		}, "box damaged", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			im := newImport(t, file(t, "a.yaml", annaWins))
			tc.setup(im)
			err := Run(im.Options)
			require.Error(t, err)
			assert.Contains(t, im.said.String()+cmdutil.Render(text.English(), err), tc.says)
			assert.Equal(t, tc.code, cmdutil.ExitCode(err))
			assert.Zero(t, im.opened, "the history is not opened")
			assert.NoFileExists(t, im.db)
		})
	}
}

// A box profile that cannot be used for the game a record declares stops
// the import: it is no fault of the file's.
func TestImportStopsWhenAGamesReaderCannotBeMade(t *testing.T) {
	im := newImport(t, file(t, "a.yaml", annaWins), file(t, "b.yaml", benWins))
	calls := 0
	im.Reader = func(g game.Game) (game.Reader, error) {
		if calls++; calls > 1 {
			return nil, cmdutil.Fail(text.Text{}, text.List("box damaged"), nil)
		}
		return g.Log().Reader(nil)
	}
	err := Run(im.Options)
	assert.Equal(t, "box damaged", cmdutil.Render(text.English(), err), "said as the box's, not the history's")
	assert.Empty(t, im.kept(t), "nothing kept")
	assert.NotContains(t, im.said.String(), "not imported")
}

// diceExport is a history export of the games of records, as `games
// export --format json` writes it.
func diceExport(t *testing.T, records ...string) string {
	t.Helper()
	r, err := gametest.Dice{}.Log().Reader(nil)
	require.NoError(t, err)
	var games []playlog.Game
	for i, rec := range records {
		g, err := r.Read("game.yaml", []byte(rec), time.Date(2026, 11, 20, 21, i, 0, 0, time.UTC))
		require.NoError(t, err)
		g.ID = int64(i + 1)
		games = append(games, g)
	}
	var b bytes.Buffer
	require.NoError(t, export.WriteJSON(&b, playlog.Slice(games)))
	return b.String()
}

// A history export is read game by game: each checked against its record
// and kept, ids kept; a game refused is named with why, and the others
// are kept.
func TestImportAHistoryExport(t *testing.T) {
	doc := diceExport(t, annaWins, benWins)
	tampered := strings.Replace(doc, `"total": 8`, `"total": 10`, 1)
	require.NotEqual(t, doc, tampered)
	path := file(t, "history.json", tampered)
	im := newImport(t, path)
	err := Run(im.Options)
	assert.Equal(t, cmdutil.ExitUsage, cmdutil.ExitCode(err))
	said := im.said.String()
	assert.Contains(t, said, path+": game 2 not imported:\n  - "+path+", games[1].players[0].total (line ")
	assert.Contains(t, said, path+": games imported: 1, already in the play history: 0\n")
	assert.Contains(t, said, "Imported: 1, already in the play history: 0, not imported: 1.\n")
	kept := im.kept(t)
	require.Len(t, kept, 1)
	assert.Equal(t, int64(1), kept[0].ID)

	// Imported again whole: every game is there already.
	again := newImport(t, file(t, "history.json", doc))
	again.db = im.db
	require.NoError(t, Run(again.Options))
	assert.Contains(t, again.said.String(), "games imported: 1, already in the play history: 1\n")
	assert.Len(t, again.kept(t), 2)
}

// The exports import cannot read back are known by their first bytes.
func TestForeignExportIsKnownByItsHead(t *testing.T) {
	for head, want := range map[string]string{
		`{"userInfo":{"meRefId":1}}`:                          "BG Stats",
		"\ufeff  {\"about\": \"Board Game Stats play file\"}": "BG Stats",
		"https://app.bgstatsapp.com/createPlay.html?data=x":   "BG Stats link",
		"\ufeffgame_id,played_at,game\n":                      "CSV",
		"<?xml version=\"1.0\"?>\n<plays>":                    "BGG XML",
		`{"format": "altiplano-history"}`:                     "",
		"game: dice\n":                                        "",
		"game_id\n":                                           "",
		"<html>":                                              "",
		"   \n":                                               "",
		"":                                                    "",
	} {
		assert.Equal(t, want, foreignExport([]byte(head)), head)
	}
}
