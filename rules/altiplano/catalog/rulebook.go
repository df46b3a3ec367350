package catalog

import (
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// Some printed values the rulebook states: a box profile, or an answer
// at the table, may not say otherwise.

// ClothVP is what a cloth tile scores: every rulebook's tips give it 3 VP,
// so a box profile may not say otherwise (as for row 1's 3 spaces).
const ClothVP = 3

// ClothRulebook: cloth recorded at N VP where the rulebook states Max (3).
const ClothRulebook rules.Kind = "profile_cloth_rulebook"

// CheckCloth refuses a value for cloth other than the rulebook's.
func CheckCloth(g altiplano.Good, vp int) *rules.Problem {
	if g != altiplano.Cloth || vp == ClothVP {
		return nil
	}
	return &rules.Problem{Kind: ClothRulebook, Field: rules.At(altiplano.FieldGoods), Item: string(g), N: vp, Max: ClothVP}
}

// CheckStrip refuses a surcharge of the strip's slot (0-based, from the
// bottom) other than the one the rulebook states (slots 1 and 2: +0, +1).
func CheckStrip(slot, surcharge int) *rules.Problem {
	if slot < len(altiplano.RulebookSurcharges) && surcharge != altiplano.RulebookSurcharges[slot] {
		return &rules.Problem{Kind: StripRulebook, N: surcharge, Max: altiplano.RulebookSurcharges[slot]}
	}
	return nil
}
