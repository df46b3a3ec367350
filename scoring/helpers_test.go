package scoring_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/scoring"
)

func vp(n int) *int { return &n }

func yes() *bool { b := true; return &b }

// boxCatalog is the catalog with testdata/box/full.yaml: a known warehouse
// layout (3,3,4 left; 4,5 right, VP 1,2,3,4,6) and every mission's VP.
func boxCatalog(t testing.TB) catalog.Catalog {
	t.Helper()
	data, err := os.ReadFile("../testdata/box/full.yaml")
	require.NoError(t, err)
	p, err := catalog.ParseProfile("full.yaml", data)
	require.NoError(t, err)
	return catalog.Default().With(p)
}

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
