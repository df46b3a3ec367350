package cmd_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd"
	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/text"
)

// completed is what the shell is offered for the command line args (the
// last one the word being typed), with the directive's line taken off.
func completed(t *testing.T, env cmdtest.Env, lang string, args ...string) []string {
	t.Helper()
	r := cmdtest.Run(t, env, append([]string{"__complete", "--lang", lang}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	lines := strings.Split(strings.TrimSuffix(r.Stdout, "\n"), "\n")
	require.NotEmpty(t, lines)
	require.Equal(t, ":4", lines[len(lines)-1], "never file names: %s", r.Stdout)
	return lines[:len(lines)-1]
}

// Every flag with a closed set of values completes them, each described in
// the user's language, and never falls back to file names.
func TestFlagValuesComplete(t *testing.T) {
	tests := []struct {
		args       []string
		lang       string
		want       []string
		notEnglish bool
	}{
		{[]string{"setup", "--players", ""}, "ru", []string{"2\t2 игрока", "3\t3 игрока", "4\t4 игрока", "5\t5 игроков"}, true},
		{[]string{"setup", "-p", ""}, "fr", []string{"2\t2 joueurs", "3\t3 joueurs", "4\t4 joueurs", "5\t5 joueurs"}, true},
		{[]string{"rules", "supply", "--players", ""}, "en", []string{"2\t2 players", "3\t3 players", "4\t4 players", "5\t5 players"}, false},
		{[]string{"alpaka", "setup", "--players", ""}, "de", []string{"2\t2 Personen", "3\t3 Personen", "4\t4 Personen"}, true},
		{[]string{"setup", "--roles", ""}, "es", []string{"deal\tun rol al azar para cada jugador (juego básico)", "draft\tlos roles se eligen en orden de turno inverso"}, true},
		{[]string{"setup", "--start", ""}, "hu", []string{"youngest\ta legfiatalabb játékos kezd (a szabálykönyv szerint)", "first\ta --names első neve kezd", "random\tegy véletlenül húzott hely kezd"}, true},
		{[]string{"--lang", ""}, "en", []string{"en\tEnglish", "de\tDeutsch", "ru\tРусский", "hu\tMagyar", "fr\tFrançais", "es\tEspañol"}, false},
		{[]string{"games", "export", "--format", ""}, "fr", []string{"json\tchaque partie avec ses scores, pour des programmes",
			"csv\tune ligne par joueur et par partie, pour un tableur", "bgstats\tun fichier qu'importe BG Stats",
			"bgstats-link\tdes liens qui ouvrent BG Stats sur un téléphone", "bggxml\tles parties pour les outils de BoardGameGeek (XML)"}, true},
		{[]string{"games", "export", "--game", "alpaka", "--players", ""}, "en", []string{"2\t2 players", "3\t3 players", "4\t4 players"}, false},
		{[]string{"games", "--game", ""}, "ru", gameChoices(text.RU), true},
		{[]string{"stats", "--game", ""}, "en", gameChoices(text.EN), false},
		{[]string{"games", "rescore", "--game", ""}, "en", gameChoices(text.EN), false},
		{[]string{"stats", "--role", ""}, "ru", []string{"woodcutter\tЛесоруб", "fisherman\tРыбак", "shepherd\tПастух", "miner\tГорняк",
			"farmer\tФермер", "trader\tТорговец", "stonemason\tКаменщик"}, true},
	}
	for _, tt := range tests {
		got := completed(t, cmdtest.Env{}, tt.lang, tt.args...)
		assert.Equal(t, tt.want, got, "%s %v", tt.lang, tt.args)
	}
}

// box calibrate --section offers every game's sections, each named as in
// the box.
func TestSectionsComplete(t *testing.T) {
	got := completed(t, cmdtest.Env{}, "ru", "box", "calibrate", "--section", "")
	assert.Contains(t, got, "warehouse\tПланшет склада")
	assert.Contains(t, got, "extensions\tПристройки")
	assert.Contains(t, got, "alpaka\tценности «Альпаки»")
	sections := 0
	for _, g := range cmd.Registry() {
		sections += len(g.Box().Calibrations())
	}
	assert.Len(t, got, sections, "each game's")
}

// gameChoices are the registry's games as --game completes them in lang:
// each id, with its game's name.
func gameChoices(lang text.Lang) []string {
	var out []string
	for _, g := range cmd.Registry() {
		out = append(out, string(g.ID())+"\t"+text.For(lang).T(g.Name()))
	}
	return out
}

// help offers the commands and the help topics, each with its line of
// help in the user's language; under a command, that command's own.
func TestHelpTopicsComplete(t *testing.T) {
	got := completed(t, cmdtest.Env{}, "fr", "help", "")
	for _, name := range []string{"setup", "score", "games", "phones", "records", "history", "exports", "configuration", "development", "alpaka-guide"} {
		found := false
		for _, line := range got {
			if value, about, ok := strings.Cut(line, "\t"); ok && value == name {
				found = true
				assert.NotEmpty(t, about, name)
			}
		}
		assert.True(t, found, "%s in %v", name, got)
	}
	assert.Contains(t, got, "setup\tTirer une mise en place complète et reproductible pour 2 à 5 joueurs")

	under := completed(t, cmdtest.Env{}, "en", "help", "games", "")
	assert.Contains(t, under, "show\tShow a game's score pad again")
	assert.NotContains(t, strings.Join(under, "\n"), "phones", "topics are the root's")
}

// games show and games delete offer the newest games' numbers, each
// described by its date and players; one number only. rescore takes
// several: one already typed is not offered again.
func TestGameNumbersComplete(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	none := completed(t, env, "en", "games", "show", "")
	assert.Empty(t, none, "an empty history offers nothing, and does not fall back to files")

	for _, record := range []string{"../testdata/games/2p.yaml", "../testdata/games/4p-missions.yaml", "../testdata/alpaka/01-rulebook-example.yaml"} {
		score := "score"
		if strings.Contains(record, "alpaka") {
			r := cmdtest.Run(t, env, "alpaka", "score", "--file", record, "--box", "../testdata/alpaka/box.yaml")
			require.Equal(t, 0, r.Code, r.Stderr)
			continue
		}
		r := cmdtest.Run(t, env, score, "--file", record)
		require.Equal(t, 0, r.Code, r.Stderr)
	}
	for _, verb := range []string{"show", "delete"} {
		got := completed(t, env, "de", "games", verb, "")
		require.Len(t, got, 3, "%s: %v", verb, got)
		assert.Regexp(t, `^1\t\d{4}-\d\d-\d\d · Anna 33, Ben 47$`, got[len(got)-1], verb)
		assert.Contains(t, strings.Join(got, "\n"), "Alpaka · ", "another game's number says its game")
		assert.Empty(t, completed(t, env, "de", "games", verb, "1", ""), "%s takes one number", verb)
	}
	alpaka := completed(t, env, "en", "games", "--game", "alpaka", "show", "")
	require.Len(t, alpaka, 1, "--game keeps that game's numbers: %v", alpaka)
	several := completed(t, env, "en", "games", "rescore", "1", "")
	assert.Len(t, several, 2)
	assert.NotContains(t, strings.Join(several, "\n"), "1\t")
}
