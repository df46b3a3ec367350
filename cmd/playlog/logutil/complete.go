package logutil

import (
	"strconv"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// completedGames is how many of the newest games a shell is offered.
const completedGames = 20

// CompleteGameIDs has the shell offer cmd's game numbers: the newest games
// of the play history (of the group's --game when it was given), each
// described by its date and players. many is whether cmd takes several.
// The history is opened read-only, only when the shell asks, and a
// history that cannot be read offers nothing.
func CompleteGameIDs(cmd *cobra.Command, open func() (*store.Store, error), reg game.Registry, p text.Printer, many bool) {
	cmd.ValidArgsFunction = func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 && !many {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var filter playlog.Filter
		if fl := c.Flag("game"); fl != nil && fl.Changed {
			g, err := GameOf(reg, fl.Value.String())
			if err != nil {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			filter.Game = g.ID()
		}
		filter.Limit = completedGames
		choices := func() []cmdutil.Choice {
			s, err := open()
			if err != nil {
				return nil
			}
			defer s.Close()
			games, err := s.List(filter)
			if err != nil {
				return nil
			}
			out := make([]cmdutil.Choice, len(games))
			for i, g := range games {
				about := g.PlayedAt.Format("2006-01-02") + " · " + PlayersLine(g)
				if g.Game != reg.Home().ID() {
					if named, ok := reg.Find(g.Game); ok {
						about = p.T(named.Name()) + " · " + about
					}
				}
				out[i] = cmdutil.Choice{Value: strconv.FormatInt(g.ID, 10), About: about}
			}
			return out
		}
		return cmdutil.Choices(choices).Complete(c, args, toComplete)
	}
}

// CompleteSelection completes the values of the selection's flags that
// cmd has: --players (the counts of --game's game), --game, --role (the
// roles of --game's game). They are read when the shell asks, once the
// command line typed so far is parsed.
func CompleteSelection(cmd *cobra.Command, sel *Selection, reg game.Registry, p text.Printer) {
	chosen := func() []game.Game {
		if g, err := GameOf(reg, sel.Game); err == nil {
			return []game.Game{g}
		}
		return reg // a --game no game has: every game's
	}
	if cmd.Flag("players") != nil {
		cmdutil.CompleteFlag(cmd, "players", func() []cmdutil.Choice {
			lo, hi := 0, 0
			for i, g := range chosen() {
				d := g.Log().Declare()
				if i == 0 || d.MinPlayers < lo {
					lo = d.MinPlayers
				}
				hi = max(hi, d.MaxPlayers)
			}
			return cmdutil.PlayerCounts(p, lo, hi)()
		})
	}
	if cmd.Flag("game") != nil {
		cmdutil.CompleteFlag(cmd, "game", func() []cmdutil.Choice {
			out := make([]cmdutil.Choice, len(reg))
			for i, g := range reg {
				out[i] = cmdutil.Choice{Value: string(g.ID()), About: p.T(g.Name())}
			}
			return out
		})
	}
	if cmd.Flag("role") != nil {
		cmdutil.CompleteFlag(cmd, "role", func() []cmdutil.Choice {
			var out []cmdutil.Choice
			for _, k := range chosen()[0].Log().Declare().Roles {
				out = append(out, cmdutil.Choice{Value: k.ID, About: p.T(k.Text)})
			}
			return out
		})
	}
}
