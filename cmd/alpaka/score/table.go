package score

import (
	"errors"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// table is Alpaka's answers as the walk-through builds them: the same
// Record that `alpaka score --file` reads, player by player in turn order
// (the fences, with the unicorn's swap when there is one; the deck, with
// the fighter's count when there is one), the market's leftovers only when
// someone has a unicorn, and the printed values nobody knows, learned at
// the table before the review. Every check is the record's own.
type table struct {
	names   alpaka.Names
	box     alpaka.Catalog
	learned alpaka.Profile // values learned at the table this session
	record  alpakascore.Record
	// save writes learned values into the box profile.
	save func(learned alpaka.Profile) (string, error)
}

var (
	_ walk.Table   = (*table)(nil)
	_ walk.Learner = (*table)(nil)
)

// The steps' fields, which name their answers in the draft.
const (
	fFences      = "fences"
	fUnicorn     = "unicorn"
	fDeck        = "deck"
	fDeckAlpacas = "deck_alpacas"
	fMarket      = "market"
	fValue       = "value"
	fNobles      = "nobles"
)

// cat is the catalog with what was learned this session laid over it.
func (t *table) cat() alpaka.Catalog { return t.box.With(t.learned) }

func (t *table) player(i int) *alpakascore.PlayerRecord { return &t.record.Players[i] }

func (t *table) Intro(text.Printer) []string { return nil }

func (t *table) Players(p text.Printer) (label, help string) {
	return words.AskPlayers.In(p), words.ExplainPlayers.In(p)
}

func (t *table) Seat(names []string) *rules.Problem {
	if n := len(names); !alpaka.PlayersLimit.Contains(n) {
		return &rules.Problem{Kind: rules.NamesCount, Field: rules.At(rules.FieldNames), N: n,
			Min: alpaka.PlayersLimit.Min, Max: alpaka.PlayersLimit.Max}
	}
	if ps := rules.CheckNames(rules.At(rules.FieldNames), names); len(ps) > 0 {
		return ps[0]
	}
	t.record.Players = make([]alpakascore.PlayerRecord, len(names))
	for i, n := range names {
		t.record.Players[i] = alpakascore.PlayerRecord{Name: n}
	}
	return nil
}

func (t *table) Seats() []string {
	return walk.Names(t.record.Players, func(p alpakascore.PlayerRecord) string { return p.Name })
}

func (t *table) Opening() []walk.Step { return nil }

// Steps are a player's answers: the farm, what its unicorn took (asked
// only with a unicorn), the deck, and the fighter's count (asked only with
// a fighter). The review lists each, so the unicorn's answer, Enter
// included, is seen and changed there.
func (t *table) Steps() []walk.Step {
	return []walk.Step{
		{Field: fFences, Name: words.FieldFences.T(), Ask: t.fences, Show: t.showFences,
			Clear: func(i int) { t.player(i).Fences = nil }, Pending: pendingFarm},
		{Field: fUnicorn, Name: words.FieldUnicorn.T(), Ask: t.unicorn, Show: t.showUnicorn,
			NotAsked: t.without(alpaka.Unicorn, words.NoUnicorn),
			Clear:    func(i int) { t.player(i).Unicorn = "" }, Pending: pendingFarm},
		{Field: fDeck, Name: words.FieldDeck.T(), Ask: t.deck,
			Show:    func(_ text.Printer, i int) string { return strconv.Itoa(t.player(i).Deck) },
			Clear:   func(i int) { t.player(i).Deck = 0 },
			Pending: []rules.Kind{alpakascore.DeckAlpacasNeeded}},
		{Field: fDeckAlpacas, Name: words.FieldDeckAlpacas.T(), Ask: t.deckAlpacas,
			Show: func(_ text.Printer, i int) string {
				if n := t.player(i).DeckAlpacas; n != nil {
					return strconv.Itoa(*n)
				}
				return ""
			},
			NotAsked: t.without(alpaka.Fighter, words.NoFighter),
			Clear:    func(i int) { t.player(i).DeckAlpacas = nil }},
	}
}

// without is a step's NotAsked: a question about card c, asked only of a
// farm that has one; why says so.
func (t *table) without(c alpaka.Card, why text.M0) func(int) text.Text {
	return func(i int) text.Text {
		if has(t.player(i).Fences, c) {
			return text.Text{}
		}
		return why.T()
	}
}

// Closing asks what was left in the market when someone has a unicorn,
// then the printed values the result needs and nobody knows.
func (t *table) Closing() []walk.Step {
	return []walk.Step{
		{Field: fMarket, Name: words.FieldMarket.T(), Ask: t.market, Show: t.showMarket,
			NotAsked: func(int) text.Text {
				if t.firstUnicorn() < 0 {
					return words.NoUnicornAnyone.T()
				}
				return text.Text{}
			},
			Clear: func(int) { t.record.Market, t.record.MarketGiven = nil, false }, Asker: t.firstUnicorn},
		{Field: fValue, Ask: t.values, Clear: func(int) {}},
	}
}

func (t *table) Problems() rules.Problems {
	return alpakascore.Check(t.record, t.cat())
}

// seats is how the table's record holds its players.
var seats walk.Seated[alpakascore.Record, alpakascore.PlayerRecord] = func(r *alpakascore.Record) *[]alpakascore.PlayerRecord { return &r.Players }

func (t *table) Snapshot() any { return seats.Copy(t.record) }
func (t *table) Restore(s any) { seats.Restore(&t.record, s.(alpakascore.Record)) }

func (t *table) Learned() any {
	l := t.learned
	l.Values = maps.Clone(l.Values)
	return l
}

func (t *table) Unlearn(l any) { t.learned = l.(alpaka.Profile) }

// cardsError is the problems with an answer naming cards: a word that is
// a typo away from one card comes with the answer corrected, for Tab.
func (t *table) cardsError(w *walk.Walk, answer string, ps rules.Problems) error {
	err := w.ProblemsError(ps)
	if err == nil {
		return nil
	}
	fixed, first, near := answer, "", ""
	for _, pr := range ps {
		if pr.Kind != alpaka.UnknownCard || len(pr.Names) == 0 {
			continue
		}
		name := words.Card(w.P, alpaka.Card(pr.Names[0]))
		if strings.ContainsAny(name, " \t") {
			name = pr.Names[0] // a name of several words would not read back
		}
		word := regexp.MustCompile(`(^|[\s|,;])` + regexp.QuoteMeta(pr.Value) + `($|[\s|,;])`)
		fixed = word.ReplaceAllString(fixed, "${1}"+name+"${2}")
		if first == "" {
			first, near = pr.Value, name
		}
	}
	if fixed == answer {
		return err
	}
	return &prompt.Refusal{Message: err.Error() + "\n" + text.SuggestGood.In(w.P, first, near), Fixed: fixed}
}

// pendingFarm are the problems a farm's later questions settle: the
// unicorn's, the fighter's count and the market's leftovers.
var pendingFarm = []rules.Kind{alpakascore.DeckAlpacasNeeded, alpakascore.DeckAlpacasWithout, alpakascore.MarketNeeded,
	alpakascore.UnicornChoiceRequired}

func (t *table) fences(w *walk.Walk, i int) error {
	_, err := walk.Fitted(w, i, fFences, walk.Question{Label: w.Label(i, words.FieldFences.In(w.P)), Help: words.ExplainFences.In(w.P)},
		func(s string) ([][]alpaka.Card, error) {
			fs, ps := alpakascore.ParseFences(s, t.names)
			if len(ps) == 0 {
				ps = alpakascore.CheckFarm(alpakascore.PlayerRecord{Name: t.player(i).Name, Fences: fs})
			}
			if len(ps) > 0 {
				return nil, t.cardsError(w, s, ps)
			}
			return fs, nil
		},
		func(fs [][]alpaka.Card) { t.setFences(i, fs) }, pendingFarm...)
	if err != nil {
		return err
	}
	w.Echo(t.showFences(w.P, i)) // every answer is said back, so a misread card is caught at once
	// A farm that has a unicorn now is asked what it took at once, in
	// the review too; an answer given before is kept.
	return t.unicorn(w, i)
}

// setFences lays a farm out; a farm without a unicorn keeps no answer of
// what one took.
func (t *table) setFences(i int, fences [][]alpaka.Card) {
	p := t.player(i)
	p.Fences = fences
	if !has(fences, alpaka.Unicorn) {
		p.Unicorn = ""
	}
}

func (t *table) showFences(p text.Printer, i int) string {
	pl := t.player(i)
	fences := make([]string, len(pl.Fences))
	for k, f := range pl.Fences {
		names := make([]string, len(f))
		for j, c := range f {
			names[j] = words.Card(p, c)
		}
		fences[k] = strings.Join(names, " ")
	}
	return strings.Join(fences, " | ")
}

// unicorn asks what the farm's unicorn took, only when it has one (a
// unicorn gone takes its answer along); Enter leaves it to the best card
// left.
func (t *table) unicorn(w *walk.Walk, i int) error {
	p := t.player(i)
	p.Unicorn = ""
	if !has(p.Fences, alpaka.Unicorn) {
		w.Forget(walk.SeatKey(i, fUnicorn))
		return nil
	}
	// A draft of an older version kept the answer as a follow-up of the
	// fences: it is taken over, not asked again.
	if old := walk.SeatKey(i, fFences).Follow(fUnicorn, 0); w.Kept(old) && !w.Kept(walk.SeatKey(i, fUnicorn)) {
		a, _ := w.AnswerOf(old)
		w.Draft().Forget(old.String())
		if err := w.Draft().Set(walk.SeatKey(i, fUnicorn).String(), a); err != nil {
			return err
		}
	}
	var took alpaka.Card
	_, err := w.Answer(walk.Question{Key: walk.SeatKey(i, fUnicorn), Label: w.Label(i, words.FieldUnicorn.In(w.P)),
		Help: words.ExplainUnicorn.In(w.P), Check: func(s string) error {
			took = ""
			cards, ps := alpakascore.ParseCards(s, t.names)
			switch {
			case len(ps) > 0:
				return t.cardsError(w, s, ps)
			case len(cards) > 1:
				return w.ProblemError(&rules.Problem{Kind: rules.TooMany, N: len(cards), Max: 1})
			case len(cards) == 1:
				took = cards[0]
			}
			return w.Fits(i, fUnicorn, func() { t.player(i).Unicorn = took }, pendingFarm...)
		}})
	p.Unicorn = took
	return err
}

// showUnicorn is what the farm's unicorn took: a card, or the best card
// left (Enter); without a unicorn it is not asked (NotAsked).
func (t *table) showUnicorn(p text.Printer, i int) string {
	pl := t.player(i)
	switch {
	case !has(pl.Fences, alpaka.Unicorn):
		return "" // not asked: the review says so (NotAsked)
	case pl.Unicorn == "":
		return words.ShowUnicornBest.In(p)
	}
	return words.Card(p, pl.Unicorn)
}

func (t *table) deck(w *walk.Walk, i int) error {
	n, err := w.Number(walk.SeatKey(i, fDeck), w.Label(i, words.FieldDeck.In(w.P)), "", alpaka.DeckLimit, words.ExplainDeck.In(w.P))
	t.player(i).Deck = n
	return err
}

// deckAlpacas asks the fighter's count, only when the farm has a fighter.
func (t *table) deckAlpacas(w *walk.Walk, i int) error {
	p := t.player(i)
	p.DeckAlpacas = nil
	if !has(p.Fences, alpaka.Fighter) {
		w.Forget(walk.SeatKey(i, fDeckAlpacas))
		return nil
	}
	n, err := w.Number(walk.SeatKey(i, fDeckAlpacas), w.Label(i, words.FieldDeckAlpacas.In(w.P)), "",
		rules.Limit{Min: 0, Max: p.Deck}, words.ExplainDeckAlpacas.In(w.P))
	if err == nil {
		p.DeckAlpacas = &n
	}
	return err
}

func has(fences [][]alpaka.Card, c alpaka.Card) bool {
	return slices.ContainsFunc(fences, func(f []alpaka.Card) bool { return slices.Contains(f, c) })
}

// firstUnicorn is the first seat with a unicorn, whose phone asks what was
// left in the market; -1 when nobody has one.
func (t *table) firstUnicorn() int {
	for i, p := range t.record.Players {
		if has(p.Fences, alpaka.Unicorn) {
			return i
		}
	}
	return -1
}

// market asks the market's leftovers, only when a unicorn is on a farm.
func (t *table) market(w *walk.Walk, _ int) error {
	t.record.Market, t.record.MarketGiven = nil, false
	if t.firstUnicorn() < 0 {
		w.Forget(walk.TableKey(fMarket))
		return nil
	}
	_, err := walk.Fitted(w, -1, fMarket, walk.Question{Label: words.FieldMarket.In(w.P), Help: words.ExplainMarket.In(w.P)},
		func(s string) ([]alpaka.Card, error) {
			cards, ps := alpakascore.ParseCards(s, t.names)
			if len(ps) > 0 {
				return nil, t.cardsError(w, s, ps)
			}
			return cards, nil
		},
		func(cards []alpaka.Card) { t.record.Market, t.record.MarketGiven = cards, true })
	if err != nil {
		return err
	}
	w.Echo(t.showMarket(w.P, -1))
	return nil
}

func (t *table) showMarket(p text.Printer, _ int) string {
	if !t.record.MarketGiven {
		return "" // not answered yet; nobody's unicorn: not asked (NotAsked)
	}
	names := make([]string, len(t.record.Market))
	for k, c := range t.record.Market {
		names[k] = words.Card(p, c)
	}
	if len(names) == 0 {
		return text.EchoNothing.In(p)
	}
	return strings.Join(names, " ")
}

// values asks each printed value the result needs and the box does not
// know, once each, checked against the values known in the rulebook's
// ascending order.
func (t *table) values(w *walk.Walk, _ int) error {
	for {
		asked := false
		for _, pr := range t.unknownValues() {
			card := alpaka.Card(pr.Value)
			if pr.Kind == alpakascore.NoblesValueUnknown {
				card = alpaka.King
			}
			if err := t.learnValue(w, card); err != nil {
				return err
			}
			asked = true
		}
		if !asked {
			return nil
		}
	}
}

// unknownValues are the result's problems of values nobody knows.
func (t *table) unknownValues() rules.Problems {
	_, err := alpakascore.Score(t.record, t.cat())
	var ps, out rules.Problems
	if !errors.As(err, &ps) {
		return nil
	}
	for _, pr := range ps {
		if pr.Kind == alpakascore.ValueUnknown || pr.Kind == alpakascore.NoblesValueUnknown {
			out = append(out, pr)
		}
	}
	return out
}

// valueKey is where the value of card (a noble: the nobles') is kept.
func valueKey(card alpaka.Card) walk.Key {
	if card.IsNoble() {
		return walk.BoxKey(fNobles, 0)
	}
	return walk.BoxItemKey(fValue, string(card))
}

func (t *table) valueLabel(p text.Printer, card alpaka.Card) string {
	if card.IsNoble() {
		return words.AskNobles.In(p)
	}
	return words.AskValue.In(p, words.CardArg(p, card))
}

// learnValue asks card's printed value and lays it over the box.
func (t *table) learnValue(w *walk.Walk, card alpaka.Card) error {
	k := valueKey(card)
	known := func(c alpaka.Card) (int, bool) {
		v := t.cat().Value(c)
		return v.N, v.Known()
	}
	var n int
	help := ""
	if !w.Kept(k) && w.Once(fValue) {
		// Said once, above the first value asked, not before each of ten.
		help = w.CalibrateTip() + words.ExplainValue.In(w.P)
	}
	_, err := w.Answer(walk.Question{Key: k, Label: t.valueLabel(w.P, card), Help: help,
		Check: func(s string) error {
			var pr *rules.Problem
			if n, pr = alpaka.ValueLimit.Parse("", rules.Field{}, strings.TrimSpace(s)); pr != nil {
				return w.ProblemError(pr)
			}
			pr = alpaka.CheckValue(card, n, known)
			if pr != nil {
				pr.Field = rules.Field{} // the question says which value
			}
			return w.ProblemError(pr)
		}})
	if err != nil {
		return err
	}
	if card.IsNoble() {
		t.learned.Nobles = &n
	} else {
		if t.learned.Values == nil {
			t.learned.Values = map[alpaka.Card]int{}
		}
		t.learned.Values[card] = n
	}
	w.NoteLearned(k)
	return nil
}

func (t *table) LearnedKeys() []walk.Key {
	var keys []walk.Key
	for _, c := range alpaka.MarketTypes() {
		if _, ok := t.learned.Values[c]; ok {
			keys = append(keys, valueKey(c))
		}
	}
	if t.learned.Nobles != nil {
		keys = append(keys, valueKey(alpaka.King))
	}
	return keys
}

func (t *table) LearnedLabel(p text.Printer, k walk.Key) string { return t.valueLabel(p, keyCard(k)) }

// keyCard is the card whose value k keeps (the nobles: the king).
func keyCard(k walk.Key) alpaka.Card {
	if k.Field() == fNobles {
		return alpaka.King
	}
	return alpaka.Card(k.Item())
}

func (t *table) Relearn(w *walk.Walk, k walk.Key) error {
	card := keyCard(k)
	if card.IsNoble() {
		t.learned.Nobles = nil
	} else {
		delete(t.learned.Values, card)
	}
	return t.learnValue(w, card)
}

func (t *table) SaveLearned() (string, error) {
	if len(t.learned.Values) == 0 && t.learned.Nobles == nil {
		return "", nil
	}
	return t.save(t.learned)
}
