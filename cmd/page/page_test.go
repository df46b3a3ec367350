package page_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/internal/pagetest"
	"altiplano/cmd/page"
	"altiplano/cmd/registry"
	"altiplano/cmd/text"
	"altiplano/setup/boxcode"
)

func TestHomeListsEveryGame(t *testing.T) {
	tb := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	for _, g := range registry.Games() {
		assert.Contains(t, tb.Last.Body, `value="score:`+string(g.ID())+`"`)
		assert.Contains(t, tb.Last.Body, `value="setup:`+string(g.ID())+`"`)
	}
	assert.Contains(t, tb.Last.Body, "<main>")
}

// twoPlayers is a 2-player game of Altiplano with missions on the
// embedded catalog, as the terminal's walk-through test answers it.
var twoPlayers = []string{
	"Anna, Ben", "y",
	"3", "2 wood glass 2 cloth", "3 fish | silver corn", "1", "", "3", "glass", "6", "12 5", "y", "4", "2",
	"5", "3 stone 2 ore", "stone stone corn / ore ore ore", "0", "ore stone", "5", "19 10", "4",
	"n", "", "",
}

func TestScoringOnThePageGivesTheTerminalsResult(t *testing.T) {
	store := page.NewMemory()
	tb := pagetest.Open(t, store, registry.Games(), text.EN)
	tb.Send("nav", map[string]string{"to": "score:altiplano"})
	tb.Play(twoPlayers...)
	require.Contains(t, tb.Last.Body, `name="choice"`, "the review, a button per line:\n%s", tb.Last.Body)
	tb.Play("#0") // the result
	require.Contains(t, tb.Last.Body, `action="answer"`, tb.Last.Body)
	tb.Play("n") // what was learned is not saved
	body := tb.Last.Body
	assert.Contains(t, body, `<table class="pad`)
	assert.Contains(t, body, "Winner: Ben with 43 points.")
	assert.Contains(t, body, "Kept in the play history as game 1.")
	_, scoring := store.Get("altiplano.scoring")
	assert.False(t, scoring, "a finished game is no longer being scored")

	tb.Send("nav", map[string]string{"to": "history"})
	assert.Contains(t, tb.Last.Body, "Anna 43, Ben 43")
	tb.App.Send("download", map[string]string{"what": "json:altiplano", "v": tb.Version()})
	d := tb.Downloaded()
	assert.Equal(t, "application/json", d.Mime)
	assert.Contains(t, string(d.Data), `"format": "altiplano-history"`)
}

func TestAReloadGoesOnAtTheSameQuestion(t *testing.T) {
	store := page.NewMemory()
	tb := pagetest.Open(t, store, registry.Games(), text.EN)
	tb.Send("nav", map[string]string{"to": "score:altiplano"})
	tb.Play(twoPlayers[:5]...)
	before := tb.Label()
	require.NotEmpty(t, before)
	// A reload ends the page at once: the storage is as the question left
	// it, whatever a page that stops in order would write after.
	left := page.NewMemory()
	for _, k := range store.Keys() {
		v, _ := store.Get(k)
		require.NoError(t, left.Set(k, v))
	}
	tb.Close()

	again := pagetest.Open(t, left, registry.Games(), text.EN)
	assert.Equal(t, before, again.Label(), again.Last.Body)
	again.Play(twoPlayers[5:]...)
	again.Play("#0", "n")
	assert.Contains(t, again.Last.Body, "Winner: Ben with 43 points.")
}

func TestLanguageSwitchedOnAQuestionKeepsTheAnswers(t *testing.T) {
	tb := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	tb.Send("nav", map[string]string{"to": "score:altiplano"})
	tb.Play(twoPlayers[:3]...)
	tb.Send("lang", map[string]string{"lang": "de", "typed": "2 Holz"})
	assert.Equal(t, text.DE, tb.Last.Lang)
	assert.Contains(t, tb.Last.Body, `value="2 Holz"`, "what was typed and not sent is put back")
	assert.Contains(t, tb.Label(), "Anna")
	assert.NotContains(t, tb.Last.Body, "coins")
}

func TestASetupSheetAndItsSeatsSecrets(t *testing.T) {
	tb := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	tb.Send("nav", map[string]string{"to": "setup:altiplano"})
	require.Contains(t, tb.Last.Body, `name="f.players"`, tb.Last.Body)
	tb.Send("setup", map[string]string{"game": "altiplano", "f.names": "Ana, Ben, Cleo", "f.missions": "on"})
	body := tb.Last.Body
	assert.Contains(t, body, "Altiplano setup for 3 players")
	assert.Equal(t, 3, strings.Count(body, `<details class="seat"`), body)
	assert.NotContains(t, body, "altiplano setup", "a phone types no command: the sheet names none")
	assert.NotContains(t, body, "box-profile", "nor a file to edit")
	code := regexp.MustCompile(`name="code" value="([0-9A-Z-]+)"`).FindStringSubmatch(body)
	require.NotNil(t, code, body)

	names := regexp.MustCompile(`name="names" value="([^"]+)"`).FindStringSubmatch(body)
	require.NotNil(t, names, "the names travel beside the table's code: %s", body)
	assert.Equal(t, "Ana, Ben, Cleo", names[1])

	tb.Send("nav", map[string]string{"to": "score:altiplano", "code": code[1], "names": names[1]})
	assert.Equal(t, "Ana · coins", tb.Label(), "the code and its names seat the table: %s", tb.Last.Body)
}

// Both games of three players, with a box profile read from files: the
// walk-through asks no printed value, and each result is the one the
// command line gives for the same record (kept in the history's export).
func TestThreePlayerGamesOfBothGames(t *testing.T) {
	tb := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	testdata := filepath.Join("..", "..", "testdata")
	for _, f := range []string{"box/full.yaml", "alpaka/box.yaml"} {
		data, err := os.ReadFile(filepath.Join(testdata, f))
		require.NoError(t, err)
		tb.ReadBox(filepath.Base(f), data)
	}
	assert.Contains(t, tb.Last.Body, "box profile")
	for _, g := range []struct {
		id     string
		script []string
		winner string
	}{{"altiplano", pagetest.Script(t, filepath.Join(testdata, "page", "altiplano-3p.txt")), "Winner: "},
		{"alpaka", pagetest.Script(t, filepath.Join(testdata, "page", "alpaka-3p.txt")), "Winner: "}} {
		tb.Send("nav", map[string]string{"to": "score:" + g.id})
		tb.Play(g.script...)
		require.Contains(t, tb.Last.Body, `<table class="pad`, g.id)
		assert.Contains(t, tb.Last.Body, g.winner, g.id)
	}
	tb.Send("nav", map[string]string{"to": "history"})
	assert.Equal(t, 2, strings.Count(tb.Last.Body, `<details class="game">`))
}

// A box code in the page's address is read into the box first, with the
// same preview and question as box import; the table that scores with it
// is offered the code under its result, for other tables.
func TestABoxCodeInTheAddress(t *testing.T) {
	games := registry.Games()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "box", "full.yaml"))
	require.NoError(t, err)
	parts, err := boxutil.Read(games, "full.yaml", data)
	require.NoError(t, err)
	code, err := boxutil.Code(games, parts, boxcode.Core)
	require.NoError(t, err)
	require.NotEmpty(t, code)

	tb := pagetest.OpenWith(t, page.Config{Storage: page.NewMemory(), Games: games, Lang: text.EN, BoxCode: code})
	for strings.Contains(tb.Last.Body, `action="answer"`) {
		if strings.Contains(tb.Last.Body, `name="choice"`) {
			tb.Send("answer", map[string]string{"choice": "0"})
			continue
		}
		tb.Send("answer", map[string]string{"answer": "y"})
	}
	assert.Contains(t, tb.Last.Body, "From a box code", tb.Last.Body)

	tb.Send("nav", map[string]string{"to": "score:altiplano"})
	tb.Play(pagetest.Script(t, filepath.Join("..", "..", "testdata", "page", "altiplano-3p.txt"))...)
	require.Contains(t, tb.Last.Body, `<table class="pad`)
	assert.Contains(t, tb.Last.Body, `<p class="code">`+code+`</p>`, "the result offers the box's code")

	tb.Send("nav", map[string]string{"to": "box"})
	for _, typed := range []string{"ZZZZ", "hello", code[:9], code[:len(code)-1] + "X"} {
		tb.Send("import", map[string]string{"what": "boxcode", "code": typed})
		body := tb.Last.Body
		field := strings.Index(body, `id="f-boxcode"`)
		require.Positive(t, field, body)
		why := strings.Index(body, `<div id="boxcode-err"><p class="err">`)
		assert.True(t, why > 0 && why < field, "a code that is none is refused, with why beside its field: %s", typed)
		assert.Contains(t, body[field:], `value="`+typed+`"`, "what was typed stays in the field")
		assert.Contains(t, body[field:], "autofocus")
		assert.NotContains(t, body, "altiplano:", "the page names no program")
		assert.NotContains(t, body, "box-code.txt", "nor a file of its own")
	}
	tb.Send("lang", map[string]string{"lang": "de"})
	assert.Contains(t, tb.Last.Body, `<div id="boxcode-err"><p class="err">der Box-Code`, "the refusal, in the language now spoken")
}

// A JSON export given to the page passes the checks games import applies:
// a game whose total is not its record's is refused, naming the key, and
// the others are kept.
func TestThePageImportsAnExportThroughTheImportsChecks(t *testing.T) {
	tb := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	tb.Send("nav", map[string]string{"to": "score:altiplano"})
	tb.Play(twoPlayers...)
	tb.Play("#0")
	tb.Play("n")
	tb.App.Send("download", map[string]string{"what": "json:altiplano", "v": tb.Version()})
	export := string(tb.Downloaded().Data)
	require.Contains(t, export, `"total": 43,`)

	fresh := pagetest.Open(t, page.NewMemory(), registry.Games(), text.EN)
	tampered := strings.Replace(export, `"total": 43,`, `"total": 44,`, 1)
	fresh.Send("import", map[string]string{"what": "history", "file": tampered, "file.name": "history.json"})
	assert.Regexp(t, `history.json, games\[0\]\.players\[0\]\.total \(line \d+\): 44 is not what its record gives: 43`, fresh.Last.Body)
	fresh.Send("import", map[string]string{"what": "history", "file": export, "file.name": "history.json"})
	fresh.Send("nav", map[string]string{"to": "history"})
	assert.Contains(t, fresh.Last.Body, "Anna 43, Ben 43", "the export as it was is kept")
}
