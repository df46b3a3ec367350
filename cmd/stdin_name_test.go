package cmd_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/internal/cmdtest"
)

// Standard input is called so in messages, never "-".
func TestStandardInputIsNamedSo(t *testing.T) {
	r := cmdtest.Run(t, cmdtest.Env{Stdin: "version: 1\nplayers:\n  - name: A\n    coins: x\n  - name: B\n"}, "score", "--file", "-")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: A, standard input, players[0].coins (line 4): expected a whole number, not \"x\"\n", r.Stderr)

	r = cmdtest.Run(t, cmdtest.Env{Stdin: "goods: [\n"}, "box", "check", "-")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: standard input (line 1): this is not valid YAML or JSON: a [ or { opened on this line is not closed\n", r.Stderr)

	r = cmdtest.Run(t, cmdtest.Env{Stdin: "goods: {glass: {vp: 4}}\n"}, "box", "check", "-")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stdout, "standard input is a valid box profile.")

	r = cmdtest.Run(t, cmdtest.Env{Stdin: "version: 1\nplayers:\n  - name: A\n  - name: B\n"}, "games", "import", "-")
	assert.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "standard input: kept as game 1\n")
	assert.NotContains(t, r.Stderr, "-:")

	r = cmdtest.Run(t, cmdtest.Env{Stdin: "version: 1\nplayers:\n  - name: A\n    coins: x\n  - name: B\n"}, "score", "--file", "-", "--lang", "de")
	assert.Contains(t, r.Stderr, "Standardeingabe")
}
