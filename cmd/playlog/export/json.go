package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"time"
)

// JSONFormat and JSONVersion identify WriteJSON's output, so that games
// import (or any script) can tell what it is reading. Version 2 carries
// everything stored, so an export imported into an empty history exports
// again byte for byte.
const (
	JSONFormat  = "altiplano-history"
	JSONVersion = 2
)

// The JSON document WriteJSON writes. Keys are English identifiers in
// snake_case, like the CSV header; the README documents each.
type (
	jsonGame struct {
		ID          int64           `json:"id"`
		Game        string          `json:"game"`
		Hash        string          `json:"hash"`
		PlayedAt    string          `json:"played_at"` // RFC 3339, UTC
		SetupCode   string          `json:"setup_code"`
		Missions    bool            `json:"missions"` // the mission variant was played
		DurationMin int             `json:"duration_min"`
		Location    string          `json:"location"`
		PlayerCount int             `json:"player_count"`
		Assumptions []string        `json:"assumptions"`
		Players     []jsonPlayer    `json:"players"`
		Record      string          `json:"record"`           // the record as scored (YAML)
		Values      json.RawMessage `json:"values,omitempty"` // the printed values the result used
		Result      json.RawMessage `json:"result,omitempty"` // the score result (as score --json, internal keys)
	}
	jsonPlayer struct {
		Seat        int            `json:"seat"`
		Name        string         `json:"name"`
		Coins       int            `json:"coins"`
		Categories  jsonCategories `json:"categories"`
		Scores      []jsonScore    `json:"scores,omitempty"` // a game other than Altiplano: points per category
		Total       int            `json:"total"`
		Rank        int            `json:"rank"`
		Winner      bool           `json:"winner"` // rank 1, shared or not
		StartPlayer bool           `json:"start_player"`
		Role        string         `json:"role"`
		Missions    []jsonMission  `json:"missions"` // mission cards held
	}
	jsonCategories struct {
		Goods      int `json:"goods"`
		Boats      int `json:"boats"`
		Houses     int `json:"houses"`
		Orders     int `json:"orders"`
		HouseBonus int `json:"house_bonus"`
		Warehouse  int `json:"warehouse"`
		Missions   int `json:"missions"`
	}
	jsonScore struct {
		Category string `json:"category"`
		Points   int    `json:"points"`
	}
	jsonMission struct {
		ID       int  `json:"id"`
		Achieved bool `json:"achieved"`
		VP       int  `json:"vp"`
	}
)

func toJSON(g Game) jsonGame {
	jg := jsonGame{
		ID: g.ID, Game: g.gameID(), Hash: g.Hash, PlayedAt: g.PlayedAt.UTC().Format(time.RFC3339),
		SetupCode: g.SetupCode, Missions: g.Missions, DurationMin: g.DurationMin, Location: g.Location,
		PlayerCount: len(g.Players), Assumptions: append([]string{}, g.Assumptions...),
		Players: make([]jsonPlayer, 0, len(g.Players)), Record: string(g.Record),
		Values: rawOrNil(g.Values), Result: rawOrNil(g.Result),
	}
	for _, p := range g.Players {
		c := p.Categories
		jp := jsonPlayer{
			Seat: p.Seat, Name: p.Name, Coins: p.Coins,
			Categories: jsonCategories{c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions},
			Total:      p.Total, Rank: p.Rank, Winner: p.Won(), StartPlayer: p.StartPlayer, Role: p.Role,
			Missions: make([]jsonMission, 0, len(p.Missions)),
		}
		for _, sc := range p.Scores {
			jp.Scores = append(jp.Scores, jsonScore(sc))
		}
		for _, m := range p.Missions {
			jp.Missions = append(jp.Missions, jsonMission(m))
		}
		jg.Players = append(jg.Players, jp)
	}
	return jg
}

// fromJSON is the game a jsonGame describes, as it was stored.
func fromJSON(jg jsonGame) (Game, error) {
	at, err := time.Parse(time.RFC3339, jg.PlayedAt)
	if err != nil {
		return Game{}, &InvalidError{Field: "played_at", Reason: ReasonFormat, Value: jg.PlayedAt}
	}
	if jg.PlayerCount != len(jg.Players) {
		return Game{}, &InvalidError{Field: "player_count", Reason: ReasonRange, Value: fmt.Sprint(jg.PlayerCount)}
	}
	if jg.DurationMin < 0 {
		return Game{}, &InvalidError{Field: "duration_min", Reason: ReasonRange, Value: fmt.Sprint(jg.DurationMin)}
	}
	g := Game{ID: jg.ID, Game: jg.Game, Hash: jg.Hash, PlayedAt: at, SetupCode: jg.SetupCode, Missions: jg.Missions,
		DurationMin: jg.DurationMin, Location: jg.Location, Record: nilIfEmpty([]byte(jg.Record)),
		Values: compact(jg.Values), Result: compact(jg.Result)}
	if len(jg.Assumptions) > 0 {
		g.Assumptions = jg.Assumptions
	}
	for _, jp := range jg.Players {
		c := jp.Categories
		p := Player{Seat: jp.Seat, Name: jp.Name, Coins: jp.Coins, Total: jp.Total, Rank: jp.Rank,
			StartPlayer: jp.StartPlayer, Role: jp.Role,
			Categories: Categories{c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions}}
		for _, m := range jp.Missions {
			p.Missions = append(p.Missions, Mission(m))
		}
		for _, sc := range jp.Scores {
			p.Scores = append(p.Scores, Score(sc))
		}
		if jp.Winner != (jp.Rank == 1) {
			return Game{}, &InvalidError{Field: "players.winner", Seat: jp.Seat, Reason: ReasonRange, Value: fmt.Sprint(jp.Winner)}
		}
		g.Players = append(g.Players, p)
	}
	return g, nil
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

// WriteJSON writes the games of src as one JSON document,
// {"format":"altiplano-history","version":2,"games":[…]}, one game at a
// time: every stored field of each game, every player with every category,
// rank, winner flag and the missions held, and the record, values and
// result blobs. Lists are [] rather than null when empty.
func WriteJSON(w io.Writer, src Source) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "{\n  \"format\": %q,\n  \"version\": %d,\n  \"games\": [", JSONFormat, JSONVersion)
	n := 0
	err := src(func(g Game) error {
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

// ReadJSON reads a WriteJSON document from r one game at a time, giving
// each to fn as it was stored. A document of another format or a newer
// version is an *InvalidError, as is a game that does not describe one.
func ReadJSON(r io.Reader, fn func(Game) error) error {
	dec := json.NewDecoder(r)
	if err := expectDelim(dec, '{'); err != nil {
		return err
	}
	format, version, sawGames := "", 0, false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		switch key {
		case "format":
			if err := dec.Decode(&format); err != nil {
				return err
			}
		case "version":
			if err := dec.Decode(&version); err != nil {
				return err
			}
		case "games":
			if format != JSONFormat {
				return &InvalidError{Field: "format", Reason: ReasonUnknown, Value: format}
			}
			if version < 1 || version > JSONVersion {
				return &InvalidError{Field: "version", Reason: ReasonRange, Value: fmt.Sprint(version)}
			}
			sawGames = true
			if err := expectDelim(dec, '['); err != nil {
				return err
			}
			for dec.More() {
				var jg jsonGame
				if err := dec.Decode(&jg); err != nil {
					return err
				}
				g, err := fromJSON(jg)
				if err != nil {
					return err
				}
				if err := fn(g); err != nil {
					return err
				}
			}
			if err := expectDelim(dec, ']'); err != nil {
				return err
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return err
			}
		}
	}
	if !sawGames {
		return &InvalidError{Field: "games", Reason: ReasonEmpty}
	}
	return nil
}

func expectDelim(dec *json.Decoder, want json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return &InvalidError{Field: "document", Reason: ReasonFormat, Value: fmt.Sprint(tok)}
	}
	return nil
}
