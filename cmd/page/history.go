package page

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/text"
)

// history is the play history the page keeps in the browser's storage: the
// games scored here, as the JSON export writes them (so a download is the
// export itself, and `altiplano games import` reads it). It is a
// playlog.History: the score command keeps a game in it as in the SQLite
// play log.
type history struct {
	mu sync.Mutex
	s  Storage
	// where names it in the page's language, where a message names a
	// history by its file.
	where func() string
}

var _ playlog.History = (*history)(nil)

func (h *history) Path() string { return h.where() }
func (h *history) Close() error { return nil }

// games are the games kept, oldest first, each with its id (its place
// from 1).
func (h *history) games() ([]playlog.Game, error) {
	doc, ok := h.s.Get(historyKey)
	if !ok || doc == "" {
		return nil, nil
	}
	var games []playlog.Game
	err := export.ReadJSON(strings.NewReader(doc), func(g playlog.Game, _ export.At, err error) error {
		if err != nil {
			return err
		}
		g.ID = int64(len(games) + 1)
		games = append(games, g)
		return nil
	})
	return games, err
}

func (h *history) write(games []playlog.Game) error {
	var b bytes.Buffer
	if err := export.WriteJSON(&b, playlog.Slice(games)); err != nil {
		return err
	}
	if err := h.s.Set(historyKey, b.String()); err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(h.where()), text.ErrDBFailed.T(cmdutil.Cause(err)), err)
	}
	return nil
}

// Add keeps g, unless a game of the same record is kept (by its hash, as
// the SQLite play log finds one).
func (h *history) Add(g playlog.Game) (int64, bool, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	games, err := h.games()
	if err != nil {
		return 0, false, h.unreadable(err)
	}
	n, err := g.Normalized()
	if err != nil {
		return 0, false, err
	}
	for _, k := range games {
		if k.Hash == n.Hash || (n.AltHash != "" && k.Hash == n.AltHash) {
			return k.ID, false, nil
		}
	}
	n.ID = int64(len(games) + 1)
	if err := h.write(append(games, n)); err != nil {
		return 0, false, err
	}
	return n.ID, true, nil
}

func (h *history) Get(id int64) (playlog.Game, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	games, err := h.games()
	if err != nil {
		return playlog.Game{}, h.unreadable(err)
	}
	if id < 1 || id > int64(len(games)) {
		return playlog.Game{}, cmdutil.InputAt(text.FieldDatabase.T(h.where()), text.ErrNoSuchGame.T(strconv.FormatInt(id, 10)))
	}
	return games[id-1], nil
}

func (h *history) Replace(id int64, g playlog.Game) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	games, err := h.games()
	if err != nil {
		return h.unreadable(err)
	}
	if id < 1 || id > int64(len(games)) {
		return cmdutil.InputAt(text.FieldDatabase.T(h.where()), text.ErrNoSuchGame.T(strconv.FormatInt(id, 10)))
	}
	n, err := g.Normalized()
	if err != nil {
		return err
	}
	n.ID = id
	games[id-1] = n
	return h.write(games)
}

// List is the games kept, newest first.
func (h *history) List() ([]playlog.Game, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	games, err := h.games()
	if err != nil {
		return nil, h.unreadable(err)
	}
	slices.Reverse(games)
	return games, nil
}

// Import adds games read from a JSON export (already checked), each once;
// it says how many were new.
func (h *history) Import(in []playlog.Game) (added int, err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	games, err := h.games()
	if err != nil {
		return 0, h.unreadable(err)
	}
	for _, g := range in {
		n, err := g.Normalized()
		if err != nil {
			return 0, err
		}
		if slices.ContainsFunc(games, func(k playlog.Game) bool { return k.Hash == n.Hash }) {
			continue
		}
		n.ID = int64(len(games) + 1)
		games = append(games, n)
		added++
	}
	return added, h.write(games)
}

// unreadable says that the history kept in the browser cannot be read (an
// extension or a person edited it): it is never overwritten then.
func (h *history) unreadable(err error) error {
	return cmdutil.Fail(text.FieldDatabase.T(h.where()), text.ErrDBCorrupt.T(), fmt.Errorf("page history: %w", err))
}
