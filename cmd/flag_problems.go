package cmd

import (
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
)

// pflag stops at the first flag it cannot take. The engine reads the rest
// of the line too, so that an unknown flag or a value of the wrong type
// is one problem among the others: every unknown flag, every value the
// parser refuses, then what the command's own check says of the flags it
// knows (cmdutil.CheckFlagsWith), and whether it takes the arguments
// typed. The command itself never runs then.

// flagProblems is every problem of the command line args of c (its flags
// and arguments, as cobra hands them to it), first being the one the
// parser stopped at.
func flagProblems(c *cobra.Command, args []string, first error) error {
	fs := c.Flags()
	var errs []error
	for _, name := range unknownFlags(fs, args) {
		errs = append(errs, unknownFlag(fs, name))
	}
	// Again, past unknown flags and refused values: each refused value is
	// said, and the flags after it are still set.
	allow := fs.ParseErrorsAllowlist
	fs.ParseErrorsAllowlist.UnknownFlags = true
	err := fs.ParseAll(args, func(fl *pflag.Flag, value string) error {
		if err := fs.Set(fl.Name, value); err != nil {
			errs = append(errs, localizeFlagError(err))
		}
		return nil
	})
	fs.ParseErrorsAllowlist = allow
	if err != nil {
		errs = append(errs, localizeFlagError(err)) // a last flag without its value
	}
	if len(errs) == 0 {
		return localizeFlagError(first)
	}
	if err := c.ValidateArgs(fs.Args()); err != nil {
		errs = append(errs, localizeCobraError(c, err))
	}
	// Who asked for --help is not told what the command needs. A check
	// that fails otherwise (a file it could not read) leaves the flags'
	// problems to be said.
	if asked, _ := fs.GetBool("help"); !asked {
		if err := cmdutil.CheckFlags(c); cmdutil.ExitCode(err) == cmdutil.ExitUsage {
			errs = append(errs, err)
		}
	}
	return lineProblems{cmdutil.Together(errs...)}
}

// lineProblems are the problems of a command line the flag parser found
// one of: the command's --help is suggested after them, as after the one
// the parser stopped at.
type lineProblems struct{ error }

func (l lineProblems) Unwrap() error { return l.error }

// unknownFlags are the flags in args that fs does not have, as typed
// ("--bogus", "-x"), read as pflag reads a command line: a flag's value
// is no flag, and "--" ends the flags.
func unknownFlags(fs *pflag.FlagSet, args []string) []string {
	var unknown []string
	for len(args) > 0 {
		s := args[0]
		args = args[1:]
		switch {
		case s == "--":
			return unknown
		case len(s) < 2 || s[0] != '-':
		case s[1] == '-':
			name, _, inline := strings.Cut(s[2:], "=")
			fl := fs.Lookup(name)
			switch {
			case fl == nil && name != "":
				unknown = append(unknown, "--"+name)
			case fl != nil && !inline && fl.NoOptDefVal == "" && len(args) > 0:
				args = args[1:] // its value
			}
		default:
			var rest []string
			unknown, rest = unknownShorthands(fs, s[1:], unknown, args)
			args = rest
		}
	}
	return unknown
}

// unknownShorthands adds the letters of "-abc" that are no flag of fs to
// unknown, and returns args without the value the letters took, if any.
func unknownShorthands(fs *pflag.FlagSet, shorts string, unknown, args []string) ([]string, []string) {
	for len(shorts) > 0 {
		fl := fs.ShorthandLookup(shorts[:1])
		switch {
		case fl == nil:
			// What follows may be its value: the letter is said alone.
			return append(unknown, "-"+shorts[:1]), args
		case fl.NoOptDefVal == "" && len(shorts) > 1:
			return unknown, args // the rest is its value
		case fl.NoOptDefVal == "" && len(args) > 0:
			return unknown, args[1:]
		}
		shorts = shorts[1:]
	}
	return unknown, args
}
