package cmd_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

func TestConfigFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		return path
	}
	// A config file named without .yaml is read as YAML.
	plain := write("altiplanorc", "lang: de\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", plain)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "Glas")

	tests := []struct {
		name, content, want string
	}{
		{"broken.yaml", "lang: [de\n", " (line 1): is not valid YAML"},
		{"twice.yaml", "lang: de\nbox: x\nlang: fr\n", " (line 3): lang is listed twice"},
		{"typo.yaml", "bx: x\n", " (line 1): unknown key bx; known keys: box, lang, db, bgg_object_id"},
		{"nested.yaml", "box:\n  path: x\n", ` (line 2): box takes one value, not a list or a mapping`},
		{"bgg.yaml", "bgg_object_id: seven\n", ` (line 1): bgg_object_id: "seven" is not a BoardGameGeek id: a whole number from 1, the one in the game's address on boardgamegeek.com`},
	}
	for _, tt := range tests {
		path := write(tt.name, tt.content)
		r := cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", path)
		assert.Equal(t, 2, r.Code, tt.name)
		assert.Empty(t, r.Stdout)
		assert.Contains(t, r.Stderr, "config file "+path+tt.want, tt.name)
		assert.NotContains(t, r.Stderr, "Unsupported Config Type", "viper's own words never show")
		assert.NotContains(t, r.Stderr, "decoding failed")
	}
	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", filepath.Join(dir, "none.yaml"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "none.yaml: no such file")
	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", dir)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "is a folder, not a file")

	// In German too: the message is translated, not viper's.
	r = cmdtest.Run(t, cmdtest.Env{}, "rules", "goods", "--config", write("b.yaml", "lang: [\n"), "--lang", "de")
	assert.Equal(t, 2, r.Code)
	assert.NotContains(t, r.Stderr, "is not valid YAML")
}

func TestCompletion(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{}, "completion", "bash")
	assert.Equal(t, 0, r.Code)
	assert.Contains(t, r.Stdout, "bash completion")
	r = cmdtest.Run(t, cmdtest.Env{}, "completion", "bogus")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `unknown command "bogus"`)
}

// A box profile that says two things at once is refused naming both places.
func TestContradictoryBoxProfileIsRefused(t *testing.T) {
	dir := t.TempDir()
	box := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(box, []byte("goods:\n  glass: {vp: 4}\n  Glas: {vp: 3}\n  cloth: {vp: 4}\nwarehouse:\n  rows:\n    - {capacity: 4, vp: 1}\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{}, "box", "show", "--box", box)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, box+`, goods.Glas (line 3): "Glas" names glass, which is already listed`)
	assert.Contains(t, r.Stderr, box+", goods.cloth.vp (line 4): cloth is worth 3 VP (the rulebook says so), not 4")
	assert.Contains(t, r.Stderr, box+", warehouse.rows[0].capacity (line 7): row 1 has 3 spaces (the rulebook says so), not 4")
}
