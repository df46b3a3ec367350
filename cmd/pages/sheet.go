package pages

// Outcome is the result as a phone shows it, in one language: the score
// pad as a table, and the game's own pad below it.
type Outcome struct {
	Sheet Sheet
	Pad   string
	// BoxCode is the box code of the values the table scored with, offered
	// to other tables with the same edition; "" for none (a box that
	// records nothing).
	BoxCode string
}

// Sheet is a scored game as a table: a row per category of the pad, a
// column per player by place. Every game gives one.
type Sheet struct {
	// Categories are the pad's lines, in the phone's language; the total
	// comes after them.
	Categories []string
	Players    []SheetPlayer // by place, then turn order
	// TotalWord names the total's row.
	TotalWord string
	// Keys are the values that break a tie after the total (coins; the
	// alpacas…), in order, shown under it.
	Keys []string
	// Notes are what the result rests on that nobody checked (a value
	// inferred, a card chosen for a player), under NotesTitle, shown next
	// to it: never a result that looks more certain than it is.
	NotesTitle string
	Notes      []string
	// Verdict is who won and what decided, in words.
	Verdict []string
}

// SheetPlayer is one player's column.
type SheetPlayer struct {
	Name   string
	Points []int // per category
	Total  int
	Place  int
	Keys   []int // per tie-break key
}
