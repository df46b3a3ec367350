// Package alpakasetupcmd is `altiplano alpaka setup`: a complete,
// reproducible setup sheet for Alpaka.
package setup

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	alpakabox "altiplano/cmd/alpaka/box"
	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	alpakasetup "altiplano/setup/alpaka"
)

// Options are the command's inputs, as typed.
type Options struct {
	Out     io.Writer
	Printer text.Printer
	Catalog func() (alpaka.Catalog, error)
	NewSeed func() uint64

	Players     string
	Seed        string
	Code        string
	Market      string
	Quick       bool
	FirstRandom bool
	JSON        bool

	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdSetup builds `alpaka setup`. runF replaces the run function in tests.
func NewCmdSetup(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, Printer: p, Catalog: factory.FromBoxOrEmbedded(f, alpakabox.Values().Catalog), NewSeed: f.NewSeed, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:   "setup",
		Short: words.HelpSetupShort.In(p),
		Long:  words.HelpSetupLong.In(p),
		Example: "  altiplano alpaka setup --players 4\n  altiplano alpaka setup --players 2 --quick --seed 7\n" +
			"  altiplano alpaka setup --players 3 --market librarian,mime,explorer,unicorn,carpenter,panicker,loudmouth,viking,twins,graduate",
		Args: cmdutil.NoArgs,
		RunE: cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.Players, "players", "p", "", words.FlagPlayers.In(p))
	fl.StringVar(&opts.Seed, "seed", "", text.HelpFlagSeed.In(p))
	fl.StringVar(&opts.Code, "code", "", text.HelpFlagCode.In(p))
	fl.StringVar(&opts.Market, "market", "", words.FlagMarket.In(p))
	fl.BoolVar(&opts.Quick, "quick", false, words.FlagQuick.In(p))
	fl.BoolVar(&opts.FirstRandom, "first-random", false, words.FlagFirstRandom.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	cmdutil.CompleteFlag(cmd, "players", cmdutil.PlayerCounts(p, alpaka.PlayersLimit.Min, alpaka.PlayersLimit.Max))
	cmdutil.CheckFlagsWith(cmd, opts, opts.Set, Check)
	return cmd
}

// flags are the flags each part of the setup is typed in: a problem with
// one is said at the flag.
var flags = map[rules.FieldKind]string{rules.FieldPlayers: "--players", rules.FieldSeed: "--seed",
	rules.FieldCode: "--code", alpaka.FieldMarket: "--market"}

// Run deals and prints the sheet.
func Run(o *Options) error { return cmdutil.AtFlags(run(o), flags) }

// Check says the problems of the typed flags, as Run would, and does
// nothing else: it reads the catalog they are checked against.
func Check(o *Options) error {
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	_, _, err = o.Resolve(c)
	return cmdutil.AtFlags(err, flags)
}

func run(o *Options) error {
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	so, seed, err := o.Resolve(c)
	if err != nil {
		return err
	}
	sheet, err := alpakasetup.Generate(so, seed, alpakasetup.NewSource(seed), c)
	if err != nil {
		return err
	}
	if o.JSON {
		return render.JSON(o.Out, NewSheetJSON(sheet))
	}
	return WriteSheet(o.Out, o.Printer, sheet)
}

// Resolve turns the typed flags into setup options and a seed, checked
// against the catalog c: every problem of every flag at once.
func (o *Options) Resolve(c alpaka.Catalog) (alpakasetup.Options, uint64, error) {
	if o.Code != "" {
		alone := cmdutil.CodeAlone(o.Set, "players", "seed", "market", "quick", "first-random")
		so, seed, p := alpakasetup.ParseCode(o.Code)
		if p != nil {
			return so, seed, cmdutil.Together(alone, p)
		}
		return so, seed, alone
	}
	so := alpakasetup.Options{Quick: o.Quick, Start: alpakasetup.StartPetted}
	if o.FirstRandom {
		so.Start = alpakasetup.StartRandom
	}
	// What a flag that could not be read decides is not checked again;
	// a missing --players is said with the other flags' problems.
	var problems rules.Problems
	var unread []rules.FieldKind
	var required error
	if o.Players == "" {
		required = cmdutil.Usage(text.ErrFlagRequired.T("--players", words.ErrPlayersNeeded.T()))
		unread = append(unread, rules.FieldPlayers)
	} else {
		n, err := cmdutil.PlayerCount(o.Players, alpaka.PlayersLimit)
		if err != nil {
			unread = append(unread, rules.FieldPlayers)
			if err := cmdutil.Collect(&problems, err); err != nil {
				return so, 0, err
			}
		}
		so.Players = n
	}
	if o.Set["market"] {
		market, err := readMarket(o.Market)
		if err != nil {
			unread = append(unread, alpaka.FieldMarket)
			if err := cmdutil.Collect(&problems, err); err != nil {
				return so, 0, err
			}
		}
		so.Market = market
	}
	seed, err := cmdutil.Seed(o.Seed, o.NewSeed)
	if err := cmdutil.Collect(&problems, err); err != nil {
		return so, 0, err
	}
	var checked rules.Problems
	if err := cmdutil.Collect(&checked, so.Validate(c)); err != nil {
		return so, 0, err
	}
	return so, seed, cmdutil.Together(required, append(problems, checked.Except(unread...)...).Err())
}

// readMarket reads the chosen types, in any language, naming every word
// that is no card.
func readMarket(s string) ([]alpaka.Card, error) {
	var problems rules.Problems
	market := []alpaka.Card{}
	names := words.Names{}
	for _, w := range strings.Split(s, ",") {
		if w = strings.TrimSpace(w); w == "" {
			continue
		}
		c, ok := names.Card(w)
		if !ok {
			var near []string
			for _, n := range names.Suggest(w) {
				near = append(near, string(n))
			}
			problems = append(problems, &rules.Problem{Kind: alpaka.UnknownCard, Field: rules.At(alpaka.FieldMarket), Value: w, Names: near})
			continue
		}
		market = append(market, c)
	}
	return market, problems.Err()
}
