package text_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

// Items that hold commas themselves (a mission's text) are joined as the
// language joins them: French puts a no-break space before the semicolon.
// The items are joined as they were rendered; the line is never cut.
func TestItemsJoinAsTheLanguageDoes(t *testing.T) {
	long := strings.Repeat("x", 150)
	tests := []struct {
		lang  text.Lang
		items []string
		want  string
	}{
		{text.EN, []string{"16 Complete an order, build a boat and a house", "12 Build 3 boats"}, "16 Complete an order, build a boat and a house; 12 Build 3 boats"},
		{text.FR, []string{"a", "b", "c"}, "a\u00a0; b\u00a0; c"},
		{text.DE, []string{"a"}, "a"},
		{text.RU, nil, ""},
		{text.EN, []string{long, long}, long + "; " + long},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, text.For(tt.lang).JoinItems(tt.items...), "%s %q", tt.lang, tt.items)
	}
}
