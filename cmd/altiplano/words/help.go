package words

import (
	"embed"
	"io/fs"
)

// help is Altiplano's help in six languages: its parts
// of the program's pages (sections/), laid out as cmd/help reads them.
//
//go:embed help
var help embed.FS

// Help is Altiplano's help files (game.Game.HelpFiles).
func Help() fs.FS {
	sub, err := fs.Sub(help, "help")
	if err != nil {
		panic(err) // embedded: cannot happen
	}
	return sub
}
