package altiplano

import "altiplano/rules"

// The corn rule (digest §4; rulebook FR l.278 and l.416): corn is stored in
// the warehouse as soon as it is received, unless the player owns the
// corn store extension (E25), which holds up to CornStoreCapacity corn
// until the player stores them as an action. So at the end of the game,
// corn outside the warehouse is the corn store's.

// CornStoreCapacity is how much corn the corn store holds (RULEBOOK).
const CornStoreCapacity = 2

// FieldCornStore: the player owns the corn store extension.
const FieldCornStore rules.FieldKind = "corn_store"

// Kinds of the corn rule. Field is the goods outside the warehouse.
const (
	// CornOutside: N corn outside the warehouse, and no corn store.
	CornOutside rules.Kind = "corn_outside"
	// CornStoreFull: N corn outside the warehouse, where the corn store
	// holds Max.
	CornStoreFull rules.Kind = "corn_store_full"
)

// CheckCorn is the problem with a player holding outside corn outside the
// warehouse, with (store) or without the corn store; nil when none.
func CheckCorn(player string, outside int, store bool) *rules.Problem {
	switch {
	case outside <= 0:
		return nil
	case !store:
		return &rules.Problem{Kind: CornOutside, Player: player, Field: rules.At(FieldGoods), N: outside}
	case outside > CornStoreCapacity:
		return &rules.Problem{Kind: CornStoreFull, Player: player, Field: rules.At(FieldGoods), N: outside, Max: CornStoreCapacity}
	}
	return nil
}
