// Package store keeps every scored game in an embedded SQLite database and
// answers questions about them: lists, statistics, head-to-head counts and
// exports for spreadsheets, BG Stats and BoardGameGeek.
//
// It is the I/O edge of the play history and nothing more: it prints
// nothing, reads no environment variables and holds no global state, and its
// errors are typed values carrying structured fields so that the command
// layer can word them in the user's language. Identifiers it writes (JSON,
// CSV and XML keys, role and assumption ids) are language-neutral.
//
// The database is opened with WAL journalling, a busy timeout and writes in
// BEGIN IMMEDIATE transactions, so several altiplano processes can record
// games into the same file at once. A file that is not a SQLite database,
// belongs to another program, comes from a newer altiplano, or is read-only
// is refused before anything is written to it.
package store
