package box_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
)

// box show lists Alpaka's values with their sources, the white types, and
// each option with where its value comes from: the box profile, or the
// digest's default reading (inferred).
func TestShowAlpaka(t *testing.T) {
	data, err := os.ReadFile(golden.Testdata("alpaka", "box-colours.yaml"))
	require.NoError(t, err)
	box := filepath.Join(t.TempDir(), "box.yaml")
	require.NoError(t, os.WriteFile(box, append(data, "  options:\n    unicorn_choice: required\n"...), 0o644))

	r := cmdtest.Run(t, cmdtest.Env{}, "box", "show", "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	for _, line := range []string{
		"Alpaka (the card game) · values known: 23 of 23\n",
		"baby                           0         rulebook\n",
		"unicorn                        4         rulebook\n",
		"graduate                       10 (box)  box profile\n",
		"king, queen, prince, princess  12 (box)  box profile\n",
		"snob                           0 (box)   box profile\n",
		"White types: librarian, janitor, mime, kindheart, carpenter, panicker, merchant, viking\n",
		"quick_all_stacks    true      inferred\n",
		"unicorn_choice      required  box profile\n",
		"replacement_repeat  allowed   inferred\n",
	} {
		assert.Contains(t, r.Stdout, line)
	}

	js := cmdtest.Run(t, cmdtest.Env{}, "box", "show", "--json", "--box", box)
	require.Equal(t, 0, js.Code, js.Stderr)
	var got struct {
		Alpaka struct {
			Values []struct {
				Cards  []string `json:"cards"`
				Value  *int     `json:"value"`
				Source string   `json:"source"`
			} `json:"values"`
			White   []string                                 `json:"white"`
			Options []struct{ Option, Value, Source string } `json:"options"`
		} `json:"alpaka"`
	}
	require.NoError(t, json.Unmarshal([]byte(js.Stdout), &got))
	require.Len(t, got.Alpaka.Values, 23)
	assert.Equal(t, []string{"baby"}, got.Alpaka.Values[0].Cards)
	assert.Equal(t, "rulebook", got.Alpaka.Values[0].Source)
	assert.Equal(t, []string{"king", "queen", "prince", "princess"}, got.Alpaka.Values[21].Cards)
	require.NotNil(t, got.Alpaka.Values[21].Value)
	assert.Equal(t, 12, *got.Alpaka.Values[21].Value)
	assert.Len(t, got.Alpaka.White, 8)
	assert.Equal(t, "required", got.Alpaka.Options[1].Value)
	assert.Equal(t, "box", got.Alpaka.Options[1].Source)
	assert.Equal(t, "inferred", got.Alpaka.Options[0].Source)

	// Without an alpaka: section: nothing is invented.
	none := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "box", "show")
	require.Equal(t, 0, none.Code, none.Stderr)
	assert.Contains(t, none.Stdout, "Alpaka (the card game) · values known: 2 of 23\n")
	assert.Contains(t, none.Stdout, "graduate                       ?      unknown\n")
	assert.Contains(t, none.Stdout, "White types: not recorded")
}

// box calibrate --help names the alpaka section, in every language.
func TestCalibrateHelpNamesAlpaka(t *testing.T) {
	want := map[string]string{
		"en": "Alpaka's printed values have a section of their own, asked only with --section alpaka",
		"de": "Die gedruckten Werte von Alpaka haben einen eigenen Abschnitt, nur mit --section alpaka gefragt",
		"ru": "У напечатанных ценностей «Альпаки» свой раздел, он запрашивается только с --section alpaka",
		"hu": "Az Alpaka nyomtatott értékeinek saját része van, csak a --section alpaka kérdezi",
		"fr": "Les valeurs imprimées d'Alpaka ont leur propre partie, demandée seulement avec --section alpaka",
		"es": "Los valores impresos de Alpaka tienen su propia sección, que solo se pregunta con --section alpaka",
	}
	for lang, text := range want {
		r := cmdtest.Run(t, cmdtest.Env{}, "--lang", lang, "box", "calibrate", "--help")
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, text, lang)
		assert.Contains(t, r.Stdout, "roles", lang)
		assert.Regexp(t, `roles,? (\S+ )?alpaka \(`, r.Stdout, lang+": the --section flag lists alpaka")
	}
}
