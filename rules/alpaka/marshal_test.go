package alpaka

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/boxprofile"
)

// A section written by Entries reads back as the profile it was written
// from, whatever names the user typed.
func TestEntriesReadBack(t *testing.T) {
	p, err := ParseProfile("box.yaml", []byte(fullSection), Builtin{})
	require.NoError(t, err)
	data, err := boxprofile.Marshal(Entries(p))
	require.NoError(t, err)
	assert.Contains(t, string(data), "alpaka:\n  values:\n    librarian: 1\n    shopaholic: 2\n    janitor: 2\n    snob: -1\n  nobles: 12\n")
	assert.Contains(t, string(data), "  options:\n    quick_all_stacks: false\n    unicorn_choice: required\n")
	back, err := ParseProfile("box.yaml", data, Builtin{})
	require.NoError(t, err)
	assert.Equal(t, p, back)

	assert.Empty(t, Entries(Profile{}), "nothing recorded, no section")
	assert.False(t, Profile{Values: map[Card]int{}}.Records())
}

func TestMergeLaysTheIncomingOver(t *testing.T) {
	twelve, ten, required := 12, 10, ChoiceRequired
	yes := true
	mine := Profile{Values: map[Card]int{Mime: 3, Librarian: 1}, Nobles: &twelve, Options: PartialOptions{QuickAllStacks: &yes}}
	theirs := Profile{Values: map[Card]int{Mime: 4}, Nobles: &ten, White: MarketTypes()[:8], Options: PartialOptions{UnicornChoice: &required}}
	got := mine.Merge(theirs)
	assert.Equal(t, map[Card]int{Mime: 4, Librarian: 1}, got.Values)
	assert.Equal(t, 10, *got.Nobles)
	assert.Equal(t, MarketTypes()[:8], got.White)
	assert.Equal(t, PartialOptions{QuickAllStacks: &yes, UnicornChoice: &required}, got.Options)
	assert.Equal(t, map[Card]int{Mime: 3, Librarian: 1}, mine.Values, "the profile merged into is not changed")
	assert.Equal(t, mine, mine.Merge(Profile{}), "nothing recorded changes nothing")
}

func FuzzEntriesReadBack(f *testing.F) {
	f.Add(fullSection)
	f.Add("alpaka: {values: {mime: 3}, options: {replacement_repeat: refused}}")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseProfile("f.yaml", []byte(s), Builtin{})
		if err != nil {
			return
		}
		data, err := boxprofile.Marshal(Entries(p))
		require.NoError(t, err)
		back, err := ParseProfile("f.yaml", data, Builtin{})
		require.NoError(t, err, string(data))
		assert.True(t, boxprofile.Same(Entries(p), Entries(back)), string(data))
		assert.Equal(t, Default().With(p), Default().With(back), "the same values")
	})
}
