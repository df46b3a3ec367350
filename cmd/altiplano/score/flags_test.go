package score_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/altiplano/score"
	"altiplano/cmd/scoring/scoringtest"
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
		got := scoringtest.Options(t, score.Scoring, nil, tt.args...)
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
