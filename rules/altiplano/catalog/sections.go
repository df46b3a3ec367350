package catalog

import (
	"altiplano/rules/altiplano"
)

// Section is one part of the printed values: the components a person takes
// out of the box together. Its identifier is the box profile's key.
type Section string

const (
	GoodsSection      Section = "goods"      // the scoring overview: VP per good
	WarehouseSection  Section = "warehouse"  // the rows of the warehouse board
	MissionsSection   Section = "missions"   // the VP on each mission card
	StripSection      Section = "strip"      // the surcharges beside the strip slots
	OrdersSection     Section = "orders"     // the 16 order cards
	HousesSection     Section = "houses"     // the good on each house card
	BoatsSection      Section = "boats"      // the good on each boat card
	ExtensionsSection Section = "extensions" // the 28 extension tiles
	RolesSection      Section = "roles"      // what each role tile gives at the start
)

// Sections returns every section, in the order a calibration takes them:
// what final scoring needs first, then the rest of the box.
func Sections() []Section {
	return []Section{GoodsSection, WarehouseSection, MissionsSection, StripSection, OrdersSection,
		HousesSection, BoatsSection, ExtensionsSection, RolesSection}
}

// ParseSection reads a section's identifier.
func ParseSection(s string) (Section, bool) {
	for _, sec := range Sections() {
		if string(sec) == s {
			return sec, true
		}
	}
	return "", false
}

// ForScoring reports whether final scoring can need the section's values:
// the goods' VP, the warehouse rows and the missions' VP. (Order and house
// cards are checked against when recorded, but never needed to score.)
func (s Section) ForScoring() bool {
	return s == GoodsSection || s == WarehouseSection || s == MissionsSection
}

// Verified reports whether the value is known from the rulebook or the box.
// An inferred value may be used, with a warning, but is not known.
func (v Value) Verified() bool { return v.Source == Rulebook || v.Source == Box }

// Progress is how many of a section's printed values are known (Verified).
type Progress struct{ Known, Total int }

// Complete reports whether every value of the section is known.
func (p Progress) Complete() bool { return p.Known == p.Total }

// Progress counts the known values of section s:
//
//	goods       12 values, one per good
//	warehouse   spaces and VP of each row listed, plus the number of rows
//	            (known once the layout is final); while the number of rows is
//	            unknown, rows beyond those listed cannot be counted
//	missions    20 VP
//	strip       5 surcharges
//	orders, houses, boats, extensions   16, 10, 10, 28 cards or tiles,
//	            recorded all together or not at all
//	roles       7 starts
func (c Catalog) Progress(s Section) Progress {
	box := altiplano.Box()
	switch s {
	case GoodsSection:
		p := Progress{Total: len(c.goods)}
		for _, v := range c.goods {
			p.add(v.Verified())
		}
		return p
	case WarehouseSection:
		p := Progress{Total: 1}
		p.Known = boolInt(c.warehouse.Layout().Final)
		for _, r := range c.warehouse.Rows {
			p.Total += 2
			p.Known += boolInt(r.Capacity.Verified()) + boolInt(r.VP.Verified())
		}
		return p
	case MissionsSection:
		p := Progress{Total: altiplano.MissionCount}
		for _, id := range altiplano.MissionIDs() {
			p.add(c.missions[id].Verified())
		}
		return p
	case StripSection:
		p := Progress{Total: box.ExtensionSlots}
		for _, v := range c.strip {
			p.add(v.Verified())
		}
		return p
	case OrdersSection:
		return Progress{Known: len(c.orders.Cards), Total: box.Orders}
	case HousesSection:
		return Progress{Known: len(c.houses.Goods), Total: box.Houses}
	case BoatsSection:
		return Progress{Known: len(c.boats.Goods), Total: box.Boats}
	case ExtensionsSection:
		return Progress{Known: len(c.tiles.List), Total: box.ExtensionTiles}
	case RolesSection:
		p := Progress{Total: len(altiplano.Roles())}
		for _, r := range altiplano.Roles() {
			s := c.Role(r).Source
			p.add(s == Rulebook || s == Box)
		}
		return p
	}
	return Progress{}
}

func (p *Progress) add(known bool) { p.Known += boolInt(known) }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CompleteForScoring reports whether every value final scoring can need is
// known from the rulebook or the box: all 12 goods' VP, every warehouse row
// with its spaces and VP in a final layout, and the 20 missions' VP.
func (c Catalog) CompleteForScoring() bool {
	for _, s := range Sections() {
		if s.ForScoring() && !c.Progress(s).Complete() {
			return false
		}
	}
	return true
}

// Records reports whether p records anything for section s.
func (p Profile) Records(s Section) bool {
	switch s {
	case GoodsSection:
		return len(p.Goods) > 0
	case WarehouseSection:
		return len(p.WarehouseRows) > 0
	case MissionsSection:
		return len(p.Missions) > 0
	case StripSection:
		return len(p.Strip) > 0
	case OrdersSection:
		return len(p.Orders) > 0
	case HousesSection:
		return len(p.Houses) > 0
	case BoatsSection:
		return len(p.Boats) > 0
	case ExtensionsSection:
		return len(p.ExtensionTiles) > 0
	case RolesSection:
		return len(p.Roles) > 0
	}
	return false
}

// Only returns what p records for section s, and nothing else.
func (p Profile) Only(s Section) Profile {
	var out Profile
	switch s {
	case GoodsSection:
		out.Goods = p.Goods
	case WarehouseSection:
		out.WarehouseRows, out.MoreRows = p.WarehouseRows, p.MoreRows
	case MissionsSection:
		out.Missions = p.Missions
	case StripSection:
		out.Strip = p.Strip
	case OrdersSection:
		out.Orders = p.Orders
	case HousesSection:
		out.Houses = p.Houses
	case BoatsSection:
		out.Boats = p.Boats
	case ExtensionsSection:
		out.ExtensionTiles = p.ExtensionTiles
	case RolesSection:
		out.Roles = p.Roles
	}
	return out
}
