package cmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	_ "altiplano/cmd" // the games register their message files
	"altiplano/cmd/text"
)

// A key is in one message file of a language only: a game's file never
// hides or repeats a shared text or another game's. (Each file is checked
// against its own declarations by its package's tests.)
func TestNoKeyInTwoMessageFiles(t *testing.T) {
	for _, lang := range text.Langs() {
		files := text.MessageFiles(lang)
		assert.GreaterOrEqual(t, len(files), 3, "the shared file and each game's")
		owner := map[string]int{}
		for i, f := range files {
			m, errs := text.ParseMessageFile(f)
			assert.Empty(t, errs)
			keys := make([]string, 0, len(m.Plain)+len(m.Counts))
			for k := range m.Plain {
				keys = append(keys, k)
			}
			for k := range m.Counts {
				keys = append(keys, k)
			}
			for _, k := range keys {
				if j, dup := owner[k]; dup {
					t.Errorf("%s: %q is in message files %d and %d", lang, k, j, i)
				}
				owner[k] = i
			}
		}
	}
}
