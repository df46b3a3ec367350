// Package setupcmd is `altiplano setup`: a complete, reproducible setup sheet.
package setupcmd

import (
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/setup"
)

// Options are the command's inputs, as typed.
type Options struct {
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     i18n.Printer
	Catalog     func() (catalog.Catalog, error)
	NewSeed     func() uint64
	Prompter    func() prompt.Prompter

	Players  string
	Seed     string
	Code     string
	Names    string
	Missions bool
	Roles    string
	Start    string
	JSON     bool
	Check    bool

	// set reports whether a flag was given on the command line.
	set func(name string) bool
}

// NewCmdSetup builds `setup`. runF replaces the run function in tests.
func NewCmdSetup(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
		Catalog: f.Catalog, NewSeed: f.NewSeed, Prompter: f.NewPrompter}
	cmd := &cobra.Command{
		Use:     "setup",
		Short:   p.Sprintf(i18n.HelpSetupShort),
		Long:    p.Sprintf(i18n.HelpSetupLong),
		Example: "  altiplano setup --players 4\n  altiplano setup --names \"Ana,Ben,Cleo\" --missions --roles draft\n  altiplano setup --code 2G0G-EXJW\n  altiplano setup --players 4 --check    # count what is on the table",
		Args:    cmdutil.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			opts.set = func(name string) bool { return c.Flags().Changed(name) }
			if runF != nil {
				return runF(opts)
			}
			if opts.Check {
				if opts.JSON {
					return cmdutil.UsageText(i18n.ErrFlagsExclusive, "--check", "--json")
				}
				return RunCheck(opts)
			}
			return Run(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.Players, "players", "p", "", p.Sprintf(i18n.HelpFlagPlayers))
	fl.StringVar(&opts.Seed, "seed", "", p.Sprintf(i18n.HelpFlagSeed))
	fl.StringVar(&opts.Code, "code", "", p.Sprintf(i18n.HelpFlagCode))
	fl.StringVar(&opts.Names, "names", "", p.Sprintf(i18n.HelpFlagNames))
	fl.BoolVar(&opts.Missions, "missions", false, p.Sprintf(i18n.HelpFlagMissions))
	fl.StringVar(&opts.Roles, "roles", string(setup.RolesDeal), p.Sprintf(i18n.HelpFlagRoles))
	fl.StringVar(&opts.Start, "start", string(setup.StartRandom), p.Sprintf(i18n.HelpFlagStart))
	fl.BoolVar(&opts.JSON, "json", false, p.Sprintf(i18n.HelpFlagJSON))
	fl.BoolVar(&opts.Check, "check", false, p.Sprintf(i18n.HelpFlagCheck))
	return cmd
}

// Resolve turns the typed flags into setup options and a seed.
func (o *Options) Resolve() (setup.Options, uint64, error) {
	if o.Code != "" {
		for _, other := range []string{"players", "seed", "names", "missions", "roles", "start"} {
			if o.set != nil && o.set(other) {
				return setup.Options{}, 0, cmdutil.UsageText(i18n.ErrFlagsExclusive, "--code", "--"+other)
			}
		}
		so, seed, err := setup.ParseCode(o.Code)
		return so, seed, cmdutil.Usage(err)
	}
	so := setup.Options{
		Names:    setup.ParseNames(o.Names),
		Missions: o.Missions,
		Roles:    setup.RoleMode(strings.ToLower(o.Roles)),
		Start:    setup.StartMode(strings.ToLower(o.Start)),
	}
	switch {
	case o.Players != "":
		n, err := cmdutil.PlayerCount(o.Players)
		if err != nil {
			return so, 0, err
		}
		so.Players = n
	case len(so.Names) > 0:
		so.Players = rules.PlayerCount(len(so.Names))
	default:
		return so, 0, cmdutil.UsageText(i18n.ErrFlagRequired, "--players", i18n.T(i18n.ErrPlayersOrNames, rules.MinPlayers, rules.MaxPlayers))
	}
	seed := o.NewSeed()
	if o.Seed != "" {
		s, err := strconv.ParseUint(strings.TrimSpace(o.Seed), 10, 64)
		if err != nil {
			return so, 0, cmdutil.Usage(rules.NewProblem("", i18n.FieldSeed, i18n.ErrSeed, o.Seed))
		}
		seed = s
	}
	return so, seed, cmdutil.Usage(so.Validate())
}

// deal resolves the flags and deals the sheet, with the catalog it used.
func (o *Options) deal() (setup.Sheet, catalog.Catalog, error) {
	so, seed, err := o.Resolve()
	if err != nil {
		return setup.Sheet{}, catalog.Catalog{}, err
	}
	c, err := o.Catalog()
	if err != nil {
		return setup.Sheet{}, catalog.Catalog{}, err
	}
	sheet, err := setup.Generate(so, seed, setup.NewSource(seed), c)
	return sheet, c, cmdutil.Usage(err)
}

// Run deals and prints the sheet.
func Run(o *Options) error {
	sheet, c, err := o.deal()
	if err != nil {
		return err
	}
	if o.JSON {
		return render.JSON(o.Out, NewSheetJSON(sheet, c))
	}
	return WriteSheet(o.Out, o.Printer, sheet, c)
}
