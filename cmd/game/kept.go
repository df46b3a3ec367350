package game

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// kept is what a game of reg gives to show a kept game: its declaration,
// its own pad and the verdict under the shared one, when it has them. A
// game this program does not play shows what the play log holds.
type kept struct {
	d          Declaration
	pad        Pad
	verdict    Verdict
	hasPad     bool
	hasVerdict bool
}

func keptOf(reg Registry, g playlog.Game) kept {
	var k kept
	if gm, ok := reg.Find(g.Game); ok {
		k.d = gm.Log().Declare()
		k.pad, k.hasPad = gm.Log().(Pad)
		k.verdict, k.hasVerdict = gm.Log().(Verdict)
	}
	return k
}

// WriteKeptJSON writes kept game g as `games show --json` does: the game's
// own score --json where it has one, else the play log's export of it.
func WriteKeptJSON(w io.Writer, p text.Printer, reg Registry, g playlog.Game) error {
	if k := keptOf(reg, g); k.hasPad {
		return k.pad.Pad(w, p, g, true)
	}
	return export.WriteJSON(w, playlog.Slice([]playlog.Game{g}))
}

// WriteKept writes kept game g as a person reads it (`games show`, the
// offline page's history): its number, when, how long and where it was
// played (as its players wrote it, whatever the viewer's zone), the roles,
// then its score pad.
func WriteKept(w io.Writer, p text.Printer, reg Registry, g playlog.Game) error {
	k := keptOf(reg, g)
	// The pad's last lines, read before anything is written: a result
	// that cannot be read is said alone.
	var last []string
	if k.hasVerdict && !k.hasPad {
		var err error
		if last, err = k.verdict.Verdict(p, g); err != nil {
			return err
		}
	}
	fmt.Fprintln(w, titleLine(p, g))
	if roles := rolesLine(p, g, k.d.Roles); roles != "" {
		fmt.Fprintln(w, text.GamesShowRoles.In(p, roles))
	}
	fmt.Fprintln(w)
	if k.hasPad {
		return k.pad.Pad(w, p, g, false)
	}
	if err := writeTable(w, p, g, k.d.Categories); err != nil {
		return err
	}
	if len(last) == 0 {
		return nil
	}
	lines := render.Lines{W: w}
	lines.Line("")
	for _, l := range last {
		lines.Line(l)
	}
	return lines.Err
}

// writeTable is the shared table of a kept game: each player's points per
// category (named as the game declares them, else by key), total and
// place.
func writeTable(w io.Writer, p text.Printer, g playlog.Game, declared []Key) error {
	var cats []playlog.Score
	if len(g.Players) > 0 {
		cats = g.Players[0].Scores // every seat has the same categories
	}
	header := []string{text.HeadPlayer.In(p)}
	for _, c := range cats {
		name := c.Category
		if k, ok := Named(declared, c.Category); ok {
			name = p.T(k.Text)
		}
		header = append(header, name)
	}
	header = append(header, text.PadTotal.In(p), text.PadRank.In(p))
	t := render.Table{Header: header}
	for _, p := range g.Players {
		row := []string{text.Safe(p.Name)}
		for _, sc := range p.Scores {
			row = append(row, strconv.Itoa(sc.Points))
		}
		t.Add(append(row, strconv.Itoa(p.Total), strconv.Itoa(p.Rank))...)
	}
	return t.Write(w)
}

// titleLine is the game's number and when it was played, then how long
// and where when they were kept.
func titleLine(p text.Printer, g playlog.Game) string {
	parts := []string{text.GamesShowTitle.In(p, int(g.ID), g.Written().Shown())}
	if g.DurationMin > 0 {
		parts = append(parts, text.GamesShowDuration.In(p, g.DurationMin))
	}
	if g.Location != "" {
		parts = append(parts, text.GamesShowLocation.In(p, g.Location))
	}
	return strings.Join(parts, " · ")
}

// rolesLine names each player's role as the game declares it, in seat
// order ("" when no role is known).
func rolesLine(p text.Printer, g playlog.Game, roles []Key) string {
	var parts []string
	for _, pl := range g.Players {
		if pl.Role == "" {
			continue
		}
		name := text.Safe(pl.Role)
		if k, ok := Named(roles, pl.Role); ok {
			name = p.T(k.Text)
		}
		parts = append(parts, text.Safe(pl.Name)+" "+name)
	}
	return strings.Join(parts, ", ")
}
