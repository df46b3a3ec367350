package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "altiplano/cmd/altiplano/rules"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
)

// How flags become options, apart from what each view then shows.
func TestRulesFlagsToOptions(t *testing.T) {
	tests := []struct {
		args    []string
		view    string
		json    bool
		players string
	}{
		{[]string{"goods"}, "goods", false, ""},
		{[]string{"goods", "--json"}, "goods", true, ""},
		{[]string{"supply", "-p", "3"}, "supply", false, "3"},
		{[]string{"supply", "--players", "5", "--json"}, "supply", true, "5"},
		{[]string{"warehouse"}, "warehouse", false, ""},
		{[]string{"missions", "--json"}, "missions", true, ""},
		{[]string{"extensions"}, "extensions", false, ""},
		{[]string{"roles"}, "roles", false, ""},
		{[]string{"end", "--json"}, "end", true, ""},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *rules.Options
		cmd := rules.NewCmdRules(factory.New(io), func(o *rules.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute(), "%v", tt.args)
		require.NotNil(t, got, "%v", tt.args)
		assert.Equal(t, tt.view, got.View)
		assert.Equal(t, tt.json, got.JSON)
		assert.Equal(t, tt.players, got.Players)
	}
	io, _, _, _ := iostreams.Test()
	cmd := rules.NewCmdRules(factory.New(io), func(*rules.Options) error { return nil })
	cmd.SetArgs([]string{"supply", "--json", "--players"})
	assert.Error(t, cmd.Execute(), "a flag without its value is refused by the parser")
}
