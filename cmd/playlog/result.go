package store

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"time"
)

// Result is a scored game of any board game, as another game's commands
// hand it to the history (Altiplano's own go through Played). Everything a
// game-neutral history needs, and nothing of any one game's rules.
type Result struct {
	Game        string    // the board game's id, e.g. "alpaka"; never "" or GameAltiplano
	PlayedAt    time.Time // when it was played; zero: now (Now)
	Now         time.Time // when it was scored
	SetupCode   string
	DurationMin int
	Location    string
	// Record is the game record as scored, in the game's file format: it
	// is kept verbatim and, with the names under the name rule, makes the
	// game's identity (the same record stored twice is one game).
	Record  []byte
	Players []ResultPlayer // in seat order
}

// ResultPlayer is one seat of a Result.
type ResultPlayer struct {
	Name     string
	Total    int
	Place    int     // 1 = a winner; players level after every tie-break share a place (1, 1, 3)
	Scores   []Score // points per category, by language-neutral key, in the game's order
	TieBreak []int   // the values that decided ties on points, in order
	Start    bool    // took the first turn
	Role     string  // a game's own role or faction id; "" = none
}

// resultJSON is what result_json holds for a game other than Altiplano.
type resultJSON struct {
	Game    string         `json:"game"`
	Players []ResultPlayer `json:"players"`
}

// AddResult stores a game of another board game than Altiplano. It
// returns the game's id and whether it was new (false: the same record was
// stored before, and id is that game's). The statistics, lists and exports
// of that game (Filter.Game) then include it; Altiplano's never do.
func (s *Store) AddResult(r Result) (id int64, added bool, err error) {
	g, err := r.Stored()
	if err != nil {
		return 0, false, err
	}
	return s.Add(g)
}

// Stored is r as the history keeps it: what AddResult stores, and what a
// stored game of the same record is compared with (Changes) and replaced
// by (Replace) when it was scored again with other values.
func (r Result) Stored() (Game, error) {
	if r.Game == "" || r.Game == GameAltiplano {
		return Game{}, &InvalidError{Field: "game", Reason: ReasonUnknown, Value: r.Game}
	}
	g := Game{Game: r.Game, PlayedAt: r.PlayedAt, SetupCode: r.SetupCode, DurationMin: r.DurationMin,
		Location: r.Location, Record: r.Record}
	if g.PlayedAt.IsZero() {
		g.PlayedAt, g.Undated = r.Now, true
	}
	h := sha256.New()
	h.Write([]byte("game:" + r.Game + "\n"))
	for _, p := range r.Players {
		h.Write([]byte("player:" + nameKey(p.Name) + "\n"))
	}
	if !g.Undated {
		h.Write([]byte("at:" + g.PlayedAt.UTC().Format(time.RFC3339) + "\n"))
	}
	h.Write(r.Record)
	g.Hash = hex.EncodeToString(h.Sum(nil))
	for i, p := range r.Players {
		g.Players = append(g.Players, Player{Seat: i + 1, Name: p.Name, Total: p.Total, Rank: p.Place,
			StartPlayer: p.Start, Role: p.Role, Scores: append([]Score(nil), p.Scores...),
			TieBreak: append([]int(nil), p.TieBreak...)})
	}
	var err error
	if g.Result, err = json.Marshal(resultJSON{Game: r.Game, Players: r.Players}); err != nil {
		return Game{}, err
	}
	return g, nil
}
