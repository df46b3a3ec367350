package boxcmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/boxcmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
)

// How arguments and flags become options, apart from what the command
// then does.
func TestBoxFlagsToOptions(t *testing.T) {
	tests := []struct {
		args []string
		want boxcmd.Options
		set  []string
	}{
		{[]string{"show"}, boxcmd.Options{Action: "show"}, nil},
		{[]string{"show", "--json"}, boxcmd.Options{Action: "show", JSON: true}, []string{"json"}},
		{[]string{"calibrate"}, boxcmd.Options{Action: "calibrate"}, nil},
		{[]string{"calibrate", "--section", "missions"}, boxcmd.Options{Action: "calibrate", Section: "missions"}, []string{"section"}},
		{[]string{"check"}, boxcmd.Options{Action: "check"}, nil},
		{[]string{"check", "friend.yaml"}, boxcmd.Options{Action: "check", File: "friend.yaml"}, nil},
		{[]string{"export", "-o", "mine.yaml"}, boxcmd.Options{Action: "export", OutFile: "mine.yaml"}, []string{"out"}},
		{[]string{"import", "friend.yaml"}, boxcmd.Options{Action: "import", File: "friend.yaml"}, nil},
		{[]string{"import", "friend.yaml", "--yes", "--replace"}, boxcmd.Options{Action: "import", File: "friend.yaml", Yes: true, Replace: true}, []string{"yes", "replace"}},
		{[]string{"import", "-y", "-"}, boxcmd.Options{Action: "import", File: "-", Yes: true}, []string{"yes"}},
		{[]string{"path"}, boxcmd.Options{Action: "path"}, nil},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *boxcmd.Options
		cmd := boxcmd.NewCmdBox(factory.New(io), cmd.Registry(), func(o *boxcmd.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute(), "%v", tt.args)
		require.NotNil(t, got, "%v", tt.args)
		assert.Equal(t, tt.want.Action, got.Action, "%v", tt.args)
		assert.Equal(t, tt.want.JSON, got.JSON, "%v", tt.args)
		assert.Equal(t, tt.want.Section, got.Section, "%v", tt.args)
		assert.Equal(t, tt.want.File, got.File, "%v", tt.args)
		assert.Equal(t, tt.want.OutFile, got.OutFile, "%v", tt.args)
		assert.Equal(t, tt.want.Yes, got.Yes, "%v", tt.args)
		assert.Equal(t, tt.want.Replace, got.Replace, "%v", tt.args)
		want := map[string]bool{}
		for _, s := range tt.set {
			want[s] = true
		}
		assert.Equal(t, want, got.Set, "%v", tt.args)
	}
}

func TestBoxArgumentsAreChecked(t *testing.T) {
	for _, args := range [][]string{{"import"}, {"import", "a.yaml", "b.yaml"}, {"check", "a.yaml", "b.yaml"}, {"show", "x"}, {"dice"}} {
		io, _, _, _ := iostreams.Test()
		cmd := boxcmd.NewCmdBox(factory.New(io), cmd.Registry(), func(*boxcmd.Options) error { t.Fatal("ran"); return nil })
		cmd.SetArgs(args)
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		assert.Error(t, cmd.Execute(), "%v", args)
	}
}
