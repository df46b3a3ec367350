package drafts

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"
)

// FuzzParseDraft: a draft on disk may be edited, truncated or replaced by
// anything. Parsing never panics; whatever it accepts is a draft of this
// version that writes back to the same content.
func FuzzParseDraft(f *testing.F) {
	f.Add([]byte("version: 2\nstarted: \"2026-11-22T20:00:00Z\"\nanswers:\n  players: Anna, Ben\n"))
	f.Add([]byte("version: 2\nstarted: x\ncode: 4G00-F08N-Z4DG\nsave: game.yaml\nanswers: {a: b}\n"))
	f.Add([]byte("version: 2\nanswers: &a {x: y}\nother: *a\n"))
	f.Add([]byte("version: 2\nanswers: {}\n---\nversion: 2\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := parse("draft.yaml", data)
		if err != nil {
			require.ErrorIs(t, err, ErrCorrupt)
			return
		}
		require.Equal(t, Version, got.Version)
		require.NotNil(t, got.Answers)
		out, err := yaml.Marshal(got)
		require.NoError(t, err)
		again, err := parse("draft.yaml", out)
		require.NoError(t, err)
		require.Equal(t, got, again)
	})
}

func TestParseDraftRefusesWhatOtherFilesMayNotHold(t *testing.T) {
	for name, data := range map[string]string{
		"alias":            "version: 2\nanswers: &a {x: y}\nmore: *a\n",
		"second document":  "version: 2\nanswers: {}\n---\nversion: 2\n",
		"empty":            "",
		"older version":    "version: 1\nanswers: {}\n",
		"no answers":       "version: 2\n",
		"too large":        "version: 2\nanswers: {}\n# " + strings.Repeat("x", MaxBytes),
		"version as text":  "version: \"2\"\nanswers: {}\n",
		"version decimal":  "version: 2.0\nanswers: {}\n",
		"version tagged":   "version: !!float 2\nanswers: {}\n",
		"own tag":          "version: !foo 2\nanswers: {}\n",
		"null answer":      "version: 2\nanswers: {players: null}\n",
		"started a number": "version: 2\nstarted: 5\nanswers: {}\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, err := parse("draft.yaml", []byte(data))
			assert.ErrorIs(t, err, ErrCorrupt)
		})
	}
	f, err := parse("draft.yaml", []byte("version: 2\nstarted: s\nanswers: {players: 'Anna, Ben', p1.coins: '3'}\n"))
	require.NoError(t, err)
	assert.Equal(t, "Anna, Ben", f.Answers["players"])
}
