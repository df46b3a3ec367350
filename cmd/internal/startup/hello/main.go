// Command hello is the yardstick of the program's start-up: the smallest
// command line built the way the program is (cobra for the commands, viper
// for the settings, from the program's own go.mod), which greets and exits.
// The start-up benchmark (cmd/internal/startup) runs it beside the program.
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

func main() {
	v := viper.New()
	v.SetEnvPrefix("HELLO")
	v.AutomaticEnv()
	root := &cobra.Command{
		Use:           "hello",
		Short:         "Say hello",
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE: func(c *cobra.Command, _ []string) error {
			if err := v.BindPFlags(c.Flags()); err != nil {
				return err
			}
			_, err := fmt.Fprintf(c.OutOrStdout(), "hello, %s\n", v.GetString("name"))
			return err
		},
	}
	root.Flags().String("name", "world", "whom to greet")
	if err := root.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
