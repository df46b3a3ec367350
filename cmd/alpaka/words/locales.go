// Package words is Alpaka in words: its messages in six languages
// (locales/), its cards' names (cards.txt), reading cards typed in any
// language, and the texts of its problems and warnings. It registers them
// with cmd/text when the game is linked, so the shared machinery says them
// without naming the game.
package words

import (
	"embed"

	"altiplano/cmd/text"
)

// locales are Alpaka's messages, a file per language (locales/LANG.txt,
// in the format of cmd/text's own).
//
//go:embed locales/*.txt
var locales embed.FS

// Files are the message files by language, as text reads them.
func Files() map[text.Lang]string {
	out := map[text.Lang]string{}
	for _, lang := range text.Langs() {
		data, err := locales.ReadFile("locales/" + string(lang) + ".txt")
		if err != nil {
			panic(err) // every language's file is embedded; the tests check it
		}
		out[lang] = string(data)
	}
	return out
}

func init() { text.RegisterMessages(Files()) }
