package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// Corn outside the warehouse is the corn store's or none (FR l.278, l.416):
// without it any is refused, with it up to 2.
func TestCornOutsideTheWarehouseIsTheCornStores(t *testing.T) {
	tests := []struct {
		outside int
		store   bool
		want    rules.Kind
	}{
		{0, false, ""}, {0, true, ""},
		{1, false, altiplano.CornOutside}, {6, false, altiplano.CornOutside},
		{1, true, ""}, {2, true, ""},
		{3, true, altiplano.CornStoreFull},
	}
	for _, tt := range tests {
		pr := altiplano.CheckCorn("Ana", tt.outside, tt.store)
		if tt.want == "" {
			assert.Nil(t, pr, "%d corn, store %t", tt.outside, tt.store)
			continue
		}
		if assert.NotNil(t, pr, "%d corn, store %t", tt.outside, tt.store) {
			assert.Equal(t, tt.want, pr.Kind)
			assert.Equal(t, tt.outside, pr.N)
			assert.Equal(t, "Ana", pr.Player)
		}
	}
	assert.Equal(t, 2, altiplano.CornStoreCapacity)
}
