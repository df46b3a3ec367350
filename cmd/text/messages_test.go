package text_test

import (
	"os"
	"path/filepath"
	"testing"

	"altiplano/cmd/text"
	"altiplano/cmd/text/texttest"
	"altiplano/rules"
)

// The shared messages: their files against their declarations.
func TestSharedMessages(t *testing.T) {
	files := map[text.Lang]string{}
	for _, lang := range text.Langs() {
		data, err := os.ReadFile(filepath.Join("locales", string(lang)+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		files[lang] = string(data)
	}
	texttest.Check(t, texttest.Set{Dir: ".", Files: files,
		SameInEveryLanguage: []string{"draft.line", "field.in_file", "field.in_file_line", "field.file", "mark.box", "err.prefix", "field.limit"},
		WordsInCommon: map[text.Lang][]string{
			text.DE: {"start", "code", "box"},
			text.FR: {"code", "total", "source", "version", "mission", "missions"},
			text.ES: {"total", "no", "roles"},
		}})
}

// Every kind of problem the shared packages report has its text.
func TestSharedProblemsRender(t *testing.T) {
	texttest.CheckProblems(t, text.ProblemKinds(), func(k rules.Kind) *rules.Problem {
		return &rules.Problem{Kind: k, Player: "Anna", Field: rules.AtIndex(rules.FieldName, 2),
			Value: "x", N: 4, Min: 1, Max: 3, Names: []string{"Anna", "Ben"}}
	})
}
