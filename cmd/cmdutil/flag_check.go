package cmdutil

import (
	"context"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// flagCheckKey keys a command's check of its flags in its context.
type flagCheckKey struct{}

// CheckFlagsWith gives c the check of its flags that its run function
// makes before it does anything: check(opts) reads the typed flags and
// says their problems, and does nothing else (no file written, nothing
// asked, nothing printed). When the command line also has a problem the
// flag parser found (an unknown flag, a value of the wrong type), the
// engine runs this check instead of the command, so that every problem
// is said at once. set, when not nil, is the options' record of the
// flags typed, as RunE fills it.
func CheckFlagsWith[O any](c *cobra.Command, opts O, set map[string]bool, check func(O) error) {
	ctx := c.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	// cobra hands a command the root's context only when it has none.
	c.SetContext(context.WithValue(ctx, flagCheckKey{}, func() error {
		if set != nil {
			c.Flags().Visit(func(fl *pflag.Flag) { set[fl.Name] = true })
		}
		return check(opts)
	}))
}

// CheckFlags runs c's check of its flags (CheckFlagsWith), nil when it
// has none.
func CheckFlags(c *cobra.Command) error {
	ctx := c.Context()
	if ctx == nil {
		return nil
	}
	check, _ := ctx.Value(flagCheckKey{}).(func() error)
	if check == nil {
		return nil
	}
	return check()
}
