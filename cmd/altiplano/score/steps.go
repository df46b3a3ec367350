package scorecmd

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// step is one part of a player's entry: one question and its follow-ups.
type step struct {
	field field
	name  text.M0                     // the step's name in the review
	ask   func(i int) error           // asks and fills the player's field
	show  func(scoring.Player) string // the field as the review shows it
	clear func(*scoring.Player)       // the field before anything was entered
}

// steps are a player's steps in the order of the score pad's inputs. With a
// calibrated box profile and no "first to" mission, each is one answer.
func (w *walk) steps() []step {
	steps := []step{
		{fCoins, text.FieldCoins, w.coins, func(p scoring.Player) string { return strconv.Itoa(p.Coins) }, func(p *scoring.Player) { p.Coins = 0 }},
		{fGoods, text.FieldGoods, w.goods, func(p scoring.Player) string { return w.p.GoodCounts(p.Goods) }, func(p *scoring.Player) { p.Goods = map[altiplano.Good]int{} }},
		{fWarehouse, text.FieldWarehouse, w.warehouse, w.showWarehouse, func(p *scoring.Player) { p.Warehouse = nil }},
		{fBoats, text.FieldBoats, w.boats, func(p scoring.Player) string { return strconv.Itoa(p.Boats) }, func(p *scoring.Player) { p.Boats = 0 }},
		{fHouses, text.FieldHouses, w.houses, func(p scoring.Player) string { return w.p.Goods(p.Houses) }, func(p *scoring.Player) { p.Houses = nil }},
		{fOrders, text.FieldOrders, w.orders, w.showOrders, func(p *scoring.Player) { p.Orders = nil }},
	}
	if w.record.Missions {
		steps = append(steps, step{fMissions, text.FieldMissions, w.missions, w.showMissions, func(p *scoring.Player) { p.Missions = nil }})
	}
	return steps
}

// settle runs step s of player i until the record it makes has no problem
// it did not have before the step; a problem is shown and the step is asked
// again, offering the refused answers as defaults.
func (w *walk) settle(i int, s step) error {
	before := w.snapshot()
	s.clear(&before.Players[i])
	for {
		learned, known := w.learnedKeys, cloneLearned(w.learned)
		if err := s.ask(i); err != nil {
			return err
		}
		problems := w.newProblems(before, w.record)
		if len(problems) == 0 {
			return nil
		}
		for _, pr := range problems {
			w.sayProblem(pr)
		}
		w.redo(i, s.field)
		// A value learned in this step may be what is wrong (a row of 1
		// space): it is asked again too, pre-filled.
		for _, k := range w.learnedKeys[len(learned):] {
			if a, ok := w.draft.Answer(k.String()); ok {
				w.defaults[k.String()] = a
			}
			w.draft.Forget(k.String())
		}
		w.learnedKeys, w.learned = learned[:len(learned):len(learned)], known
	}
}

// cloneLearned copies what learning changes in a profile.
func cloneLearned(p catalog.Profile) catalog.Profile {
	p.WarehouseRows = slices.Clone(p.WarehouseRows)
	p.Missions = maps.Clone(p.Missions)
	p.Goods = maps.Clone(p.Goods)
	return p
}

// redo forgets a step's answers so that it is asked again, each question
// offering its previous answer.
func (w *walk) redo(i int, f field) {
	for k, a := range w.draft.ForgetPrefix(playerKey(i, f).String()) {
		w.defaults[k] = a
	}
}

func (w *walk) player(i int) *scoring.Player { return &w.record.Players[i] }

// fits checks an answer as soon as it is typed: the first problem the
// record would have with player i's field f set by set that it has not
// without the field, as an error in the user's language. pending are the
// kinds the step's later questions settle.
func (w *walk) fits(i int, f field, set func(*scoring.Player), pending ...rules.Kind) error {
	clear := w.clearer(f)
	before := w.snapshot()
	clear(&before.Players[i])
	after := w.snapshot()
	clear(&after.Players[i])
	set(&after.Players[i])
	if problems := w.newProblems(before, after, pending...); len(problems) > 0 {
		return w.problemError(problems[0])
	}
	return nil
}

func (w *walk) clearer(f field) func(*scoring.Player) {
	for _, s := range w.steps() {
		if s.field == f {
			return s.clear
		}
	}
	return func(*scoring.Player) {}
}

// players asks for the names and the mission variant, unless a setup code
// already gave them.
func (w *walk) players() error {
	var names []string
	if w.fromCode != nil {
		names = w.p.SeatNames(*w.fromCode)
		w.record.Missions = w.fromCode.Missions
	} else {
		_, err := w.answer(question{key: tableKey(fPlayers), label: text.AskPlayers.In(w.p), check: func(s string) error {
			names = setup.ParseNames(s)
			trial := scoring.Record{Players: make([]scoring.Player, len(names))}
			for k, n := range names {
				trial.Players[k].Name = n
			}
			for _, pr := range scoring.Validate(trial, w.cat()) {
				if pr.Field.Kind == rules.FieldName || pr.Field.Kind == rules.FieldPlayers {
					return w.problemError(pr)
				}
			}
			return nil
		}})
		if err != nil {
			return err
		}
		if w.record.Missions, err = w.yesNo(tableKey(fVariant), text.AskMissionVariant.In(w.p), false, ""); err != nil {
			return err
		}
	}
	w.record.Version = scoring.RecordVersion
	w.record.Players = make([]scoring.Player, len(names))
	for i, n := range names {
		w.record.Players[i] = scoring.Player{Name: n, Goods: map[altiplano.Good]int{}}
	}
	return nil
}

func (w *walk) coins(i int) error {
	n, err := w.number(playerKey(i, fCoins), w.label(i, text.AskCoins.In(w.p)), "0", altiplano.CoinsLimit, text.ExplainCoins.In(w.p))
	w.player(i).Coins = n
	return err
}

func (w *walk) boats(i int) error {
	var n int
	_, err := w.answer(question{key: playerKey(i, fBoats), label: w.label(i, text.AskBoats.In(w.p)), def: "0", help: text.ExplainBoats.In(w.p), check: func(s string) error {
		var pr *rules.Problem
		if n, pr = altiplano.BoatsLimit.Parse("", rules.Field{}, strings.TrimSpace(s)); pr != nil {
			return w.problemError(pr)
		}
		return w.fits(i, fBoats, func(p *scoring.Player) { p.Boats = n })
	}})
	w.player(i).Boats = n
	return err
}

func (w *walk) goods(i int) error {
	var goods map[altiplano.Good]int
	_, err := w.answer(question{key: playerKey(i, fGoods), label: w.label(i, text.AskGoods.In(w.p)), help: text.ExplainGoods.In(w.p), check: func(s string) error {
		var pr *rules.Problem
		if goods, pr = scoring.ParseGoodsLine(s, w.lex); pr != nil {
			return w.goodsError(s, pr)
		}
		return w.fits(i, fGoods, func(p *scoring.Player) { p.Goods = goods })
	}})
	if err != nil {
		return err
	}
	w.player(i).Goods = goods
	w.echo(w.p.GoodCounts(goods))
	return nil
}

func (w *walk) houses(i int) error {
	var houses []altiplano.Good
	_, err := w.answer(question{key: playerKey(i, fHouses), label: w.label(i, text.AskHouses.In(w.p)), help: text.ExplainHouses.In(w.p), check: func(s string) error {
		var pr *rules.Problem
		if houses, pr = scoring.ParseGoodsList(s, w.lex); pr != nil {
			return w.goodsError(s, pr)
		}
		return w.fits(i, fHouses, func(p *scoring.Player) { p.Houses = houses })
	}})
	if err != nil {
		return err
	}
	w.player(i).Houses = houses
	if len(houses) > 0 {
		w.echo(w.p.Goods(houses))
	}
	return nil
}

func (w *walk) orders(i int) error {
	var vps []int
	_, err := w.answer(question{key: playerKey(i, fOrders), label: w.label(i, text.AskOrders.In(w.p)), help: text.ExplainOrders.In(w.p), check: func(s string) error {
		var pr *rules.Problem
		if vps, pr = scoring.ParseNumbers(s, altiplano.OrderVPLimit); pr != nil {
			return w.problemError(pr)
		}
		return w.fits(i, fOrders, func(p *scoring.Player) { p.Orders = unlisted(vps) }, missions.NeedsOrderGoods)
	}})
	if err != nil {
		return err
	}
	w.player(i).Orders = unlisted(vps)
	return w.orderGoods(i)
}

// unlisted are completed orders of the given VP, their goods not yet given.
func unlisted(vps []int) []scoring.Order {
	orders := make([]scoring.Order, len(vps))
	for k, vp := range vps {
		orders[k] = scoring.Order{VP: vp}
	}
	return orders
}

// orderGoods asks the goods of completed orders, only when mission 20 needs
// them: the VP alone (with the order cards in the box profile) cannot tell
// whether two of them asked for wool or cloth.
func (w *walk) orderGoods(i int) error {
	if !w.needsOrderGoods(i) {
		return nil
	}
	p := w.player(i)
	p.Orders = append([]scoring.Order(nil), p.Orders...)
	for k := range p.Orders {
		if len(p.Orders[k].Goods) > 0 {
			continue
		}
		hint := ""
		if k == 0 {
			hint = text.HintOrderGoods.In(w.p, p.Name)
		}
		var goods []altiplano.Good
		_, err := w.answer(question{key: playerKey(i, fOrders).follow(fOrderGoods, k+1), label: w.label(i, text.AskOrderGoods.In(w.p, k+1, p.Orders[k].VP)), help: hint,
			check: func(s string) error {
				var pr *rules.Problem
				goods, pr = scoring.ParseGoodsList(s, w.lex)
				if pr == nil && len(goods) == 0 {
					pr = &rules.Problem{Kind: scoring.EntryRowEmpty}
				}
				return w.goodsError(s, pr)
			}})
		if err != nil {
			return err
		}
		p.Orders[k].Goods = goods
	}
	return nil
}

func (w *walk) needsOrderGoods(i int) bool {
	for _, pr := range scoring.Validate(w.record, w.cat()) {
		if pr.Kind == missions.NeedsOrderGoods && pr.Player == w.player(i).Name {
			return true
		}
	}
	return false
}

func (w *walk) showOrders(p scoring.Player) string {
	parts := make([]string, len(p.Orders))
	for k, o := range p.Orders {
		parts[k] = strconv.Itoa(o.VP)
		if len(o.Goods) > 0 {
			parts[k] += " (" + w.p.Goods(o.Goods) + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// pendingInHand are what the missions step's follow-up questions settle.
var pendingInHand = []rules.Kind{missions.ClaimRequired, scoring.MissionVPUnknown, missions.NeedsOrderGoods}

func (w *walk) missions(i int) error {
	if i == 0 {
		w.listMissions()
	}
	var ids []altiplano.MissionID
	_, err := w.answer(question{key: playerKey(i, fMissions), label: w.label(i, text.AskMissions.In(w.p)), help: text.ExplainMissions.In(w.p), check: func(s string) error {
		var pr *rules.Problem
		if ids, pr = scoring.ParseMissionsLine(s, w.p.MissionText); pr != nil {
			return w.problemError(pr)
		}
		// The hand as the rules see it, before its follow-up questions: a
		// mission held twice, or by another player, is refused at once.
		return w.fits(i, fMissions, func(p *scoring.Player) { p.Missions = held(ids) }, pendingInHand...)
	}})
	if err != nil {
		return err
	}
	p := w.player(i)
	hand := held(ids)
	for k, m := range hand {
		if missions.FirstTo(m.ID) {
			yes, err := w.yesNo(playerKey(i, fMissions).follow(fAchieved, int(m.ID)), w.label(i, text.AskFirstTo.In(w.p, int(m.ID))), false,
				text.HintFirstTo.In(w.p, int(m.ID), w.p.MissionText(m.ID)))
			if err != nil {
				return err
			}
			hand[k].Achieved = &yes
		}
		if err := w.learnMissionVP(m.ID); err != nil {
			return err
		}
	}
	p.Missions = hand
	if len(ids) > 0 {
		parts := make([]string, len(ids))
		for k, id := range ids {
			parts[k] = fmt.Sprintf("%d %s", id, w.p.MissionText(id))
		}
		w.echo(strings.Join(parts, "; "))
	}
	return w.orderGoods(i)
}

func held(ids []altiplano.MissionID) []scoring.Mission {
	out := make([]scoring.Mission, len(ids))
	for k, id := range ids {
		out[k] = scoring.Mission{ID: id}
	}
	return out
}

func (w *walk) listMissions() {
	w.say(text.TitleMissions.In(w.p))
	for _, id := range missions.All() {
		w.say(fmt.Sprintf("  %2d  %s", id, w.p.MissionText(id)))
	}
}

func (w *walk) showMissions(p scoring.Player) string {
	parts := make([]string, len(p.Missions))
	for k, m := range p.Missions {
		parts[k] = strconv.Itoa(int(m.ID))
		if m.Achieved != nil {
			answer := text.ShowNo
			if *m.Achieved {
				answer = text.ShowYes
			}
			parts[k] += " (" + text.ShowAchieved.In(w.p, answer.In(w.p)) + ")"
		}
	}
	return strings.Join(parts, ", ")
}
