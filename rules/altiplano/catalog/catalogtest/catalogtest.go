// Package catalogtest gives tests the catalog with the repository's complete
// example box profile, testdata/box/full.yaml, and a lexicon of goods.
package catalogtest

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
)

// FullBoxPath is the path of testdata/box/full.yaml, wherever the test runs.
func FullBoxPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "..", "testdata", "box", "full.yaml")
}

// FullProfile is full.yaml read: every section recorded.
func FullProfile(t testing.TB) catalog.Profile {
	t.Helper()
	data, err := os.ReadFile(FullBoxPath())
	if err != nil {
		t.Fatal(err)
	}
	p, err := boxfile.ParseProfile("full.yaml", data, altiplano.Identifiers{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// FullBox returns the default catalog with full.yaml laid over it: a known
// warehouse layout (3, 3, 4 left; 4, 5 right; VP 1, 2, 3, 4, 6), every
// mission's VP, all 28 extension tiles, roles and card faces.
func FullBox(t testing.TB) catalog.Catalog {
	t.Helper()
	return catalog.Default().With(FullProfile(t))
}

// Lexicon reads goods by their identifiers and a few German words.
type Lexicon struct{}

func (Lexicon) Good(w string) (altiplano.Good, bool) {
	switch strings.ToLower(strings.TrimSpace(w)) {
	case "holz":
		return altiplano.Wood, true
	case "glas":
		return altiplano.Glass, true
	}
	return altiplano.Identifiers{}.Good(w)
}
