package game

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
	"altiplano/rules"
)

// scripted answers each question with the first of its answers that the
// question's check takes, recording the ones refused.
type scripted struct {
	answers []string
	refused []string
	asked   []Question
}

func (s *scripted) Printer() text.Printer { return text.English() }
func (s *scripted) Say(string)            {}
func (s *scripted) Echo(string)           {}

func (s *scripted) Answer(q Question) (string, error) {
	s.asked = append(s.asked, q)
	for len(s.answers) > 0 {
		a := s.answers[0]
		s.answers = s.answers[1:]
		if a == "skip" {
			return "", ErrSkip
		}
		if q.Check(a) == nil {
			return a, nil
		}
		s.refused = append(s.refused, a)
	}
	return "", ErrSkip
}

// A question asked with a parse refuses what the parse refuses and gives
// the answer taken as the parse reads it; a skipped one gives nothing.
func TestParsedChecksAndReadsTheAnswerAlike(t *testing.T) {
	number := OneProblem(func(s string) (int, *rules.Problem) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return 0, &rules.Problem{Kind: rules.NotANumber, Value: s}
		}
		return n, nil
	})
	tests := map[string]struct {
		answers []string
		want    int
		refused []string
		err     error
	}{
		"taken":               {answers: []string{"7"}, want: 7},
		"refused, then taken": {answers: []string{"seven", "7"}, want: 7, refused: []string{"seven"}},
		"skipped":             {answers: []string{"seven", "skip"}, refused: []string{"seven"}, err: ErrSkip},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			a := &scripted{answers: tt.answers}
			got, err := Parsed(a, Question{Key: "dice.pips", Label: "Pips", SkipOnEnter: true}, number)
			require.ErrorIs(t, err, tt.err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.refused, a.refused)
			require.Len(t, a.asked, 1)
			assert.Equal(t, "dice.pips", a.asked[0].Key, "the question is asked as given")
			assert.True(t, a.asked[0].SkipOnEnter)
		})
	}
}
