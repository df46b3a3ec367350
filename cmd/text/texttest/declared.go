// Package texttest checks a set of messages — the shared words of
// cmd/text, or a game's — against its declarations: every file parses, is
// sorted for lookup and holds only declared keys; every declared message
// has a text in every language, with the forms its count needs and the
// placeholders its arguments need, and renders. Each words package's tests
// run it on their own set.
package texttest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Declared is a message as declared in Go.
type Declared struct {
	Key string
	// Args are the argument types: "int", "string" or "text".
	Args []string
	// Count is the index of the argument whose value chooses the plural
	// form, or -1 for a message without forms.
	Count int
}

// Declarations reads every message declaration (M0{…} … M4[…]{…}
// literals, qualified or not) in the Go files of dir, so that no message
// can be added without the checks seeing it.
func Declarations(dir string) ([]Declared, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []Declared
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			args, ok := messageType(lit.Type)
			if !ok {
				return true
			}
			d := Declared{Args: args, Count: -1}
			for _, elt := range lit.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				value, _ := kv.Value.(*ast.BasicLit)
				if value == nil {
					continue
				}
				switch kv.Key.(*ast.Ident).Name {
				case "Key":
					d.Key, _ = strconv.Unquote(value.Value)
				case "Count":
					c, _ := strconv.Atoi(value.Value)
					d.Count = c - 1
				}
			}
			out = append(out, d)
			return true
		})
	}
	return out, nil
}

// messageType recognises M0 … M4 (or text.M0 …) and their type arguments.
func messageType(expr ast.Expr) ([]string, bool) {
	var params []ast.Expr
	switch t := expr.(type) {
	case *ast.IndexExpr:
		expr, params = t.X, []ast.Expr{t.Index}
	case *ast.IndexListExpr:
		expr, params = t.X, t.Indices
	}
	if sel, ok := expr.(*ast.SelectorExpr); ok {
		expr = sel.Sel
	}
	id, ok := expr.(*ast.Ident)
	if !ok || len(id.Name) != 2 || id.Name[0] != 'M' || id.Name[1] < '0' || id.Name[1] > '4' {
		return nil, false
	}
	args := []string{}
	for _, p := range params {
		name := ""
		switch p := p.(type) {
		case *ast.Ident:
			name = p.Name
		case *ast.SelectorExpr:
			name = p.Sel.Name
		}
		switch name {
		case "int":
			args = append(args, "int")
		case "string":
			args = append(args, "string")
		default:
			args = append(args, "text")
		}
	}
	return args, true
}
