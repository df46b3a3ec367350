// Package iostreams carries the program's standard streams and whether they
// are terminals, so commands can be run against buffers in tests. On a
// terminal, every line a person reads is wrapped at its width in one
// place, the stream (wrapping.go); data is written through Raw.
package iostreams

import (
	"bytes"
	"io"
	"os"

	"golang.org/x/term"
)

// IOStreams are the streams a command reads and writes. Data goes to Out;
// messages and prompts go to ErrOut.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	stdinTTY  bool
	stdoutTTY bool
	stderrTTY bool
}

// System returns the process's own streams. A stream that is a terminal
// wraps every line at its width (see wrapping).
func System() *IOStreams {
	s := &IOStreams{
		In:        os.Stdin,
		Out:       &trackedFile{File: os.Stdout},
		ErrOut:    os.Stderr,
		stdinTTY:  term.IsTerminal(int(os.Stdin.Fd())),
		stdoutTTY: term.IsTerminal(int(os.Stdout.Fd())),
		stderrTTY: term.IsTerminal(int(os.Stderr.Fd())),
	}
	if s.stdoutTTY {
		s.Out = &wrapping{out: s.Out, width: fileWidth(os.Stdout.Fd())}
	}
	if s.stderrTTY {
		s.ErrOut = &wrapping{out: s.ErrOut, width: fileWidth(os.Stderr.Fd())}
	}
	return s
}

// Wrapped is w with its lines wrapped at the width columns gives, as a
// terminal of that width wraps them (a page that lays out a sheet for its
// screen).
func Wrapped(w io.Writer, columns func() int) io.Writer {
	return &wrapping{out: Raw(w), width: columns}
}

// SetColumns has Out and ErrOut wrap their lines at the width columns
// gives, as terminals of that width do (tests: the width of a terminal
// without one).
func (s *IOStreams) SetColumns(columns func() int) {
	s.Out, s.ErrOut = Wrapped(s.Out, columns), Wrapped(s.ErrOut, columns)
}

// IsInteractive reports whether a person can answer: stdin and stderr, where
// prompts go, are terminals. Standard output may be piped (score | tee
// pad.txt): it only carries data.
func (s *IOStreams) IsInteractive() bool { return s.stdinTTY && s.stderrTTY }

// IsStdoutTerminal reports whether output goes to a terminal (colours may).
func (s *IOStreams) IsStdoutTerminal() bool { return s.stdoutTTY }

// SetInteractive marks the streams as terminals or not (tests, pty wrappers).
func (s *IOStreams) SetInteractive(tty bool) { s.stdinTTY, s.stdoutTTY, s.stderrTTY = tty, tty, tty }

// Test returns streams backed by buffers: input, output and error output.
func Test() (*IOStreams, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: in, Out: out, ErrOut: errOut}, in, out, errOut
}

// trackedFile is a file that remembers its first write error: standard
// output, so that a command that ignores one (a help printed into a full
// disk) still ends in failure.
type trackedFile struct {
	*os.File
	err error
}

func (t *trackedFile) Write(b []byte) (int, error) {
	n, err := t.File.Write(b)
	if err != nil && t.err == nil {
		t.err = err
	}
	return n, err
}

// WriteString is Write's: the file's own would go around it (io.WriteString
// takes it first).
func (t *trackedFile) WriteString(s string) (int, error) { return t.Write([]byte(s)) }

// OutError is the first error writing standard output met, if any.
func (s *IOStreams) OutError() error {
	if t, ok := Raw(s.Out).(*trackedFile); ok {
		return t.err
	}
	return nil
}
