package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/answer"
)

// Every section of the box and every place in a calibration answer has a
// name in every language.
func TestBoxSectionsAndFieldsHaveNames(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		seen := map[string]bool{}
		for _, s := range catalog.Sections() {
			assert.Contains(t, sectionNames, s)
			name := Section(p, s)
			assert.False(t, seen[name], "%s: two sections read %q", lang, name)
			seen[name] = true
		}
		for _, k := range answer.FieldKinds() {
			assert.NotEmpty(t, p.Field(rules.AtIndex(k, 1)), "%s %s", lang, k)
		}
	}
	assert.Equal(t, "roles, Miner", text.English().Field(rules.AtIndex(answer.FieldRole, 4)))
	assert.Equal(t, "orders, card 3", text.English().Field(rules.AtIndex(answer.FieldOrderCard, 3)))
}
