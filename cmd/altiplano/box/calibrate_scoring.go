package box

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
)

// step is one section of the calibration: its hint and its questions,
// which return what the user read off the components.
type step struct {
	section catalog.Section
	hint    text.M0
	ask     func(w *walk) (catalog.Profile, error)
}

// calibrations are the sections in the order of steps; final scoring's
// come first.
func calibrations() []game.Calibration {
	out := make([]game.Calibration, 0, len(steps))
	for _, s := range steps {
		out = append(out, game.Calibration{Section: string(s.section), Hint: s.hint.T(), Title: words.SectionName(s.section), First: s.section.ForScoring(),
			Ask: func(a game.Asker) (game.BoxPart, error) {
				q, err := s.ask(&walk{Asker: a, p: a.Printer(), lex: words.Lexicon{}})
				if err != nil {
					return nil, err
				}
				return Values().Part(q), nil
			}})
	}
	return out
}

// walk is the calibration engine with what Altiplano's questions use: the
// printer and the lexicon of goods in every language.
type walk struct {
	game.Asker
	p   text.Printer
	lex altiplano.Lexicon
}

// question is one question, checked by a function of the rules.
type question struct {
	key         string
	label       string
	skipOnEnter bool
	check       func(answer string) *rules.Problem
}

// answer asks q.
func (w *walk) answer(q question) (string, error) {
	gq := w.question(q)
	gq.Check = func(a string) rules.Problems { return game.Problems(q.check(a)) }
	return w.Answer(gq)
}

// question is q as the engine asks it: a word a typo away from a good is
// proposed fixed, as the walk-through at the table does.
func (w *walk) question(q question) game.Question {
	return game.Question{Key: q.key, Label: q.label, SkipOnEnter: q.skipOnEnter,
		Suggest: func(a string, ps rules.Problems) (string, text.Text) {
			return words.GoodsTypo(w.p, a, ps, w.lex)
		}}
}

// parsed asks q, its answers checked by parse, and gives the one taken as
// parse reads it (game.Parsed).
func parsed[T any](w *walk, q question, parse func(answer string) (T, *rules.Problem)) (T, error) {
	return game.Parsed(w, w.question(q), game.OneProblem(parse))
}

func (w *walk) say(s string)  { w.Say(s) }
func (w *walk) echo(s string) { w.Echo(s) }

// steps are the sections in the order a person takes the components out of
// the box, what final scoring needs first: 5 + 2 + 1 answers.
var steps = []step{
	{catalog.GoodsSection, words.BoxHintGoods, (*walk).goods},
	{catalog.WarehouseSection, words.BoxHintWarehouse, (*walk).warehouse},
	{catalog.MissionsSection, words.BoxHintMissions, (*walk).missions},
	{catalog.StripSection, words.BoxHintStrip, (*walk).strip},
	{catalog.OrdersSection, words.BoxHintOrders, (*walk).orders},
	{catalog.HousesSection, words.BoxHintHouses, (*walk).houses},
	{catalog.BoatsSection, words.BoxHintBoats, (*walk).boats},
	{catalog.ExtensionsSection, words.BoxHintExtensions, (*walk).extensions},
	{catalog.RolesSection, words.BoxHintRoles, (*walk).roles},
}

// goods asks, value by value from the highest, which goods the scoring
// overview shows at it: five answers, the two 0 tiers together. Every good
// the rulebook gives a value (cloth) is placed at it already: it is named
// in the question of its value and need not be typed, and the last answer
// must place all that are left. The profile records the goods typed.
func (w *walk) goods() (catalog.Profile, error) {
	rulebook := answer.RulebookGoods()
	placed := maps.Clone(rulebook)
	named := map[altiplano.Good]int{}
	values := answer.TierValues()
	for i, vp := range values {
		last := i == len(values)-1
		given := atValue(rulebook, vp)
		label := words.AskBoxTier.In(w.p, vp)
		switch {
		case last:
			label = words.AskBoxTierLast.In(w.p, vp, goodsList(w.p, unplaced(placed)))
		case len(given) > 0:
			label = words.AskBoxTierBesides.In(w.p, vp, goodsList(w.p, given))
		}
		a, err := w.answer(question{key: "goods." + strconv.Itoa(vp), label: label, check: func(s string) *rules.Problem {
			goods, pr := answer.ParseTier(s, w.lex)
			if pr != nil {
				return pr
			}
			for _, g := range goods {
				if pr := catalog.CheckCloth(g, vp); pr != nil {
					return pr
				}
			}
			return answer.CheckTier(placed, notGiven(goods, rulebook, vp), last)
		}})
		if err != nil {
			return catalog.Profile{}, err
		}
		goods, _ := answer.ParseTier(a, w.lex)
		for _, g := range goods {
			placed[g] = vp
			named[g] = vp
		}
		for _, g := range given {
			if !slices.Contains(goods, g) {
				goods = append(goods, g)
			}
		}
		w.echo(goodsList(w.p, goods))
	}
	return catalog.Profile{Goods: named}, nil
}

// atValue are the goods of rulebook at vp, in the order of the goods.
func atValue(rulebook map[altiplano.Good]int, vp int) []altiplano.Good {
	var out []altiplano.Good
	for _, g := range altiplano.Goods() {
		if v, ok := rulebook[g]; ok && v == vp {
			out = append(out, g)
		}
	}
	return out
}

// notGiven are goods less those the rulebook places at vp: naming one
// there says what is known already.
func notGiven(goods []altiplano.Good, rulebook map[altiplano.Good]int, vp int) []altiplano.Good {
	var out []altiplano.Good
	for _, g := range goods {
		if v, ok := rulebook[g]; !ok || v != vp {
			out = append(out, g)
		}
	}
	return out
}

func unplaced(placed map[altiplano.Good]int) []altiplano.Good {
	var out []altiplano.Good
	for _, g := range altiplano.Goods() {
		if _, ok := placed[g]; !ok {
			out = append(out, g)
		}
	}
	return out
}

// warehouse asks each side's rows from the bottom, as spaces/VP: two
// answers, and the board is then known whole.
func (w *walk) warehouse() (catalog.Profile, error) {
	left, err := parsed(w, question{key: "warehouse.left", label: words.AskBoxLeft.In(w.p), skipOnEnter: true},
		func(s string) ([]catalog.ProfileRow, *rules.Problem) {
			return answer.ParseWarehouseSide(s, altiplano.Left, 0)
		})
	if err != nil {
		return catalog.Profile{}, err
	}
	w.echoRows(left, 0)
	right, err := parsed(w, question{key: "warehouse.right", label: words.AskBoxRight.In(w.p), skipOnEnter: true},
		func(s string) ([]catalog.ProfileRow, *rules.Problem) {
			return answer.ParseWarehouseSide(s, altiplano.Right, len(left))
		})
	if err != nil {
		return catalog.Profile{}, err
	}
	w.echoRows(right, len(left))
	rows := append(left, right...)
	spaces := 0
	for _, r := range rows {
		spaces += r.Capacity
	}
	if len(right) > 0 && spaces < missions.StoreGoodsTarget {
		// Both sides known and too small: mission 4 can never be achieved.
		w.say(words.BoxMission4Impossible.In(w.p, spaces))
	}
	return catalog.Profile{WarehouseRows: rows}, nil
}

func (w *walk) echoRows(rows []catalog.ProfileRow, before int) {
	if len(rows) == 0 {
		w.echo(text.EchoNothing.In(w.p))
		return
	}
	parts := make([]string, len(rows))
	for i, r := range rows {
		parts[i] = text.PromptLine.In(w.p, words.BoxItemRow.In(w.p, before+i+1)) + " " + rowText(w.p, catalog.ProfileRow{Capacity: r.Capacity, VP: r.VP})
	}
	w.echo(w.p.JoinItems(parts...))
}

// missions asks the VP of all 20 missions in one answer. The section's
// table, shown once it is saved, gives each with the mission's name, so a
// number typed in the wrong place shows.
func (w *walk) missions() (catalog.Profile, error) {
	// The cards carry no numbers: the list is the order to lay them out.
	for _, id := range missions.All() {
		w.say(fmt.Sprintf("  %2d  %s", id, words.MissionText(w.p, id)))
	}
	vps, err := parsed(w, question{key: "missions", label: words.AskBoxMissions.In(w.p), skipOnEnter: true}, answer.ParseMissionVPs)
	if err != nil {
		return catalog.Profile{}, err
	}
	return catalog.Profile{Missions: vps}, nil
}
