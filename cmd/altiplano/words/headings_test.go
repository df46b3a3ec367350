package words

import (
	"strings"
	"testing"

	"altiplano/cmd/text"

	"github.com/stretchr/testify/assert"
)

// tables are the headings shown together; two that render alike in one
// language would make a table unreadable.
var tables = [][]text.M0{
	{HeadGood, HeadVPPerTile, text.HeadSource, HeadInBox, HeadFoundAt},
	{HeadLocation, HeadItem, HeadLayOut, HeadBackToBox},
	{HeadRow, HeadSide, HeadCapacity, HeadVP, text.HeadSource},
	{text.HeadNumber, text.HeadMission, HeadVP, HeadDecidedBy},
	{HeadEffect, HeadWhere, HeadDoes},
	{HeadLetter, text.HeadPlayers, HeadCost, HeadEffect},
	{HeadSlot, HeadSurcharge, text.HeadSource},
	{text.HeadRole, HeadFood, HeadCoins, HeadGoods, text.HeadSource},
	{HeadSeat, text.HeadPlayer, text.HeadRole, HeadStartsWith},
	{HeadSlot, HeadTile, HeadCost, HeadSurcharge, HeadPrice},
	{HeadCategory, text.PadTotal, PadCoins, text.PadRank},
}

func TestNoTwoHeadingsOfOneTableAlike(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, table := range tables {
			seen := map[string]bool{}
			for _, h := range table {
				got := strings.ToLower(h.In(p))
				assert.False(t, seen[got], "%s: two headings of one table read %q", lang, got)
				seen[got] = true
			}
		}
		seen := map[string]bool{}
		for _, c := range scorePadForTest() {
			got := strings.ToLower(Category(p, c))
			assert.False(t, seen[got], "%s: two score-pad lines read %q", lang, got)
			seen[got] = true
		}
	}
}
