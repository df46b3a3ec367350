// Package show is `altiplano games show ID`: a kept game again, as its
// game's score pad (or the shared table of its categories), or --json.
package show

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Options are the inputs of show.
type Options struct {
	Out      io.Writer
	Printer  text.Printer
	History  func() (*store.Store, error)
	Registry game.Registry

	logutil.OneGame
	JSON bool

	Set map[string]bool
}

// NewCmdShow builds `games show`. runF replaces the run function in tests.
func NewCmdShow(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, Printer: p, History: logutil.Read(f), Registry: reg, Set: map[string]bool{}}
	run := cmdutil.RunE(opts, opts.Set, runF, Run)
	cmd := &cobra.Command{Use: "show ID", Short: text.HelpGamesShowShort.In(p)}
	logutil.TakeOneGame(cmd, &opts.OneGame, run)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	return cmd
}

// Run shows the game: its title and roles, then its game's own pad when
// the game has one (game.Pad), else each player's points per category,
// total and place, and how the game's pad ended (game.Verdict); --json
// gives the game's score --json, or the JSON export's game.
func Run(o *Options) error {
	var g playlog.Game
	if err := o.OneGame.With(o.History, o.Registry, o.Set["game"], func(_ *store.Store, kept playlog.Game) error {
		g = kept
		return nil
	}); err != nil {
		return err
	}
	// A game this program does not play shows what the play log holds.
	var d game.Declaration
	var pad game.Pad
	var verdict game.Verdict
	hasPad, hasVerdict := false, false
	if gm, ok := o.Registry.Find(g.Game); ok {
		d = gm.Log().Declare()
		pad, hasPad = gm.Log().(game.Pad)
		verdict, hasVerdict = gm.Log().(game.Verdict)
	}
	switch {
	case o.JSON && hasPad:
		return pad.Pad(iostreams.Raw(o.Out), o.Printer, g, true) // data: never wrapped
	case o.JSON:
		return export.WriteJSON(iostreams.Raw(o.Out), playlog.Slice([]playlog.Game{g}))
	}
	// The pad's last lines, read before anything is written: a result
	// that cannot be read is said alone.
	var last []string
	if hasVerdict && !hasPad {
		var err error
		if last, err = verdict.Verdict(o.Printer, g); err != nil {
			return err
		}
	}
	fmt.Fprintln(o.Out, titleLine(o, g))
	if roles := rolesLine(o.Printer, g, d.Roles); roles != "" {
		fmt.Fprintln(o.Out, text.GamesShowRoles.In(o.Printer, roles))
	}
	fmt.Fprintln(o.Out)
	if hasPad {
		return pad.Pad(o.Out, o.Printer, g, false)
	}
	if err := writeTable(o, g, d.Categories); err != nil {
		return err
	}
	if len(last) == 0 {
		return nil
	}
	lines := render.Lines{W: o.Out}
	lines.Line("")
	for _, l := range last {
		lines.Line(l)
	}
	return lines.Err
}

// writeTable is the shared table of a kept game: each player's points per
// category (named as the game declares them, else by key), total and
// place.
func writeTable(o *Options, g playlog.Game, declared []game.Key) error {
	var cats []playlog.Score
	if len(g.Players) > 0 {
		cats = g.Players[0].Scores // every seat has the same categories
	}
	header := []string{text.HeadPlayer.In(o.Printer)}
	for _, c := range cats {
		name := c.Category
		if k, ok := game.Named(declared, c.Category); ok {
			name = o.Printer.T(k.Text)
		}
		header = append(header, name)
	}
	header = append(header, text.PadTotal.In(o.Printer), text.PadRank.In(o.Printer))
	t := render.Table{Header: header}
	for _, p := range g.Players {
		row := []string{text.Safe(p.Name)}
		for _, sc := range p.Scores {
			row = append(row, strconv.Itoa(sc.Points))
		}
		t.Add(append(row, strconv.Itoa(p.Total), strconv.Itoa(p.Rank))...)
	}
	return t.Write(o.Out)
}

// titleLine is the game's number and when it was played, then how long
// and where when they were kept.
func titleLine(o *Options, g playlog.Game) string {
	parts := []string{text.GamesShowTitle.In(o.Printer, int(g.ID), g.Written().Shown())}
	if g.DurationMin > 0 {
		parts = append(parts, text.GamesShowDuration.In(o.Printer, g.DurationMin))
	}
	if g.Location != "" {
		parts = append(parts, text.GamesShowLocation.In(o.Printer, g.Location))
	}
	return strings.Join(parts, " · ")
}

// rolesLine names each player's role as the game declares it, in seat
// order ("" when no role is known).
func rolesLine(p text.Printer, g playlog.Game, roles []game.Key) string {
	var parts []string
	for _, pl := range g.Players {
		if pl.Role == "" {
			continue
		}
		name := text.Safe(pl.Role)
		if k, ok := game.Named(roles, pl.Role); ok {
			name = p.T(k.Text)
		}
		parts = append(parts, text.Safe(pl.Name)+" "+name)
	}
	return strings.Join(parts, ", ")
}
