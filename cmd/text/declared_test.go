package text

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// Declared is a message as declared in Go: what the tests check each
// language's text against.
type Declared struct {
	Key string
	// Args are the argument types: "int", "string" or "text".
	Args []string
	// Count is the index of the argument whose value chooses the plural
	// form, or -1 for a message without forms.
	Count int
}

// Messages reads every message declaration (M0{…} … M4[…]{…} literals) in
// this package's Go files, so that no message can be added without the
// tests checking its texts.
func Messages() []Declared {
	files, err := os.ReadDir(".")
	if err != nil {
		panic(err)
	}
	var out []Declared
	fset := token.NewFileSet()
	for _, f := range files {
		name := f.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			panic(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			typeName, args := messageType(lit.Type)
			if typeName == "" {
				return true
			}
			d := Declared{Args: args, Count: -1}
			for _, elt := range lit.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				value, _ := kv.Value.(*ast.BasicLit)
				switch kv.Key.(*ast.Ident).Name {
				case "key":
					d.Key, _ = strconv.Unquote(value.Value)
				case "count":
					c, _ := strconv.Atoi(value.Value)
					d.Count = c - 1
				}
			}
			out = append(out, d)
			return true
		})
	}
	return out
}

// messageType recognises M0 … M4 and their type arguments.
func messageType(expr ast.Expr) (string, []string) {
	var name string
	var params []ast.Expr
	switch t := expr.(type) {
	case *ast.Ident:
		name = t.Name
	case *ast.IndexExpr:
		name, params = t.X.(*ast.Ident).Name, []ast.Expr{t.Index}
	case *ast.IndexListExpr:
		name, params = t.X.(*ast.Ident).Name, t.Indices
	default:
		return "", nil
	}
	if len(name) != 2 || name[0] != 'M' || name[1] < '0' || name[1] > '4' {
		return "", nil
	}
	args := []string{}
	for _, p := range params {
		switch p.(*ast.Ident).Name {
		case "int":
			args = append(args, "int")
		case "string":
			args = append(args, "string")
		default:
			args = append(args, "text")
		}
	}
	return name, args
}

func TestDeclarations(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range Messages() {
		require.NotEmpty(t, d.Key)
		require.False(t, seen[d.Key], "%q declared twice", d.Key)
		seen[d.Key] = true
		require.Less(t, d.Count, len(d.Args), "%q counts an argument it does not have", d.Key)
		if d.Count >= 0 {
			require.Equal(t, "int", d.Args[d.Count], "%q counts a number", d.Key)
		}
	}
	require.Greater(t, len(seen), 400, "the declarations are found")
}

// A message's variant for phones (key@phone) takes exactly the arguments
// of the message it stands for, and names no key of a keyboard.
func TestPhoneVariantsMatchTheirMessage(t *testing.T) {
	byKey := map[string]Declared{}
	for _, d := range Messages() {
		byKey[d.Key] = d
	}
	keys := []string{"Enter", "Tab", "Intro", "Entrée", "(y/n)", "(j/n)", "(д/н)", "(i/n)", "(o/n)", "(s/n)"}
	variants := 0
	for _, d := range Messages() {
		base, ok := strings.CutSuffix(d.Key, PhoneSuffix)
		if !ok {
			continue
		}
		variants++
		b, ok := byKey[base]
		require.True(t, ok, "%q stands for %q, which is not declared", d.Key, base)
		require.Equal(t, b.Args, d.Args, "%q takes what %q takes", d.Key, base)
		require.Equal(t, b.Count, d.Count, "%q counts what %q counts", d.Key, base)
		for _, lang := range Langs() {
			phone, ok := shelfOf(lang).lookup(d.Key)
			require.True(t, ok, "%s: %q", lang, d.Key)
			for _, k := range keys {
				require.NotContains(t, phone, k, "%s %q names a key of a keyboard", lang, d.Key)
			}
		}
	}
	require.Greater(t, variants, 10, "the variants are found")
}

// A phone's printer says a message's phone variant where it has one, and
// the message itself elsewhere.
func TestPhonePrinter(t *testing.T) {
	de, phone := For(DE), ForPhone(DE)
	require.Contains(t, ExplainGoods.In(de), "Enter: keine")
	require.Contains(t, ExplainGoods.In(phone), "keine: leer senden")
	require.Equal(t, "Auftrag 5 offen ausgelegt?", AskFirstTo.In(phone, 5))
	require.Equal(t, ServeSend.In(de), ServeSend.In(phone), "no variant: the message")
	require.True(t, phone.OnPhone())
	require.False(t, de.OnPhone())
}
