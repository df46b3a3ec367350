package gamescmd_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/factory"
	"altiplano/cmd/gamescmd"
	"altiplano/cmd/iostreams"
)

// How flags and arguments become options, apart from what each command does.
func TestGamesFlagsToOptions(t *testing.T) {
	tests := []struct {
		args string
		want gamescmd.Options
	}{
		{"", gamescmd.Options{Action: "list", Limit: 50}},
		{"--json --player Ana --players 3 --since 2026-01-01 --limit 5", gamescmd.Options{Action: "list", JSON: true, Player: "Ana", Players: "3", Since: "2026-01-01", Limit: 5}},
		{"show 12 --json", gamescmd.Options{Action: "show", ID: "12", JSON: true}},
		{"delete 7 -y", gamescmd.Options{Action: "delete", ID: "7", Yes: true}},
		{"import a.yaml b.json", gamescmd.Options{Action: "import", Files: []string{"a.yaml", "b.json"}}},
		{"export --format bggxml --out plays.xml --player Ben", gamescmd.Options{Action: "export", Format: "bggxml", OutFile: "plays.xml", Player: "Ben"}},
		{"export", gamescmd.Options{Action: "export", Format: "json"}},
		{"rescore 3 4 --dry-run", gamescmd.Options{Action: "rescore", IDs: []string{"3", "4"}, DryRun: true}},
		{"rescore --all -y", gamescmd.Options{Action: "rescore", All: true, Yes: true}},
		{"--all", gamescmd.Options{Action: "list", All: true, Limit: 50}},
		{"export --format csv --bom --force --game alpaka", gamescmd.Options{Action: "export", Format: "csv", BOM: true, Force: true, Game: "alpaka"}},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *gamescmd.Options
		cmd := gamescmd.NewCmdGames(factory.New(io), func(o *gamescmd.Options) error { got = o; return nil })
		cmd.SetArgs(strings.Fields(tt.args))
		require.NoError(t, cmd.Execute(), tt.args)
		require.NotNil(t, got, tt.args)
		assert.Equal(t, tt.want.Action, got.Action, tt.args)
		assert.Equal(t, tt.want.JSON, got.JSON, tt.args)
		assert.Equal(t, tt.want.Player, got.Player, tt.args)
		assert.Equal(t, tt.want.Players, got.Players, tt.args)
		assert.Equal(t, tt.want.Since, got.Since, tt.args)
		assert.Equal(t, tt.want.Limit, got.Limit, tt.args)
		assert.Equal(t, tt.want.ID, got.ID, tt.args)
		assert.Equal(t, tt.want.Yes, got.Yes, tt.args)
		assert.Equal(t, tt.want.Files, got.Files, tt.args)
		assert.Equal(t, tt.want.Format, got.Format, tt.args)
		assert.Equal(t, tt.want.OutFile, got.OutFile, tt.args)
		assert.ElementsMatch(t, tt.want.IDs, got.IDs, tt.args)
		assert.Equal(t, tt.want.All, got.All, tt.args)
		assert.Equal(t, tt.want.DryRun, got.DryRun, tt.args)
		assert.Equal(t, tt.want.BOM, got.BOM, tt.args)
		assert.Equal(t, tt.want.Force, got.Force, tt.args)
		if tt.want.Game != "" {
			assert.Equal(t, tt.want.Game, got.Game, tt.args)
		}
	}
	for _, bad := range []string{"show", "show 1 2", "delete", "import"} {
		io, _, _, _ := iostreams.Test()
		cmd := gamescmd.NewCmdGames(factory.New(io), func(*gamescmd.Options) error { return nil })
		cmd.SetArgs(strings.Fields(bad))
		assert.Error(t, cmd.Execute(), bad)
	}
}
