package registry_test

import (
	"bytes"
	"context"
	"fmt"
	"go/format"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/srctree"
)

// The steps of `go doc altiplano/rules` ("Adding a game"), taken on a copy
// of the tree: the template copied to cmd/tally (or the next free name)
// and renamed, a code number of its own, and its entry in the registry, which is the only shared file
// that changes, by two lines (its import and its entry). Then the tests
// the registry reaches run there (-short: the end-to-end tests in a real
// terminal and browser stay the main tree's), with the new game in it: the
// shared ones and the game's own; none fails. The copy holds the
// repository's files; the modules it uses come from the build cache, and
// so do its packages: every go command there runs with -trimpath, which
// keeps the copy's folder out of the build's cache keys, so only what the
// new game changes (the registry and the packages above it) is compiled
// again after the first run.
func TestANewGameIsItsFoldersAndOneEntry(t *testing.T) {
	if testing.Short() {
		t.Skip("copies the tree and runs the shared tests there")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to run the tests with")
	}
	tree := filepath.Join(t.TempDir(), "altiplano")
	require.NoError(t, srctree.Copy(tree))

	// The new game is tally, or tally2, tally3, … when the tree already
	// has a game of that name; its number is one above the highest given.
	name, typ := freeName(t, tree)
	number := freeCodeNumber(t, tree)

	// 1. Copy the template.
	game := filepath.Join(tree, "cmd", name)
	require.NoError(t, srctree.CopyDir(filepath.Join(tree, "cmd", "internal", "gametest"), game))
	// 2. Rename it, names of files included.
	rename := strings.NewReplacer("gametest", name, "dice", name, "Dice", typ)
	require.NoError(t, filepath.WalkDir(game, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if err := os.Remove(path); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(filepath.Dir(path), rename.Replace(d.Name())), []byte(rename.Replace(string(data))), 0o644)
	}))
	// 3. A number of its own.
	edit(t, filepath.Join(game, "setup.go"), "const CodeNumber = 9", fmt.Sprintf("const CodeNumber = %d", number))
	// 4. Its entry in the registry, and its import.
	registry := filepath.Join(tree, "cmd", "registry", "registry.go")
	before, err := os.ReadFile(registry)
	require.NoError(t, err)
	importLine := fmt.Sprintf("\t%q\n", "altiplano/cmd/"+name)
	entry := fmt.Sprintf("\t%s.%s{},\n", name, typ)
	edit(t, registry, "\t\"altiplano/cmd/game\"\n", "\t\"altiplano/cmd/game\"\n"+importLine)
	edit(t, registry, "\n}\n\n// Games is", "\n"+entry+"}\n\n// Games is")
	after, err := os.ReadFile(registry)
	require.NoError(t, err)
	// As the contributor's editor saves it: gofmt puts the import in order.
	formatted, err := format.Source(after)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(registry, formatted, 0o644))
	assert.ElementsMatch(t, []string{"+" + strings.TrimSuffix(importLine, "\n"), "+" + strings.TrimSuffix(entry, "\n")}, changedLines(string(before), string(formatted)))

	// 5. The shared packages' tests, with the new game registered.
	env := append(os.Environ(), "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -trimpath"))
	run := func(args ...string) string {
		cmd := exec.CommandContext(testContext(t), goTool, args...)
		cmd.Dir = tree
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "go %s:\n%s", strings.Join(args, " "), tail(string(out), 12000))
		return string(out)
	}
	help := run("run", ".", "help")
	assert.Contains(t, help, name+"-guide", "the new game's page is a topic")
	reached := reachedByTheRegistry(name, run("list", "-test", "-f", "{{.ImportPath}}|{{join .Deps \" \"}}", "./..."))
	require.Contains(t, reached, "altiplano/cmd", "the packages the registry reaches are listed")
	require.Contains(t, reached, "altiplano/cmd/"+name)
	run(append([]string{"test", "-short"}, reached...)...)
}

// reachedByTheRegistry are the packages of a go list -test listing whose
// tests the registry reaches, so that a new game can change what they
// see: the shared tests that range over the games, and the new game's own.
// The others run on the main tree as they would here. This package is
// left out: its test would take these steps again.
func reachedByTheRegistry(name, listing string) []string {
	var out []string
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(listing), "\n") {
		pkg, deps, _ := strings.Cut(line, "|")
		pkg, _, _ = strings.Cut(pkg, " ") // "p [p.test]" is p's test
		pkg = strings.TrimSuffix(pkg, "_test")
		if strings.HasSuffix(pkg, ".test") || seen[pkg] || pkg == "altiplano/cmd/registry" {
			continue
		}
		if pkg == "altiplano/cmd/"+name || slices.Contains(strings.Fields(deps), "altiplano/cmd/registry") {
			seen[pkg] = true
			out = append(out, pkg)
		}
	}
	return out
}

// freeName is the first of tally, tally2, tally3, … that no folder under
// cmd has, and its type's name.
func freeName(t *testing.T, tree string) (name, typ string) {
	t.Helper()
	for n := 1; ; n++ {
		name, typ = "tally", "Tally"
		if n > 1 {
			name, typ = fmt.Sprintf("tally%d", n), fmt.Sprintf("Tally%d", n)
		}
		if _, err := os.Stat(filepath.Join(tree, "cmd", name)); os.IsNotExist(err) {
			return name, typ
		}
	}
}

// codeNumberConst is how a game gives its number (step 3).
var codeNumberConst = regexp.MustCompile(`(?m)^const CodeNumber = ([0-9]+)$`)

// freeCodeNumber is one above the highest number a game of the tree gives
// its codes, the template's included.
func freeCodeNumber(t *testing.T, tree string) int {
	t.Helper()
	highest := 0
	require.NoError(t, filepath.WalkDir(tree, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range codeNumberConst.FindAllSubmatch(data, -1) {
			n, _ := strconv.Atoi(string(m[1]))
			highest = max(highest, n)
		}
		return nil
	}))
	require.Positive(t, highest, "the template gives its number as a constant")
	require.Less(t, highest, 255, "a code's number is one byte")
	return highest + 1
}

// edit replaces old, which must be in the file once, with new.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	require.Equal(t, 1, bytes.Count(data, []byte(old)), "%s holds %q once", file, old)
	require.NoError(t, os.WriteFile(file, bytes.Replace(data, []byte(old), []byte(new), 1), 0o644))
}

// changedLines are the lines of after that before does not have, each
// with a +, and those of before it lost, each with a -.
func changedLines(before, after string) []string {
	count := func(s string) map[string]int {
		m := map[string]int{}
		for _, l := range strings.Split(s, "\n") {
			m[l]++
		}
		return m
	}
	b, a := count(before), count(after)
	var out []string
	for _, l := range strings.Split(after, "\n") {
		if a[l] > b[l] {
			out = append(out, "+"+l)
			a[l]--
		}
	}
	for _, l := range strings.Split(before, "\n") {
		if b[l] > count(after)[l] {
			out = append(out, "-"+l)
			b[l]--
		}
	}
	return out
}

// testContext ends when the test's deadline is near, so that a stuck run
// fails the test instead of the whole binary.
func testContext(t *testing.T) context.Context {
	ctx := t.Context()
	if deadline, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, deadline.Add(-time.Until(deadline)/10))
		t.Cleanup(cancel)
	}
	return ctx
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
