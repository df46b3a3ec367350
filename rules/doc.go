// Package rules is the kernel every game's model shares: the bounds of
// every number a user types (Limit), the one name rule for players, and
// typed problems (Problem: kind, player, field, line) instead of messages.
// It imports nothing of the module's.
//
// # Layout
//
// The module is one program, altiplano, a companion at the table for the
// board games it plays (Altiplano, the home game, and Alpaka):
//
//	main.go     hands over to cmd
//	rules/      the games' models: rules (this kernel), rules/<game>,
//	            rules/game (the games' ids), rules/printed (a value printed
//	            on a component, with where it is known from), rules/yamlin
//	            (the strict YAML reader), rules/boxprofile (the box profile
//	            file every game shares)
//	missions/   Altiplano's 20 missions, each decided from the end state
//	scoring/    final scoring: scoring/<game>, and what every game shares,
//	            scoring/ranking (places from ordered tie-break keys) and
//	            scoring/result (a scored game in one form for every game)
//	setup/      the setup sheets: setup/<game>, setup/setupcode (the
//	            short checksummed code, with the game's number in it), and
//	            setup/boxcode (the box code: a box profile's values in a code
//	            of that envelope, each game packing its own part)
//	cmd/        the command line: everything that reads, writes or prints
//	testdata/   golden files, box profiles, example games; testdata/alpaka
//	            holds Alpaka's hand-scored games
//	.ci/        run (what CI runs) and release (the release archives)
//
// # Layers
//
// Layers point one way: rules ← missions ← scoring, setup ← cmd. None of
// rules, missions, scoring or setup reads files, the clock, the
// environment or global randomness, or prints: randomness comes in as a
// seeded source, and problems go out as types. Scoring and setup never
// import each other.
//
// cmd is the edge. Every message a user reads is rendered from the domain's
// types by cmd/text, in six languages: the shared words there
// (cmd/text/locales), each game's in cmd/<game>/words, which registers them.
// cmd/game is what a game gives the program; cmd/registry/registry.go lists the games,
// the first one the home game whose commands are the program's own. The
// machinery every game shares lives once: cmd/walk (the walk-through at the
// table, the review, the drafts it keeps through cmd/drafts), cmd/serve (the
// same questions on the players' phones), cmd/scoring (the score command),
// cmd/box (the box profile's commands), cmd/playlog (the play log, typed by
// game: its model, the SQLite store, statistics and exports, each with the
// game's own categories and tie-break keys; only the commands that keep or read
// games link SQLite, which cmd/deps_test.go checks), cmd/games and cmd/stats
// (its commands, one package per verb), cmd/help (the help topics). cmd/factory
// carries streams, settings, files, the clock and randomness into commands, so
// that tests swap any of them (cmd/internal/cmdtest runs the whole command line
// against buffers). Each command is a constructor with an options struct and a
// run function without cobra types.
//
// # Adding a game
//
// A game is its own folders and one entry in the registry; nothing shared
// is edited for it (cmd/game_folders_test.go checks that no shared code or
// text names a game, and the shared tests take their lists of games from
// the registry). The template is cmd/internal/gametest, the test game
// "dice": a whole small game in one folder, with its words in six
// languages, its help, its printed values, its setup code, record,
// walk-through and place in the play log. Step by step, for a game whose
// id is tally:
//
//  1. Copy the template: cp -r cmd/internal/gametest cmd/tally.
//  2. Rename it in every file of cmd/tally, names of files included: the
//     package gametest becomes tally, the id and every message key's
//     prefix dice becomes tally (dice-guide.txt becomes tally-guide.txt),
//     and the type Dice becomes your game's (Tally).
//  3. Give it a number of its own for its setup and box codes: CodeNumber
//     in setup.go (Alpaka's is 1, the template's 9; Altiplano's codes
//     carry none).
//  4. Register it in cmd/registry/registry.go: its import, and its line at
//     the end of games.
//  5. go test ./... : the shared tests now run it too (help, setup codes,
//     the walk-through, the phones, the box commands, the play log, every
//     export), and so do its own (its messages in every language).
//
// Then make it your game: its record and checks (record.go), its pad and
// the walk-through's steps (score.go), its setup (setup.go), its printed
// values (box.go; for a game whose components print nothing the program
// needs, Box returns game.NoBox and the rest of the file goes), its keys
// in the play log (log.go), its words in locales/ (every key in every language; the
// tests say which are missing) and its help in help/ (pages of its own,
// named after it, and its sections of the program's pages, such as its
// record format in records). As it grows, its model, scoring and setup
// move to rules/tally, scoring/tally and setup/tally, pure packages as
// the layers above ask; its hand-scored games go to testdata/tally/.
// cmd/registry's tests take these steps on a copy of the tree and run the
// shared tests there.
package rules
