package altiplano

import (
	"slices"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// BoxCode is Altiplano's part of a box code: its nine sections of the box
// profile, each value a digit within the bounds of the rules. What the
// rulebook fixes travels as nothing (cloth's 3 VP, row 1's 3 spaces, the
// strip's first two surcharges); what the profile does not record travels
// as unknown. The core is what final scoring and the setup sheet's prices
// need: goods, warehouse, missions and strip.
//
// The layout of version 1 is fixed forever (the golden vectors of the
// tests): a new value or bound makes a new version, and version 1 is still
// read as it was.
type BoxCode struct{}

var _ boxcode.Game = BoxCode{}

func (BoxCode) Number() byte { return CodeNumber }

// The sections each scope carries, in the code's order.
var (
	coreSections  = []catalog.Section{catalog.GoodsSection, catalog.WarehouseSection, catalog.MissionsSection, catalog.StripSection}
	wholeSections = append(slices.Clone(coreSections), catalog.OrdersSection, catalog.HousesSection, catalog.BoatsSection,
		catalog.ExtensionsSection, catalog.RolesSection)
)

func codeSections(scope boxcode.Scope) []catalog.Section {
	if scope == boxcode.Whole {
		return wholeSections
	}
	return coreSections
}

// The values of version 1, in their order in the code.
var (
	codeSides   = []altiplano.Side{"", altiplano.Left, altiplano.Right}
	codeMarks   = []altiplano.PlayerMark{altiplano.AnyPlayers, altiplano.ThreePlus, altiplano.FourPlus, altiplano.FivePlus}
	codeLetters = altiplano.Letters()
	codeGoods   = altiplano.Goods()
	// rowsLimit: a board's rows, 0 when the profile records none.
	rowsLimit = rules.Limit{Min: 0, Max: altiplano.WarehouseRowsLimit.Max}
	// roleGoodsLimit: how many of the 12 goods a role tile shows.
	roleGoodsLimit = rules.Limit{Min: 0, Max: len(codeGoods)}
	// roleGoodLimit: tiles of one good a role tile shows, when it shows it.
	roleGoodLimit = rules.Limit{Min: 1, Max: altiplano.RoleGoodsLimit.Max}
)

// Pack writes the sections of scope that d records.
func (BoxCode) Pack(d boxprofile.Document, scope boxcode.Scope, w *boxcode.Writer) (bool, error) {
	p, err := boxfile.ReadProfile(d, altiplano.Identifiers{})
	if err != nil {
		return false, err
	}
	if !slices.ContainsFunc(codeSections(scope), p.Records) {
		return false, nil
	}
	for _, s := range codeSections(scope) {
		w.Bool(p.Records(s))
		if p.Records(s) {
			packSection(w, p, s)
		}
	}
	return true, nil
}

// Unpack reads them back.
func (BoxCode) Unpack(r *boxcode.Reader, scope boxcode.Scope, _ int) ([]boxprofile.Entry, error) {
	var p catalog.Profile
	for _, s := range codeSections(scope) {
		if r.Bool() {
			unpackSection(r, &p, s)
		}
	}
	return boxfile.Entries(p), nil
}

func packSection(w *boxcode.Writer, p catalog.Profile, s catalog.Section) {
	switch s {
	case catalog.GoodsSection:
		for _, g := range codeGoods {
			vp, ok := p.Goods[g]
			if g == altiplano.Cloth { // the rulebook's 3, or not recorded
				w.Bool(ok)
				continue
			}
			w.Maybe(vp, ok, altiplano.GoodVPLimit)
		}
	case catalog.WarehouseSection:
		w.Value(len(p.WarehouseRows), rowsLimit)
		w.Bool(p.MoreRows)
		for i, row := range p.WarehouseRows {
			boxcode.Choice(w, row.Side, codeSides)
			if i > 0 { // row 1 has the rulebook's 3 spaces
				w.Value(row.Capacity, altiplano.RowCapacityLimit)
			}
			w.Maybe(deref(row.VP), row.VP != nil, altiplano.RowVPLimit)
		}
	case catalog.MissionsSection:
		for _, id := range altiplano.MissionIDs() {
			vp, ok := p.Missions[id]
			w.Maybe(vp, ok, altiplano.MissionVPLimit)
		}
	case catalog.StripSection:
		for _, s := range p.Strip[len(altiplano.RulebookSurcharges):] {
			w.Value(s, altiplano.SurchargeLimit)
		}
	case catalog.OrdersSection:
		for _, o := range p.Orders {
			w.Value(o.VP, altiplano.OrderVPLimit)
			w.Value(len(o.Goods), altiplano.OrderGoodsLimit)
			for _, g := range o.Goods {
				boxcode.Choice(w, g, codeGoods[:])
			}
		}
	case catalog.HousesSection, catalog.BoatsSection:
		cards := p.Houses
		if s == catalog.BoatsSection {
			cards = p.Boats
		}
		for _, g := range cards {
			boxcode.Choice(w, g, codeGoods[:])
		}
	case catalog.ExtensionsSection:
		for _, t := range p.ExtensionTiles {
			w.Value(int(t.Effect), altiplano.EffectLimit)
			boxcode.Choice(w, t.Letter, codeLetters)
			boxcode.Choice(w, t.Players, codeMarks)
			w.Value(t.Cost, altiplano.TileCostLimit)
		}
	case catalog.RolesSection:
		for _, role := range altiplano.Roles() {
			start, ok := p.Roles[role]
			w.Bool(ok)
			if ok {
				packRole(w, start)
			}
		}
	}
}

// packRole writes what a role tile gives: food, coins, then how many goods
// it shows and each, in the goods' order, with its count.
func packRole(w *boxcode.Writer, start catalog.RoleStart) {
	w.Value(start.Food, altiplano.RoleFoodLimit)
	w.Value(start.Coins, altiplano.RoleCoinsLimit)
	var shown []altiplano.Good
	for _, g := range codeGoods {
		if start.Goods.Of(g) > 0 {
			shown = append(shown, g)
		}
	}
	w.Value(len(shown), roleGoodsLimit)
	next := 0 // the goods shown come in order: each is one of those after the last
	for _, g := range shown {
		i := slices.Index(codeGoods[:], g)
		w.Digit(i-next, len(codeGoods)-next)
		w.Value(start.Goods.Of(g), roleGoodLimit)
		next = i + 1
	}
}

func unpackSection(r *boxcode.Reader, p *catalog.Profile, s catalog.Section) {
	switch s {
	case catalog.GoodsSection:
		p.Goods = map[altiplano.Good]int{}
		for _, g := range codeGoods {
			if g == altiplano.Cloth {
				if r.Bool() {
					p.Goods[g] = catalog.ClothVP
				}
				continue
			}
			if vp, ok := r.Maybe(altiplano.GoodVPLimit); ok {
				p.Goods[g] = vp
			}
		}
	case catalog.WarehouseSection:
		rows := r.Value(rowsLimit)
		p.MoreRows = r.Bool()
		for i := range rows {
			row := catalog.ProfileRow{Side: boxcode.ReadChoice(r, codeSides), Capacity: altiplano.FirstRowCapacity}
			if i > 0 {
				row.Capacity = r.Value(altiplano.RowCapacityLimit)
			}
			if vp, ok := r.Maybe(altiplano.RowVPLimit); ok {
				row.VP = &vp
			}
			p.WarehouseRows = append(p.WarehouseRows, row)
		}
	case catalog.MissionsSection:
		p.Missions = map[altiplano.MissionID]int{}
		for _, id := range altiplano.MissionIDs() {
			if vp, ok := r.Maybe(altiplano.MissionVPLimit); ok {
				p.Missions[id] = vp
			}
		}
	case catalog.StripSection:
		p.Strip = slices.Clone(altiplano.RulebookSurcharges[:])
		for len(p.Strip) < altiplano.Box().ExtensionSlots {
			p.Strip = append(p.Strip, r.Value(altiplano.SurchargeLimit))
		}
	case catalog.OrdersSection:
		for range altiplano.Box().Orders {
			o := catalog.OrderCard{VP: r.Value(altiplano.OrderVPLimit)}
			for range r.Value(altiplano.OrderGoodsLimit) {
				o.Goods = append(o.Goods, boxcode.ReadChoice(r, codeGoods[:]))
			}
			p.Orders = append(p.Orders, o)
		}
	case catalog.HousesSection:
		p.Houses = readCards(r, altiplano.Box().Houses)
	case catalog.BoatsSection:
		p.Boats = readCards(r, altiplano.Box().Boats)
	case catalog.ExtensionsSection:
		for range altiplano.Box().ExtensionTiles {
			p.ExtensionTiles = append(p.ExtensionTiles, catalog.ExtensionTile{
				Effect:  altiplano.Effect(r.Value(altiplano.EffectLimit)),
				Letter:  boxcode.ReadChoice(r, codeLetters),
				Players: boxcode.ReadChoice(r, codeMarks),
				Cost:    r.Value(altiplano.TileCostLimit),
			})
		}
	case catalog.RolesSection:
		p.Roles = map[altiplano.Role]catalog.RoleStart{}
		for _, role := range altiplano.Roles() {
			if r.Bool() {
				p.Roles[role] = unpackRole(r)
			}
		}
	}
}

func unpackRole(r *boxcode.Reader) catalog.RoleStart {
	start := catalog.RoleStart{Food: r.Value(altiplano.RoleFoodLimit), Coins: r.Value(altiplano.RoleCoinsLimit), Source: catalog.Box}
	next := 0
	for range r.Value(roleGoodsLimit) {
		i := next + r.Digit(len(codeGoods)-next)
		if i >= len(codeGoods) {
			break // more goods than there are: the engine refuses the code
		}
		start.Goods.Add(codeGoods[i], r.Value(roleGoodLimit))
		next = i + 1
	}
	return start
}

func readCards(r *boxcode.Reader, n int) []altiplano.Good {
	cards := make([]altiplano.Good, n)
	for i := range cards {
		cards[i] = boxcode.ReadChoice(r, codeGoods[:])
	}
	return cards
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
