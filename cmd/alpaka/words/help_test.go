package words_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/text"
)

// The Alpaka guide names a player's questions in the order the walk-through
// asks them (cmd/alpaka/score's TestWalkThrough): the fences, what the
// unicorn took, the deck, the fighter's count.
func TestAlpakaGuideSaysTheOrderOfTheQuestions(t *testing.T) {
	order := map[text.Lang][]string{
		text.EN: {"twins | mime king", "unicorn took", "cards in the deck", "fighter's count"},
		text.DE: {"Zwillinge | Pantomime", "Einhorn", "Karten im Deck", "Kämpfer"},
		text.FR: {"jumeaux | mime roi", "licorne", "cartes de son paquet", "combattant"},
		text.ES: {"gemelos | mimo rey", "unicornio", "cartas de su mazo", "luchador"},
		text.HU: {"ikrek | mímes", "egyszarvú", "paklijában", "harcos"},
		text.RU: {"близнец | мим король", "единорожк", "карты в колоде", "бойц"},
	}
	for _, lang := range text.Langs() {
		page, err := fs.ReadFile(words.Help, "help/pages/"+string(lang)+"/alpaka-guide.txt")
		require.NoError(t, err)
		body := strings.Join(strings.Fields(string(page)), " ")
		at := -1
		for _, phrase := range order[lang] {
			k := strings.Index(body[at+1:], phrase)
			if !assert.GreaterOrEqual(t, k, 0, "%s: %q after the one before", lang, phrase) {
				break
			}
			at += 1 + k
		}
	}
}
