package boxcmd

import (
	"errors"
	"fmt"
	"io/fs"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// RunPath prints where the active box profile is (stdout, for scripts) and
// why there: --box, ALTIPLANO_BOX, the config file, or the default place
// (stderr). The profile is not read: its place is shown even when it does
// not load.
func RunPath(o *Options) error {
	path, from, err := o.BoxPath()
	if err != nil {
		return cmdutil.Fail(text.FieldBoxFile.T(""), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	if _, err := fmt.Fprintln(o.Out, path); err != nil {
		return err
	}
	p := o.Printer
	fmt.Fprintln(o.ErrOut, p.T(fromText(from)))
	if _, err := o.ReadFile(path); errors.Is(err, fs.ErrNotExist) {
		fmt.Fprintln(o.ErrOut, text.BoxPathMissing.In(p))
	}
	return nil
}
