// Package kept is a scored game of Altiplano as the play log keeps it:
// its seats in the play log's shared form (its score pad's categories, the
// coins as its tie-break, roles and mission cards), its identity, and the
// printed values the result used; and reading a kept game's result back.
// Altiplano's score command keeps games through it, and the game's Log
// (cmd/altiplano) reads records with it.
package kept

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// Played is a scored game to keep: the record as entered, its result, and
// the catalog the result used.
type Played struct {
	Record  scoring.Record
	Result  scoring.Result
	Catalog catalog.Catalog
	// Now is when it was scored: the game's time when the record has none.
	Now time.Time
}

// TieBreak is the tie-break key the play log keeps Altiplano's coins by:
// the one after the points.
var TieBreak = string(scoring.TieBreak[1])

// Game turns a scored game into what the play log stores. The hash is the
// record's Identity, so the same record scored twice is one game; a record
// without played_at is dated now, which the hash leaves out.
func (p Played) Game() (playlog.Game, error) {
	recordBytes, err := scoring.MarshalRecord(p.Record)
	if err != nil {
		return playlog.Game{}, err
	}
	hash, err := Identity(p.Record)
	if err != nil {
		return playlog.Game{}, err
	}
	_, wall := p.Record.Wall()
	g := playlog.Game{
		Game:        altiplano.ID,
		Hash:        hash,
		PlayedAt:    p.Record.PlayedAt,
		WallClock:   wall,
		DateOnly:    p.Record.PlayedAtDateOnly,
		SetupCode:   p.Record.Code,
		Missions:    p.Record.Missions,
		Record:      recordBytes,
		DurationMin: p.Record.DurationMin,
		Location:    p.Record.Location,
	}
	if !p.Record.PlayedAtWall.IsZero() {
		if g.AltHash, err = instantIdentity(p.Record); err != nil {
			return playlog.Game{}, err
		}
	}
	if g.PlayedAt.IsZero() {
		g.PlayedAt, g.Undated = p.Now, true
	}
	dealt := p.dealtRoles()
	for i, ps := range p.Result.Players {
		role := p.Record.Players[i].Role
		if role == "" && len(dealt) == len(p.Result.Players) {
			role = dealt[i]
		}
		player := playlog.Player{
			Seat: i + 1, Name: ps.Name, Total: ps.Total, Rank: ps.Rank,
			Role: string(role), StartPlayer: p.Record.Players[i].Start,
			TieBreak: []playlog.Tie{{Key: TieBreak, Value: ps.Coins}},
		}
		for _, c := range altiplano.ScorePad() {
			player.Scores = append(player.Scores, playlog.Score{Category: string(c), Points: ps.Categories.Of(c)})
		}
		for _, m := range ps.Missions {
			player.Missions = append(player.Missions, playlog.Mission{ID: int(m.ID), Achieved: m.Achieved, VP: m.VP})
		}
		g.Players = append(g.Players, player)
	}
	for _, a := range p.Result.Assumptions {
		g.Assumptions = append(g.Assumptions, string(a.Kind))
	}
	if g.Result, err = json.Marshal(p.Result); err != nil {
		return playlog.Game{}, err
	}
	if g.Values, err = json.Marshal(valuesUsed(p.Record, p.Catalog)); err != nil {
		return playlog.Game{}, err
	}
	return g, nil
}

// dealtRoles are the roles the record's setup code dealt to each seat (nil
// without a code, with drafted roles, or when the record names any role
// itself: then the record says what the table played). They are stored with
// the game, not written into its record, so the record's identity is the
// same with or without them.
func (p Played) dealtRoles() []altiplano.Role {
	if p.Record.Code == "" {
		return nil
	}
	names := make([]string, len(p.Record.Players))
	for i, pl := range p.Record.Players {
		if pl.Role != "" {
			return nil
		}
		names[i] = pl.Name
	}
	sheet, problem := setup.FromCode(p.Record.Code, names, p.Catalog)
	if problem != nil {
		return nil
	}
	return sheet.Roles
}

// Identity is the hash that makes two records one game: the record in its
// file form (times written as UTC instants), with every name replaced by its
// key under the one name rule, so "Anna" and "ANNA", or a time written with
// another offset, are the same game.
//
// A played_at written without an offset (a wall clock where the players
// sat) is compared as written, so scoring the same file on a machine in
// another time zone finds the same game; its prefix keeps it apart from
// the same clock reading written as UTC, which is another instant.
func Identity(r scoring.Record) (string, error) {
	if wall, ok := r.Wall(); ok {
		return identity(r, wall, "wall-clock\n")
	}
	return instantIdentity(r)
}

// instantIdentity is Identity with the time as an instant: what games
// stored before wall clocks were compared as written were hashed with.
func instantIdentity(r scoring.Record) (string, error) {
	return identity(r, r.PlayedAt.UTC(), "")
}

func identity(r scoring.Record, at time.Time, prefix string) (string, error) {
	folded := r
	// As identities were made before a date alone was written back alone.
	folded.PlayedAt, folded.PlayedAtWall, folded.PlayedAtLocal, folded.PlayedAtDateOnly = at, time.Time{}, false, false
	if r.PlayedAt.IsZero() {
		folded.PlayedAt = time.Time{}
	}
	folded.Players = make([]scoring.Player, len(r.Players))
	for i, p := range r.Players {
		p.Name = playlog.NameKey(p.Name)
		folded.Players[i] = p
	}
	b, err := scoring.MarshalRecord(folded)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(append([]byte(prefix), b...))
	return hex.EncodeToString(sum[:]), nil
}

// value is one printed value as used.
type value struct {
	N      *int           `json:"vp"` // null when unknown
	Source catalog.Source `json:"source"`
}

func valueOf(v catalog.Value) value {
	out := value{Source: v.Source}
	if v.Known() {
		n := v.N
		out.N = &n
	}
	return out
}

// values are the printed values a result used: every good's VP, the
// warehouse rows and the VP of the missions held, so an old game can be
// re-scored as it was even after the box profile changes.
type values struct {
	Goods     map[altiplano.Good]value `json:"goods"`
	Warehouse []row                    `json:"warehouse"`
	MoreRows  bool                     `json:"more_rows"`
	Missions  map[int]value            `json:"missions,omitempty"`
}

// row is one printed warehouse row as used.
type row struct {
	Capacity value `json:"capacity"`
	VP       value `json:"vp"`
}

func valuesUsed(r scoring.Record, c catalog.Catalog) values {
	v := values{Goods: map[altiplano.Good]value{}, Missions: map[int]value{}}
	for _, g := range altiplano.Goods() {
		v.Goods[g] = valueOf(c.GoodVP(g))
	}
	wh := c.Warehouse()
	v.MoreRows = !c.Layout().Final
	for _, r := range wh.Rows {
		v.Warehouse = append(v.Warehouse, row{valueOf(r.Capacity), valueOf(r.VP)})
	}
	for _, p := range r.Players {
		for _, m := range p.Missions {
			v.Missions[int(m.ID)] = valueOf(c.MissionVP(m.ID))
		}
	}
	return v
}

// Result reads back the result a game was kept with, its keys written as
// Go names them or in snake_case (imported from a JSON export).
func Result(g playlog.Game) (scoring.Result, error) {
	var res scoring.Result
	err := json.Unmarshal(playlog.GoKeys(g.Result), &res)
	return res, err
}
