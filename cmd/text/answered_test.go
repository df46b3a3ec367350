package text_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/text"
)

func TestAnAnswerFollowsItsQuestionAsThePromptShowedIt(t *testing.T) {
	tests := []struct {
		lang, label, answer, want string
	}{
		{"en", "Coins", "3", "Coins: 3"},
		{"fr", "Pièces", "3", "Pièces\u00a0: 3"},
		{"en", "Which goods show 4 VP?", "silver", "Which goods show 4 VP? silver"},
		{"fr", "Quelles marchandises rapportent 4 PV\u00a0?", "argent", "Quelles marchandises rapportent 4 PV\u00a0? argent"},
		{"de", "Warenlager:", "1", "Warenlager: 1"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, text.For(text.Lang(tt.lang)).Answered(tt.label, tt.answer), tt.label)
	}
}
