package box_test

import (
	"path/filepath"
	"slices"
	"testing"

	"altiplano/cmd/internal/cmdtest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A section skipped after some answers: the profile stays as it was, but
// nothing typed is lost. The answers stay in the draft, the user is told
// so, and the section asked again (by name or by the next calibration)
// goes on from them.
func TestASkippedSectionKeepsItsAnswers(t *testing.T) {
	for _, args := range [][]string{{"--section", "goods"}, nil} {
		t.Run(filepath.Join(args...), func(t *testing.T) {
			dir := t.TempDir()
			answers := []string{"silver glass", "ore wool", "-"}
			if args == nil {
				answers = append(answers, scoringAnswers[5:]...) // warehouse and missions
				answers = append(answers, "n")
			}
			r, fake := calibrate(t, dir, answers, args...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Zero(t, fake.Remaining())
			assert.Contains(t, r.Stderr, "Goods (scoring overview): skipped, left as it was. The answers you gave in it are kept: altiplano box calibrate --section goods continues with them.")
			assert.Equal(t, [2]int{1, 12}, show(t, dir).section("goods"), "the profile stays as it was")
			require.Len(t, drafts(t, dir), 1, "the answers are kept")

			r, fake = calibrate(t, dir, []string{"cacao", "wood stone alpaca fish", "food corn", "n"}, args...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.Contains(t, r.Stderr, "Which goods show 4 VP? silver glass", "the kept answers are replayed")
			assert.Contains(t, r.Stderr, "Which goods show 3 VP besides cloth (known from the rulebook)? ore wool")
			asked := 3 // the goods not answered yet
			if args == nil {
				asked++ // and whether to go on with the rest of the box
			}
			require.Len(t, fake.Asked, asked)
			assert.Equal(t, "Which goods show 2 VP?", fake.Asked[0].Label)
			assert.Equal(t, [2]int{12, 12}, show(t, dir).section("goods"))
			assert.Empty(t, drafts(t, dir), "the draft is gone once the section is saved")
		})
	}
}

// A section skipped before Ctrl-C is passed over by the calibration that
// continues: it is said to be skipped, not done, and what final scoring
// still needs is recorded by naming it; the plain command is the one
// running. Several are named each.
func TestASectionSkippedEarlierIsNamedToRecordIt(t *testing.T) {
	dir := t.TempDir()
	first, _ := calibrate(t, dir, append(slices.Clone(scoringAnswers[:5]), "3/1 3/2 4/3", "-"))
	require.Equal(t, 1, first.Code, "Ctrl-C at the missions: %s", first.Stderr)

	r, fake := calibrate(t, dir, []string{missionVPs, "n"})
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "\nWarehouse board: skipped earlier in this calibration; to record it: altiplano box calibrate --section warehouse\n")
	assert.NotContains(t, r.Stderr, "Warehouse board: done earlier")
	assert.Contains(t, r.Stderr, "\nFinal scoring still needs: Warehouse board. Record it with: altiplano box calibrate --section warehouse\n")

	check := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "check")
	require.Equal(t, 0, check.Code, check.Stderr)
	assert.Contains(t, check.Stdout, "Final scoring still needs: Warehouse board. Record it with: altiplano box calibrate --section warehouse\n")

	dir = t.TempDir()
	r, _ = calibrate(t, dir, []string{"-", "-", missionVPs, "n"})
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "\nFinal scoring still needs: Goods (scoring overview), Warehouse board. Record them with: altiplano box calibrate --section goods; altiplano box calibrate --section warehouse\n")
	check = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "box", "show")
	require.Equal(t, 0, check.Code, check.Stderr)
	assert.Contains(t, check.Stdout, "Final scoring still needs: Goods (scoring overview), Warehouse board. Record them with: altiplano box calibrate\n",
		"out of a calibration, the calibration asks them first")
}
