package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/help"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// helpBook is the program's help with its games' pages and sections.
var helpBook = help.Of(cmd.Registry().HelpFiles()...)

// readmeBlock is the README's example output that begins with first.
func readmeBlock(t *testing.T, first string) string {
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	i := strings.Index(string(data), "```\n"+first)
	require.GreaterOrEqual(t, i, 0, "the README shows %q", first)
	block := string(data)[i+4:]
	return block[:strings.Index(block, "```")]
}

// boxProblemsExample is the help page box-profile's example of a box profile
// refused, in lang: the indented lines from the one that begins
// "altiplano" and counts 2 problems.
func boxProblemsExample(t *testing.T, lang text.Lang) string {
	page, ok := helpBook.PageIn("box-profile", lang)
	require.True(t, ok)
	for _, line := range strings.Split(page.Body, "\n") {
		first := strings.TrimSpace(line)
		if strings.HasPrefix(first, "altiplano") && strings.Contains(first, " 2 ") && strings.HasSuffix(first, ":") {
			block, ok := help.Example(page.Body, first)
			require.True(t, ok)
			return block
		}
	}
	t.Fatalf("the help page box-profile in %s shows no refused box profile", lang)
	return ""
}

// The README's examples of errors, and the help page box-profile's in
// every language, are what the program says, word for word.
func TestTheREADMEsErrorExamplesHold(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644))
	}
	write("game.yaml", "version: 1\nmissions: true\nplayers:\n  - name: Anna\n    coins: -2\n    goods: {glass: 5}\n"+
		"    warehouse:\n      - [fish, food]\n    missions: [{id: 12, vp: 4}]\n  - name: Ben\n    goods: {glass: 4}\n"+
		"    missions: [{id: 12, vp: 4}]\n")
	write("box.yaml", "goods:\n  glsas: {vp: 4}\nwarehouse:\n  rows:\n    - {side: left, capacity: 0}\n")
	scoreWant := readmeBlock(t, "altiplano: 4 problems:")
	t.Chdir(dir) // the README's examples name the files as typed

	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", "game.yaml", "--no-history")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, scoreWant, r.Stderr)

	for _, lang := range text.Langs() {
		if !helpBook.Translated("box-profile", lang) {
			continue
		}
		r = cmdtest.Run(t, cmdtest.Env{}, "box", "check", "box.yaml", "--lang", string(lang))
		assert.Equal(t, 2, r.Code)
		assert.Equal(t, boxProblemsExample(t, lang), r.Stderr, lang)
	}
}
