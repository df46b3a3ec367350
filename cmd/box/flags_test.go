package box_test

import (
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/box"
	calibratecmd "altiplano/cmd/box/calibrate"
	checkcmd "altiplano/cmd/box/check"
	exportcmd "altiplano/cmd/box/export"
	importcmd "altiplano/cmd/box/import"
	pathcmd "altiplano/cmd/box/path"
	showcmd "altiplano/cmd/box/show"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
)

func newFactory() *factory.Factory {
	io, _, _, _ := iostreams.Test()
	return factory.New(io)
}

// execute runs c with args, its errors returned, not printed.
func execute(t *testing.T, c *cobra.Command, args ...string) error {
	t.Helper()
	c.SetArgs(args)
	c.SilenceErrors, c.SilenceUsage = true, true
	return c.Execute()
}

// How arguments and flags become each subcommand's options, apart from
// what the command then does.
func TestBoxFlagsToOptions(t *testing.T) {
	games := cmd.Registry()

	var sh *showcmd.Options
	require.NoError(t, execute(t, showcmd.NewCmdShow(newFactory(), games, func(o *showcmd.Options) error { sh = o; return nil }), "--json"))
	assert.True(t, sh.JSON)
	assert.Equal(t, map[string]bool{"json": true}, sh.Set)
	assert.Equal(t, games, sh.Games, "every game's part is shown")

	var cal *calibratecmd.Options
	require.NoError(t, execute(t, calibratecmd.NewCmdCalibrate(newFactory(), games, func(o *calibratecmd.Options) error { cal = o; return nil }),
		"--section", "missions"))
	assert.Equal(t, "missions", cal.Section)
	assert.Equal(t, map[string]bool{"section": true}, cal.Set)

	tests := []struct {
		args []string
		file string
	}{{nil, ""}, {[]string{"friend.yaml"}, "friend.yaml"}, {[]string{"-"}, "-"}}
	for _, tt := range tests {
		var got *checkcmd.Options
		require.NoError(t, execute(t, checkcmd.NewCmdCheck(newFactory(), games, func(o *checkcmd.Options) error { got = o; return nil }), tt.args...))
		assert.Equal(t, tt.file, got.File, "%v", tt.args)
	}

	var ex *exportcmd.Options
	require.NoError(t, execute(t, exportcmd.NewCmdExport(newFactory(), games, func(o *exportcmd.Options) error { ex = o; return nil }), "-o", "mine.yaml", "--force"))
	assert.Equal(t, "mine.yaml", ex.OutFile)
	assert.True(t, ex.Force)
	assert.Equal(t, map[string]bool{"out": true, "force": true}, ex.Set)

	for _, tt := range []struct {
		args         []string
		file         string
		yes, replace bool
		set          map[string]bool
	}{
		{[]string{"friend.yaml"}, "friend.yaml", false, false, map[string]bool{}},
		{[]string{"friend.yaml", "--yes", "--replace"}, "friend.yaml", true, true, map[string]bool{"yes": true, "replace": true}},
		{[]string{"-y", "-"}, "-", true, false, map[string]bool{"yes": true}},
	} {
		var got *importcmd.Options
		require.NoError(t, execute(t, importcmd.NewCmdImport(newFactory(), games, func(o *importcmd.Options) error { got = o; return nil }), tt.args...))
		assert.Equal(t, tt.file, got.File, "%v", tt.args)
		assert.Equal(t, tt.yes, got.Yes, "%v", tt.args)
		assert.Equal(t, tt.replace, got.Replace, "%v", tt.args)
		assert.Equal(t, tt.set, got.Set, "%v", tt.args)
	}

	ran := false
	require.NoError(t, execute(t, pathcmd.NewCmdPath(newFactory(), func(*pathcmd.Options) error { ran = true; return nil })))
	assert.True(t, ran)
}

func TestBoxArgumentsAreChecked(t *testing.T) {
	games := cmd.Registry()
	ran := func() error { t.Fatal("ran"); return nil }
	tests := []struct {
		name string
		cmd  func() *cobra.Command
		args []string
	}{
		{"import without a file", func() *cobra.Command {
			return importcmd.NewCmdImport(newFactory(), games, func(*importcmd.Options) error { return ran() })
		}, nil},
		{"import of two files", func() *cobra.Command {
			return importcmd.NewCmdImport(newFactory(), games, func(*importcmd.Options) error { return ran() })
		}, []string{"a.yaml", "b.yaml"}},
		{"check of two files", func() *cobra.Command {
			return checkcmd.NewCmdCheck(newFactory(), games, func(*checkcmd.Options) error { return ran() })
		}, []string{"a.yaml", "b.yaml"}},
		{"show with an argument", func() *cobra.Command {
			return showcmd.NewCmdShow(newFactory(), games, func(*showcmd.Options) error { return ran() })
		}, []string{"x"}},
		{"an unknown subcommand", func() *cobra.Command { return box.NewCmdBox(newFactory(), games) }, []string{"dice"}},
	}
	for _, tt := range tests {
		assert.Error(t, execute(t, tt.cmd(), tt.args...), tt.name)
	}
}
