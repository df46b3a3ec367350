// Package alpaka is the model of Alpaka (GateOnGames 2023), the program's
// second game: its cards and counts (digest §1), its limits, the printed
// values with where each is known from, and the ambiguity options. It never
// reads files and never words anything: the presentation names the cards.
package alpaka

import (
	"strings"

	"altiplano/rules"
)

// Card is a card type's id: the English gloss in lower case (digest §1).
type Card string

// The cards, in the rulebook's order of ascending value (R l.246).
const (
	Baby        Card = "baby"
	Fence       Card = "fence" // a fence card: not an alpaca, never on a farm
	Librarian   Card = "librarian"
	Shopaholic  Card = "shopaholic"
	Janitor     Card = "janitor"
	Fighter     Card = "fighter"
	Mime        Card = "mime"
	Explorer    Card = "explorer"
	Kindheart   Card = "kindheart"
	Unicorn     Card = "unicorn"
	Accountant  Card = "accountant"
	Carpenter   Card = "carpenter"
	Storekeeper Card = "storekeeper"
	Panicker    Card = "panicker"
	Lumberjack  Card = "lumberjack"
	Loudmouth   Card = "loudmouth"
	Merchant    Card = "merchant"
	Partygoer   Card = "partygoer"
	Viking      Card = "viking"
	Usher       Card = "usher"
	Twins       Card = "twins"
	Graduate    Card = "graduate"
	King        Card = "king"
	Queen       Card = "queen"
	Prince      Card = "prince"
	Princess    Card = "princess"
	Snob        Card = "snob"
)

// Group says where a card comes from.
type Group int

const (
	Starting  Group = iota // in each starting deck: babies and fence cards
	Market                 // one of the 20 market types, 4 of each
	Noble                  // the noble stack: 4 different cards, one value
	SnobStack              // the snob stack
)

// Info is what the rulebook says of a card type.
type Info struct {
	ID      Card
	Russian string // the name printed in the Russian edition
	Copies  int    // in the box
	Group   Group
}

var cards = []Info{
	{Baby, "Детёныш", 24, Starting},
	{Fence, "Строящийся забор", 16, Starting},
	{Librarian, "Библиотекарь", 4, Market},
	{Shopaholic, "Шопоголик", 4, Market},
	{Janitor, "Уборщик", 4, Market},
	{Fighter, "Боец", 4, Market},
	{Mime, "Мим", 4, Market},
	{Explorer, "Исследователь", 4, Market},
	{Kindheart, "Добряк", 4, Market},
	{Unicorn, "Единорожка", 4, Market},
	{Accountant, "Бухгалтер", 4, Market},
	{Carpenter, "Плотник", 4, Market},
	{Storekeeper, "Кладовщик", 4, Market},
	{Panicker, "Паникёр", 4, Market},
	{Lumberjack, "Дровосек", 4, Market},
	{Loudmouth, "Горлопан", 4, Market},
	{Merchant, "Торговец", 4, Market},
	{Partygoer, "Гулёна", 4, Market},
	{Viking, "Викинг", 4, Market},
	{Usher, "Билетёр", 4, Market},
	{Twins, "Близнец", 4, Market},
	{Graduate, "Выпускник", 4, Market},
	{King, "Король", 1, Noble},
	{Queen, "Королева", 1, Noble},
	{Prince, "Принц", 1, Noble},
	{Princess, "Принцесса", 1, Noble},
	{Snob, "Сноб", 4, SnobStack},
}

// Counts from the component list (R l.48–58, digest §1).
const (
	StackCards      = 4  // cards in each market stack
	MarketStacks    = 12 // nobles, snobs, 6 brown, 4 white
	BrownInMarket   = 6
	WhiteInMarket   = 4
	BrownTypes      = 12
	WhiteTypes      = 8
	StartBabies     = 6 // per player
	StartFences     = 4 // per player
	MaxFences       = 4 // fences on a farm
	FenceSlots      = 2 // alpacas behind one fence
	UnicornValue    = 4 // R l.182
	BabyValue       = 0 // R l.250
	FighterPerBonus = 2 // +1 per 2 alpacas other than babies in the deck
)

// Cards lists every card type in the rulebook's order.
func Cards() []Info { return cards }

// MarketTypes lists the 20 market types in ascending value.
func MarketTypes() []Card { return ofGroup(Market) }

// Nobles lists the four noble cards.
func Nobles() []Card { return ofGroup(Noble) }

func ofGroup(g Group) []Card {
	var out []Card
	for _, c := range cards {
		if c.Group == g {
			out = append(out, c.ID)
		}
	}
	return out
}

// InfoOf returns what the rulebook says of c.
func InfoOf(c Card) (Info, bool) {
	for _, i := range cards {
		if i.ID == c {
			return i, true
		}
	}
	return Info{}, false
}

// IsAlpaca reports whether c may stand on a farm (every card but the fence card).
func (c Card) IsAlpaca() bool {
	_, ok := InfoOf(c)
	return ok && c != Fence
}

// IsNoble reports whether c is one of the four nobles.
func (c Card) IsNoble() bool {
	i, ok := InfoOf(c)
	return ok && i.Group == Noble
}

// Order is c's place in the rulebook's list (ascending value), or -1.
func (c Card) Order() int {
	for i, info := range cards {
		if info.ID == c {
			return i
		}
	}
	return -1
}

// ParseCard reads a card written as its id or its Russian name, in any
// case, with е for ё. The presentation adds the names of the six languages.
func ParseCard(s string) (Card, bool) {
	w := Fold(s)
	for _, c := range cards {
		if w == string(c.ID) || w == Fold(c.Russian) {
			return c.ID, true
		}
	}
	return "", false
}

// Fold is how card names are compared: trimmed, lower case, ё as е, and
// runs of spaces, dashes and underscores as one space.
func Fold(s string) string {
	s = strings.ToLower(strings.TrimSpace(rules.CleanName(s)))
	s = strings.ReplaceAll(s, "ё", "е")
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), " ")
}
