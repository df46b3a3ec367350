package altiplano

import (
	"errors"
	"slices"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/yamlin"
)

// evaluation is one player's final position worked out for scoring.
type evaluation struct {
	state    missions.State
	rows     []rowResult
	missions []MissionResult
	// achieved are the missions decided, achieved or not, whatever their
	// VP: what a player's answers say of each card (Achieved).
	achieved map[altiplano.MissionID]bool
	problems rules.Problems

	capacityUnchecked     bool  // a row was taken as complete on the record's word
	rowsAssumedIncomplete []int // rows of unknown capacity scored as incomplete
}

// Validate checks a record against the rules and the box and returns every
// problem, each naming the player and the field (in a record read from a
// file, the key path and line), in the order of InOrder. The walk-through
// asks it the same question about a record still being entered, so there
// is one validation.
func Validate(r Record, c catalog.Catalog) rules.Problems {
	_, problems := evaluate(r, c)
	return problems
}

func evaluate(r Record, c catalog.Catalog) ([]*evaluation, rules.Problems) {
	var problems rules.Problems
	n, countErr := altiplano.NewPlayerCount(len(r.Players))
	if countErr != nil {
		pr := &rules.Problem{Kind: PlayerCount, Field: rules.At(rules.FieldPlayers), N: len(r.Players), Min: altiplano.MinPlayers, Max: altiplano.MaxPlayers}
		r.placeInList(pr)
		problems = append(problems, pr)
	}
	problems = append(problems, checkNames(r)...)
	problems = append(problems, checkRoles(r)...)
	problems = append(problems, checkStart(r)...)

	evs := make([]*evaluation, len(r.Players))
	storage := make([]evaluation, len(r.Players)) // one allocation for all players
	layout := c.Layout()
	for i, p := range r.Players {
		evs[i] = &storage[i]
		evaluatePlayer(evs[i], p, r.Missions, c, layout)
		problems = append(problems, r.placed(i, evs[i].problems)...)
	}
	states := make([]missions.State, len(evs))
	for i, ev := range evs {
		states[i] = ev.state
	}
	others := make([]missions.State, 0, len(evs))
	for i, p := range r.Players {
		others = append(append(others[:0], states[:i]...), states[i+1:]...)
		problems = append(problems, r.placed(i, decideMissions(p, evs[i], others, c))...)
	}
	// Problems of no one player, at the players list or the card in question.
	all := missionsHeldTwice(r)
	if countErr == nil {
		all = append(all, checkComponentLimits(r, altiplano.SupplyFor(n), c.Houses())...)
	}
	for _, pr := range all {
		r.placeInList(pr)
	}
	problems = append(problems, checkOrderCards(r, c.Orders())...)
	return evs, InOrder(r, append(problems, all...))
}

// placed places player i's problems in the record's file, when it was
// read from one.
func (r Record) placed(i int, problems rules.Problems) rules.Problems {
	for _, pr := range problems {
		r.Place(i, pr)
	}
	return problems
}

// checkNames applies the one name rule to every player.
func checkNames(r Record) rules.Problems {
	var problems rules.Problems
	looks := rules.Looks{} // the seat that gave each look first
	for i, p := range r.Players {
		if pr := rules.CheckName(p.Name, rules.At(rules.FieldName), p.Name); pr != nil {
			if here, ok := r.PlayerField(i, "name"); ok {
				// In a file, the line; the message quotes the name.
				pr.Player, pr.Field = "", here
			}
			problems = append(problems, pr)
			continue
		}
		if j, seen := looks.Seen(p.Name, i); seen {
			// In a file, both places: this one, and the first one's line.
			pr := rules.TwiceAt(rules.At(rules.FieldName), r.Players[j].Name, p.Name)
			pr.Player = p.Name
			if here, ok := r.PlayerField(i, "name"); ok {
				there, _ := r.PlayerField(j, "name")
				pr.Field, pr.N = here, there.Line
			}
			problems = append(problems, pr)
		}
	}
	return problems
}

// checkStart refuses more than one start player.
// In a file, each start player after the first is named at its line,
// with the first one's line.
func checkStart(r Record) rules.Problems {
	var starters []string
	var seats []int
	for i, p := range r.Players {
		if p.Start {
			starters, seats = append(starters, p.Name), append(seats, i)
		}
	}
	if len(starters) < 2 {
		return nil
	}
	if _, inFile := r.PlayerField(seats[0], "start"); !inFile {
		return rules.Problems{&rules.Problem{Kind: StartTwice, Names: starters}}
	}
	var problems rules.Problems
	first, _ := r.PlayerField(seats[0], "start")
	for _, i := range seats[1:] {
		here, _ := r.PlayerField(i, "start")
		problems = append(problems, &rules.Problem{Kind: StartTwice, Names: starters, Field: here, N: first.Line})
	}
	return problems
}

// checkRoles refuses one role tile held by two players.
func checkRoles(r Record) rules.Problems {
	var problems rules.Problems
	holders := map[altiplano.Role][]string{}
	seats := map[altiplano.Role][]int{}
	for i, p := range r.Players {
		if p.Role != "" {
			holders[p.Role] = append(holders[p.Role], p.Name)
			seats[p.Role] = append(seats[p.Role], i)
		}
	}
	for _, role := range altiplano.Roles() {
		if len(holders[role]) < 2 {
			continue
		}
		first, inFile := r.PlayerField(seats[role][0], "role")
		if !inFile {
			problems = append(problems, &rules.Problem{Kind: RoleTwice, Value: string(role), Names: holders[role]})
			continue
		}
		// In a file, each later holder at its line, with the first one's.
		for _, i := range seats[role][1:] {
			here, _ := r.PlayerField(i, "role")
			problems = append(problems, &rules.Problem{Kind: RoleTwice, Value: string(role), Names: holders[role], Field: here, N: first.Line})
		}
	}
	return problems
}

// Load parses a record and checks it against the rules in one pass, so a
// user sees problems of form and of rules together. The record is returned
// even when invalid, as far as it could be read.
func Load(file string, data []byte, lex altiplano.Lexicon, c catalog.Catalog) (Record, error) {
	r, parseErr := ParseRecord(file, data, lex)
	var problems rules.Problems
	if parseErr != nil {
		if !errors.As(parseErr, &problems) {
			return r, parseErr
		}
		if len(r.Players) == 0 || yamlin.GaveUpOn(problems) {
			return r, problems
		}
	}
	// Rule checks on a partly read record may only add to the form problems.
	return r, InOrder(r, append(problems, Validate(r, c)...)).Err()
}

func evaluatePlayer(ev *evaluation, p Player, missionVariant bool, c catalog.Catalog, layout altiplano.Layout) {
	add := func(pr *rules.Problem) {
		if pr != nil {
			pr.Player = p.Name
			ev.problems = append(ev.problems, pr)
		}
	}
	add(altiplano.CoinsLimit.Check(p.Name, rules.At(altiplano.FieldCoins), p.Coins))
	add(altiplano.BoatsLimit.Check(p.Name, rules.At(altiplano.FieldBoats), p.Boats))
	for g, n := range p.Goods {
		if !g.Valid() {
			add(&rules.Problem{Kind: altiplano.UnknownGood, Field: rules.At(altiplano.FieldGoods), Value: string(g)})
			continue
		}
		if pr := altiplano.GoodLimit(g).Check(p.Name, rules.Field{Kind: altiplano.FieldGood, Item: string(g)}, n); pr != nil {
			add(pr)
			continue
		}
		ev.state.Owned.Add(g, n)
	}
	add(altiplano.CheckCorn(p.Name, p.Goods[altiplano.Corn], p.CornStore))
	if len(p.Warehouse) > altiplano.WarehouseRowsLimit.Max {
		add(&rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldWarehouse), N: len(p.Warehouse), Max: altiplano.WarehouseRowsLimit.Max})
	} else {
		for _, row := range p.Warehouse {
			for _, g := range row.Goods {
				ev.state.Stored.Add(g, 1)
				ev.state.Owned.Add(g, 1)
			}
		}
		evaluateWarehouse(p.Name, p.Warehouse, c.Warehouse(), layout, ev)
	}

	houses := c.Houses()
	if len(p.Houses) > altiplano.HousesLimit.Max {
		add(&rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldHouses), N: len(p.Houses), Max: altiplano.HousesLimit.Max})
	}
	for i, h := range p.Houses {
		if shows, source := houses.Shows(h); !shows {
			kind := HouseUnlikely
			if source == catalog.Box {
				kind = HouseNoSuchCard
			}
			add(&rules.Problem{Kind: kind, Field: rules.AtIndex(altiplano.FieldHouse, i+1), Item: string(h)})
		}
	}
	ev.state.Boats, ev.state.Houses = p.Boats, len(p.Houses)

	if len(p.Orders) > altiplano.OrdersLimit.Max {
		add(&rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldOrders), N: len(p.Orders), Max: altiplano.OrdersLimit.Max})
	}
	ev.state.Orders = len(p.Orders)
	cards := c.Orders().Cards
	for i, o := range p.Orders {
		field := rules.AtIndex(altiplano.FieldOrder, i+1)
		add(altiplano.OrderVPLimit.Check(p.Name, field, o.VP))
		if len(o.Goods) > altiplano.OrderGoodsLimit.Max {
			add(&rules.Problem{Kind: rules.TooMany, Field: field, N: len(o.Goods), Max: altiplano.OrderGoodsLimit.Max})
		}
		needs := woolOrCloth(o.Goods)
		if len(o.Goods) == 0 {
			needs = woolOrClothByVP(o.VP, cards)
		}
		switch needs {
		case unknown:
			ev.state.OrdersUnlisted++
		case yes:
			ev.state.OrdersWoolOrCloth++
		}
	}

	if len(p.Missions) > 0 && !missionVariant {
		add(&rules.Problem{Kind: MissionsOff, Field: rules.At(altiplano.FieldMissions)})
	}
	if len(p.Missions) > altiplano.MissionsLimit.Max {
		add(&rules.Problem{Kind: rules.TooMany, Field: rules.At(altiplano.FieldMissions), N: len(p.Missions), Max: altiplano.MissionsLimit.Max})
	}
	for i, m := range p.Missions {
		if heldEarlier(p.Missions[:i], m.ID) {
			add(&rules.Problem{Kind: altiplano.DuplicateMission, Field: rules.AtIndex(altiplano.FieldMission, int(m.ID)), Ref: int(m.ID)})
		}
	}
}

type answer int

const (
	no answer = iota
	yes
	unknown
)

func woolOrCloth(goods []altiplano.Good) answer {
	if slices.Contains(goods, altiplano.Wool) || slices.Contains(goods, altiplano.Cloth) {
		return yes
	}
	return no
}

// woolOrClothByVP tells, from the order cards recorded in the box profile,
// whether a completed order of vp asked for wool or cloth: known when every
// card printing vp agrees, so mission 20 needs the goods only when the VP
// alone cannot decide it.
func woolOrClothByVP(vp int, cards []catalog.OrderCard) answer {
	if cards == nil {
		return unknown
	}
	seen := map[answer]bool{}
	for _, card := range cards {
		if card.VP == vp {
			seen[woolOrCloth(card.Goods)] = true
		}
	}
	if len(seen) == 1 {
		for a := range seen {
			return a
		}
	}
	return unknown
}

// decideMissions decides a player's missions against the others' states and
// works out their VP.
func decideMissions(p Player, ev *evaluation, others []missions.State, c catalog.Catalog) rules.Problems {
	var problems rules.Problems
	ev.missions = make([]MissionResult, 0, len(p.Missions))
	ev.achieved = make(map[altiplano.MissionID]bool, len(p.Missions))
	for _, m := range p.Missions {
		fail := func(pr rules.Problem) {
			pr.Player, pr.Field, pr.Ref = p.Name, rules.AtIndex(altiplano.FieldMission, int(m.ID)), int(m.ID)
			problems = append(problems, &pr)
		}
		if !m.ID.Valid() {
			fail(rules.Problem{Kind: altiplano.NoSuchMission, N: int(m.ID)})
			continue
		}
		if m.VP != nil && !altiplano.MissionVPLimit.Contains(*m.VP) {
			fail(rules.Problem{Kind: rules.OutOfRange, N: *m.VP, Min: altiplano.MissionVPLimit.Min, Max: altiplano.MissionVPLimit.Max})
			continue
		}
		d := missions.Decide(m.ID, ev.state, others, m.Achieved)
		if d.Problem != "" {
			fail(rules.Problem{Kind: d.Problem})
			continue
		}
		ev.achieved[m.ID] = d.Achieved
		printed := c.MissionVP(m.ID)
		vp := printed
		switch {
		case m.VP != nil && printed.Known() && printed.N != *m.VP:
			fail(rules.Problem{Kind: MissionVPMismatch, N: *m.VP, Max: printed.N})
			continue
		case m.VP != nil:
			vp = catalog.BoxValue(*m.VP)
		case d.Achieved && !printed.Known():
			fail(rules.Problem{Kind: MissionVPUnknown})
			continue
		}
		res := MissionResult{ID: m.ID, Achieved: d.Achieved}
		if d.Achieved {
			res.VP, res.VPSource = vp.N, vp.Source
		}
		ev.missions = append(ev.missions, res)
	}
	return problems
}

// missionsHeldTwice reports a mission card that more than one player holds:
// each card exists once.
func missionsHeldTwice(r Record) rules.Problems {
	holders := map[altiplano.MissionID][]string{}
	for _, p := range r.Players {
		for i, m := range p.Missions {
			if m.ID.Valid() && !heldEarlier(p.Missions[:i], m.ID) {
				holders[m.ID] = append(holders[m.ID], p.Name)
			}
		}
	}
	var problems rules.Problems
	for _, id := range missions.All() {
		if len(holders[id]) > 1 {
			problems = append(problems, &rules.Problem{Kind: MissionShared, Ref: int(id), Names: holders[id]})
		}
	}
	return problems
}

func heldEarlier(ms []Mission, id altiplano.MissionID) bool {
	for _, m := range ms {
		if m.ID == id {
			return true
		}
	}
	return false
}

// checkComponentLimits compares what all players hold together with what the
// box lays out for this player count.
func checkComponentLimits(r Record, s altiplano.Supply, houseFaces catalog.Faces) rules.Problems {
	var problems rules.Problems
	var used, housesShowing altiplano.GoodCounts
	houses, boats, orders := 0, 0, 0
	for _, p := range r.Players {
		for g, n := range p.Goods {
			if altiplano.GoodLimit(g).Contains(n) { // others are reported for the player already
				used.Add(g, n)
			}
		}
		for _, row := range p.Warehouse {
			for _, g := range row.Goods {
				used.Add(g, 1)
			}
		}
		for _, o := range p.Orders {
			for _, g := range o.Goods {
				used.Add(g, 1)
			}
		}
		houses += len(p.Houses)
		for _, h := range p.Houses {
			housesShowing.Add(h, 1)
		}
		if altiplano.BoatsLimit.Contains(p.Boats) {
			boats += p.Boats
		}
		orders += len(p.Orders)
	}
	for _, g := range altiplano.Goods() {
		if used.Of(g) > s.Goods[g] {
			problems = append(problems, &rules.Problem{Kind: LimitGood, N: used.Of(g), Item: string(g), Max: s.Goods[g], Min: int(s.Players)})
		}
	}
	limit := func(kind rules.Kind, have, max int) {
		if have > max {
			problems = append(problems, &rules.Problem{Kind: kind, N: have, Max: max})
		}
	}
	limit(LimitHouses, houses, s.Houses)
	limit(LimitBoats, boats, s.Boats)
	limit(LimitOrders, orders, s.OrdersInPlay)
	for _, g := range altiplano.Goods() {
		// A good no card shows is reported for each house already.
		if cards, known := houseFaces.Count(g); known && cards > 0 && housesShowing.Of(g) > cards {
			problems = append(problems, &rules.Problem{Kind: LimitHouseFaces, N: housesShowing.Of(g), Item: string(g), Max: cards})
		}
	}
	return problems
}
