package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

func TestGlassInEveryLanguage(t *testing.T) {
	for lang, glass := range map[string]string{"ru": "стекло", "hu": "üveg", "fr": "verre", "es": "cristal", "de": "Glas", "en": "glass"} {
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--lang", lang)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, glass, lang)
	}
}

func TestLanguageFromTheSystemLocale(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LANG": "hu_HU.UTF-8"}}, "rules", "goods")
	require.Equal(t, 0, r.Code)
	assert.Contains(t, r.Stdout, "Áruk: győzelmi pont")
	assert.Contains(t, r.Stdout, "üveg")

	// LC_ALL wins over LANG; an unknown locale means English.
	r = cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "hu_HU.UTF-8"}}, "rules", "goods")
	assert.Contains(t, r.Stdout, "verre")
	r = cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LANG": "ja_JP.UTF-8"}}, "rules", "goods")
	assert.Contains(t, r.Stdout, "glass")
	r = cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"LANG": "C.UTF-8"}}, "rules", "goods")
	assert.Contains(t, r.Stdout, "glass")
}

// --lang > ALTIPLANO_LANG > config file > locale.
func TestLanguagePrecedence(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "config.yaml"), []byte("lang: de\n"), 0o644))
	env := cmdtest.Env{ConfigDir: dir, Env: map[string]string{"LANG": "hu_HU.UTF-8"}}

	assert.Contains(t, cmdtest.Run(t, env, "rules", "goods").Stdout, "Glas", "config file beats the locale")
	env.Env["ALTIPLANO_LANG"] = "es"
	assert.Contains(t, cmdtest.Run(t, env, "rules", "goods").Stdout, "cristal", "environment beats config file")
	assert.Contains(t, cmdtest.Run(t, env, "rules", "goods", "--lang", "ru").Stdout, "стекло", "flag beats environment")
	assert.Contains(t, cmdtest.Run(t, env, "rules", "goods", "--lang=fr").Stdout, "verre")
}

func TestUnknownLanguageIsRefused(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--lang", "pt")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, `"pt" is not a language altiplano speaks; choose en, de, ru, hu, fr or es`)
}

func TestErrorsAndHelpAreTranslated(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "6", "--lang", "de")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--players: muss eine ganze Zahl von 2 bis 5 sein, nicht „6“", "the flag as typed, not a translated word")
	r = cmdtest.Run(t, cmdtest.Env{}, "setup", "--bogus", "--lang", "ru")
	assert.Contains(t, r.Stderr, "неизвестный параметр --bogus")
	r = cmdtest.Run(t, cmdtest.Env{}, "--help", "--lang", "hu")
	assert.Contains(t, r.Stdout, "Használat:")
	assert.Contains(t, r.Stdout, "Parancsok:")
	assert.Contains(t, r.Stdout, "Az altiplano az asztalnál segít")
}

// --json stays language-neutral whatever the language.
func TestJSONIsLanguageNeutral(t *testing.T) {
	en := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "1", "--json")
	ru := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "1", "--json", "--lang", "ru")
	assert.Equal(t, en.Stdout, ru.Stdout)
	var sheet map[string]any
	require.NoError(t, json.Unmarshal([]byte(ru.Stdout), &sheet))
	assert.Equal(t, "Player 1", sheet["names"].([]any)[0])

	game := golden.Testdata("games", "4p-missions.yaml")
	assert.Equal(t, cmdtest.Run(t, cmdtest.Env{}, "score", "--file", game, "--json").Stdout,
		cmdtest.Run(t, cmdtest.Env{}, "score", "--file", game, "--json", "--lang", "hu").Stdout)
}

// Input stays multilingual whatever the output language.
func TestInputInAnyLanguage(t *testing.T) {
	record := `{"version": 1, "players": [{"name": "Anna", "goods": {"fa": 3, "стекло": 1}}, {"name": "Ben", "goods": {"Holz": 2}}]}`
	r := cmdtest.Run(t, cmdtest.Env{Stdin: record}, "score", "--file", "-", "--lang", "fr")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Feuille de score · 2 joueurs")
}

// Every view in every language: the properties the English goldens cannot
// give (no fmt error, no raw message key, no line left in English), on the
// commands' whole output.
func TestEveryLanguageRendersEveryView(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	game := golden.Testdata("games", "4p-missions.yaml")
	views := map[string][]string{
		"rules goods":      {"rules", "goods"},
		"rules supply":     {"rules", "supply", "--players", "4"},
		"rules warehouse":  {"rules", "warehouse", "--box", box},
		"rules missions":   {"rules", "missions"},
		"rules extensions": {"rules", "extensions", "--box", box},
		"rules roles":      {"rules", "roles", "--box", box},
		"rules end":        {"rules", "end"},
		"setup":            {"setup", "--players", "3", "--seed", "1", "--missions"},
		"setup box":        {"setup", "--players", "5", "--seed", "31337", "--missions", "--box", box, "--roles", "draft"},
		"setup seat":       {"setup", "--code", setupCode(t), "--seat", "2"},
		"score":            {"score", "--file", game},
		"help":             {"--help"},
		"setup help":       {"setup", "--help"},
		"score help":       {"score", "--help"},
	}
	rawKey := regexp.MustCompile(`\b[a-z_]+\.[a-z_]+\.[a-z_0-9]+\b`)
	for name, args := range views {
		en := cmdtest.Run(t, cmdtest.Env{}, append(args, "--lang", "en")...)
		require.Equal(t, 0, en.Code, "%s: %s", name, en.Stderr)
		englishLines := map[string]bool{}
		for _, l := range strings.Split(en.Stdout, "\n") {
			if len(strings.Fields(l)) >= 4 { // a sentence, not a number row
				englishLines[l] = true
			}
		}
		for _, lang := range []string{"de", "ru", "hu", "fr", "es"} {
			r := cmdtest.Run(t, cmdtest.Env{}, append(args, "--lang", lang)...)
			require.Equal(t, 0, r.Code, "%s %s: %s", lang, name, r.Stderr)
			assert.NotContains(t, r.Stdout, "%!", "%s %s", lang, name)
			assert.Empty(t, rawKey.FindAllString(r.Stdout, -1), "%s %s shows message keys", lang, name)
			for _, l := range strings.Split(r.Stdout, "\n") {
				if englishLines[l] && !strings.Contains(l, "altiplano ") {
					t.Errorf("%s %s: line left in English: %q", lang, name, l)
				}
			}
		}
	}
}

func setupCode(t *testing.T) string {
	t.Helper()
	r := cmdtest.Run(t, cmdtest.Env{}, "setup", "--players", "3", "--seed", "9", "--missions", "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	var sheet struct{ Code string }
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &sheet))
	return sheet.Code
}

// French typography on the pad's mission lines: a no-break space before ":"
// and ";".
func TestFrenchPadMissionLines(t *testing.T) {
	game := golden.Testdata("games", "4p-missions.yaml")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", game, "--no-history", "--lang", "fr")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "  Anna\u00a0: n°\u00a012 Construire 3 bateaux\u00a0: réussie, 4\u00a0PV\u00a0; n°\u00a011 ")
	en := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", game, "--no-history")
	assert.Contains(t, en.Stdout, "  Anna: #12 Build 3 boats: achieved, 4 VP; #11 ")
}
