package score_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/scoring"
)

// How flags become options, apart from what the command then does.
func TestScoreFlagsToOptions(t *testing.T) {
	tests := []struct {
		args              []string
		file, save, code  string
		json, csv, resume bool
		set               []string
	}{
		{nil, "", "", "", false, false, false, nil},
		{[]string{"-f", "game.yaml", "--json"}, "game.yaml", "", "", true, false, false, []string{"file", "json"}},
		{[]string{"--file", "-", "--csv"}, "-", "", "", false, true, false, []string{"file", "csv"}},
		{[]string{"--resume", "--save", "x.yaml", "--code", "AB-CD"}, "", "x.yaml", "AB-CD", false, false, true, []string{"resume", "save", "code"}},
	}
	for _, tt := range tests {
		io, _, _, _ := iostreams.Test()
		var got *scoring.Options
		cmd := score.NewCmdScore(factory.New(io), func(o *scoring.Options) error { got = o; return nil })
		cmd.SetArgs(tt.args)
		require.NoError(t, cmd.Execute(), "%v", tt.args)
		require.NotNil(t, got)
		assert.Equal(t, tt.file, got.File, "%v", tt.args)
		assert.Equal(t, tt.save, got.Save)
		assert.Equal(t, tt.code, got.Code)
		assert.Equal(t, tt.json, got.JSON)
		assert.Equal(t, tt.csv, got.CSV)
		assert.Equal(t, tt.resume, got.Resume)
		want := map[string]bool{}
		for _, s := range tt.set {
			want[s] = true
		}
		assert.Equal(t, want, got.Set)
	}
}
