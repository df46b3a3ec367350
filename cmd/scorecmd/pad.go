package scorecmd

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// CategoryName is how a score-pad line is called in text output.
func CategoryName(c rules.Category) i18n.Text { return i18n.T(i18n.Key("category." + string(c))) }

// WritePad prints the score pad: categories as rows, players as columns in
// seat order, then the winner, any ties and the assumptions.
func WritePad(w io.Writer, p i18n.Printer, r scoring.Record, res scoring.Result) error {
	header := []string{p.Sprintf(i18n.HeadCategory)}
	for _, ps := range res.Players {
		header = append(header, ps.Name)
	}
	t := render.Table{Header: header}
	row := func(label string, value func(scoring.PlayerScore) string) {
		cells := []string{label}
		for _, ps := range res.Players {
			cells = append(cells, value(ps))
		}
		t.Add(cells...)
	}
	for _, c := range rules.ScorePad() {
		if c == rules.ScoreMissions && !r.Missions {
			continue
		}
		row(p.Text(CategoryName(c)), func(ps scoring.PlayerScore) string { return strconv.Itoa(ps.Categories.Of(c)) })
	}
	row(p.Sprintf(i18n.PadTotal), func(ps scoring.PlayerScore) string { return strconv.Itoa(ps.Total) })
	row(p.Sprintf(i18n.PadCoins), func(ps scoring.PlayerScore) string { return strconv.Itoa(ps.Coins) })
	row(p.Sprintf(i18n.PadRank), func(ps scoring.PlayerScore) string { return strconv.Itoa(ps.Rank) })

	var b strings.Builder
	fmt.Fprintln(&b, p.Sprintf(i18n.PadTitle, len(res.Players)))
	fmt.Fprintln(&b)
	if err := t.Write(&b); err != nil {
		return err
	}
	if r.Missions {
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, p.Sprintf(i18n.PadMissionsTitle))
		for _, ps := range res.Players {
			fmt.Fprintf(&b, "  %s: %s\n", ps.Name, missionLine(p, ps))
		}
	}
	fmt.Fprintln(&b)
	first := res.Players[res.Order[0]]
	if len(res.Winners) == 1 {
		fmt.Fprintln(&b, p.Sprintf(i18n.PadWinner, first.Name, first.Total))
	} else {
		fmt.Fprintln(&b, p.Sprintf(i18n.PadWinnersShared, strings.Join(res.Winners, ", "), first.Total, first.Coins))
	}
	for _, tie := range res.Ties {
		fmt.Fprintln(&b, tieLine(p, res, tie))
	}
	if len(res.Assumptions) > 0 {
		fmt.Fprintln(&b)
		fmt.Fprintln(&b, p.Sprintf(i18n.PadAssumptions))
		for _, a := range res.Assumptions {
			fmt.Fprintln(&b, "  - "+p.Text(a.Text))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func missionLine(p i18n.Printer, ps scoring.PlayerScore) string {
	if len(ps.Missions) == 0 {
		return p.Sprintf(i18n.PadNoMissions)
	}
	parts := make([]string, len(ps.Missions))
	for i, m := range ps.Missions {
		if m.Achieved {
			parts[i] = p.Sprintf(i18n.PadMissionAchieved, int(m.ID), p.Text(m.ID.Text()), m.VP)
		} else {
			parts[i] = p.Sprintf(i18n.PadMissionMissed, int(m.ID), p.Text(m.ID.Text()))
		}
	}
	return strings.Join(parts, "; ")
}

func tieLine(p i18n.Printer, res scoring.Result, tie scoring.Tie) string {
	coins := map[string]int{}
	for _, ps := range res.Players {
		coins[ps.Name] = ps.Coins
	}
	withCoins := make([]string, len(tie.Players))
	for i, name := range tie.Players {
		withCoins[i] = p.Sprintf(i18n.PadNameCoins, name, coins[name])
	}
	if tie.DecidedByCoins {
		return p.Sprintf(i18n.PadTieDecided, tie.Total, strings.Join(withCoins, ", "))
	}
	var shared []string
	for _, group := range tie.Shared {
		shared = append(shared, strings.Join(group, " = "))
	}
	return p.Sprintf(i18n.PadTieShared, tie.Total, strings.Join(withCoins, ", "), strings.Join(shared, "; "))
}

// WriteCSV writes the pad for a spreadsheet: one row per category, one
// column per player in seat order; identifiers are English.
func WriteCSV(w io.Writer, res scoring.Result) error {
	cw := csv.NewWriter(w)
	header := []string{"category"}
	for _, ps := range res.Players {
		header = append(header, ps.Name)
	}
	rows := [][]string{header}
	line := func(name string, value func(scoring.PlayerScore) int) {
		cells := []string{name}
		for _, ps := range res.Players {
			cells = append(cells, strconv.Itoa(value(ps)))
		}
		rows = append(rows, cells)
	}
	for _, c := range rules.ScorePad() {
		line(string(c), func(ps scoring.PlayerScore) int { return ps.Categories.Of(c) })
	}
	line("total", func(ps scoring.PlayerScore) int { return ps.Total })
	line("coins", func(ps scoring.PlayerScore) int { return ps.Coins })
	line("rank", func(ps scoring.PlayerScore) int { return ps.Rank })
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	return cw.Error()
}
