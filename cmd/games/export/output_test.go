package export

import (
	"errors"
	"io"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, syscall.ENOSPC }

// A failure to write the export is the output's, named as the file or
// standard output (exit 1); a failure of reading the history passes
// through to be worded as the database's.
func TestOutputErrorsNameTheOutput(t *testing.T) {
	en := text.English()
	ow := &outputWriter{w: fullWriter{}}
	_, err := io.WriteString(ow, "game_id\n")
	require.Error(t, err)

	stdout := ow.outputError("", err)
	assert.Equal(t, "standard output: cannot be written: no space left on the device", cmdutil.Render(en, stdout))
	assert.Equal(t, 1, cmdutil.ExitCode(stdout))
	file := ow.outputError("plays.csv", err)
	assert.Equal(t, "plays.csv: cannot be written: no space left on the device", cmdutil.Render(en, file))

	reading := errors.New("disk I/O error")
	clean := &outputWriter{w: io.Discard}
	assert.Same(t, reading, clean.outputError("", reading))
	assert.NoError(t, clean.outputError("", nil))
}
