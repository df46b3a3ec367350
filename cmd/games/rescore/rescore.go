package gamescmd

import (
	"fmt"
	"strconv"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// rescored is a stored game and its result scored again.
type rescored struct {
	id    int64
	fresh store.Game
}

// runRescore scores stored games again from their records with the current
// box profile, shows every change player by player, and applies them after
// one confirmation (--yes without a terminal; --dry-run only shows).
func runRescore(o *Options) error {
	switch {
	case o.All && len(o.IDs) > 0:
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--all", "ID"))
	case !o.All && len(o.IDs) == 0:
		return cmdutil.Usage(text.ErrRescoreNeedsIDs.T())
	}
	if err := logutil.GameAndRole(&store.Filter{}, o.Game, ""); err != nil {
		return err
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	return o.open(func(s *store.Store) error {
		ids, err := o.rescoreIDs(s)
		if err != nil {
			return err
		}
		var todo []rescored
		for _, id := range ids {
			g, err := s.Get(id)
			if err != nil {
				return err
			}
			fresh, err := o.scoreAgain(g, c)
			if err != nil {
				fmt.Fprintln(o.ErrOut, text.RescoreUnreadable.In(o.Printer, int(id), cmdutil.Render(o.Printer, err)))
				continue
			}
			if changes := store.Changes(g, fresh); len(changes) > 0 {
				logutil.WriteChanges(o.ErrOut, o.Printer, id, changes)
				todo = append(todo, rescored{id, fresh})
			}
		}
		if len(todo) == 0 {
			_, err := fmt.Fprintln(o.ErrOut, text.RescoreUnchanged.In(o.Printer))
			return err
		}
		if o.DryRun {
			_, err := fmt.Fprintln(o.ErrOut, text.EchoNothingChanged.In(o.Printer))
			return err
		}
		if !o.Yes {
			if !o.Interactive {
				return cmdutil.Usage(text.ErrRescoreNeedsYes.T())
			}
			yes, err := cmdutil.AskYesNo(o.Prompter(), o.Printer, text.AskRescore.In(o.Printer, len(todo)), false)
			if err != nil || !yes {
				return &cmdutil.Stopped{Text: text.EchoNothingChanged.T()}
			}
		}
		for _, r := range todo {
			if err := s.Replace(r.id, r.fresh); err != nil {
				return err
			}
		}
		_, err = fmt.Fprintln(o.ErrOut, text.EchoRescored.In(o.Printer, len(todo)))
		return err
	})
}

// rescoreIDs are the games named, each checked to exist, or every game.
func (o *Options) rescoreIDs(s *store.Store) ([]int64, error) {
	if !o.All {
		ids := make([]int64, 0, len(o.IDs))
		for _, typed := range o.IDs {
			g, err := find(s, typed)
			if err != nil {
				return nil, err
			}
			ids = append(ids, g.ID)
		}
		return ids, nil
	}
	return s.IDs(store.Filter{Game: o.game()})
}

// scoreAgain scores a stored game's record with catalog c (Alpaka's: with
// its own values), as `score --file` would, keeping the stored time when the
// record has none.
func (o *Options) scoreAgain(g store.Game, c catalog.Catalog) (store.Game, error) {
	name := "game " + strconv.FormatInt(g.ID, 10)
	if g.Game == "alpaka" {
		ac, err := o.AlpakaCatalog()
		if err != nil {
			return store.Game{}, err
		}
		return logutil.ScoreAlpaka(g, name, ac)
	}
	record, result, err := cmdutil.ScoreRecord(name, g.Record, o.Lexicon, c, o.Now(), o.Zone)
	if err != nil {
		return store.Game{}, err
	}
	return store.Played{Record: record, Result: result, Catalog: c, Now: g.PlayedAt}.Game()
}
