package gametest

import (
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
	"altiplano/rules/yamlout"
	"altiplano/scoring/ranking"
	"altiplano/scoring/result"
)

// Bounds of a player's answers.
var (
	PipsScoredLimit = rules.Limit{Min: 0, Max: 120}
	RerollsLimit    = rules.Limit{Min: 0, Max: 3}
)

// Record is a finished game of dice.
type Record struct {
	Players []Player
	// Duration and Location are the table's own answers.
	Duration int
	Location string
}

// Player is one player's end state.
type Player struct {
	Name          string
	Pips, Rerolls int
}

// Category is the pad's one line, and the tie-break's keys after the
// points: rerolls left.
const Category = "pips"

// TieBreak ranks by points, then rerolls left.
var TieBreak = []ranking.Key{"points", "rerolls"}

// Parse reads a record file: game, players with name, pips and rerolls.
func Parse(file string, data []byte) (Record, error) {
	var r Record
	root, problems := yamlin.Document(file, data)
	if problems != nil {
		return r, problems
	}
	w := &yamlin.Walker{File: file}
	if root == nil || !w.Required("", root, "game", "players") {
		if root == nil {
			w.Fail("", nil, rules.Problem{Kind: yamlin.Missing, Value: "players"})
		}
		return r, w.Problems
	}
	var players *yaml.Node
	w.Mapping("", root, []string{"game", "players", "duration", "location"}, func(key string, k, v *yaml.Node) {
		switch key {
		case "game":
			if v.Value != string(ID) {
				w.Fail(key, v, rules.Problem{Kind: yamlin.UnknownKey, Value: v.Value, Names: []string{string(ID)}})
			}
		case "duration":
			r.Duration = w.Duration(key, v)
		case "location":
			r.Location = w.Location(key, v)
		case "players":
			players = k
			w.List(key, v, func(i int, item *yaml.Node) {
				at := yamlin.Index(key, i)
				var p Player
				w.Mapping(at, item, []string{"name", "pips", "rerolls"}, func(k string, _, n *yaml.Node) {
					switch k {
					case "name":
						p.Name = rules.CleanName(n.Value)
					case "pips":
						p.Pips, _ = w.Number(yamlin.Join(at, k), n, PipsScoredLimit)
					case "rerolls":
						p.Rerolls, _ = w.Number(yamlin.Join(at, k), n, RerollsLimit)
					}
				})
				r.Players = append(r.Players, p)
			})
		}
	})
	if len(w.Problems) > 0 {
		return r, w.Problems
	}
	// Who plays is found wrong at the players' line.
	for _, p := range Check(r) {
		w.Fail("players", players, *p)
	}
	return r, w.Problems.Err()
}

// Check is what the rules find wrong with a record: who plays.
func Check(r Record) rules.Problems {
	names := make([]string, len(r.Players))
	for i, p := range r.Players {
		names[i] = p.Name
	}
	if !PlayersLimit.Contains(len(names)) {
		return rules.Problems{{Kind: rules.NamesCount, Field: rules.At(rules.FieldNames), N: len(names), Min: PlayersLimit.Min, Max: PlayersLimit.Max}}
	}
	return rules.CheckNames(rules.At(rules.FieldNames), names)
}

// Score is the pad in the form every game shares.
func Score(r Record) result.Result {
	res := result.Result{Game: ID, TieBreak: TieBreak}
	for _, p := range r.Players {
		res.Players = append(res.Players, result.Player{Name: p.Name, Total: p.Pips,
			Lines: []result.Line{{Category: Category, Points: p.Pips}}, TieBreak: []int{p.Pips, p.Rerolls}})
	}
	res.Ranked()
	return res
}

// Marshal writes the record in the format Parse reads.
func Marshal(r Record) ([]byte, error) {
	type player struct {
		Name    string `yaml:"name"`
		Pips    int    `yaml:"pips"`
		Rerolls int    `yaml:"rerolls"`
	}
	f := struct {
		Game     string   `yaml:"game"`
		Players  []player `yaml:"players"`
		Duration int      `yaml:"duration,omitempty"`
		Location string   `yaml:"location,omitempty"`
	}{Game: string(ID), Duration: r.Duration, Location: r.Location}
	for _, p := range r.Players {
		f.Players = append(f.Players, player{p.Name, p.Pips, p.Rerolls})
	}
	return yamlout.Encode(f)
}
