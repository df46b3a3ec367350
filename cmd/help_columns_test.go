package cmd_test

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/text"
)

// commandPaths are every command of the tree, without the root's name, the
// hidden ones left out.
func commandPaths(t *testing.T) [][]string {
	t.Helper()
	io, _, _, _ := iostreams.Test()
	root := cmd.NewCmdRoot(factory.New(io))
	var paths [][]string
	var walk func(c *cobra.Command, path []string)
	walk = func(c *cobra.Command, path []string) {
		paths = append(paths, path)
		for _, sub := range c.Commands() {
			if !sub.Hidden && sub.Runnable() || sub.HasSubCommands() {
				walk(sub, append(append([]string(nil), path...), sub.Name()))
			}
		}
	}
	walk(root, nil)
	require.Greater(t, len(paths), 20)
	return paths
}

// descriptionColumn is the display column where a table row's description
// starts: after the first run of two or more spaces that follows its text.
func descriptionColumn(line string) (int, bool) {
	head := strings.TrimLeft(line, " ")
	i := strings.Index(head, "  ")
	if i < 0 {
		return 0, false
	}
	rest := strings.TrimLeft(head[i:], " ")
	return text.Width(line[:len(line)-len(rest)]), rest != ""
}

// tableBlocks are the rows of the help's tables (commands, flags, global
// flags, topics): the lines under a heading that ends in a colon, up to a
// blank line; the examples are the program's text, not a table.
func tableBlocks(help string, p text.Printer) [][]string {
	var blocks [][]string
	var block []string
	in := false
	examples := text.PromptLine.In(p, text.UsageExamples.In(p))
	for line := range strings.SplitSeq(help, "\n") {
		switch {
		case line == "":
			if len(block) > 0 {
				blocks = append(blocks, block)
			}
			block, in = nil, false
		case !strings.HasPrefix(line, " ") && strings.HasSuffix(line, ":") && line != examples:
			in = true
		case in && strings.HasPrefix(line, "  "):
			block = append(block, line)
		}
	}
	if len(block) > 0 {
		blocks = append(blocks, block)
	}
	return blocks
}

// Every --help, in every language, lays its tables out by display width:
// each description of a table starts in one column, whatever the letters
// before it (pflag counted bytes: a Cyrillic type word moved its line's
// description five columns left).
func TestHelpTablesAlignedByDisplayWidth(t *testing.T) {
	for _, lang := range text.Langs() {
		p := text.For(lang)
		for _, path := range commandPaths(t) {
			args := append(append([]string{"--lang", string(lang)}, path...), "--help")
			r := cmdtest.Run(t, cmdtest.Env{}, args...)
			require.Equal(t, 0, r.Code, "%v: %s", args, r.Stderr)
			blocks := tableBlocks(r.Stdout, p)
			require.NotEmpty(t, blocks, "%v", args)
			for _, block := range blocks {
				want := -1
				for _, line := range block {
					col, ok := descriptionColumn(line)
					if !ok {
						continue
					}
					if want < 0 {
						want = col
					}
					assert.Equal(t, want, col, "%v: %q\n%s", args, line, strings.Join(block, "\n"))
				}
			}
		}
	}
}
