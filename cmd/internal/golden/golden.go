// Package golden compares output with files under the repository's
// testdata/golden folder; `UPDATE_GOLDEN=1 go test ./...` rewrites them.
// (An environment variable, not a -update flag: `go test ./...` passes a
// flag to every package, and those without golden files refuse it.)
package golden

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/srctree"
)

// update reports whether golden files are rewritten instead of compared.
func update() bool { return os.Getenv("UPDATE_GOLDEN") != "" }

// dir is testdata/golden at the repository root, so that tests in any
// package share one folder. The root is found from the folder the tests
// start in, not from this file's path, which a -trimpath build (the
// new-game test's) does not record.
func dir() string {
	root, err := srctree.Root()
	if err != nil {
		panic(err)
	}
	return filepath.Join(root, "testdata", "golden")
}

// Assert checks got against testdata/golden/name, or rewrites it with
// UPDATE_GOLDEN=1.
func Assert(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join(dir(), name)
	if update() {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "missing golden file; run the test with UPDATE_GOLDEN=1 to create it")
	require.Equal(t, string(want), string(got), "output differs from %s; run with UPDATE_GOLDEN=1 if the change is intended", path)
}

// Testdata returns the path of a file under the repository's testdata folder.
func Testdata(parts ...string) string {
	return filepath.Join(append([]string{dir(), ".."}, parts...)...)
}
