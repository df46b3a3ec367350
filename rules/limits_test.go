package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

// A count is digits only: a sign, a space, a point or nothing make a word.
func TestIsDigits(t *testing.T) {
	for in, want := range map[string]bool{
		"0": true, "12": true, "007": true,
		"": false, "-1": false, "+1": false, " 1": false, "1.5": false, "x2": false, "١": false,
	} {
		assert.Equal(t, want, rules.IsDigits(in), "%q", in)
	}
}

func TestLimitParse(t *testing.T) {
	l := rules.Limit{Min: 0, Max: 10}
	field := rules.At(rules.FieldSeat)
	tests := []struct {
		in   string
		want int
		kind rules.Kind
	}{
		{"0", 0, ""},
		{"10", 10, ""},
		{"11", 0, rules.OutOfRange},
		{"-1", 0, rules.OutOfRange},
		{"9223372036854775807", 0, rules.OutOfRange},
		{"9223372036854775808", 0, rules.OutOfRange},
		{"-9223372036854775809", 0, rules.OutOfRange},
		{"ten", 0, rules.NotANumber},
		{"1.5", 0, rules.NotANumber},
		{"", 0, rules.NotANumber},
	}
	for _, tt := range tests {
		n, p := l.Parse("Anna", field, tt.in)
		if tt.kind == "" {
			assert.Nil(t, p, tt.in)
			assert.Equal(t, tt.want, n, tt.in)
			continue
		}
		require.NotNil(t, p, tt.in)
		assert.Equal(t, tt.kind, p.Kind, tt.in)
		assert.Equal(t, "Anna", p.Player)
		assert.Equal(t, field, p.Field)
		assert.Equal(t, tt.in, p.Value, "the problem shows the value as typed")
		if tt.kind == rules.OutOfRange {
			assert.Equal(t, 0, p.Min)
			assert.Equal(t, 10, p.Max)
		}
	}
}
