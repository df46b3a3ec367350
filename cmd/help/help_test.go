package help_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/help"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// developerPages are the pages for the program's developers, which may stay
// in English; every other page is a player's, in every language.
var developerPages = []string{"development"}

// Every page has a page of its own in every language, but the developers'
// (no player meets English in help history or help records); a page kept
// in English has its title in every language, under which the program says
// the page is in English.
func TestEveryLanguageHasEveryPage(t *testing.T) {
	for _, lang := range text.Langs() {
		for _, name := range book.Names() {
			page, ok := book.PageIn(name, lang)
			require.True(t, ok)
			if lang == text.EN {
				continue
			}
			english, _ := book.PageIn(name, text.EN)
			if !slicesContain(developerPages, name) {
				assert.True(t, book.Translated(name, lang), "%s has no page in %s", name, lang)
				continue
			}
			if !book.Translated(name, lang) {
				assert.NotEqual(t, english.Title, page.Title, "%s has no title in %s (topics/%s.txt: title.%s)", name, lang, lang, name)
				assert.True(t, page.English)
				assert.NotEqual(t, english.Body, page.Body, "%s in %s says it is in English", name, lang)
			}
		}
	}
}

func slicesContain(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Pages are plain text for a terminal: a title line, a blank line, lines of
// at most 80 columns but for commands and what the program prints, no tabs.
func TestPagesFitATerminal(t *testing.T) {
	for _, lang := range text.Langs() {
		for _, name := range book.Names() {
			if !book.Translated(name, lang) {
				continue
			}
			file := string(lang) + "/" + name
			page, _ := book.PageIn(name, lang)
			assert.NotEmpty(t, page.Title, file)
			for i, line := range strings.Split(page.Body, "\n") {
				assert.NotContains(t, line, "\t", "%s:%d", file, i+3)
				trimmed := strings.TrimSpace(line)
				output := strings.HasPrefix(line, "  ") && (strings.HasPrefix(trimmed, "altiplano") || strings.HasPrefix(trimmed, "- box.yaml"))
				if !output {
					assert.LessOrEqual(t, len([]rune(line)), 80, "%s:%d is too long for a terminal", file, i+3)
				}
			}
		}
	}
}

// altiplano help lists every topic under a heading in the user's language,
// and altiplano help TOPIC prints the page in it.
func TestHelpListsTheTopicsInEveryLanguage(t *testing.T) {
	for _, lang := range text.Langs() {
		r := cmdtest.Run(t, cmdtest.Env{}, "help", "--lang", string(lang))
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, "\n\n"+help.Heading(lang)+"\n", lang)
		for _, name := range book.Names() {
			page, _ := book.PageIn(name, lang)
			assert.Contains(t, r.Stdout, "\n  "+name+" ", lang)
			assert.Contains(t, r.Stdout, page.Title+"\n", lang)
		}
		// The topics come before the line that says how to read more.
		assert.Less(t, strings.Index(r.Stdout, help.Heading(lang)), strings.LastIndex(r.Stdout, "altiplano [")+len("altiplano ["), lang)

		r = cmdtest.Run(t, cmdtest.Env{}, "help", "phones", "--lang", string(lang))
		require.Equal(t, 0, r.Code, r.Stderr)
		page, _ := book.PageIn("phones", lang)
		assert.Equal(t, page.Text()+"\n", r.Stdout, lang) // cobra ends help with a blank line
	}
	// The language reaches a page as it reaches every command: here by
	// the environment.
	r := cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LANG": "fr_FR.UTF-8"}}, "help", "scoring")
	page, _ := book.PageIn("scoring", text.FR)
	assert.Equal(t, page.Text()+"\n", r.Stdout)
	// A subcommand's help does not list the topics.
	r = cmdtest.Run(t, cmdtest.Env{}, "box", "--help")
	assert.NotContains(t, r.Stdout, help.Heading(text.EN))
}

func TestExample(t *testing.T) {
	page := "Some text:\n\n  first line\n    - nested\n  second\n\nafter\n"
	block, ok := help.Example(page, "first line")
	require.True(t, ok)
	assert.Equal(t, "first line\n  - nested\nsecond\n", block)
	_, ok = help.Example(page, "after")
	assert.False(t, ok, "prose is no example")
}

// A topic's title, read alone at start-up for the list, is its page's.
func TestTitlesAreThePagesFirstLines(t *testing.T) {
	for _, lang := range text.Langs() {
		for _, name := range book.Names() {
			page, _ := book.PageIn(name, lang)
			assert.Equal(t, page.Title, book.Title(name, lang), "%s %s", lang, name)
		}
	}
	assert.Empty(t, book.Title("no-such-topic", text.EN))
}
