package cmd_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// --help is in the user's language through and through: cobra's [flags]
// and [command], the argument names and the examples' comments.
func TestHelpIsTranslatedWhole(t *testing.T) {
	tests := []struct {
		lang, args, want string
	}{
		{"fr", "score --help", "Utilisation\u00a0:\n  altiplano score [options]\n"},
		{"fr", "score --help", "# décompter la fin d'une partie pas à pas"},
		{"ru", "games show --help", "altiplano games show НОМЕР [параметры]"},
		{"de", "games import --help", "altiplano games import DATEI... [Optionen]"},
		{"es", "box check --help", "altiplano box check [ARCHIVO] [opciones]"},
		{"hu", "setup --help", "# egy játékos titkos küldetései"},
		{"fr", "--help", "altiplano [commande]"},
		{"en", "score --help", "altiplano score [flags]\n"},
		{"en", "score --help", "# walk through the end of a game"},
	}
	for _, tt := range tests {
		r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"--lang", tt.lang}, strings.Fields(tt.args)...)...)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, tt.want, "%s %s", tt.lang, tt.args)
		if tt.lang != "en" {
			for _, english := range []string{"[flags]", "[command]", " FILE", " ID ", "# walk through", "# one player's", "# count what", "# five minutes"} {
				assert.NotContains(t, r.Stdout, english, "%s %s", tt.lang, tt.args)
			}
		}
	}
}

// cobra's own commands, completion and help, speak the user's language
// too: their help, each shell's, and the flag of the shells.
func TestCompletionAndHelpCommandsAreTranslated(t *testing.T) {
	english := []string{"Generate the autocompletion script", "To load completions", "disable completion descriptions",
		"Help provides help", "for the specified shell", "You will need to start a new shell"}
	want := map[string]string{
		"de": "In dieser Shell-Sitzung laden:", "fr": "Pour le charger dans cette session\u00a0:", "es": "Para cargarlo en esta sesión:",
		"hu": "Betöltés ebben a munkamenetben:", "ru": "Загрузить в текущем сеансе:", "en": "To load it in this shell session:",
	}
	for _, lang := range []string{"en", "de", "fr", "es", "hu", "ru"} {
		for _, args := range []string{"completion --help", "completion bash --help", "completion zsh --help",
			"completion fish --help", "completion powershell --help", "help --help"} {
			r := cmdtest.Run(t, cmdtest.Env{}, append([]string{"--lang", lang}, strings.Fields(args)...)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			for _, e := range english {
				assert.NotContains(t, r.Stdout, e, "%s %s", lang, args)
			}
			if args != "completion --help" && args != "help --help" { // a shell's
				assert.Contains(t, r.Stdout, want[lang], "%s %s", lang, args)
			}
		}
	}
}
