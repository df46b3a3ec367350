// Package games is `altiplano games`: the play log, one line a game (the
// list), and its verbs, a package each: show, delete, import, export,
// rescore, repair. Every verb takes the games the program plays.
package games

import (
	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/games/delete"
	"altiplano/cmd/games/export"
	importcmd "altiplano/cmd/games/import"
	"altiplano/cmd/games/list"
	"altiplano/cmd/games/repair"
	"altiplano/cmd/games/rescore"
	"altiplano/cmd/games/show"
	"altiplano/cmd/text"
)

// NewCmdGames builds `games`: the list, with the other verbs under it.
func NewCmdGames(f *factory.Factory, reg game.Registry) *cobra.Command {
	p := f.Printer()
	cmd := list.NewCmdList(f, reg, nil)
	cmd.Use = "games"
	cmd.Short = text.HelpGamesShort.In(p)
	cmd.Long = text.HelpGamesLong.In(p)
	cmd.Example = "  altiplano games        # or: altiplano games list\n  altiplano games --player Ana --since 2026-01-01\n  altiplano games show 12\n  altiplano games export --format bgstats --out plays.json"
	// games lists; a word after it can only be a mistyped subcommand.
	cmd.Args = func(c *cobra.Command, args []string) error {
		if len(args) > 0 {
			return cmdutil.UnknownSubcommand(c, args[0])
		}
		return nil
	}
	// games list is games, for those who look for the verb (the README
	// names it): the same command, its options and its --game.
	listCmd := list.NewCmdList(f, reg, nil)
	listCmd.Use, listCmd.Short, listCmd.Args = "list", text.HelpGamesShort.In(p), cmdutil.NoArgs
	cmd.AddCommand(
		listCmd,
		show.NewCmdShow(f, reg, nil),
		delete.NewCmdDelete(f, reg, nil),
		importcmd.NewCmdImport(f, reg, nil),
		export.NewCmdExport(f, reg, nil),
		rescore.NewCmdRescore(f, reg, nil),
		repair.NewCmdRepair(f, reg, nil),
	)
	return cmd
}
