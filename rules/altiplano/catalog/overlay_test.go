package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Merging lays each value q records over p: a map entry by entry, a list
// whole; what q leaves out stays p's, and neither p nor q changes.
func TestMergeLaysTheRecordedOverTheKept(t *testing.T) {
	tests := []struct {
		name    string
		p, q    catalog.Profile
		want    catalog.Profile
		wantOfP catalog.Profile
	}{
		{"entries laid over, lists replaced",
			catalog.Profile{Goods: map[altiplano.Good]int{altiplano.Wood: 1, altiplano.Glass: 3}, Strip: []int{0, 1, 2, 3, 4},
				Missions: map[altiplano.MissionID]int{3: 5}},
			catalog.Profile{Goods: map[altiplano.Good]int{altiplano.Wood: 2}, Strip: []int{1, 1, 2, 3, 4}},
			catalog.Profile{Goods: map[altiplano.Good]int{altiplano.Wood: 2, altiplano.Glass: 3}, Strip: []int{1, 1, 2, 3, 4},
				Missions: map[altiplano.MissionID]int{3: 5}},
			catalog.Profile{Goods: map[altiplano.Good]int{altiplano.Wood: 1, altiplano.Glass: 3}, Strip: []int{0, 1, 2, 3, 4},
				Missions: map[altiplano.MissionID]int{3: 5}}},
		{"into an empty profile",
			catalog.Profile{},
			catalog.Profile{Missions: map[altiplano.MissionID]int{4: 6}, Houses: []altiplano.Good{altiplano.Wood}},
			catalog.Profile{Missions: map[altiplano.MissionID]int{4: 6}, Houses: []altiplano.Good{altiplano.Wood}},
			catalog.Profile{}},
		{"nothing recorded changes nothing",
			catalog.Profile{Roles: map[altiplano.Role]catalog.RoleStart{}, Boats: []altiplano.Good{altiplano.Fish}},
			catalog.Profile{},
			catalog.Profile{Roles: map[altiplano.Role]catalog.RoleStart{}, Boats: []altiplano.Good{altiplano.Fish}},
			catalog.Profile{Roles: map[altiplano.Role]catalog.RoleStart{}, Boats: []altiplano.Good{altiplano.Fish}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.p.Merge(tt.q))
			assert.Equal(t, tt.wantOfP, tt.p, "p is unchanged")
		})
	}
}
