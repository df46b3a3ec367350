package playlog

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"altiplano/rules"
	gameid "altiplano/rules/game"
)

// ID names a board game in the play log: every kept game is one game's.
type ID = gameid.ID

// Game is one scored game as the play log keeps it.
type Game struct {
	ID   int64  // assigned by the store
	Hash string // content hash supplied by the caller (hex); unique: the same game stored twice is stored once
	// FirstHash is the hash the game was first kept under ("": Hash).
	// Upgrades recompute Hash when the identity rule changes; the ids the
	// exports write derive from FirstHash, so BG Stats still matches a
	// play it imported before.
	FirstHash string
	// PlayedAt is when the game was played, to the second, at the offset
	// the players wrote (its clock reading is their local time); for a
	// WallClock, at the offset of the zone it was placed in when scored.
	PlayedAt time.Time
	// WallClock: the players wrote the time without an offset. The exports
	// write its clock reading as a wall clock, without an offset.
	WallClock bool
	// DateOnly: the players wrote the day alone; PlayedAt is its midnight.
	// Every view and export says the date alone.
	DateOnly  bool
	SetupCode string // "" when unknown
	// Game is the board game it is a game of; required.
	Game ID
	// Missions: the game was played with mission cards (a game that
	// declares them); the cards each player held are Player.Missions.
	Missions    bool
	Players     []Player // in seat order
	Assumptions []string // language-neutral ids of unverified values the result used
	Record      []byte   // opaque: the game record as scored, in the game's file format, stored verbatim
	Values      []byte   // opaque: JSON of the printed values used, stored verbatim
	Result      []byte   // opaque: JSON of the score result, stored verbatim
	DurationMin int      // minutes played; 0 = not recorded
	Location    string   // where it was played; "" = not recorded
	// AltHash, when set, is another hash the same game may be stored under
	// (a game's older identity): Add finds a stored game by either. Not
	// stored.
	AltHash string
	// Undated: the record gives no time, and PlayedAt is when it was
	// scored; Replace then keeps the stored time. Not stored.
	Undated bool
}

// Score is a seat's points in one category of the game's score pad, by the
// category's language-neutral key.
type Score struct {
	Category string `json:"category"`
	Points   int    `json:"points"`
}

// Tie is a seat's value of one of the game's tie-break keys (what decides
// a tie on points), by the key's language-neutral name.
type Tie struct {
	Key   string
	Value int
}

// Player is one seat's result in a game.
type Player struct {
	Seat int // 1-based seat order
	Name string
	// Scores are the points per category of the game's score pad, in pad
	// order; every seat of a game has the same categories.
	Scores []Score
	// TieBreak are the values of the game's tie-break keys after the
	// points, in order; every seat of a game has the same keys.
	TieBreak    []Tie
	Total       int
	Rank        int    // 1 = winner; players level after every tie-break share a rank (1,1,3)
	StartPlayer bool   // when known
	Role        string // the role (or faction) the player took, by the game's id for it; "" when none or not recorded
	Missions    []Mission
}

// Mission is a mission card a player held at the end of the game, by its
// number in the game's declared cards (from 1).
type Mission struct {
	ID       int
	Achieved bool
	VP       int
}

// Written is when the game was played as its players wrote it: the date
// alone, the wall clock without an offset, or the time at their offset.
func (g Game) Written() rules.PlayedAt {
	return rules.PlayedAt{At: g.PlayedAt, Local: g.WallClock, DateOnly: g.DateOnly}
}

// Won reports whether the player won: a shared first place is a win for each
// sharer.
func (p Player) Won() bool { return p.Rank == 1 }

// Winners counts the players ranked first.
func (g Game) Winners() int {
	n := 0
	for _, p := range g.Players {
		if p.Won() {
			n++
		}
	}
	return n
}

// NameKey is the identity of a player name across games: the name rule's
// own key (rules.SameNameKey), so that any two players a game may hold are
// two players here too, and "Ana", "ana", "ANA" and "ＡＮＡ" are one.
func NameKey(name string) string {
	return rules.SameNameKey(name)
}

// MaxOffset bounds the offset of a kept time (seconds either side of UTC):
// RFC 3339 writes at most ±23:59.
const MaxOffset = 24*60*60 - 60

// Normalized checks g and returns the copy that is stored: the hashes in
// lower case (FirstHash: Hash when not given), the time truncated to the
// second at its own offset (a whole number of minutes), the players sorted
// by seat, each one's missions by card. Ranks are stored as given (the game's scoring decides them) but
// must lie in 1..len(Players) with someone ranked first. Every seat has the
// same categories and tie-break keys, each once, in the same order.
func (g Game) Normalized() (Game, error) {
	var err error
	if g.Hash, err = normalHash("hash", g.Hash); err != nil {
		return g, err
	}
	if strings.TrimSpace(g.FirstHash) == "" {
		g.FirstHash = g.Hash
	} else if g.FirstHash, err = normalHash("first_hash", g.FirstHash); err != nil {
		return g, err
	}
	if strings.TrimSpace(string(g.Game)) == "" {
		return g, &InvalidError{Field: "game", Reason: ReasonEmpty}
	}
	if g.PlayedAt.IsZero() {
		return g, &InvalidError{Field: "played_at", Reason: ReasonEmpty}
	}
	if _, offset := g.PlayedAt.Zone(); offset%60 != 0 || offset < -MaxOffset || offset > MaxOffset {
		return g, &InvalidError{Field: "played_at", Reason: ReasonRange, Value: g.PlayedAt.Format(time.RFC3339)}
	}
	g.PlayedAt = rules.AtOwnOffset(g.PlayedAt.Truncate(time.Second))
	n := len(g.Players)
	if n == 0 {
		return g, &InvalidError{Field: "players", Reason: ReasonEmpty}
	}
	players := make([]Player, n)
	seen := make(map[string]bool, n)
	winner := false
	for _, p := range g.Players {
		if p.Seat < 1 || p.Seat > n {
			return g, &InvalidError{Field: "players.seat", Seat: p.Seat, Reason: ReasonRange, Value: strconv.Itoa(p.Seat)}
		}
		if players[p.Seat-1].Seat != 0 {
			return g, &InvalidError{Field: "players.seat", Seat: p.Seat, Reason: ReasonDuplicate, Value: strconv.Itoa(p.Seat)}
		}
		key := NameKey(p.Name)
		if key == "" {
			return g, &InvalidError{Field: "players.name", Seat: p.Seat, Reason: ReasonEmpty}
		}
		if seen[key] {
			return g, &InvalidError{Field: "players.name", Seat: p.Seat, Reason: ReasonDuplicate, Value: p.Name}
		}
		seen[key] = true
		if p.Rank < 1 || p.Rank > n {
			return g, &InvalidError{Field: "players.rank", Seat: p.Seat, Reason: ReasonRange, Value: strconv.Itoa(p.Rank)}
		}
		winner = winner || p.Rank == 1
		if err := p.checkKeys(); err != nil {
			return g, err
		}
		held := make(map[int]bool, len(p.Missions))
		for _, m := range p.Missions {
			if m.ID < 1 {
				return g, &InvalidError{Field: "players.missions.id", Seat: p.Seat, Reason: ReasonRange, Value: strconv.Itoa(m.ID)}
			}
			if held[m.ID] {
				return g, &InvalidError{Field: "players.missions.id", Seat: p.Seat, Reason: ReasonDuplicate, Value: strconv.Itoa(m.ID)}
			}
			held[m.ID] = true
		}
		p.Scores = append([]Score(nil), p.Scores...)
		p.TieBreak = append([]Tie(nil), p.TieBreak...)
		// By card, as the play log reads them back (and every history
		// keeps them): a hand has no order.
		p.Missions = slices.SortedFunc(slices.Values(p.Missions), func(a, b Mission) int { return a.ID - b.ID })
		players[p.Seat-1] = p
	}
	if !winner {
		return g, &InvalidError{Field: "players.rank", Reason: ReasonEmpty, Value: "1"}
	}
	for _, p := range players[1:] {
		if !sameKeys(p, players[0]) {
			return g, &InvalidError{Field: "players.scores.category", Seat: p.Seat, Reason: ReasonFormat}
		}
	}
	g.Players = players
	for _, a := range g.Assumptions {
		if strings.TrimSpace(a) == "" {
			return g, &InvalidError{Field: "assumptions", Reason: ReasonEmpty}
		}
	}
	return g, nil
}

// normalHash is a hash in lower case, refused when empty or not hex.
func normalHash(field, hash string) (string, error) {
	h := strings.ToLower(strings.TrimSpace(hash))
	if h == "" {
		return "", &InvalidError{Field: field, Reason: ReasonEmpty}
	}
	for _, r := range h {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return "", &InvalidError{Field: field, Reason: ReasonFormat, Value: hash}
		}
	}
	return h, nil
}

// checkKeys refuses a category or tie-break key that is empty or given
// twice.
func (p Player) checkKeys() error {
	cats := make(map[string]bool, len(p.Scores))
	for _, sc := range p.Scores {
		if strings.TrimSpace(sc.Category) == "" || cats[sc.Category] {
			return &InvalidError{Field: "players.scores.category", Seat: p.Seat, Reason: ReasonDuplicate, Value: sc.Category}
		}
		cats[sc.Category] = true
	}
	keys := make(map[string]bool, len(p.TieBreak))
	for _, t := range p.TieBreak {
		if strings.TrimSpace(t.Key) == "" || keys[t.Key] {
			return &InvalidError{Field: "players.tie_break.key", Seat: p.Seat, Reason: ReasonDuplicate, Value: t.Key}
		}
		keys[t.Key] = true
	}
	return nil
}

// sameKeys reports whether two seats have the same categories and
// tie-break keys in the same order.
func sameKeys(a, b Player) bool {
	if len(a.Scores) != len(b.Scores) || len(a.TieBreak) != len(b.TieBreak) {
		return false
	}
	for i := range a.Scores {
		if a.Scores[i].Category != b.Scores[i].Category {
			return false
		}
	}
	for i := range a.TieBreak {
		if a.TieBreak[i].Key != b.TieBreak[i].Key {
			return false
		}
	}
	return true
}

// Points is the seat's points in category key, and whether it has that
// category.
func (p Player) Points(key string) (int, bool) {
	for _, sc := range p.Scores {
		if sc.Category == key {
			return sc.Points, true
		}
	}
	return 0, false
}

// TieValue is the seat's value of tie-break key, and whether it has it.
func (p Player) TieValue(key string) (int, bool) {
	for _, t := range p.TieBreak {
		if t.Key == key {
			return t.Value, true
		}
	}
	return 0, false
}
