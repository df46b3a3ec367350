package iostreams

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A terminal's stream wraps a write of whole lines of words at its width,
// between words; what lays out its own line, or is written in pieces,
// passes as it is.
func TestWrappingWrapsWholeLinesOnly(t *testing.T) {
	tests := []struct {
		name, write, want string
	}{
		{"a line wider than the terminal", "Be the first to complete a row of fish\n", "Be the first to\ncomplete a row of\nfish\n"},
		{"lines, each wrapped", "one two three four five six\nseven\n", "one two three four\nfive six\nseven\n"},
		{"a line that fits", "Be the first\n", "Be the first\n"},
		{"a line without its end: a question waiting", "Be the first to complete a row: ", "Be the first to complete a row: "},
		{"a line laid out with escape sequences", "\x1b[2K\rBe the first to complete a row of fish\n", "\x1b[2K\rBe the first to complete a row of fish\n"},
		{"a line with a tab", "Be the first to complete\ta row of fish\n", "Be the first to complete\ta row of fish\n"},
		{"bytes that are no text", "Be the first to complete a row \xff of fish\n", "Be the first to complete a row \xff of fish\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			s := &IOStreams{Out: &out, ErrOut: &bytes.Buffer{}}
			s.SetColumns(func() int { return 20 })
			n, err := s.Out.Write([]byte(tt.write))
			require.NoError(t, err)
			assert.Equal(t, len(tt.write), n, "the whole write is reported written")
			assert.Equal(t, tt.want, out.String())
		})
	}
}

// Data goes through Raw: byte for byte, whatever the terminal's width.
func TestRawIsTheStreamUnderTheWrapping(t *testing.T) {
	var out, errOut bytes.Buffer
	s := &IOStreams{Out: &out, ErrOut: &errOut}
	s.SetColumns(func() int { return 20 })
	line := `{"name": "a line wider than twenty columns"}` + "\n"
	fmt.Fprint(Raw(s.Out), line)
	fmt.Fprint(Raw(s.ErrOut), line)
	assert.Equal(t, line, out.String())
	assert.Equal(t, line, errOut.String())
	assert.Same(t, &out, Raw(&out), "a stream not wrapped is its own")
	assert.Equal(t, 20, Width(s.Out))
	assert.Equal(t, 0, Width(&out), "a buffer is no terminal")
}

// A width unknown (0) wraps nothing; the width is asked at every write,
// as a window may be resized between two lines.
func TestWrappingMeasuresAtEachWrite(t *testing.T) {
	var out bytes.Buffer
	width := 0
	s := &IOStreams{Out: &out, ErrOut: &bytes.Buffer{}}
	s.SetColumns(func() int { return width })
	fmt.Fprintln(s.Out, "Be the first to complete a row")
	width = 20
	fmt.Fprintln(s.Out, "Be the first to complete a row")
	assert.Equal(t, "Be the first to complete a row\nBe the first to\ncomplete a row\n", out.String())
}

// Standard output's first write error is still known under the wrapping,
// and its descriptor still measures its terminal.
func TestWrappedStandardOutputKeepsItsErrorAndDescriptor(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	require.NoError(t, err)
	tracked := &trackedFile{File: f}
	s := &IOStreams{Out: &wrapping{out: tracked, width: func() int { return 20 }}}
	assert.Equal(t, f.Fd(), s.Out.(interface{ Fd() uintptr }).Fd())
	require.NoError(t, f.Close())
	_, err = fmt.Fprintln(s.Out, "a line")
	require.Error(t, err)
	assert.ErrorIs(t, s.OutError(), os.ErrClosed)
}
