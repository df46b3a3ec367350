package cmdutil_test

import (
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// A command's check of its flags sees the flags typed, as its run
// function does; a command without one has nothing to say.
func TestCheckFlagsSeesTheFlagsTyped(t *testing.T) {
	type options struct{ seed string }
	opts := &options{}
	set := map[string]bool{}
	c := &cobra.Command{Use: "x"}
	c.Flags().StringVar(&opts.seed, "seed", "", "")
	c.Flags().Bool("json", false, "")
	cmdutil.CheckFlagsWith(c, opts, set, func(o *options) error {
		if set["seed"] {
			return cmdutil.Usage(text.ErrUnknownFlag.T(o.seed))
		}
		return nil
	})
	require.NoError(t, cmdutil.CheckFlags(c))
	require.NoError(t, c.Flags().Parse([]string{"--seed", "x"}))
	err := cmdutil.CheckFlags(c)
	assert.True(t, cmdutil.IsUsage(err))
	assert.False(t, set["json"])

	assert.NoError(t, cmdutil.CheckFlags(&cobra.Command{Use: "y"}))
}
