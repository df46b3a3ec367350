// Package printout is Altiplano in print: its score pad (text, CSV, JSON),
// its supply table and the JSON forms of its catalog's values, for the
// game's commands (rules, setup, score, box) and its play log.
package printout

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/cmd/scoring/csvpad"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// WritePad prints the score pad: categories as rows, players as columns in
// seat order, then the winner, any ties and the assumptions.
func WritePad(w io.Writer, p text.Printer, r scoring.Record, res scoring.Result) error {
	return WritePadWith(w, p, r, res, PadOptions{})
}

// PadOptions are how a pad is printed besides its content.
type PadOptions struct {
	// Walked is a result scored by a walk-through: the assumptions advise
	// on its questions, not on a record file's syntax.
	Walked bool
	// Width is where the assumptions are wrapped, for a terminal; 0 leaves
	// them as they are (files and pipes: the pads already written by
	// earlier versions stay byte for byte the same).
	Width int
}

// WritePadWith prints the score pad as WritePad does, with options.
func WritePadWith(w io.Writer, p text.Printer, r scoring.Record, res scoring.Result, opt PadOptions) error {
	header := []string{words.HeadCategory.In(p)}
	for _, ps := range res.Players {
		header = append(header, text.Safe(ps.Name))
	}
	t := render.Table{Header: header, Width: opt.Width}
	row := func(label string, value func(scoring.PlayerScore) int) {
		cells := []string{label}
		for _, ps := range res.Players {
			cells = append(cells, strconv.Itoa(value(ps)))
		}
		t.Add(cells...)
	}
	for _, c := range altiplano.ScorePad() {
		if c == altiplano.ScoreMissions && !r.Missions {
			continue
		}
		row(words.Category(p, c), func(ps scoring.PlayerScore) int { return ps.Categories.Of(c) })
	}
	row(text.PadTotal.In(p), func(ps scoring.PlayerScore) int { return ps.Total })
	row(words.PadCoins.In(p), func(ps scoring.PlayerScore) int { return ps.Coins })
	row(text.PadRank.In(p), func(ps scoring.PlayerScore) int { return ps.Rank })

	// What the numbers rest on comes first, the table and who won last:
	// on a terminal of 24 lines, the end is what stays on the screen.
	var b strings.Builder
	if r.Missions {
		fmt.Fprintln(&b, words.PadMissionsTitle.In(p))
		for _, ps := range res.Players {
			fmt.Fprintf(&b, "  %s %s\n", text.PromptLine.In(p, text.Safe(ps.Name)), missionLine(p, ps))
		}
		fmt.Fprintln(&b)
	}
	if len(res.Assumptions) > 0 {
		fmt.Fprintln(&b, words.PadAssumptions.In(p))
		for _, a := range res.Assumptions {
			line := words.Assumption(p, a)
			if opt.Walked {
				line = words.AssumptionWalked(p, a)
			}
			fmt.Fprintln(&b, bullet(line, opt.Width))
		}
		fmt.Fprintln(&b)
	}
	fmt.Fprintln(&b, words.PadTitle.In(p, len(res.Players)))
	fmt.Fprintln(&b)
	if err := t.Write(&b); err != nil {
		return err
	}
	fmt.Fprintln(&b)
	for _, line := range Verdict(p, res) {
		fmt.Fprintln(&b, line)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Verdict is who won, and how every tie was decided (by coins) or shared,
// in words: the pad's last lines.
func Verdict(p text.Printer, res scoring.Result) []string {
	var lines []string
	first := res.Players[res.Order[0]]
	if len(res.Winners) == 1 {
		lines = append(lines, words.PadWinner.In(p, first.Name, first.Total))
	} else {
		lines = append(lines, words.PadWinnersShared.In(p, strings.Join(res.Winners, ", "), first.Total, first.Coins))
	}
	for _, tie := range res.Ties {
		lines = append(lines, tieLine(p, res, tie))
	}
	return lines
}

func missionLine(p text.Printer, ps scoring.PlayerScore) string {
	if len(ps.Missions) == 0 {
		return words.PadNoMissions.In(p)
	}
	parts := make([]string, len(ps.Missions))
	for i, m := range ps.Missions {
		if m.Achieved {
			parts[i] = words.PadMissionAchieved.In(p, int(m.ID), words.MissionText(p, m.ID), m.VP)
		} else {
			parts[i] = words.PadMissionMissed.In(p, int(m.ID), words.MissionText(p, m.ID))
		}
	}
	return p.JoinItems(parts...)
}

func tieLine(p text.Printer, res scoring.Result, tie scoring.Tie) string {
	coins := map[string]int{}
	for _, ps := range res.Players {
		coins[ps.Name] = ps.Coins
	}
	withCoins := make([]string, len(tie.Players))
	for i, name := range tie.Players {
		withCoins[i] = words.PadNameCoins.In(p, name, coins[name])
	}
	if tie.DecidedByCoins {
		return words.PadTieDecided.In(p, tie.Total, strings.Join(withCoins, ", "))
	}
	var shared []string
	for _, group := range tie.Shared {
		shared = append(shared, strings.Join(group, " = "))
	}
	return words.PadTieShared.In(p, tie.Total, strings.Join(withCoins, ", "), p.JoinItems(shared...))
}

// WriteCSV writes the pad for a spreadsheet: one row per category, one
// column per player in seat order; identifiers are English. A name that a
// spreadsheet would read as a formula is escaped.
func WriteCSV(w io.Writer, res scoring.Result) error {
	pad := csvpad.New(res.Players, func(ps scoring.PlayerScore) string { return ps.Name })
	for _, c := range altiplano.ScorePad() {
		pad.Line(string(c), func(ps scoring.PlayerScore) int { return ps.Categories.Of(c) })
	}
	pad.Line("total", func(ps scoring.PlayerScore) int { return ps.Total })
	pad.Line("coins", func(ps scoring.PlayerScore) int { return ps.Coins })
	pad.Line("rank", func(ps scoring.PlayerScore) int { return ps.Rank })
	return pad.Write(w)
}

// bullet is an item of a list, wrapped at words to width columns (not
// when 0), its continuation lines indented under its text.
func bullet(s string, width int) string {
	if width <= 0 {
		return "  - " + s
	}
	lines := strings.Split(text.Wrap(s, width-4), "\n")
	for i := range lines {
		if i == 0 {
			lines[i] = "  - " + lines[i]
		} else {
			lines[i] = "    " + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}
