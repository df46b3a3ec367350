package altiplano

import "altiplano/rules"

// The fields of Altiplano's inputs. Index is 1-based.
const (
	FieldCoins        rules.FieldKind = "coins"         //
	FieldGoods        rules.FieldKind = "goods"         // goods outside the warehouse
	FieldGood         rules.FieldKind = "good"          // one good's count; Item is the good
	FieldWarehouse    rules.FieldKind = "warehouse"     //
	FieldWarehouseRow rules.FieldKind = "warehouse_row" // Index is the row
	FieldBoats        rules.FieldKind = "boats"         //
	FieldHouses       rules.FieldKind = "houses"        //
	FieldHouse        rules.FieldKind = "house"         // Index is the house card
	FieldOrders       rules.FieldKind = "orders"        //
	FieldOrder        rules.FieldKind = "order"         // Index is the completed order
	FieldMissions     rules.FieldKind = "missions"      //
	FieldMission      rules.FieldKind = "mission"       // Index is the mission's number
	FieldRoles        rules.FieldKind = "roles"
)

// Kinds reported by the rules model itself.
const (
	// UnknownGood: a word that names no good. Value.
	UnknownGood rules.Kind = "unknown_good"

	// Warehouse rules (digest §4). Field is the row.
	// WarehouseNoSuchRow: more rows than the board has. N rows on the board.
	WarehouseNoSuchRow rules.Kind = "warehouse_no_such_row"
	// WarehouseGap: a row started above an empty one. N is the empty row.
	WarehouseGap rules.Kind = "warehouse_gap"
	// WarehouseOverfull: N tiles in a row of capacity Max.
	WarehouseOverfull rules.Kind = "warehouse_overfull"
	// WarehouseUnfinishedBefore: a row of Item not complete though row N
	// was started with the same good later.
	WarehouseUnfinishedBefore rules.Kind = "warehouse_unfinished_before"
	// WarehouseFood: tile N is food.
	WarehouseFood rules.Kind = "warehouse_food"
	// WarehouseCornRow: tile N is Item in a row started with corn.
	WarehouseCornRow rules.Kind = "warehouse_corn_row"
	// WarehouseMixed: tile N is Item in a row of Other.
	WarehouseMixed rules.Kind = "warehouse_mixed"
)

// DuplicateGood is the kind of a mapping of goods that names one good
// twice, perhaps in two languages. Item (the good), Value (the name).
const DuplicateGood rules.Kind = "yaml_duplicate_good"

// Kinds of the inputs that list mission cards.
const (
	// NoSuchMission: a mission number outside 1–20. N.
	NoSuchMission rules.Kind = "no_such_mission"
	// DuplicateMission: one mission listed twice. Ref.
	DuplicateMission rules.Kind = "duplicate_mission"
)

// ModelKinds lists the kinds above, for the presentation's completeness test.
func ModelKinds() []rules.Kind {
	return []rules.Kind{UnknownGood, WarehouseNoSuchRow, WarehouseGap, WarehouseOverfull, WarehouseUnfinishedBefore,
		WarehouseFood, WarehouseCornRow, WarehouseMixed, NoSuchMission, DuplicateMission, DuplicateGood, CornOutside, CornStoreFull}
}
