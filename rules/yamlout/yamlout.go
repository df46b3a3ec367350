// Package yamlout writes the YAML files the program reads back (box
// profiles, game records) in the one layout they all share: two spaces a
// level.
package yamlout

import (
	"bytes"

	"go.yaml.in/yaml/v3"
)

// Encode writes v (a value or a *yaml.Node) as one YAML document.
func Encode(v any) ([]byte, error) {
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
