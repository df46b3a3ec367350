package cmdutil

import (
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/text"
)

// UnknownSubcommand is bad usage naming the subcommands c has.
func UnknownSubcommand(c *cobra.Command, name string) error {
	return Usage(text.ErrUnknownSubcommand.T(name, strings.Join(Subcommands(c), ", ")))
}

// Subcommands names the subcommands of c a user may type (not hidden ones
// such as cobra's __complete).
func Subcommands(c *cobra.Command) []string {
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			names = append(names, sub.Name())
		}
	}
	return names
}

// GroupRun is the run function of a command that only groups others: its
// help without an argument, bad usage with an unknown one.
func GroupRun(c *cobra.Command, args []string) error {
	if len(args) > 0 {
		return UnknownSubcommand(c, args[0])
	}
	return c.Help()
}
