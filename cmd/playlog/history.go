package playlog

// History is a play history a scored game is kept in, as the score
// command sees it: the SQLite play log of the terminal (playlog/store, its
// errors worded by playlog/logutil), or the browser's storage of the
// offline page. Its errors are said to the user as they are.
type History interface {
	// Path says where it is, for the messages that name it.
	Path() string
	// Add keeps g; added is false when the same record is kept already
	// (as id).
	Add(g Game) (id int64, added bool, err error)
	// Get is the game kept as id.
	Get(id int64) (Game, error)
	// Replace puts g in the place of the game kept as id.
	Replace(id int64, g Game) error
	Close() error
}
