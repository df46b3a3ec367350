package pages

// Outcome is the result as a phone shows it, in one language: the score
// pad as a table, and the game's own pad below it.
type Outcome struct {
	Sheet Sheet
	Pad   string
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
