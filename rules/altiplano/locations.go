package altiplano

// Location is one of the seven location tiles, or the general supply in the
// centre of the circle.
type Location string

const (
	Village Location = "village"
	Market  Location = "market"
	Road    Location = "road"
	Harbor  Location = "harbor"
	Farm    Location = "farm"
	Mine    Location = "mine"
	Forest  Location = "forest"
	// Centre is the general supply in the middle of the circle: food and coins.
	Centre Location = "centre"
)

var allLocations = [...]Location{Village, Market, Road, Harbor, Farm, Mine, Forest}

// Locations returns the seven location tiles in component-list order.
func Locations() []Location { return append([]Location(nil), allLocations[:]...) }

// Item is anything that is placed on a location at setup: a good or a component.
type Item string

const (
	ItemCart  Item = "cart"
	ItemHouse Item = "house"
	ItemBoat  Item = "boat"
	ItemOrder Item = "order"
	ItemCoins Item = "coins"
)

// GoodItem turns a good into the item placed at setup.
func GoodItem(g Good) Item { return Item(g) }

// placement says where each item is laid out at setup (RULEBOOK).
var placement = map[Item]Location{
	Item(Glass): Market, ItemOrder: Market,
	Item(Alpaca): Farm, Item(Wool): Farm, Item(Cloth): Farm,
	Item(Stone): Mine, Item(Ore): Mine, Item(Silver): Mine,
	Item(Wood): Forest, Item(Cacao): Forest,
	ItemHouse: Village, ItemCart: Village,
	Item(Corn): Road,
	Item(Fish): Harbor, ItemBoat: Harbor,
	Item(Food): Centre, ItemCoins: Centre,
}

// PlacedAt returns where item goes at setup.
func PlacedAt(item Item) Location { return placement[item] }

// HomeOf returns the location a good is taken from during play (food: the centre).
func HomeOf(g Good) Location { return placement[Item(g)] }
