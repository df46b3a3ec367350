package alpaka

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/printed"
	"altiplano/rules/rulestest"
)

// The counts of digest §1: 20 market types of 4, 4 nobles, 4 snobs, 24
// babies and 16 fence cards.
func TestCardCounts(t *testing.T) {
	assert.Len(t, MarketTypes(), BrownTypes+WhiteTypes)
	assert.Len(t, Nobles(), 4)
	total := map[Group]int{}
	for _, c := range Cards() {
		total[c.Group] += c.Copies
		assert.NotEmpty(t, c.Russian)
	}
	assert.Equal(t, 80, total[Market])
	assert.Equal(t, 4, total[Noble])
	assert.Equal(t, 4, total[SnobStack])
	assert.Equal(t, 40, total[Starting])
	assert.False(t, Fence.IsAlpaca())
	assert.True(t, Twins.IsAlpaca())
}

func TestParseCardByIdOrRussianName(t *testing.T) {
	for word, want := range map[string]Card{"librarian": Librarian, " Unicorn ": Unicorn, "Единорожка": Unicorn,
		"детеныш": Baby, "ДЕТЁНЫШ": Baby, "паникер": Panicker, "строящийся  забор": Fence} {
		got, ok := ParseCard(word)
		require.True(t, ok, word)
		assert.Equal(t, want, got)
	}
	_, ok := ParseCard("dragon")
	assert.False(t, ok)
	assert.Equal(t, []Card{Librarian}, Builtin{}.Suggest("libarian"))
	assert.Contains(t, Builtin{}.Suggest("единорожк"), Unicorn)
	assert.Empty(t, Builtin{}.Suggest("zzzzzzzzzz"))
}

// The built-in catalog knows only the rulebook's two values; a profile
// adds the rest as box values, never as rulebook ones.
func TestCatalogNeverInvents(t *testing.T) {
	c := Default()
	assert.Equal(t, printed.FromRulebook(0), c.Value(Baby))
	assert.Equal(t, printed.FromRulebook(4), c.Value(Unicorn))
	for _, card := range append(MarketTypes(), King, Snob) {
		if card != Unicorn {
			assert.False(t, c.Value(card).Known(), card)
		}
	}
	assert.False(t, c.ColoursKnown())
	twelve := 12
	c = c.With(Profile{Values: map[Card]int{Librarian: 1}, Nobles: &twelve, White: []Card{Mime}})
	assert.Equal(t, printed.FromBox(1), c.Value(Librarian))
	assert.Equal(t, printed.FromBox(12), c.Value(Princess))
	assert.True(t, c.ColoursKnown())
	assert.True(t, c.White(Mime))
	assert.False(t, Default().Value(Librarian).Known(), "the default catalog is not changed")
}

const fullSection = `
goods: {glass: {vp: 4}}
alpaka:
  values: {librarian: 1, shopaholic: 2, Уборщик: 2, snob: -1}
  nobles: 12
  white: [librarian, shopaholic, janitor, fighter, mime, explorer, kindheart, unicorn]
  options: {quick_all_stacks: false, unicorn_choice: required, replacement_repeat: refused}
`

func TestParseProfileSection(t *testing.T) {
	p, err := ParseProfile("box.yaml", []byte(fullSection), Builtin{})
	require.NoError(t, err)
	assert.Equal(t, map[Card]int{Librarian: 1, Shopaholic: 2, Janitor: 2, Snob: -1}, p.Values)
	assert.Equal(t, 12, *p.Nobles)
	assert.Len(t, p.White, 8)
	c := Default().With(p)
	assert.False(t, c.Options.QuickAllStacks)
	assert.Equal(t, ChoiceRequired, c.Options.UnicornChoice)
	assert.Equal(t, RepeatRefused, c.Options.RepeatName)
}

// Every problem at once, each with its line.
func TestParseProfileProblems(t *testing.T) {
	bad := `alpaka:
  values: {libarian: 1, baby: 2, king: 9, mime: 1000}
  white: [mime, mime, baby]
  options: {unicorn_choice: worst}
`
	_, err := ParseProfile("box.yaml", []byte(bad), Builtin{})
	ps := rulestest.Problems(t, err)
	kinds := map[rules.Kind]int{}
	for _, p := range ps {
		kinds[p.Kind]++
		assert.NotZero(t, p.Field.Line, p.Error())
	}
	assert.Equal(t, map[rules.Kind]int{UnknownCard: 1, RulebookValue: 1, NotMarketType: 2, rules.OutOfRange: 1,
		CardTwice: 1, WhiteCount: 1, OptionValue: 1}, kinds)
	assert.Equal(t, []string{"librarian"}, ps[0].Names)
}

// The section's values are the market types' and the snob's, each given
// once: a noble's (the nobles have their own key) or a fence card's is
// refused, as is a card given twice under two of its names, and the baby's
// and the unicorn's are the rulebook's. Each problem names the key and its
// line.
func TestParseProfileValuesOnlyOfMarketTypesEachOnce(t *testing.T) {
	at := func(key string, line int) rules.Field { return rules.InFile("b.yaml", "alpaka.values."+key, line) }
	tests := []struct {
		name, values string
		want         rules.Problem
	}{
		{"a noble's", "king: 9", rules.Problem{Kind: NotMarketType, Value: "king", Field: at("king", 3)}},
		{"a fence card's", "fence: 1", rules.Problem{Kind: NotMarketType, Value: "fence", Field: at("fence", 3)}},
		{"a fence card's by its Russian name", "Строящийся забор: 1", rules.Problem{Kind: NotMarketType, Value: "fence", Field: at("Строящийся забор", 3)}},
		{"one card by its id and its Russian name", "mime: 3\n    Мим: 3", rules.Problem{Kind: CardTwice, Value: "mime", Field: at("Мим", 4)}},
		{"one card in other capitals", "mime: 3\n    MIME: 3", rules.Problem{Kind: CardTwice, Value: "mime", Field: at("MIME", 4)}},
		{"the baby's other than 0", "baby: 2", rules.Problem{Kind: RulebookValue, Value: "baby", N: 2, Max: 0, Field: at("baby", 3)}},
		{"the unicorn's other than 4", "unicorn: 5", rules.Problem{Kind: RulebookValue, Value: "unicorn", N: 5, Max: 4, Field: at("unicorn", 3)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseProfile("b.yaml", []byte("alpaka:\n  values:\n    "+tt.values+"\n"), Builtin{})
			rulestest.Equal(t, []rules.Problem{tt.want}, err)
		})
	}
}

// A box profile's values are checked as the calibration and the
// walk-through check them: the rulebook's ascending order from the baby's
// 0, so no negative value and no descending pair, and the nobles at least
// the highest; each problem names the key and its line. The snob is in no
// order.
func TestParseProfileValuesInTheRulebooksOrder(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []rules.Problem
	}{
		{"ascending", "alpaka:\n  values: {librarian: 1, shopaholic: 2, graduate: 10, snob: -3}\n  nobles: 12\n", nil},
		{"descending", "alpaka:\n  values:\n    shopaholic: 2\n    janitor: 1\n", []rules.Problem{
			{Kind: ValuesOrder, Value: "janitor", N: 1, Max: 2, Names: []string{"shopaholic"}, Field: rules.InFile("b.yaml", "alpaka.values.janitor", 4)}}},
		{"negative", "alpaka:\n  values:\n    librarian: -1\n", []rules.Problem{
			{Kind: ValuesOrder, Value: "librarian", N: -1, Max: 0, Names: []string{"baby"}, Field: rules.InFile("b.yaml", "alpaka.values.librarian", 3)}}},
		{"nobles negative", "alpaka:\n  nobles: -20\n", []rules.Problem{
			{Kind: NoblesLow, N: -20, Max: 4, Field: rules.InFile("b.yaml", "alpaka.nobles", 2)}}},
		{"nobles below a type", "alpaka:\n  values: {graduate: 10}\n  nobles: 9\n", []rules.Problem{
			{Kind: NoblesLow, N: 9, Max: 10, Field: rules.InFile("b.yaml", "alpaka.nobles", 3)}}},
		{"above the unicorn's 4 before it", "alpaka:\n  values:\n    kindheart: 5\n", []rules.Problem{
			{Kind: ValuesOrder, Value: "unicorn", N: 4, Max: 5, Names: []string{"kindheart"}, Field: rules.InFile("b.yaml", "alpaka.values.kindheart", 3)}}},
		{"in Russian", "alpaka:\n  values:\n    Шопоголик: 3\n    Уборщик: 2\n", []rules.Problem{
			{Kind: ValuesOrder, Value: "janitor", N: 2, Max: 3, Names: []string{"shopaholic"}, Field: rules.InFile("b.yaml", "alpaka.values.Уборщик", 4)}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseProfile("b.yaml", []byte(tt.yaml), Builtin{})
			if tt.want == nil {
				require.NoError(t, err)
				return
			}
			rulestest.Equal(t, tt.want, err)
		})
	}
}

func FuzzParseProfile(f *testing.F) {
	f.Add(fullSection)
	f.Add("alpaka: {values: {x: 1}}")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseProfile("f.yaml", []byte(s), Builtin{})
		if err != nil {
			return
		}
		// What reads is within the rules: values in bounds, white types
		// distinct market types.
		for c, v := range p.Values {
			require.True(t, ValueLimit.Contains(v))
			require.True(t, InfoOfGroup(c) == Market || c == Snob, c)
		}
		// and in the rulebook's order: none below the baby's 0, none below
		// a type listed before it, the nobles the highest.
		require.Empty(t, CheckOrder(p.Values, p.Nobles))
		highest := UnicornValue
		for c, v := range p.Values {
			if c != Snob {
				require.GreaterOrEqual(t, v, BabyValue, c)
				highest = max(highest, v)
			}
		}
		if p.Nobles != nil {
			require.GreaterOrEqual(t, *p.Nobles, highest)
		}
		seen := map[Card]bool{}
		for _, c := range p.White {
			require.False(t, seen[c])
			seen[c] = true
		}
	})
}
