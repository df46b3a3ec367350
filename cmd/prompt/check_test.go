package prompt_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/prompt"
)

// Every prompter hears the same from a question: whether an answer is
// taken, the refusal and its correction, whether none is an answer.
func TestQuestionCheck(t *testing.T) {
	digits := func(a string) error {
		switch a {
		case "", "3":
			return nil
		case "drei":
			return &prompt.Refusal{Message: "a number, please", Fixed: "3"}
		}
		return errors.New("a number, please")
	}
	tests := []struct {
		name     string
		q        prompt.Question
		answer   string
		refused  string
		fix      string
		takeNone bool
	}{
		{"no check takes anything", prompt.Question{}, "anything", "", "", false},
		{"taken", prompt.Question{Validate: digits}, "3", "", "", true},
		{"refused", prompt.Question{Validate: digits}, "x", "a number, please", "", true},
		{"refused with a correction", prompt.Question{Validate: digits}, "drei", "a number, please", "3", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			refused, fix := tt.q.Check(tt.answer)
			if tt.refused == "" {
				assert.NoError(t, refused)
			} else {
				assert.EqualError(t, refused, tt.refused)
			}
			assert.Equal(t, tt.fix, fix)
			assert.Equal(t, tt.takeNone, tt.q.TakesNone())
		})
	}
}

// A refusal of several lines keeps its further lines under the first.
func TestRefusalLine(t *testing.T) {
	assert.Equal(t, "  ! wood is not a good\n    did you mean: wool?", prompt.RefusalLine("wood is not a good\ndid you mean: wool?"))
}

// A scripted prompter keeps every question it asked, re-asks included, and
// says their labels in order.
func TestFakeLabels(t *testing.T) {
	f := &prompt.Fake{Answers: []string{"x", "7", "Ana"}}
	number := func(a string) error {
		if a != "7" {
			return errors.New("a number, please")
		}
		return nil
	}
	_, err := f.Ask(prompt.Question{Label: "Deck", Validate: number})
	assert.NoError(t, err)
	_, err = f.Ask(prompt.Question{Label: "Name"})
	assert.NoError(t, err)
	assert.Equal(t, []string{"Deck", "Deck", "Name"}, f.Labels())
}
