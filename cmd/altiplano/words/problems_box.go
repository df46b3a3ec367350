package words

import (
	"strings"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
)

// boxProblemText renders the problems of a box calibration's answers and
// of a box profile's strip.
func boxProblemText(p text.Printer, pr *rules.Problem) (text.Text, bool) {
	switch pr.Kind {
	case catalog.StripRulebook:
		return ErrProfileStripRulebook.T(pr.N, pr.Max), true
	case answer.EntryRowPair:
		return ErrBoxRowPair.T(pr.Value), true
	case answer.EntryGoodPlaced:
		return ErrBoxGoodPlaced.T(Good(p, altiplano.Good(pr.Item)), pr.N), true
	case answer.EntryGoodsLeft:
		names := make([]string, len(pr.Names))
		for i, g := range pr.Names {
			names[i] = Good(p, altiplano.Good(g))
		}
		return ErrBoxGoodsLeft.T(strings.Join(names, ", ")), true
	case answer.EntryOrderCard:
		return ErrBoxOrderCard.T(pr.Value), true
	case answer.EntryTile:
		return ErrBoxTile.T(pr.Value), true
	case answer.EntryRole:
		return ErrBoxRole.T(pr.Value), true
	case answer.EffectsLeft:
		effects := make([]string, len(pr.Names))
		for i, e := range pr.Names {
			effects[i] = "E" + e
		}
		return ErrBoxEffectsLeft.T(strings.Join(effects, ", "), pr.N), true
	case answer.EntryTooLong:
		return ErrBoxTooLong.T(pr.N, pr.Max), true
	}
	return text.Text{}, false
}

// boxField renders where in a calibration answer a problem is.
func boxField(p text.Printer, f rules.Field) string {
	switch f.Kind {
	case answer.FieldStrip:
		return FieldStrip.In(p)
	case answer.FieldStripSlot:
		return FieldStripSlot.In(p, f.Index)
	case answer.FieldOrderCard:
		return FieldOrderCard.In(p, f.Index)
	case answer.FieldBoat:
		return FieldBoat.In(p, f.Index)
	case answer.FieldExtensions:
		return FieldExtensions.In(p)
	case answer.FieldTile:
		return FieldTile.In(p, f.Index)
	case answer.FieldRole:
		roles := altiplano.Roles()
		if f.Index >= 1 && f.Index <= len(roles) {
			return FieldRole.In(p, Role(p, roles[f.Index-1]))
		}
	}
	return ""
}
