package words

import "embed"

// Help is Alpaka's help in six languages: its guide (help/pages/) and its parts
// of the program's pages (help/sections/), laid out as cmd/help reads
// them (game.Game.HelpFiles).
//
//go:embed help
var Help embed.FS
