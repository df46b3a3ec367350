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
// # A third game
//
// A third game is a copy of a game's folders, renamed and filled in, and
// one line: rules/<game> (its model: cards or tiles, counts, printed
// values with their source, its box-profile section, its kinds of
// problem), setup/<game> (its sheet and its setup codes, with a number of
// its own, and how its box section packs into a box code), scoring/<game> (its record, its checks and its pad, also in
// the scoring/result form every game shares), and cmd/<game>: game.go (its
// Game: id, name, commands, Box, Log), its commands, and words/ (its
// messages in six languages and the texts of its problems, registered
// with cmd/text). The line goes in cmd/registry/registry.go; then --help, the
// setup and score commands' engine, the walk-through, the phones, the box
// commands, the play log, stats and every export know it, and
// cmd/game_folders_test.go checks that nothing outside those folders
// names it. Its hand-scored games go to testdata/<game>/.
// cmd/internal/gametest is the smallest such game, registered only by
// tests (TestThirdGame…).
package rules
