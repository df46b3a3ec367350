package alpakascore

import (
	"slices"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/printed"
	"altiplano/scoring/ranking"
)

// TieBreak is Alpaka's ranking (R l.225): points, then alpacas behind
// fences, then the most valuable alpaca, then cards in the deck.
var TieBreak = []ranking.Key{"points", "alpacas", "most_valuable", "deck"}

// Reason says why a card scores other than its printed value.
type Reason string

const (
	NoReason      Reason = ""
	ZeroSnob      Reason = "snob"      // a snob scores 0 behind a fence
	ZeroLoudmouth Reason = "loudmouth" // the loudmouth's fence partner scores 0
)

// CardScore is one card behind a fence as scored.
type CardScore struct {
	Card         alpaka.Card
	Fence, Slot  int // 1-based
	Value        printed.Value
	Points       int
	Reason       Reason
	FromUnicorn  bool // the card a unicorn was swapped for
	UnicornStays bool // a unicorn with nothing left to take: scores 4
}

// PlayerScore is one player's column of the pad.
type PlayerScore struct {
	Name         string
	Place        int
	Cards        []CardScore
	CardPoints   int
	HasFighter   bool
	DeckAlpacas  int
	FighterBonus int
	Total        int
	Alpacas      int // behind fences, twins counting 2
	MostValuable int // the highest printed value behind fences
	Deck         int
}

// Choice says how a unicorn's replacement was decided.
type Choice string

const (
	ByRecord Choice = "record" // the record names it
	ByBest   Choice = "best"   // the option unicorn_choice: the best for the owner
	Nothing  Choice = "none"   // nothing eligible was left: the unicorn stays
)

// Swap is one unicorn's swap, in the order they were made.
type Swap struct {
	Player   string
	Position int         // slot number on its farm: 2(fence−1)+slot
	Took     alpaka.Card // empty when nothing was left
	By       Choice
}

// WarningKind is something a result should make a player look at.
type WarningKind string

const (
	// NoFullFarm: nobody has four full fences, though the game ends when
	// someone fills the fourth.
	NoFullFarm WarningKind = "no_full_farm"
	// RepeatName: Player's unicorn became Card, already on the farm
	// (allowed by the option replacement_repeat).
	RepeatName WarningKind = "replacement_repeats_name"
	// BestChosen: Player's unicorn became Card, chosen as the best for
	// them by the option unicorn_choice (the record did not say).
	BestChosen WarningKind = "unicorn_best_chosen"
	// RepeatExcluded: Player's unicorn would best have taken Card, already
	// on the farm, which the option replacement_repeat: refused excludes.
	RepeatExcluded WarningKind = "replacement_repeat_excluded"
	// SnobValueUnknown: a snob's printed value is unknown, so it is not
	// counted for the most valuable alpaca. Player.
	SnobValueUnknown WarningKind = "snob_value_unknown"
)

// Warning is one thing to look at.
type Warning struct {
	Kind   WarningKind
	Player string
	Card   alpaka.Card
}

// Result is the score pad of a game.
type Result struct {
	Players   []PlayerScore // in turn order
	Order     []int         // indexes by place, then turn order
	Winners   []string
	DecidedBy ranking.Key
	// Between[k] is the key that separated Order[k] from Order[k+1], or
	// ranking.Shared when they share a place.
	Between  []ranking.Key
	Swaps    []Swap
	Warnings []Warning
	Options  alpaka.Options
}

// Score checks the record and computes the pad. Problems are returned
// together as rules.Problems: first every problem of shape and counts,
// then, if there are none, those of the swaps and of the values needed.
func Score(r Record, c alpaka.Catalog) (Result, error) {
	if ps := validate(&r); len(ps) > 0 {
		return Result{}, ps
	}
	g := &game{r: &r, c: c, farms: make([][][]alpaka.Card, len(r.Players)), checker: &checker{r: &r}}
	for i, p := range r.Players {
		g.farms[i] = cloneFarm(p.Fences)
	}
	g.market = slices.Clone(r.Market)
	g.swapUnicorns()
	g.checkValues()
	if len(g.problems) > 0 {
		return Result{}, g.problems
	}
	res := Result{Swaps: g.swaps, Options: c.Options}
	full := false
	for i, p := range r.Players {
		ps := g.scorePlayer(i, p)
		res.Players = append(res.Players, ps)
		full = full || fullFarm(g.farms[i])
	}
	res.Warnings = g.warnings
	if !full {
		res.Warnings = append(res.Warnings, Warning{Kind: NoFullFarm})
	}
	res.Rank()
	res.Warnings = slices.DeleteFunc(res.Warnings, func(w Warning) bool {
		return w.Kind == SnobValueUnknown && !res.decidedByMostValuable(w.Player)
	})
	return res, nil
}

// Rank places the players by the tie-break (R l.225), from their totals
// and tie-break values, and says what decided each place: what Score does
// last, and what a result kept without its cards is ranked again with.
func (res *Result) Rank() {
	entries := make([]ranking.Entry, len(res.Players))
	for i, p := range res.Players {
		entries[i] = ranking.Entry{Name: p.Name, Values: []int{p.Total, p.Alpacas, p.MostValuable, p.Deck}}
	}
	rk := ranking.Rank(TieBreak, entries)
	for i := range res.Players {
		res.Players[i].Place = rk.Places[i]
	}
	res.Order, res.Winners, res.DecidedBy, res.Between = rk.Order, rk.Winners, rk.DecidedBy, rk.Between
}

// decidedByMostValuable reports whether the most valuable alpaca separated
// the named player from a player next to them on the pad: only then does
// a snob's unknown printed value matter.
func (res Result) decidedByMostValuable(name string) bool {
	for k, key := range res.Between {
		if key == TieBreak[2] && (res.Players[res.Order[k]].Name == name || res.Players[res.Order[k+1]].Name == name) {
			return true
		}
	}
	return false
}

// game is the state of the scoring: the farms as the swaps change them.
type game struct {
	*checker
	r        *Record
	c        alpaka.Catalog
	farms    [][][]alpaka.Card
	market   []alpaka.Card
	swaps    []Swap
	swapped  map[[3]int]bool // player, fence, slot of a card a unicorn became
	stays    map[[3]int]bool // unicorns left with nothing to take
	warnings []Warning
}

func cloneFarm(f [][]alpaka.Card) [][]alpaka.Card {
	out := make([][]alpaka.Card, len(f))
	for i, fence := range f {
		out[i] = slices.Clone(fence)
	}
	return out
}

// unicorn is a unicorn on a farm.
type unicorn struct{ player, fence, slot, position int }

// swapUnicorns swaps each unicorn for a card left in the market, the one
// placed furthest left first, equal positions in turn order (digest §3.1).
func (g *game) swapUnicorns() {
	var us []unicorn
	for i, farm := range g.farms {
		for f, fence := range farm {
			for s, card := range fence {
				if card == alpaka.Unicorn {
					us = append(us, unicorn{i, f, s, 2*f + s + 1})
				}
			}
		}
	}
	slices.SortStableFunc(us, func(a, b unicorn) int { return a.position - b.position })
	g.swapped, g.stays = map[[3]int]bool{}, map[[3]int]bool{}
	for _, u := range us {
		g.swapOne(u)
	}
}

// eligible reports whether a unicorn at u may become card.
func (g *game) eligible(u unicorn, card alpaka.Card) bool {
	switch {
	case !card.IsAlpaca(), card == alpaka.Baby, card == alpaka.Unicorn:
		return false
	case card == alpaka.Twins:
		return len(g.farms[u.player][u.fence]) == 1 // only a unicorn alone in its fence
	}
	return true
}

func (g *game) swapOne(u unicorn) {
	p := g.r.Players[u.player]
	key := [3]int{u.player, u.fence, u.slot}
	at := rules.At(alpaka.FieldUnicorn)
	path, line := fieldPath(u.player, "unicorn"), p.UnicornLine
	var candidates, repeats []alpaka.Card
	for _, m := range g.market {
		switch {
		case !g.eligible(u, m) || slices.Contains(candidates, m) || slices.Contains(repeats, m):
		case g.c.Options.RepeatName == alpaka.RepeatRefused && g.onFarm(u.player, m):
			repeats = append(repeats, m) // the option takes these out
		default:
			candidates = append(candidates, m)
		}
	}
	take := func(card alpaka.Card, by Choice) {
		g.market = slices.Delete(g.market, slices.Index(g.market, card), slices.Index(g.market, card)+1)
		g.farms[u.player][u.fence][u.slot] = card
		g.swapped[key] = true
		g.swaps = append(g.swaps, Swap{Player: p.Name, Position: u.position, Took: card, By: by})
		if g.onFarmElsewhere(u, card) {
			g.warnings = append(g.warnings, Warning{Kind: RepeatName, Player: p.Name, Card: card})
		}
	}
	switch {
	case p.Unicorn != "" && !g.eligible(u, p.Unicorn):
		g.fail(p.Name, at, path, line, rules.Problem{Kind: UnicornIneligible, Value: string(p.Unicorn)})
	case p.Unicorn != "" && g.c.Options.RepeatName == alpaka.RepeatRefused && g.onFarm(u.player, p.Unicorn):
		g.fail(p.Name, at, path, line, rules.Problem{Kind: ReplacementRepeat, Value: string(p.Unicorn)})
	case p.Unicorn != "" && !slices.Contains(g.market, p.Unicorn):
		g.fail(p.Name, at, path, line, rules.Problem{Kind: UnicornNotInMarket, Value: string(p.Unicorn)})
	case p.Unicorn != "":
		take(p.Unicorn, ByRecord)
	case len(candidates) == 0:
		g.stays[key] = true
		g.swaps = append(g.swaps, Swap{Player: p.Name, Position: u.position, By: Nothing})
		// Only the option replacement_repeat: refused left nothing: say so,
		// or the pad would blame an empty market.
		if len(repeats) > 0 {
			card := repeats[0]
			if best, ok := g.best(u, repeats); ok {
				card = best
			}
			g.warnings = append(g.warnings, Warning{Kind: RepeatExcluded, Player: p.Name, Card: card})
		}
	case g.c.Options.UnicornChoice == alpaka.ChoiceRequired:
		g.fail(p.Name, at, path, line, rules.Problem{Kind: UnicornChoiceRequired})
	default:
		best, ok := g.best(u, candidates)
		if !ok {
			return
		}
		// Say so when the option replacement_repeat: refused changed the
		// choice: a repeated name would have been better still.
		if len(repeats) > 0 {
			if all, ok := g.best(u, append(slices.Clone(candidates), repeats...)); ok && all != best {
				g.warnings = append(g.warnings, Warning{Kind: RepeatExcluded, Player: p.Name, Card: all})
			}
		}
		take(best, ByBest)
		g.warnings = append(g.warnings, Warning{Kind: BestChosen, Player: p.Name, Card: best})
	}
}

// best is the candidate that leaves the owner best placed: most points,
// then alpacas, then the most valuable; equal ones in the rulebook's order.
// Every candidate's value must be known.
func (g *game) best(u unicorn, candidates []alpaka.Card) (alpaka.Card, bool) {
	ok := true
	for _, card := range candidates {
		if card != alpaka.Snob && !g.c.Value(card).Known() {
			g.unknown(g.r.Players[u.player].Name, card)
			ok = false
		}
	}
	if !ok {
		return "", false
	}
	slices.SortStableFunc(candidates, func(a, b alpaka.Card) int { return a.Order() - b.Order() })
	var best alpaka.Card
	var bestKeys []int
	for _, card := range candidates {
		farm := cloneFarm(g.farms[u.player])
		farm[u.fence][u.slot] = card
		s := g.tally(farm, g.deckAlpacas(u.player), nil)
		keys := []int{s.Total, s.Alpacas, s.MostValuable}
		if bestKeys == nil || slices.Compare(keys, bestKeys) > 0 {
			best, bestKeys = card, keys
		}
	}
	return best, true
}

func (g *game) deckAlpacas(i int) int {
	if d := g.r.Players[i].DeckAlpacas; d != nil {
		return *d
	}
	return 0
}

func (g *game) onFarm(i int, card alpaka.Card) bool { return hasCard(g.farms[i], card) }

// onFarmElsewhere reports whether card is on u's farm other than at u.
func (g *game) onFarmElsewhere(u unicorn, card alpaka.Card) bool {
	for f, fence := range g.farms[u.player] {
		for s, c := range fence {
			if c == card && (f != u.fence || s != u.slot) {
				return true
			}
		}
	}
	return false
}

// unknown records, once per card, that a needed value is not known; the
// four nobles share one value, asked for once.
func (g *game) unknown(player string, card alpaka.Card) {
	kind := ValueUnknown
	if card.IsNoble() {
		kind, card = NoblesValueUnknown, alpaka.King
	}
	for _, p := range g.problems {
		if p.Kind == kind && p.Value == string(card) {
			return
		}
	}
	g.problems = append(g.problems, &rules.Problem{Kind: kind, Player: player, Field: rules.At(alpaka.FieldValue), Value: string(card)})
}

// checkValues asks for every value the farms need, and for the deck's
// alpacas where a fighter stands.
func (g *game) checkValues() {
	for i, farm := range g.farms {
		p := g.r.Players[i]
		for f, fence := range farm {
			for s, card := range fence {
				if card == alpaka.Snob || g.stays[[3]int{i, f, s}] {
					continue
				}
				if !g.c.Value(card).Known() {
					g.unknown(p.Name, card)
				}
			}
		}
		// A fighter a unicorn took (one on the farm as written is checked
		// with the record's shape).
		if hasCard(farm, alpaka.Fighter) && !hasCard(p.Fences, alpaka.Fighter) && p.DeckAlpacas == nil {
			g.fail(p.Name, rules.At(alpaka.FieldDeckAlpacas), fieldPath(i, "deck_alpacas"), p.Line, rules.Problem{Kind: DeckAlpacasNeeded})
		}
	}
}

// tally scores a farm: cards in place order with their points.
func (g *game) tally(farm [][]alpaka.Card, deckAlpacas int, stays map[[2]int]bool) PlayerScore {
	var s PlayerScore
	for f, fence := range farm {
		loud := slices.Contains(fence, alpaka.Loudmouth)
		for k, card := range fence {
			cs := CardScore{Card: card, Fence: f + 1, Slot: k + 1, Value: g.c.Value(card)}
			cs.Points = cs.Value.N
			if stays[[2]int{f, k}] {
				cs.UnicornStays = true
				cs.Value = printed.FromRulebook(alpaka.UnicornValue)
				cs.Points = alpaka.UnicornValue
			}
			// A unicorn that stays is still an alpaca behind the fence:
			// a loudmouth beside it zeroes it like any other.
			switch {
			case card == alpaka.Snob:
				cs.Points, cs.Reason = 0, ZeroSnob
			case loud && card != alpaka.Loudmouth:
				cs.Points, cs.Reason = 0, ZeroLoudmouth
			}
			s.Cards = append(s.Cards, cs)
			s.CardPoints += cs.Points
			s.Alpacas++
			if card == alpaka.Twins {
				s.Alpacas++
			}
			if cs.Value.Known() {
				s.MostValuable = max(s.MostValuable, cs.Value.N)
			}
			if card == alpaka.Fighter {
				s.HasFighter = true
			}
		}
	}
	if s.HasFighter {
		s.DeckAlpacas = deckAlpacas
		s.FighterBonus = deckAlpacas / alpaka.FighterPerBonus
	}
	s.Total = s.CardPoints + s.FighterBonus
	return s
}

func (g *game) scorePlayer(i int, p PlayerRecord) PlayerScore {
	stays := map[[2]int]bool{}
	for k := range g.stays {
		if k[0] == i {
			stays[[2]int{k[1], k[2]}] = true
		}
	}
	s := g.tally(g.farms[i], g.deckAlpacas(i), stays)
	s.Name, s.Deck = p.Name, p.Deck
	for k := range s.Cards {
		cs := &s.Cards[k]
		cs.FromUnicorn = g.swapped[[3]int{i, cs.Fence - 1, cs.Slot - 1}]
		if cs.Card == alpaka.Snob && !cs.Value.Known() {
			g.warnings = append(g.warnings, Warning{Kind: SnobValueUnknown, Player: p.Name})
		}
	}
	return s
}

// fullFarm reports four fences, each with two alpacas or twins alone.
func fullFarm(farm [][]alpaka.Card) bool {
	if len(farm) < alpaka.MaxFences {
		return false
	}
	for _, fence := range farm {
		if len(fence) < 2 && !(len(fence) == 1 && fence[0] == alpaka.Twins) {
			return false
		}
	}
	return true
}
