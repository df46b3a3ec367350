package cmd

import (
	"regexp"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// usageTemplate is cobra's usage layout with its headings in p's language.
func usageTemplate(p text.Printer) string {
	return text.UsageUsage.In(p) + `:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if .HasExample}}

` + text.UsageExamples.In(p) + `:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

` + text.UsageCommands.In(p) + `:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

` + text.UsageFlags.In(p) + `:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

` + text.UsageGlobalFlags.In(p) + `:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

` + text.UsageMore.In(p, `{{.CommandPath}} [command] --help`) + `{{end}}
`
}

// cobraMessages are pflag's and cobra's messages, so they can be said in the
// user's language; compiled only when an error needs them.
var cobraMessages = sync.OnceValue(func() (m struct{ unknownFlag, flagNeedsArg, invalidFlagIn, invalidArgFor, acceptsArgs, unknownCommand *regexp.Regexp }) {
	m.unknownFlag = regexp.MustCompile(`^unknown (?:shorthand )?flag: (.+)$`)
	m.flagNeedsArg = regexp.MustCompile(`^flag needs an argument: (.+)$`)
	m.invalidFlagIn = regexp.MustCompile(`^invalid argument "(.*)" for "(.+)" flag`)
	m.invalidArgFor = regexp.MustCompile(`^invalid argument "(.*)" for "(.+)"$`)
	m.acceptsArgs = regexp.MustCompile(`^(?:accepts \d+ arg\(s\), received \d+|requires at least \d+ arg\(s\), only received \d+|accepts at most \d+ arg\(s\), received \d+)$`)
	m.unknownCommand = regexp.MustCompile(`^unknown command "(.*)" for`)
	return m
})

func localizeFlagError(err error) error {
	msg := err.Error()
	m := cobraMessages()
	unknownFlag, flagNeedsArg, invalidFlagIn := m.unknownFlag, m.flagNeedsArg, m.invalidFlagIn
	switch {
	case unknownFlag.MatchString(msg):
		return cmdutil.Input(text.ErrUnknownFlag.T(unknownFlag.FindStringSubmatch(msg)[1]))
	case flagNeedsArg.MatchString(msg):
		return cmdutil.Input(text.ErrFlagNeedsArg.T(flagNeedsArg.FindStringSubmatch(msg)[1]))
	case invalidFlagIn.MatchString(msg):
		m := invalidFlagIn.FindStringSubmatch(msg)
		return cmdutil.Input(text.ErrFlagInvalid.T(m[1], m[2]))
	}
	return cmdutil.Input(text.ErrFlagInvalid.T(msg, ""))
}

// localizeCobraError turns cobra's plain errors (unknown command, wrong
// arguments) into usage errors in the user's language; others pass through.
func localizeCobraError(cmd *cobra.Command, err error) error {
	msg := err.Error()
	m := cobraMessages()
	unknownCommand, invalidArgFor, acceptsArgs := m.unknownCommand, m.invalidArgFor, m.acceptsArgs
	switch {
	case unknownCommand.MatchString(msg) && cmd != nil:
		return cmdutil.UnknownSubcommand(cmd, unknownCommand.FindStringSubmatch(msg)[1])
	case invalidArgFor.MatchString(msg) && cmd != nil:
		m := invalidArgFor.FindStringSubmatch(msg)
		return cmdutil.Input(text.ErrUnknownSubcommand.T(m[1], strings.Join(cmd.ValidArgs, ", ")))
	case acceptsArgs.MatchString(msg) && cmd != nil:
		return cmdutil.Input(text.ErrUnexpectedArgs.T("", cmd.CommandPath()))
	}
	return err
}
