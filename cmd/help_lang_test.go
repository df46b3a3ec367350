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
