package playlog

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"time"

	"altiplano/scoring/result"
)

// Result is a scored game in the form every game shares (its pad as
// scoring/result gives it), as a game's score command hands it to the play
// log when the game's record has no identity of its own: the record, the
// names under the name rule and the time make it.
type Result struct {
	Game ID // the board game; required
	// PlayedAt is when it was played, at the players' offset; zero: now
	// (Now, in the players' zone). WallClock: they wrote no offset (the
	// record holds the clock as written, which makes its identity);
	// DateOnly: they wrote the date alone.
	PlayedAt            time.Time
	WallClock, DateOnly bool
	Now                 time.Time // when it was scored
	SetupCode           string
	DurationMin         int
	Location            string
	// Record is the game record as scored, in the game's file format: it
	// is kept verbatim and, with the names under the name rule, makes the
	// game's identity (the same record stored twice is one game).
	Record []byte
	// Canonical, when the game gives it, is the record in the game's own
	// form with every name under the name rule (rules.SameNameKey): it
	// makes the identity in the record's place, so the same game written
	// in another layout or with names in other capitals is one.
	Canonical []byte
	// TieBreak are the keys of the players' tie-break values, after the
	// points, in order.
	TieBreak []string
	Players  []ResultPlayer // in seat order
}

// ResultPlayer is one seat of a Result. Its keys, kept in the result, are
// snake_case as the JSON export writes them (see SnakeKeys).
type ResultPlayer struct {
	Name     string  `json:"name"`
	Total    int     `json:"total"`
	Place    int     `json:"place"`     // 1 = a winner; players level after every tie-break share a place (1, 1, 3)
	Scores   []Score `json:"scores"`    // points per category, by language-neutral key, in the game's order
	TieBreak []int   `json:"tie_break"` // the values of the Result's tie-break keys, in order
	Start    bool    `json:"start"`     // took the first turn
	Role     string  `json:"role"`      // a game's own role or faction id; "" = none
}

// ResultOf is a game scored from record, now, as a Result: from its shared
// pad, per seat the points by category, the place and the values of the
// tie-break keys after the points; the first player in turn order took the
// first turn. The caller adds what the pad does not say (when it was
// played, the setup code…).
func ResultOf(res result.Result, record []byte, now time.Time) Result {
	out := Result{Game: res.Game, Record: record, Now: now}
	for _, k := range res.TieBreak[min(1, len(res.TieBreak)):] { // after the points
		out.TieBreak = append(out.TieBreak, string(k))
	}
	for i, p := range res.Players {
		rp := ResultPlayer{Name: p.Name, Total: p.Total, Place: p.Place, Start: i == 0}
		if len(p.TieBreak) > 0 {
			rp.TieBreak = append([]int(nil), p.TieBreak[1:]...)
		}
		for _, l := range p.Lines {
			rp.Scores = append(rp.Scores, Score{Category: l.Category, Points: l.Points})
		}
		out.Players = append(out.Players, rp)
	}
	return out
}

// resultJSON is what a Result keeps as the game's result.
type resultJSON struct {
	Game     ID             `json:"game"`
	TieBreak []string       `json:"tie_break,omitempty"`
	Players  []ResultPlayer `json:"players"`
}

// ReadResult reads back the players of a game kept from a Result, and the
// tie-break keys it was kept with (none when it was kept before they were),
// whether its keys are written as Go names them (kept before version 5 of
// the JSON export) or in snake_case.
func ReadResult(g Game) (players []ResultPlayer, tieBreak []string, err error) {
	var rj resultJSON
	if err := json.Unmarshal(SnakeKeys(g.Result), &rj); err != nil {
		return nil, nil, err
	}
	return rj.Players, rj.TieBreak, nil
}

// Stored is r as the play log keeps it: what a score command stores, and
// what a stored game of the same record is compared with (Changes) and
// replaced by (Replace) when it was scored again with other values.
func (r Result) Stored() (Game, error) {
	if r.Game == "" {
		return Game{}, &InvalidError{Field: "game", Reason: ReasonEmpty}
	}
	g := Game{Game: r.Game, PlayedAt: r.PlayedAt, WallClock: r.WallClock, DateOnly: r.DateOnly, SetupCode: r.SetupCode,
		DurationMin: r.DurationMin, Location: r.Location, Record: r.Record}
	if g.PlayedAt.IsZero() {
		g.PlayedAt, g.Undated = r.Now, true
	}
	h := sha256.New()
	h.Write([]byte("game:" + string(r.Game) + "\n"))
	for _, p := range r.Players {
		h.Write([]byte("player:" + NameKey(p.Name) + "\n"))
	}
	if !g.Undated && !g.WallClock { // a wall clock is the record's, wherever it was placed
		h.Write([]byte("at:" + g.PlayedAt.UTC().Format(time.RFC3339) + "\n"))
	}
	if r.Canonical != nil {
		h.Write(r.Canonical)
	} else {
		h.Write(r.Record)
	}
	g.Hash = hex.EncodeToString(h.Sum(nil))
	for i, p := range r.Players {
		if len(p.TieBreak) > len(r.TieBreak) {
			return Game{}, &InvalidError{Field: "players.tie_break", Seat: i + 1, Reason: ReasonRange}
		}
		pl := Player{Seat: i + 1, Name: p.Name, Total: p.Total, Rank: p.Place,
			StartPlayer: p.Start, Role: p.Role, Scores: append([]Score(nil), p.Scores...)}
		for k, v := range p.TieBreak {
			pl.TieBreak = append(pl.TieBreak, Tie{Key: r.TieBreak[k], Value: v})
		}
		g.Players = append(g.Players, pl)
	}
	var err error
	if g.Result, err = json.Marshal(resultJSON{Game: r.Game, TieBreak: r.TieBreak, Players: r.Players}); err != nil {
		return Game{}, err
	}
	return g, nil
}
