package gametest

import (
	"testing"

	"altiplano/cmd/text"
	"altiplano/cmd/text/texttest"
)

// The game's messages: its files against its declarations, as every
// game's words are checked.
func TestMessages(t *testing.T) {
	texttest.Check(t, texttest.Set{Dir: ".", Files: text.LocaleFiles(locales, "locales"),
		WordsInCommon: map[text.Lang][]string{text.FR: {"total"}, text.ES: {"total"}}})
}
