package iostreams

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A write error of standard output is kept whichever way it was written:
// io.WriteString (a view's line, the pad) too, which would take the
// file's own WriteString.
func TestOutErrorKeepsEveryWriteError(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	require.NoError(t, err)
	require.NoError(t, f.Close())
	s := &IOStreams{Out: &trackedFile{File: f}}
	_, err = io.WriteString(s.Out, "a line\n")
	require.Error(t, err)
	assert.ErrorIs(t, s.OutError(), os.ErrClosed)
}
