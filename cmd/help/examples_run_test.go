//go:build unix

package help_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The binary, built once for the tests that run the examples.
var built = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "altiplano-help")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "altiplano")
	out, err := exec.Command("go", "build", "-o", bin, repo).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%v: %s", err, out)
	}
	return dir, nil
})

// Every command a page shows runs, as shown: in page order, in a private
// folder with the files the examples name, without a terminal; it exits 0,
// or with the code its comment says; after a $ prompt, the first line
// shown is in its output. Commands that need a terminal or phones are
// checked by the test above, not run.
func TestPagesExamplesRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs every example")
	}
	binDir, err := built()
	require.NoError(t, err)
	for _, p := range pages(t) {
		t.Run(p.name, func(t *testing.T) {
			t.Parallel()
			dir := exampleFolder(t)
			for _, ex := range examples(t, p) {
				if !ex.run {
					continue
				}
				out, code := runShell(t, binDir, dir, ex.command)
				if !assert.Equal(t, ex.code, code, "%s:%d: %s\n%s", p.name, ex.line, ex.command, out) {
					continue
				}
				if ex.shown != "" {
					assert.Contains(t, out, ex.shown, "%s:%d: %s prints what the page shows", p.name, ex.line, ex.command)
				}
			}
		})
	}
}

// exampleFolder is a private folder with the files the examples name:
// testdata's games, box profiles and Alpaka's games, and game.yaml.
func exampleFolder(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, sub := range []string{"games", "box", "alpaka"} {
		require.NoError(t, os.CopyFS(filepath.Join(dir, "testdata", sub), os.DirFS(filepath.Join(repo, "testdata", sub))))
	}
	data, err := os.ReadFile(filepath.Join(repo, "testdata/games/4p-missions.yaml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "game.yaml"), data, 0o644))
	return dir
}

// runShell runs one command line with sh in dir, the binary first on the
// PATH, a home of its own, no terminal and no language from the
// developer's environment; it returns what it printed and its exit code.
func runShell(t *testing.T, binDir, dir, line string) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	home := filepath.Join(dir, "home")
	c := exec.CommandContext(ctx, "sh", "-c", line)
	// A command that does not end in time (it waits for phones) is ended
	// with the shell that runs it: the whole process group.
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	c.WaitDelay = 5 * time.Second
	c.Dir = dir
	c.Env = []string{
		"PATH=" + binDir + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + home,
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"TERM=dumb",
	}
	out, err := c.CombinedOutput()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return string(out), 0
	case errors.As(err, &exit):
		return string(out), exit.ExitCode()
	}
	t.Fatalf("%s: %v", line, err)
	return "", -1
}
