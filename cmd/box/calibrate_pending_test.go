package box_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Nothing typed is lost: an answer refused, then Ctrl-C before it is
// corrected, is kept in the draft and offered again, pre-filled for
// correcting, with why it was refused; the corrected answer replaces it.
func TestARefusedAnswerIsOfferedAgainAfterCtrlC(t *testing.T) {
	for _, args := range [][]string{{"--section", "missions"}, nil} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			dir := t.TempDir()
			typed := missionVPs[:strings.LastIndex(missionVPs, " ")] + " 99"
			var before []string
			if args == nil {
				before = []string{"-", "-"} // goods, warehouse
			}
			first, fake := calibrate(t, dir, append(before, typed), args...)
			require.Equal(t, 1, first.Code, first.Stderr)
			require.Len(t, fake.Refusals, 1)
			require.Len(t, drafts(t, dir), 1, "the refused answer is kept")

			second, fake := calibrate(t, dir, []string{missionVPs, "n"}, args...)
			require.Equal(t, 0, second.Code, second.Stderr)
			missions := fake.Asked[len(fake.Asked)-1]
			if args == nil {
				missions = fake.Asked[len(fake.Asked)-2] // before whether to go on
			}
			assert.Equal(t, typed, missions.Prefill, "offered for correcting")
			assert.Contains(t, second.Stderr, "  ! mission 20: must be a whole number from 0 to 20, not 99\n", "with why")
			assert.Equal(t, [2]int{20, 20}, show(t, dir).section("missions"))
		})
	}
}
