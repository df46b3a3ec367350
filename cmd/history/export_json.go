package history

import (
	"encoding/json"
	"io"
	"time"
)

// JSONFormat and JSONVersion identify WriteJSON's output, so that a later
// import (or any script) can tell what it is reading.
const (
	JSONFormat  = "altiplano-history"
	JSONVersion = 1
)

// The JSON document WriteJSON writes. Keys are English identifiers in
// snake_case, like the CSV header.
type (
	jsonDoc struct {
		Format  string     `json:"format"`
		Version int        `json:"version"`
		Games   []jsonGame `json:"games"`
	}
	jsonGame struct {
		ID          int64        `json:"id"`
		Hash        string       `json:"hash"`
		PlayedAt    string       `json:"played_at"` // RFC 3339, UTC
		SetupCode   string       `json:"setup_code"`
		Missions    bool         `json:"missions"` // the mission variant was played
		PlayerCount int          `json:"player_count"`
		Assumptions []string     `json:"assumptions"`
		Players     []jsonPlayer `json:"players"`
	}
	jsonPlayer struct {
		Seat        int            `json:"seat"`
		Name        string         `json:"name"`
		Coins       int            `json:"coins"`
		Categories  jsonCategories `json:"categories"`
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
	jsonMission struct {
		ID       int  `json:"id"`
		Achieved bool `json:"achieved"`
		VP       int  `json:"vp"`
	}
)

// WriteJSON writes games as one JSON document:
// {"format":"altiplano-history","version":1,"games":[…]}, in the order
// given, every player with every category, rank, winner flag and the
// missions held. Lists are [] rather than null when empty.
func WriteJSON(w io.Writer, games []Game) error {
	doc := jsonDoc{Format: JSONFormat, Version: JSONVersion, Games: make([]jsonGame, 0, len(games))}
	for _, g := range games {
		jg := jsonGame{
			ID: g.ID, Hash: g.Hash, PlayedAt: g.PlayedAt.UTC().Format(time.RFC3339),
			SetupCode: g.SetupCode, Missions: g.Missions, PlayerCount: len(g.Players),
			Assumptions: append([]string{}, g.Assumptions...),
			Players:     make([]jsonPlayer, 0, len(g.Players)),
		}
		for _, p := range g.Players {
			c := p.Categories
			jp := jsonPlayer{
				Seat: p.Seat, Name: p.Name, Coins: p.Coins,
				Categories: jsonCategories{c.Goods, c.Boats, c.Houses, c.Orders, c.HouseBonus, c.Warehouse, c.Missions},
				Total:      p.Total, Rank: p.Rank, Winner: p.Won(), StartPlayer: p.StartPlayer, Role: p.Role,
				Missions: make([]jsonMission, 0, len(p.Missions)),
			}
			for _, m := range p.Missions {
				jp.Missions = append(jp.Missions, jsonMission(m))
			}
			jg.Players = append(jg.Players, jp)
		}
		doc.Games = append(doc.Games, jg)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}
