package setup

import (
	"fmt"
	"io"
	"strconv"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	alpakasetup "altiplano/setup/alpaka"
)

// WriteSheet prints the sheet for the table.
func WriteSheet(w io.Writer, p text.Printer, s alpakasetup.Sheet) error {
	var lines []string
	add := func(line string) { lines = append(lines, line) }
	add(words.SheetTitle.In(p, s.Options.Players))
	add(words.SheetCode.In(p, s.Code))
	add("")
	add(words.SheetDeck.In(p, s.Fences, s.Babies, s.Hand))
	add(words.SheetBox.In(p, s.ToBox.Babies, s.ToBox.FenceCards, s.ToBox.MarketCards))
	add("")
	if s.ByValue {
		add(words.SheetMarketByValue.In(p))
	} else {
		add(words.SheetMarketInOrder.In(p))
	}
	positions := false
	for i, st := range s.Market {
		line := fmt.Sprintf("%2d. %s", i+1, stackLine(p, st))
		if st.Value.Known() {
			line = p.JoinItems(line, words.SheetValue.In(p, st.Value.N, words.Source(st.Value.Source)))
		}
		positions = positions || st.Kind == alpakasetup.StackPosition
		add(line)
	}
	add("")
	if positions {
		add(words.SheetPositions.In(p))
		names := make([]string, 0, 20)
		for _, c := range alpaka.MarketTypes() {
			names = append(names, words.Card(p, c))
		}
		// The program's own words: a list is shown whole, however long.
		add(words.SheetOrder.In(p, text.List(names...)))
	}
	if s.ColoursUnchecked {
		add(words.SheetColoursUnchecked.In(p))
	}
	if s.Options.Quick {
		if s.QuickNobleAtRandom {
			add(words.SheetQuick.In(p) + " " + words.SheetQuickNoble.In(p))
		} else {
			add(words.SheetQuickTypesOnly.In(p))
		}
	}
	add(words.SheetBabies.In(p))
	add(words.SheetTokens.In(p))
	if s.FirstSeat > 0 {
		add(words.SheetFirstRandom.In(p, s.FirstSeat))
	} else {
		add(words.SheetFirstPetted.In(p))
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}

func stackLine(p text.Printer, st alpakasetup.Stack) string {
	switch st.Kind {
	case alpakasetup.StackNobles:
		return words.SheetStackNobles.In(p, st.Cards)
	case alpakasetup.StackSnob:
		return words.SheetStackSnob.In(p, st.Cards)
	case alpakasetup.StackPosition:
		return words.SheetStackPosition.In(p, words.Colour(st.Colour), st.Position, st.Cards)
	}
	if st.Colour != "" {
		return words.SheetStackColour.In(p, words.CardArg(p, st.Card), words.Colour(st.Colour), st.Cards)
	}
	return words.SheetStackCard.In(p, words.CardArg(p, st.Card), st.Cards)
}

// SheetJSON is the sheet as `alpaka setup --json` prints it.
type SheetJSON struct {
	Game         string      `json:"game"`
	Players      int         `json:"players"`
	Seed         uint64      `json:"seed"`
	Code         string      `json:"code"`
	Quick        bool        `json:"quick"`
	StartingDeck deckJSON    `json:"starting_deck"`
	ToBox        toBoxJSON   `json:"to_box"`
	Market       []stackJSON `json:"market"`
	ByValue      bool        `json:"laid_out_by_value"`
	FirstPlayer  firstJSON   `json:"first_player"`
	// ColoursRecorded is false when stacks are named by position.
	ColoursRecorded bool `json:"colours_recorded"`
}

type deckJSON struct {
	FenceCards int `json:"fence_cards"`
	Babies     int `json:"babies"`
	Hand       int `json:"hand"`
}

type toBoxJSON struct {
	Babies      int `json:"babies"`
	FenceCards  int `json:"fence_cards"`
	MarketCards int `json:"market_cards"`
}

type stackJSON struct {
	Stack       string `json:"stack"`
	Colour      string `json:"colour,omitempty"`
	Cards       int    `json:"cards"`
	Value       *int   `json:"value"`
	ValueSource string `json:"value_source"`
}

type firstJSON struct {
	Rule      string `json:"rule"` // "petted" (the rulebook) or "random" (a house rule)
	Seat      int    `json:"seat,omitempty"`
	HouseRule bool   `json:"house_rule"`
}

// NewSheetJSON describes s.
func NewSheetJSON(s alpakasetup.Sheet) SheetJSON {
	out := SheetJSON{Game: "alpaka", Players: s.Options.Players, Seed: s.Seed, Code: s.Code, Quick: s.Options.Quick,
		StartingDeck: deckJSON{FenceCards: s.Fences, Babies: s.Babies, Hand: s.Hand},
		ToBox:        toBoxJSON{Babies: s.ToBox.Babies, FenceCards: s.ToBox.FenceCards, MarketCards: s.ToBox.MarketCards},
		Market:       []stackJSON{}, ByValue: s.ByValue, ColoursRecorded: true,
		FirstPlayer: firstJSON{Rule: string(alpakasetup.StartPetted)},
	}
	if s.FirstSeat > 0 {
		out.FirstPlayer = firstJSON{Rule: string(alpakasetup.StartRandom), Seat: s.FirstSeat, HouseRule: true}
	}
	for _, st := range s.Market {
		j := stackJSON{Cards: st.Cards, Colour: string(st.Colour), ValueSource: string(st.Value.Source)}
		switch st.Kind {
		case alpakasetup.StackNobles:
			j.Stack = "nobles"
		case alpakasetup.StackSnob:
			j.Stack = string(alpaka.Snob)
		case alpakasetup.StackPosition:
			j.Stack = string(st.Colour) + " " + strconv.Itoa(st.Position)
			out.ColoursRecorded = false
		default:
			j.Stack = string(st.Card)
		}
		if st.Value.Known() {
			v := st.Value.N
			j.Value = &v
		}
		out.Market = append(out.Market, j)
	}
	out.ColoursRecorded = out.ColoursRecorded && !s.ColoursUnchecked
	return out
}
