package score_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// With 5 players, every line of the review is reached in at most three
// keys (seat, line, Enter), and the question asked is that line's.
func TestEveryReviewLineIsThreeKeysAway(t *testing.T) {
	names := []string{"Ana", "Ben", "Cleo", "Dan", "Eve"}
	fields := []string{"coins", "goods", "warehouse", "boats", "houses", "orders", "missions"}
	answers := []string{strings.Join(names, ", "), "y"}
	for range names {
		answers = append(answers, "", "", "", "", "", "", "")
	}
	answers = append(answers, "", "") // minutes and place: skipped
	var jumps []string
	for seat := range names {
		for line := range fields {
			jump := fmt.Sprintf("%d%d", seat+1, line+1)
			jumps = append(jumps, jump)
			answers = append(answers, jump, "") // Enter keeps the pre-filled answer
		}
	}
	answers = append(answers, "Eve 4", "", "cle", "2", "") // a name, with or without the line
	answers = append(answers, "01", "95", "02", "Café Ö")  // the game's own lines: group 0
	answers = append(answers, "")                          // score it
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	asked := fake.Labels()
	k := 2 + 7*len(names) + 2
	for _, jump := range jumps {
		assert.LessOrEqual(t, len(jump)+1, 3, "keys for %s, Enter included", jump)
		require.Equal(t, "Enter to score, or a line", asked[k])
		seat, line := int(jump[0]-'1'), int(jump[1]-'1')
		assert.Equal(t, names[seat]+" · "+fields[line], asked[k+1], "after %s", jump)
		k += 2
	}
	assert.Equal(t, "Eve · boats", asked[k+1])
	assert.Equal(t, "Cleo · line", asked[k+3])
	assert.Equal(t, "Cleo · goods", asked[k+4])
	assert.Equal(t, "Minutes the game took", asked[k+6], "01: three keys, Enter included")
	assert.Equal(t, "Where it was played", asked[k+8])
	assert.Contains(t, r.Stderr, "  0 This game\n    1 minutes      95\n    2 place        Café Ö\n")
	assert.Contains(t, r.Stderr, "  5 Eve\n    1 coins        0\n")
}

// A line changed at the review has its answer on the line (Enter keeps
// it), and the brackets keep naming what an empty line gives: a line
// cleared with Ctrl-U is the question's default, as the hint says, not the
// old answer again.
func TestAReviewLineClearedIsTheQuestionsDefault(t *testing.T) {
	answers := []string{"Anna, Ben", "n", "", "", "", "1", "", "", "4", "", "", "", "", "", "", "", "14", "", "21", "", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	var changed []prompt.Question
	for _, q := range fake.Asked {
		if q.Prefill != "" {
			changed = append(changed, q)
		}
	}
	require.Len(t, changed, 2)
	assert.Equal(t, "Anna · boats", changed[0].Label)
	assert.Equal(t, "1", changed[0].Prefill, "Enter keeps the answer on the line")
	assert.Equal(t, "0", changed[0].Default, "a cleared line is the question's default")
	assert.Equal(t, "Ben · coins", changed[1].Label)
	assert.Equal(t, "4", changed[1].Prefill)
	assert.Equal(t, "0", changed[1].Default)
}

func TestAReviewLineThatDoesNotExistIsRefused(t *testing.T) {
	answers := []string{"Anna, Ben", "n", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "39", "18", "zed", "05", "0 3", "2", "9", "1", "", "", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, []string{
		`"39" is not a line of the review: type a seat and a line number (23), a player's name, or 0 and a line number (01).`,
		`"18": Anna has lines 1 to 6.`,
		`"zed" is not a line of the review: type a seat and a line number (23), a player's name, or 0 and a line number (01).`,
		`"05": This game has lines 1 to 2.`,
		`"0 3": This game has lines 1 to 2.`,
		`"9": Ben has lines 1 to 6.`,
	}, fake.Refusals)
	// Nothing was learned: the help does not offer it.
	var help string
	for _, q := range fake.Asked {
		if q.Label == "Enter to score, or a line" && q.Help != "" {
			help = q.Help
		}
	}
	assert.Equal(t, "To change a line, type its seat and line number (23: seat 2, line 3) or a name; 0 and a number for this game's minutes and place.", help)
}

// A name typed at the review is read under the one name rule: letter
// widths and capitals do not count, and a name no player can have is
// refused saying why.
func TestAReviewNameIsReadUnderTheNameRule(t *testing.T) {
	answers := []string{"Anna, Ben", "n", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
		"An\u200bna", "ＢＥＮ 2", "", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	require.Len(t, fake.Refusals, 1)
	assert.Equal(t, `name: "An\u200bna" holds a character a name may not have: a comma, a control, bidi or zero-width character, `+
		`another one that shows nothing (a variation selector, a filler, a blank Braille cell), a combining mark at its start, or broken text`, fake.Refusals[0])
	assert.Contains(t, fake.Labels(), "Ben · goods", "the full-width name is Ben's")
}

// A place typed with a character that does not print (a bidi override,
// as a phone may send it) is refused saying why, not cut out unsaid.
func TestAPlaceWithAHiddenCharacterIsRefusedSayingWhy(t *testing.T) {
	answers := []string{"Anna, Ben", "n", "", "", "", "", "", "", "", "", "", "", "", "",
		"", "Caf\u202eé", "Café", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{`"Caf\u202eé" holds a character a place may not have: a control, bidi or zero-width character`}, fake.Refusals)
	assert.Contains(t, r.Stderr, "    2 place        Café\n")
}

// A mission named twice ("12 12") and a good named in two languages ("3
// Holz 2 wood") are refused with a sentence, not merged unsaid.
func TestTwiceNamedMissionsAndGoodsAreRefused(t *testing.T) {
	answers := []string{"Anna, Ben", "y",
		"", "3 Holz 2 wood", "3 wood", "", "", "", "", "12 12", "12 boats",
		"", "", "", "", "", "", "", "", "", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{`"wood" names wood, which is already listed`, "mission 12 is listed twice"}, fake.Refusals)
	assert.Contains(t, r.Stderr, "    2 goods        3 wood\n")
}

// "boiss" is refused with the nearest known word ("bois", French) and the
// whole answer corrected: one key (Tab) and Enter take it.
func TestAGoodsTypoIsFixedWithOneKey(t *testing.T) {
	answers := []string{"Léa, Hugo", "n", "", "3 boiss 2 pierres", "\t", "", "", "", "", "", "", "", "", "", "", "", "", "", ""}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score", "--lang", "fr", "--no-history", "--box", golden.Testdata("box", "full.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, fake.Refusals[0], "«\u00a0boiss\u00a0» n'est pas une marchandise")
	assert.Contains(t, fake.Refusals[0], "\nboiss → bois\u00a0? Tab pour accepter.")
	assert.Contains(t, r.Stderr, "  = bois ×3, pierre ×2\n", "the corrected answer is what counts")
}

// An answer left empty says so in the review, as its echo did: no line
// ends blank, or in a space.
func TestAnEmptyAnswerSaysNothingInTheReview(t *testing.T) {
	answers := []string{"Anna, Ben", "n", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "  1 Anna\n    1 coins        0\n    2 goods        nothing\n    3 warehouse    nothing\n")
	assert.NotRegexp(t, ` \n`, r.Stderr)
}

// The review says of every mission held whether it is achieved, a "first
// to" one on the player's word and any other by the answers: no card's
// state is read off its neighbour's note.
func TestTheReviewSaysEveryMissionsState(t *testing.T) {
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "", "0", "", "", "16 11", "n",
		"0", "", "", "0", "glass", "", "18 8", "y",
		"", "", "", // minutes, place; the review: score it
	}
	r, fake := interactive(t, t.TempDir(), answers, "--box", golden.Testdata("box", "full.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "    7 missions     16 (achieved: no), 11 (achieved: no)\n")
	assert.Contains(t, r.Stderr, "    7 missions     18 (achieved: yes), 8 (achieved: no)\n")
}
