// Package setupcmd is `altiplano setup`: a complete, reproducible setup sheet.
package setup

import (
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/altiplano/box"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	setup "altiplano/setup/altiplano"
)

// Options are the command's inputs, as typed.
type Options struct {
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
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
	Seat     int
	JSON     bool
	Check    bool

	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdSetup builds `setup`. runF replaces the run function in tests.
func NewCmdSetup(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
		Catalog: factory.FromBoxOrEmbedded(f, box.Values().Catalog), NewSeed: f.NewSeed, Prompter: f.NewPrompter, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:     "setup",
		Short:   words.HelpSetupShort.In(p),
		Long:    words.HelpSetupLong.In(p),
		Example: "  altiplano setup --players 4\n  altiplano setup --names \"Ana,Ben,Cleo\" --missions --roles draft\n  altiplano setup --code 4G0G-F4NQ-C5P0\n  altiplano setup --code 4G0G-F4NQ-C5P0 --seat 2   # " + words.ExampleSetupSeat.In(p) + "\n  altiplano setup --players 4 --check         # " + words.ExampleSetupCheck.In(p),
		Args:    cmdutil.NoArgs,
		RunE:    cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.Players, "players", "p", "", words.HelpFlagPlayers.In(p))
	fl.StringVar(&opts.Seed, "seed", "", text.HelpFlagSeed.In(p))
	fl.StringVar(&opts.Code, "code", "", text.HelpFlagCode.In(p))
	fl.StringVar(&opts.Names, "names", "", words.HelpFlagNames.In(p))
	fl.BoolVar(&opts.Missions, "missions", false, words.HelpFlagMissions.In(p))
	fl.StringVar(&opts.Roles, "roles", string(setup.RolesDeal), words.HelpFlagRoles.In(p))
	fl.StringVar(&opts.Start, "start", string(setup.StartYoungest), words.HelpFlagStart.In(p))
	fl.IntVar(&opts.Seat, "seat", 0, words.HelpFlagSeat.In(p))
	fl.BoolVar(&opts.JSON, "json", false, words.HelpFlagJSONSheet.In(p))
	fl.BoolVar(&opts.Check, "check", false, words.HelpFlagCheck.In(p))
	cmdutil.CompleteFlag(cmd, "players", cmdutil.PlayerCounts(p, altiplano.MinPlayers, altiplano.MaxPlayers))
	cmdutil.CompleteFlag(cmd, "roles", cmdutil.Fixed(
		cmdutil.Choice{Value: string(setup.RolesDeal), About: words.CompleteRolesDeal.In(p)},
		cmdutil.Choice{Value: string(setup.RolesDraft), About: words.CompleteRolesDraft.In(p)}))
	cmdutil.CompleteFlag(cmd, "start", cmdutil.Fixed(
		cmdutil.Choice{Value: string(setup.StartYoungest), About: words.CompleteStartYoungest.In(p)},
		cmdutil.Choice{Value: string(setup.StartFirst), About: words.CompleteStartFirst.In(p)},
		cmdutil.Choice{Value: string(setup.StartRandom), About: words.CompleteStartRandom.In(p)}))
	cmdutil.CheckFlagsWith(cmd, opts, opts.Set, Check)
	return cmd
}

// flags are the flags each part of the setup is typed in: a problem with
// one is said at the flag.
var flags = map[rules.FieldKind]string{rules.FieldPlayers: "--players", rules.FieldNames: "--names", rules.FieldSeed: "--seed",
	rules.FieldStart: "--start", altiplano.FieldRoles: "--roles", rules.FieldCode: "--code", rules.FieldSeat: "--seat"}

// Run deals and prints the sheet, one seat's missions, or checks the table.
func Run(o *Options) error { return cmdutil.AtFlags(run(o), flags) }

// Check says the problems of the typed flags, as Run would, and does
// nothing else.
func Check(o *Options) error {
	if err := o.exclusive(); err != nil {
		return err
	}
	_, _, err := o.Resolve()
	return cmdutil.AtFlags(err, flags)
}

func run(o *Options) error {
	if err := o.exclusive(); err != nil {
		return err
	}
	if o.Check {
		return RunCheck(o)
	}
	sheet, c, err := o.deal()
	if err != nil {
		return err
	}
	if o.Set["seat"] {
		return writeSeat(o.Out, o.Printer, sheet, o.Seat)
	}
	if o.JSON {
		return render.JSON(o.Out, NewSheetJSON(sheet, c))
	}
	return WriteSheet(o.Out, o.Printer, sheet, c)
}

func (o *Options) exclusive() error {
	pairs := [][2]string{{"check", "json"}, {"check", "seat"}, {"seat", "json"}}
	for _, pair := range pairs {
		if o.Set[pair[0]] && o.Set[pair[1]] {
			return cmdutil.Usage(text.ErrFlagsExclusive.T("--"+pair[0], "--"+pair[1]))
		}
	}
	if o.Set["seat"] && o.Code == "" {
		return cmdutil.Usage(words.ErrSeatNeedsCode.T("altiplano setup --code CODE --seat " + strconv.Itoa(o.Seat)))
	}
	return nil
}

// Resolve turns the typed flags into setup options and a seed. Every
// flag is read and checked before any problem is said, so that all of
// them are said at once: a code given with the flags it decides, and
// whether the code is one; a missing --players, and what is wrong with
// the other flags.
func (o *Options) Resolve() (setup.Options, uint64, error) {
	if o.Code != "" {
		alone := cmdutil.CodeAlone(o.Set, "players", "seed", "missions", "roles", "start")
		so, seed, p := setup.ParseCode(o.Code)
		if p != nil {
			return so, seed, cmdutil.Together(alone, p)
		}
		if !o.Set["names"] {
			return so, seed, alone
		}
		// The names travel beside the table's code; a code made before
		// it named the players itself.
		if so.Named() {
			return so, seed, cmdutil.Together(alone, cmdutil.CodeAlone(o.Set, "names"))
		}
		so.Names = rules.ParseNames(o.Names)
		return so, seed, cmdutil.Together(alone, so.Validate())
	}
	so := setup.Options{
		Names:    rules.ParseNames(o.Names),
		Missions: o.Missions,
		Roles:    setup.RoleMode(strings.ToLower(strings.TrimSpace(o.Roles))),
	}
	var problems rules.Problems
	start, seat, p := setup.ParseStart(o.Start, so.Names)
	if p != nil {
		problems = append(problems, p)
		start = setup.StartYoungest // said already: not checked again
	}
	so.Start, so.StartSeat = start, seat
	var unread []rules.FieldKind
	var required error
	switch {
	case o.Players != "":
		n, err := cmdutil.PlayerCount(o.Players, altiplano.PlayersLimit)
		if err := cmdutil.Collect(&problems, err); err != nil {
			return so, 0, err
		}
		if n == 0 {
			// Said already; the names, if any, stand in for the count so
			// that they are checked without being counted against it.
			unread = append(unread, rules.FieldPlayers)
			n = len(so.Names)
		}
		so.Players = altiplano.PlayerCount(n)
	case len(so.Names) > 0:
		so.Players = altiplano.PlayerCount(len(so.Names))
		if !altiplano.PlayersLimit.Contains(len(so.Names)) {
			// The count is the names': --names says it, not a --players
			// never typed.
			problems = append(problems, &rules.Problem{Kind: rules.NamesCount, Field: rules.At(rules.FieldNames),
				N: len(so.Names), Min: altiplano.MinPlayers, Max: altiplano.MaxPlayers})
			unread = append(unread, rules.FieldPlayers)
		}
	default:
		required = cmdutil.Usage(text.ErrFlagRequired.T("--players", words.ErrPlayersOrNames.T(altiplano.MinPlayers, altiplano.MaxPlayers)))
		unread = append(unread, rules.FieldPlayers) // no count to check
	}
	seed, err := cmdutil.Seed(o.Seed, o.NewSeed)
	if err := cmdutil.Collect(&problems, err); err != nil {
		return so, 0, err
	}
	var checked rules.Problems
	if err := cmdutil.Collect(&checked, so.Validate()); err != nil {
		return so, 0, err
	}
	return so, seed, cmdutil.Together(required, append(problems, checked.Except(unread...)...).Err())
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
	return sheet, c, err
}
