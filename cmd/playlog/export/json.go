package export

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"altiplano/cmd/playlog"
	"altiplano/rules"
)

// JSONFormat and JSONVersion identify WriteJSON's output, so that games
// import (or any script) can tell what it is reading. Version 5 carries
// everything stored, each game with its own categories and tie-break keys
// and at the time its players wrote (played_at with their offset, or
// without one, beside the instant the history orders by), every key in
// snake_case, so an export imported into an empty history exports again
// byte for byte, wherever either is done. Versions 1 to 4 are read too:
// their result's keys are Go's names (Place, TieBreak; see
// playlog.SnakeKeys); before 4, their played_at is an instant in UTC, and
// their hash was made by an older identity rule (see ReadJSON); versions 1
// and 2 have a fixed set of categories and coins, other games' points
// under scores.
const (
	JSONFormat  = "altiplano-history"
	JSONVersion = 5
)

// The JSON document WriteJSON writes. Keys are English identifiers in
// snake_case, like the CSV header; altiplano help exports documents each. A game's own
// keys (its categories and tie-break keys) are objects in the game's
// order.
type (
	jsonGame struct {
		ID        int64      `json:"id"`
		Game      playlog.ID `json:"game"`
		Hash      string     `json:"hash"`
		FirstHash string     `json:"first_hash,omitempty"` // the hash it was first kept under, when another
		// PlayedAt is RFC 3339 as the players wrote it: with their offset,
		// or without one; PlayedAtUTC is the instant, in UTC, the history
		// orders and selects by (for a time without an offset, where it was
		// placed when it was scored).
		PlayedAt    string          `json:"played_at"`
		PlayedAtUTC string          `json:"played_at_utc,omitempty"`
		SetupCode   string          `json:"setup_code"`
		Missions    bool            `json:"missions"` // played with mission cards
		DurationMin int             `json:"duration_min"`
		Location    string          `json:"location"`
		PlayerCount int             `json:"player_count"`
		Assumptions []string        `json:"assumptions"`
		Players     []jsonPlayer    `json:"players"`
		Record      string          `json:"record"`           // the record as scored, in the game's file format
		Values      json.RawMessage `json:"values,omitempty"` // the printed values the result used
		Result      json.RawMessage `json:"result,omitempty"` // the score result as its game worked it out
	}
	jsonPlayer struct {
		Seat        int           `json:"seat"`
		Name        string        `json:"name"`
		TieBreak    keyed         `json:"tie_break"`  // the tie-break values after the points, by key
		Categories  keyed         `json:"categories"` // points per category, by key
		Total       int           `json:"total"`
		Rank        int           `json:"rank"`
		Winner      bool          `json:"winner"` // rank 1, shared or not
		StartPlayer bool          `json:"start_player"`
		Role        string        `json:"role"`
		Missions    []jsonMission `json:"missions"` // mission cards held
	}
	jsonMission struct {
		ID       int  `json:"id"`
		Achieved bool `json:"achieved"`
		VP       int  `json:"vp"`
	}
	// readPlayer is a player as every version writes one: the keys of
	// versions 3 and 4, and the coins and scores of the versions before.
	readPlayer struct {
		jsonPlayer
		Coins  *int        `json:"coins"`
		Scores []jsonScore `json:"scores"`
	}
	jsonScore struct {
		Category string `json:"category"`
		Points   int    `json:"points"`
	}
	readGame struct {
		jsonGame
		Players []readPlayer `json:"players"`
	}
)

// keyed is a JSON object whose keys keep their order: a game's own keys,
// written and read in the game's order.
type keyed []keyedValue

type keyedValue struct {
	Key   string
	Value int
}

func (k keyed) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, kv := range k {
		if i > 0 {
			b.WriteByte(',')
		}
		key, err := json.Marshal(kv.Key)
		if err != nil {
			return nil, err
		}
		b.Write(key)
		fmt.Fprintf(&b, ":%d", kv.Value)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func (k *keyed) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := expectDelim(dec, '{'); err != nil {
		return err
	}
	*k = nil
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		var v int
		if err := dec.Decode(&v); err != nil {
			return err
		}
		*k = append(*k, keyedValue{Key: tok.(string), Value: v})
	}
	return expectDelim(dec, '}')
}

func toJSON(g playlog.Game) jsonGame {
	jg := jsonGame{
		ID: g.ID, Game: g.Game, Hash: g.Hash, PlayedAt: playedAt(g), PlayedAtUTC: g.PlayedAt.UTC().Format(time.RFC3339),
		SetupCode: g.SetupCode, Missions: g.Missions, DurationMin: g.DurationMin, Location: g.Location,
		PlayerCount: len(g.Players), Assumptions: append([]string{}, g.Assumptions...),
		Players: make([]jsonPlayer, 0, len(g.Players)), Record: string(g.Record),
		Values: rawOrNil(g.Values), Result: rawOrNil(playlog.SnakeKeys(g.Result)),
	}
	if g.FirstHash != g.Hash {
		jg.FirstHash = g.FirstHash
	}
	for _, p := range g.Players {
		jp := jsonPlayer{
			Seat: p.Seat, Name: p.Name, TieBreak: keyed{}, Categories: keyed{},
			Total: p.Total, Rank: p.Rank, Winner: p.Won(), StartPlayer: p.StartPlayer, Role: p.Role,
			Missions: make([]jsonMission, 0, len(p.Missions)),
		}
		for _, t := range p.TieBreak {
			jp.TieBreak = append(jp.TieBreak, keyedValue(t))
		}
		for _, sc := range p.Scores {
			jp.Categories = append(jp.Categories, keyedValue{Key: sc.Category, Value: sc.Points})
		}
		for _, m := range p.Missions {
			jp.Missions = append(jp.Missions, jsonMission(m))
		}
		jg.Players = append(jg.Players, jp)
	}
	return jg
}

// legacyCoins is the tie-break of every game whose points versions 1 and 2
// wrote under categories: the coins they wrote beside them.
const legacyCoins = "coins"

// fromJSON is the game a document of version describes, as it was stored.
func fromJSON(rg readGame, version int) (playlog.Game, error) {
	jg := rg.jsonGame
	at, wall, dateOnly, err := readPlayedAt(jg, version)
	if err != nil {
		return playlog.Game{}, err
	}
	if jg.PlayerCount != len(rg.Players) {
		return playlog.Game{}, &playlog.InvalidError{Field: "player_count", Reason: playlog.ReasonOther, Value: fmt.Sprint(jg.PlayerCount),
			Other: "players", Want: fmt.Sprint(len(rg.Players))}
	}
	if jg.DurationMin < 0 {
		return playlog.Game{}, &playlog.InvalidError{Field: "duration_min", Reason: playlog.ReasonRange, Value: fmt.Sprint(jg.DurationMin)}
	}
	g := playlog.Game{ID: jg.ID, Game: jg.Game, Hash: jg.Hash, FirstHash: jg.FirstHash, PlayedAt: at, WallClock: wall, DateOnly: dateOnly,
		SetupCode: jg.SetupCode, Missions: jg.Missions, DurationMin: jg.DurationMin, Location: jg.Location,
		Record: nilIfEmpty([]byte(jg.Record)), Values: compact(jg.Values), Result: compact(jg.Result)}
	if version < 4 {
		// Kept by an older identity rule: the hash is the one it was
		// first kept under, and its game makes its Hash again.
		g.Hash, g.FirstHash = "", jg.Hash
	}
	if len(jg.Assumptions) > 0 {
		g.Assumptions = jg.Assumptions
	}
	for _, jp := range rg.Players {
		p := playlog.Player{Seat: jp.Seat, Name: jp.Name, Total: jp.Total, Rank: jp.Rank,
			StartPlayer: jp.StartPlayer, Role: jp.Role}
		for _, m := range jp.Missions {
			p.Missions = append(p.Missions, playlog.Mission(m))
		}
		switch {
		case version < 3 && len(jp.Scores) > 0:
			// A game other than the first: its points under scores, its
			// categories and coins a fixed set of zeros.
			for _, sc := range jp.Scores {
				p.Scores = append(p.Scores, playlog.Score(sc))
			}
		default:
			for _, kv := range jp.Categories {
				p.Scores = append(p.Scores, playlog.Score{Category: kv.Key, Points: kv.Value})
			}
			if version < 3 && jp.Coins != nil {
				p.TieBreak = []playlog.Tie{{Key: legacyCoins, Value: *jp.Coins}}
			}
		}
		for _, kv := range jp.TieBreak {
			p.TieBreak = append(p.TieBreak, playlog.Tie(kv))
		}
		if jp.Winner != (jp.Rank == 1) {
			return playlog.Game{}, &playlog.InvalidError{Field: "players.winner", Seat: jp.Seat, Reason: playlog.ReasonRange, Value: fmt.Sprint(jp.Winner)}
		}
		g.Players = append(g.Players, p)
	}
	return g, nil
}

// readPlayedAt reads a game's time: in version 4, as the players wrote it,
// with the instant the history orders it by; before, an instant in UTC.
func readPlayedAt(jg jsonGame, version int) (at time.Time, wall, dateOnly bool, err error) {
	bad := func(field, value string) error {
		return &playlog.InvalidError{Field: field, Reason: playlog.ReasonFormat, Value: value}
	}
	if version < 4 {
		at, err := time.Parse(time.RFC3339, jg.PlayedAt)
		if err != nil {
			return at, false, false, bad("played_at", jg.PlayedAt)
		}
		return rules.AtOwnOffset(at), false, false, nil
	}
	instant, err := time.Parse(time.RFC3339, jg.PlayedAtUTC)
	if err != nil {
		return instant, false, false, bad("played_at_utc", jg.PlayedAtUTC)
	}
	// played_at is what the players wrote; played_at_utc is derived from
	// it, so a disagreement is said of played_at, with the instant beside.
	disagrees := &playlog.InvalidError{Field: "played_at", Reason: playlog.ReasonOther, Value: jg.PlayedAt,
		Other: "played_at_utc", Want: jg.PlayedAtUTC}
	written, ok := rules.ParsePlayedAt(jg.PlayedAt)
	if !ok || written.Written() != jg.PlayedAt { // only as an export writes it
		return time.Time{}, false, false, bad("played_at", jg.PlayedAt)
	}
	if !written.Local {
		if !written.At.Equal(instant) {
			return written.At, false, false, disagrees
		}
		return written.At, false, written.DateOnly, nil
	}
	// The offset at which the clock the players read is the instant.
	offset := written.At.Sub(instant)
	if offset%time.Minute != 0 || offset.Abs() > playlog.MaxOffset*time.Second {
		return written.At, false, false, disagrees
	}
	return rules.AtOwnOffset(instant.In(time.FixedZone("", int(offset/time.Second)))), true, written.DateOnly, nil
}

// compact stores a blob as it was stored: compact JSON.
func compact(raw json.RawMessage) []byte {
	if len(raw) == 0 {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return nil
	}
	return b.Bytes()
}

func rawOrNil(b []byte) json.RawMessage {
	if len(b) == 0 || !json.Valid(b) {
		return nil
	}
	return json.RawMessage(b)
}

func nilIfEmpty(b []byte) []byte {
	if len(b) == 0 {
		return nil
	}
	return b
}

// WriteJSON writes the games of src as one JSON document,
// {"format":"altiplano-history","version":5,"games":[…]}, one game at a
// time: every stored field of each game, every player with the game's own
// categories and tie-break values, rank, winner flag and the missions
// held, and the record, values and result blobs. Lists are [] rather than
// null when empty.
func WriteJSON(w io.Writer, src playlog.Source) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "{\n  \"format\": %q,\n  \"version\": %d,\n  \"games\": [", JSONFormat, JSONVersion)
	n := 0
	err := src(func(g playlog.Game) error {
		b, err := json.MarshalIndent(toJSON(g), "    ", "  ")
		if err != nil {
			return err
		}
		if n > 0 {
			bw.WriteByte(',')
		}
		n++
		bw.WriteString("\n    ")
		_, err = bw.Write(b)
		return err
	})
	if err != nil {
		return err
	}
	if n > 0 {
		bw.WriteString("\n  ")
	}
	bw.WriteString("]\n}\n")
	return bw.Flush()
}
