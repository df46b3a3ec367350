package cmd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// readmeBlock is the README's example output that begins with first.
func readmeBlock(t *testing.T, first string) string {
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	i := strings.Index(string(data), "```\n"+first)
	require.GreaterOrEqual(t, i, 0, "the README shows %q", first)
	block := string(data)[i+4:]
	return block[:strings.Index(block, "```")]
}

// The README's examples of errors are what the program says, word for word.
func TestTheREADMEsErrorExamplesHold(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644))
	}
	write("game.yaml", "version: 1\nmissions: true\nplayers:\n  - name: Anna\n    coins: -2\n    goods: {glass: 5}\n"+
		"    warehouse:\n      - [fish, food]\n    missions: [{id: 12, vp: 4}]\n  - name: Ben\n    goods: {glass: 4}\n"+
		"    missions: [{id: 12, vp: 4}]\n")
	write("box.yaml", "goods:\n  glsas: {vp: 4}\nwarehouse:\n  rows:\n    - {side: left, capacity: 0}\n")
	scoreWant, boxWant := readmeBlock(t, "altiplano: 4 problems:"), readmeBlock(t, "altiplano: 2 problems:")
	t.Chdir(dir) // the README's examples name the files as typed

	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", "game.yaml", "--no-history")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, scoreWant, r.Stderr)

	r = cmdtest.Run(t, cmdtest.Env{}, "box", "check", "box.yaml")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, boxWant, r.Stderr)
}
