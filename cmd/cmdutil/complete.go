package cmdutil

import (
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/text"
)

// Choice is one value a flag or an argument takes, and what it is in the
// user's language (the shell shows it beside the value; "" for none).
type Choice struct{ Value, About string }

// Choices lists the values; it is called only when the shell asks, so a
// list that reads the play history costs nothing on any other run.
type Choices func() []Choice

// Complete is the shell completion of a closed set of values, like the
// GitHub CLI's enum flags: the values with their descriptions, and never
// file names (an unknown value is the command's to refuse, in words).
// Values already given as arguments are not offered again.
func (cs Choices) Complete(_ *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	var out []cobra.Completion
	for _, c := range cs() {
		if slices.Contains(args, c.Value) {
			continue
		}
		// A description is one line: a tab or a line break in it would
		// end the shell's entry.
		about := strings.Join(strings.Fields(c.About), " ")
		if about == "" {
			out = append(out, c.Value)
			continue
		}
		out = append(out, cobra.CompletionWithDesc(c.Value, about))
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// CompleteFlag completes the values of c's flag name (its own or one it
// inherits) from cs. A flag that does not exist is a programming error.
func CompleteFlag(c *cobra.Command, name string, cs Choices) {
	if err := c.RegisterFlagCompletionFunc(name, cs.Complete); err != nil {
		panic(err)
	}
}

// Fixed is a fixed list of choices.
func Fixed(choices ...Choice) Choices { return func() []Choice { return choices } }

// Numbers are the whole numbers from lo to hi as choices, each described
// by about (nil: none).
func Numbers(lo, hi int, about func(n int) string) Choices {
	return func() []Choice {
		var out []Choice
		for n := lo; n <= hi; n++ {
			c := Choice{Value: strconv.Itoa(n)}
			if about != nil {
				c.About = about(n)
			}
			out = append(out, c)
		}
		return out
	}
}

// PlayerCounts are the player counts from lo to hi, each said in p's
// language ("3 players").
func PlayerCounts(p text.Printer, lo, hi int) Choices {
	return Numbers(lo, hi, func(n int) string { return text.CompletePlayers.In(p, n) })
}
