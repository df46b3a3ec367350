package score_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/golden"
)

// transcript is a walk-through as a reader meets it: each question's
// explanation and label with the answer typed, then what the terminal
// said (the echoes, the review) and the score pad.
func transcript(asked []string, stderr, stdout string) string {
	return "## questions\n" + strings.Join(asked, "\n") + "\n\n## terminal\n" + stderr + "\n## pad\n" + stdout
}

// The walk-through and the review in Russian and French, whole, as a
// native reader checked them: the words of the rulebook, agreement with
// the players' names, nothing said twice. Two women play, so nothing may
// call the start player «он» or «lui».
func TestWalkThroughAndReviewWording(t *testing.T) {
	answers := map[string][]string{
		"ru": {"Лидия, Жанна", "д",
			"3", "2 дерева стекло 2 ткани", "3 рыбы | серебро кукуруза", "1", "", "3", "стекло", "6", "12 5", "д", "4", "2",
			"5", "3 камня 2 руды", "камень камень кукуруза / руда руда руда", "0", "руда камень", "5", "19 10", "4",
			"н", "", "", "", "н"},
		"fr": {"Lydie, Jeanne", "o",
			"3", "2 bois verre 2 étoffe", "3 poisson | argent maïs", "1", "", "3", "verre", "6", "12 5", "o", "4", "2",
			"5", "3 pierre 2 minerai", "pierre pierre maïs / minerai minerai minerai", "0", "minerai pierre", "5", "19 10", "4",
			"n", "", "", "", "n"},
	}
	for lang, script := range answers {
		t.Run(lang, func(t *testing.T) {
			r, fake := interactive(t, t.TempDir(), script, "--lang", lang, "--no-history")
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Zero(t, fake.Remaining())
			assert.Empty(t, fake.Refusals)
			var asked []string
			for i, q := range fake.Asked {
				if q.Help != "" {
					asked = append(asked, q.Help)
				}
				asked = append(asked, fmt.Sprintf("%s: %s", q.Label, script[i]))
			}
			golden.Assert(t, filepath.Join("score", "walk-"+lang+".txt"), []byte(transcript(asked, r.Stderr, r.Stdout)))
		})
	}
}
