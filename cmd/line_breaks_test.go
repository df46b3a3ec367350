package cmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// A table at 40, 60 and 80 columns, in every language: the pads (with
// their tie lines), the walk-through's lines and review, and every
// question, as the terminal shows them, never break a line inside a word.
// Each is compared with the same output unwrapped: a line break where that
// has none between two letters is a split word.
func TestNoWordIsSplitAtAnyWidth(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every game in six languages at three widths")
	}
	box := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(box, []byte("alpaka:\n  values: {mime: 3}\n"), 0o644))
	plays := []struct {
		name    string
		args    []string
		answers []string
	}{
		{"altiplano walk-through", []string{"score", "--no-history"}, []string{
			"Anna, Benedikt", "y",
			"3", "2 wood glass 2 cloth", "3 fish | silver corn", "1", "", "3", "glass", "6", "12 5", "y", "4", "2",
			"5", "3 stone 2 ore", "stone stone corn / ore ore ore", "0", "ore stone", "5", "19 10", "4",
			"n", "", "", "", "n",
		}},
		{"alpaka walk-through", []string{"alpaka", "score", "--no-history", "--box", box}, []string{
			"Lidia, Alexander", "twins | mime king | unicorn", "", "11",
			"fighter baby | unicorn", "", "9", "7", "viking", "9", "10", "12", "2", "", "", "", "n",
		}},
		{"altiplano pad with a tie", []string{"score", "--no-history", "--file", golden.Testdata("games", "4p-missions.yaml")}, nil},
		{"alpaka pad with its places decided", []string{"alpaka", "score", "--no-history", "--file", golden.Testdata("alpaka", "16-places-decided.yaml"),
			"--box", golden.Testdata("alpaka", "box.yaml")}, nil},
	}
	for _, play := range plays {
		for _, lang := range text.Langs() {
			run := func(width int) (cmdtest.Result, *prompt.Fake) {
				fake := prompt.NewFake(play.answers...)
				fake.Columns = width
				args := append(append([]string{}, play.args...), "--lang", string(lang))
				return cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, args...), fake
			}
			source, sourceFake := run(0)
			require.Equal(t, 0, source.Code, "%s %s: %s", play.name, lang, source.Stderr)
			require.Empty(t, sourceFake.Refusals, "%s %s: the script plays the game", play.name, lang)
			for _, width := range []int{40, 60, 80} {
				t.Run(fmt.Sprintf("%s/%s/%d", play.name, lang, width), func(t *testing.T) {
					shown, fake := run(width)
					require.Equal(t, source.Code, shown.Code, shown.Stderr)
					for _, out := range []struct{ name, source, shown string }{
						{"standard output", source.Stdout, shown.Stdout}, {"standard error", source.Stderr, shown.Stderr},
					} {
						word, split := text.SplitWord(out.source, text.TerminalWrap(out.shown, width))
						assert.False(t, split, "%s splits %q:\n%s", out.name, word, out.shown)
					}
					require.Len(t, fake.Asked, len(sourceFake.Asked))
					for _, q := range fake.Asked {
						above, line := prompt.Layout(q, "", width)
						whole, wholeLine := prompt.Layout(q, "", 1<<20)
						word, split := text.SplitWord(whole+"\n"+wholeLine, text.TerminalWrap(above+"\n"+line, width))
						assert.False(t, split, "the question %q splits %q", q.Label, word)
					}
				})
			}
		}
	}
}
