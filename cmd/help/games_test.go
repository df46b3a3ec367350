package help_test

import (
	"io/fs"
	"path"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/help"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/registry"
	"altiplano/cmd/text"
)

// A game's sections stand where the program's page marks them, in the
// registry's order, each a paragraph of its own; without any, the mark
// goes and the page reads as before.
func TestGamesSectionsStandAtTheMark(t *testing.T) {
	first := fstest.MapFS{"help/sections/en/records.txt": {Data: []byte("First game's record.\n\n  first: yes\n")}}
	second := fstest.MapFS{"help/sections/en/records.txt": {Data: []byte("Second game's record.\n")}}
	bare, ok := help.Of().PageIn("records", text.EN)
	require.True(t, ok)
	assert.NotContains(t, bare.Body, help.GamesMark)
	assert.NotContains(t, bare.Body, "\n\n\n", "the mark's paragraph goes whole")

	page, _ := help.Of(first, nil, second).PageIn("records", text.EN)
	assert.NotContains(t, page.Body, help.GamesMark)
	assert.Contains(t, page.Body, "\n\nFirst game's record.\n\n  first: yes\n\nSecond game's record.\n\n")
	assert.NotContains(t, page.Body, "\n\n\n")
	assert.Equal(t, bare.Body, strings.Replace(page.Body, "First game's record.\n\n  first: yes\n\nSecond game's record.\n\n", "", 1))
}

// Each game's help is complete: its own pages are named after the game
// (so no two games' pages meet) and exist in every language, as does each
// of its sections, which stands in a program's page that marks where.
func TestEveryGameBringsItsHelpInEveryLanguage(t *testing.T) {
	programs := help.ProgramNames()
	for _, g := range registry.Games() {
		files := g.HelpFiles()
		if files == nil {
			continue
		}
		t.Run(string(g.ID()), func(t *testing.T) {
			for _, kind := range []string{"pages", "sections"} {
				entries, err := fs.ReadDir(files, path.Join("help", kind, "en"))
				if err != nil {
					continue
				}
				for _, e := range entries {
					name := strings.TrimSuffix(e.Name(), ".txt")
					switch kind {
					case "pages":
						assert.True(t, strings.HasPrefix(name, string(g.ID())+"-"), "%s: a game's page is named after it", name)
						assert.NotContains(t, programs, name)
					case "sections":
						require.Contains(t, programs, name, "a section of no page of the program")
					}
					for _, lang := range text.Langs() {
						data, err := fs.ReadFile(files, path.Join("help", kind, string(lang), e.Name()))
						if assert.NoError(t, err, "%s has no %s in %s", name, kind, lang) && kind == "sections" {
							page, _ := help.ProgramPage(name, lang)
							assert.Contains(t, page, "\n\n"+help.GamesMark+"\n", "%s/%s: no place for the games' sections", lang, name)
							assert.NotContains(t, string(data), help.GamesMark)
						}
					}
				}
			}
		})
	}
}

// A program's page marks the games' place in every language alike.
func TestEveryLanguageMarksTheGamesAlike(t *testing.T) {
	for _, name := range help.ProgramNames() {
		english, _ := help.ProgramPage(name, text.EN)
		for _, lang := range text.Langs() {
			page, ok := help.ProgramPage(name, lang)
			if !ok {
				continue
			}
			assert.Equal(t, strings.Count(english, help.GamesMark), strings.Count(page, help.GamesMark), "%s/%s", lang, name)
		}
	}
}

// altiplano help TOPIC prints a page a game brings from its own folder,
// in every language, and lists it with the program's.
func TestGamePagesAreTopicsInEveryLanguage(t *testing.T) {
	for _, lang := range text.Langs() {
		page, ok := book.PageIn("alpaka-guide", lang)
		require.True(t, ok)
		assert.True(t, book.Translated("alpaka-guide", lang), lang)
		r := cmdtest.Run(t, cmdtest.Env{}, "help", "alpaka-guide", "--lang", string(lang))
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Equal(t, page.Text()+"\n", r.Stdout, lang)
		list := cmdtest.Run(t, cmdtest.Env{}, "help", "--lang", string(lang))
		assert.Regexp(t, "\n  alpaka-guide +"+regexp.QuoteMeta(page.Title)+"\n", list.Stdout, lang)
	}
}
