package catalog

import (
	"bytes"
	"slices"
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
)

// A profile is written the way a person would type it (see the README):
// one line per good, row, card or tile, in the sections' usual order, with
// the English identifiers so that any language reads it back.

// MarshalProfile writes p as a box profile that ParseProfile reads back as p.
// Sections p does not record are left out; an empty profile is empty.
func MarshalProfile(p Profile) ([]byte, error) {
	root := &yaml.Node{Kind: yaml.MappingNode}
	for _, key := range ProfileKeys {
		if n := sectionNode(p, Section(key)); n != nil {
			root.Content = append(root.Content, scalar(key), n)
		}
	}
	if len(root.Content) == 0 {
		return nil, nil
	}
	return encode(&yaml.Node{Kind: yaml.DocumentNode, Content: []*yaml.Node{root}})
}

// SetSection writes section s of p into a profile's YAML, replacing what the
// section held and keeping every other section, with its comments, as it
// is. A section p does not record is removed.
func SetSection(p Profile, s Section) Edit {
	return func(root *yaml.Node) {
		n := sectionNode(p, s)
		for i := 0; i+1 < len(root.Content); i += 2 {
			if root.Content[i].Value != string(s) {
				continue
			}
			if n == nil {
				root.Content = slices.Delete(root.Content, i, i+2)
			} else {
				root.Content[i+1] = n // the key keeps its comments
			}
			return
		}
		if n != nil {
			root.Content = append(root.Content, scalar(string(s)), n)
		}
	}
}

func encode(doc *yaml.Node) ([]byte, error) {
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// sectionNode is section s of p as YAML; nil when p records nothing there.
func sectionNode(p Profile, s Section) *yaml.Node {
	if !p.Records(s) {
		return nil
	}
	switch s {
	case GoodsSection:
		m := mapping(0)
		for _, g := range altiplano.Goods() {
			if vp, ok := p.Goods[g]; ok {
				m.Content = append(m.Content, scalar(string(g)), flow("vp", number(vp)))
			}
		}
		return m
	case WarehouseSection:
		rows := sequence(0)
		for _, r := range p.WarehouseRows {
			row := mapping(yaml.FlowStyle)
			if r.Side != "" {
				row.Content = append(row.Content, scalar("side"), scalar(string(r.Side)))
			}
			row.Content = append(row.Content, scalar("capacity"), number(r.Capacity))
			if r.VP != nil {
				row.Content = append(row.Content, scalar("vp"), number(*r.VP))
			}
			rows.Content = append(rows.Content, row)
		}
		m := mapping(0)
		m.Content = append(m.Content, scalar("rows"), rows)
		if p.MoreRows {
			m.Content = append(m.Content, scalar("more_rows"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		}
		return m
	case MissionsSection:
		list := sequence(0)
		for _, id := range altiplano.MissionIDs() {
			if vp, ok := p.Missions[id]; ok {
				list.Content = append(list.Content, flow("id", number(int(id)), "vp", number(vp)))
			}
		}
		return list
	case StripSection:
		return flow("surcharges", intList(p.Strip))
	case OrdersSection:
		list := sequence(0)
		for _, o := range p.Orders {
			list.Content = append(list.Content, flow("vp", number(o.VP), "goods", goods(o.Goods)))
		}
		return list
	case HousesSection:
		return goods(p.Houses)
	case BoatsSection:
		return goods(p.Boats)
	case ExtensionsSection:
		list := sequence(0)
		for _, t := range p.ExtensionTiles {
			tile := flow("effect", number(int(t.Effect)), "letter", scalar(string(t.Letter)))
			if t.Players != altiplano.AnyPlayers {
				tile.Content = append(tile.Content, scalar("players"), scalar(string(t.Players)))
			}
			tile.Content = append(tile.Content, scalar("cost"), number(t.Cost))
			list.Content = append(list.Content, tile)
		}
		return list
	case RolesSection:
		m := mapping(0)
		for _, r := range altiplano.Roles() {
			s, ok := p.Roles[r]
			if !ok {
				continue
			}
			start := flow("food", number(s.Food), "coins", number(s.Coins))
			if s.Goods.Total() > 0 {
				counts := mapping(yaml.FlowStyle)
				for _, g := range altiplano.Goods() {
					if n := s.Goods.Of(g); n > 0 {
						counts.Content = append(counts.Content, scalar(string(g)), number(n))
					}
				}
				start.Content = append(start.Content, scalar("goods"), counts)
			}
			m.Content = append(m.Content, scalar(string(r)), start)
		}
		return m
	}
	return nil
}

func scalar(s string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: s} }

func number(n int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!int", Value: strconv.Itoa(n)}
}

func mapping(style yaml.Style) *yaml.Node { return &yaml.Node{Kind: yaml.MappingNode, Style: style} }

func sequence(style yaml.Style) *yaml.Node { return &yaml.Node{Kind: yaml.SequenceNode, Style: style} }

// flow is a one-line mapping of keys and values: {vp: 4}.
func flow(pairs ...any) *yaml.Node {
	m := mapping(yaml.FlowStyle)
	for i := 0; i+1 < len(pairs); i += 2 {
		m.Content = append(m.Content, scalar(pairs[i].(string)), pairs[i+1].(*yaml.Node))
	}
	return m
}

func intList(ns []int) *yaml.Node {
	list := sequence(yaml.FlowStyle)
	for _, n := range ns {
		list.Content = append(list.Content, number(n))
	}
	return list
}

func goods(gs []altiplano.Good) *yaml.Node {
	list := sequence(yaml.FlowStyle)
	for _, g := range gs {
		list.Content = append(list.Content, scalar(string(g)))
	}
	return list
}
