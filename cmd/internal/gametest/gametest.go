// Package gametest is a made-up game for tests, Pebbles: two players, one
// category (pebbles, which are the points) and one tie-break key (shells).
// It plays nothing at the table; it declares what the play log needs and
// reads its records, so a test that registers it proves that the shared
// machinery (the play log, `games`, `stats`, every export) takes any game
// the registry lists:
//
//	reg := game.Registry{altiplanogame.Game{}, alpakagame.Game{}, gametest.Game{}}
//	r := cmdtest.Run(t, cmdtest.Env{Games: reg}, "games", "import", "pebbles.yaml")
//
// A record of it:
//
//	game: pebbles
//	players:
//	  - {name: Ana, pebbles: 7, shells: 2}
//	  - {name: Ben, pebbles: 7, shells: 1}
package gametest

import (
	"strconv"
	"time"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/scoring/ranking"
	"altiplano/scoring/result"
)

// ID is Pebbles' id, and BGGObjectID the BoardGameGeek id it declares.
const (
	ID          game.ID = "pebbles"
	BGGObjectID         = 4321
)

// Category and TieBreak are its category and tie-break key.
const (
	Category = "pebbles"
	TieBreak = "shells"
)

// Game is Pebbles.
type Game struct{}

var _ game.Game = Game{}

func (Game) ID() game.ID     { return ID }
func (Game) Name() text.Text { return text.List("Pebbles") }

func (Game) Help() (short, long text.Text, example string) {
	return text.List("a made-up game"), text.List("a made-up game, for tests"), ""
}

func (Game) Commands(*factory.Factory) []*cobra.Command { return nil }

func (Game) Log() game.Log { return log{} }

type log struct{}

func (log) Declare() game.Declaration {
	return game.Declaration{
		ExportName: "Pebbles", BGGObjectID: BGGObjectID, MinPlayers: 2, MaxPlayers: 2,
		Categories: []game.Key{{ID: Category, Text: text.List("pebbles")}},
		TieBreaks:  []game.Key{{ID: TieBreak, Text: text.List("shells")}},
	}
}

func (log) Reader(*factory.Factory) (game.Reader, error) { return reader{}, nil }

func (log) Identity(record []byte) (string, error) {
	g, err := reader{}.Read("", record, time.Time{})
	return g.Hash, err
}

type reader struct{}

// record is a record of Pebbles.
type record struct {
	Game    string `yaml:"game"`
	Players []struct {
		Name    string `yaml:"name"`
		Pebbles int    `yaml:"pebbles"`
		Shells  int    `yaml:"shells"`
	} `yaml:"players"`
}

// Read reads a record of two players; another count is refused at the
// players' line.
func (reader) Read(name string, data []byte, undated time.Time) (playlog.Game, error) {
	var doc yaml.Node
	var r record
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return playlog.Game{}, &rules.Problem{Kind: rules.NotANumber, Field: rules.InFile(name, "", 0), Value: err.Error()}
	}
	if err := doc.Decode(&r); err != nil || len(doc.Content) == 0 {
		return playlog.Game{}, &rules.Problem{Kind: rules.NotANumber, Field: rules.InFile(name, "", 0), Value: "?"}
	}
	if len(r.Players) != 2 {
		return playlog.Game{}, &rules.Problem{Kind: rules.PlayersRange, Field: rules.InFile(name, "players", line(doc.Content[0], "players")),
			Value: strconv.Itoa(len(r.Players)), Min: 2, Max: 2}
	}
	res := result.Result{Game: ID, TieBreak: []ranking.Key{"points", TieBreak}}
	for _, p := range r.Players {
		res.Players = append(res.Players, result.Player{Name: p.Name, Total: p.Pebbles,
			Lines: []result.Line{{Category: Category, Points: p.Pebbles}}, TieBreak: []int{p.Pebbles, p.Shells}})
	}
	res.Ranked()
	return playlog.ResultOf(res, data, undated).Stored()
}

// Rebuild reads the record again: its result is the record's.
func (r reader) Rebuild(kept playlog.Game) (playlog.Game, error) {
	g, err := r.Read("game "+strconv.FormatInt(kept.ID, 10), kept.Record, kept.PlayedAt)
	g.Result, g.Assumptions = kept.Result, kept.Assumptions
	return g, err
}

// line is the line of key in a mapping, 0 when it has none.
func line(m *yaml.Node, key string) int {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return m.Content[i].Line
		}
	}
	return 0
}
