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
	command := "[" + text.UsageCommandWord.In(p) + "]"
	return text.PromptLine.In(p, text.UsageUsage.In(p)) + `{{if .Runnable}}
  {{.CommandPath}}{{index .Annotations "` + useAnnotation + `"}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} ` + command + `{{end}}{{if .HasExample}}

` + text.PromptLine.In(p, text.UsageExamples.In(p)) + `
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

` + text.PromptLine.In(p, text.UsageCommands.In(p)) + `{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

` + text.PromptLine.In(p, text.UsageFlags.In(p)) + `
{{flagUsagesIn .LocalFlags "` + string(p.Lang()) + `" | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableInheritedFlags}}

` + text.PromptLine.In(p, text.UsageGlobalFlags.In(p)) + `
{{flagUsagesIn .InheritedFlags "` + string(p.Lang()) + `" | trimTrailingWhitespaces}}{{end}}{{if .HasAvailableSubCommands}}

` + text.UsageMore.In(p, `{{.CommandPath}} `+command+` --help`) + `{{end}}
`
}

// useAnnotation holds a command's usage line after its path: its arguments
// and [flags], in the user's language (cobra's UseLine is English).
const useAnnotation = "altiplano_use"

// argumentWords are the argument names commands declare in Use, as the
// usage line shows them in each language.
var argumentWords = map[string]text.M0{"FILE": text.UsageArgFile, "ID": text.UsageArgID, "command": text.UsageCommandWord}

// localizeUsage writes every command's usage line in p's language.
func localizeUsage(c *cobra.Command, p text.Printer) {
	var b strings.Builder
	for _, arg := range strings.Fields(c.Use)[1:] {
		word := strings.Trim(arg, "[].")
		if m, ok := argumentWords[word]; ok {
			arg = strings.Replace(arg, word, m.In(p), 1)
		}
		b.WriteString(" " + arg)
	}
	// Every command has flags: --help and the persistent ones.
	b.WriteString(" [" + text.UsageFlagsWord.In(p) + "]")
	if c.Annotations == nil {
		c.Annotations = map[string]string{}
	}
	c.Annotations[useAnnotation] = b.String()
	for _, sub := range c.Commands() {
		localizeUsage(sub, p)
	}
}

// cobraMessages are pflag's and cobra's messages, so they can be said in the
// user's language; compiled only when an error needs them.
var cobraMessages = sync.OnceValue(func() (m struct{ unknownFlag, unknownShorthand, flagNeedsArg, invalidFlagIn, invalidArgFor, acceptsArgs, unknownCommand *regexp.Regexp }) {
	m.unknownFlag = regexp.MustCompile(`^unknown flag: (.+)$`)
	m.unknownShorthand = regexp.MustCompile(`^unknown shorthand flag: '(.+)' in -`)
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
		return cmdutil.Usage(text.ErrUnknownFlag.T(unknownFlag.FindStringSubmatch(msg)[1]))
	case m.unknownShorthand.MatchString(msg):
		// "-xv" names the one letter that is no flag: -x.
		return cmdutil.Usage(text.ErrUnknownFlag.T("-" + m.unknownShorthand.FindStringSubmatch(msg)[1]))
	case flagNeedsArg.MatchString(msg):
		return cmdutil.Usage(text.ErrFlagNeedsArg.T(flagNeedsArg.FindStringSubmatch(msg)[1]))
	case invalidFlagIn.MatchString(msg):
		m := invalidFlagIn.FindStringSubmatch(msg)
		return cmdutil.Usage(text.ErrFlagInvalid.T(m[1], m[2]))
	}
	return cmdutil.Usage(text.ErrFlagInvalid.T(msg, ""))
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
		return cmdutil.Usage(text.ErrUnknownSubcommand.T(m[1], strings.Join(cmd.ValidArgs, ", ")))
	case acceptsArgs.MatchString(msg) && cmd != nil:
		return cmdutil.Usage(text.ErrUnexpectedArgs.T("", cmd.CommandPath()))
	}
	return err
}
