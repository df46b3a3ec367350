// Package catalogtest gives tests the catalog with the repository's complete
// example box profile, testdata/box/full.yaml.
package catalogtest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// FullBoxPath is the path of testdata/box/full.yaml, wherever the test runs.
func FullBoxPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "..", "testdata", "box", "full.yaml")
}

// FullBox returns the default catalog with full.yaml laid over it: a known
// warehouse layout (3, 3, 4 left; 4, 5 right; VP 1, 2, 3, 4, 6), every
// mission's VP, all 28 extension tiles, roles and card faces.
func FullBox(t testing.TB) catalog.Catalog {
	t.Helper()
	data, err := os.ReadFile(FullBoxPath())
	if err != nil {
		t.Fatal(err)
	}
	p, err := catalog.ParseProfile("full.yaml", data, altiplano.Identifiers{})
	if err != nil {
		t.Fatal(err)
	}
	return catalog.Default().With(p)
}
