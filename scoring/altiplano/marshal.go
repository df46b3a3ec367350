package altiplano

import (
	"altiplano/rules/yamlout"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
)

// The record in the file format ParseRecord reads, with goods named by
// their English identifiers: what --save writes and the history keeps.
type recordYAML struct {
	Version  int          `yaml:"version"`
	Missions bool         `yaml:"missions,omitempty"`
	PlayedAt string       `yaml:"played_at,omitempty"`
	Code     string       `yaml:"code,omitempty"`
	Duration int          `yaml:"duration,omitempty"`
	Location string       `yaml:"location,omitempty"`
	Players  []playerYAML `yaml:"players"`
}

type playerYAML struct {
	Name      string                 `yaml:"name"`
	Coins     int                    `yaml:"coins"`
	Goods     map[altiplano.Good]int `yaml:"goods,omitempty,flow"`
	CornStore bool                   `yaml:"corn_store,omitempty"`
	Warehouse []any                  `yaml:"warehouse,omitempty"`
	Boats     int                    `yaml:"boats,omitempty"`
	Houses    []altiplano.Good       `yaml:"houses,omitempty,flow"`
	Orders    []orderYAML            `yaml:"orders,omitempty"`
	Missions  []missionYAML          `yaml:"missions,omitempty"`
	Role      altiplano.Role         `yaml:"role,omitempty"`
	Start     bool                   `yaml:"start,omitempty"`
}

type rowYAML struct {
	Goods []altiplano.Good `yaml:"goods,flow"`
	VP    int              `yaml:"vp"`
}

type orderYAML struct {
	VP    int              `yaml:"vp"`
	Goods []altiplano.Good `yaml:"goods,omitempty,flow"`
}

type missionYAML struct {
	ID       int   `yaml:"id"`
	VP       *int  `yaml:"vp,omitempty"`
	Achieved *bool `yaml:"achieved,omitempty"`
}

// flowList makes a row print on one line: [fish, fish, corn].
type flowList []altiplano.Good

func (f flowList) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, g := range f {
		n.Content = append(n.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: string(g)})
	}
	return n, nil
}

// MarshalRecord writes r in the --file format, with goods named in English,
// and played_at as the players wrote it: with their offset, or without one.
func MarshalRecord(r Record) ([]byte, error) {
	out := recordYAML{Version: r.Version, Missions: r.Missions, Code: r.Code, Duration: r.DurationMin, Location: r.Location}
	if !r.PlayedAt.IsZero() {
		out.PlayedAt = r.written().Written()
	}
	for _, p := range r.Players {
		py := playerYAML{Name: p.Name, Coins: p.Coins, CornStore: p.CornStore, Boats: p.Boats, Houses: p.Houses, Role: p.Role, Start: p.Start}
		if len(p.Goods) > 0 {
			py.Goods = p.Goods
		}
		for _, row := range p.Warehouse {
			if row.VP != nil {
				py.Warehouse = append(py.Warehouse, rowYAML{Goods: row.Goods, VP: *row.VP})
			} else {
				py.Warehouse = append(py.Warehouse, flowList(row.Goods))
			}
		}
		for _, o := range p.Orders {
			py.Orders = append(py.Orders, orderYAML{VP: o.VP, Goods: o.Goods})
		}
		for _, m := range p.Missions {
			py.Missions = append(py.Missions, missionYAML{ID: int(m.ID), VP: m.VP, Achieved: m.Achieved})
		}
		out.Players = append(out.Players, py)
	}
	return yamlout.Encode(out)
}
