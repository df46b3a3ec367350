// Package words is Altiplano in words: its messages in six languages
// (locales/), the names of its goods, roles, missions and tiles (terms.txt
// and the tables in names.go), reading goods typed in any language, and
// the texts of its problems and assumptions. It registers them with
// cmd/text when the game is linked, so the shared machinery says them
// without naming the game.
package words

import (
	"embed"

	"altiplano/cmd/text"
)

// locales are Altiplano's messages, locales/LANG.txt in the format of
// cmd/text's own.
//
//go:embed locales
var locales embed.FS

func init() { text.RegisterLocales(locales, "locales") }
