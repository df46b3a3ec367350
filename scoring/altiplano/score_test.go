package altiplano_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

const (
	F = altiplano.Fish
	C = altiplano.Corn
)

func TestCategories(t *testing.T) {
	box := boxCatalog(t)
	tests := []struct {
		name string
		p    scoring.Player
		c    catalog.Catalog
		want map[altiplano.Category]int
	}{
		{"goods outside and in the warehouse; food and coins score nothing",
			scoring.Player{Name: "A", Coins: 9, Goods: map[altiplano.Good]int{altiplano.Food: 5, altiplano.Cloth: 2, altiplano.Glass: 1}, Warehouse: []scoring.Row{row(F, F)}},
			box, map[altiplano.Category]int{altiplano.ScoreGoods: 2*3 + 4 + 2*1}},
		{"boats 2 each", scoring.Player{Name: "A", Boats: 3}, box, map[altiplano.Category]int{altiplano.ScoreBoats: 6}},
		{"houses 4 each and +1 per tile of their good, warehouse included",
			scoring.Player{Name: "A", Houses: []altiplano.Good{F, altiplano.Glass}, Goods: map[altiplano.Good]int{F: 1}, Warehouse: []scoring.Row{row(F, F)}},
			box, map[altiplano.Category]int{altiplano.ScoreHouses: 8, altiplano.ScoreHouseBonus: 3, altiplano.ScoreGoods: 3}},
		{"two houses of one good give +2 per tile",
			scoring.Player{Name: "A", Houses: []altiplano.Good{F, F}, Goods: map[altiplano.Good]int{F: 2}},
			catalog.Default(), map[altiplano.Category]int{altiplano.ScoreHouses: 8, altiplano.ScoreHouseBonus: 4, altiplano.ScoreGoods: 2}},
		{"orders: printed VP; goods on orders never count",
			scoring.Player{Name: "A", Orders: []scoring.Order{{VP: 7, Goods: []altiplano.Good{altiplano.Glass, altiplano.Cloth}}, {VP: 5}}, Houses: []altiplano.Good{altiplano.Glass}},
			box, map[altiplano.Category]int{altiplano.ScoreOrders: 12, altiplano.ScoreHouses: 4}},
		{"warehouse: complete rows score what they print",
			scoring.Player{Name: "A", Warehouse: []scoring.Row{row(F, F, C), row(altiplano.Wood, altiplano.Wood, altiplano.Wood), row(altiplano.Ore, altiplano.Ore)}},
			box, map[altiplano.Category]int{altiplano.ScoreWarehouse: 1 + 2, altiplano.ScoreGoods: 2 + 3 + 4}},
		{"warehouse without a layout: {goods, vp} rows",
			scoring.Player{Name: "A", Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}, VP: vp(2)}, {Goods: []altiplano.Good{altiplano.Wood}, VP: vp(5)}}},
			catalog.Default(), map[altiplano.Category]int{altiplano.ScoreWarehouse: 7, altiplano.ScoreGoods: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := scoring.Score(game(tt.p), tt.c)
			require.NoError(t, err)
			got := res.Players[0].Categories
			total := 0
			for _, c := range altiplano.ScorePad() {
				assert.Equal(t, tt.want[c], got.Of(c), "category %s", c)
				total += tt.want[c]
			}
			assert.Equal(t, total, res.Players[0].Total)
		})
	}
}

func TestMissionsScore(t *testing.T) {
	box := boxCatalog(t)
	r := game(scoring.Player{Name: "A", Boats: 3, Missions: []scoring.Mission{{ID: 12}, {ID: 13}}})
	r.Missions = true
	res, err := scoring.Score(r, box)
	require.NoError(t, err)
	assert.Equal(t, 4, res.Players[0].Categories.Of(altiplano.ScoreMissions), "mission 12 prints 4 in the box profile; 13 not achieved")
	assert.Equal(t, []scoring.MissionResult{{ID: 12, Achieved: true, VP: 4}, {ID: 13}}, clearSource(res.Players[0].Missions))

	// Without a box profile the VP must come from the record, but only for achieved missions.
	_, err = scoring.Score(r, catalog.Default())
	assert.Equal(t, []rules.Kind{scoring.MissionVPUnknown}, kinds(t, err))
	r.Players[0].Missions[0].VP = vp(5)
	res, err = scoring.Score(r, catalog.Default())
	require.NoError(t, err)
	assert.Equal(t, 5, res.Players[0].Categories.Of(altiplano.ScoreMissions))

	// A VP that contradicts the box profile is a problem, not a silent choice.
	_, err = scoring.Score(r, box)
	assert.Equal(t, []rules.Kind{scoring.MissionVPMismatch}, kinds(t, err))
}

func clearSource(ms []scoring.MissionResult) []scoring.MissionResult {
	out := make([]scoring.MissionResult, len(ms))
	for i, m := range ms {
		out[i] = scoring.MissionResult{ID: m.ID, Achieved: m.Achieved, VP: m.VP}
	}
	return out
}

func TestRecordProblems(t *testing.T) {
	box := boxCatalog(t)
	tests := []struct {
		name string
		r    scoring.Record
		c    catalog.Catalog
		want []rules.Kind
	}{
		{"one player", scoring.Record{Version: 1, Players: []scoring.Player{{Name: "A"}}}, box, []rules.Kind{scoring.PlayerCount}},
		{"six players", scoring.Record{Version: 1, Players: []scoring.Player{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}, {Name: "F"}}}, box, []rules.Kind{scoring.PlayerCount}},
		{"names unique, any case", game(scoring.Player{Name: "Ana"}, scoring.Player{Name: "ana"}), box, []rules.Kind{rules.NameTwice}},
		{"empty name", game(scoring.Player{Name: " "}, scoring.Player{Name: "B"}), box, []rules.Kind{rules.NameEmpty}},
		{"negative counts", game(scoring.Player{Name: "A", Coins: -1, Boats: -1, Goods: map[altiplano.Good]int{F: -2}}), box,
			[]rules.Kind{rules.OutOfRange, rules.OutOfRange, rules.OutOfRange}},
		{"unknown good", game(scoring.Player{Name: "A", Goods: map[altiplano.Good]int{"gold": 1}}), box, []rules.Kind{altiplano.UnknownGood}},
		{"a house showing food or corn is unlikely (an inference)", game(scoring.Player{Name: "A", Houses: []altiplano.Good{altiplano.Food, C}}), catalog.Default(),
			[]rules.Kind{scoring.HouseUnlikely, scoring.HouseUnlikely}},
		{"a house that no recorded card shows", game(scoring.Player{Name: "A", Houses: []altiplano.Good{altiplano.Food}}), box,
			[]rules.Kind{scoring.HouseNoSuchCard}},
		{"an order that matches no card", game(scoring.Player{Name: "A", Orders: []scoring.Order{{VP: 9}}}), box, []rules.Kind{scoring.OrderNoCard}},
		{"an order whose goods match no card of its VP", game(scoring.Player{Name: "A", Orders: []scoring.Order{{VP: 5, Goods: []altiplano.Good{altiplano.Glass, F}}}}), box, []rules.Kind{scoring.OrderNoCard}},
		{"one card completed twice", game(scoring.Player{Name: "A", Orders: []scoring.Order{{VP: 8}}}, scoring.Player{Name: "B", Orders: []scoring.Order{{VP: 8}}}), box, []rules.Kind{scoring.OrderNoCard}},
		{"two roles alike", game(scoring.Player{Name: "A", Role: altiplano.Miner}, scoring.Player{Name: "B", Role: altiplano.Miner}), box, []rules.Kind{scoring.RoleTwice}},
		{"huge numbers", game(scoring.Player{Name: "A", Boats: 1<<63 - 1, Coins: 1 << 62, Goods: map[altiplano.Good]int{altiplano.Wood: 1<<63 - 1}}, scoring.Player{Name: "B", Goods: map[altiplano.Good]int{altiplano.Wood: 1<<63 - 1}}), box,
			[]rules.Kind{rules.OutOfRange, rules.OutOfRange, rules.OutOfRange, rules.OutOfRange}},
		{"implausible VP", game(scoring.Player{Name: "A", Orders: []scoring.Order{{VP: 1000}}, Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}, VP: vp(99999)}}}), catalog.Default(),
			[]rules.Kind{rules.OutOfRange, rules.OutOfRange}},
		{"warehouse rules apply", game(scoring.Player{Name: "A", Warehouse: []scoring.Row{row(F, altiplano.Food)}}), box, []rules.Kind{altiplano.WarehouseFood}},
		{"row over capacity", game(scoring.Player{Name: "A", Warehouse: []scoring.Row{row(F, F, F, F)}}), box, []rules.Kind{altiplano.WarehouseOverfull}},
		{"row said complete but short", game(scoring.Player{Name: "A", Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F}, VP: vp(1)}}}), box, []rules.Kind{scoring.RowVPButIncomplete}},
		{"row VP contradicting the box", game(scoring.Player{Name: "A", Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}, VP: vp(9)}}}), box, []rules.Kind{scoring.RowVPMismatch}},
		{"complete row whose VP is unknown", game(scoring.Player{Name: "A", Warehouse: []scoring.Row{row(F, F, F)}}), catalog.Default(), []rules.Kind{scoring.RowVPUnknown}},
		{"missions without the variant", game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 12, VP: vp(4)}}}), box, []rules.Kind{scoring.MissionsOff}},
		{"at most 2 missions", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 1}, {ID: 2}, {ID: 3}}})), box, []rules.Kind{rules.TooMany}},
		{"a mission listed twice", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 1}, {ID: 1}}})), box, []rules.Kind{altiplano.DuplicateMission}},
		{"mission ids 1–20", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 21}}})), box, []rules.Kind{altiplano.NoSuchMission}},
		{"a mission held by two players", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 1}}}, scoring.Player{Name: "B", Missions: []scoring.Mission{{ID: 1}}})), box, []rules.Kind{scoring.MissionShared}},
		{"first-to needs an answer", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 18}}})), box, []rules.Kind{missions.ClaimRequired}},
		{"first-to claimed without prerequisite", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 18, Achieved: yes()}}})), box, []rules.Kind{missions.ClaimImpossible}},
		{"achieved contradicting the state", withMissions(game(scoring.Player{Name: "A", Missions: []scoring.Mission{{ID: 12, Achieved: yes()}}})), box, []rules.Kind{missions.SaysButIsNot}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := scoring.Score(tt.r, tt.c)
			require.Error(t, err)
			assert.Equal(t, tt.want, kinds(t, err))
			assert.Equal(t, err, scoring.Validate(tt.r, tt.c).Err(), "Validate finds the same problems")
		})
	}
}

func withMissions(r scoring.Record) scoring.Record {
	r.Missions = true
	return r
}

func TestProblemsNamePlayerAndField(t *testing.T) {
	r := game(scoring.Player{Name: "Anna", Warehouse: []scoring.Row{row(F), row(altiplano.Food)}, Coins: -3})
	problems := scoring.Validate(r, boxCatalog(t))
	require.Len(t, problems, 2)
	assert.Equal(t, rules.Problem{Kind: rules.OutOfRange, Player: "Anna", Field: rules.At(altiplano.FieldCoins), N: -3, Min: 0, Max: 999}, *problems[0])
	assert.Equal(t, rules.Problem{Kind: altiplano.WarehouseFood, Player: "Anna", Field: rules.AtIndex(altiplano.FieldWarehouseRow, 2), N: 1}, *problems[1])
}

// Limits across players, for 2 players: glass 7, 10 houses, 10 boats, 10 orders in play.
func TestComponentLimitsAcrossPlayers(t *testing.T) {
	box := boxCatalog(t)
	orders := func(n int) []scoring.Order { return make([]scoring.Order, n) }
	houses := func(g altiplano.Good, n int) []altiplano.Good {
		out := make([]altiplano.Good, n)
		for i := range out {
			out[i] = g
		}
		return out
	}
	tests := []struct {
		name   string
		a, b   scoring.Player
		wantOK bool
		want   rules.Kind
	}{
		{"glass at the limit", scoring.Player{Name: "A", Goods: map[altiplano.Good]int{altiplano.Glass: 4}}, scoring.Player{Name: "B", Goods: map[altiplano.Good]int{altiplano.Glass: 3}}, true, ""},
		{"glass over the limit, warehouse and orders included",
			scoring.Player{Name: "A", Goods: map[altiplano.Good]int{altiplano.Glass: 5}, Warehouse: []scoring.Row{row(altiplano.Glass)}},
			scoring.Player{Name: "B", Orders: []scoring.Order{{VP: 5, Goods: []altiplano.Good{altiplano.Glass, altiplano.Glass}}}}, false, scoring.LimitGood},
		{"houses over 10", scoring.Player{Name: "A", Houses: houses(altiplano.Glass, 1)}, scoring.Player{Name: "B", Houses: []altiplano.Good{F, altiplano.Wood, altiplano.Stone, altiplano.Ore, altiplano.Wool, altiplano.Silver, altiplano.Cloth, altiplano.Alpaca, altiplano.Cacao, F}}, false, scoring.LimitHouses},
		{"boats over 10", scoring.Player{Name: "A", Boats: 6}, scoring.Player{Name: "B", Boats: 5}, false, scoring.LimitBoats},
		{"orders over those in play", scoring.Player{Name: "A", Orders: orders(6)}, scoring.Player{Name: "B", Orders: orders(5)}, false, scoring.LimitOrders},
		{"more houses of a good than cards show it", scoring.Player{Name: "A", Houses: houses(altiplano.Glass, 1)}, scoring.Player{Name: "B", Houses: houses(altiplano.Glass, 1)}, false, scoring.LimitHouseFaces},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			problems := scoring.Validate(game(tt.a, tt.b), box)
			if tt.wantOK {
				assert.Empty(t, problems)
				return
			}
			assert.Contains(t, kinds(t, problems.Err()), tt.want)
		})
	}
}

func player(name string, total, coins int) scoring.Player {
	// Boats are 2 VP each in every catalog: an exact total without other categories.
	return scoring.Player{Name: name, Boats: total / 2, Coins: coins}
}

func TestRanksTieBreakAndSharedPlaces(t *testing.T) {
	tests := []struct {
		name    string
		players []scoring.Player
		ranks   []int
		winners []string
		ties    []scoring.Tie
	}{
		{"clear order", []scoring.Player{player("A", 4, 0), player("B", 6, 0), player("C", 2, 9)}, []int{2, 1, 3}, []string{"B"}, nil},
		{"tie on points decided by coins", []scoring.Player{player("A", 6, 1), player("B", 6, 4), player("C", 2, 0)}, []int{2, 1, 3}, []string{"B"},
			[]scoring.Tie{{Total: 6, Players: []string{"B", "A"}, DecidedByCoins: true}}},
		{"level on points and coins share the place", []scoring.Player{player("A", 6, 2), player("B", 6, 2), player("C", 4, 0)}, []int{1, 1, 3}, []string{"A", "B"},
			[]scoring.Tie{{Total: 6, Players: []string{"A", "B"}, Shared: [][]string{{"A", "B"}}}}},
		{"shared second place", []scoring.Player{player("A", 8, 0), player("B", 4, 1), player("C", 4, 1), player("D", 2, 5)}, []int{1, 2, 2, 4}, []string{"A"},
			[]scoring.Tie{{Total: 4, Players: []string{"B", "C"}, Shared: [][]string{{"B", "C"}}}}},
		{"three level, two share after coins", []scoring.Player{player("A", 4, 1), player("B", 4, 3), player("C", 4, 1)}, []int{2, 1, 2}, []string{"B"},
			[]scoring.Tie{{Total: 4, Players: []string{"B", "A", "C"}, Shared: [][]string{{"A", "C"}}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := scoring.Score(scoring.Record{Version: 1, Players: tt.players}, catalog.Default())
			require.NoError(t, err)
			var ranks []int
			for _, p := range res.Players {
				ranks = append(ranks, p.Rank)
			}
			assert.Equal(t, tt.ranks, ranks)
			assert.Equal(t, tt.winners, res.Winners)
			assert.Equal(t, tt.ties, res.Ties)
		})
	}
}

func TestAssumptionsNameInferredValues(t *testing.T) {
	r := game(scoring.Player{Name: "A", Goods: map[altiplano.Good]int{altiplano.Glass: 1, altiplano.Cloth: 1},
		Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}, VP: vp(1)}, {Goods: []altiplano.Good{altiplano.Wood, altiplano.Wood}, VP: vp(2)}, row(altiplano.Ore)}})
	res, err := scoring.Score(r, catalog.Default())
	require.NoError(t, err)
	assert.Equal(t, []scoring.Assumption{
		{Kind: scoring.GoodsInferred, Goods: []altiplano.Good{altiplano.Wood, altiplano.Ore, altiplano.Fish, altiplano.Glass}},
		{Kind: scoring.RowsIncomplete, Player: "A", Rows: []int{3}},
		{Kind: scoring.CapacitiesUnchecked},
	}, res.Assumptions, "cloth is rulebook; only goods somebody owns are named")

	res, err = scoring.Score(game(scoring.Player{Name: "A", Goods: map[altiplano.Good]int{altiplano.Cloth: 2}}), catalog.Default())
	require.NoError(t, err)
	assert.Empty(t, res.Assumptions, "nothing inferred was used")
}

// A row whose capacity the box profile does not say holds at most the
// longest row's goods: as many is taken (as a row assumed incomplete), one
// more is refused. Three players: the supply holds 13 wood.
func TestARowOfUnknownCapacityHoldsAtMostTheLongestRowsGoods(t *testing.T) {
	longest := altiplano.RowCapacityLimit.Max
	tests := []struct {
		name  string
		goods int
		want  []rules.Kind
	}{
		{"as many as the longest row", longest, nil},
		{"one more", longest + 1, []rules.Kind{altiplano.WarehouseOverfull}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := game(scoring.Player{Name: "A", Warehouse: []scoring.Row{{Goods: []altiplano.Good{F, F, F}, VP: vp(2)},
				row(slices.Repeat([]altiplano.Good{altiplano.Wood}, tt.goods)...)}}, scoring.Player{Name: "B"}, scoring.Player{Name: "C"})
			res, err := scoring.Score(r, catalog.Default())
			if tt.want != nil {
				assert.Equal(t, tt.want, kinds(t, err))
				return
			}
			require.NoError(t, err)
			assert.Contains(t, res.Assumptions, scoring.Assumption{Kind: scoring.RowsIncomplete, Player: "A", Rows: []int{2}})
		})
	}
}

// randomValidRecord builds a valid record: goods within supply, rows that
// follow the rules on the box layout.
func randomValidRecord(rng *rand.Rand) scoring.Record {
	n := 2 + rng.IntN(4)
	r := scoring.Record{Version: 1, Missions: true}
	deck := missions.All()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	storable := []altiplano.Good{altiplano.Wood, altiplano.Stone, altiplano.Fish, altiplano.Glass, altiplano.Ore}
	for i := range n {
		p := scoring.Player{Name: string(rune('A' + i)), Coins: rng.IntN(4), Boats: rng.IntN(3), Goods: map[altiplano.Good]int{}}
		for _, g := range []altiplano.Good{altiplano.Food, altiplano.Cloth, altiplano.Silver} {
			p.Goods[g] = rng.IntN(3)
		}
		for k, g := range storable[:rng.IntN(3)] {
			length := 1 + rng.IntN([]int{3, 3, 4}[k])
			goods := make([]altiplano.Good, length)
			for j := range goods {
				goods[j] = g
			}
			p.Warehouse = append(p.Warehouse, row(goods...))
		}
		p.Houses = []altiplano.Good{altiplano.Glass, altiplano.Silver, altiplano.Cloth, altiplano.Wool, altiplano.Ore}[:rng.IntN(2)]
		p.Houses = append([]altiplano.Good(nil), p.Houses...)
		if i > 0 && len(p.Houses) > 0 {
			p.Houses[0] = []altiplano.Good{altiplano.Wood, altiplano.Stone, altiplano.Fish, altiplano.Alpaca}[i-1]
		}
		// Each completed order is a different card of the box profile.
		if rng.IntN(2) == 1 {
			p.Orders = append(p.Orders, scoring.Order{VP: []int{5, 6, 7, 5, 6}[i]})
		}
		p.Missions = []scoring.Mission{{ID: deck[2*i]}, {ID: deck[2*i+1]}}
		for k := range p.Missions {
			if missions.FirstTo(p.Missions[k].ID) {
				p.Missions[k].Achieved = new(bool)
			}
		}
		r.Players = append(r.Players, p)
	}
	return r
}

func TestPropertiesTotalsAndOrderIndependence(t *testing.T) {
	box := boxCatalog(t)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		r := randomValidRecord(rng)
		res, err := scoring.Score(r, box)
		require.NoError(t, err, "%+v", r)
		byName := map[string]scoring.PlayerScore{}
		for _, p := range res.Players {
			sum := 0
			for _, c := range altiplano.ScorePad() {
				sum += p.Categories.Of(c)
			}
			assert.Equal(t, sum, p.Total, "total is the sum of the categories")
			byName[p.Name] = p
		}
		shuffled := r
		shuffled.Players = append([]scoring.Player(nil), r.Players...)
		rng.Shuffle(len(shuffled.Players), func(i, j int) { shuffled.Players[i], shuffled.Players[j] = shuffled.Players[j], shuffled.Players[i] })
		again, err := scoring.Score(shuffled, box)
		require.NoError(t, err)
		for _, p := range again.Players {
			assert.Equal(t, byName[p.Name].Total, p.Total, "reordering players changes no total")
			assert.Equal(t, byName[p.Name].Rank, p.Rank, "reordering players changes no rank")
		}
		assert.ElementsMatch(t, res.Winners, again.Winners)
	}
}

// Mission 20 counts completed orders that asked for wool or cloth: orders of
// wool only count, and goods are needed only when the VP cannot tell.
func TestMission20(t *testing.T) {
	hand := []scoring.Mission{{ID: 20, VP: vp(5)}}
	tests := []struct {
		name     string
		orders   []scoring.Order
		c        catalog.Catalog
		achieved bool
		problem  rules.Kind
	}{
		{"two orders of wool only", []scoring.Order{{VP: 5, Goods: []altiplano.Good{altiplano.Wool, altiplano.Wool}}, {VP: 6, Goods: []altiplano.Good{altiplano.Wool}}}, catalog.Default(), true, ""},
		{"one of wool, one of fish", []scoring.Order{{VP: 5, Goods: []altiplano.Good{altiplano.Wool}}, {VP: 6, Goods: []altiplano.Good{F}}}, catalog.Default(), false, ""},
		{"goods unknown, no cards recorded", []scoring.Order{{VP: 5, Goods: []altiplano.Good{altiplano.Cloth}}, {VP: 6}}, catalog.Default(), false, missions.NeedsOrderGoods},
		{"the VP tells: every card printing 8 asks for cloth", []scoring.Order{{VP: 8}, {VP: 6, Goods: []altiplano.Good{altiplano.Wool, altiplano.Ore}}}, boxCatalog(t), true, ""},
		{"the VP tells: no card printing 4 asks for wool or cloth", []scoring.Order{{VP: 4}, {VP: 8}}, boxCatalog(t), false, ""},
		{"the VP cannot tell: cards printing 6 differ", []scoring.Order{{VP: 8}, {VP: 6}}, boxCatalog(t), false, missions.NeedsOrderGoods},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := withMissions(game(scoring.Player{Name: "A", Orders: tt.orders, Missions: hand}))
			res, err := scoring.Score(r, tt.c)
			if tt.problem != "" {
				assert.Equal(t, []rules.Kind{tt.problem}, kinds(t, err))
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.achieved, res.Players[0].Missions[0].Achieved)
		})
	}
}

// Two houses of one good each add +1 per tile: an inference the result names.
func TestTwoHousesOfOneGoodAreAnAssumption(t *testing.T) {
	r := game(scoring.Player{Name: "A", Houses: []altiplano.Good{F, F}, Goods: map[altiplano.Good]int{F: 2}})
	_, err := scoring.Score(r, boxCatalog(t))
	require.Error(t, err, "the box profile has one fish house")
	res, err := scoring.Score(r, catalog.Default())
	require.NoError(t, err)
	assert.Equal(t, 4, res.Players[0].Categories.Of(altiplano.ScoreHouseBonus))
	assert.Contains(t, res.Assumptions, scoring.Assumption{Kind: scoring.HouseBonusTwice, Player: "A", Goods: []altiplano.Good{F}})
}
