package store

import (
	"strconv"
	"strings"
	"time"

	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// Game is one scored game as kept in the history.
type Game struct {
	ID          int64     // assigned by the store
	Hash        string    // content hash supplied by the caller (hex); unique: the same game stored twice is stored once
	PlayedAt    time.Time // stored in UTC, second precision
	SetupCode   string    // "" when unknown
	Missions    bool      // the mission variant was played
	Players     []Player  // in seat order
	Assumptions []string  // language-neutral ids of unverified values the result used
	Record      []byte    // opaque: the game record as scored (YAML), stored verbatim
	Values      []byte    // opaque: JSON of the printed values used, stored verbatim
	Result      []byte    // opaque: JSON of the score result, stored verbatim
	// Game is the board game's id ("" or GameAltiplano for Altiplano).
	Game        string
	DurationMin int    // minutes played; 0 = not recorded
	Location    string // where it was played; "" = not recorded
	// AltHash, when set, is another hash the same game may be stored under
	// (see Identity): Add finds a stored game by either. Not stored.
	AltHash string
	// Undated: the record gives no time, and PlayedAt is when it was
	// scored; Replace then keeps the stored time. Not stored.
	Undated bool
}

// GameAltiplano is the id of Altiplano in the history: existing games are
// Altiplano's, and a Filter without a game selects them.
const GameAltiplano = "altiplano"

// gameID is g's board game, Altiplano by default.
func (g Game) gameID() string {
	if g.Game == "" {
		return GameAltiplano
	}
	return g.Game
}

// Score is a seat's points in one scoring category, by a language-neutral
// category key.
type Score struct {
	Category string
	Points   int
}

// Player is one seat's result in a game.
type Player struct {
	Seat        int // 1-based seat order
	Name        string
	Coins       int
	Categories  Categories
	Total       int
	Rank        int    // 1 = winner; players level on points AND coins share a rank (1,1,3)
	StartPlayer bool   // when known
	Role        string // "" when not recorded; else one of woodcutter fisherman shepherd miner farmer trader stonemason
	Missions    []Mission
	// Scores are the points per category of a game other than Altiplano
	// (Altiplano's are Categories), in the game's own order.
	Scores []Score
	// TieBreak is what decided a tie on points, in order (Altiplano: coins).
	TieBreak []int
}

// scores are p's points per category as stored in player_scores.
func (p Player) scores(game string) []Score {
	if game != GameAltiplano {
		return p.Scores
	}
	c := p.Categories
	return []Score{{"goods", c.Goods}, {"boats", c.Boats}, {"houses", c.Houses}, {"orders", c.Orders},
		{"house_bonus", c.HouseBonus}, {"warehouse", c.Warehouse}, {"missions", c.Missions}}
}

// Categories are a player's points per scoring category.
type Categories struct{ Goods, Boats, Houses, Orders, HouseBonus, Warehouse, Missions int }

// Mission is a mission card a player held at the end of the game.
type Mission struct {
	ID       int // 1..20
	Achieved bool
	VP       int
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

// nameKey is the identity of a player name across games: the name rule's
// own key (rules.NameKey), so that any two players a game may hold are two
// players here too, and "Ana", "ana" and "ANA" are one.
func nameKey(name string) string {
	return rules.NameKey(name)
}

// normalize checks g and returns the copy that is stored: the hash in lower
// case, the time in UTC truncated to the second, the players sorted by seat.
// Ranks are stored as given (the scoring package decides them) but must lie
// in 1..len(Players) with someone ranked first.
func normalize(g Game) (Game, error) {
	h := strings.ToLower(strings.TrimSpace(g.Hash))
	if h == "" {
		return g, &InvalidError{Field: "hash", Reason: ReasonEmpty}
	}
	for _, r := range h {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return g, &InvalidError{Field: "hash", Reason: ReasonFormat, Value: g.Hash}
		}
	}
	g.Hash = h
	g.Game = g.gameID()
	if g.PlayedAt.IsZero() {
		return g, &InvalidError{Field: "played_at", Reason: ReasonEmpty}
	}
	g.PlayedAt = g.PlayedAt.UTC().Truncate(time.Second)
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
		key := nameKey(p.Name)
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
		if p.Role != "" && g.gameID() == GameAltiplano && !altiplano.Role(p.Role).Valid() {
			return g, &InvalidError{Field: "players.role", Seat: p.Seat, Reason: ReasonUnknown, Value: p.Role}
		}
		cats := make(map[string]bool, len(p.Scores))
		for _, sc := range p.Scores {
			if sc.Category == "" || cats[sc.Category] {
				return g, &InvalidError{Field: "players.scores.category", Seat: p.Seat, Reason: ReasonDuplicate, Value: sc.Category}
			}
			cats[sc.Category] = true
		}
		held := make(map[int]bool, len(p.Missions))
		for _, m := range p.Missions {
			if !altiplano.MissionID(m.ID).Valid() {
				return g, &InvalidError{Field: "players.missions.id", Seat: p.Seat, Reason: ReasonRange, Value: strconv.Itoa(m.ID)}
			}
			if held[m.ID] {
				return g, &InvalidError{Field: "players.missions.id", Seat: p.Seat, Reason: ReasonDuplicate, Value: strconv.Itoa(m.ID)}
			}
			held[m.ID] = true
		}
		p.Missions = append([]Mission(nil), p.Missions...)
		players[p.Seat-1] = p
	}
	if !winner {
		return g, &InvalidError{Field: "players.rank", Reason: ReasonEmpty, Value: "1"}
	}
	g.Players = players
	for _, a := range g.Assumptions {
		if strings.TrimSpace(a) == "" {
			return g, &InvalidError{Field: "assumptions", Reason: ReasonEmpty}
		}
	}
	return g, nil
}
