package cmd_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
)

// programName is the program's name, which its home game shares: it is
// said everywhere (the command, its settings, its files), so only the
// other games' names are looked for in words; every game's packages are
// looked for in imports.
const programName = "altiplano"

// Outside each game's own folders (rules/<id>, scoring/<id>, setup/<id>,
// cmd/<id>; missions/ is Altiplano's) and the registry, no Go file imports
// a game's package or names a game in code or a string literal: the shared
// machinery runs whatever the registry lists.
func TestOnlyGameFoldersNameAGame(t *testing.T) {
	var ids []string
	for _, id := range cmd.Registry().IDs() {
		ids = append(ids, string(id))
	}
	require.Contains(t, ids, programName)
	own := func(path string) bool {
		if path == "cmd/registry/registry.go" || strings.HasPrefix(path, "missions/") {
			return true
		}
		for _, id := range ids {
			for _, layer := range []string{"rules", "scoring", "setup", "cmd"} {
				if strings.HasPrefix(path, layer+"/"+id+"/") {
					return true
				}
			}
		}
		return false
	}
	gamePackage := func(imp string) bool {
		if imp == "altiplano/missions" || strings.HasPrefix(imp, "altiplano/missions/") {
			return true
		}
		for _, id := range ids {
			for _, layer := range []string{"rules", "scoring", "setup", "cmd"} {
				p := "altiplano/" + layer + "/" + id
				if imp == p || strings.HasPrefix(imp, p+"/") {
					return true
				}
			}
		}
		return false
	}
	named := func(s string) string {
		s = strings.ToLower(s)
		for _, id := range ids {
			if id != programName && strings.Contains(s, id) {
				return id
			}
		}
		return ""
	}
	checked := 0
	root := ".."
	err := filepath.WalkDir(root, func(file string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, file)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || rel == "testdata" || rel == "cmd/internal/gametest" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") || own(rel) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			assert.False(t, gamePackage(path), "%s imports %s, a game's package", rel, path)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ImportSpec:
				return false
			case *ast.BasicLit:
				if n.Kind == token.STRING {
					if id := named(n.Value); id != "" {
						t.Errorf("%s: the string %s names %s", rel, n.Value, id)
					}
				}
			case *ast.Ident:
				if id := named(n.Name); id != "" {
					t.Errorf("%s: %s names %s", rel, n.Name, id)
				}
			}
			return true
		})
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 100, "the shared files are found")
}
