package cmd

import (
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// usageTemplate is cobra's usage layout with its headings in p's language.
func usageTemplate(p i18n.Printer) string {
	return p.Sprintf(i18n.UsageUsage) + `:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} [command]{{end}}{{if .HasExample}}

` + p.Sprintf(i18n.UsageExamples) + `:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

` + p.Sprintf(i18n.UsageCommands) + `:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

` + p.Sprintf(i18n.UsageFlags) + `:
{{.LocalFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

` + p.Sprintf(i18n.UsageGlobalFlags) + `:
{{.InheritedFlags.FlagUsages | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

` + strings.ReplaceAll(p.Sprintf(i18n.UsageMore, "\x00"), "\x00", `{{.CommandPath}} [command] --help`) + `{{end}}
`
}

// pflag's messages, so they can be said in the user's language.
var (
	unknownFlag   = regexp.MustCompile(`^unknown (?:shorthand )?flag: (.+)$`)
	flagNeedsArg  = regexp.MustCompile(`^flag needs an argument: (.+)$`)
	invalidFlagIn = regexp.MustCompile(`^invalid argument "(.*)" for "(.+)" flag`)
)

func localizeFlagError(err error) error {
	msg := err.Error()
	switch {
	case unknownFlag.MatchString(msg):
		return &rules.Problem{Message: i18n.T(i18n.ErrUnknownFlag, unknownFlag.FindStringSubmatch(msg)[1])}
	case flagNeedsArg.MatchString(msg):
		return &rules.Problem{Message: i18n.T(i18n.ErrFlagNeedsArg, flagNeedsArg.FindStringSubmatch(msg)[1])}
	case invalidFlagIn.MatchString(msg):
		m := invalidFlagIn.FindStringSubmatch(msg)
		return &rules.Problem{Message: i18n.T(i18n.ErrFlagInvalid, m[1], m[2])}
	}
	return err
}

var unknownCommandRe = regexp.MustCompile(`^unknown command "(.*)" for`)

// unknownCommand says which commands there are, in the user's language.
func unknownCommand(cmd *cobra.Command, err error) error {
	m := unknownCommandRe.FindStringSubmatch(err.Error())
	if m == nil || cmd == nil {
		return err
	}
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return &rules.Problem{Message: i18n.T(i18n.ErrUnknownSubcommand, m[1], strings.Join(names, ", "))}
}
