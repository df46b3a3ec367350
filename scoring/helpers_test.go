package scoring_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/catalog/catalogtest"
	"altiplano/scoring"
)

func vp(n int) *int { return &n }

func yes() *bool { b := true; return &b }

// boxCatalog is the catalog with testdata/box/full.yaml.
func boxCatalog(t testing.TB) catalog.Catalog { return catalogtest.FullBox(t) }

// game makes a record of the given players plus empty opponents up to two.
func game(players ...scoring.Player) scoring.Record {
	r := scoring.Record{Version: 1, Players: players}
	for i := len(r.Players); i < 2; i++ {
		r.Players = append(r.Players, scoring.Player{Name: []string{"Zed", "Yan"}[i-len(players)]})
	}
	return r
}

func row(goods ...rules.Good) scoring.Row { return scoring.Row{Goods: goods} }

func problemKeys(t *testing.T, err error) []string {
	t.Helper()
	var problems rules.Problems
	require.ErrorAs(t, err, &problems)
	keys := make([]string, len(problems))
	for i, p := range problems {
		keys[i] = string(p.Message.Key)
	}
	return keys
}
