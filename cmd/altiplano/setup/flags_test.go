package setup_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	setup "altiplano/cmd/altiplano/setup"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
)

// How flags become options, apart from what the command then does.
func TestSetupFlagsToOptions(t *testing.T) {
	tests := []struct {
		args []string
		want func(o *setup.Options)
	}{
		{nil, func(o *setup.Options) { o.Roles, o.Start = "deal", "youngest" }},
		{[]string{"-p", "4", "--seed", "7", "--missions", "--json"}, func(o *setup.Options) {
			o.Players, o.Seed, o.Missions, o.JSON, o.Roles, o.Start = "4", "7", true, true, "deal", "youngest"
			o.Set = map[string]bool{"players": true, "seed": true, "missions": true, "json": true}
		}},
		{[]string{"--names", "Ana, Ben", "--roles", "draft", "--start", "Ben"}, func(o *setup.Options) {
			o.Names, o.Roles, o.Start = "Ana, Ben", "draft", "Ben"
			o.Set = map[string]bool{"names": true, "roles": true, "start": true}
		}},
		{[]string{"--code", "ABCD", "--seat", "2"}, func(o *setup.Options) {
			o.Code, o.Seat, o.Roles, o.Start = "ABCD", 2, "deal", "youngest"
			o.Set = map[string]bool{"code": true, "seat": true}
		}},
		{[]string{"--check", "--players", "3"}, func(o *setup.Options) {
			o.Check, o.Players, o.Roles, o.Start = true, "3", "deal", "youngest"
			o.Set = map[string]bool{"check": true, "players": true}
		}},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *setup.Options
		cmd := setup.NewCmdSetup(factory.New(io), func(o *setup.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute(), "%v", tt.args)
		require.NotNil(t, got)
		want := setup.Options{Set: map[string]bool{}}
		tt.want(&want)
		assert.Equal(t, want.Players, got.Players, "%v", tt.args)
		assert.Equal(t, want.Seed, got.Seed)
		assert.Equal(t, want.Code, got.Code)
		assert.Equal(t, want.Names, got.Names)
		assert.Equal(t, want.Missions, got.Missions)
		assert.Equal(t, want.Roles, got.Roles)
		assert.Equal(t, want.Start, got.Start)
		assert.Equal(t, want.Seat, got.Seat)
		assert.Equal(t, want.JSON, got.JSON)
		assert.Equal(t, want.Check, got.Check)
		assert.Equal(t, want.Set, got.Set, "%v", tt.args)
	}
}
