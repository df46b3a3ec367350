package alpakascore

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/rulestest"
)

// Each ambiguity default is an option; changing it changes the outcome.
func TestOptions(t *testing.T) {
	box := testBox(t)
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Unicorn, alpaka.Mime}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Baby}}, Deck: 3},
	}, Market: []alpaka.Card{alpaka.Mime, alpaka.Librarian}, MarketGiven: true}

	res, err := Score(rec, box)
	require.NoError(t, err)
	assert.Equal(t, alpaka.Mime, res.Swaps[0].Took, "best for A: mime 3 over librarian 1, repeating a name")
	assert.Contains(t, res.Warnings, Warning{Kind: RepeatName, Player: "A", Card: alpaka.Mime})

	refused := alpaka.RepeatRefused
	res, err = Score(rec, box.With(alpaka.Profile{Options: alpaka.PartialOptions{RepeatName: &refused}}))
	require.NoError(t, err)
	assert.Equal(t, alpaka.Librarian, res.Swaps[0].Took, "a repeat excluded, the librarian is left")
	assert.Contains(t, res.Warnings, Warning{Kind: RepeatExcluded, Player: "A", Card: alpaka.Mime}, "the pad says the option changed the choice")

	// When the option leaves nothing at all, the unicorn stays and the pad
	// names the option, not an empty market.
	onlyRepeat := rec
	onlyRepeat.Market = []alpaka.Card{alpaka.Mime}
	res, err = Score(onlyRepeat, box.With(alpaka.Profile{Options: alpaka.PartialOptions{RepeatName: &refused}}))
	require.NoError(t, err)
	assert.Equal(t, Nothing, res.Swaps[0].By)
	assert.Contains(t, res.Warnings, Warning{Kind: RepeatExcluded, Player: "A", Card: alpaka.Mime})

	rec.Players[0].Unicorn = alpaka.Mime
	_, err = Score(rec, box.With(alpaka.Profile{Options: alpaka.PartialOptions{RepeatName: &refused}}))
	assert.Equal(t, ReplacementRepeat, rulestest.Problems(t, err)[0].Kind)

	rec.Players[0].Unicorn = ""
	required := alpaka.ChoiceRequired
	_, err = Score(rec, box.With(alpaka.Profile{Options: alpaka.PartialOptions{UnicornChoice: &required}}))
	ps := rulestest.Problems(t, err)
	assert.Equal(t, UnicornChoiceRequired, ps[0].Kind)
	assert.Equal(t, "A", ps[0].Player)
}

// A value a game needs and the box has not recorded is named, once per
// card, never guessed.
func TestUnknownValuesAreNamed(t *testing.T) {
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Mime, alpaka.Baby}, {alpaka.Snob}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Mime}, {alpaka.Unicorn}}, Deck: 3},
	}, Market: []alpaka.Card{alpaka.Viking}, MarketGiven: true}
	_, err := Score(rec, alpaka.Default())
	ps := rulestest.Problems(t, err)
	var cards []string
	for _, p := range ps {
		assert.Equal(t, ValueUnknown, p.Kind)
		cards = append(cards, p.Value)
	}
	assert.ElementsMatch(t, []string{"viking", "mime"}, cards, "baby is the rulebook's 0; the snob always scores 0")
}

func TestMarketNeededOnlyWithAUnicorn(t *testing.T) {
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Unicorn}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Baby}}, Deck: 3},
	}}
	ps := rulestest.Problems(t, func() error { _, err := Score(rec, testBox(t)); return err }())
	assert.Equal(t, MarketNeeded, ps[0].Kind)
	rec.Players[0].Fences[0][0] = alpaka.Mime
	_, err := Score(rec, testBox(t))
	require.NoError(t, err)
}

func TestFighterNeedsDeckAlpacas(t *testing.T) {
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Fighter}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Baby}}, Deck: 3},
	}}
	_, err := Score(rec, testBox(t))
	assert.Equal(t, DeckAlpacasNeeded, rulestest.Problems(t, err)[0].Kind)
}

// The deck's alpacas are for the fighter's bonus: given on a farm with no
// fighter, and no unicorn that may become one, they are refused.
func TestDeckAlpacasNeedAFighter(t *testing.T) {
	two := 2
	tests := []struct {
		fences  [][]alpaka.Card
		unicorn alpaka.Card
		refused bool
	}{
		{[][]alpaka.Card{{alpaka.Baby}}, "", true},
		{[][]alpaka.Card{{alpaka.Fighter}}, "", false},
		{[][]alpaka.Card{{alpaka.Unicorn}}, "", false},             // the best choice may be a fighter
		{[][]alpaka.Card{{alpaka.Unicorn}}, alpaka.Fighter, false}, // said so
		{[][]alpaka.Card{{alpaka.Unicorn}}, alpaka.Mime, true},
	}
	for _, tt := range tests {
		rec := Record{MarketGiven: true, Market: []alpaka.Card{alpaka.Fighter, alpaka.Mime}, Players: []PlayerRecord{
			{Name: "A", Fences: tt.fences, Deck: 3, DeckAlpacas: &two, Unicorn: tt.unicorn},
			{Name: "B", Fences: [][]alpaka.Card{{alpaka.Baby}}, Deck: 3},
		}}
		_, err := Score(rec, testBox(t))
		var kinds []rules.Kind
		var ps rules.Problems
		if errors.As(err, &ps) {
			for _, p := range ps {
				kinds = append(kinds, p.Kind)
			}
		}
		if tt.refused {
			assert.Contains(t, kinds, DeckAlpacasWithout, "%v %s", tt.fences, tt.unicorn)
		} else {
			assert.NotContains(t, kinds, DeckAlpacasWithout, "%v %s", tt.fences, tt.unicorn)
		}
	}
	doc := "game: alpaka\nplayers:\n  - name: Ana\n    fences: [[baby]]\n    deck: 3\n    deck_alpacas: 2\n  - name: Ben\n    fences: [[baby]]\n    deck: 3\n"
	r, err := Parse("g.yaml", []byte(doc), alpaka.Builtin{})
	require.NoError(t, err)
	_, err = Score(r, testBox(t))
	ps := rulestest.Problems(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, rules.Problem{Kind: DeckAlpacasWithout, Player: "Ana", Field: rules.InFile("g.yaml", "players[0].deck_alpacas", 6)}, *ps[0])
}

// Properties on random valid games: every total is the sum of the cards'
// points and the fighter's bonus; alpacas count twins twice; places are
// consistent with the tie-break; unicorns never become babies or unicorns.
func TestScoreProperties(t *testing.T) {
	box := testBox(t)
	rng := rand.New(rand.NewPCG(3, 4))
	alpacas := []alpaka.Card{}
	for _, c := range alpaka.Cards() {
		if c.ID.IsAlpaca() && c.ID != alpaka.Snob {
			alpacas = append(alpacas, c.ID)
		}
	}
	for range 400 {
		r := randomGame(rng, alpacas)
		res, err := Score(r, box)
		if err != nil {
			for _, p := range rulestest.Problems(t, err) {
				require.Contains(t, []rules.Kind{TooManyCopies, UnicornNotInMarket}, p.Kind, p.Error())
			}
			continue
		}
		for _, p := range res.Players {
			sum, count := p.FighterBonus, 0
			for _, c := range p.Cards {
				sum += c.Points
				count++
				if c.Card == alpaka.Twins {
					count++
				}
				require.GreaterOrEqual(t, c.Points, 0)
			}
			require.Equal(t, p.Total, sum)
			require.Equal(t, p.Alpacas, count)
		}
		for _, s := range res.Swaps {
			require.NotContains(t, []alpaka.Card{alpaka.Baby, alpaka.Unicorn, alpaka.Fence}, s.Took)
		}
		for k := 0; k+1 < len(res.Order); k++ {
			a, b := res.Players[res.Order[k]], res.Players[res.Order[k+1]]
			require.GreaterOrEqual(t, a.Total, b.Total)
		}
	}
}

// randomGame deals farms that keep the rules of shape: distinct names,
// twins alone, at most 4 fences of at most 2.
func randomGame(rng *rand.Rand, alpacas []alpaka.Card) Record {
	n := 2 + rng.IntN(3)
	r := Record{MarketGiven: true}
	for i := range n {
		perm := rng.Perm(len(alpacas))
		p := PlayerRecord{Name: string(rune('A' + i)), Deck: rng.IntN(20)}
		k := 0
		for range 1 + rng.IntN(4) {
			size := 1 + rng.IntN(2)
			var fence []alpaka.Card
			for range size {
				c := alpacas[perm[k]]
				k++
				if c == alpaka.Twins {
					if len(fence) == 0 {
						fence = append(fence, c)
					}
					break
				}
				fence = append(fence, c)
			}
			p.Fences = append(p.Fences, fence)
		}
		if mayHaveFighter(p) {
			d := rng.IntN(p.Deck + 1)
			p.DeckAlpacas = &d
		}
		r.Players = append(r.Players, p)
	}
	for range rng.IntN(4) {
		r.Market = append(r.Market, alpacas[rng.IntN(len(alpacas))])
	}
	return r
}

// The shared form keeps the places and what decided them.
func TestNeutralResult(t *testing.T) {
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Twins}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Viking}}, Deck: 3},
	}}
	res, err := Score(rec, testBox(t))
	require.NoError(t, err)
	n := res.Neutral()
	assert.Equal(t, res.Winners, n.Winners)
	assert.Equal(t, res.DecidedBy, n.DecidedBy)
	assert.EqualValues(t, "alpaka", n.Game)
	assert.Equal(t, 8, n.Players[0].Lines[0].Points)
}

// A unicorn that stays (nothing left to take) beside a loudmouth scores 0,
// like any alpaca behind that fence (rulebook l.286, l.310).
func TestAStayingUnicornBesideALoudmouthScoresNothing(t *testing.T) {
	box := testBox(t)
	rec := Record{Players: []PlayerRecord{
		{Name: "A", Fences: [][]alpaka.Card{{alpaka.Unicorn, alpaka.Loudmouth}}, Deck: 3},
		{Name: "B", Fences: [][]alpaka.Card{{alpaka.Baby}}, Deck: 3},
	}, Market: []alpaka.Card{}, MarketGiven: true}
	res, err := Score(rec, box)
	require.NoError(t, err)
	a := res.Players[0]
	require.Len(t, a.Cards, 2)
	assert.True(t, a.Cards[0].UnicornStays)
	assert.Equal(t, 0, a.Cards[0].Points)
	assert.Equal(t, ZeroLoudmouth, a.Cards[0].Reason)
	assert.Equal(t, a.Cards[1].Points, a.Total, "only the loudmouth's own value counts")
}

// A snob's unknown printed value is said only when the most valuable alpaca
// decides a place next to its owner; otherwise it is noise.
func TestTheSnobsUnknownValueIsSaidOnlyWhenItDecides(t *testing.T) {
	box := testBox(t)
	rec := Record{Players: []PlayerRecord{
		{Name: "Eva", Fences: [][]alpaka.Card{{alpaka.Snob, alpaka.Viking}}, Deck: 3},
		{Name: "Finn", Fences: [][]alpaka.Card{{alpaka.Merchant, alpaka.Librarian}}, Deck: 3},
	}}
	res, err := Score(rec, box)
	require.NoError(t, err)
	require.Equal(t, res.Players[0].Total, res.Players[1].Total, "a tie on points")
	require.Equal(t, TieBreak[2], res.Between[0], "decided by the most valuable alpaca")
	assert.Contains(t, res.Warnings, Warning{Kind: SnobValueUnknown, Player: "Eva"})

	rec.Players[1].Fences = [][]alpaka.Card{{alpaka.Baby}}
	res, err = Score(rec, box)
	require.NoError(t, err)
	assert.NotContains(t, res.Warnings, Warning{Kind: SnobValueUnknown, Player: "Eva"}, "points decide: no note")
}
