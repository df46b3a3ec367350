// Package cmd is altiplano's command line: it parses flags, does all I/O and
// hands values to the pure packages rules, setup, scoring and missions.
package cmd

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/rulescmd"
	"altiplano/cmd/scorecmd"
	"altiplano/cmd/setupcmd"
	"altiplano/rules"
	"altiplano/rules/i18n"
)

// Main runs the program on the process's own streams and arguments.
func Main() int {
	return Run(factory.New(iostreams.System()), os.Args[1:])
}

// Run executes one command line and returns the exit code. Errors are
// reported on the error stream; stdout carries data only.
func Run(f *factory.Factory, args []string) int {
	lang, langErr := chooseLang(f, args)
	f.Lang = lang
	root := NewCmdRoot(f)
	if langErr != nil {
		reportError(f, root, cmdutil.Usage(langErr))
		return cmdutil.ExitUsage
	}
	root.SetArgs(args)
	root.SetIn(f.IO.In)
	root.SetOut(f.IO.Out)
	root.SetErr(f.IO.ErrOut)
	cmd, err := root.ExecuteC()
	if err == nil {
		return cmdutil.ExitOK
	}
	// cobra reports an unknown command as a plain error; it is bad usage.
	if strings.HasPrefix(err.Error(), "unknown command") {
		err = cmdutil.Usage(unknownCommand(cmd, err))
	}
	reportError(f, cmd, err)
	return cmdutil.ExitCode(err)
}

func reportError(f *factory.Factory, cmd *cobra.Command, err error) {
	p := f.Printer()
	var problems rules.Problems
	var problem *rules.Problem
	var stopped *cmdutil.Stopped
	switch {
	case errors.As(err, &stopped):
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrPrefix)+p.Text(stopped.Text))
	case errors.As(err, &problems) && len(problems) > 1:
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrPrefix)+p.Sprintf(i18n.ErrProblemCount, len(problems)))
		for _, pr := range problems {
			fmt.Fprintln(f.IO.ErrOut, "  - "+pr.Render(p))
		}
	case errors.As(err, &problems):
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrPrefix)+problems[0].Render(p))
	case errors.As(err, &problem):
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrPrefix)+problem.Render(p))
	default:
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrPrefix)+err.Error())
	}
	var usage *cmdutil.UsageError
	if errors.As(err, &usage) && cmd != nil {
		fmt.Fprintln(f.IO.ErrOut, p.Sprintf(i18n.ErrSeeHelp, cmd.CommandPath()))
	}
}

// NewCmdRoot builds the command tree.
func NewCmdRoot(f *factory.Factory) *cobra.Command {
	p := f.Printer()
	root := &cobra.Command{
		Use:           "altiplano",
		Short:         p.Sprintf(i18n.HelpRootShort),
		Long:          p.Sprintf(i18n.HelpRootLong),
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	flags := root.PersistentFlags()
	configFile := flags.String("config", "", p.Sprintf(i18n.HelpFlagConfig))
	flags.String("box", "", p.Sprintf(i18n.HelpFlagBox))
	flags.String("lang", "", p.Sprintf(i18n.HelpFlagLang))
	flags.BoolP("help", "h", false, p.Sprintf(i18n.HelpFlagHelp))
	root.SetUsageTemplate(usageTemplate(p))
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return cmdutil.Usage(localizeFlagError(err)) })

	var loaded *config.Config
	f.Config = func() (config.Config, error) {
		if loaded != nil {
			return *loaded, nil
		}
		dir, err := f.ConfigDir()
		if err != nil {
			dir = "" // no config directory: run on flags, env and defaults
		}
		cfg, err := config.Load(config.Sources{Flags: flags, File: *configFile, Dir: dir})
		if err != nil {
			return config.Config{}, err
		}
		loaded = &cfg
		return cfg, nil
	}

	root.AddCommand(rulescmd.NewCmdRules(f))
	root.AddCommand(setupcmd.NewCmdSetup(f, nil))
	root.AddCommand(scorecmd.NewCmdScore(f, nil))
	root.InitDefaultCompletionCmd()
	root.InitDefaultHelpCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "completion":
			c.Short = p.Sprintf(i18n.HelpCompletionShort)
		case "help":
			c.Short = p.Sprintf(i18n.HelpHelpShort)
		}
	}
	return root
}
