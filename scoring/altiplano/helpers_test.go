package altiplano_test

import (
	"strings"
	"testing"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/catalogtest"
	"altiplano/rules/rulestest"
	scoring "altiplano/scoring/altiplano"
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

func row(goods ...altiplano.Good) scoring.Row { return scoring.Row{Goods: goods} }

// kinds lists the kinds of the problems in err, in order.
func kinds(t *testing.T, err error) []rules.Kind {
	t.Helper()
	problems := rulestest.Problems(t, err)
	out := make([]rules.Kind, len(problems))
	for i, p := range problems {
		out[i] = p.Kind
	}
	return out
}

// words is a small lexicon for tests: identifiers and a few words of other
// languages (the whole vocabulary is the presentation's, tested there).
type words struct{}

func (words) Good(w string) (altiplano.Good, bool) {
	switch strings.ToLower(strings.TrimSpace(w)) {
	case "holz", "fa":
		return altiplano.Wood, true
	case "glas", "стекло":
		return altiplano.Glass, true
	case "nahrung":
		return altiplano.Food, true
	case "kő":
		return altiplano.Stone, true
	}
	return altiplano.Identifiers{}.Good(w)
}
