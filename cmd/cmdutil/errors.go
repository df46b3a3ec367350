// Package cmdutil has what every command shares: error kinds that decide the
// exit code, and small argument helpers.
package cmdutil

import (
	"errors"

	"github.com/spf13/cobra"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitError = 1 // anything else
	ExitUsage = 2 // bad usage or invalid input
)

// UsageError is bad usage: an unknown flag, a missing argument, a value out
// of range. It exits 2.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usage wraps err as a usage error.
func Usage(err error) error {
	if err == nil {
		return nil
	}
	return &UsageError{Err: err}
}

// UsageText is a usage error carrying a translatable message.
func UsageText(key i18n.Key, args ...any) error {
	return &UsageError{Err: &rules.Problem{Message: i18n.T(key, args...)}}
}

// ExitCode maps an error returned by a command to the process exit code.
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var usage *UsageError
	var problem *rules.Problem
	var problems rules.Problems
	if errors.As(err, &usage) || errors.As(err, &problem) || errors.As(err, &problems) {
		return ExitUsage
	}
	return ExitError
}

// NoArgs refuses positional arguments with a usage error.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return UsageText(i18n.ErrUnexpectedArgs, args[0], cmd.CommandPath())
	}
	return nil
}

// Stopped is a run the user ended on purpose (Ctrl-C); it exits 1 with Text.
type Stopped struct{ Text i18n.Text }

func (s *Stopped) Error() string { return i18n.English().Text(s.Text) }

// localized is an error whose text is already in the user's language.
type localized struct{ msg string }

func (l localized) Error() string { return l.msg }

// InLanguage renders a problem (or the first of several) in p's language, for
// showing at a prompt; other errors pass through unchanged.
func InLanguage(p i18n.Printer, err error) error {
	if err == nil {
		return nil
	}
	var problem *rules.Problem
	if errors.As(err, &problem) {
		return localized{problem.Render(p)}
	}
	var problems rules.Problems
	if errors.As(err, &problems) && len(problems) > 0 {
		return localized{problems[0].Render(p)}
	}
	return err
}

// Rendered wraps text already in the user's language as an error.
func Rendered(text string) error { return localized{text} }

// PlayerCount reads a --players flag: required, a whole number from 2 to 5.
func PlayerCount(s string) (rules.PlayerCount, error) {
	if s == "" {
		return 0, UsageText(i18n.ErrFlagRequired, "--players", i18n.T(i18n.ErrPlayersHint, rules.MinPlayers, rules.MaxPlayers))
	}
	n, err := rules.ParsePlayerCount(s)
	return n, Usage(err)
}
