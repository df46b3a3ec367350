package catalog

import "altiplano/rules/altiplano"

// Profile is what a user recorded from their own copy of the game. Every
// field is optional; nil or empty means "not recorded".
type Profile struct {
	Goods         map[altiplano.Good]int
	WarehouseRows []ProfileRow // rows of the board from the first, in filling order
	// MoreRows is true when the board has rows beyond WarehouseRows.
	MoreRows       bool
	Missions       map[altiplano.MissionID]int // mission number → VP
	Strip          []int                       // 5 surcharges, bottom slot first
	ExtensionTiles []ExtensionTile
	Roles          map[altiplano.Role]RoleStart
	Houses, Boats  []altiplano.Good
	Orders         []OrderCard
}

// ProfileRow is one recorded warehouse row. VP is nil when not recorded;
// Side is empty when not recorded (only the order of rows matters to the rules).
type ProfileRow struct {
	Side     altiplano.Side
	Capacity int
	VP       *int
}

// ProfileKeys are the sections of a box profile, in the order of the file.
var ProfileKeys = []string{"goods", "warehouse", "missions", "strip", "extensions", "roles", "houses", "boats", "orders"}
