package alpakascore

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

func TestParseFencesLine(t *testing.T) {
	fences, ps := ParseFences("twins | mime king | baby", alpaka.Builtin{})
	require.Empty(t, ps)
	assert.Equal(t, [][]alpaka.Card{{alpaka.Twins}, {alpaka.Mime, alpaka.King}, {alpaka.Baby}}, fences)

	fences, ps = ParseFences("строящийся забор мим|единорожка", alpaka.Builtin{})
	require.Empty(t, ps)
	assert.Equal(t, [][]alpaka.Card{{alpaka.Fence, alpaka.Mime}, {alpaka.Unicorn}}, fences, "a name of two words")

	_, ps = ParseFences("mime libarian | dragon", alpaka.Builtin{})
	require.Len(t, ps, 2)
	assert.Equal(t, []string{"librarian"}, ps[0].Names)

	fences, ps = ParseFences("  ", alpaka.Builtin{})
	assert.Nil(t, fences)
	assert.Empty(t, ps)
}

func TestCheckFarmAlone(t *testing.T) {
	ps := CheckFarm(PlayerRecord{Name: "A", Fences: [][]alpaka.Card{{alpaka.Twins, alpaka.Mime}, {}}})
	kinds := []rules.Kind{}
	for _, p := range ps {
		kinds = append(kinds, p.Kind)
	}
	assert.Equal(t, []rules.Kind{TwinsNotAlone, FenceEmpty}, kinds)
}

// Every record written reads back as the same record.
func TestMarshalRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var alpacas []alpaka.Card
	for _, c := range alpaka.Cards() {
		if c.ID.IsAlpaca() {
			alpacas = append(alpacas, c.ID)
		}
	}
	for range 200 {
		r := randomGame(rng, alpacas)
		r.Players[0].Unicorn = alpaka.Mime
		data, err := MarshalRecord(r)
		require.NoError(t, err)
		back, err := Parse("", data, alpaka.Builtin{})
		require.NoError(t, err, string(data))
		require.Len(t, back.Players, len(r.Players))
		for i, p := range back.Players {
			assert.Equal(t, r.Players[i].Name, p.Name)
			assert.Equal(t, r.Players[i].Fences, p.Fences)
			assert.Equal(t, r.Players[i].Deck, p.Deck)
			assert.Equal(t, r.Players[i].DeckAlpacas, p.DeckAlpacas)
			assert.Equal(t, r.Players[i].Unicorn, p.Unicorn)
		}
		assert.Equal(t, len(r.Market), len(back.Market))
	}
}

// Whatever a player types, every word is read as a card or named as a
// problem, and "|" always separates fences.
func FuzzParseFences(f *testing.F) {
	f.Add("twins | mime king | baby")
	f.Add("grande gueule bon cœur|строящийся забор")
	f.Fuzz(func(t *testing.T, line string) {
		fences, ps := ParseFences(line, alpaka.Builtin{})
		for _, p := range ps {
			require.Equal(t, alpaka.UnknownCard, p.Kind)
			require.NotEmpty(t, p.Value)
		}
		if len(ps) == 0 && fences != nil {
			require.Len(t, fences, strings.Count(line, "|")+1)
		}
		for _, fence := range fences {
			for _, c := range fence {
				_, ok := alpaka.InfoOf(c)
				require.True(t, ok)
			}
		}
	})
}
