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

// locales are Alpaka's messages, locales/LANG.txt in the format of
// cmd/text's own.
//
//go:embed locales
var locales embed.FS

func init() { text.RegisterLocales(locales, "locales") }
