package scorecmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
	"altiplano/setup"
)

// walk is one interactive scoring session: it asks for the end state one
// short line at a time and builds the same Record that `score --file` reads.
type walk struct {
	p      i18n.Printer
	ask    prompt.Prompter
	out    io.Writer // echoes, lists and the review go to standard error
	draft  *draftStore
	cat    catalog.Catalog // the catalog with what was learned this session
	saveTo func(edits ...catalog.Edit) (string, error)

	record scoring.Record
	// defaults holds the previous answers while the review asks a step again.
	defaults map[string]string
	// fromCode is set when seats and the mission variant come from a setup code.
	fromCode *setup.Options
}

func (w *walk) localize(err error) error { return cmdutil.InLanguage(w.p, err) }

// answer returns the draft's answer to q, or asks and records it.
func (w *walk) answer(q prompt.Question) (string, error) {
	return w.answerWithHint(q, "")
}

// answerWithHint prints hint (when the question is really asked) on a line of
// its own: a prompt's label must stay shorter than the terminal is wide. A
// question without a key is not part of the entry: never replayed or recorded.
func (w *walk) answerWithHint(q prompt.Question, hint string) (string, error) {
	if a, ok := w.draft.answers[q.Key]; ok && q.Key != "" {
		return a, nil
	}
	if hint != "" {
		fmt.Fprintln(w.out, hint)
	}
	if v := q.Validate; v != nil {
		q.Validate = func(s string) error { return w.localize(v(s)) }
	}
	if previous, ok := w.defaults[q.Key]; ok {
		q.Default = previous
	}
	a, err := w.ask.Ask(q)
	if err != nil || q.Key == "" {
		return a, err
	}
	return a, w.draft.set(q.Key, a)
}

func (w *walk) say(key i18n.Key, args ...any) { fmt.Fprintln(w.out, w.p.Sprintf(key, args...)) }

func (w *walk) label(player string, key i18n.Key, args ...any) string {
	if player == "" {
		return w.p.Sprintf(key, args...)
	}
	return player + " · " + w.p.Sprintf(key, args...)
}

// yesNo asks a yes/no question.
func (w *walk) yesNo(key, label string, def bool) (bool, error) {
	return w.yesNoWithHint(key, label, def, "")
}

func (w *walk) yesNoWithHint(key, label string, def bool, hint string) (bool, error) {
	d := w.p.Sprintf(i18n.AnswerNo)
	if def {
		d = w.p.Sprintf(i18n.AnswerYes)
	}
	a, err := w.answerWithHint(prompt.Question{Key: key, Label: label, Default: d, Validate: func(s string) error {
		if _, ok := prompt.ParseYesNo(s); !ok {
			return rules.NewProblem("", "", i18n.ErrEntryYesNo, s)
		}
		return nil
	}}, hint)
	v, _ := prompt.ParseYesNo(a)
	return v, err
}

func (w *walk) number(key, label, def string, min int) (int, error) {
	return w.numberWithHint(key, label, def, min, "")
}

func (w *walk) numberWithHint(key, label, def string, min int, hint string) (int, error) {
	a, err := w.answerWithHint(prompt.Question{Key: key, Label: label, Default: def, Validate: func(s string) error {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < min {
			return rules.NewProblem("", "", i18n.ErrEntryNotNumber, s)
		}
		return nil
	}}, hint)
	n, _ := strconv.Atoi(strings.TrimSpace(a))
	return n, err
}

func playerKey(i int, field string) string { return "p" + strconv.Itoa(i+1) + "." + field }

// run asks everything, lets the user review and edit, and returns the record.
func (w *walk) run() (scoring.Record, error) {
	if err := w.players(); err != nil {
		return scoring.Record{}, err
	}
	for i := range w.record.Players {
		for _, step := range w.steps() {
			if err := step.ask(i); err != nil {
				return scoring.Record{}, err
			}
		}
	}
	if err := w.checkGoodsValues(); err != nil {
		return scoring.Record{}, err
	}
	return w.record, w.review()
}

// players asks for the names and the mission variant, unless a setup code
// already gave them.
func (w *walk) players() error {
	var names []string
	if w.fromCode != nil {
		names = w.fromCode.SeatNames(w.p)
		w.record.Missions = w.fromCode.Missions
	} else {
		a, err := w.answer(prompt.Question{Key: "players", Label: w.label("", i18n.AskPlayers), Validate: func(s string) error {
			names := setup.ParseNames(s)
			o := setup.Options{Players: rules.PlayerCount(len(names)), Names: names, Roles: setup.RolesDeal, Start: setup.StartRandom}
			return o.Validate()
		}})
		if err != nil {
			return err
		}
		names = setup.ParseNames(a)
		if w.record.Missions, err = w.yesNo("missions", w.label("", i18n.AskMissionVariant), false); err != nil {
			return err
		}
	}
	w.record.Version = scoring.RecordVersion
	w.record.Players = make([]scoring.Player, len(names))
	for i, n := range names {
		w.record.Players[i] = scoring.Player{Name: n, Goods: map[rules.Good]int{}}
	}
	return nil
}

// step is one part of a player's entry; keys lists the draft keys it owns,
// so the review can ask it again.
type step struct {
	name i18n.Key
	ask  func(i int) error
	keys func(i int) []string
	show func(p scoring.Player) string
}

func (w *walk) steps() []step {
	steps := []step{
		{i18n.FieldCoins, w.coins, fixedKeys("coins"), func(p scoring.Player) string { return strconv.Itoa(p.Coins) }},
		{i18n.FieldGoods, w.goods, fixedKeys("goods"), func(p scoring.Player) string { return scoring.FormatGoods(w.p, p.Goods) }},
		{i18n.FieldWarehouse, w.warehouse, w.rowKeys, w.showWarehouse},
		{i18n.FieldBoats, w.boats, fixedKeys("boats"), func(p scoring.Player) string { return strconv.Itoa(p.Boats) }},
		{i18n.FieldHouses, w.houses, fixedKeys("houses"), func(p scoring.Player) string { return w.goodsNames(p.Houses) }},
		{i18n.FieldOrders, w.orders, w.orderKeys, w.showOrders},
	}
	if w.record.Missions {
		steps = append(steps, step{i18n.FieldMissions, w.missions, w.missionKeys, w.showMissions})
	}
	return steps
}

func fixedKeys(field string) func(int) []string {
	return func(i int) []string { return []string{playerKey(i, field)} }
}

func (w *walk) name(i int) string { return w.record.Players[i].Name }

func (w *walk) coins(i int) error {
	n, err := w.number(playerKey(i, "coins"), w.label(w.name(i), i18n.AskCoins), "0", 0)
	w.record.Players[i].Coins = n
	return err
}

func (w *walk) boats(i int) error {
	n, err := w.number(playerKey(i, "boats"), w.label(w.name(i), i18n.AskBoats), "0", 0)
	w.record.Players[i].Boats = n
	return err
}

func (w *walk) goods(i int) error {
	a, err := w.answer(prompt.Question{Key: playerKey(i, "goods"), Label: w.label(w.name(i), i18n.AskGoods), Validate: func(s string) error {
		_, err := scoring.ParseGoodsLine(s)
		return err
	}})
	if err != nil {
		return err
	}
	goods, _ := scoring.ParseGoodsLine(a)
	w.record.Players[i].Goods = goods
	w.echo(scoring.FormatGoods(w.p, goods))
	return nil
}

// echo shows what was understood, so a misread word is caught at once.
func (w *walk) echo(understood string) {
	if understood == "" {
		understood = w.p.Sprintf(i18n.EchoNothing)
	}
	fmt.Fprintln(w.out, "  = "+understood)
}

func (w *walk) goodsNames(goods []rules.Good) string {
	names := make([]string, len(goods))
	for k, g := range goods {
		names[k] = w.p.Text(g.Name())
	}
	return strings.Join(names, " ")
}

func (w *walk) houses(i int) error {
	a, err := w.answer(prompt.Question{Key: playerKey(i, "houses"), Label: w.label(w.name(i), i18n.AskHouses), Validate: func(s string) error {
		goods, err := scoring.ParseGoodsList(s)
		if err != nil {
			return err
		}
		for _, g := range goods {
			if !g.CanShowOnHouse() {
				return rules.NewProblem("", "", i18n.ErrProfileHouseGood, g.Name())
			}
		}
		return nil
	}})
	if err != nil {
		return err
	}
	w.record.Players[i].Houses, _ = scoring.ParseGoodsList(a)
	if len(w.record.Players[i].Houses) > 0 {
		w.echo(w.goodsNames(w.record.Players[i].Houses))
	}
	return nil
}

func (w *walk) orders(i int) error {
	a, err := w.answer(prompt.Question{Key: playerKey(i, "orders"), Label: w.label(w.name(i), i18n.AskOrders), Validate: func(s string) error {
		_, err := scoring.ParseNumbers(s)
		return err
	}})
	if err != nil {
		return err
	}
	vps, _ := scoring.ParseNumbers(a)
	orders := make([]scoring.Order, len(vps))
	for k, vp := range vps {
		orders[k] = scoring.Order{VP: vp}
	}
	w.record.Players[i].Orders = orders
	return nil
}

func (w *walk) orderKeys(i int) []string {
	keys := []string{playerKey(i, "orders")}
	for k := 1; k <= rules.Box().Orders; k++ {
		keys = append(keys, playerKey(i, "order"+strconv.Itoa(k)+".goods"))
	}
	return keys
}

func (w *walk) showOrders(p scoring.Player) string {
	parts := make([]string, len(p.Orders))
	for k, o := range p.Orders {
		parts[k] = strconv.Itoa(o.VP)
		if len(o.Goods) > 0 {
			parts[k] += " (" + w.goodsNames(o.Goods) + ")"
		}
	}
	return strings.Join(parts, ", ")
}

func (w *walk) missionText(id missions.ID) string { return w.p.Text(id.Text()) }

func (w *walk) missions(i int) error {
	if i == 0 {
		w.listMissions()
	}
	a, err := w.answer(prompt.Question{Key: playerKey(i, "missions"), Label: w.label(w.name(i), i18n.AskMissions), Validate: func(s string) error {
		ids, err := scoring.ParseMissionsLine(s, w.missionText)
		if err != nil {
			return err
		}
		return w.checkHand(i, ids)
	}})
	if err != nil {
		return err
	}
	ids, _ := scoring.ParseMissionsLine(a, w.missionText)
	p := &w.record.Players[i]
	p.Missions = nil
	for _, id := range ids {
		m := scoring.Mission{ID: id}
		if id.FirstTo() {
			yes, err := w.yesNoWithHint(playerKey(i, "m"+strconv.Itoa(int(id))+".achieved"), w.label(p.Name, i18n.AskFirstTo, int(id)), false,
				w.p.Sprintf(i18n.HintFirstTo, int(id), w.missionText(id)))
			if err != nil {
				return err
			}
			m.Achieved = &yes
		}
		if err := w.learnMissionVP(id); err != nil {
			return err
		}
		p.Missions = append(p.Missions, m)
		if id == 20 {
			if err := w.orderGoods(i); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkHand refuses a hand the rules rule out before it is scored.
func (w *walk) checkHand(i int, ids []missions.ID) error {
	if len(ids) > rules.MaxMissionsPerHand {
		return rules.NewProblem("", "", i18n.ErrRecordTooManyMissions, len(ids), rules.MaxMissionsPerHand)
	}
	for k, id := range ids {
		for _, earlier := range ids[:k] {
			if earlier == id {
				return rules.NewProblem("", i18n.FieldMission, i18n.ErrRecordMissionTwice)
			}
		}
		for j := range i {
			for _, m := range w.record.Players[j].Missions {
				if m.ID == id {
					return rules.NewProblem("", "", i18n.ErrRecordMissionShared, int(id), w.name(j)+", "+w.name(i))
				}
			}
		}
	}
	return nil
}

func (w *walk) listMissions() {
	w.say(i18n.TitleMissions)
	for _, id := range missions.All() {
		fmt.Fprintf(w.out, "  %2d  %s\n", id, w.missionText(id))
	}
}

// orderGoods asks for the goods of each completed order: mission 20 needs them.
func (w *walk) orderGoods(i int) error {
	p := &w.record.Players[i]
	for k := range p.Orders {
		hint := ""
		if k == 0 {
			hint = w.p.Sprintf(i18n.HintOrderGoods, p.Name)
		}
		a, err := w.answerWithHint(prompt.Question{Key: playerKey(i, "order"+strconv.Itoa(k+1)+".goods"), Label: w.label(p.Name, i18n.AskOrderGoods, k+1, p.Orders[k].VP), Validate: func(s string) error {
			_, err := scoring.ParseGoodsList(s)
			return err
		}}, hint)
		if err != nil {
			return err
		}
		p.Orders[k].Goods, _ = scoring.ParseGoodsList(a)
	}
	return nil
}

func (w *walk) missionKeys(i int) []string {
	keys := []string{playerKey(i, "missions")}
	for _, id := range missions.All() {
		keys = append(keys, playerKey(i, "m"+strconv.Itoa(int(id))+".achieved"))
	}
	return append(keys, w.orderKeys(i)[1:]...)
}

func (w *walk) showMissions(p scoring.Player) string {
	parts := make([]string, len(p.Missions))
	for k, m := range p.Missions {
		parts[k] = strconv.Itoa(int(m.ID))
		if m.Achieved != nil {
			answer := i18n.ShowNo
			if *m.Achieved {
				answer = i18n.ShowYes
			}
			parts[k] += " (" + w.p.Sprintf(i18n.ShowAchieved, w.p.Sprintf(answer)) + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// finalRecord is the record with every value learned this session written
// into it (a complete row's VP, a mission's VP), so that a saved record
// scores the same without this session's box profile answers.
func (w *walk) finalRecord() scoring.Record {
	r := w.record
	layout := w.cat.Warehouse.Layout()
	for i := range r.Players {
		p := &r.Players[i]
		for k := range p.Warehouse {
			row := &p.Warehouse[k]
			capacity, known := layout.Capacity(k)
			if vp := w.boardRow(k).VP; row.VP == nil && known && len(row.Goods) == capacity && vp.Known() && vp.Source == catalog.Box {
				n := vp.N
				row.VP = &n
			}
		}
		for k := range p.Missions {
			m := &p.Missions[k]
			if vp := w.cat.MissionVP(int(m.ID)); m.VP == nil && vp.Source == catalog.Box {
				n := vp.N
				m.VP = &n
			}
		}
	}
	return r
}
