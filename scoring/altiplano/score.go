package altiplano

import (
	"slices"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/scoring/ranking"
)

// Result is the score pad of a game.
type Result struct {
	Players []PlayerScore // in the record's order
	// Order lists indexes into Players by rank, then record order.
	Order   []int
	Winners []string
	Ties    []Tie
	// Assumptions are the unverified values and judgements the result rests on.
	Assumptions []Assumption
}

// PlayerScore is one player's column of the pad.
type PlayerScore struct {
	Name       string
	Coins      int
	Categories altiplano.Pad
	Total      int
	Rank       int // 1 for the winner; players still level after coins share it
	Missions   []MissionResult
}

// MissionResult is one held mission as scored.
type MissionResult struct {
	ID       altiplano.MissionID
	Achieved bool
	VP       int
	VPSource catalog.Source // where VP came from, when achieved
}

// Tie is a group of players level on points.
type Tie struct {
	Total   int
	Players []string // in rank order
	// DecidedByCoins is true when coins separated every player of the group;
	// Shared lists the groups still level after coins, who share a place.
	DecidedByCoins bool
	Shared         [][]string
}

// AssumptionKind says what unverified value or judgement a result rests on.
type AssumptionKind string

const (
	// GoodsInferred: goods values that are inferred were used. Goods.
	GoodsInferred AssumptionKind = "goods_values_inferred"
	// RowsIncomplete: rows of unknown length counted as incomplete. Player, Rows.
	RowsIncomplete AssumptionKind = "rows_assumed_incomplete"
	// RowVPInferred: a complete row's VP is an inferred default. Player.
	RowVPInferred AssumptionKind = "warehouse_vp_inferred"
	// MissionVPInferred: a mission's VP is an inferred default. Mission.
	MissionVPInferred AssumptionKind = "mission_vp_inferred"
	// CapacitiesUnchecked: rows written complete were taken on the record's word.
	CapacitiesUnchecked AssumptionKind = "capacities_unchecked"
	// HouseBonusTwice: a player's two houses of one good each gave +1 per
	// tile, which the rulebook does not state (it follows from "+1 per tile"
	// per house). Player, Goods.
	HouseBonusTwice AssumptionKind = "house_bonus_twice"
)

// Assumption is something the result rests on that is not verified fact.
type Assumption struct {
	Kind    AssumptionKind
	Player  string
	Goods   []altiplano.Good
	Rows    []int
	Mission altiplano.MissionID
}

// Score validates the record and computes the pad. An invalid record returns
// rules.Problems with every problem found. Every number was bounded by the
// validation, so no sum can overflow and no total is negative.
func Score(r Record, c catalog.Catalog) (Result, error) {
	evs, problems := evaluate(r, c)
	if len(problems) > 0 {
		return Result{}, problems
	}
	res := Result{Players: make([]PlayerScore, len(r.Players))}
	var goodVP altiplano.GoodCounts
	for _, g := range altiplano.Goods() {
		goodVP.Add(g, c.GoodVP(g).N)
	}
	for i, p := range r.Players {
		res.Players[i] = scorePlayer(p, evs[i], &goodVP)
	}
	rank(&res)
	res.Assumptions = assumptions(r, evs, c)
	return res, nil
}

// scorePlayer adds up one player's categories; goodVP is each good's value.
func scorePlayer(p Player, ev *evaluation, goodVP *altiplano.GoodCounts) PlayerScore {
	var pad altiplano.Pad
	for i, n := range ev.state.Owned {
		pad.Add(altiplano.ScoreGoods, n*goodVP[i])
	}
	pad.Add(altiplano.ScoreBoats, altiplano.BoatVP*p.Boats)
	pad.Add(altiplano.ScoreHouses, altiplano.HouseVP*len(p.Houses))
	for _, o := range p.Orders {
		pad.Add(altiplano.ScoreOrders, o.VP)
	}
	for _, h := range p.Houses {
		pad.Add(altiplano.ScoreHouseBonus, altiplano.HouseBonusPerTile*ev.state.Owned.Of(h))
	}
	for _, row := range ev.rows {
		if row.complete {
			pad.Add(altiplano.ScoreWarehouse, row.vp.N)
		}
	}
	for _, m := range ev.missions {
		pad.Add(altiplano.ScoreMissions, m.VP)
	}
	return PlayerScore{Name: p.Name, Coins: p.Coins, Categories: pad, Total: pad.Total(), Missions: ev.missions}
}

// TieBreak is Altiplano's: points, then coins.
var TieBreak = []ranking.Key{"points", "coins"}

// rank orders players by total, then coins; players level on both share the
// place (1, 1, 3), as the rulebook does not break that tie.
func rank(res *Result) {
	ps := res.Players
	entries := make([]ranking.Entry, len(ps))
	for i, p := range ps {
		entries[i] = ranking.Entry{Name: p.Name, Values: []int{p.Total, p.Coins}}
	}
	r := ranking.Rank(TieBreak, entries)
	for i := range ps {
		ps[i].Rank = r.Places[i]
	}
	res.Order, res.Winners = r.Order, r.Winners

	// Order is sorted by rank, so players level on points stand together.
	for start := 0; start < len(res.Order); {
		total := ps[res.Order[start]].Total
		end := start + 1
		for end < len(res.Order) && ps[res.Order[end]].Total == total {
			end++
		}
		group := res.Order[start:end]
		start = end
		if len(group) < 2 {
			continue
		}
		tie := Tie{Total: total, DecidedByCoins: true}
		for k, j := range group {
			tie.Players = append(tie.Players, ps[j].Name)
			if k > 0 && ps[group[k-1]].Coins == ps[j].Coins {
				tie.DecidedByCoins = false
				last := len(tie.Shared) - 1
				if last >= 0 && slices.Contains(tie.Shared[last], ps[group[k-1]].Name) {
					tie.Shared[last] = append(tie.Shared[last], ps[j].Name)
				} else {
					tie.Shared = append(tie.Shared, []string{ps[group[k-1]].Name, ps[j].Name})
				}
			}
		}
		res.Ties = append(res.Ties, tie)
	}
}

// assumptions lists every unverified value the result used.
func assumptions(r Record, evs []*evaluation, c catalog.Catalog) []Assumption {
	var out []Assumption
	var owned altiplano.GoodCounts
	for _, ev := range evs {
		for i, n := range ev.state.Owned {
			owned[i] += n
		}
	}
	var inferred []altiplano.Good
	for _, g := range altiplano.Goods() {
		if owned.Of(g) > 0 && c.GoodVP(g).Unverified() {
			inferred = append(inferred, g)
		}
	}
	if len(inferred) > 0 {
		out = append(out, Assumption{Kind: GoodsInferred, Goods: inferred})
	}
	unchecked := false
	for i, ev := range evs {
		unchecked = unchecked || ev.capacityUnchecked
		if len(ev.rowsAssumedIncomplete) > 0 {
			out = append(out, Assumption{Kind: RowsIncomplete, Player: r.Players[i].Name, Rows: ev.rowsAssumedIncomplete})
		}
		for _, row := range ev.rows {
			if row.complete && row.vp.Unverified() {
				out = append(out, Assumption{Kind: RowVPInferred, Player: r.Players[i].Name})
				break
			}
		}
		var houses altiplano.GoodCounts
		var twice []altiplano.Good
		for _, h := range r.Players[i].Houses {
			houses.Add(h, 1)
			if houses.Of(h) == 2 && ev.state.Owned.Of(h) > 0 {
				twice = append(twice, h)
			}
		}
		if len(twice) > 0 {
			out = append(out, Assumption{Kind: HouseBonusTwice, Player: r.Players[i].Name, Goods: twice})
		}
		for _, m := range ev.missions {
			if m.Achieved && m.VPSource == catalog.Inferred {
				out = append(out, Assumption{Kind: MissionVPInferred, Mission: m.ID})
			}
		}
	}
	if unchecked {
		out = append(out, Assumption{Kind: CapacitiesUnchecked})
	}
	return out
}
