// Package cmd is altiplano's command line: it parses flags, does all I/O and
// hands values to the pure packages rules, setup, scoring and missions.
package cmd

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/box"
	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/games"
	"altiplano/cmd/help"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/prompt"
	"altiplano/cmd/prompt/terminal"
	"altiplano/cmd/registry"
	"altiplano/cmd/scoring"
	"altiplano/cmd/scoring/phones"
	"altiplano/cmd/stats"
	"altiplano/cmd/text"
	"altiplano/cmd/version"
)

// terminalPrompter asks in the process's terminal, in the factory's
// language when it is asked for (a resumed game may have changed it). It
// lays out its own lines, at the width of the terminal under the error
// stream's wrapping.
func terminalPrompter(f *factory.Factory) func() prompt.Prompter {
	return func() prompt.Prompter {
		t := &terminal.Terminal{In: f.IO.In, Out: iostreams.Raw(f.IO.ErrOut)}
		t.Speak(f.Printer())
		return t
	}
}

// Main runs the program on the process's own streams and arguments.
func Main() int {
	return Run(factory.New(iostreams.System()), os.Args[1:])
}

// Run executes one command line and returns the exit code. Errors are
// reported on the error stream; stdout carries data only.
func Run(f *factory.Factory, args []string) int {
	return RunWith(f, registry.Games(), args)
}

// Registry is the games the program plays, the registry's (a copy: a test
// appends a game of its own to it and hands it to RunWith).
func Registry() game.Registry { return registry.Games() }

// RunWith is Run with the games of reg instead of the program's: a test
// adds a game of its own (append(cmd.Registry(), its game)) and sees it
// set up, scored, kept, counted and exported as the program's games are.
func RunWith(f *factory.Factory, reg game.Registry, args []string) int {
	if f.Prompter == nil {
		f.Prompter = terminalPrompter(f)
	}
	if f.History == nil {
		f.History = logutil.History(f)
	}
	lang, cfg, langErr := chooseLang(f, reg, args)
	f.Lang = lang // even with an error: it is said in this language
	f.Config = func() (config.Config, error) { return cfg, nil }
	root := newCmdRoot(f, reg)
	if name, value, instead, ok := localeCharset(f.Getenv); ok {
		// Said once, before anything else: what follows may show wrong.
		fmt.Fprintln(f.IO.ErrOut, text.ErrPrefix.In(f.Printer())+" "+text.WarnLocaleCharset.In(f.Printer(), name, value, name, instead))
	}
	if langErr != nil {
		if !readsNoSettings(root, args) {
			reportError(f, root, langErr)
			return cmdutil.ExitCode(langErr)
		}
		// A broken config file must not hide the page that explains it.
		fmt.Fprintln(f.IO.ErrOut, text.ErrPrefix.In(f.Printer())+" "+text.ConfigIgnoredForHelp.In(f.Printer()))
		reportError(f, root, langErr)
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		// cobra hands c what Find leaves of args: its flags and arguments.
		_, rest, _ := root.Find(args)
		return flagProblems(c, rest, err)
	})
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		// A command that printed into a full disk or a closed pipe has
		// failed, even when what printed ignored it (cobra's help).
		err = f.IO.OutError()
	}
	if err == nil {
		return cmdutil.ExitOK
	}
	err = localizeCobraError(cmd, err)
	reportError(f, cmd, err)
	return cmdutil.ExitCode(err)
}

func reportError(f *factory.Factory, cmd *cobra.Command, err error) {
	var quiet *cmdutil.QuietError
	if errors.As(err, &quiet) {
		return
	}
	p := f.Printer()
	// A terminal wraps each line (iostreams), a draft's path too.
	for _, line := range cmdutil.ErrorLines(p, err) {
		fmt.Fprintln(f.IO.ErrOut, line)
	}
	var parsed lineProblems
	if (cmdutil.IsUsage(err) || errors.As(err, &parsed)) && cmd != nil {
		fmt.Fprintln(f.IO.ErrOut, text.ErrSeeHelp.In(p, cmd.CommandPath()))
	}
}

// recorded reads a kept record by the game of reg it is a record of, for
// upgrading an old play log.
func recorded(reg game.Registry) func(game.ID, []byte) (playlog.Recorded, error) {
	return func(id game.ID, record []byte) (playlog.Recorded, error) {
		g, ok := reg.Find(id)
		if !ok {
			return playlog.Recorded{}, errors.New("cmd: a record of a game this program does not play")
		}
		return g.Log().Recorded(record)
	}
}

// newCmdGame is the group of a game's commands (`altiplano alpaka`), for
// every game but the home game.
func newCmdGame(f *factory.Factory, reg game.Registry, g game.Game) *cobra.Command {
	p := f.Printer()
	short, long, example := g.Help()
	cmd := &cobra.Command{Use: string(g.ID()), Short: p.T(short), Long: p.T(long), Example: example, RunE: cmdutil.GroupRun}
	cmd.AddCommand(commands(f, reg, g)...)
	return cmd
}

// commands are a game's own commands and its score command, which the
// engine makes of the game's scoring, served to phones by cmd/serve (whose
// result offers the box of reg's games as a code).
func commands(f *factory.Factory, reg game.Registry, g game.Game) []*cobra.Command {
	host := phones.Host{BoxCode: func() string { return boxutil.ProfileCode(f, reg) }}
	return append(g.Commands(f), scoring.NewCmd(f, g.Scoring(f), host, nil))
}

// NewCmdRoot builds the command tree, for the games of the registry.
func NewCmdRoot(f *factory.Factory) *cobra.Command { return newCmdRoot(f, registry.Games()) }

// newCmdRoot builds the command tree of the games of reg: the first's
// commands are the program's own, every other's under its id; each reads
// its own sections of the box profile.
func newCmdRoot(f *factory.Factory, reg game.Registry) *cobra.Command {
	f.BoxReaders = reg.BoxReaders()
	p := f.Printer()
	f.Recorded = recorded(reg)
	root := &cobra.Command{
		Use:           "altiplano",
		Short:         text.HelpRootShort.In(p),
		Long:          text.HelpRootLong.In(p),
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	// The settings were read before the tree was built (see chooseLang);
	// the flags are declared here for parsing and help.
	flags := root.PersistentFlags()
	flags.String("config", "", text.HelpFlagConfig.In(p))
	flags.String("box", "", text.HelpFlagBox.In(p))
	flags.String("db", "", text.HelpFlagDB.In(p))
	flags.String("lang", "", text.HelpFlagLang.In(p))
	flags.BoolP("help", "h", false, text.HelpFlagHelp.In(p))
	cmdutil.CompleteFlag(root, "lang", languages)
	// Before the completion command is made: it takes the output stream then.
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	root.SetUsageTemplate(usageTemplate(p))
	root.SetHelpFunc(showHelp)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return localizeFlagError(err) })

	root.AddCommand(commands(f, reg, reg.Home())...)
	for _, g := range reg[1:] {
		root.AddCommand(newCmdGame(f, reg, g))
	}
	root.AddCommand(games.NewCmdGames(f, reg))
	root.AddCommand(stats.NewCmdStats(f, reg, nil))
	root.AddCommand(box.NewCmdBox(f, reg))
	root.AddCommand(version.NewCmdVersion(f, nil))
	help.Of(reg.HelpFiles()...).AddTopics(root, f)
	version.AddFlag(root, f)
	// The completion scripts take the output stream now; they are code for
	// a shell, never wrapped.
	root.SetOut(iostreams.Raw(f.IO.Out))
	root.InitDefaultCompletionCmd()
	root.SetOut(f.IO.Out)
	root.InitDefaultHelpCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "completion":
			localizeCompletion(c, p)
			// cobra's own completion command shows its help for an unknown
			// shell and exits 0; a wrong shell is bad usage.
			c.Args = cobra.ArbitraryArgs
			c.RunE = func(c *cobra.Command, args []string) error {
				if len(args) > 0 {
					return cmdutil.UnknownSubcommand(c, args[0])
				}
				return c.Help()
			}
		case "help":
			c.Short, c.Long = text.HelpHelpShort.In(p), text.HelpHelpLong.In(p, root.Name())
			c.ValidArgsFunction = completeHelp
			// cobra's own help prints an unknown topic's name in English
			// and succeeds; it is bad usage, said with what there is.
			c.RunE = func(c *cobra.Command, args []string) error {
				target, rest, err := c.Root().Find(args)
				// Words left over name no topic either (help phones extra).
				if target == nil || err != nil || len(rest) > 0 {
					var names []string
					for _, sub := range c.Root().Commands() {
						if sub.IsAvailableCommand() || sub.IsAdditionalHelpTopicCommand() {
							names = append(names, sub.Name())
						}
					}
					return cmdutil.Usage(text.ErrUnknownSubcommand.T(strings.Join(args, " "), strings.Join(names, ", ")))
				}
				target.InitDefaultHelpFlag()
				return target.Help()
			}
		}
	}
	localizeUsage(root, p)
	return root
}

// readsNoSettings reports whether args ask only for help, the version or a
// completion script: what no setting changes.
func readsNoSettings(root *cobra.Command, args []string) bool {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "-h" || a == "--help" || a == "--version" {
			return true
		}
	}
	target, _, err := root.Find(args)
	if err != nil || target == nil {
		return false
	}
	for c := target; c != nil; c = c.Parent() {
		switch c.Name() {
		case "help", "version", "completion":
			return true
		}
	}
	return target == root
}

// languages are the languages the program speaks, each named in itself: a
// reader looks for their own language's name.
func languages() []cmdutil.Choice {
	var out []cmdutil.Choice
	for _, l := range text.Langs() {
		out = append(out, cmdutil.Choice{Value: string(l), About: text.LangName.In(text.For(l))})
	}
	return out
}

// completeHelp completes `help`'s arguments: the commands under those
// typed so far, and under the root the help topics too, each with its
// line of the help in the user's language.
func completeHelp(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	target, rest, err := c.Root().Find(args)
	if err != nil || len(rest) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var choices []cmdutil.Choice
	for _, sub := range target.Commands() {
		if sub.IsAvailableCommand() || sub.IsAdditionalHelpTopicCommand() {
			choices = append(choices, cmdutil.Choice{Value: sub.Name(), About: sub.Short})
		}
	}
	return cmdutil.Fixed(choices...).Complete(c, nil, toComplete)
}
