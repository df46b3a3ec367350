package serve

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/pages"
	"altiplano/cmd/text"
)

// The host's progress is in the host's language: a Russian phone's label
// is not shown to an English host; the walk's host label is.
func TestProgressIsInTheHostsLanguage(t *testing.T) {
	srv := New(Config{Secret: strings.Repeat("a", 32), Lang: text.EN,
		Seats: []Seat{{Name: "Ana", Lang: text.RU}, {Name: "Ben"}}})
	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Ana · монеты"}})
	srv.Show(1, Page{Page: pages.Page{Kind: Question, Label: "Ben · coins"}})
	progress := srv.Progress()
	assert.Equal(t, "", progress[0].Label, "the phone's Russian is not the host's")
	assert.Equal(t, "Ben · coins", progress[1].Label, "a phone in the host's language")

	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Ana · монеты"}, HostLabel: "coins"})
	assert.Equal(t, "coins", srv.Progress()[0].Label)
}
