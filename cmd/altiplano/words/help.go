package words

import "embed"

// Help is Altiplano's help in six languages: its parts of the program's pages
// (help/sections/), laid out as cmd/help reads
// them (game.Game.HelpFiles).
//
//go:embed help
var Help embed.FS
