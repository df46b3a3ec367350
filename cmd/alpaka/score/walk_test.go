package score_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// The walk-through asks per player in turn order, the unicorn's swap and
// the fighter's count only when needed, the market only with a unicorn,
// then each value nobody knows, once, in the rulebook's ascending order;
// the review lists them and changes any; then it saves them to the box.
func TestWalkThrough(t *testing.T) {
	dir := t.TempDir()
	boxFile := filepath.Join(dir, "box.yaml")
	require.NoError(t, os.WriteFile(boxFile, []byte("goods: {glass: {vp: 4}}\nalpaka:\n  values: {mime: 3}\n"), 0o644))
	fake := prompt.NewFake(
		"Lidia, Alexander",
		"twins | mime king | libarian", // a typo, refused with a suggestion
		"twins | mime king | unicorn",
		"", // the unicorn: the best for Lidia
		"11",
		"fighter baby | Einhorn",
		"", // Alexander's unicorn: the best
		"x", "9",
		"7",      // the fighter's count
		"viking", // the market
		"9",      // viking, a candidate for Alexander's unicorn
		"8",      // twins: less than viking, listed before it
		"10",     // twins
		"12",     // nobles
		"2",      // fighter
		"", "",   // minutes, place
		"05", "11", // the review: twins again
		"",  // the review: score
		"y", // save
	)
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--box", boxFile)
	require.Equal(t, 0, r.Code, r.Stderr)
	var labels []string
	for _, q := range fake.Asked {
		labels = append(labels, q.Label)
	}
	assert.Equal(t, []string{
		"Players in turn order",
		"Lidia · fences", "Lidia · fences", "Lidia · unicorn", "Lidia · deck",
		"Alexander · fences", "Alexander · unicorn", "Alexander · deck", "Alexander · deck",
		"Alexander · alpacas in the deck",
		"market",
		"Printed value of viking",
		"Printed value of twins",
		"Printed value of twins",
		"Printed value of the nobles (one for all four)",
		"Printed value of fighter",
		"Minutes the game took", "Where it was played",
		"Enter to score, or a line", "Printed value of twins",
		"Enter to score, or a line",
		"Save what was learned to your box profile? (y/n)",
	}, labels)
	assert.Contains(t, fake.Refusals[0], `"libarian" is not an Alpaka card; did you mean librarian?`)
	assert.Equal(t, "the rulebook lists the types in ascending value: twins at 8 comes after viking at 9", fake.Refusals[2])
	assert.Contains(t, r.Stderr, "  1 Lidia\n"+
		"    1 fences              twins | mime king | unicorn\n"+
		"    2 unicorn             the best card left\n"+
		"    3 deck                11\n"+
		"    4 alpacas in the deck —\n", "the unicorn's answer has its line; the answers, one column")
	assert.Contains(t, r.Stderr, "    5 Printed value of twins: 10\n", "the review lists the values learned")
	// Lidia (position 5) and Alexander (position 3): Alexander swaps first
	// and takes the only card left; Lidia's unicorn stays.
	assert.Contains(t, r.Stdout, "Alexander (position 3) took viking")
	assert.Contains(t, r.Stdout, "Lidia (position 5): nothing left to take; the unicorn stays, 4 points")
	assert.Contains(t, r.Stdout, "1. Lidia: 30 points")
	assert.Contains(t, r.Stdout, "2. Alexander: 14 points")
	saved, err := os.ReadFile(boxFile)
	require.NoError(t, err)
	assert.Contains(t, string(saved), "glass")
	assert.Contains(t, string(saved), "twins: 11", "the value changed in the review is saved")
	assert.Contains(t, string(saved), "nobles: 12")

	// Without a terminal: refused, pointing to --file.
	r = cmdtest.Run(t, cmdtest.Env{}, "alpaka", "score")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--file")
}

// A value typed at the table is checked against those known, in the
// rulebook's ascending order: graduate comes after viking.
func TestWalkThroughChecksValuesInOrder(t *testing.T) {
	fake := prompt.NewFake("Ana, Bo", "viking | graduate", "4", "mime", "3",
		"8", "3", "8", // viking, then graduate below it, then again
		"3", "", "", "", "n")
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	require.Len(t, fake.Refusals, 1)
	assert.Equal(t, "the rulebook lists the types in ascending value: graduate at 3 comes after viking at 8", fake.Refusals[0])
}

// Interrupted, the answers so far are kept in a draft, and the next run
// offers to continue where it stopped.
func TestWalkThroughResumes(t *testing.T) {
	dir := t.TempDir()
	fake := prompt.NewFake("Ana, Bo", "mime | viking", "4")
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score")
	assert.Equal(t, 1, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "stopped. Every answer so far is saved in "+filepath.Join(dir, "alpaka-drafts"))
	assert.Contains(t, r.Stderr, "continue with: altiplano alpaka score --resume")

	fake = prompt.NewFake("baby", "3", "3", "8", "", "", "", "n")
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score", "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, "Bo · fences", fake.Asked[0].Label)
	assert.Contains(t, r.Stdout, "1. Ana: 11 points")
	entries, err := os.ReadDir(filepath.Join(dir, "alpaka-drafts"))
	require.NoError(t, err)
	for _, e := range entries {
		assert.NotEqual(t, ".yaml", filepath.Ext(e.Name()), "a finished walk-through leaves no draft")
	}
}

// Answers that do not add up across players are refused at once, naming
// the problem, and asked again.
func TestWalkThroughRefusesWhatDoesNotAddUp(t *testing.T) {
	fake := prompt.NewFake("Ana, Bo", "king | viking", "4", "king")
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score")
	assert.Equal(t, 1, r.Code)
	assert.Empty(t, r.Stdout)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, fake.Refusals[0], "2 × king in this game; the box has 1")
}

// How long and where, answered at the table, are kept with the game in
// the play history and its exports.
func TestWalkThroughKeepsDurationAndLocationInTheHistory(t *testing.T) {
	dir := t.TempDir()
	fake := prompt.NewFake("Ana, Bo", "mime | viking", "4", "baby", "3", "3", "8", "45", "Café", "", "n")
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score")
	require.Equal(t, 0, r.Code, r.Stderr)
	csv := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "games", "export", "--game", "alpaka", "--format", "csv")
	require.Equal(t, 0, csv.Code, csv.Stderr)
	assert.Contains(t, csv.Stdout, ",45,Café\n")
}

// The review's answers start in one column, whatever the names' length
// ("alpacas in the deck") and the lines' numbers (ten values learned: 13
// lines in this game's group).
func TestReviewKeepsItsColumns(t *testing.T) {
	fake := prompt.NewFake("Lidia, Alexander",
		"baby explorer | twins | shopaholic kindheart | storekeeper king", "11",
		"shopaholic accountant | carpenter lumberjack | prince viking", "14",
		"4", "8", "2", "4", "6", "12", "5", "5", "7", "8", // every value, in the order asked
		"", "", // minutes, place
		"013", "8", // the review: line 13 of this game
		"", "n")
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Equal(t, "Printed value of viking", fake.Asked[len(fake.Asked)-3].Label, "013 is line 13")
	assert.Contains(t, r.Stderr, "  1 Lidia\n"+
		"     1 fences              baby explorer | twins | shopaholic kindheart | storekeeper king\n"+
		"     2 unicorn             —\n"+
		"     3 deck                11\n"+
		"     4 alpacas in the deck —\n")
	assert.Contains(t, r.Stderr, "  0 This game\n"+
		"     1 market              —\n"+
		"     2 minutes             not given\n"+
		"     3 place               not given\n"+
		"    Learned this time (for your box profile)\n"+
		"     4 Printed value of explorer: 4\n")
	assert.Contains(t, r.Stderr, "     9 Printed value of the nobles (one for all four): 12\n"+
		"    10 Printed value of accountant: 5\n")
	assert.NotRegexp(t, ` \n`, r.Stderr, "no line ends in a space")
}

// What a unicorn took is a line of the review, changed there like any
// other; a farm without a unicorn keeps no answer of one.
func TestTheUnicornIsChangedInTheReview(t *testing.T) {
	box := filepath.Join(t.TempDir(), "box.yaml")
	data, err := os.ReadFile(golden.Testdata("alpaka", "box.yaml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(box, data, 0o644))
	fake := prompt.NewFake("Ana, Bo",
		"mime unicorn | librarian", "", "9", // Ana's unicorn: the best
		"viking | janitor", "4",
		"librarian king", // the market
		"", "",
		"12", "king", // the review: Ana's unicorn took the king
		"21", "viking unicorn | janitor", "", // Bo's fences: a unicorn now, asked at once: the best
		"")
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--no-history", "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Equal(t, []string{"Enter to score, or a line", "Bo · fences", "Bo · unicorn", "Enter to score, or a line"}, fake.Labels()[len(fake.Asked)-4:])
	last := r.Stderr[strings.LastIndex(r.Stderr, "Review:"):]
	assert.Contains(t, last, "  1 Ana\n    1 fences              mime unicorn | librarian\n    2 unicorn             king\n")
	assert.Contains(t, last, "  2 Bo\n    1 fences              viking unicorn | janitor\n    2 unicorn             the best card left\n")
	assert.Contains(t, r.Stdout, "took king")
}

// A draft an older version left, which kept the unicorn's answer with the
// fences, is continued with that answer: it is not asked again.
func TestResumeKeepsTheUnicornOfAnOlderDraft(t *testing.T) {
	dir := t.TempDir()
	box := golden.Testdata("alpaka", "box.yaml")
	fake := prompt.NewFake("Ana, Bo", "mime unicorn | janitor", "librarian")
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score", "--box", box, "--no-history")
	require.Equal(t, 1, r.Code, r.Stderr)
	files, err := filepath.Glob(filepath.Join(dir, "alpaka-drafts", "*.yaml"))
	require.NoError(t, err)
	require.Len(t, files, 1)
	data, err := os.ReadFile(files[0])
	require.NoError(t, err)
	require.Contains(t, string(data), "p1.unicorn: librarian")
	older := strings.Replace(string(data), "p1.unicorn:", "p1.fences.unicorn:", 1)
	require.NoError(t, os.WriteFile(files[0], []byte(older), 0o600))

	fake = prompt.NewFake("9", "viking | carpenter", "4", "librarian", "", "", "")
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, "alpaka", "score", "--box", box, "--no-history", "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.NotContains(t, fake.Labels(), "Ana · unicorn")
	assert.Contains(t, r.Stderr, "    2 unicorn             librarian\n")
	assert.Contains(t, r.Stdout, "took librarian")
}

// A review line whose question a player is not asked (a unicorn's swap
// without a unicorn, the fighter's count without a fighter, the market
// when nobody has a unicorn) shows "—", and choosing it says why instead
// of showing the review again; an empty answer says "nothing", on every
// line alike.
func TestAReviewLineNotAskedSaysWhy(t *testing.T) {
	fake := prompt.NewFake("Ana, Ben",
		"twins | mime king | baby", "5",
		"usher", "4",
		"", "", // minutes, place
		"12", "Ben 4", // not asked: refused, saying why
		"Ben", "4", "3", "", // Ben's line 4 is refused too; line 3, his deck, kept
		"01", // not asked: refused
		"",   // score it
	)
	r := cmdtest.Run(t, cmdtest.Env{Interactive: true, Prompter: fake}, "alpaka", "score", "--box", golden.Testdata("alpaka", "box.yaml"), "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{
		`"12": unicorn is not asked for Ana: there is no unicorn on the farm.`,
		`"Ben 4": alpacas in the deck is not asked for Ben: there is no fighter on the farm.`,
		`"4": alpacas in the deck is not asked for Ben: there is no fighter on the farm.`,
		`"01": market is not asked: nobody has a unicorn.`,
	}, fake.Refusals)
	assert.Contains(t, r.Stderr, "  1 Ana\n"+
		"    1 fences              twins | mime king | baby\n"+
		"    2 unicorn             —\n"+
		"    3 deck                5\n"+
		"    4 alpacas in the deck —\n")
	assert.Contains(t, r.Stderr, "  0 This game\n"+
		"    1 market              —\n"+
		"    2 minutes             not given\n"+
		"    3 place               not given\n")
	assert.Equal(t, 2, strings.Count(r.Stderr, "Review: check every line"), "once, and once after the deck")
}
