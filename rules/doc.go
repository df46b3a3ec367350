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
//	setup/      the setup sheets: setup/<game>, and setup/setupcode (the
//	            short checksummed code, with the game's number in it)
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
// cmd is the edge. cmd/text is the one place of words: every message a user
// reads is rendered there from the domain's types, in six languages
// (cmd/text/locales). cmd/game is what a game gives the program;
// cmd/registry.go lists the games, the first one the home game whose
// commands are the program's own. The machinery every game shares lives
// once: cmd/walk (the walk-through at the table, the review, the drafts it
// keeps through cmd/drafts), cmd/serve (the same questions on the players'
// phones), cmd/scoring (the score command), cmd/box (the box profile's
// commands), cmd/playlog (the play log, typed by game: its model, the
// SQLite store, statistics and exports, each with the game's own categories
// and tie-break keys; only the commands that keep or read games link
// SQLite, which cmd/deps_test.go checks), cmd/games and cmd/stats (its
// commands, one package per verb), cmd/help (the help topics). cmd/factory carries
// streams, settings, files, the clock and randomness into commands, so that
// tests swap any of them (cmd/internal/cmdtest runs the whole command line
// against buffers). Each command is a constructor with an options struct
// and a run function without cobra types.
//
// # A third game
//
// A game has one folder per layer: rules/<game> (its cards or tiles, counts,
// printed values, box-profile section, options), setup/<game>,
// scoring/<game> (whose result, in the scoring/result form, goes to the play
// log), and cmd/<game> implementing cmd/game's interfaces (its commands,
// its walk-through's steps, its part of the box profile, what its pad is
// made of and how its records are read for the play log), listed in
// cmd/registry.go. Its messages are a file per language under
// cmd/text/locales/<game>/, its setup codes take a number of their own in
// setup/setupcode, and its hand-scored games go to testdata/<game>/.
// cmd/internal/gametest is the smallest such game, built for the tests.
package rules
