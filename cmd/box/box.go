// Package box is `altiplano box`: the box profile, which records what the
// user's copies of the games print on their components. Its subcommands,
// a package each, show it, calibrate it at the table in one short answer
// per component, check it, and export and import it to share with a friend
// who has the same edition; each ranges over the games it is given, which
// declare their own sections (game.Box).
package box

import (
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/calibrate"
	"altiplano/cmd/box/check"
	"altiplano/cmd/box/export"
	importcmd "altiplano/cmd/box/import"
	"altiplano/cmd/box/path"
	"altiplano/cmd/box/show"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
)

// NewCmdBox builds `box` and its subcommands, for every game of games.
func NewCmdBox(f *factory.Factory, games game.Registry) *cobra.Command {
	p := f.Printer()
	cmd := &cobra.Command{
		Use:   "box",
		Short: text.HelpBoxShort.In(p),
		Long:  long(p, games),
		Example: "  altiplano box calibrate                    # " + text.ExampleBoxCalibrate.In(p) + "\n" +
			"  altiplano box calibrate --section missions\n  altiplano box show\n" +
			"  altiplano box export --out my-box.yaml\n  altiplano box import friends-box.yaml\n" +
			"  altiplano box export --code                # " + text.ExampleBoxCode.In(p),
		RunE: cmdutil.GroupRun,
	}
	cmd.AddCommand(
		show.NewCmdShow(f, games, nil),
		calibrate.NewCmdCalibrate(f, games, nil),
		check.NewCmdCheck(f, games, nil),
		export.NewCmdExport(f, games, nil),
		importcmd.NewCmdImport(f, games, nil),
		path.NewCmdPath(f, nil),
	)
	return cmd
}

// long is the help of `box`: what the profile is, what each game's part
// records, and how it is recorded and shared.
func long(p text.Printer, games game.Registry) string {
	parts := []string{text.HelpBoxLong.In(p)}
	var records []string
	for _, g := range games {
		if h := g.Box().Help(); !h.IsZero() {
			records = append(records, p.T(h))
		}
	}
	if len(records) > 0 {
		parts = append(parts, strings.Join(records, "\n"))
	}
	return strings.Join(append(parts, text.HelpBoxShare.In(p)), "\n\n")
}
