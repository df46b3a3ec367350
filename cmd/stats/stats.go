// Package stats is `altiplano stats`: statistics of one game's play log
// per player, category, mission card and role, head to head, and charts;
// categories, roles and cards are the game's own, as it declares them.
package stats

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	logstats "altiplano/cmd/playlog/stats"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Options are the command's inputs.
type Options struct {
	Out     io.Writer
	ErrOut  io.Writer
	Printer text.Printer
	History func() (*store.Store, error)
	// Registry is the games the play log may hold.
	Registry game.Registry
	// Color reports whether the chart may use colours: a terminal, and
	// NO_COLOR not set.
	Color bool

	logutil.Selection
	JSON  bool
	Vs    string
	Chart bool
}

// NewCmdStats builds `stats`. runF replaces the run function in tests.
func NewCmdStats(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Printer: p, History: logutil.Read(f), Registry: reg,
		Color: f.IO.IsStdoutTerminal() && f.Getenv("NO_COLOR") == ""}
	cmd := &cobra.Command{
		Use:     "stats",
		Short:   text.HelpStatsShort.In(p),
		Long:    text.HelpStatsLong.In(p),
		Example: "  altiplano stats\n  altiplano stats --players 3 --since 2026-01-01\n  altiplano stats --player Ana --vs Ben\n  altiplano stats --chart",
		Args:    cmdutil.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if runF != nil {
				return runF(opts)
			}
			return Run(opts)
		},
	}
	fl := cmd.Flags()
	logutil.SelectionFlags(fl, &opts.Selection, p, reg)
	fl.StringVar(&opts.Role, "role", "", text.HelpFlagRole.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	fl.StringVar(&opts.Vs, "vs", "", text.HelpFlagVs.In(p))
	fl.BoolVar(&opts.Chart, "chart", false, text.HelpFlagChart.In(p))
	logutil.CompleteSelection(cmd, &opts.Selection, reg, p)
	cmdutil.CheckFlagsWith(cmd, opts, nil, Check)
	return cmd
}

// report is what one run computes, and what the game declares of its
// score pads.
type report struct {
	stats    logstats.Stats
	h2h      *logstats.H2H
	totals   []logstats.Series
	game     game.Game
	declared game.Declaration
	// elsewhere are the other games with games kept, when the selected
	// game has none.
	elsewhere []game.Game
}

// Check says the problems of the typed flags, as Run would, and does
// nothing else.
func Check(o *Options) error {
	_, _, err := o.selected()
	return err
}

// selected reads the flags: the games they select, and their game.
func (o *Options) selected() (playlog.Filter, game.Game, error) {
	// Both names at once, each under the one name rule.
	var names rules.Problems
	for _, typed := range []struct{ flag, name string }{{"--player", o.Player}, {"--vs", o.Vs}} {
		if _, pr := logutil.PlayerFlag(typed.flag, typed.name); pr != nil {
			names = append(names, pr)
		}
	}
	if len(names) > 0 {
		return playlog.Filter{}, nil, names
	}
	if o.Vs != "" && strings.TrimSpace(o.Player) == "" {
		return playlog.Filter{}, nil, cmdutil.Usage(text.ErrVsNeedsPlayer.T())
	}
	if o.Vs != "" && playlog.NameKey(o.Vs) == playlog.NameKey(o.Player) {
		return playlog.Filter{}, nil, cmdutil.Usage(text.ErrVsSamePlayer.T(text.Safe(rules.CleanName(o.Player)), text.Safe(rules.CleanName(o.Vs))))
	}
	if o.JSON && o.Chart {
		return playlog.Filter{}, nil, cmdutil.Usage(text.ErrFlagsExclusive.T("--json", "--chart"))
	}
	sel := o.Selection
	sel.Limit = 0
	return sel.Filter(o.Registry)
}

// Run computes and prints the statistics.
func Run(o *Options) error {
	f, g, err := o.selected()
	if err != nil {
		return err
	}
	r := report{game: g, declared: g.Log().Declare()}
	err = logutil.With(o.History, func(db *store.Store) error {
		var err error
		if r.stats, err = db.Stats(f); err != nil {
			return err
		}
		if r.stats.Games == 0 && !o.JSON && f.Whole() {
			if r.elsewhere, err = logutil.KeptElsewhere(db, o.Registry, f.Game); err != nil {
				return err
			}
		}
		if o.Vs != "" {
			h, err := db.HeadToHead(playlog.Filter{Players: f.Players, FirstDay: f.FirstDay, LastDay: f.LastDay, Game: f.Game, Role: f.Role}, o.Player, o.Vs)
			if err != nil {
				return err
			}
			r.h2h = &h
		}
		if o.Chart {
			r.totals, err = db.Totals(f)
		}
		return err
	})
	if err != nil {
		return err
	}
	if o.JSON {
		return render.JSON(o.Out, newStatsJSON(r))
	}
	return writeText(o, r)
}
