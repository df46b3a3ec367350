package score_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
)

// The walk-through asks per player in turn order, the fighter's count and
// the unicorn's replacement only when needed, the market only with a
// unicorn, each unknown value once, and saves the values to the box.
func TestWalkThrough(t *testing.T) {
	dir := t.TempDir()
	boxFile := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(boxFile, []byte("goods: {glass: {vp: 4}}\nalpaka:\n  values: {mime: 3}\n"), 0o644))
	fake := prompt.NewFake(
		"Lidia, Alexander",
		"twins | mime king | libarian", // a typo, refused with a suggestion
		"twins | mime king | unicorn",
		"11",
		"", // the unicorn: the best for Lidia
		"fighter baby | Einhorn",
		"x", "9",
		"7", // the fighter's count
		"",  // Alexander's unicorn: the best
		"viking",
		"bob", // not at the table
		"alexander",
		"fighter baby | unicorn", // Alexander's answers again
		"9",
		"7",
		"",
		"viking",
		"",   // the review: score
		"9",  // viking, a candidate for Alexander's unicorn
		"8",  // twins
		"12", // nobles
		"2",  // fighter
		"y",  // save
	)
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--box", boxFile)
	require.Equal(t, 0, r.Code, r.Stderr)
	var labels []string
	for _, q := range fake.Asked {
		labels = append(labels, q.Label)
	}
	assert.Equal(t, []string{
		"Players in turn order, the one holding the alpaca figure first (Lidia, Alexander)",
		"Lidia: fences from left to right, | between them (twins | mime king | baby)",
		"Lidia: fences from left to right, | between them (twins | mime king | baby)",
		"Lidia: cards in your deck (draw pile, discard and hand)",
		"Lidia: what did the unicorn take? (Enter: the best for you)",
		"Alexander: fences from left to right, | between them (twins | mime king | baby)",
		"Alexander: cards in your deck (draw pile, discard and hand)",
		"Alexander: cards in your deck (draw pile, discard and hand)",
		"Alexander: of those, alpacas that are not babies (for the fighter)",
		"Alexander: what did the unicorn take? (Enter: the best for you)",
		"Cards left in the market (librarian prince …; Enter: none)",
		"Correct a player's answers? (their name; Enter: score)",
		"Correct a player's answers? (their name; Enter: score)",
		"Alexander: fences from left to right, | between them (twins | mime king | baby)",
		"Alexander: cards in your deck (draw pile, discard and hand)",
		"Alexander: of those, alpacas that are not babies (for the fighter)",
		"Alexander: what did the unicorn take? (Enter: the best for you)",
		"Cards left in the market (librarian prince …; Enter: none)",
		"Correct a player's answers? (their name; Enter: score)",
		"Printed value of viking",
		"Printed value of twins",
		"Printed value of the nobles (one for all four)",
		"Printed value of fighter",
		"Save these values to your box profile " + boxFile + "? (y/n)",
	}, labels)
	assert.Contains(t, fake.Refusals[0], `"libarian" is no Alpaka card; did you mean librarian?`)
	assert.Contains(t, fake.Refusals[2], `"bob" is not at this table: Lidia, Alexander`)
	assert.Contains(t, r.Stderr, "  Lidia: twins | mime king | unicorn; deck 11")
	// Lidia (position 5) and Alexander (position 3): Alexander swaps first
	// and takes the only card left; Lidia's unicorn stays.
	assert.Contains(t, r.Stdout, "Alexander (position 3) took viking")
	assert.Contains(t, r.Stdout, "Lidia (position 5): nothing left to take; the unicorn stays, 4 points")
	assert.Contains(t, r.Stdout, "1. Lidia: 27 points")
	assert.Contains(t, r.Stdout, "2. Alexander: 14 points")
	saved, err := os.ReadFile(boxFile)
	require.NoError(t, err)
	assert.Contains(t, string(saved), "glass")
	assert.Contains(t, string(saved), "twins: 8")
	assert.Contains(t, string(saved), "nobles: 12")

	// Without a terminal: refused, pointing to --file.
	r = cmdtest.Run(t, cmdtest.Env{}, "alpaka", "score")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--file")
}

// Interrupted, the answers so far are kept in a draft, and the next run
// continues where it stopped.
func TestWalkThroughResumes(t *testing.T) {
	dir := t.TempDir()
	fake := prompt.NewFake("Ana, Bo", "mime | viking", "4")
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score")
	assert.Equal(t, 1, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "stopped. Every answer so far is kept in "+filepath.Join(dir, "alpaka-drafts"))

	fake = prompt.NewFake("baby", "3", "", "3", "8", "n")
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Continuing the scoring started")
	assert.Equal(t, "Bo: fences from left to right, | between them (twins | mime king | baby)", fake.Asked[0].Label)
	assert.Contains(t, r.Stdout, "1. Ana: 11 points")
	entries, err := os.ReadDir(filepath.Join(dir, "alpaka-drafts"))
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotEqual(t, ".yaml", filepath.Ext(e.Name()), "a finished walk-through leaves no draft")
	}
}

// Answers that do not add up across players are refused with every
// problem, and written out as a record to fix and score with --file.
func TestWalkThroughKeepsAnswers(t *testing.T) {
	fake := prompt.NewFake("Ana, Bo", "king | viking", "4", "king", "3", "")
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score")
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "2 × king in this game; the box has 1")
	assert.Contains(t, r.Stderr, "Your answers as a record")
	assert.Contains(t, r.Stderr, "- name: Ana\n    fences:\n      - - king\n      - - viking\n    deck: 4")
}
