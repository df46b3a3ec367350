package altiplano

// Role is one of the 7 role tiles.
type Role string

const (
	Woodcutter Role = "woodcutter"
	Fisherman  Role = "fisherman"
	Shepherd   Role = "shepherd"
	Miner      Role = "miner"
	Farmer     Role = "farmer"
	Trader     Role = "trader"
	Stonemason Role = "stonemason"
)

var allRoles = [...]Role{Woodcutter, Fisherman, Shepherd, Miner, Farmer, Trader, Stonemason}

// Roles returns the 7 roles in the digest's order.
func Roles() []Role { return append([]Role(nil), allRoles[:]...) }

// Valid reports whether r is one of the 7 roles.
func (r Role) Valid() bool {
	for _, known := range allRoles {
		if r == known {
			return true
		}
	}
	return false
}
