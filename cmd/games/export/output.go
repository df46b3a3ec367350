package export

import (
	"io"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// outputWriter remembers the first error of writing the export itself, so
// that a full disk or a closed pipe is blamed on the output, not on the
// history the games are read from.
type outputWriter struct {
	w   io.Writer
	err error
}

func (ow *outputWriter) Write(p []byte) (int, error) {
	n, err := ow.w.Write(p)
	if err != nil && ow.err == nil {
		ow.err = err
	}
	return n, err
}

// outputError words err when it came from writing the output: to file, or
// to standard output when file is empty. Other errors pass through.
func (ow *outputWriter) outputError(file string, err error) error {
	if err == nil || ow.err == nil {
		return err
	}
	where := text.FieldStdout.T()
	if file != "" {
		where = text.FieldFile.T(file)
	}
	return cmdutil.Fail(where, text.ErrFileUnwritable.T(cmdutil.Cause(ow.err)), ow.err)
}
