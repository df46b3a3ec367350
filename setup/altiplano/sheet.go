package altiplano

import (
	"math/rand/v2"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Sheet is one complete setup, in the order people lay it out.
type Sheet struct {
	Options Options
	Seed    uint64
	Code    string

	// Circle is the seven locations clockwise; each lies next to the two beside
	// it, and the last next to the first.
	Circle     []altiplano.Location
	Supply     altiplano.Supply
	Extensions Extensions

	Start int // the start player's seat, 0-based
	// Roles has one role per seat when roles are dealt; nil for a draft.
	Roles []altiplano.Role
	// DraftOrder lists seats in the order they choose a role (draft only):
	// the player to the start player's right first, counter-clockwise, the
	// start player last.
	DraftOrder []int
	// Missions has the 3 mission cards dealt to each seat (mission variant
	// only). They are secret: each player looks only at their own.
	Missions [][]altiplano.MissionID
}

// Extensions is the extension stack and strip. Known is false when the box
// profile does not record the tiles; nothing else is set then.
type Extensions struct {
	Known bool
	// InPlay counts the tiles of each letter left after the player-count filter.
	InPlay map[altiplano.Letter]int
	// Removed are the tiles the filter sends back to the box.
	Removed []catalog.ExtensionTile
	// Strip is the five revealed tiles, bottom (free) slot first.
	Strip []StripSlot
	// Stack is what remains face down after revealing, top tile first.
	Stack []catalog.ExtensionTile
}

// StripSlot is one revealed tile with its price in that slot.
type StripSlot struct {
	Slot      int // 1 = bottom, the free slot
	Tile      catalog.ExtensionTile
	Surcharge catalog.Value
	Price     int // tile cost + surcharge
}

// pcgStream fixes the second PCG parameter so a seed means the same sheet in
// every build of this algorithm version.
const pcgStream = 0x616c7469706c616e // "altiplan"

// NewSource returns the random source that AlgorithmVersion deals with.
func NewSource(seed uint64) rand.Source { return rand.NewPCG(seed, pcgStream) }

// Generate deals a sheet. Every random part is drawn in a fixed order whether
// or not the options show it, so switching missions on, or roles to draft,
// never changes the circle, start player or anything else for the same seed.
func Generate(o Options, seed uint64, src rand.Source, c catalog.Catalog) (Sheet, error) {
	if err := o.Validate(); err != nil {
		return Sheet{}, err
	}
	rng := rand.New(src)
	n := int(o.Players)
	s := Sheet{Options: o, Seed: seed, Code: TableCode(o, seed), Supply: altiplano.SupplyFor(o.Players)}

	s.Circle = altiplano.Locations()
	rng.Shuffle(len(s.Circle), func(i, j int) { s.Circle[i], s.Circle[j] = s.Circle[j], s.Circle[i] })

	random := rng.IntN(n) // drawn whatever the mode, so the rest of the sheet stays the same
	switch o.Start {
	case StartRandom:
		s.Start = random
	case StartNamed:
		s.Start = o.StartSeat
	}

	roles := altiplano.Roles()
	rng.Shuffle(len(roles), func(i, j int) { roles[i], roles[j] = roles[j], roles[i] })
	if o.Roles == RolesDeal {
		s.Roles = roles[:n]
	} else {
		for k := 1; k <= n; k++ {
			s.DraftOrder = append(s.DraftOrder, (s.Start-k+n)%n)
		}
	}

	deck := missions.All()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	if o.Missions {
		for seat := 0; seat < n; seat++ {
			s.Missions = append(s.Missions, deck[seat*altiplano.MissionsDealt:(seat+1)*altiplano.MissionsDealt])
		}
	}

	// Order cards are removed unseen, so the sheet never says which.
	if tiles := c.ExtensionTiles(); len(tiles.List) > 0 {
		s.Extensions = stackExtensions(rng, o.Players, tiles.List, c.Strip())
	}
	return s, nil
}

// stackExtensions filters the tiles for the player count, shuffles each
// letter's pile, stacks A on top of B on C on D, and reveals the top tiles
// into the strip, the first into the bottom slot.
func stackExtensions(rng *rand.Rand, n altiplano.PlayerCount, tiles []catalog.ExtensionTile, strip []catalog.Value) Extensions {
	e := Extensions{Known: true, InPlay: map[altiplano.Letter]int{}}
	piles := map[altiplano.Letter][]catalog.ExtensionTile{}
	for _, t := range tiles {
		if !t.Players.InPlay(n) {
			e.Removed = append(e.Removed, t)
			continue
		}
		piles[t.Letter] = append(piles[t.Letter], t)
	}
	var stack []catalog.ExtensionTile // top first
	for _, letter := range altiplano.Letters() {
		pile := piles[letter]
		rng.Shuffle(len(pile), func(i, j int) { pile[i], pile[j] = pile[j], pile[i] })
		e.InPlay[letter] = len(pile)
		stack = append(stack, pile...)
	}
	for slot := 0; slot < len(strip) && len(stack) > 0; slot++ {
		t := stack[0]
		stack = stack[1:]
		e.Strip = append(e.Strip, StripSlot{Slot: slot + 1, Tile: t, Surcharge: strip[slot], Price: t.Cost + strip[slot].N})
	}
	e.Stack = stack
	return e
}

// StartSeat is the seat (0-based) whose player took the start-player figure
// in the game code set up, for a game of the players named, in seat order:
// the setup code fixes the sheet, the sheet fixes the start. A code that
// does not parse, is for another number of players, or seats other names
// (when it carries names) is a problem.
func StartSeat(code string, names []string, c catalog.Catalog) (int, *rules.Problem) {
	s, p := FromCode(code, names, c)
	if p != nil {
		return 0, p
	}
	return s.Start, nil
}

// FromCode is the sheet a setup code reproduces, checked against the
// players of a game (as StartSeat checks them): its start seat and, when
// roles were dealt, each seat's role.
func FromCode(code string, names []string, c catalog.Catalog) (Sheet, *rules.Problem) {
	o, seed, p := ParseCode(code)
	if p != nil {
		return Sheet{}, p
	}
	if int(o.Players) != len(names) {
		return Sheet{}, &rules.Problem{Kind: CodePlayers, Value: code, N: len(names), Max: int(o.Players)}
	}
	for i, n := range o.Names {
		if rules.SameNameKey(n) != rules.SameNameKey(names[i]) {
			return Sheet{}, &rules.Problem{Kind: CodeNames, Value: code, Names: o.Names}
		}
	}
	s, err := Generate(o, seed, NewSource(seed), c)
	if err != nil {
		// A code that parses carries valid options; nothing else fails.
		return Sheet{}, &rules.Problem{Kind: CodeMalformed, Value: code}
	}
	return s, nil
}
