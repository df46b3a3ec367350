package serve

import (
	"altiplano/cmd/pages"

	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A page the walk drew before the phone chose its language is not shown:
// the phone keeps waiting until the walk, told by Wait, asks again in the
// phone's language (it saw "Anna · coins" before "érmék" once in 20 runs).
func TestAPageDrawnBeforeALanguageChangeIsNotShown(t *testing.T) {
	secret, err := NewSecret()
	require.NoError(t, err)
	srv := New(Config{Secret: secret, Seats: []Seat{{Name: "Anna"}}})
	t.Cleanup(srv.Stop)

	srv.setLang(0, "hu")
	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Anna · coins"}}) // drawn in English
	assert.Equal(t, Waiting, srv.seats[0].page.Kind, "the phone waits")

	_, err = srv.Wait(context.Background(), 0)
	assert.ErrorIs(t, err, ErrLangChanged)
	srv.Show(0, Page{Page: pages.Page{Kind: Question, Label: "Anna · érmék"}})
	assert.Equal(t, "Anna · érmék", srv.seats[0].page.Label)
}
