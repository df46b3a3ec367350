package alpaka

import (
	"maps"

	"altiplano/rules/printed"
)

// Catalog is what the program knows of one copy's printed values and
// colours: the rulebook's two values, and whatever the box profile adds.
// Nothing unknown is ever filled in. A Catalog is never changed in place.
type Catalog struct {
	values  map[Card]printed.Value
	nobles  printed.Value
	white   map[Card]bool // nil: colours not recorded
	Options Options
	fromBox PartialOptions // the options a box profile set
}

// Default is the built-in catalog: baby 0 and unicorn 4 (RULEBOOK); the 19
// other market values, the nobles' value, the snob's and the colours are
// UNKNOWN (digest §5).
func Default() Catalog {
	v := map[Card]printed.Value{Baby: printed.FromRulebook(BabyValue), Unicorn: printed.FromRulebook(UnicornValue)}
	return Catalog{values: v, nobles: printed.NotKnown(), Options: DefaultOptions()}
}

// Value is c's printed value with its source; each noble has the nobles' value.
func (c Catalog) Value(card Card) printed.Value {
	if card.IsNoble() {
		return c.nobles
	}
	if v, ok := c.values[card]; ok {
		return v
	}
	return printed.NotKnown()
}

// ColoursKnown reports whether the box profile says which types are white.
func (c Catalog) ColoursKnown() bool { return c.white != nil }

// White reports whether a market type is white; meaningful only when
// ColoursKnown.
func (c Catalog) White(card Card) bool { return c.white[card] }

// With lays a box profile over the catalog.
func (c Catalog) With(p Profile) Catalog {
	out := c
	out.values = maps.Clone(c.values)
	for card, n := range p.Values {
		out.values[card] = printed.FromBox(n)
	}
	if p.Nobles != nil {
		out.nobles = printed.FromBox(*p.Nobles)
	}
	if len(p.White) > 0 {
		out.white = map[Card]bool{}
		for _, w := range p.White {
			out.white[w] = true
		}
	}
	out.Options = p.Options.over(c.Options)
	out.fromBox = p.Options.overPartial(c.fromBox)
	return out
}

// Profile is the `alpaka:` section of a box profile: what a group read off
// its own copy, and its choices where the rulebook allows two readings.
type Profile struct {
	Values  map[Card]int // market types and the snob, by id
	Nobles  *int         // the one value of the four nobles
	White   []Card       // the eight white types
	Options PartialOptions
}

// FromBox is what box profiles laid over the built-in catalog: the values
// whose source is a box, the white types and the options they set. The
// built-in catalog with FromBox laid over it is c again.
func (c Catalog) FromBox() Profile {
	var p Profile
	for card, v := range c.values {
		if v.Source == printed.Box {
			if p.Values == nil {
				p.Values = map[Card]int{}
			}
			p.Values[card] = v.N
		}
	}
	if c.nobles.Source == printed.Box {
		n := c.nobles.N
		p.Nobles = &n
	}
	for _, info := range Cards() {
		if c.white[info.ID] {
			p.White = append(p.White, info.ID)
		}
	}
	p.Options = c.fromBox
	return p
}
