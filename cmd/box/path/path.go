// Package path is `altiplano box path`: where the user's box profile is,
// and why there.
package path

import (
	"errors"
	"fmt"
	"io"
	"io/fs"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/text"
)

// Options are the inputs of `box path`.
type Options struct {
	Out, ErrOut io.Writer
	Printer     text.Printer
	BoxPath     func() (path, from string, err error)
	ReadFile    func(string) ([]byte, error)
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdPath builds `box path`. runF replaces the run function in tests.
func NewCmdPath(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Printer: p, BoxPath: f.BoxPath, ReadFile: f.ReadFile, Set: map[string]bool{}}
	return &cobra.Command{
		Use:   "path",
		Short: text.HelpBoxPathShort.In(p),
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
}

// Run prints where the active box profile is (stdout, for scripts) and
// why there: --box, ALTIPLANO_BOX, the config file, or the default place
// (stderr). The profile is not read: its place is shown even when it does
// not load.
func Run(o *Options) error {
	path, from, err := o.BoxPath()
	if err != nil {
		return cmdutil.Fail(text.FieldBoxFile.T(""), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	if _, err := fmt.Fprintln(iostreams.Raw(o.Out), path); err != nil { // data: never wrapped
		return err
	}
	p := o.Printer
	fmt.Fprintln(o.ErrOut, p.T(boxutil.FromText(from)))
	if _, err := o.ReadFile(path); errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(o.ErrOut, text.BoxPathMissing.In(p))
	}
	return nil
}
