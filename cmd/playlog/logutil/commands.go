package logutil

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// With opens the play log with open for one command, runs do and closes
// it; a failure of the database is worded as the database's.
func With(open func() (*store.Store, error), do func(*store.Store) error) error {
	s, err := open()
	if err != nil {
		return err
	}
	defer s.Close()
	if err := do(s); err != nil {
		return storeError(s, err)
	}
	return nil
}

// storeError words a database failure; other errors pass through.
func storeError(s *store.Store, err error) error {
	switch err.(type) {
	case *cmdutil.InputError, *cmdutil.FailError, *cmdutil.Stopped, rules.Problems, *rules.Problem:
		return err
	}
	return HistoryError(s.Path(), err)
}

// GameID reads a game's id as typed.
func GameID(typed string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(typed), 10, 64)
	if err != nil || id < 1 {
		return 0, cmdutil.Usage(text.ErrGameIDNotNumber.T(typed))
	}
	return id, nil
}

// negativeNumber is a negative number typed as an argument, which the flag
// parser takes for short flags ("unknown shorthand flag: '1' in -1").
var negativeNumber = regexp.MustCompile(`^unknown shorthand flag: '[0-9]' in (-[0-9][^ ]*)$`)

// TakesGameIDs makes cmd, whose arguments are games' ids, say of a
// negative number (-1) what it says of any id that is no whole number
// from 1, rather than call it an unknown flag; other flag errors are
// worded as everywhere.
func TakesGameIDs(cmd *cobra.Command) {
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		if m := negativeNumber.FindStringSubmatch(err.Error()); m != nil {
			_, idErr := GameID(m[1])
			return idErr
		}
		if c.HasParent() {
			return c.Parent().FlagErrorFunc()(c, err)
		}
		return err
	})
}

// Find reads one game by its id as typed, saying so in words when there is
// none.
func Find(s *store.Store, typed string) (playlog.Game, error) {
	id, err := GameID(typed)
	if err != nil {
		return playlog.Game{}, err
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

// ExactlyOneID wants one game id: none is a missing ID, more is an
// unexpected argument.
func ExactlyOneID(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) == 0:
		return cmdutil.Usage(text.ErrFlagRequired.T("ID", text.HelpGamesIDHint.T()))
	case len(args) > 1:
		return cmdutil.Usage(text.ErrUnexpectedArgs.T(args[1], cmd.CommandPath()))
	}
	return nil
}

// PlayersLine lists a game's players in seat order with their totals.
func PlayersLine(g playlog.Game) string {
	parts := make([]string, len(g.Players))
	for i, p := range g.Players {
		parts[i] = text.Safe(p.Name) + " " + strconv.Itoa(p.Total)
	}
	return strings.Join(parts, ", ")
}

// SelectionFlags declares the flags that select games by player, player
// count, date and game.
func SelectionFlags(fl *pflag.FlagSet, sel *Selection, p text.Printer, reg game.Registry) {
	FilterFlags(fl, sel, p)
	GameFlag(fl, &sel.Game, p, reg)
}

// FilterFlags declares the flags that select a game's games by player,
// player count and date.
func FilterFlags(fl *pflag.FlagSet, sel *Selection, p text.Printer) {
	fl.StringVar(&sel.Player, "player", "", text.HelpFlagPlayer.In(p))
	fl.StringVarP(&sel.Players, "players", "p", "", text.HelpFlagPlayerCount.In(p))
	fl.StringVar(&sel.Since, "since", "", text.HelpFlagSince.In(p))
	fl.StringVar(&sel.Until, "until", "", text.HelpFlagUntil.In(p))
}

// CheckLimit refuses a --limit given (set) below 1: "at most 0 games" is
// not "every game" (that is --all, or no --limit for an export), and a
// negative count means nothing. There is no upper bound: more than the
// history holds lists every game.
func CheckLimit(limit int, set bool) error {
	if !set || limit >= 1 {
		return nil
	}
	return &rules.Problem{Kind: rules.BelowMin, Field: rules.At(text.LimitField), N: limit,
		Value: strconv.Itoa(limit), Min: 1}
}
