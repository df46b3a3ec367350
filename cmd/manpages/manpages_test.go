package manpages_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/factory"
	"altiplano/cmd/help"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/manpages"
	"altiplano/cmd/text"
)

var date = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// write writes the program's pages, as .ci/man.go does, into a new folder.
func write(t *testing.T) (string, *cobra.Command) {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, manpages.Program(dir, date))
	io, _, _, _ := iostreams.Test()
	return dir, cmd.NewCmdRoot(factory.New(io))
}

// Every command has its page in section 1 and every help topic its page in
// section 7; the pages are plain ASCII roff, and the same date gives the
// same bytes (a release builds twice and compares).
func TestEveryCommandAndTopicHasAPage(t *testing.T) {
	dir, root := write(t)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if !c.IsAvailableCommand() && c != root {
			return
		}
		page := filepath.Join(dir, "man1", strings.ReplaceAll(c.CommandPath(), " ", "-")+".1")
		data, err := os.ReadFile(page)
		require.NoError(t, err, c.CommandPath())
		assert.Contains(t, string(data), `.TH "ALTIPLANO" "1" "Nov 2026" "altiplano" "altiplano manual"`)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	book := help.Of(cmd.Registry().HelpFiles()...)
	for _, name := range book.Names() {
		data, err := os.ReadFile(filepath.Join(dir, "man7", "altiplano-"+name+".7"))
		require.NoError(t, err, name)
		page, _ := book.PageIn(name, text.EN)
		assert.Contains(t, string(data), ".SH NAME\naltiplano-"+name+" - ", name)
		first := strings.Fields(page.Body)[0]
		assert.Contains(t, string(data), first, "%s: its text", name)
	}
	pages, err := filepath.Glob(filepath.Join(dir, "man*", "*"))
	require.NoError(t, err)
	again, _ := write(t)
	for _, page := range pages {
		data, err := os.ReadFile(page)
		require.NoError(t, err)
		for i, c := range data {
			require.Less(t, c, byte(0x80), "%s: byte %d is not ASCII", page, i)
		}
		same, err := os.ReadFile(filepath.Join(again, strings.TrimPrefix(page, dir)))
		require.NoError(t, err)
		assert.Equal(t, data, same, page)
	}
	assert.Contains(t, string(must(os.ReadFile(filepath.Join(dir, "man7", "altiplano-records.7")))), `bottom\[u2192]top`, "a non-ASCII character is escaped")
}

// man renders every page without a warning, and says what the page holds.
func TestManRendersEveryPageWithoutWarnings(t *testing.T) {
	if _, err := exec.LookPath("man"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("man is not installed (.ci/run installs man-db)")
		}
		t.Skip("man is not installed")
	}
	dir, _ := write(t)
	pages, err := filepath.Glob(filepath.Join(dir, "man*", "*"))
	require.NoError(t, err)
	require.Greater(t, len(pages), 40)
	for _, page := range pages {
		man := exec.Command("man", "--warnings", "-l", page)
		man.Env = append(os.Environ(), "MANWIDTH=80", "LC_ALL=C.UTF-8", "MAN_KEEP_FORMATTING=")
		var out, errOut bytes.Buffer
		man.Stdout, man.Stderr = &out, &errOut
		require.NoError(t, man.Run(), "%s: %s", page, errOut.String())
		assert.Empty(t, errOut.String(), page)
		assert.Contains(t, out.String(), "NAME", page)
	}
	score := exec.Command("man", "-l", filepath.Join(dir, "man1", "altiplano-score.1"))
	score.Env = append(os.Environ(), "MANWIDTH=80", "LC_ALL=C.UTF-8")
	out, err := score.Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), "altiplano-score - Score the end of a game")
	assert.Contains(t, string(out), "--serve")
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}
