package gamescmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	scoring "altiplano/scoring/altiplano"
)

// gameID reads a game's id as typed.
func gameID(s string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || id < 1 {
		return 0, cmdutil.Usage(text.ErrGameIDNotNumber.T(s))
	}
	return id, nil
}

// find reads one game, saying so in words when there is none.
func find(s *store.Store, typed string) (store.Game, error) {
	id, err := gameID(typed)
	if err != nil {
		return store.Game{}, err
	}
	g, err := s.Get(id)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return g, cmdutil.Input(text.ErrNoSuchGame.T(typed))
		}
		return g, err
	}
	return g, nil
}

func runShow(o *Options) error {
	var g store.Game
	if err := o.open(func(s *store.Store) error {
		var err error
		g, err = find(s, o.ID)
		return err
	}); err != nil {
		return err
	}
	if g.Game != store.GameAltiplano {
		return showOther(o, g)
	}
	res, err := g.ScoreResult()
	if err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("result", strconv.FormatInt(g.ID, 10)), err)
	}
	if o.JSON {
		return render.JSON(o.Out, render.NewResultJSON(res))
	}
	record, err := scoring.ParseRecord("", g.Record, altiplano.Identifiers{})
	if err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("record", strconv.FormatInt(g.ID, 10)), err)
	}
	fmt.Fprintln(o.Out, text.GamesShowTitle.In(o.Printer, int(g.ID), g.PlayedAt.In(o.Zone).Format("2006-01-02 15:04")))
	if roles := rolesLine(o.Printer, g); roles != "" {
		fmt.Fprintln(o.Out, text.GamesShowRoles.In(o.Printer, roles))
	}
	fmt.Fprintln(o.Out)
	return render.WritePad(o.Out, o.Printer, record, res)
}

// showOther shows a game of another board game than Altiplano: its
// players, points per category (by the game's category ids), total and
// place; --json gives the same as the JSON export's game.
func showOther(o *Options, g store.Game) error {
	if o.JSON {
		return store.WriteJSON(o.Out, store.Slice([]store.Game{g}))
	}
	fmt.Fprintln(o.Out, text.GamesShowTitle.In(o.Printer, int(g.ID), g.PlayedAt.In(o.Zone).Format("2006-01-02 15:04")))
	fmt.Fprintln(o.Out)
	var cats []string
	if len(g.Players) > 0 {
		for _, sc := range g.Players[0].Scores {
			cats = append(cats, sc.Category)
		}
	}
	header := append([]string{text.HeadPlayer.In(o.Printer)}, cats...)
	header = append(header, text.PadTotal.In(o.Printer), text.PadRank.In(o.Printer))
	t := render.Table{Header: header}
	for _, p := range g.Players {
		row := []string{text.Safe(p.Name)}
		for i := range cats {
			cell := ""
			if i < len(p.Scores) {
				cell = strconv.Itoa(p.Scores[i].Points)
			}
			row = append(row, cell)
		}
		t.Add(append(row, strconv.Itoa(p.Total), strconv.Itoa(p.Rank))...)
	}
	return t.Write(o.Out)
}

// rolesLine names each player's role, in seat order ("" when no role is
// known): from the record, or dealt by its setup code.
func rolesLine(p text.Printer, g store.Game) string {
	var parts []string
	for _, pl := range g.Players {
		if pl.Role != "" {
			parts = append(parts, text.Safe(pl.Name)+" "+p.Role(altiplano.Role(pl.Role)))
		}
	}
	return strings.Join(parts, ", ")
}

func runDelete(o *Options) error {
	return o.open(func(s *store.Store) error {
		g, err := find(s, o.ID)
		if err != nil {
			return err
		}
		if !o.Yes {
			if !o.Interactive {
				return cmdutil.Usage(text.ErrDeleteNeedsYes.T())
			}
			yes, err := cmdutil.AskYesNo(o.Prompter(), o.Printer, text.AskDeleteGame.In(o.Printer, int(g.ID), g.PlayedAt.In(o.Zone).Format("2006-01-02")+": "+playersLine(g)), false)
			if err != nil {
				return &cmdutil.Stopped{Text: text.EchoNotDeleted.T()}
			}
			if !yes {
				_, err := fmt.Fprintln(o.ErrOut, text.EchoNotDeleted.In(o.Printer))
				return err
			}
		}
		if err := s.Delete(g.ID); err != nil {
			return err
		}
		_, err = fmt.Fprintln(o.ErrOut, text.EchoDeleted.In(o.Printer, int(g.ID)))
		return err
	})
}
