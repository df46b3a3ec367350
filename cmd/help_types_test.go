package cmd_test

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// pflag's English type words and "(default …)" are not left in the help of
// the other five languages; the English help keeps them.
func TestHelpNamesFlagTypesInItsLanguage(t *testing.T) {
	english := regexp.MustCompile(`--[a-z-]+ (string|int|strings|ints|uint|float|duration)\b|\(default `)
	for lang, want := range map[string]string{
		"de": "--duration Zahl", "ru": "--duration число", "hu": "--duration szám",
		"fr": "--duration nombre", "es": "--duration número",
	} {
		r := cmdtest.Run(t, cmdtest.Env{}, "score", "--help", "--lang", lang)
		require.Equal(t, 0, r.Code, r.Stderr)
		out := r.Stdout + r.Stderr
		assert.Contains(t, out, want, lang)
		assert.Empty(t, english.FindAllString(out, -1), "%s:\n%s", lang, out)
	}
	fr := cmdtest.Run(t, cmdtest.Env{}, "score", "--help", "--lang", "fr")
	assert.Regexp(t, `--idle nombre .*\(par défaut\x{00a0}: 30\)`, fr.Stdout+fr.Stderr)
	assert.Regexp(t, `--code texte `, fr.Stdout+fr.Stderr)
	en := cmdtest.Run(t, cmdtest.Env{}, "score", "--help")
	assert.Regexp(t, `--idle int .*\(default 30\)`, en.Stdout)
	assert.Contains(t, en.Stdout, "--code string ")
}
