package yamlout_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.yaml.in/yaml/v3"

	"altiplano/rules/yamlout"
)

// Every file the program writes indents two spaces a level, values and
// nodes alike.
func TestEncodeIndentsTwoSpaces(t *testing.T) {
	type row struct {
		Goods []string `yaml:"goods"`
	}
	value := map[string]any{"players": []map[string]any{{"name": "Ana", "rows": []row{{Goods: []string{"wood"}}}}}}
	got, err := yamlout.Encode(value)
	require.NoError(t, err)
	assert.Equal(t, "players:\n  - name: Ana\n    rows:\n      - goods:\n          - wood\n", string(got))

	var node yaml.Node
	require.NoError(t, yaml.Unmarshal(got, &node))
	again, err := yamlout.Encode(&node)
	require.NoError(t, err)
	assert.Equal(t, string(got), string(again))
}
