package gamescmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/history"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/scoring"
)

// gameID reads a game's id as typed.
func gameID(s string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || id < 1 {
		return 0, cmdutil.Input(text.ErrNoSuchGame.T(s))
	}
	return id, nil
}

// find reads one game, saying so in words when there is none.
func find(s *history.Store, typed string) (history.Game, error) {
	id, err := gameID(typed)
	if err != nil {
		return history.Game{}, err
	}
	g, err := s.Get(id)
	if err != nil {
		if errors.Is(err, history.ErrNotFound) {
			return g, cmdutil.Input(text.ErrNoSuchGame.T(typed))
		}
		return g, err
	}
	return g, nil
}

func runShow(o *Options) error {
	var g history.Game
	if err := o.open(func(s *history.Store) error {
		var err error
		g, err = find(s, o.ID)
		return err
	}); err != nil {
		return err
	}
	res, err := g.ScoreResult()
	if err != nil {
		return cmdutil.Fail(text.FieldDatabase.T(""), text.ErrDBInvalid.T("result", strconv.FormatInt(g.ID, 10)), err)
	}
	if o.JSON {
		return render.JSON(o.Out, render.NewResultJSON(res))
	}
	record, err := scoring.ParseRecord("", g.Record, rules.Identifiers{})
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

// rolesLine names each player's role, in seat order ("" when no role is
// known): from the record, or dealt by its setup code.
func rolesLine(p text.Printer, g history.Game) string {
	var parts []string
	for _, pl := range g.Players {
		if pl.Role != "" {
			parts = append(parts, text.Safe(pl.Name)+" "+p.Role(rules.Role(pl.Role)))
		}
	}
	return strings.Join(parts, ", ")
}

func runDelete(o *Options) error {
	return o.open(func(s *history.Store) error {
		g, err := find(s, o.ID)
		if err != nil {
			return err
		}
		if !o.Yes {
			if !o.Interactive {
				return cmdutil.Input(text.ErrDeleteNeedsYes.T())
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
