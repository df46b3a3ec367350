package alpakasetup

import (
	"encoding/binary"
	"strconv"

	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/setup/setupcode"
)

// StartMode says who plays first.
type StartMode string

const (
	// StartPetted is the rulebook's rule: whoever petted an alpaca last.
	StartPetted StartMode = "petted"
	// StartRandom is a house rule: a random seat.
	StartRandom StartMode = "random"
)

// Options are what a setup is dealt from.
type Options struct {
	Players int
	Quick   bool
	Start   StartMode
	// Market lists the 10 brown and white types chosen; nil draws them.
	Market []alpaka.Card
}

// Validate returns every problem with the options.
func (o Options) Validate(c alpaka.Catalog) error {
	var ps rules.Problems
	if !alpaka.PlayersLimit.Contains(o.Players) {
		ps = append(ps, &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers),
			Value: itoa(o.Players), Min: alpaka.PlayersLimit.Min, Max: alpaka.PlayersLimit.Max})
	}
	if o.Quick && o.Players != 2 {
		ps = append(ps, &rules.Problem{Kind: QuickPlayers, Field: rules.At(rules.FieldPlayers), N: o.Players})
	}
	if o.Market != nil {
		ps = append(ps, checkMarket(o.Market, c)...)
	}
	return ps.Err()
}

func checkMarket(market []alpaka.Card, c alpaka.Catalog) rules.Problems {
	var ps rules.Problems
	at := rules.At(alpaka.FieldMarket)
	want := alpaka.BrownInMarket + alpaka.WhiteInMarket
	seen := map[alpaka.Card]bool{}
	whites := 0
	for _, card := range market {
		switch {
		case alpaka.InfoOfGroup(card) != alpaka.Market:
			ps = append(ps, &rules.Problem{Kind: alpaka.NotMarketType, Field: at, Value: string(card)})
		case seen[card]:
			ps = append(ps, &rules.Problem{Kind: alpaka.CardTwice, Field: at, Value: string(card)})
		case c.White(card):
			whites++
		}
		seen[card] = true
	}
	if len(market) != want {
		ps = append(ps, &rules.Problem{Kind: MarketCount, Field: at, N: len(market), Max: want})
	} else if c.ColoursKnown() && len(ps) == 0 && whites != alpaka.WhiteInMarket {
		ps = append(ps, &rules.Problem{Kind: MarketColour, Field: at, Value: string(White), N: whites, Max: alpaka.WhiteInMarket})
	}
	return ps
}

func itoa(n int) string { return strconv.Itoa(n) }

// AlgorithmVersion changes whenever the same code would deal another sheet.
const AlgorithmVersion = 1

// CodeNumber is Alpaka's number inside a setup code; never reused.
const CodeNumber = 1

const (
	flagQuick  = 1 << 0
	flagRandom = 1 << 1
	flagChosen = 1 << 2
	knownFlags = flagQuick | flagRandom | flagChosen
)

// Code is the setup code of options and seed: players, flags, seed, and
// the chosen types (as their places in the rulebook's list), in the
// shared envelope with the game in it.
func Code(o Options, seed uint64) string {
	body := []byte{byte(o.Players), 0}
	if o.Quick {
		body[1] |= flagQuick
	}
	if o.Start == StartRandom {
		body[1] |= flagRandom
	}
	if o.Market != nil {
		body[1] |= flagChosen
	}
	body = binary.AppendUvarint(body, seed)
	for _, c := range o.Market {
		body = append(body, byte(c.Order()))
	}
	return setupcode.Encode(CodeNumber, AlgorithmVersion, body)
}

// ParseCode reads a code back into options and seed.
func ParseCode(code string) (Options, uint64, *rules.Problem) {
	body, p := setupcode.Decode(CodeNumber, AlgorithmVersion, code)
	if p != nil {
		return Options{}, 0, p
	}
	bad := &rules.Problem{Kind: setupcode.Malformed, Field: rules.At(rules.FieldCode), Value: code}
	if len(body) < 3 || body[1]&^knownFlags != 0 {
		return Options{}, 0, bad
	}
	o := Options{Players: int(body[0]), Quick: body[1]&flagQuick != 0, Start: StartPetted}
	if body[1]&flagRandom != 0 {
		o.Start = StartRandom
	}
	seed, n := binary.Uvarint(body[2:])
	if n <= 0 {
		return Options{}, 0, bad
	}
	rest := body[2+n:]
	if body[1]&flagChosen != 0 {
		all := alpaka.Cards()
		o.Market = []alpaka.Card{}
		for _, b := range rest {
			if int(b) >= len(all) {
				return Options{}, 0, bad
			}
			o.Market = append(o.Market, all[b].ID)
		}
	} else if len(rest) > 0 {
		return Options{}, 0, bad
	}
	// The envelope checked that the code is the canonical one of its bytes.
	if o.Validate(alpaka.Default()) != nil {
		return Options{}, 0, bad
	}
	return o, seed, nil
}
