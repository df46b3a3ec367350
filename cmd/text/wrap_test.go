package text

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWrap(t *testing.T) {
	tests := []struct {
		name, in string
		width    int
		want     string
	}{
		{"fits", "Anna  3 wood", 40, "Anna  3 wood"},
		{"between words", "Be the first to complete a row of fish", 20, "Be the first to\ncomplete a row of\nfish"},
		{"a value and its unit stay together across a no-break space", "achieved, 4\u00a0VP; not achieved", 20, "achieved, 4\u00a0VP; not\nachieved"},
		{"never before a closing mark", "the row holds 3 tiles : mixed goods", 21, "the row holds 3\ntiles : mixed goods"},
		{"inside « »", "choisissez « Entrée » puis continuez", 20, "choisissez\n« Entrée » puis\ncontinuez"},
		{"a list mark's lines hang under its text", "  - goods values for food, corn, wood are unverified", 30, "  - goods values for food,\n    corn, wood are unverified"},
		{"a table's value wraps under its column", "    3 warehouse    fish fish fish | silver corn", 36, "    3 warehouse    fish fish fish |\n                   silver corn"},
		{"a legend's mark and two spaces hang like the others", "*  inferred: an unverified default, check it", 30, "*  inferred: an unverified\n   default, check it"},
		{"a footnote's lines hang under its text", "[2] printed only on the component, record it", 30, "[2] printed only on the\n    component, record it"},
		{"a refusal's lines hang under its text", "  ! a refusal that wraps under it", 20, "  ! a refusal that\n    wraps under it"},
		{"an indent too deep for its first word gives way", "                  continued: the rest of it", 20, "continued: the rest\nof it"},
		{"lines of the text are kept", "one two\nthree", 20, "one two\nthree"},
		{"a path wider than a line is cut after a slash", "saved in /home/someone/.config/altiplano/drafts/game.yaml", 24, "saved in\n/home/someone/.config/\naltiplano/drafts/\ngame.yaml"},
		{"wide characters count twice", "名前名前名前 名前名前名前 名前", 20, "名前名前名前\n名前名前名前 名前"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Wrap(tt.in, tt.width)
			assert.Equal(t, tt.want, got)
			for _, line := range strings.Split(got, "\n") {
				assert.LessOrEqual(t, Width(line), max(tt.width, MinWrap), "%q", line)
			}
		})
	}
}

// SplitWord finds a line break inside a word, as a terminal makes one when
// a line is wider than it, and not one between words.
func TestSplitWord(t *testing.T) {
	s := "Be the first to complete a row"
	_, split := SplitWord(s, Wrap(s, 20))
	assert.False(t, split)
	word, split := SplitWord(s, TerminalWrap(s, 20))
	assert.True(t, split)
	assert.Equal(t, "complete", word)
	_, split = SplitWord("a b", "a\n    b")
	assert.False(t, split)

	// A table whose cells wrap in their columns shows words out of order:
	// whole words pass, a cut one does not, a path cut after / passes.
	row := "16  Complete an order  3  /home/ana/box.yaml"
	_, split = SplitWord(row, "16  Complete an  3  /home/ana/\n    order          box.yaml")
	assert.False(t, split)
	word, split = SplitWord(row, "16  Complete an  3\n    ord\n    er")
	assert.True(t, split)
	assert.Equal(t, "ord", word)
}

// Whatever the text and width, the wrapper keeps every character, breaks
// no word that fits on a line, and fills no line beyond the width except
// with a word wider than a line.
func FuzzWrap(f *testing.F) {
	for _, s := range []string{"Be the first to complete a row of fish", "  - a b c d e f g", "x  y  z", "choisissez « Entrée » : oui", "名前 名前名前"} {
		f.Add(s, 20)
	}
	f.Fuzz(func(t *testing.T, s string, width int) {
		if width > 200 || strings.ContainsAny(s, "\r\t\v\f") || !utf8Valid(s) {
			return
		}
		got := Wrap(s, width)
		require.Equal(t, nonSpace(s), nonSpace(got), "every character is kept")
		w := max(width, MinWrap)
		longest := 0
		for _, word := range strings.Fields(s) {
			longest = max(longest, Width(word))
		}
		if longest*2 < w { // every word fits with room to hang
			word, split := SplitWord(s, got)
			require.False(t, split, "%q split in %q", word, got)
			for _, line := range strings.Split(got, "\n") {
				if !strings.Contains(s, line) {
					require.LessOrEqual(t, Width(line), w, "%q", line)
				}
			}
		}
	})
}

func nonSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }
