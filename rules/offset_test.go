package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"altiplano/rules"
)

// A time at its own offset is the same instant, reads the same clock time
// and offset, and compares equal to the same time at the same offset from
// anywhere else.
func TestAtOwnOffset(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		t.Skip("no zone database")
	}
	tests := []struct {
		in   time.Time
		want string
	}{
		{time.Date(2026, 11, 21, 23, 30, 0, 0, paris), "2026-11-21T23:30:00+01:00"},
		{time.Date(2026, 7, 1, 23, 30, 0, 0, paris), "2026-07-01T23:30:00+02:00"},
		{time.Date(2025, 12, 31, 23, 50, 0, 0, time.FixedZone("PST", -8*3600)), "2025-12-31T23:50:00-08:00"},
		{time.Date(2026, 1, 1, 0, 0, 0, 0, time.FixedZone("GMT", 0)), "2026-01-01T00:00:00Z"},
		{time.Date(2026, 1, 1, 0, 0, 0, 0, time.FixedZone("", 5*3600+45*60)), "2026-01-01T00:00:00+05:45"},
	}
	for _, tt := range tests {
		got := rules.AtOwnOffset(tt.in)
		assert.True(t, got.Equal(tt.in), tt.want)
		assert.Equal(t, tt.want, got.Format(time.RFC3339))
		again, err := time.Parse(time.RFC3339, tt.want)
		assert.NoError(t, err)
		assert.Equal(t, got, rules.AtOwnOffset(again), "the same value however it was made")
	}
	assert.Equal(t, time.UTC, rules.AtOwnOffset(time.Date(2026, 1, 1, 0, 0, 0, 0, time.FixedZone("GMT", 0))).Location())
}
