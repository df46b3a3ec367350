package alpakascore

import (
	"strconv"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

func itoa(n int) string { return strconv.Itoa(n) }

// checker collects a record's problems, placed in the file when the
// record came from one, otherwise by field.
type checker struct {
	r        *Record
	problems rules.Problems
}

func (c *checker) fail(player string, at rules.Field, path string, line int, p rules.Problem) {
	p.Player = player
	p.Field = at
	if c.r.File != "" {
		p.Field = rules.InFile(c.r.File, path, line)
	}
	c.problems = append(c.problems, &p)
}

func lineOf(lines []int, i int) int {
	if i < len(lines) {
		return lines[i]
	}
	return 0
}

func cardLine(p PlayerRecord, f, s int) int {
	if f < len(p.CardLines) && s < len(p.CardLines[f]) {
		return p.CardLines[f][s]
	}
	return lineOf(p.FenceLines, f)
}

// validate checks everything that does not depend on values: the shape of
// each farm, names, counts, the box's copies.
func validate(r *Record) rules.Problems {
	c := &checker{r: r}
	if n := len(r.Players); !alpaka.PlayersLimit.Contains(n) {
		c.fail("", rules.At(rules.FieldPlayers), "players", r.Line,
			rules.Problem{Kind: rules.NamesCount, N: n, Min: alpaka.PlayersLimit.Min, Max: alpaka.PlayersLimit.Max})
	}
	looks := rules.Looks{} // the seat that gave each look first
	copies := map[alpaka.Card]int{}
	unicorns := false
	for i, p := range r.Players {
		nameLine := lineOfName(p)
		if pr := rules.CheckName("", rules.At(rules.FieldName), p.Name); pr != nil {
			c.fail("", pr.Field, fieldPath(i, "name"), nameLine, *pr)
		} else if j, seen := looks.Seen(p.Name, i); seen {
			twice := *rules.TwiceAt(rules.Field{}, r.Players[j].Name, p.Name)
			if r.File != "" {
				twice.N = lineOfName(r.Players[j]) // in a file, the other place too
			}
			c.fail("", rules.At(rules.FieldName), fieldPath(i, "name"), nameLine, twice)
		}
		c.farm(i, p, copies)
		if hasCard(p.Fences, alpaka.Unicorn) {
			unicorns = true
		} else if p.Unicorn != "" {
			c.fail(p.Name, rules.At(alpaka.FieldUnicorn), fieldPath(i, "unicorn"), p.UnicornLine, rules.Problem{Kind: UnicornWithout, Value: string(p.Unicorn)})
		}
		if hasCard(p.Fences, alpaka.Fighter) && p.DeckAlpacas == nil {
			c.fail(p.Name, rules.At(alpaka.FieldDeckAlpacas), fieldPath(i, "deck_alpacas"), p.Line, rules.Problem{Kind: DeckAlpacasNeeded})
		}
		if p.DeckAlpacas != nil && !mayHaveFighter(p) {
			c.fail(p.Name, rules.At(alpaka.FieldDeckAlpacas), fieldPath(i, "deck_alpacas"), p.DeckAlpacasLine, rules.Problem{Kind: DeckAlpacasWithout})
		}
		if p.DeckAlpacas != nil && *p.DeckAlpacas > p.Deck {
			c.fail(p.Name, rules.At(alpaka.FieldDeckAlpacas), fieldPath(i, "deck_alpacas"), p.DeckAlpacasLine,
				rules.Problem{Kind: DeckAlpacasOverDeck, N: *p.DeckAlpacas, Max: p.Deck})
		}
	}
	if unicorns && !r.MarketGiven {
		c.fail("", rules.At(alpaka.FieldMarket), "market", r.Line, rules.Problem{Kind: MarketNeeded})
	}
	for _, m := range r.Market {
		copies[m]++
	}
	// The box's copies, over every farm and the market (a unicorn's
	// replacement is one of the market's cards, not one more).
	for _, info := range alpaka.Cards() {
		if n := copies[info.ID]; n > info.Copies {
			c.fail("", rules.At(alpaka.FieldFarm), "players", r.Line, rules.Problem{Kind: TooManyCopies, Value: string(info.ID), N: n, Max: info.Copies})
		}
	}
	return c.problems
}

// farm checks one player's fences.
func (c *checker) farm(i int, p PlayerRecord, copies map[alpaka.Card]int) {
	if len(p.Fences) > alpaka.MaxFences {
		c.fail(p.Name, rules.At(alpaka.FieldFarm), fieldPath(i, "fences"), p.Line,
			rules.Problem{Kind: TooManyFences, N: len(p.Fences), Max: alpaka.MaxFences})
	}
	seen := map[alpaka.Card]bool{}
	for f, fence := range p.Fences {
		at := rules.AtIndex(alpaka.FieldFence, f+1)
		line := lineOf(p.FenceLines, f)
		switch {
		case len(fence) == 0:
			c.fail(p.Name, at, fencePath(i, f), line, rules.Problem{Kind: FenceEmpty})
		case len(fence) > alpaka.FenceSlots:
			c.fail(p.Name, at, fencePath(i, f), line, rules.Problem{Kind: FenceOverfull, N: len(fence), Max: alpaka.FenceSlots})
		case len(fence) == 2 && (fence[0] == alpaka.Twins || fence[1] == alpaka.Twins):
			c.fail(p.Name, at, fencePath(i, f), line, rules.Problem{Kind: TwinsNotAlone})
		}
		for s, card := range fence {
			copies[card]++
			switch {
			case card == alpaka.Fence:
				c.fail(p.Name, at, cardPath(i, f, s), cardLine(p, f, s), rules.Problem{Kind: FenceCardOnFarm, Value: string(card)})
			case seen[card]:
				c.fail(p.Name, at, cardPath(i, f, s), cardLine(p, f, s), rules.Problem{Kind: NameTwiceOnFarm, Value: string(card)})
			}
			seen[card] = true
		}
	}
}

// mayHaveFighter reports whether a farm scores a fighter: one behind a
// fence, or a unicorn that becomes one (said so, or left to the best choice).
func mayHaveFighter(p PlayerRecord) bool {
	return hasCard(p.Fences, alpaka.Fighter) ||
		hasCard(p.Fences, alpaka.Unicorn) && (p.Unicorn == "" || p.Unicorn == alpaka.Fighter)
}

func hasKey(m map[string]int, k string) bool { _, ok := m[k]; return ok }

func hasCard(fences [][]alpaka.Card, want alpaka.Card) bool {
	for _, fence := range fences {
		for _, c := range fence {
			if c == want {
				return true
			}
		}
	}
	return false
}

// lineOfName is the line of p's name in its file: its entry's without one.
func lineOfName(p PlayerRecord) int {
	if p.NameLine == 0 {
		return p.Line
	}
	return p.NameLine
}
