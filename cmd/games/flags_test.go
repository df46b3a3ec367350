package games_test

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	alpakagame "altiplano/cmd/alpaka"
	altiplanogame "altiplano/cmd/altiplano"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/games/delete"
	"altiplano/cmd/games/export"
	importcmd "altiplano/cmd/games/import"
	listcmd "altiplano/cmd/games/list"
	"altiplano/cmd/games/repair"
	"altiplano/cmd/games/rescore"
	"altiplano/cmd/games/show"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog/logutil"
)

// registry is the program's games, as the root lists them.
var registry = game.Registry{altiplanogame.Game{}, alpakagame.Game{}}

// run builds a command with its run function replaced and runs it on args.
func run(t *testing.T, build func(f *factory.Factory) *cobra.Command, args string) error {
	t.Helper()
	io, _, _, _ := iostreams.Test()
	cmd := build(factory.New(io))
	cmd.SetArgs(strings.Fields(args))
	cmd.SetOut(io.Out)
	cmd.SetErr(io.ErrOut)
	return cmd.Execute()
}

// options builds a verb with its run function replaced, runs it on args and
// returns the options it would have run with.
func options[O any](t *testing.T, args string, build func(f *factory.Factory, runF func(*O) error) *cobra.Command) *O {
	t.Helper()
	var got *O
	require.NoError(t, run(t, func(f *factory.Factory) *cobra.Command {
		return build(f, func(o *O) error { got = o; return nil })
	}, args), args)
	return got
}

// How flags and arguments become each verb's options, apart from what
// each verb does.
func TestGamesFlagsToOptions(t *testing.T) {
	t.Run("list", func(t *testing.T) {
		tests := []struct {
			args string
			want listcmd.Options
		}{
			{"", listcmd.Options{Selection: logutil.Selection{Game: "altiplano", Limit: 50}}},
			{"--json --player Ana --players 3 --since 2026-01-01 --limit 5", listcmd.Options{JSON: true,
				Selection: logutil.Selection{Game: "altiplano", Player: "Ana", Players: "3", Since: "2026-01-01", Limit: 5}}},
			{"--all", listcmd.Options{All: true, Selection: logutil.Selection{Game: "altiplano", Limit: 50}}},
			{"--game alpaka", listcmd.Options{Selection: logutil.Selection{Game: "alpaka", Limit: 50}}},
		}
		for _, tt := range tests {
			got := options(t, tt.args, func(f *factory.Factory, runF func(*listcmd.Options) error) *cobra.Command {
				return listcmd.NewCmdList(f, registry, runF)
			})
			assert.Equal(t, tt.want.Selection, got.Selection, tt.args)
			assert.Equal(t, tt.want.JSON, got.JSON, tt.args)
			assert.Equal(t, tt.want.All, got.All, tt.args)
		}
	})
	t.Run("show", func(t *testing.T) {
		got := options(t, "12 --json", func(f *factory.Factory, runF func(*show.Options) error) *cobra.Command {
			return show.NewCmdShow(f, registry, runF)
		})
		assert.Equal(t, "12", got.ID)
		assert.True(t, got.JSON)
	})
	t.Run("delete", func(t *testing.T) {
		got := options(t, "7 -y", func(f *factory.Factory, runF func(*delete.Options) error) *cobra.Command {
			return delete.NewCmdDelete(f, registry, runF)
		})
		assert.Equal(t, "7", got.ID)
		assert.True(t, got.Yes)
	})
	t.Run("import", func(t *testing.T) {
		got := options(t, "a.yaml b.json", func(f *factory.Factory, runF func(*importcmd.Options) error) *cobra.Command {
			return importcmd.NewCmdImport(f, registry, runF)
		})
		assert.Equal(t, []string{"a.yaml", "b.json"}, got.Files)
	})
	t.Run("export", func(t *testing.T) {
		tests := []struct {
			args string
			want export.Options
		}{
			{"--format bggxml --out plays.xml --player Ben", export.Options{Format: "bggxml", OutFile: "plays.xml",
				Selection: logutil.Selection{Game: "altiplano", Player: "Ben"}}},
			{"", export.Options{Format: "json", Selection: logutil.Selection{Game: "altiplano"}}},
			{"--format csv --bom --force --game alpaka", export.Options{Format: "csv", BOM: true, Force: true,
				Selection: logutil.Selection{Game: "alpaka"}}},
			{"--format bgstats-link --qr --limit 1", export.Options{Format: "bgstats-link", QR: true,
				Selection: logutil.Selection{Game: "altiplano", Limit: 1}}},
		}
		for _, tt := range tests {
			got := options(t, tt.args, func(f *factory.Factory, runF func(*export.Options) error) *cobra.Command {
				return export.NewCmdExport(f, registry, runF)
			})
			assert.Equal(t, tt.want.Selection, got.Selection, tt.args)
			assert.Equal(t, tt.want.Format, got.Format, tt.args)
			assert.Equal(t, tt.want.OutFile, got.OutFile, tt.args)
			assert.Equal(t, tt.want.BOM, got.BOM, tt.args)
			assert.Equal(t, tt.want.Force, got.Force, tt.args)
			assert.Equal(t, tt.want.QR, got.QR, tt.args)
		}
	})
	t.Run("rescore", func(t *testing.T) {
		tests := []struct {
			args string
			want rescore.Options
		}{
			{"3 4 --dry-run", rescore.Options{IDs: []string{"3", "4"}, DryRun: true, Game: "altiplano"}},
			{"--all -y --game alpaka", rescore.Options{IDs: []string{}, All: true, Yes: true, Game: "alpaka"}},
		}
		for _, tt := range tests {
			got := options(t, tt.args, func(f *factory.Factory, runF func(*rescore.Options) error) *cobra.Command {
				return rescore.NewCmdRescore(f, registry, runF)
			})
			assert.ElementsMatch(t, tt.want.IDs, got.IDs, tt.args)
			assert.Equal(t, tt.want.All, got.All, tt.args)
			assert.Equal(t, tt.want.Yes, got.Yes, tt.args)
			assert.Equal(t, tt.want.DryRun, got.DryRun, tt.args)
			assert.Equal(t, tt.want.Game, got.Game, tt.args)
		}
	})
	t.Run("repair", func(t *testing.T) {
		got := options(t, "", func(f *factory.Factory, runF func(*repair.Options) error) *cobra.Command {
			return repair.NewCmdRepair(f, registry, runF)
		})
		assert.NotNil(t, got, "the run function is called")
	})
	for _, bad := range []struct {
		name  string
		build func(f *factory.Factory) *cobra.Command
		args  string
	}{
		{"show", func(f *factory.Factory) *cobra.Command { return show.NewCmdShow(f, registry, nil) }, ""},
		{"show", func(f *factory.Factory) *cobra.Command { return show.NewCmdShow(f, registry, nil) }, "1 2"},
		{"delete", func(f *factory.Factory) *cobra.Command { return delete.NewCmdDelete(f, registry, nil) }, ""},
		{"import", func(f *factory.Factory) *cobra.Command { return importcmd.NewCmdImport(f, registry, nil) }, ""},
	} {
		assert.Error(t, run(t, bad.build, bad.args), bad.name+" "+bad.args)
	}
}
