package score

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	altiplanoscore "altiplano/scoring/altiplano"
)

// The steps' fields, which name their answers in the draft.
const (
	fCoins      = "coins"
	fGoods      = "goods"
	fWarehouse  = "warehouse"
	fBoats      = "boats"
	fHouses     = "houses"
	fOrders     = "orders"
	fMissions   = "missions"
	fRow        = "row"         // one warehouse row, entered row by row
	fAchieved   = "achieved"    // a "first to" mission: the player's word
	fCornStore  = "corn_store"  // corn outside the warehouse: the corn store holds it
	fOrderGoods = "order_goods" // the goods of a completed order, for mission 20
	// What the board and the cards print, learned at the table.
	fBoardRow   = "board_row"
	fRowVP      = "row_vp"
	fMissionVP  = "mission_vp"
	fGoodsCheck = "goods_check"
	fGoodVP     = "good_vp"
)

// Steps are a player's steps in the order of the score pad's inputs. With
// a calibrated box profile and no "first to" mission, each is one answer.
func (t *table) Steps() []walk.Step {
	steps := []walk.Step{
		{Field: fCoins, Name: words.FieldCoins.T(), Ask: t.coins,
			Show:  func(_ text.Printer, i int) string { return strconv.Itoa(t.player(i).Coins) },
			Clear: func(i int) { t.player(i).Coins = 0 }},
		{Field: fGoods, Name: words.FieldGoods.T(), Ask: t.goods, Show: t.showGoods,
			Clear: func(i int) { t.player(i).Goods, t.player(i).CornStore = map[altiplano.Good]int{}, false }},
		{Field: fWarehouse, Name: words.FieldWarehouse.T(), Ask: t.warehouse, Show: t.showWarehouse,
			Clear: func(i int) { t.player(i).Warehouse = nil }},
		{Field: fBoats, Name: words.FieldBoats.T(), Ask: t.boats,
			Show:  func(_ text.Printer, i int) string { return strconv.Itoa(t.player(i).Boats) },
			Clear: func(i int) { t.player(i).Boats = 0 }},
		{Field: fHouses, Name: words.FieldHouses.T(), Ask: t.houses,
			Show:  func(p text.Printer, i int) string { return words.GoodList(p, t.player(i).Houses) },
			Clear: func(i int) { t.player(i).Houses = nil }},
		{Field: fOrders, Name: words.FieldOrders.T(), Ask: t.orders, Show: t.showOrders,
			Clear: func(i int) { t.player(i).Orders = nil }},
	}
	if t.record.Missions {
		steps = append(steps, walk.Step{Field: fMissions, Name: words.FieldMissions.T(), Ask: t.missions, Show: t.showMissions,
			Clear: func(i int) { t.player(i).Missions = nil }})
	}
	return steps
}

// goodsError is a problem with an answer naming goods: a word that names
// no good, but is a typo away from one, comes with the answer corrected
// (every such word, every copy), for one key to accept.
func (t *table) goodsError(w *walk.Walk, answer string, pr *rules.Problem) error {
	if pr == nil || pr.Kind != altiplano.UnknownGood {
		return w.ProblemError(pr)
	}
	fixed, note := words.GoodsTypo(w.P, answer, rules.Problems{pr}, t.lex)
	if fixed == "" {
		return w.ProblemError(pr)
	}
	return &prompt.Refusal{Message: w.P.Problem(pr) + "\n" + w.P.T(note), Fixed: fixed}
}

func (t *table) coins(w *walk.Walk, i int) error {
	n, err := w.Number(walk.SeatKey(i, fCoins), w.Label(i, words.AskCoins.In(w.P)), "0", altiplano.CoinsLimit, words.ExplainCoins.In(w.P))
	t.player(i).Coins = n
	return err
}

func (t *table) boats(w *walk.Walk, i int) error {
	var n int
	_, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fBoats), Label: w.Label(i, words.AskBoats.In(w.P)), Default: "0", Help: words.ExplainBoats.In(w.P), Check: func(s string) error {
		var pr *rules.Problem
		if n, pr = altiplano.BoatsLimit.Parse("", rules.Field{}, strings.TrimSpace(s)); pr != nil {
			return w.ProblemError(pr)
		}
		return w.Fits(i, fBoats, func() { t.player(i).Boats = n })
	}})
	t.player(i).Boats = n
	return err
}

// goods asks the goods outside the warehouse; corn among them is asked
// about: only the corn store keeps corn outside the warehouse (the rules
// refuse it otherwise, and the step is asked again with why).
func (t *table) goods(w *walk.Walk, i int) error {
	goods, err := walk.Fitted(w, i, fGoods, walk.Question{Label: w.Label(i, words.AskGoods.In(w.P)), Help: words.ExplainGoods.In(w.P)},
		func(s string) (map[altiplano.Good]int, error) {
			goods, pr := altiplanoscore.ParseGoodsLine(s, t.lex)
			return goods, t.goodsError(w, s, pr)
		},
		func(goods map[altiplano.Good]int) { t.player(i).Goods = goods }, altiplano.CornOutside)
	if err != nil {
		return err
	}
	w.Echo(words.GoodCounts(w.P, goods))
	p := t.player(i)
	p.CornStore = false
	if goods[altiplano.Corn] == 0 {
		return nil
	}
	p.CornStore, err = w.YesNo(walk.SeatKey(i, fGoods).Follow(fCornStore, 0), w.Label(i, words.AskCornStore.In(w.P)), false,
		words.HintCornStore.In(w.P, altiplano.CornStoreCapacity, p.Name))
	return err
}

// showGoods is the goods answer as the review shows it, with the corn
// store when it holds corn.
func (t *table) showGoods(p text.Printer, i int) string {
	shown := words.GoodCounts(p, t.player(i).Goods)
	if t.player(i).CornStore {
		shown += " (" + words.ShowCornStore.In(p) + ")"
	}
	return shown
}

func (t *table) houses(w *walk.Walk, i int) error {
	houses, err := walk.Fitted(w, i, fHouses, walk.Question{Label: w.Label(i, words.AskHouses.In(w.P)), Help: words.ExplainHouses.In(w.P)},
		func(s string) ([]altiplano.Good, error) {
			houses, pr := altiplanoscore.ParseGoodsList(s, t.lex)
			return houses, t.goodsError(w, s, pr)
		},
		func(houses []altiplano.Good) { t.player(i).Houses = houses })
	if err != nil {
		return err
	}
	if len(houses) > 0 {
		w.Echo(words.GoodList(w.P, houses))
	}
	return nil
}

func (t *table) orders(w *walk.Walk, i int) error {
	_, err := walk.Fitted(w, i, fOrders, walk.Question{Label: w.Label(i, words.AskOrders.In(w.P)), Help: words.ExplainOrders.In(w.P)},
		func(s string) ([]int, error) {
			vps, pr := altiplanoscore.ParseNumbers(s, altiplano.OrderVPLimit)
			return vps, w.ProblemError(pr)
		},
		func(vps []int) { t.player(i).Orders = unlisted(vps) }, missions.NeedsOrderGoods)
	if err != nil {
		return err
	}
	return t.orderGoods(w, i)
}

// unlisted are completed orders of the given VP, their goods not yet given.
func unlisted(vps []int) []altiplanoscore.Order {
	orders := make([]altiplanoscore.Order, len(vps))
	for k, vp := range vps {
		orders[k] = altiplanoscore.Order{VP: vp}
	}
	return orders
}

// orderGoods asks the goods of completed orders, only when mission 20 needs
// them: the VP alone (with the order cards in the box profile) cannot tell
// whether two of them asked for wool or cloth.
func (t *table) orderGoods(w *walk.Walk, i int) error {
	if !t.needsOrderGoods(i) {
		return nil
	}
	p := t.player(i)
	p.Orders = append([]altiplanoscore.Order(nil), p.Orders...)
	for k := range p.Orders {
		if len(p.Orders[k].Goods) > 0 {
			continue
		}
		if k > 0 && !t.needsOrderGoods(i) {
			break // the orders given decide the mission: the rest need not be said
		}
		hint := ""
		if k == 0 {
			hint = words.HintOrderGoods.In(w.P, p.Name)
		}
		var goods []altiplano.Good
		_, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fOrders).Follow(fOrderGoods, k+1), Label: w.Label(i, words.AskOrderGoods.In(w.P, k+1, p.Orders[k].VP)), Help: hint,
			Check: func(s string) error {
				var pr *rules.Problem
				goods, pr = altiplanoscore.ParseGoodsList(s, t.lex)
				if pr == nil && len(goods) == 0 {
					pr = &rules.Problem{Kind: altiplanoscore.EntryRowEmpty}
				}
				return t.goodsError(w, s, pr)
			}})
		if err != nil {
			return err
		}
		p.Orders[k].Goods = goods
		w.Echo(orderGoodsEcho(w.P, goods))
	}
	return nil
}

// orderGoodsEcho is an order's goods as every goods answer is echoed:
// counted, in the components' order ("1 wool, 2 fish").
func orderGoodsEcho(p text.Printer, goods []altiplano.Good) string {
	counts := map[altiplano.Good]int{}
	for _, g := range goods {
		counts[g]++
	}
	return words.GoodCounts(p, counts)
}

func (t *table) needsOrderGoods(i int) bool {
	for _, pr := range altiplanoscore.Validate(t.record, t.cat()) {
		if pr.Kind == missions.NeedsOrderGoods && pr.Player == t.player(i).Name {
			return true
		}
	}
	return false
}

func (t *table) showOrders(p text.Printer, i int) string {
	orders := t.player(i).Orders
	parts := make([]string, len(orders))
	for k, o := range orders {
		parts[k] = strconv.Itoa(o.VP)
		if len(o.Goods) > 0 {
			parts[k] += " (" + words.Goods(p, o.Goods) + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// pendingInHand are what the missions step's follow-up questions settle.
var pendingInHand = []rules.Kind{missions.ClaimRequired, missions.NeedsOrderGoods}

func (t *table) missions(w *walk.Walk, i int) error {
	switch {
	case w.Kept(walk.SeatKey(i, fMissions)): // replayed: nothing to choose from
	case t.sheet != nil && len(t.sheet.Missions) > i:
		t.listHoldable(w, i)
	case w.Once("missions"):
		t.listMissions(w)
	}
	var ids, among []altiplano.MissionID
	if t.sheet != nil && len(t.sheet.Missions) > i {
		among = t.sheet.Holdable(i)
		slices.Sort(among)
	}
	_, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fMissions), Label: w.Label(i, words.AskMissions.In(w.P)), Help: words.ExplainMissions.In(w.P), Check: func(s string) error {
		var pr *rules.Problem
		if ids, pr = altiplanoscore.ParseMissionsLine(s, func(id altiplano.MissionID) string { return words.MissionText(w.P, id) }, among); pr != nil {
			return w.ProblemError(pr)
		}
		// The hand as the rules see it, before its follow-up questions: a
		// mission held twice, or by another player, is refused at once.
		return w.Fits(i, fMissions, func() { t.player(i).Missions = held(ids) }, pendingInHand...)
	}})
	if err != nil {
		return err
	}
	hand := held(ids)
	for k, m := range hand {
		if missions.FirstTo(m.ID) {
			yes, err := w.YesNo(walk.SeatKey(i, fMissions).Follow(fAchieved, int(m.ID)), w.Label(i, words.AskFirstTo.In(w.P, int(m.ID))), false,
				words.HintFirstTo.In(w.P, int(m.ID), words.MissionText(w.P, m.ID)))
			if err != nil {
				return err
			}
			hand[k].Achieved = &yes
		}
	}
	t.player(i).Missions = hand
	if len(ids) > 0 {
		parts := make([]string, len(ids))
		for k, id := range ids {
			parts[k] = fmt.Sprintf("%d %s", id, words.MissionText(w.P, id))
		}
		w.Echo(w.P.JoinItems(parts...))
	}
	if err := t.orderGoods(w, i); err != nil { // they decide mission 20
		return err
	}
	return t.learnMissionsVP(w, i)
}

// learnMissionsVP asks what a mission card prints only for the missions
// seat i achieved: a card scores its VP only when achieved (rulebook), so
// nobody reads a card that scores nothing. What the seats answer later
// only makes a mission held now harder to achieve ("more ore than anyone
// else"); one that a change makes achieved is asked at the end (Closing).
func (t *table) learnMissionsVP(w *walk.Walk, i int) error {
	for _, id := range t.missionsVPNeeded(i) {
		if err := t.learnMissionVP(w, id); err != nil {
			return err
		}
	}
	return nil
}

func held(ids []altiplano.MissionID) []altiplanoscore.Mission {
	out := make([]altiplanoscore.Mission, len(ids))
	for k, id := range ids {
		out[k] = altiplanoscore.Mission{ID: id}
	}
	return out
}

func (t *table) listMissions(w *walk.Walk) {
	w.Say(words.TitleMissions.In(w.P))
	for _, id := range missions.All() {
		w.Say(fmt.Sprintf("  %2d  %s", id, words.MissionText(w.P, id)))
	}
}

// listHoldable lists the missions seat i may hold, as its setup code dealt
// them (its own three and its neighbours'), but those another seat holds
// already: each card exists once.
func (t *table) listHoldable(w *walk.Walk, i int) {
	w.Say(words.TitleMissionsSeat.In(w.P, t.player(i).Name))
	held := map[altiplano.MissionID]bool{}
	for j, p := range t.record.Players {
		for _, m := range p.Missions {
			held[m.ID] = held[m.ID] || j != i
		}
	}
	for _, id := range t.sheet.Holdable(i) {
		if !held[id] {
			w.Say(fmt.Sprintf("  %2d  %s", id, words.MissionText(w.P, id)))
		}
	}
}

// showMissions is a hand as the review shows it: every mission with
// whether it is achieved, a "first to" one on the player's word and any
// other by the answers, so that no card's state is read off another's.
func (t *table) showMissions(p text.Printer, i int) string {
	hand := t.player(i).Missions
	achieved := altiplanoscore.Achieved(t.record, t.cat())[i]
	parts := make([]string, len(hand))
	for k, m := range hand {
		parts[k] = strconv.Itoa(int(m.ID))
		if yes, ok := achieved[m.ID]; ok {
			answer := words.ShowNo
			if yes {
				answer = words.ShowYes
			}
			parts[k] += " (" + words.ShowAchieved.In(p, answer.In(p)) + ")"
		}
	}
	return strings.Join(parts, ", ")
}
