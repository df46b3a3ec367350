package boxfile

import (
	"go.yaml.in/yaml/v3"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/boxprofile"
)

// A profile is written the way a person would type it (see the README):
// one line per good, row, card or tile, in the sections' usual order, with
// the English identifiers so that any language reads it back.

// MarshalProfile writes p as a box profile that ParseProfile reads back as p.
// Sections p does not record are left out; an empty profile is empty.
func MarshalProfile(p catalog.Profile) ([]byte, error) { return boxprofile.Marshal(Entries(p)) }

// Entries are the sections p records, as a profile's top-level entries in
// the file's usual order.
func Entries(p catalog.Profile) []boxprofile.Entry {
	var out []boxprofile.Entry
	for _, key := range catalog.ProfileKeys {
		if n := sectionNode(p, catalog.Section(key)); n != nil {
			out = append(out, boxprofile.Entry{Key: key, Value: n})
		}
	}
	return out
}

// SetSection writes section s of p into a profile's YAML, replacing what the
// section held and keeping every other section, with its comments, as it
// is. A section p does not record is removed.
func SetSection(p catalog.Profile, s catalog.Section) Edit {
	return boxprofile.SetEntry(string(s), sectionNode(p, s))
}

// sectionNode is section s of p as YAML; nil when p records nothing there.
func sectionNode(p catalog.Profile, s catalog.Section) *yaml.Node {
	if !p.Records(s) {
		return nil
	}
	switch s {
	case catalog.GoodsSection:
		m := boxprofile.Map(0)
		for _, g := range altiplano.Goods() {
			if vp, ok := p.Goods[g]; ok {
				m.Content = append(m.Content, boxprofile.Str(string(g)), boxprofile.Flow("vp", boxprofile.Int(vp)))
			}
		}
		return m
	case catalog.WarehouseSection:
		rows := boxprofile.Seq(0)
		for _, r := range p.WarehouseRows {
			row := boxprofile.Map(yaml.FlowStyle)
			if r.Side != "" {
				row.Content = append(row.Content, boxprofile.Str("side"), boxprofile.Str(string(r.Side)))
			}
			row.Content = append(row.Content, boxprofile.Str("capacity"), boxprofile.Int(r.Capacity))
			if r.VP != nil {
				row.Content = append(row.Content, boxprofile.Str("vp"), boxprofile.Int(*r.VP))
			}
			rows.Content = append(rows.Content, row)
		}
		m := boxprofile.Map(0)
		m.Content = append(m.Content, boxprofile.Str("rows"), rows)
		if p.MoreRows {
			m.Content = append(m.Content, boxprofile.Str("more_rows"), &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!bool", Value: "true"})
		}
		return m
	case catalog.MissionsSection:
		list := boxprofile.Seq(0)
		for _, id := range altiplano.MissionIDs() {
			if vp, ok := p.Missions[id]; ok {
				list.Content = append(list.Content, boxprofile.Flow("id", boxprofile.Int(int(id)), "vp", boxprofile.Int(vp)))
			}
		}
		return list
	case catalog.StripSection:
		return boxprofile.Flow("surcharges", boxprofile.Ints(p.Strip))
	case catalog.OrdersSection:
		list := boxprofile.Seq(0)
		for _, o := range p.Orders {
			list.Content = append(list.Content, boxprofile.Flow("vp", boxprofile.Int(o.VP), "goods", boxprofile.Words(o.Goods)))
		}
		return list
	case catalog.HousesSection:
		return boxprofile.Words(p.Houses)
	case catalog.BoatsSection:
		return boxprofile.Words(p.Boats)
	case catalog.ExtensionsSection:
		list := boxprofile.Seq(0)
		for _, t := range p.ExtensionTiles {
			tile := boxprofile.Flow("effect", boxprofile.Int(int(t.Effect)), "letter", boxprofile.Str(string(t.Letter)))
			if t.Players != altiplano.AnyPlayers {
				tile.Content = append(tile.Content, boxprofile.Str("players"), boxprofile.Str(string(t.Players)))
			}
			tile.Content = append(tile.Content, boxprofile.Str("cost"), boxprofile.Int(t.Cost))
			list.Content = append(list.Content, tile)
		}
		return list
	case catalog.RolesSection:
		m := boxprofile.Map(0)
		for _, r := range altiplano.Roles() {
			s, ok := p.Roles[r]
			if !ok {
				continue
			}
			start := boxprofile.Flow("food", boxprofile.Int(s.Food), "coins", boxprofile.Int(s.Coins))
			if s.Goods.Total() > 0 {
				counts := boxprofile.Map(yaml.FlowStyle)
				for _, g := range altiplano.Goods() {
					if n := s.Goods.Of(g); n > 0 {
						counts.Content = append(counts.Content, boxprofile.Str(string(g)), boxprofile.Int(n))
					}
				}
				start.Content = append(start.Content, boxprofile.Str("goods"), counts)
			}
			m.Content = append(m.Content, boxprofile.Str(string(r)), start)
		}
		return m
	}
	return nil
}
