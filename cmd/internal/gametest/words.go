package gametest

import (
	"embed"

	"altiplano/cmd/text"
)

// The game's words: each message declared here, with the types of its
// arguments, and written in locales/LANG.txt, one file per language in the
// format of cmd/text's own (sorted keys, plural forms where a count
// chooses the words). Every key begins with the game's id, so that no
// other game's file holds it.
var (
	gameName      = text.M0{Key: "dice.name"}
	otherGameCode = text.M2[string, text.Text]{Key: "dice.err.other_game_code"}
	helpShort     = text.M0{Key: "dice.help.short"}
	helpLong      = text.M0{Key: "dice.help.long"}

	helpSetupShort = text.M0{Key: "dice.help.setup_short"}
	flagPlayers    = text.M0{Key: "dice.flag.players"}
	flagSeed       = text.M0{Key: "dice.flag.seed"}
	flagCode       = text.M0{Key: "dice.flag.code"}
	sheetTitle     = text.M1[int]{Key: "dice.sheet.title", Count: 1}
	sheetFirst     = text.M1[int]{Key: "dice.sheet.first"}
	sheetCode      = text.M1[string]{Key: "dice.sheet.code"}

	helpScoreShort = text.M0{Key: "dice.help.score_short"}
	helpScoreLong  = text.M0{Key: "dice.help.score_long"}
	scoringTitle   = text.M0{Key: "dice.scoring.title"}
	intro          = text.M0{Key: "dice.scoring.intro"}
	askPlayers     = text.M0{Key: "dice.ask.players"}
	askPlayersHelp = text.M0{Key: "dice.ask.players_help"}
	askPipsHelp    = text.M0{Key: "dice.ask.pips_help"}
	askRerollsHelp = text.M0{Key: "dice.ask.rerolls_help"}
	stepPips       = text.M0{Key: "dice.step.pips"}
	stepRerolls    = text.M0{Key: "dice.step.rerolls"}
	padLine        = text.M4[int, string, text.Text, text.Text]{Key: "dice.pad.line"}
	padPips        = text.M1[int]{Key: "dice.pad.pips", Count: 1}
	padRerolls     = text.M1[int]{Key: "dice.pad.rerolls", Count: 1}
	padDecidedBy   = text.M1[text.Text]{Key: "dice.pad.decided_by"}
	keyPoints      = text.M0{Key: "dice.key.points"}
	keyRerolls     = text.M0{Key: "dice.key.rerolls"}
	sheetTotal     = text.M0{Key: "dice.sheet.total"}
	sheetRerolls   = text.M0{Key: "dice.sheet.rerolls_left"}

	boxHelp      = text.M0{Key: "dice.box.help"}
	boxCalibrate = text.M0{Key: "dice.box.calibrate"}
	boxHint      = text.M0{Key: "dice.box.hint"}
	boxGloss     = text.M0{Key: "dice.box.gloss"}
	boxAskPips   = text.M0{Key: "dice.box.ask_pips"}
	boxHeading   = text.M2[int, int]{Key: "dice.box.heading"}
	boxPips      = text.M0{Key: "dice.box.pips"}
)

// locales are the game's messages in six languages.
//
//go:embed locales
var locales embed.FS

// help is the game's help in six languages: a page of its own
// (help/pages/) and its part of the program's pages (help/sections/), as
// cmd/help reads them (game.Game.HelpFiles).
//
//go:embed help
var help embed.FS

// The game's words are the program's as soon as the game is linked: its
// messages (read when their language is first used) and its name for the
// shared renderers, which say a setup code is another game's in words.
func init() {
	text.RegisterLocales(locales, "locales")
	text.RegisterGame(text.Game{ID: string(ID), CodeNumber: CodeNumber, Name: gameName, OtherGameCode: otherGameCode})
}
