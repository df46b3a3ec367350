// Package boxcmd is `altiplano box`: the box profile, which records what a
// copy of the game prints on its components. It shows it, calibrates it at
// the table in one short answer per component, checks it, and exports and
// imports it to share with a friend who has the same edition.
package boxcmd

import (
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Options are the inputs of one `box` subcommand; no cobra types, so each
// run is testable on its own.
type Options struct {
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	// Games are the games whose parts of the profile are read, shown,
	// checked, calibrated and written: the registry.
	Games      game.Registry
	BoxPath    func() (path, from string, err error)
	ReadFile   func(string) ([]byte, error)
	WriteFile  func(string, []byte) error
	RemoveFile func(string) error
	Lock       func(string) (func(), bool, error)
	ListDir    func(string) ([]string, error)
	ConfigDir  func() (string, error)
	Prompter   func() prompt.Prompter
	Now        func() time.Time
	NewID      func() uint64

	// Action is the subcommand: show, calibrate, check, export, import, path.
	Action  string
	JSON    bool   // show
	Section string // calibrate: one section only
	File    string // check, import: the profile to read
	OutFile string // export: where to write
	Force   bool   // export: replace an existing --out without asking
	Yes     bool   // import: do not ask
	Replace bool   // import: replace instead of merging

	// Set lists the flags given on the command line.
	Set map[string]bool

	// repair: a box profile that does not load is set aside (kept as a
	// backup when written over), for the commands that rewrite it whole.
	repair bool
}

func newOptions(f *factory.Factory, games game.Registry, action string) *Options {
	return &Options{
		In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(),
		Printer: f.Printer(), Games: games, BoxPath: f.BoxPath, ReadFile: f.ReadFile,
		WriteFile: f.WriteFile, RemoveFile: f.RemoveFile, Lock: f.Lock, ListDir: f.ListDir,
		ConfigDir: f.ConfigDir, Prompter: f.NewPrompter, Now: f.Now, NewID: f.NewSeed,
		Action: action, Set: map[string]bool{},
	}
}

// NewCmdBox builds `box` and its subcommands, for every game of games.
// runF replaces the run function in tests.
func NewCmdBox(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	cmd := &cobra.Command{
		Use:   "box",
		Short: text.HelpBoxShort.In(p),
		Long:  text.HelpBoxLong.In(p),
		Example: "  altiplano box calibrate                    # " + text.ExampleBoxCalibrate.In(p) + "\n" +
			"  altiplano box calibrate --section missions\n  altiplano box show\n" +
			"  altiplano box export --out my-box.yaml\n  altiplano box import friends-box.yaml",
		RunE: cmdutil.GroupRun,
	}
	sub := func(use string, short, long text.M0, args cobra.PositionalArgs, flags func(*pflag.FlagSet, *Options)) {
		action, _, _ := strings.Cut(use, " ")
		opts := newOptions(f, games, action)
		c := &cobra.Command{
			Use:   use,
			Short: short.In(p),
			Args:  args,
			RunE: func(c *cobra.Command, args []string) error {
				c.Flags().Visit(func(fl *pflag.Flag) { opts.Set[fl.Name] = true })
				if len(args) > 0 {
					opts.File = args[0]
				}
				if runF != nil {
					return runF(opts)
				}
				return Run(opts)
			},
		}
		if long != (text.M0{}) {
			c.Long = long.In(p)
		}
		if action == "calibrate" {
			c.Long += calibrateHelp(p, games)
		}
		if flags != nil {
			flags(c.Flags(), opts)
		}
		cmd.AddCommand(c)
	}
	sub("show", text.HelpBoxShowShort, text.M0{}, cmdutil.NoArgs, func(fl *pflag.FlagSet, o *Options) {
		fl.BoolVar(&o.JSON, "json", false, text.HelpFlagJSON.In(p))
	})
	sub("calibrate", text.HelpBoxCalibrateShort, text.HelpBoxCalibrateLong, cmdutil.NoArgs, func(fl *pflag.FlagSet, o *Options) {
		fl.StringVar(&o.Section, "section", "", sectionHelp(p, games))
	})
	sub("check [FILE]", text.HelpBoxCheckShort, text.M0{}, atMostOneFile, nil)
	sub("export", text.HelpBoxExportShort, text.M0{}, cmdutil.NoArgs, func(fl *pflag.FlagSet, o *Options) {
		fl.StringVarP(&o.OutFile, "out", "o", "", text.HelpFlagOut.In(p))
		fl.BoolVar(&o.Force, "force", false, text.HelpFlagForce.In(p))
	})
	sub("import FILE", text.HelpBoxImportShort, text.HelpBoxImportLong, oneFile, func(fl *pflag.FlagSet, o *Options) {
		fl.BoolVarP(&o.Yes, "yes", "y", false, text.HelpFlagYesMerge.In(p))
		fl.BoolVar(&o.Replace, "replace", false, text.HelpFlagReplace.In(p))
	})
	sub("path", text.HelpBoxPathShort, text.M0{}, cmdutil.NoArgs, nil)
	return cmd
}

func atMostOneFile(cmd *cobra.Command, args []string) error {
	if len(args) > 1 {
		return cmdutil.Usage(text.ErrUnexpectedArgs.T(args[1], cmd.CommandPath()))
	}
	return nil
}

func oneFile(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmdutil.Usage(text.ErrBoxImportFile.T())
	}
	return atMostOneFile(cmd, args)
}

// Run runs the subcommand the options name.
func Run(o *Options) error {
	switch o.Action {
	case "show":
		return RunShow(o)
	case "calibrate":
		return RunCalibrate(o)
	case "check":
		return RunCheck(o)
	case "export":
		return RunExport(o)
	case "import":
		return RunImport(o)
	case "path":
		return RunPath(o)
	}
	return cmdutil.Usage(text.ErrUnknownSubcommand.T(o.Action, "show, calibrate, check, export, import, path"))
}

// calibrateHelp is what each game adds to calibrate's help.
func calibrateHelp(p text.Printer, games game.Registry) string {
	var out string
	for _, g := range games {
		if h := g.Box().CalibrateHelp(); !h.IsZero() {
			out += "\n" + p.T(h)
		}
	}
	return out
}

// sectionHelp is the help of --section: every game's sections.
func sectionHelp(p text.Printer, games game.Registry) string {
	var names []string
	for _, g := range games {
		for _, c := range g.Box().Calibrations() {
			name := c.Section
			if !c.Gloss.IsZero() {
				name += " (" + p.T(c.Gloss) + ")"
			}
			names = append(names, name)
		}
	}
	last := len(names) - 1
	if last < 1 {
		return text.HelpFlagSection.In(p, "", strings.Join(names, ""))
	}
	return text.HelpFlagSection.In(p, strings.Join(names[:last], ", "), names[last])
}
