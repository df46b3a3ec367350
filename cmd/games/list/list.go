package gamescmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// gameJSON is one game as `games --json` lists it.
type gameJSON struct {
	ID       int64        `json:"id"`
	PlayedAt string       `json:"played_at"`
	Players  []playerJSON `json:"players"`
	Winners  []string     `json:"winners"`
}

type playerJSON struct {
	Name  string `json:"name"`
	Total int    `json:"total"`
	Rank  int    `json:"rank"`
}

// defaultListed is how many games `games` lists without --limit or --all.
const defaultListed = 50

// list reads the games the filter flags select, newest first, at most
// limit of them (0: all), and the filter it used.
func (o *Options) list(limit int) ([]store.Game, store.Filter, error) {
	f, err := logutil.HistoryFilter(o.Player, o.Players, o.Since, limit, o.Zone)
	if err != nil {
		return nil, f, err
	}
	f.Game = o.game()
	var games []store.Game
	err = o.open(func(s *store.Store) error {
		games, err = s.List(f)
		return err
	})
	return games, f, err
}

// listLimit is how many games to list: --limit, all with --all, else the
// newest defaultListed.
func (o *Options) listLimit() (int, error) {
	switch {
	case o.All && o.Set["limit"]:
		return 0, cmdutil.Usage(text.ErrFlagsExclusive.T("--all", "--limit"))
	case o.All:
		return 0, nil
	case o.Set["limit"]:
		return o.Limit, o.checkLimit()
	}
	return defaultListed, nil
}

func runList(o *Options) error {
	limit, err := o.listLimit()
	if err != nil {
		return err
	}
	f, err := logutil.HistoryFilter(o.Player, o.Players, o.Since, 0, o.Zone)
	if err != nil {
		return err
	}
	if limit < 0 {
		_, err := logutil.HistoryFilter("", "", "", limit, o.Zone)
		return err
	}
	if err := logutil.GameAndRole(&f, o.Game, ""); err != nil {
		return err
	}
	if limit > 0 {
		f.Limit = limit + 1 // one more says whether there are more
	}
	p := o.Printer
	shown, more := 0, false
	if o.JSON {
		jw := &jsonList{w: o.Out}
		err = o.open(func(s *store.Store) error {
			return s.Each(f, false, func(g store.Game) error {
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
	row := func(g store.Game) []string {
		return []string{g.PlayedAt.In(o.Zone).Format("2006-01-02 15:04"), strconv.FormatInt(g.ID, 10), playersLine(g), winnersLine(p, g)}
	}
	t := pagedTable{header: render.Heads(p, text.HeadDate, text.HeadGame, text.HeadPlayers, text.HeadWinner), out: o.Out}
	// Two passes, so that the table's columns are as wide as the widest
	// cell while only a page of rows is held at a time.
	err = o.open(func(s *store.Store) error {
		for pass := range 2 {
			shown = 0
			err := s.Each(f, false, func(g store.Game) error {
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
		none := text.GamesNone
		if f.Player != "" || f.Players > 0 || !f.Since.IsZero() {
			none = text.GamesNoneMatch // the history has games, maybe; none of them fit
		}
		_, err := o.ErrOut.Write([]byte(none.In(p) + "\n"))
		return err
	}
	if more {
		fmt.Fprintln(o.ErrOut, text.GamesMore.In(p, limit))
	}
	return nil
}

func listedJSON(g store.Game) gameJSON {
	gj := gameJSON{ID: g.ID, PlayedAt: g.PlayedAt.UTC().Format("2006-01-02T15:04:05Z07:00"), Winners: []string{}}
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

// playersLine lists the players in seat order with their totals.
func playersLine(g store.Game) string {
	parts := make([]string, len(g.Players))
	for i, p := range g.Players {
		parts[i] = text.Safe(p.Name) + " " + strconv.Itoa(p.Total)
	}
	return strings.Join(parts, ", ")
}

// winnersLine names the winner, or the players sharing first place.
func winnersLine(p text.Printer, g store.Game) string {
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
