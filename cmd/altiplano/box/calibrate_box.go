package box

import (
	"strconv"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/game"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
)

// Sections of one answer echo nothing: the section's table, shown once it
// is saved, says what was understood.

// strip asks the five surcharges in one answer.
func (w *walk) strip() (catalog.Profile, error) {
	strip, err := parsed(w, question{key: "strip", label: words.AskBoxStrip.In(w.p), skipOnEnter: true}, answer.ParseStrip)
	if err != nil {
		return catalog.Profile{}, err
	}
	return catalog.Profile{Strip: strip}, nil
}

// orders asks each of the 16 order cards: its goods and VP. Enter on the
// first card skips them; after that a card needs its answer.
func (w *walk) orders() (catalog.Profile, error) {
	total := altiplano.Box().Orders
	cards := make([]catalog.OrderCard, 0, total)
	for k := 1; k <= total; k++ {
		card, err := parsed(w, question{key: "orders." + strconv.Itoa(k), label: words.AskBoxOrder.In(w.p, k, total), skipOnEnter: k == 1},
			func(s string) (catalog.OrderCard, *rules.Problem) { return answer.ParseOrderCard(s, w.lex, k) })
		if err != nil {
			return catalog.Profile{}, err
		}
		w.echo(orderText(w.p, card))
		cards = append(cards, card)
	}
	return catalog.Profile{Orders: cards}, nil
}

// houses asks the good on each of the 10 house cards, in one answer.
func (w *walk) houses() (catalog.Profile, error) {
	faces, err := parsed(w, question{key: "houses", label: words.AskBoxHouses.In(w.p), skipOnEnter: true},
		func(s string) ([]altiplano.Good, *rules.Problem) { return answer.ParseHouses(s, w.lex) })
	return catalog.Profile{Houses: faces}, err
}

// boats asks the good on each of the 10 boat cards, in one answer.
func (w *walk) boats() (catalog.Profile, error) {
	faces, err := parsed(w, question{key: "boats", label: words.AskBoxBoats.In(w.p), skipOnEnter: true},
		func(s string) ([]altiplano.Good, *rules.Problem) {
			return answer.ParseFaces(s, w.lex, altiplano.Box().Boats, rules.At(altiplano.FieldBoats))
		})
	return catalog.Profile{Boats: faces}, err
}

// extensions asks each of the 28 tiles: effect, letter, mark, cost. A tile
// that leaves more effects on no tile than tiles remain is refused at once.
// Enter on the first tile skips them.
func (w *walk) extensions() (catalog.Profile, error) {
	total := altiplano.Box().ExtensionTiles
	tiles := make([]catalog.ExtensionTile, 0, total)
	for k := 1; k <= total; k++ {
		a, err := w.answer(question{key: "extensions." + strconv.Itoa(k), label: words.AskBoxTile.In(w.p, k, total), skipOnEnter: k == 1,
			check: func(s string) *rules.Problem {
				t, pr := answer.ParseTile(s, k)
				if pr != nil {
					return pr
				}
				return answer.CheckEffectsLeft(append(tiles[:len(tiles):len(tiles)], t), total-k)
			}})
		if err != nil {
			return catalog.Profile{}, err
		}
		t, _ := answer.ParseTile(a, k)
		w.echo(tileText(w.p, t) + " · " + words.Effect(w.p, t.Effect))
		tiles = append(tiles, t)
	}
	return catalog.Profile{ExtensionTiles: tiles}, nil
}

// roles asks what each role tile gives at the start. Enter leaves a role
// as it is; the section is saved with the roles answered.
func (w *walk) roles() (catalog.Profile, error) {
	starts := map[altiplano.Role]catalog.RoleStart{}
	for _, r := range altiplano.Roles() {
		a, err := w.answer(question{key: "roles." + string(r), label: words.AskBoxRole.In(w.p, words.Role(w.p, r)),
			check: func(s string) *rules.Problem {
				if s == "" {
					return nil
				}
				_, pr := answer.ParseRoleStart(s, w.lex, r)
				return pr
			}})
		if err != nil {
			return catalog.Profile{}, err
		}
		if a == "" {
			continue
		}
		start, _ := answer.ParseRoleStart(a, w.lex, r)
		w.echo(roleText(w.p, start))
		starts[r] = start
	}
	if len(starts) == 0 {
		return catalog.Profile{}, game.ErrSkip
	}
	return catalog.Profile{Roles: starts}, nil
}
