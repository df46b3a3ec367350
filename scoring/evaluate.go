package scoring

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

// evaluation is one player's final position worked out for scoring.
type evaluation struct {
	state    missions.State
	rows     []rowResult
	missions []MissionResult
	problems rules.Problems

	capacityUnchecked     bool  // a row was taken as complete on the record's word
	rowsAssumedIncomplete []int // rows of unknown capacity scored as incomplete
}

func problem(player string, field i18n.Text, msg i18n.Key, args ...any) *rules.Problem {
	return &rules.Problem{Player: player, Field: field, Message: i18n.T(msg, args...)}
}

// Validate checks a record against the rules and the box and returns every
// problem, each naming the player and the field.
func Validate(r Record, c catalog.Catalog) error {
	return validationProblems(r, c).Err()
}

func evaluate(r Record, c catalog.Catalog) ([]*evaluation, rules.Problems) {
	var problems rules.Problems
	n, countErr := rules.NewPlayerCount(len(r.Players))
	if countErr != nil {
		problems = append(problems, rules.NewProblem("", i18n.FieldPlayers, i18n.ErrRecordPlayerCount, rules.MinPlayers, rules.MaxPlayers, len(r.Players)))
	}
	seen := map[string]bool{}
	for _, p := range r.Players {
		key := strings.ToLower(strings.TrimSpace(p.Name))
		switch {
		case key == "":
			problems = append(problems, rules.NewProblem("", i18n.FieldName, i18n.ErrRecordName))
		case seen[key]:
			problems = append(problems, rules.NewProblem(p.Name, i18n.FieldName, i18n.ErrRecordNameTwice))
		}
		seen[key] = true
	}

	evs := make([]*evaluation, len(r.Players))
	storage := make([]evaluation, len(r.Players)) // one allocation for all players
	layout := c.Warehouse.Layout()
	for i, p := range r.Players {
		evs[i] = &storage[i]
		evaluatePlayer(evs[i], p, r.Missions, c, layout)
		problems = append(problems, evs[i].problems...)
	}
	states := make([]missions.State, len(evs))
	for i, ev := range evs {
		states[i] = ev.state
	}
	others := make([]missions.State, 0, len(evs))
	for i, p := range r.Players {
		others = append(append(others[:0], states[:i]...), states[i+1:]...)
		problems = append(problems, decideMissions(p, evs[i], others, c)...)
	}
	problems = append(problems, missionsHeldTwice(r)...)
	if countErr == nil {
		problems = append(problems, checkComponentLimits(r, rules.SupplyFor(n), c)...)
	}
	return evs, byPlayer(r, problems)
}

// byPlayer groups problems by player in record order, keeping each player's
// problems in the order found; problems of no one player come last.
func byPlayer(r Record, problems rules.Problems) rules.Problems {
	seat := map[string]int{}
	for i, p := range r.Players {
		if _, dup := seat[p.Name]; !dup {
			seat[p.Name] = i
		}
	}
	position := func(pr *rules.Problem) int {
		if i, ok := seat[pr.Player]; ok && pr.Player != "" {
			return i
		}
		return len(r.Players)
	}
	slices.SortStableFunc(problems, func(a, b *rules.Problem) int { return position(a) - position(b) })
	return problems
}

// Load parses a record and checks it against the rules in one pass, so a
// user sees problems of form and of rules together. The record is returned
// even when invalid, as far as it could be read.
func Load(file string, data []byte, c catalog.Catalog) (Record, error) {
	r, parseErr := ParseRecord(file, data)
	var problems rules.Problems
	if parseErr != nil {
		if !errors.As(parseErr, &problems) {
			return r, parseErr
		}
		if len(r.Players) == 0 {
			return r, problems
		}
	}
	// Rule checks on a partly read record may only add to the form problems.
	return r, append(problems, byPlayer(r, validationProblems(r, c))...).Err()
}

func validationProblems(r Record, c catalog.Catalog) rules.Problems {
	_, problems := evaluate(r, c)
	return problems
}

func evaluatePlayer(ev *evaluation, p Player, missionVariant bool, c catalog.Catalog, layout rules.Layout) {
	add := func(field i18n.Text, msg i18n.Key, args ...any) {
		ev.problems = append(ev.problems, problem(p.Name, field, msg, args...))
	}
	if p.Coins < 0 {
		add(i18n.T(i18n.FieldCoins), i18n.ErrProfileNegative, p.Coins)
	}
	if p.Boats < 0 {
		add(i18n.T(i18n.FieldBoats), i18n.ErrProfileNegative, p.Boats)
	}
	for _, g := range rules.Goods() {
		if n := p.Goods[g]; n < 0 {
			add(i18n.T(i18n.FieldGood, g.Name()), i18n.ErrProfileNegative, n)
		} else {
			ev.state.Owned.Add(g, n)
		}
	}
	for g := range p.Goods {
		if !g.Valid() {
			add(i18n.T(i18n.FieldGoods), i18n.ErrUnknownGood, string(g))
		}
	}
	for _, row := range p.Warehouse {
		for _, g := range row.Goods {
			ev.state.Stored.Add(g, 1)
			ev.state.Owned.Add(g, 1)
		}
	}
	evaluateWarehouse(p.Name, p.Warehouse, c, layout, ev)

	for i, h := range p.Houses {
		if !h.CanShowOnHouse() {
			add(i18n.T(i18n.FieldHouse, i+1), i18n.ErrProfileHouseGood, h.Name())
		}
	}
	ev.state.Boats, ev.state.Houses = p.Boats, len(p.Houses)

	ev.state.Orders = len(p.Orders)
	for i, o := range p.Orders {
		if o.VP < 0 {
			add(i18n.T(i18n.FieldOrder, i+1), i18n.ErrProfileNegative, o.VP)
		}
		switch {
		case len(o.Goods) == 0:
			ev.state.OrdersUnlisted++
		case containsAny(o.Goods, rules.Wool, rules.Cloth):
			ev.state.OrdersWoolOrCloth++
		}
	}

	if len(p.Missions) > 0 && !missionVariant {
		add(i18n.T(i18n.FieldMissions), i18n.ErrRecordMissionsOff)
	}
	if len(p.Missions) > rules.MaxMissionsPerHand {
		add(i18n.T(i18n.FieldMissions), i18n.ErrRecordTooManyMissions, len(p.Missions), rules.MaxMissionsPerHand)
	}
	for i, m := range p.Missions {
		if heldEarlier(p.Missions[:i], m.ID) {
			add(i18n.T(i18n.FieldMission, int(m.ID)), i18n.ErrRecordMissionTwice)
		}
	}
}

func containsAny(goods []rules.Good, any ...rules.Good) bool {
	for _, g := range goods {
		for _, a := range any {
			if g == a {
				return true
			}
		}
	}
	return false
}

// decideMissions decides a player's missions against the others' states and
// works out their VP.
func decideMissions(p Player, ev *evaluation, others []missions.State, c catalog.Catalog) rules.Problems {
	var problems rules.Problems
	ev.missions = make([]MissionResult, 0, len(p.Missions))
	for _, m := range p.Missions {
		field := i18n.T(i18n.FieldMission, int(m.ID))
		if !m.ID.Valid() {
			problems = append(problems, problem(p.Name, field, i18n.ErrProfileMissionID, int(m.ID)))
			continue
		}
		d := missions.Decide(m.ID, ev.state, others, m.Achieved)
		if !d.Problem.IsZero() {
			problems = append(problems, &rules.Problem{Player: p.Name, Field: field, Message: d.Problem})
			continue
		}
		printed := c.MissionVP(int(m.ID))
		vp := printed
		switch {
		case m.VP != nil && printed.Known() && printed.N != *m.VP:
			problems = append(problems, problem(p.Name, field, i18n.ErrMissionVPMismatch, *m.VP, printed.N))
			continue
		case m.VP != nil:
			vp = catalog.Value{N: *m.VP, Source: catalog.Box}
		case d.Achieved && !printed.Known():
			problems = append(problems, problem(p.Name, field, i18n.ErrMissionVPUnknown, int(m.ID)))
			continue
		}
		res := MissionResult{ID: m.ID, Achieved: d.Achieved}
		if d.Achieved {
			res.VP, res.vpSource = vp.N, vp.Source
		}
		ev.missions = append(ev.missions, res)
	}
	return problems
}

// missionsHeldTwice reports a mission card that more than one player holds:
// each card exists once.
func missionsHeldTwice(r Record) rules.Problems {
	var holders [missions.Count + 1]int // players holding each card
	for _, p := range r.Players {
		for i, m := range p.Missions {
			if m.ID.Valid() && !heldEarlier(p.Missions[:i], m.ID) {
				holders[m.ID]++
			}
		}
	}
	var problems rules.Problems
	for _, id := range missions.All() {
		if holders[id] < 2 {
			continue
		}
		var names []string
		for _, p := range r.Players {
			for _, m := range p.Missions {
				if m.ID == id {
					names = append(names, p.Name)
					break
				}
			}
		}
		problems = append(problems, rules.NewProblem("", "", i18n.ErrRecordMissionShared, int(id), strings.Join(names, ", ")))
	}
	return problems
}

func heldEarlier(ms []Mission, id missions.ID) bool {
	for _, m := range ms {
		if m.ID == id {
			return true
		}
	}
	return false
}

// checkComponentLimits compares what all players hold together with what the
// box lays out for this player count.
func checkComponentLimits(r Record, s rules.Supply, c catalog.Catalog) rules.Problems {
	var problems rules.Problems
	var used, housesShowing rules.GoodCounts
	houses, boats, orders := 0, 0, 0
	for _, p := range r.Players {
		for g, n := range p.Goods {
			used.Add(g, n)
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
			if h.CanShowOnHouse() { // others are reported for the player already
				housesShowing.Add(h, 1)
			}
		}
		boats += p.Boats
		orders += len(p.Orders)
	}
	for _, g := range rules.Goods() {
		if used.Of(g) > s.Goods[g] {
			problems = append(problems, &rules.Problem{Message: i18n.T(i18n.ErrLimitGood, used.Of(g), g.Name(), s.Goods[g], int(s.Players))})
		}
	}
	limit := func(have, max int, msg i18n.Key) {
		if have > max {
			problems = append(problems, rules.NewProblem("", "", msg, have, max))
		}
	}
	limit(houses, s.Houses, i18n.ErrLimitHouses)
	limit(boats, s.Boats, i18n.ErrLimitBoats)
	limit(orders, s.OrdersInPlay, i18n.ErrLimitOrders)
	if c.Houses != nil {
		var cards rules.GoodCounts
		for _, g := range c.Houses {
			cards.Add(g, 1)
		}
		for _, g := range rules.Goods() {
			if housesShowing.Of(g) > cards.Of(g) {
				problems = append(problems, &rules.Problem{Message: i18n.T(i18n.ErrLimitHouseFaces, housesShowing.Of(g), g.Name(), cards.Of(g))})
			}
		}
	}
	return problems
}

// itoaList renders row numbers for messages.
func itoaList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
