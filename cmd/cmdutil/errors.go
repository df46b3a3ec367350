// Package cmdutil has what every command shares: the kinds of error that
// decide the exit code, and small argument helpers.
package cmdutil

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"altiplano/cmd/files"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitError = 1 // anything the user could not have typed differently: I/O, a corrupt file
	ExitUsage = 2 // bad usage or invalid input
)

// InputError is bad usage or invalid input: an unknown flag, a missing
// argument, a value out of range, a file that does not exist. It exits 2.
// Where may be zero.
type InputError struct {
	Where text.Text
	What  text.Text
	Note  text.Text // as FailError.Note
	// Usage marks a command typed wrongly (an unknown flag or command, a
	// bad flag value, a missing or extra argument): only then does the
	// error point to --help. A game that does not exist or a file too
	// large is invalid input, but --help would not help.
	Usage bool
	// Problem, when set, is what is wrong, said as the domain's problems
	// are (Where and What are then unused): one of a list (InputErrors).
	Problem *rules.Problem
}

func (e *InputError) Error() string {
	if e.Problem != nil {
		return e.Problem.Error()
	}
	return errorText(e.Where, e.What)
}

// Input returns an input error saying what.
func Input(what text.Text) error { return &InputError{What: what} }

// InputAt returns an input error saying what is wrong where.
func InputAt(where, what text.Text) error { return &InputError{Where: where, What: what} }

// Usage returns a usage error saying what: an input error after which
// the command's --help is suggested.
func Usage(what text.Text) error { return &InputError{What: what, Usage: true} }

// IsUsage reports whether err is a usage error.
func IsUsage(err error) bool {
	var input *InputError
	return errors.As(err, &input) && input.Usage
}

// FailError is a failure the user could not have avoided by typing
// differently: a file that cannot be read or written, a corrupt database or
// draft. It exits 1. Err is the cause, for logs.
type FailError struct {
	Where text.Text
	What  text.Text
	Err   error
	// Note, when set, follows on a line of its own: what the failure meant
	// for the user's work (a game scored but not stored, say).
	Note text.Text
}

func (e *FailError) Error() string { return errorText(e.Where, e.What) }
func (e *FailError) Unwrap() error { return e.Err }

// WithNote sets the note of a FailError or InputError in err's chain;
// other errors are returned as they are.
func WithNote(err error, note text.Text) error {
	var n noted
	if errors.As(err, &n) {
		*n.note() = note
	}
	return err
}

// NoteOf is the note an error carries, if any.
func NoteOf(err error) text.Text {
	var n noted
	if errors.As(err, &n) {
		return *n.note()
	}
	return text.Text{}
}

// noted is an error that may carry a note.
type noted interface {
	error
	note() *text.Text
}

func (e *InputError) note() *text.Text { return &e.Note }
func (e *FailError) note() *text.Text  { return &e.Note }

// Fail returns a failure saying what is wrong where.
func Fail(where, what text.Text, cause error) error {
	return &FailError{Where: where, What: what, Err: cause}
}

// Stopped is a run the user ended on purpose (Ctrl-C); it exits 1 with Text.
type Stopped struct{ Text text.Text }

func (s *Stopped) Error() string { return text.English().T(s.Text) }

func errorText(where, what text.Text) string {
	return whereWhat(text.English(), where, what)
}

// ExitCode maps an error returned by a command to the process exit code.
func ExitCode(err error) int {
	if err == nil {
		return ExitOK
	}
	var quiet *QuietError
	if errors.As(err, &quiet) {
		return quiet.Code
	}
	var input *InputError
	var inputs InputErrors
	var problem *rules.Problem
	var problems rules.Problems
	if errors.As(err, &input) || errors.As(err, &inputs) || errors.As(err, &problem) || errors.As(err, &problems) {
		return ExitUsage
	}
	return ExitError
}

// Render writes err in p's language: a problem names where it is.
func Render(p text.Printer, err error) string {
	var problem *rules.Problem
	var problems rules.Problems
	var input *InputError
	var inputs InputErrors
	var fail *FailError
	var stopped *Stopped
	switch {
	case errors.As(err, &problems) && len(problems) > 0:
		return p.Problem(problems[0])
	case errors.As(err, &inputs) && len(inputs) > 0:
		return strings.Join(RenderLines(p, inputs), "\n")
	case errors.As(err, &problem):
		return p.Problem(problem)
	case errors.As(err, &input):
		return renderInput(p, input)
	case errors.As(err, &fail):
		return whereWhat(p, fail.Where, fail.What)
	case errors.As(err, &stopped):
		return p.T(stopped.Text)
	}
	// A file or stream the system refused, said in words.
	var pe *fs.PathError
	if errors.As(err, &pe) {
		what := text.ErrFileUnreadable.T(Cause(err))
		if pe.Op == "write" {
			what = text.ErrFileUnwritable.T(Cause(err))
		}
		return whereWhat(p, streamField(pe.Path), what)
	}
	var errno syscall.Errno
	if errors.As(err, &errno) {
		return p.T(text.SystemCause(errno))
	}
	return text.Safe(err.Error())
}

// RenderLines writes each of es in p's language, one line each.
func RenderLines(p text.Printer, es InputErrors) []string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = renderInput(p, e)
	}
	return lines
}

func renderInput(p text.Printer, e *InputError) string {
	if e.Problem != nil {
		return p.Problem(e.Problem)
	}
	return whereWhat(p, e.Where, e.What)
}

// streamField is where a file is, as a person knows it: "standard output"
// for the program's own.
func streamField(path string) text.Text {
	if path == "/dev/stdout" {
		return text.FieldStdout.T()
	}
	return text.FieldFile.T(path)
}

func whereWhat(p text.Printer, where, what text.Text) string {
	if where.IsZero() {
		return p.T(what)
	}
	// The language's colon: "(ligne 2) : …" in French.
	return text.PromptLine.In(p, p.T(where)) + " " + p.T(what)
}

// NoArgs refuses positional arguments with a usage error.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return Usage(text.ErrUnexpectedArgs.T(args[0], cmd.CommandPath()))
	}
	return nil
}

// PlayerCount reads a --players flag: required, a whole number within
// the game's limit.
func PlayerCount(s string, limit rules.Limit) (int, error) {
	if s == "" {
		return 0, Usage(text.ErrFlagRequired.T("--players", text.ErrPlayersHint.T(limit.Min, limit.Max)))
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || !limit.Contains(n) {
		return 0, &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: s, Min: limit.Min, Max: limit.Max}
	}
	return n, nil
}

// FileError says why a file the user named cannot be read or written: a
// path that does not exist or names a folder is invalid input (exit 2); a
// file that exists but cannot be used is a failure (exit 1).
func FileError(where text.Text, limit int, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if dir, ok := missingFolder(err); ok {
			return InputAt(where, text.ErrNoSuchFolder.T(dir))
		}
		return InputAt(where, text.ErrNoSuchFile.T())
	case errors.Is(err, files.ErrIsDir):
		return InputAt(where, text.ErrIsDirectory.T())
	case errors.Is(err, files.ErrNotRegular):
		return InputAt(where, text.ErrNotRegular.T())
	case errors.Is(err, files.ErrTooLarge):
		return InputAt(where, text.ErrFileTooLarge.T(text.Size(limit)))
	case errors.Is(err, fs.ErrPermission):
		return Fail(where, text.ErrPermission.T(), err)
	}
	return Fail(where, text.ErrFileUnreadable.T(Cause(err)), err)
}

// missingFolder is the folder of a path that does not exist when that
// folder does not exist either: "no such file" would send the user looking
// for the wrong thing.
func missingFolder(err error) (string, bool) {
	var pe *fs.PathError
	if !errors.As(err, &pe) || pe.Path == "" {
		return "", false
	}
	dir := filepath.Dir(pe.Path)
	if _, statErr := os.Stat(dir); statErr != nil && errors.Is(statErr, fs.ErrNotExist) {
		return dir, true
	}
	return "", false
}

// Cause is an OS error's reason without the path, which messages name.
func Cause(err error) text.Text {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return text.SystemCause(err)
}

// QuietError ends a command with an exit code and no further message: what
// went wrong was said already, item by item.
type QuietError struct{ Code int }

func (e *QuietError) Error() string { return "exit " + strconv.Itoa(e.Code) }

// Quiet returns a QuietError.
func Quiet(code int) error { return &QuietError{Code: code} }

// ErrorLines are the lines that say err, as every surface says a command's
// failure (the terminal's error stream, the offline page): the program's
// prefix and why, every problem on a line of its own when there are
// several, and the note that says what to do.
func ErrorLines(p text.Printer, err error) []string {
	return errorLines(p, err, text.ErrPrefix.In(p)+" ")
}

// Reasons are ErrorLines without the program's prefix: for a surface that
// is the program already (a page), where the prefix names nothing.
func Reasons(p text.Printer, err error) []string { return errorLines(p, err, "") }

func errorLines(p text.Printer, err error, prefix string) []string {
	var lines []string
	var problems rules.Problems
	var inputs InputErrors
	if errors.As(err, &inputs) && len(inputs) > 1 {
		lines = append(lines, prefix+text.ErrProblemCount.In(p, len(inputs)))
		for _, line := range RenderLines(p, inputs) {
			lines = append(lines, "  - "+line)
		}
	} else if errors.As(err, &problems) && len(problems) > 1 {
		count := len(problems)
		if yamlin.GaveUpOn(problems) {
			count-- // "reading stopped" is not one of them
		}
		lines = append(lines, prefix+text.ErrProblemCount.In(p, count))
		for _, line := range p.ProblemLines(problems) {
			lines = append(lines, "  - "+line)
		}
	} else {
		lines = append(lines, prefix+Render(p, err))
	}
	if note := NoteOf(err); !note.IsZero() {
		lines = append(lines, "  "+p.T(note))
	}
	return lines
}
