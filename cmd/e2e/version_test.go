package e2e_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The program built as a release builds it, with -buildvcs=true from a
// clean git tree (see buildBinary), says the commit `git rev-parse HEAD`
// gives and that the tree was not modified. The tree is a fresh
// repository holding the current files, so the test sees this code even
// before it is committed (and Go records nothing in a linked worktree,
// whose .git is a file).
func TestBuiltBinaryKnowsItsCommit(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	if built.commit == "" {
		t.Skip("git is not installed: the program is built without a commit")
	}
	out, _ := runBinary(t, bin, userEnv(t), "version", "--json")
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, built.commit, got["commit"])
	assert.Equal(t, false, got["modified"])
	assert.Equal(t, commitTime, got["commit_time"])
	assert.Equal(t, "(devel)", got["version"], "no tag")
	out, _ = runBinary(t, bin, userEnv(t), "version")
	assert.Contains(t, out, "modified:    false\n")
}
