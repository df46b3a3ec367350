package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules"
)

func TestParseGoodInEveryLanguage(t *testing.T) {
	tests := map[string]rules.Good{
		"glass": rules.Glass, "Glas": rules.Glass, "стекло": rules.Glass, "üveg": rules.Glass,
		"verre": rules.Glass, "cristal": rules.Glass, "vidrio": rules.Glass,
		"FA": rules.Wood, "kő": rules.Stone, "ko": rules.Stone, "maïs": rules.Corn, "mais": rules.Corn,
		"maíz": rules.Corn, "Kukorica": rules.Corn, "КАМЕНЬ": rules.Stone, "étoffe": rules.Cloth,
		"etoffe": rules.Cloth, "  alpaga ": rules.Alpaca, "stones": rules.Stone, "Nahrung": rules.Food,
		"pescado": rules.Fish, "hal": rules.Fish, "szövet": rules.Cloth, "какао": rules.Cacao,
	}
	for in, want := range tests {
		got, ok := rules.ParseGood(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "gold", "coins", "village", "3"} {
		_, ok := rules.ParseGood(in)
		assert.False(t, ok, in)
	}
}

func TestParseLocationInEveryLanguage(t *testing.T) {
	tests := map[string]rules.Location{
		"market": rules.Market, "Markt": rules.Market, "рынок": rules.Market, "piac": rules.Market,
		"marché": rules.Market, "mercado": rules.Market, "út": rules.Road, "Bergwerk": rules.Mine,
		"kikötő": rules.Harbor, "forêt": rules.Forest, "aldea": rules.Village,
	}
	for in, want := range tests {
		got, ok := rules.ParseLocation(in)
		assert.True(t, ok, in)
		assert.Equal(t, want, got, in)
	}
}

func TestEveryGoodHasAName(t *testing.T) {
	for _, g := range rules.Goods() {
		got, ok := rules.ParseGood(string(g))
		assert.True(t, ok)
		assert.Equal(t, g, got)
	}
}
