package playlog_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/playlog"
)

func TestSnakeKeys(t *testing.T) {
	tests := []struct{ in, want string }{
		{`{"Place":1,"TieBreak":[1,2],"VPSource":"box","ID":3,"DecidedByCoins":true}`,
			`{"place":1,"tie_break":[1,2],"vp_source":"box","id":3,"decided_by_coins":true}`},
		{`{"tie_break":["coins"],"players":[{"Name":"Ana","Scores":[{"Category":"cards","Points":1.5e3}]}]}`,
			`{"tie_break":["coins"],"players":[{"name":"Ana","scores":[{"category":"cards","points":1.5e3}]}]}`},
		{`{"Name":"<Ünal> & \"Co\"","Shared":null,"Ties":[]}`, `{"name":"\u003cÜnal\u003e \u0026 \"Co\"","shared":null,"ties":[]}`},
		{`not json`, `not json`},
		{``, ``},
	}
	for _, tt := range tests {
		got := playlog.SnakeKeys([]byte(tt.in))
		assert.Equal(t, tt.want, string(got), tt.in)
		assert.Equal(t, string(got), string(playlog.SnakeKeys(got)), "written once, the same again")
	}
}

// A result with snake_case keys reads into a struct without tags as one
// with Go's names does.
func TestGoKeysReadIntoFieldsWithoutTags(t *testing.T) {
	type mission struct {
		ID       int
		VPSource string
	}
	type result struct {
		TieBreak       []int
		DecidedByCoins bool
		Missions       []mission
	}
	want := result{TieBreak: []int{1}, DecidedByCoins: true, Missions: []mission{{ID: 3, VPSource: "box"}}}
	blob, err := json.Marshal(want)
	require.NoError(t, err)
	snake := playlog.SnakeKeys(blob)
	assert.JSONEq(t, `{"tie_break":[1],"decided_by_coins":true,"missions":[{"id":3,"vp_source":"box"}]}`, string(snake))
	for _, form := range [][]byte{blob, snake} {
		var got result
		require.NoError(t, json.Unmarshal(playlog.GoKeys(form), &got))
		assert.Equal(t, want, got, string(form))
	}
}
