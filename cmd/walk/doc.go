// Package walk is the walk-through engine every game's scoring runs on. A
// game declares its questions as steps over a Table (its answers so far
// and its rules); the engine asks them — in the terminal through the line
// editor, or on each player's phone — keeps every answer in a draft as it
// is given, checks each answer against the whole table at once, shows the
// review (any line three keys away), asks the table's own questions (how
// long, where), lists the box values learned at the table and offers to
// save them. What one game gets, every game gets.
package walk
