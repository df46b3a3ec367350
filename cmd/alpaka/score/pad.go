package score

import (
	"fmt"
	"io"
	"strings"

	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/scoring/csvpad"
	"altiplano/cmd/text"
	alpakascore "altiplano/scoring/alpaka"
	"altiplano/scoring/ranking"
)

// WritePad prints the score pad: the swaps, each player by place with
// every card and why it scores what it does, the winner and what decided.
func WritePad(w io.Writer, p text.Printer, res alpakascore.Result) error {
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	if len(res.Swaps) > 0 {
		add("%s", words.PadSwaps.In(p))
		for _, s := range res.Swaps {
			if s.Took == "" {
				add("  %s", words.PadSwapNone.In(p, s.Player, s.Position))
			} else {
				add("  %s", words.PadSwap.In(p, s.Player, s.Position, words.CardArg(p, s.Took)))
			}
		}
		add("")
	}
	for _, i := range res.Order {
		ps := res.Players[i]
		add("%s", words.PadPlayer.In(p, ps.Place, ps.Name, ps.Total))
		for _, c := range ps.Cards {
			line := words.PadCard.In(p, c.Fence, words.CardArg(p, c.Card), c.Points)
			var why []string
			switch {
			case c.UnicornStays:
				why = append(why, words.PadUnicornStays.In(p))
			case c.Reason == alpakascore.ZeroSnob:
				why = append(why, words.PadZeroSnob.In(p))
			case c.Reason == alpakascore.ZeroLoudmouth:
				why = append(why, words.PadZeroLoudmouth.In(p))
			}
			if c.FromUnicorn {
				why = append(why, words.PadFromUnicorn.In(p))
			}
			if len(why) > 0 {
				line += " (" + p.JoinItems(why...) + ")"
			}
			add("  %s", line)
		}
		if ps.HasFighter {
			add("  %s", words.PadFighter.In(p, ps.FighterBonus, ps.DeckAlpacas))
		}
		add("  %s", words.PadKeys.In(p, ps.Alpacas, ps.MostValuable, ps.Deck))
	}
	add("")
	lines = append(lines, Verdict(p, res)...)
	if len(res.Warnings) > 0 {
		add("")
		add("%s", words.PadNotes.In(p))
		for _, warn := range res.Warnings {
			add("  - %s", words.Warning(p, warn))
		}
	}
	for _, l := range lines {
		if _, err := fmt.Fprintln(w, l); err != nil {
			return err
		}
	}
	return nil
}

// Verdict is how the pad ends: the winner and what decided, then every
// tie-break below the winner's, said in words (the first line says the
// winner's, and the winners' shared place): points alone need none. A kept
// game says it again (`games show`).
func Verdict(p text.Printer, res alpakascore.Result) []string {
	var lines []string
	if res.DecidedBy == ranking.Shared {
		lines = append(lines, words.PadShared.In(p, strings.Join(res.Winners, ", ")))
	} else {
		lines = append(lines, words.PadWinner.In(p, strings.Join(res.Winners, ", "), words.KeyName(string(res.DecidedBy))))
	}
	for k, key := range res.Between {
		a, b := res.Players[res.Order[k]], res.Players[res.Order[k+1]]
		switch {
		case k == 0 || key == alpakascore.TieBreak[0] || a.Place == 1:
		case key == ranking.Shared:
			lines = append(lines, words.PadTieShared.In(p, a.Name, b.Name, a.Place))
		default:
			lines = append(lines, words.PadTie.In(p, a.Name, b.Name, a.Total, words.KeyName(string(key))))
		}
	}
	return lines
}

// ResultJSON is the pad as `alpaka score --json` prints it.
type ResultJSON struct {
	Game         string        `json:"game"`
	Players      []playerJSON  `json:"players"` // by place, then turn order
	Winners      []string      `json:"winners"`
	DecidedBy    string        `json:"decided_by"`
	UnicornSwaps []swapJSON    `json:"unicorn_swaps"`
	Warnings     []warningJSON `json:"warnings"`
	Options      optionsJSON   `json:"options"`
}

type playerJSON struct {
	Name         string     `json:"name"`
	Total        int        `json:"total"`
	Place        int        `json:"place"`
	Alpacas      int        `json:"alpacas"`
	MostValuable int        `json:"most_valuable"`
	Deck         int        `json:"deck"`
	FighterBonus int        `json:"fighter_bonus"`
	Cards        []cardJSON `json:"cards"`
}

type cardJSON struct {
	Card        string `json:"card"`
	Fence       int    `json:"fence"`
	Slot        int    `json:"slot"`
	Value       int    `json:"value"`
	ValueSource string `json:"value_source"`
	Points      int    `json:"points"`
	Zeroed      string `json:"zeroed_by,omitempty"` // "snob" or "loudmouth"
	FromUnicorn bool   `json:"from_unicorn,omitempty"`
	Stays       bool   `json:"unicorn_stays,omitempty"`
}

type swapJSON struct {
	Player   string  `json:"player"`
	Position int     `json:"position"`
	Took     *string `json:"took"` // null when nothing was left
	By       string  `json:"by"`
}

type warningJSON struct {
	ID   string `json:"id"`
	Text string `json:"text"` // English
}

type optionsJSON struct {
	UnicornChoice     string `json:"unicorn_choice"`
	ReplacementRepeat string `json:"replacement_repeat"`
}

// NewResultJSON describes res; warnings are worded by p (English).
func NewResultJSON(res alpakascore.Result, p text.Printer) ResultJSON {
	out := ResultJSON{Game: "alpaka", Winners: res.Winners, DecidedBy: string(res.DecidedBy),
		UnicornSwaps: []swapJSON{}, Warnings: []warningJSON{},
		Options: optionsJSON{UnicornChoice: res.Options.UnicornChoice, ReplacementRepeat: res.Options.RepeatName}}
	for _, i := range res.Order {
		ps := res.Players[i]
		pj := playerJSON{Name: ps.Name, Total: ps.Total, Place: ps.Place, Alpacas: ps.Alpacas, MostValuable: ps.MostValuable,
			Deck: ps.Deck, FighterBonus: ps.FighterBonus, Cards: []cardJSON{}}
		for _, c := range ps.Cards {
			pj.Cards = append(pj.Cards, cardJSON{Card: string(c.Card), Fence: c.Fence, Slot: c.Slot, Value: c.Value.N,
				ValueSource: string(c.Value.Source), Points: c.Points, Zeroed: string(c.Reason), FromUnicorn: c.FromUnicorn, Stays: c.UnicornStays})
		}
		out.Players = append(out.Players, pj)
	}
	for _, s := range res.Swaps {
		sj := swapJSON{Player: s.Player, Position: s.Position, By: string(s.By)}
		if s.Took != "" {
			took := string(s.Took)
			sj.Took = &took
		}
		out.UnicornSwaps = append(out.UnicornSwaps, sj)
	}
	for _, w := range res.Warnings {
		out.Warnings = append(out.Warnings, warningJSON{ID: string(w.Kind), Text: words.Warning(p, w)})
	}
	return out
}

// WriteCSV prints the pad for a spreadsheet, as every game's score --csv
// does: a row per line of the pad, a column per player in turn order.
func WriteCSV(w io.Writer, res alpakascore.Result) error {
	pad := csvpad.New(res.Players, func(ps alpakascore.PlayerScore) string { return ps.Name })
	pad.Line("cards", func(ps alpakascore.PlayerScore) int { return ps.CardPoints })
	pad.Line("fighter", func(ps alpakascore.PlayerScore) int { return ps.FighterBonus })
	pad.Line("total", func(ps alpakascore.PlayerScore) int { return ps.Total })
	pad.Line("alpacas", func(ps alpakascore.PlayerScore) int { return ps.Alpacas })
	pad.Line("most_valuable", func(ps alpakascore.PlayerScore) int { return ps.MostValuable })
	pad.Line("deck", func(ps alpakascore.PlayerScore) int { return ps.Deck })
	pad.Line("place", func(ps alpakascore.PlayerScore) int { return ps.Place })
	return pad.Write(w)
}
