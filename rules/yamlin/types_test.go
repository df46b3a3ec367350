package yamlin_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/yamlin"
)

// A number is a YAML integer: what only looks like one is refused with how
// it was written and its tag; the problem names file, path, line and player.
func TestNumberMustBeAnInteger(t *testing.T) {
	tests := []struct {
		value, written, tag string
	}{
		{`"3"`, `"3"`, "!!str"},
		{`'3'`, `'3'`, "!!str"},
		{`!!str 3`, `!!str 3`, "!!str"},
		{`!!float 3`, `!!float 3`, "!!float"},
	}
	for _, tt := range tests {
		root, problems := yamlin.Document("f.yaml", []byte("a: 1\ncoins: "+tt.value+"\n"))
		require.Empty(t, problems)
		w := &yamlin.Walker{File: "f.yaml", Player: "Anna"}
		_, ok := w.Number("coins", root.Content[3], altiplano.CoinsLimit)
		assert.False(t, ok, tt.value)
		require.Len(t, w.Problems, 1)
		assert.Equal(t, rules.Problem{Kind: yamlin.NotInteger, Player: "Anna", Field: rules.InFile("f.yaml", "coins", 2),
			Value: tt.written, Names: []string{tt.tag}}, *w.Problems[0])
	}
	// The negative cases: integers are read, and a decimal is not a number.
	for value, want := range map[string]int{"3": 3, "!!int 3": 3, "0": 0} {
		root, _ := yamlin.Document("f.yaml", []byte("coins: "+value+"\n"))
		w := &yamlin.Walker{File: "f.yaml"}
		n, ok := w.Number("coins", root.Content[1], altiplano.CoinsLimit)
		assert.True(t, ok, value)
		assert.Equal(t, want, n)
		assert.Empty(t, w.Problems)
	}
	root, _ := yamlin.Document("f.yaml", []byte("coins: 3.5\n"))
	w := &yamlin.Walker{File: "f.yaml"}
	_, ok := w.Number("coins", root.Content[1], altiplano.CoinsLimit)
	assert.False(t, ok)
	assert.Equal(t, rules.NotANumber, w.Problems[0].Kind)
}

func TestStringMustBeText(t *testing.T) {
	for value, written := range map[string]string{"null": "null", "~": "~", "7": "7", "true": "true", "[a]": "[a]"} {
		root, _ := yamlin.Document("f.yaml", []byte("name: "+value+"\n"))
		w := &yamlin.Walker{File: "f.yaml"}
		_, ok := w.String("name", root.Content[1])
		assert.False(t, ok, value)
		require.Len(t, w.Problems, 1, value)
		assert.Equal(t, yamlin.NotString, w.Problems[0].Kind)
		assert.Equal(t, written, w.Problems[0].Value)
		assert.Equal(t, 1, w.Problems[0].Field.Line)
	}
	for value, want := range map[string]string{`"null"`: "null", "Anna": "Anna", `'7'`: "7", "!!str 7": "7"} {
		root, _ := yamlin.Document("f.yaml", []byte("name: "+value+"\n"))
		w := &yamlin.Walker{File: "f.yaml"}
		got, ok := w.String("name", root.Content[1])
		assert.True(t, ok, value)
		assert.Equal(t, want, got)
	}
}

// Tags outside YAML's core schema are refused wherever they are, with the line.
func TestOnlyCoreTags(t *testing.T) {
	_, problems := yamlin.Document("f.yaml", []byte("a: 1\nb:\n  - !foo 3\n"))
	require.Len(t, problems, 1)
	assert.Equal(t, rules.Problem{Kind: yamlin.Tag, Field: rules.InFile("f.yaml", "", 3), Value: "!foo"}, *problems[0])
	for _, ok := range []string{"a: !!int 3\n", "a: !!str x\n", "a: !!bool true\n", "a: !!null ~\n", "a: !!map {b: 1}\n", "a: !!seq [1]\n"} {
		_, problems := yamlin.Document("f.yaml", []byte(ok))
		assert.Empty(t, problems, ok)
	}
}

// Past MaxProblems, a walker records one problem saying it gave up, at the
// line it reached, and stops walking.
func TestWalkerGivesUpAfterMaxProblems(t *testing.T) {
	var b strings.Builder
	for i := 0; i < yamlin.MaxProblems*3; i++ {
		b.WriteString("k" + strconv.Itoa(i) + ": 1\n")
	}
	root, _ := yamlin.Document("f.yaml", []byte(b.String()))
	w := &yamlin.Walker{File: "f.yaml"}
	visited := 0
	w.Mapping("", root, []string{"other"}, func(string, *yaml.Node, *yaml.Node) { visited++ })
	require.Len(t, w.Problems, yamlin.MaxProblems+1)
	assert.True(t, yamlin.GaveUpOn(w.Problems))
	assert.Equal(t, rules.Problem{Kind: yamlin.GaveUp, N: yamlin.MaxProblems, Field: rules.InFile("f.yaml", "", yamlin.MaxProblems)}, *w.Problems[yamlin.MaxProblems])
	assert.True(t, w.Full())

	// Another walker of the same file counts what was spent.
	w2 := &yamlin.Walker{File: "f.yaml", Spent: yamlin.MaxProblems - 1}
	w2.Fail("x", nil, rules.Problem{Kind: yamlin.Missing})
	assert.True(t, yamlin.GaveUpOn(w2.Problems))
	w2.Fail("y", nil, rules.Problem{Kind: yamlin.Missing})
	assert.Len(t, w2.Problems, 2, "nothing after giving up")
}
