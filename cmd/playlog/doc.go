// Package playlog is the play log's model: a kept game of any board game,
// its seats with their points per category and tie-break values, the
// filters that select games, and how a stored result differs from a new
// one. It holds no SQL and reads no files, so a command that only builds a
// game to keep does not link the database engine (that is
// playlog/store); the statistics are playlog/stats, the exports
// playlog/export.
//
// Every game is typed by its board game's ID, and nothing here names one:
// what a game's score pad is made of (its categories, tie-break keys,
// roles, mission cards) is what the game declares (see cmd/game), and a
// kept game carries its own keys.
package playlog
