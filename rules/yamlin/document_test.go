package yamlin_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/yamlin"
)

func kinds(ps rules.Problems) []rules.Kind {
	var out []rules.Kind
	for _, p := range ps {
		out = append(out, p.Kind)
	}
	return out
}

// One document, nothing after it, no aliases, at most MaxBytes: every way a
// file could hold more than its reader sees is refused, with the line.
func TestDocumentRefusesWhatAReaderWouldNotSee(t *testing.T) {
	tests := []struct {
		name string
		data string
		want rules.Kind
		line int
	}{
		{"second document", "a: 1\n---\nb: 2\n", yamlin.Trailing, 2},
		{"after the end marker", "a: 1\n...\ngarbage\n", yamlin.Trailing, 2},
		{"second JSON value", `{"a": 1} {"b": 2}`, yamlin.Trailing, 0},
		{"alias", "a: &x 1\nb: *x\n", yamlin.Alias, 2},
		{"syntax", "a: [1\n", yamlin.Syntax, 1},
		{"too large", "a: " + strings.Repeat("x", yamlin.MaxBytes) + "\n", yamlin.TooLarge, 0},
		// Characters YAML would read as a line break inside a quoted name
		// (a space), or refuses with no word of which: said with the line.
		{"next line in a quoted name", "a: 1\nname: \"An\u0085na\"\n", yamlin.Character, 2},
		{"line separator", "name: An\u2028na\n", yamlin.Character, 1},
		{"paragraph separator", "{\"name\": \"An\u2029na\"}", yamlin.Character, 1},
		{"delete in JSON", "{\"name\":\n \"An\x7fna\"}", yamlin.Character, 2},
		{"a C1 control", "name: An\u0090na\n", yamlin.Character, 1},
		{"Latin-1", "a: 1\n# caf\xe9\n", yamlin.Encoding, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, problems := yamlin.Document("f.yaml", []byte(tt.data))
			assert.Nil(t, root)
			require.Len(t, problems, 1)
			assert.Equal(t, tt.want, problems[0].Kind)
			assert.Equal(t, "f.yaml", problems[0].Field.File)
			assert.Equal(t, tt.line, problems[0].Field.Line)
		})
	}
	root, problems := yamlin.Document("f.yaml", []byte("a: 1\n---\n"))
	assert.Nil(t, root)
	assert.Equal(t, []rules.Kind{yamlin.Trailing}, kinds(problems), "even an empty second document")
	root, problems = yamlin.Document("f.yaml", nil)
	assert.Nil(t, root)
	assert.Empty(t, problems, "an empty file is no document, not a problem here")
}

// FuzzDocument: never a panic; what is accepted is one document without
// aliases, and adding a second document to it is always refused.
func FuzzDocument(f *testing.F) {
	for _, s := range []string{"a: 1\n", "{\"a\": [1, 2]}", "- x\n- y\n", "a: &x 1\nb: *x\n", "a: 1\n---\nb: 2\n", "", "...\n", "%YAML 1.2\n---\na: 1\n", "\xff\xfe00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		root, problems := yamlin.Document("f.yaml", data)
		if len(problems) > 0 {
			require.Nil(t, root)
			for _, p := range problems {
				require.Equal(t, "f.yaml", p.Field.File)
			}
			return
		}
		if root == nil {
			return
		}
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			require.NotEqual(t, yaml.AliasNode, n.Kind, "no alias is accepted")
			for _, c := range n.Content {
				walk(c)
			}
		}
		walk(root)
		if len(data) > yamlin.MaxBytes-32 || !utf8.Valid(data) {
			return // a UTF-16 file would read the added UTF-8 as part of itself
		}
		more := append(append([]byte{}, data...), []byte("\n---\nsecond: document\n")...)
		if r2, p2 := yamlin.Document("f.yaml", more); len(p2) == 0 {
			require.Nil(t, r2, "a second document is never silently dropped: %q", more)
		}
	})
}

// A text that is not YAML is refused at the line a person must correct,
// saying why where the parser tells: its own line numbers are off by one
// for some errors and missing for the first line.
func TestSyntaxProblemsSayWhereAndWhy(t *testing.T) {
	tests := []struct {
		data string
		line int
		why  string
	}{
		{"lang: fr\nbox: [x\n", 2, yamlin.SyntaxUnclosedBracket},
		{"a: 1\nb: 2\nc: 3\nwarehouse: [oops\n", 4, yamlin.SyntaxUnclosedBracket},
		{"a: 1\nb: {x: 1\nc: 2\n", 2, yamlin.SyntaxUnclosedBracket},
		{"lang: \"fr\ndb: x\n", 1, yamlin.SyntaxUnclosedQuote},
		{"\tlang: fr\n", 1, yamlin.SyntaxTab},
		{"a: 1\na:\n\t- x\n", 3, yamlin.SyntaxTab},
		{"a: @x\n", 1, yamlin.SyntaxReserved},
		{"a: 1\n b: 2\n", 2, yamlin.SyntaxColon},
		{"a: 1\nb: x: y\n", 2, yamlin.SyntaxColon},
		{"a: 1\nb\nc: 2\n", 2, yamlin.SyntaxNoColon},
		{"a:\n  - 1\n  b: 2\n", 2, yamlin.SyntaxIndent},
		{"a: \"\\q\"\n", 1, yamlin.SyntaxEscape},
		{"goods: [\n", 1, yamlin.SyntaxUnclosedBracket},
		{"a: [1, [2]\nb: 3\n", 1, yamlin.SyntaxUnclosedBracket},
	}
	for _, tt := range tests {
		_, problems := yamlin.Document("f.yaml", []byte(tt.data))
		require.Len(t, problems, 1, tt.data)
		assert.Equal(t, yamlin.Syntax, problems[0].Kind, tt.data)
		assert.Equal(t, tt.line, problems[0].Field.Line, tt.data)
		assert.Equal(t, tt.why, problems[0].Item, tt.data)
	}
}
