package catalog

import (
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

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
