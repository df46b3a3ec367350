package cmdutil

import (
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// RunE is a command's run function for options of type O: it records the
// flags typed on the command line in set (a flag given its default value
// is still given), then calls runF when a test replaced the run function,
// else run. The run functions see no cobra type.
func RunE[O any](opts O, set map[string]bool, runF, run func(O) error) func(*cobra.Command, []string) error {
	return func(c *cobra.Command, _ []string) error {
		c.Flags().Visit(func(fl *pflag.Flag) { set[fl.Name] = true })
		if runF != nil {
			return runF(opts)
		}
		return run(opts)
	}
}
