package e2e_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/srctree"
)

// built is the program, built once for every test of the package.
var built struct {
	once sync.Once
	dir  string // the copy of the tree and the binary, removed by TestMain
	bin  string
	// commit is the commit the binary says it was built from: its
	// repository's HEAD; empty where it was built without git.
	commit string
	err    error
}

// commitTime is the time of the commit the program is built from.
const commitTime = "2026-11-25T14:26:00Z"

// buildBinary builds the program once for every test, as a release builds
// it: in a git repository of its own that holds the working tree's files
// (committed or not), with -buildvcs=true, which stamps that repository's
// commit into the binary (TestBuiltBinaryKnowsItsCommit reads it back),
// and -trimpath, so that the compiled packages are the build cache's
// whatever folder the copy is in. Without git, it is built from the
// working tree, with no commit.
func buildBinary(t testing.TB) string {
	t.Helper()
	built.once.Do(func() { built.err = build() })
	require.NoError(t, built.err)
	return built.bin
}

func build() error {
	dir, err := os.MkdirTemp("", "altiplano-e2e")
	if err != nil {
		return err
	}
	built.dir = dir
	src, err := srctree.Root()
	if err != nil {
		return err
	}
	vcs := "-buildvcs=false"
	if _, err := exec.LookPath("git"); err == nil {
		src = filepath.Join(dir, "src")
		if err := srctree.Copy(src); err != nil {
			return err
		}
		for _, args := range [][]string{{"init", "-q"}, {"add", "-A"}, {"commit", "-q", "-m", "test"}} {
			if _, err := run(src, "git", args...); err != nil {
				return err
			}
		}
		head, err := run(src, "git", "rev-parse", "HEAD")
		if err != nil {
			return err
		}
		built.commit, vcs = strings.TrimSpace(head), "-buildvcs=true"
	}
	bin := filepath.Join(dir, "altiplano")
	if _, err := run(src, "go", "build", "-trimpath", vcs, "-o", bin, "."); err != nil {
		return err
	}
	built.bin = bin
	return nil
}

// run runs a command of the build in dir, with git's settings of the
// user's and the machine's left out and the commit's author and time
// fixed.
func run(dir, name string, args ...string) (string, error) {
	c := exec.Command(name, args...)
	c.Dir = dir
	c.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=test", "GIT_AUTHOR_EMAIL=test@example.invalid", "GIT_AUTHOR_DATE="+commitTime,
		"GIT_COMMITTER_NAME=test", "GIT_COMMITTER_EMAIL=test@example.invalid", "GIT_COMMITTER_DATE="+commitTime)
	out, err := c.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out), nil
}
