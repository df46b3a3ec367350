// Package alpakacmd is `altiplano alpaka`, the group of Alpaka's commands.
// Its subcommands are built by their own packages and handed in, so no
// command package imports another.
package alpakacmd

import (
	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/text"
)

// NewCmdAlpaka builds `alpaka` with its subcommands.
func NewCmdAlpaka(f *factory.Factory, subs ...*cobra.Command) *cobra.Command {
	p := f.Printer()
	cmd := &cobra.Command{
		Use:   "alpaka",
		Short: text.AlpakaHelpShort.In(p),
		Long:  text.AlpakaHelpLong.In(p),
		Example: "  altiplano alpaka setup --players 3\n  altiplano alpaka setup --players 2 --quick\n" +
			"  altiplano alpaka score --file game.yaml",
		RunE: cmdutil.GroupRun,
	}
	cmd.AddCommand(subs...)
	return cmd
}
