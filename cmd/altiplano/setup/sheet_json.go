package setup

import (
	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	setup "altiplano/setup/altiplano"
)

// SheetJSON is the sheet as `setup --json` prints it: English identifiers,
// seats 1-based. It keeps every seat's dealt missions for tools; the text
// sheet never shows them.
type SheetJSON struct {
	Code           string                                `json:"code"`
	Seed           uint64                                `json:"seed"`
	Version        int                                   `json:"algorithm_version"`
	Players        int                                   `json:"players"`
	Names          []string                              `json:"names"`
	LocationCircle []altiplano.Location                  `json:"location_circle"`
	Supply         map[altiplano.Good]int                `json:"supply"`
	Locations      map[altiplano.Location]map[string]int `json:"locations"`
	ReturnedToBox  map[string]int                        `json:"returned_to_box"`
	Carts          int                                   `json:"carts"`
	OrdersInPlay   int                                   `json:"orders_in_play"`
	OrdersRemoved  int                                   `json:"orders_removed"`
	StartMode      string                                `json:"start_mode"`
	StartPlayer    seatJSON                              `json:"start_player"`
	RoleMode       string                                `json:"role_mode"`
	Roles          []roleSeatJSON                        `json:"roles"`
	MissionsDealt  [][]int                               `json:"missions_dealt,omitempty"`
	Extensions     extensionsJSON                        `json:"extensions"`
}

type seatJSON struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
}

type roleSeatJSON struct {
	Seat int    `json:"seat"`
	Name string `json:"name"`
	// Role is set when roles are dealt; ChoosesAt (1 = first) in a draft.
	Role      string                  `json:"role,omitempty"`
	ChoosesAt int                     `json:"chooses_at,omitempty"`
	Start     *printout.RoleStartJSON `json:"start,omitempty"`
}

type stripJSON struct {
	Slot      int               `json:"slot"`
	Tile      printout.TileJSON `json:"tile"`
	Surcharge render.JSONValue  `json:"surcharge"`
	Price     int               `json:"price"`
	// PriceSource is "inferred" when the surcharge is an unverified default.
	PriceSource string `json:"price_source"`
}

type extensionsJSON struct {
	Known bool `json:"known"`
	// Missing names what to record when the tiles are not known.
	Missing  string              `json:"missing,omitempty"`
	ByLetter map[string]int      `json:"by_letter,omitempty"`
	Removed  []printout.TileJSON `json:"removed,omitempty"`
	Strip    []stripJSON         `json:"strip,omitempty"`
	Stack    []printout.TileJSON `json:"stack,omitempty"`
}

func tilesToJSON(ts []catalog.ExtensionTile) []printout.TileJSON {
	out := []printout.TileJSON{}
	for _, t := range ts {
		out = append(out, printout.NewTileJSON(t))
	}
	return out
}

// NewSheetJSON describes s. Default seat names are English in JSON.
func NewSheetJSON(s setup.Sheet, c catalog.Catalog) SheetJSON {
	names := words.SeatNames(text.English(), s.Options)
	supply := printout.NewSupplyJSON(s.Supply)
	out := SheetJSON{
		Code: s.Code, Seed: s.Seed, Version: setup.AlgorithmVersion, Players: int(s.Options.Players), Names: names,
		LocationCircle: s.Circle, Supply: supply.Supply, Locations: supply.Locations, ReturnedToBox: supply.ReturnedToBox,
		Carts: supply.Carts, OrdersInPlay: supply.OrdersInPlay, OrdersRemoved: supply.OrdersRemoved,
		StartMode:   string(s.Options.Start),
		StartPlayer: seatJSON{Seat: s.Start + 1, Name: names[s.Start]},
		RoleMode:    string(s.Options.Roles),
	}
	for seat, name := range names {
		r := roleSeatJSON{Seat: seat + 1, Name: name}
		if s.Roles != nil {
			r.Role = string(s.Roles[seat])
			start := printout.NewRoleStartJSON(c.Role(s.Roles[seat]))
			r.Start = &start
		}
		out.Roles = append(out.Roles, r)
	}
	for pos, seat := range s.DraftOrder {
		out.Roles[seat].ChoosesAt = pos + 1
	}
	for _, hand := range s.Missions {
		ids := make([]int, len(hand))
		for i, id := range hand {
			ids[i] = int(id)
		}
		out.MissionsDealt = append(out.MissionsDealt, ids)
	}
	e := s.Extensions
	out.Extensions = extensionsJSON{Known: e.Known}
	if !e.Known {
		out.Extensions.Missing = "extensions"
		return out
	}
	out.Extensions.ByLetter = map[string]int{}
	for l, n := range e.InPlay {
		out.Extensions.ByLetter[string(l)] = n
	}
	out.Extensions.Removed = tilesToJSON(e.Removed)
	out.Extensions.Stack = tilesToJSON(e.Stack)
	for _, slot := range e.Strip {
		out.Extensions.Strip = append(out.Extensions.Strip, stripJSON{
			Slot: slot.Slot, Tile: printout.NewTileJSON(slot.Tile), Surcharge: printout.CatalogJSON(slot.Surcharge),
			Price: slot.Price, PriceSource: priceSource(slot.Surcharge),
		})
	}
	return out
}

func priceSource(surcharge catalog.Value) string {
	if surcharge.Source == catalog.Inferred {
		return string(catalog.Inferred)
	}
	return string(surcharge.Source)
}
