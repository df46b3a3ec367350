package playlogtest

import (
	"errors"
	"sync"

	"altiplano/cmd/playlog"
)

// History is a play history in memory, for the tests of what keeps games
// in one (the score command): a game is kept once by its record's
// identity, as the play log keeps it, and numbered from 1.
type History struct {
	mu    sync.Mutex
	Games []playlog.Game
	// Fail, when set, is what every Add and Replace returns; nothing is
	// kept.
	Fail error
	// Closed counts the closings.
	Closed int
}

// ErrNoGame is a game id the history does not hold.
var ErrNoGame = errors.New("no such game")

var _ playlog.History = (*History)(nil)

// Path is where the history says it is.
func (h *History) Path() string { return "/config/history.db" }

// Add keeps g, unless a game of the same record is kept.
func (h *History) Add(g playlog.Game) (int64, bool, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.Fail != nil {
		return 0, false, h.Fail
	}
	for _, k := range h.Games {
		if k.Hash == g.Hash || (g.AltHash != "" && k.Hash == g.AltHash) {
			return k.ID, false, nil
		}
	}
	g.ID = int64(len(h.Games) + 1)
	h.Games = append(h.Games, g)
	return g.ID, true, nil
}

// Get is the game kept as id.
func (h *History) Get(id int64) (playlog.Game, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if id < 1 || id > int64(len(h.Games)) {
		return playlog.Game{}, ErrNoGame
	}
	return h.Games[id-1], nil
}

// Replace puts g in the place of the game kept as id.
func (h *History) Replace(id int64, g playlog.Game) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.Fail != nil {
		return h.Fail
	}
	if id < 1 || id > int64(len(h.Games)) {
		return ErrNoGame
	}
	g.ID = id
	h.Games[id-1] = g
	return nil
}

// Close counts the closing.
func (h *History) Close() error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.Closed++
	return nil
}
