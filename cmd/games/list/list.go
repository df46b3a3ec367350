// Package list is `altiplano games`: the play log of one game, newest
// first, one line a game (or --json).
package list

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Options are the inputs of the list.
type Options struct {
	Out      io.Writer
	ErrOut   io.Writer
	Printer  text.Printer
	History  func() (*store.Store, error)
	Registry game.Registry

	logutil.Selection
	JSON bool
	All  bool // no limit

	Set map[string]bool
}

// NewCmdList builds the list, which is `games` itself (the group of the
// other verbs): Use is the caller's to set. runF replaces the run
// function in tests.
func NewCmdList(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Printer: p, History: logutil.Read(f), // asking never creates the database
		Registry: reg, Set: map[string]bool{}}
	cmd := &cobra.Command{RunE: cmdutil.RunE(opts, opts.Set, runF, Run)}
	fl := cmd.Flags()
	logutil.FilterFlags(fl, &opts.Selection, p)
	// --game is the group's: every verb under games takes it, before or
	// after its name (games --game alpaka show 3).
	logutil.GameFlag(cmd.PersistentFlags(), &opts.Selection.Game, p, reg)
	fl.IntVar(&opts.Limit, "limit", defaultListed, text.HelpFlagLimit.In(p))
	fl.BoolVar(&opts.All, "all", false, text.HelpFlagLimitAll.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	logutil.CompleteSelection(cmd, &opts.Selection, reg, p)
	cmdutil.CheckFlagsWith(cmd, opts, opts.Set, Check)
	return cmd
}

// gameJSON is one game as `games --json` lists it.
type gameJSON struct {
	ID int64 `json:"id"`
	// PlayedAt and PlayedAtUTC as the JSON export writes them: the time as
	// the players wrote it, and the instant.
	PlayedAt    string       `json:"played_at"`
	PlayedAtUTC string       `json:"played_at_utc"`
	Players     []playerJSON `json:"players"`
	Winners     []string     `json:"winners"`
}

type playerJSON struct {
	Name  string `json:"name"`
	Total int    `json:"total"`
	Rank  int    `json:"rank"`
}

// defaultListed is how many games `games` lists without --limit or --all.
const defaultListed = 50

// listLimit is how many games to list: --limit, all with --all, else the
// newest defaultListed.
func (o *Options) listLimit() (int, error) {
	switch {
	case o.All && o.Set["limit"]:
		return 0, cmdutil.Usage(text.ErrFlagsExclusive.T("--all", "--limit"))
	case o.All:
		return 0, nil
	case o.Set["limit"]:
		return o.Limit, logutil.CheckLimit(o.Limit, true)
	}
	return defaultListed, nil
}

// Check says the problems of the typed flags, as Run would, and does
// nothing else.
func Check(o *Options) error {
	_, _, _, err := o.selected()
	return err
}

// selected reads the flags: how many games to list, which, and of which
// game.
func (o *Options) selected() (int, playlog.Filter, game.Game, error) {
	limit, err := o.listLimit()
	if err != nil {
		return 0, playlog.Filter{}, nil, err
	}
	sel := o.Selection
	sel.Limit = 0
	f, g, err := sel.Filter(o.Registry)
	return limit, f, g, err
}

// Run lists the games the flags select.
func Run(o *Options) error {
	limit, f, selected, err := o.selected()
	if err != nil {
		return err
	}
	if limit > 0 {
		f.Limit = limit + 1 // one more says whether there are more
	}
	p := o.Printer
	shown, more := 0, false
	if o.JSON {
		jw := &jsonList{w: iostreams.Raw(o.Out)}
		err = logutil.With(o.History, func(s *store.Store) error {
			return s.Each(f, false, func(g playlog.Game) error {
				if limit > 0 && shown == limit {
					more = true
					return nil
				}
				shown++
				return jw.add(listedJSON(g))
			})
		})
		if err != nil {
			return err
		}
		return jw.close()
	}
	row := func(g playlog.Game) []string {
		return []string{g.Written().Shown(), strconv.FormatInt(g.ID, 10), logutil.PlayersLine(g), winnersLine(p, g)}
	}
	t := pagedTable{header: render.Heads(p, text.HeadDate, text.HeadGame, text.HeadPlayers, text.HeadWinner), out: o.Out}
	filtered := f.Player != "" || f.Players > 0 || !f.FirstDay.IsZero() || !f.LastDay.IsZero()
	var elsewhere []game.Game
	// Two passes, so that the table's columns are as wide as the widest
	// cell while only a page of rows is held at a time.
	err = logutil.With(o.History, func(s *store.Store) error {
		for pass := range 2 {
			shown = 0
			err := s.Each(f, false, func(g playlog.Game) error {
				if limit > 0 && shown == limit {
					more = true
					return nil
				}
				shown++
				if pass == 0 {
					t.measure(row(g))
					return nil
				}
				return t.add(row(g))
			})
			if err == nil && shown == 0 && !filtered {
				elsewhere, err = logutil.KeptElsewhere(s, o.Registry, f.Game)
			}
			if err != nil || shown == 0 {
				return err
			}
		}
		return t.flush()
	})
	if err != nil {
		return err
	}
	if shown == 0 {
		none := text.GamesNone.T()
		switch {
		case filtered:
			none = text.GamesNoneMatch.T() // the history has games, maybe; none of them fit
		case len(elsewhere) > 0:
			none = text.GamesNoneOf.T(selected.Name()) // other games' are kept
		}
		if _, err := o.ErrOut.Write([]byte(p.T(none) + "\n")); err != nil {
			return err
		}
		return logutil.SayKeptElsewhere(o.ErrOut, p, elsewhere)
	}
	if more {
		fmt.Fprintln(o.ErrOut, text.GamesMore.In(p, limit))
	}
	return nil
}

func listedJSON(g playlog.Game) gameJSON {
	gj := gameJSON{ID: g.ID, PlayedAt: g.Written().Written(), PlayedAtUTC: g.PlayedAt.UTC().Format(time.RFC3339), Winners: []string{}}
	for _, p := range g.Players {
		gj.Players = append(gj.Players, playerJSON{Name: p.Name, Total: p.Total, Rank: p.Rank})
		if p.Won() {
			gj.Winners = append(gj.Winners, p.Name)
		}
	}
	return gj
}

// jsonList writes a JSON array one element at a time, laid out as
// render.JSON lays out a whole list.
type jsonList struct {
	w io.Writer
	n int
}

func (l *jsonList) add(v any) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("  ", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	sep := "[\n  "
	if l.n > 0 {
		sep = ",\n  "
	}
	l.n++
	_, err := io.WriteString(l.w, sep+string(b))
	return err
}

func (l *jsonList) close() error {
	end := "\n]\n"
	if l.n == 0 {
		end = "[]\n"
	}
	_, err := io.WriteString(l.w, end)
	return err
}

// winnersLine names the winner, or the players sharing first place.
func winnersLine(p text.Printer, g playlog.Game) string {
	var names []string
	for _, pl := range g.Players {
		if pl.Won() {
			names = append(names, text.Safe(pl.Name))
		}
	}
	if len(names) == 1 {
		return names[0]
	}
	return text.GamesShared.In(p, strings.Join(names, " = "))
}
