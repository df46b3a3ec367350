package version_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A binary built with -buildvcs=true from a clean git tree, as the release
// builds it, says the commit `git rev-parse HEAD` gives and that the tree
// was not modified. The tree is a fresh repository holding the current
// files, so the test sees this code even before it is committed (and Go
// records nothing in a linked worktree, whose .git is a file). One build,
// for this machine's system, so the binary runs; without -trimpath, so the
// compiled dependencies of `go test` are reused.
func TestBuiltBinaryKnowsItsCommit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the program")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	require.NoError(t, err)
	run := func(dir, name string, args ...string) string {
		t.Helper()
		c := exec.Command(name, args...)
		c.Dir = dir
		c.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
			"GIT_AUTHOR_NAME=test", "GIT_AUTHOR_EMAIL=test@example.invalid", "GIT_AUTHOR_DATE=2026-11-25T14:26:00Z",
			"GIT_COMMITTER_NAME=test", "GIT_COMMITTER_EMAIL=test@example.invalid", "GIT_COMMITTER_DATE=2026-11-25T14:26:00Z")
		out, err := c.CombinedOutput()
		require.NoError(t, err, "%s %s: %s", name, strings.Join(args, " "), out)
		return string(out)
	}

	src := filepath.Join(t.TempDir(), "src")
	files := run(root, "git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	for _, name := range strings.Split(strings.TrimRight(files, "\x00"), "\x00") {
		data, err := os.ReadFile(filepath.Join(root, name))
		if os.IsNotExist(err) {
			continue // deleted, not yet committed
		}
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Join(src, filepath.Dir(name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(src, name), data, 0o644))
	}
	run(src, "git", "init", "-q")
	run(src, "git", "add", "-A")
	run(src, "git", "commit", "-q", "-m", "test")
	head := strings.TrimSpace(run(src, "git", "rev-parse", "HEAD"))

	bin := filepath.Join(t.TempDir(), "altiplano")
	run(src, "go", "build", "-buildvcs=true", "-o", bin, ".")
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(run(src, bin, "version", "--json")), &got))
	assert.Equal(t, head, got["commit"])
	assert.Equal(t, false, got["modified"])
	assert.Equal(t, "2026-11-25T14:26:00Z", got["commit_time"])
	assert.Equal(t, "(devel)", got["version"], "no tag")
	assert.Contains(t, run(src, bin, "version"), "modified:    false\n")
}
