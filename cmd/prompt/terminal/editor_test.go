package terminal_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
	"altiplano/cmd/prompt/terminal"
	"altiplano/cmd/text"
)

// A long answer typed one key at a time, at 60, 80 and 100 columns and in
// three scripts: the input line is on the screen once, whole, and nothing
// else is left behind (promptui drew a new copy on every keystroke once the
// line wrapped).
func TestLongAnswerLeavesOneCopyAtAnyWidth(t *testing.T) {
	answers := map[string]string{
		"fr": "3 bois 2 pierre 1 verre 4 poisson 2 laine 1 argent 3 maïs 2 nourriture 1 étoffe 2 cacao",
		"ru": "3 дерево 2 камень 1 стекло 4 рыба 2 шерсть 1 серебро 3 кукуруза 2 еда 1 ткань",
		"ja": "木材木材木材木材木材石石石石石ガラスガラスガラス魚魚魚魚羊毛羊毛銀銀銀銀銀布布布",
	}
	for _, cols := range []int{60, 80, 100} {
		for lang, answer := range answers {
			t.Run(fmt.Sprintf("%s-%d", lang, cols), func(t *testing.T) {
				scr := newScreen(cols)
				help := "Marchandises possédées hors de l'entrepôt, pas sur des commandes : " +
					"conteneur, sac, cases de planification et d'action, tuile de rôle, extensions. Par exemple : 3 bois 2 pierre verre"
				term := &terminal.Terminal{In: strings.NewReader(answer + "\r"), Out: scr, Columns: func() int { return cols }}
				got, err := term.Ask(prompt.Question{Label: "Léa · marchandises", Help: help})
				require.NoError(t, err)
				assert.Equal(t, answer, got)
				shown := scr.String()
				assert.Equal(t, 1, strings.Count(shown, "Léa · marchandises"), shown)
				for _, row := range strings.Split(shown, "\n") {
					assert.LessOrEqual(t, text.Width(row), cols, "row %q", row)
				}
				// Rows are compared without spaces, which a row's end trims.
				squeeze := strings.NewReplacer(" ", "", "\n", "")
				assert.Contains(t, squeeze.Replace(shown), squeeze.Replace("Léa · marchandises: "+answer), "the answer reads whole")
				assert.Contains(t, squeeze.Replace(shown), squeeze.Replace("Par exemple : 3 bois 2 pierre verre"), "the help is shown")
			})
		}
	}
}

// Editing in the middle of a wrapped line (arrows, backspace) still leaves
// one copy.
func TestEditingAWrappedLine(t *testing.T) {
	scr := newScreen(30)
	keys := "3 bois 2 pierre 1 verre 4 poisson 2 laine" + strings.Repeat("\x1b[D", 20) + "\x7f\x7fX\x1b[F!\r"
	term := &terminal.Terminal{In: strings.NewReader(keys), Out: scr, Columns: func() int { return 30 }}
	got, err := term.Ask(prompt.Question{Label: "Ana · goods"})
	require.NoError(t, err)
	assert.Equal(t, "3 bois 2 pierre 1 vXre 4 poisson 2 laine!", got)
	assert.Equal(t, 1, strings.Count(scr.String(), "Ana · goods"), scr.String())
}

// A refused answer comes back pre-filled with the cursor at its end, its
// problem above; Tab takes the proposed correction. "3 boiss 2 pierre"
// fixed with Tab and Enter: two keys beyond the first Enter.
func TestRefusedAnswerComesBackPrefilledWithItsFix(t *testing.T) {
	scr := newScreen(80)
	validate := func(s string) error {
		if strings.Contains(s, "boiss") {
			return &prompt.Refusal{Message: "« boiss » : bois ? (Tab)", Fixed: strings.ReplaceAll(s, "boiss", "bois")}
		}
		return nil
	}
	term := &terminal.Terminal{In: strings.NewReader("3 boiss 2 pierre\r\t\r"), Out: scr, Columns: func() int { return 80 }}
	got, err := term.Ask(prompt.Question{Label: "Léa · marchandises", Validate: validate})
	require.NoError(t, err)
	assert.Equal(t, "3 bois 2 pierre", got)
	assert.Equal(t, "Léa · marchandises: 3 boiss 2 pierre\n  ! « boiss » : bois ? (Tab)\nLéa · marchandises: 3 bois 2 pierre", scr.String())

	// Or by hand: the cursor is at the end, so the fix is Ctrl-W (the last
	// word) and the word again.
	scr = newScreen(80)
	term = &terminal.Terminal{In: strings.NewReader("2 pierre 3 boiss\r\x17bois\r"), Out: scr, Columns: func() int { return 80 }}
	got, err = term.Ask(prompt.Question{Label: "Léa · marchandises", Validate: validate})
	require.NoError(t, err)
	assert.Equal(t, "2 pierre 3 bois", got)
}

func TestDefaultIsShownAsADefault(t *testing.T) {
	scr := newScreen(80)
	term := &terminal.Terminal{In: strings.NewReader("\r"), Out: scr, Colon: " : "}
	got, err := term.Ask(prompt.Question{Label: "Léa · pièces", Default: "0"})
	require.NoError(t, err)
	assert.Equal(t, "0", got)
	assert.Equal(t, "Léa · pièces [0] :", scr.String())

	scr = newScreen(80)
	term = &terminal.Terminal{In: strings.NewReader("o\r"), Out: scr, Colon: " : "}
	_, err = term.Ask(prompt.Question{Label: "Variante des missions jouée ?"})
	require.NoError(t, err)
	assert.Equal(t, "Variante des missions jouée ? o", scr.String(), "no doubled punctuation")
}

func TestCtrlCInterrupts(t *testing.T) {
	term := &terminal.Terminal{In: strings.NewReader("abc\x03"), Out: newScreen(80)}
	_, err := term.Ask(prompt.Question{Label: "x"})
	assert.True(t, errors.Is(err, prompt.ErrInterrupted))
}

// The first refusal says that the answer stays for correcting, once.
func TestFirstRefusalSaysHowToClear(t *testing.T) {
	scr := newScreen(80)
	no := func(string) error { return errors.New("no") }
	term := &terminal.Terminal{In: strings.NewReader("a\r\x15b\r"), Out: scr, EditHint: "(Ctrl-U clears it.)"}
	_, err := term.Ask(prompt.Question{Label: "x", Validate: no})
	assert.ErrorIs(t, err, prompt.ErrInterrupted)
	assert.Equal(t, 1, strings.Count(scr.String(), "(Ctrl-U clears it.)"), scr.String())
	assert.Contains(t, scr.String(), "x: b\n  ! no\nx: b", "Ctrl-U cleared the refused a")
}

// A Tab in pasted text (columns copied from a sheet) is typed as a space
// where no correction is proposed: the words stay apart.
func TestPastedTabIsASpace(t *testing.T) {
	tests := []struct{ pasted, want string }{
		{"2\twood\t1\tstone", "2 wood 1 stone"},
		{"Café\tde\tParis", "Café de Paris"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			term := &terminal.Terminal{In: strings.NewReader(tt.pasted + "\r"), Out: newScreen(80), Columns: func() int { return 80 }}
			got, err := term.Ask(prompt.Question{Label: "Ana · goods"})
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}
