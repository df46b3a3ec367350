package gamescmd

import (
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/history"
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

// list reads the games the filter flags select, newest first, at most
// limit of them (0: all), and the filter it used.
func (o *Options) list(limit int) ([]history.Game, history.Filter, error) {
	f, err := cmdutil.HistoryFilter(o.Player, o.Players, o.Since, limit, o.Zone)
	if err != nil {
		return nil, f, err
	}
	var games []history.Game
	err = o.open(func(s *history.Store) error {
		games, err = s.List(f)
		return err
	})
	return games, f, err
}

func runList(o *Options) error {
	games, f, err := o.list(o.Limit)
	if err != nil {
		return err
	}
	if o.JSON {
		out := []gameJSON{}
		for _, g := range games {
			gj := gameJSON{ID: g.ID, PlayedAt: g.PlayedAt.UTC().Format("2006-01-02T15:04:05Z07:00"), Winners: []string{}}
			for _, p := range g.Players {
				gj.Players = append(gj.Players, playerJSON{Name: p.Name, Total: p.Total, Rank: p.Rank})
				if p.Won() {
					gj.Winners = append(gj.Winners, p.Name)
				}
			}
			out = append(out, gj)
		}
		return render.JSON(o.Out, out)
	}
	p := o.Printer
	if len(games) == 0 {
		none := text.GamesNone
		if f.Player != "" || f.Players > 0 || !f.Since.IsZero() {
			none = text.GamesNoneMatch // the history has games, maybe; none of them fit
		}
		_, err := o.ErrOut.Write([]byte(none.In(p) + "\n"))
		return err
	}
	t := render.Table{Header: render.Heads(p, text.HeadDate, text.HeadGame, text.HeadPlayers, text.HeadWinner)}
	for _, g := range games {
		t.Add(g.PlayedAt.In(o.Zone).Format("2006-01-02 15:04"), strconv.FormatInt(g.ID, 10), playersLine(g), winnersLine(p, g))
	}
	return t.Write(o.Out)
}

// playersLine lists the players in seat order with their totals.
func playersLine(g history.Game) string {
	parts := make([]string, len(g.Players))
	for i, p := range g.Players {
		parts[i] = text.Safe(p.Name) + " " + strconv.Itoa(p.Total)
	}
	return strings.Join(parts, ", ")
}

// winnersLine names the winner, or the players sharing first place.
func winnersLine(p text.Printer, g history.Game) string {
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
