// Package store keeps every scored game of every board game (the play
// log's model, cmd/playlog) in an embedded SQLite database and answers
// questions about them: lists, the sources the exports read
// (playlog/export), statistics (playlog/stats), head-to-head counts and
// totals over time. Each game's seats are kept with the game's own
// categories and tie-break keys; statistics never mix two games.
//
// It is the I/O edge of the play log and nothing more: it prints nothing,
// reads no environment variables, holds no global state and names no game,
// and its errors are typed values carrying structured fields so that the
// command layer can word them in the user's language.
//
// The database is opened with WAL journalling, a busy timeout and writes in
// BEGIN IMMEDIATE transactions, so several altiplano processes can record
// games into the same file at once. A file that is not a SQLite database,
// belongs to another program, comes from a newer altiplano, or is read-only
// is refused before anything is written to it.
package store
