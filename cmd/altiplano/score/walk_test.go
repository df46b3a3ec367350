package score_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
	setup "altiplano/setup/altiplano"
)

// twoPlayerGame answers a full 2-player game with missions on the default
// catalog: every unknown value is asked and not saved.
var twoPlayerGame = []string{
	"Anna, Ben", // players
	"y",         // mission variant
	// Anna
	"3",                    // coins
	"2 wood glass 2 cloth", // goods outside
	"3 fish | silver corn", // warehouse: row 1 complete (3 spaces, rulebook), row 2
	"1",                    // row 1's VP is unknown: asked
	"",                     // row 2's board size: cannot tell
	"3",                    // boats
	"glass",                // houses
	"6",                    // orders
	"12 5",                 // missions
	"y",                    // mission 5: first to complete a row? yes
	"4",                    // mission 12 VP: achieved, asked
	"2",                    // mission 5 VP: achieved, asked
	// Ben
	"5", "3 stone 2 ore",
	"stone stone corn / ore ore ore", // row 1 complete, its VP known now; row 2's size was asked
	"0", "ore stone", "5",
	"19 10",
	"4", // mission 19 (mission 10, not achieved, is not asked)
	"n", // do not check the inferred goods values now
	"",  // minutes the game took: skipped
	"",  // where: skipped
	"",  // review: Enter scores it
	"n", // what was learned is not saved to the box profile
}

func interactive(t *testing.T, dir string, answers []string, args ...string) (cmdtest.Result, *prompt.Fake) {
	t.Helper()
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, append([]string{"score"}, args...)...)
	return r, fake
}

func drafts(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "drafts", "*.yaml"))
	require.NoError(t, err)
	return files
}

func TestWalkThroughTwoPlayerGameWithMissions(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	r, fake := interactive(t, dir, twoPlayerGame, "--save", saved)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining(), "every scripted answer was used")
	assert.Empty(t, fake.Refusals)

	assert.Contains(t, r.Stdout, "Score pad · 2 players")
	// Anna 19+6+4+6+1+1+6, Ben 15+0+8+5+10+1+4: level, and Ben has more coins.
	assert.Regexp(t, `TOTAL\s+43\s+43`, r.Stdout)
	assert.Contains(t, r.Stdout, "Winner: Ben with 43 points.")
	assert.Contains(t, r.Stdout, "Tie on 43 points, decided by coins: Ben (5 coins), Anna (3 coins).")
	assert.Contains(t, r.Stderr, "  = 2 wood, 2 cloth, 1 glass", "what was understood is echoed back")
	assert.Contains(t, r.Stderr, "  = row 1: fish fish fish\n  = row 2: silver corn\n", "each row is echoed back")
	// The rulebook: the tile's owner draws up to 10 goods and stores them in
	// rows already started; the tile is named by what it shows, not "E24".
	assert.Contains(t, r.Stderr, `Before counting: whoever owns the extension tile "draw up to 10 goods from your bag at the end of the game" draws them now (refilling the bag from the container) and may store them, in rows already started only, never starting a new row.`)
	assert.NotContains(t, r.Stderr, "E24")
	firstTo := fake.Asked[11]
	assert.Equal(t, "Anna · mission 5 face up? (y/n)", firstTo.Label)
	assert.Equal(t, `Mission 5 is "Be the first to complete a warehouse row": a "first to" mission is announced and turned face up when achieved. Is this card face up?`, firstTo.Help)
	assert.Contains(t, r.Stderr, "Goods on unfinished orders are lost.")
	assert.Contains(t, r.Stderr, "Record saved to "+saved)
	assert.Empty(t, drafts(t, dir), "the draft is removed once scored")
	// Short input lines; what the question means and its example above.
	assert.Equal(t, "Anna · coins", fake.Asked[2].Label)
	assert.Equal(t, "0", fake.Asked[2].Default)
	assert.Equal(t, "Anna · goods", fake.Asked[3].Label)
	assert.Equal(t, "Goods you own outside the warehouse and not on orders, with their counts. e.g. 3 wood 2 stone glass — Enter: none", fake.Asked[3].Help)
	assert.Empty(t, fake.Asked[3].Default, "an example is not a default")
	// The rulebook's order: the storing tile is used first, then each player
	// gathers their goods; the warehouse counts too, and food and corn
	// scoring nothing is a default, not a rule.
	checklist := "Before counting, each player gathers every goods tile they own: from the container, the bag, the planning spaces, the action spaces, the role tile and the extensions (the warehouse tiles stay in place but count too)."
	assert.Contains(t, r.Stderr, checklist)
	assert.Contains(t, r.Stderr, "Food and corn count for the supply check.\nBy default food and corn score nothing (unverified: the scoring overview prints two 0 VP tiers).")
	assert.Less(t, strings.Index(r.Stderr, "Before counting: whoever owns the extension tile"), strings.Index(r.Stderr, checklist), "the storing tile comes before the gathering")

	// The walk-through uses the validator and scorer of score --file: the
	// saved record scores to the same pad; only the advice on a row of
	// unknown length differs: the walk-through's questions, the file's syntax.
	again := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "score", "--file", saved)
	require.Equal(t, 0, again.Code, again.Stderr)
	walkAdvice := "when the walk-through asks, answer the row's spaces and VP (such as 3 2), or record the warehouse once with: altiplano box calibrate --section warehouse"
	fileAdvice := "write a complete row as {goods: [...], vp: N}"
	assert.Contains(t, r.Stdout, walkAdvice)
	assert.NotContains(t, r.Stdout, fileAdvice)
	assert.Equal(t, strings.ReplaceAll(r.Stdout, walkAdvice, fileAdvice), again.Stdout)
}

func TestWalkThroughAsksAgainOnlyTheWrongAnswer(t *testing.T) {
	answers := []string{
		"Anna", "Anna, anna", "Anna, Ben", // one player; a name twice; fine
		"maybe", "n",
		"x", "-1", "9223372036854775807", "3", // coins
		"3 gold", "wood 3", "99 wood", "3 wood", // goods
		"fish food", "fish fish fish fish", "2 fish | silver = x", "2 fish | silver", // warehouse
		"",               // row 2's size: cannot tell
		"2.5", "11", "1", // boats
		"corn", "glass", // houses: corn is refused (an inference, said so)
		"six", "1000", "6", // orders
		// Ben
		"0", "", "", "0", "", "",
		"n",    // no goods check
		"", "", // minutes and place: skipped
		"",
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	want := []string{
		"a game has 2 to 5 players; the record lists 1",
		`"anna" is given twice`,
		`answer y or n, not "maybe"`,
		`expected a whole number, not "x"`,
		`must be a whole number from 0 to 999, not -1`,
		`must be a whole number from 0 to 999, not 9223372036854775807`,
		`"gold" is not a good`,
		`3 of what?`,
		`goods: wood: must be a whole number from 1 to 20, not 99`,
		"Anna, warehouse row 1: tile 2 is food, and food can never be stored",
		"Anna, warehouse row 1: 4 tiles, but the row holds only 3",
		`warehouse row 2: after = comes what the row prints`,
		`expected a whole number, not "2.5"`,
		`must be a whole number from 0 to 10, not 11`,
		"Anna, house 1: a house showing corn is unlikely",
		`expected a whole number, not "six"`,
		`must be a whole number from 0 to 20, not 1000`,
	}
	require.Len(t, fake.Refusals, len(want), strings.Join(fake.Refusals, "\n"))
	for i, w := range want {
		assert.Contains(t, fake.Refusals[i], w)
	}
	assert.Regexp(t, `coins \(tie-break\)\s+3\s+0`, r.Stdout)
}

// A problem that only the whole record shows (more glass than the supply)
// is said when the answer that causes it is given, and that step asked again.
func TestAStepThatBreaksALimitIsAskedAgain(t *testing.T) {
	answers := []string{
		"Anna, Ben", "n",
		"0", "5 glass", "", "0", "", "",
		"0", "3 glass", "2 glass", "", "0", "", "", // 8 glass: the 2-player supply has 7
		"n", "", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{"the players hold 8 glass tiles in all (orders included), but only 7 are laid out for 2 players"}, fake.Refusals)
}

func TestReviewEditsAnAnswer(t *testing.T) {
	answers := []string{
		"Anna, Ben", "n",
		"3", "", "", "0", "", "", // Anna
		"1", "", "", "0", "", "", // Ben
		"", "", // minutes and place: skipped
		"11", // review: seat 1, line 1 (coins)
		"9",
		"24", // and Ben's boats
		"",   // Enter keeps the previous answer
		"",   // score it
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Regexp(t, `coins \(tie-break\)\s+9\s+1`, r.Stdout)
	last := fake.Asked[len(fake.Asked)-2]
	assert.Equal(t, "Ben · boats", last.Label, "two keys and Enter reach it")
	assert.Equal(t, "0", last.Prefill, "an edit offers the previous answer, ready to correct")
}

// Stopping half-way and resuming gives the same record as going straight
// through; the resumed run remembers --save.
func TestInterruptAndResumeGiveTheSameRecord(t *testing.T) {
	straight := t.TempDir()
	r, _ := interactive(t, straight, twoPlayerGame, "--save", filepath.Join(straight, "game.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	want, err := os.ReadFile(filepath.Join(straight, "game.yaml"))
	require.NoError(t, err)

	for _, cut := range []int{1, 5, 9, 17, len(twoPlayerGame) - 2} {
		dir := t.TempDir()
		saved := filepath.Join(dir, "game.yaml")
		first, _ := interactive(t, dir, twoPlayerGame[:cut], "--save", saved)
		assert.Equal(t, 1, first.Code, "stopping exits 1")
		assert.Contains(t, first.Stderr, "altiplano score --resume")
		assert.Empty(t, first.Stdout)

		second, fake := interactive(t, dir, twoPlayerGame[cut:], "--resume")
		require.Equal(t, 0, second.Code, second.Stderr)
		assert.Zero(t, fake.Remaining())
		got, err := os.ReadFile(saved)
		require.NoError(t, err, "the draft remembered --save (cut after %d answers)", cut)
		assert.Equal(t, string(want), string(got), "cut after %d answers", cut)
		assert.Equal(t, r.Stdout, second.Stdout)
		assert.Empty(t, drafts(t, dir))
	}
}

func TestResumeWithoutDraftAndStartingOver(t *testing.T) {
	dir := t.TempDir()
	r, _ := interactive(t, dir, nil, "--resume")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "no unfinished scoring to resume")

	first, _ := interactive(t, dir, twoPlayerGame[:5])
	require.Equal(t, 1, first.Code)
	kept := drafts(t, dir)
	require.Len(t, kept, 1)
	// A new walk-through offers the draft; "n" starts a new one and keeps it.
	second, fake := interactive(t, dir, append([]string{"n"}, twoPlayerGame...))
	require.Equal(t, 0, second.Code, second.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Continue the unfinished scoring? (y/n)", fake.Asked[0].Label)
	assert.Contains(t, second.Stderr, "An unfinished scoring was found in "+kept[0])
	assert.Equal(t, kept, drafts(t, dir), "nothing typed is lost: the first draft stays")
}

// Two walk-throughs at once never share a draft: the second is told and
// offered a draft of its own.
func TestTwoWalkThroughsAtOnce(t *testing.T) {
	dir := t.TempDir()
	// The first stops half-way but its lock is held by a process still running:
	// simulate it by holding the lock of its draft.
	first, _ := interactive(t, dir, twoPlayerGame[:7])
	require.Equal(t, 1, first.Code)
	held := drafts(t, dir)
	require.Len(t, held, 1)
	unlock := cmdtest.HoldLock(t, strings.TrimSuffix(held[0], ".yaml")+".lock")
	defer unlock()

	second, fake := interactive(t, dir, append([]string{"y"}, twoPlayerGame...))
	require.Equal(t, 0, second.Code, second.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, second.Stderr, "a scoring is already in progress in another terminal")
	assert.Equal(t, "Start a separate scoring with a draft of its own? (y/n)", fake.Asked[0].Label)
	before, err := os.ReadFile(held[0])
	require.NoError(t, err)
	assert.Contains(t, string(before), "Anna, Ben", "the first walk-through's draft is untouched")

	r, _ := interactive(t, dir, nil, "--resume")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "a scoring is already in progress in another terminal")
}

// --resume with another setup code would move one game's answers onto
// another game's seats: refused, naming both codes.
func TestResumeWithAnotherCodeIsRefused(t *testing.T) {
	dir := t.TempDir()
	code := codeOf(t, cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Ana,Ben", "--seed", "3").Stdout)
	other := codeOf(t, cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Cleo,Dan", "--seed", "4").Stdout)
	first, _ := interactive(t, dir, []string{"Ana, Ben", "3"}, "--code", code)
	require.Equal(t, 1, first.Code)
	r, _ := interactive(t, dir, nil, "--resume", "--code", other)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "the unfinished scoring is for setup code "+code+", not "+other)
	r, fake := interactive(t, dir, []string{"", "", "0", "", "", "0", "", "", "", "", "", "", "", ""}, "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stdout, "Ana", "the draft remembers its code")
}

// A draft edited by hand (or by an older version) whose answer no longer
// parses: the answer is shown with its problem and asked again; no crash.
func TestReplayedAnswersAreCheckedLikeTypedOnes(t *testing.T) {
	dir := t.TempDir()
	first, _ := interactive(t, dir, twoPlayerGame[:4])
	require.Equal(t, 1, first.Code)
	path := drafts(t, dir)[0]
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	edited := strings.Replace(string(data), "p1.goods: 2 wood glass 2 cloth", "p1.goods: 3 gold", 1)
	require.NotEqual(t, string(data), edited)
	require.NoError(t, os.WriteFile(path, []byte(edited), 0o644))

	r, fake := interactive(t, dir, append([]string{"2 wood glass 2 cloth"}, twoPlayerGame[4:]...), "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, `! "gold" is not a good`)
	assert.Equal(t, "3 gold", fake.Asked[0].Prefill, "the replayed answer is offered to edit")

	require.NoError(t, os.MkdirAll(filepath.Join(dir, "drafts"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "drafts", "broken.yaml"), []byte("version: 2\nanswers: [\n"), 0o644))
	r, _ = interactive(t, dir, nil, "--resume")
	assert.Equal(t, 1, r.Code, "a draft that cannot be read is not the user's typing: exit 1")
	broken := filepath.Join(dir, "drafts", "broken.yaml")
	assert.Equal(t, "altiplano: the draft "+broken+" cannot be read (changed by hand, or from another version); delete it to start again\n", r.Stderr, "its path said once")
}

// A --save file that cannot be written is said before the first question.
func TestSavePathIsCheckedFirst(t *testing.T) {
	dir := t.TempDir()
	for _, bad := range []string{dir, filepath.Join(dir, "missing", "game.yaml")} {
		r, fake := interactive(t, dir, twoPlayerGame, "--save", bad)
		assert.Equal(t, 2, r.Code, r.Stderr)
		assert.Empty(t, fake.Asked, "no question was asked")
		assert.Empty(t, r.Stdout)
	}
}

// When saving fails at the end anyway, the draft is kept and the message
// says how to save it.
func TestLateSaveFailureKeepsTheDraft(t *testing.T) {
	dir := t.TempDir()
	saveDir := filepath.Join(dir, "out")
	require.NoError(t, os.Mkdir(saveDir, 0o755))
	saved := filepath.Join(saveDir, "game.yaml")
	first, _ := interactive(t, dir, twoPlayerGame[:len(twoPlayerGame)-2], "--save", saved)
	require.Equal(t, 1, first.Code)
	require.NoError(t, os.RemoveAll(saveDir))
	require.NoError(t, os.WriteFile(saveDir, []byte("a file where the folder was"), 0o644))

	r, _ := interactive(t, dir, twoPlayerGame[len(twoPlayerGame)-2:], "--resume")
	assert.Equal(t, 1, r.Code)
	assert.Contains(t, r.Stderr, "every answer is kept in the draft: run altiplano score --resume --save OTHER-FILE")
	assert.Len(t, drafts(t, dir), 1)
	r, fake := interactive(t, dir, twoPlayerGame[len(twoPlayerGame)-2:len(twoPlayerGame)-1], "--resume", "--save", filepath.Join(dir, "game.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.FileExists(t, filepath.Join(dir, "game.yaml"))
}

func TestUnknownValuesAreSavedToTheBoxProfileAndNotAskedAgain(t *testing.T) {
	dir := t.TempDir()
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "3 fish | 2 wood", "1", // row 1 VP 1
		"3 2",                  // row 2: 3 spaces, 2 VP
		"3", "", "", "12", "4", // 3 boats: mission 12 achieved, VP 4
		"0", "", "", "0", "glass ore stone", "", "13", "5", // 3 houses: mission 13 achieved, VP 5
		"y", "1", "1", // check goods: wood 1, fish 1
		"", "", // minutes and place: skipped
		"",  // review: score it
		"y", // one question for everything learned
	}
	// Stopped at the review: nothing is in the box profile yet.
	r, _ := interactive(t, dir, answers[:len(answers)-2])
	require.Equal(t, 1, r.Code)
	assert.NoFileExists(t, filepath.Join(dir, "box.yaml"), "nothing is saved before the one question at the end")
	r, fake := interactive(t, dir, answers[len(answers)-2:], "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, 1, strings.Count(strings.Join(fake.Labels(), "\n"), "Save what was learned to your box profile?"))
	assert.Contains(t, r.Stderr, "  0 This game\n    1 minutes      not given\n    2 place        not given\n    Learned this time (for your box profile)\n    3 Row 1 is complete: VP printed at its end: 1\n    4 Row 2 on your board: spaces and VP: 3 2\n")
	box, err := os.ReadFile(filepath.Join(dir, "box.yaml"))
	require.NoError(t, err, "saved to box.yaml in the config directory")
	for _, want := range []string{"capacity: 3", "vp: 1", "capacity: 3, vp: 2", "more_rows: true", "{id: 12, vp: 4}", "{id: 13, vp: 5}", "wood: {vp: 1}", "fish: {vp: 1}"} {
		assert.Contains(t, string(box), want)
	}

	// Next game: nothing saved is asked again.
	again := []string{
		"Anna, Ben", "y",
		"0", "", "3 fish | wood wood wood", "3", "", "", "12",
		"0", "", "", "0", "glass ore stone", "", "13",
		"", "", "",
	}
	r, fake = interactive(t, dir, again)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	asked := strings.Join(fake.Labels(), "\n")
	assert.NotContains(t, asked, "Row 1 is complete")
	assert.NotContains(t, asked, "Row 2 on your board")
	assert.NotContains(t, asked, "Mission 12: VP")
	assert.NotContains(t, asked, "Mission 13: VP")
	assert.NotContains(t, asked, "scoring overview", "no inferred goods were used")
	assert.Regexp(t, `warehouse\s+3\s+0`, r.Stdout, "rows 1 and 2 complete: 1 + 2 VP from the box profile")
}

// A warehouse row learned wrong at the table ("1 2": one space) is listed
// in the review and corrected there; later warehouses are then accepted.
func TestAWronglyLearnedRowIsCorrectedInTheReview(t *testing.T) {
	dir := t.TempDir()
	answers := []string{
		"Anna, Ben", "n",
		"0", "", "3 fish | wood", "1", // row 1 VP 1; row 2 holds 1 wood
		"1 2", // row 2: 1 space (wrong), 2 VP
		"0", "", "",
		"0", "", "", "0", "", "",
		"n",    // no goods check
		"", "", // minutes and place: skipped
		"04",  // review: group 0, line 4 (row 2 on the board, after minutes and place)
		"3 2", // corrected
		"",    // score it
		"n",   // not saved
	}
	r, fake := interactive(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "    4 Row 2 on your board: spaces and VP: 1 2\n")
	assert.Contains(t, r.Stderr, "    4 Row 2 on your board: spaces and VP: 3 2\n")
	var edit prompt.Question
	for _, q := range fake.Asked {
		if strings.HasPrefix(q.Label, "Row 2 on your board") {
			edit = q
		}
	}
	assert.Equal(t, "1 2", edit.Prefill, "the learned answer is offered for correcting")
	assert.NoFileExists(t, filepath.Join(dir, "box.yaml"))
}

// With a calibrated box profile a player holding no "first to" mission
// takes at most 7 answers, and the result is the same as with --file.
func TestSevenAnswersAPlayerWithACalibratedBox(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	answers := []string{
		"Anna, Ben, Cleo", "y",
		// Anna: coins, goods, warehouse, boats, houses, orders, missions
		"3", "2 cloth glass", "3 fish | 3 wood | 4 ore", "1", "glass", "6", "12 9",
		// Ben
		"5", "3 stone", "stone stone corn | 2 silver", "0", "stone", "5", "19 4",
		// Cleo
		"1", "", "", "2", "", "", "3 15",
		"", "", "",
	}
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	r, fake := interactive(t, dir, answers, "--box", box, "--save", saved)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	perPlayer := map[string]int{}
	for _, l := range fake.Labels() {
		if name, _, ok := strings.Cut(l, " · "); ok {
			perPlayer[name]++
		}
	}
	assert.Equal(t, map[string]int{"Anna": 7, "Ben": 7, "Cleo": 7}, perPlayer)
	file := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "score", "--file", saved, "--box", box)
	require.Equal(t, 0, file.Code, file.Stderr)
	assert.Equal(t, file.Stdout, r.Stdout)
}

// Row by row stays possible: end the answer with | to be asked the next row.
func TestWarehouseRowByRow(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	answers := []string{
		"Anna, Ben", "n",
		"0", "", "3 fish |", "wood wood", "", "0", "", "",
		"0", "", "", "0", "", "",
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, fake.Labels(), "Anna · row 2")
	assert.Contains(t, r.Stderr, "  = row 2: wood wood")
	assert.Regexp(t, `warehouse\s+1\s+0`, r.Stdout)
}

func TestWalkThroughTakesSeatsFromASetupCode(t *testing.T) {
	setupRun := cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Ana,Ben", "--missions", "--seed", "3")
	code := codeOf(t, setupRun.Stdout)
	answers := []string{
		"0", "", "", "0", "", "", "6", // dealt to Ana; not achieved: its VP is not asked
		"0", "", "", "0", "", "", "7", // dealt to Ben
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--code", code, "--names", "Ana,Ben")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Ana · coins", fake.Asked[0].Label, "names beside the code; no players question")
	assert.Contains(t, r.Stdout, "Missions:")

	// Without --names they are asked, as many as the code seats, and the
	// missions it dealt each seat are checked as with names.
	asked := append([]string{"Ana", "Ana, Ben, Cleo", "Ana, Ben"}, answers...)
	r, fake = interactive(t, t.TempDir(), asked, "--code", code)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Players (names, comma-separated, clockwise)", fake.Asked[0].Label)
	assert.Equal(t, "The setup code seats 2 players: their names from seat 1 of the sheet, clockwise.", fake.Asked[0].Help)
	require.Len(t, fake.Refusals, 2, strings.Join(fake.Refusals, "\n"))
	assert.Contains(t, fake.Refusals[1], "is for 2 players, but the game has 3", "a count other than the code's is refused")
	assert.Contains(t, r.Stdout, "Missions:")
}

// A setup code made before the table code names its players: it still
// seats them, and names given beside it would contradict it.
func TestAnOlderCodeWithNamesStillSeatsThem(t *testing.T) {
	o := setup.Options{Players: 2, Names: []string{"Ana", "Ben"}, Missions: true, Roles: setup.RolesDeal, Start: setup.StartYoungest}
	old := setup.Code(o, 3)
	require.Greater(t, len(old), len(setup.TableCode(o, 3)))
	answers := []string{
		"0", "", "", "0", "", "", "6",
		"0", "", "", "0", "", "", "7",
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--code", old)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Ana · coins", fake.Asked[0].Label, "names come from the code")

	r = cmdtest.Run(t, cmdtest.Env{Interactive: true}, "score", "--code", old, "--names", "Cleo,Dan")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "--code and --names")
}

func codeOf(t *testing.T, sheet string) string {
	t.Helper()
	first := strings.SplitN(sheet, "\n", 2)[0]
	i := strings.LastIndex(first, "code ")
	require.Positive(t, i, sheet)
	return first[i+len("code "):]
}

func TestMissionAnswersAreCheckedAndAskedAgain(t *testing.T) {
	dir := t.TempDir()
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "", "0", "", "",
		"21", "house", "1 2 3", "dragons", "12 boats 18", // refused, then fine (12 named twice is one)
		"maybe", "n", // 18: first to build a house? (refused, then no)
		"0", "", "", "0", "", "",
		"12", "13", // 12 is Anna's: refused
		"", "", "",
	}
	r, fake := interactive(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	want := []string{
		"mission 21 does not exist",
		`"house" fits missions 13, 16, 18`,
		"missions: 3 listed; at most 2",
		`no mission mentions "dragons"`,
		`answer y or n, not "maybe"`,
		"mission 12 is already held by another player, but each mission card exists once",
	}
	require.Len(t, fake.Refusals, len(want), strings.Join(fake.Refusals, "\n"))
	for i, w := range want {
		assert.Contains(t, fake.Refusals[i], w)
	}
	assert.NotContains(t, fake.Refusals[len(want)-1], "Anna", "Anna's missions are face down: Ben is not told whose card it is")
	assert.Contains(t, fake.Labels(), "Anna · missions")
}

// A "first to" mission face up without what being first leaves at the end
// is said as a person says it; its missions are asked again, and a face-up
// question asked again is empty, its kept answer what Enter gives: "n" on
// the line and n typed would be "nn".
func TestAFaceUpMissionItsStateRulesOutIsSaidPlainly(t *testing.T) {
	answers := []string{
		"Ana, Ben", "y",
		"0", "", "", "0", "", "",
		"11 18", "y", "y", // face up, both; nothing on the table backs either
		"18 8", "n",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--no-history")
	require.Equal(t, 1, r.Code, "the script ends at Ben")
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "  ! Ana, mission 11: Ana says mission 11 is achieved, but has no complete row of fish\n")
	assert.Contains(t, r.Stderr, "  ! Ana, mission 18: Ana says mission 18 is achieved, but has no house\n")
	assert.NotContains(t, r.Stderr, "achieved is true")
	var again []prompt.Question
	for _, q := range fake.Asked {
		if q.Label == "Ana · mission 18 face up? (y/n)" {
			again = append(again, q)
		}
	}
	require.Len(t, again, 2)
	assert.Empty(t, again[1].Prefill, "nothing is typed on a yes/no's line")
	assert.Equal(t, "y", again[1].Default, "the kept answer is what Enter gives")
	assert.Empty(t, fake.Refusals)
	assert.Equal(t, "Ben · coins", fake.Asked[len(fake.Asked)-1].Label)
}

// A mission card's VP counts only when the mission is achieved: only
// then is it read off the card. 3 houses achieve mission 13; no boat, no
// mission 12.
func TestMissionVPIsAskedOnlyWhenAchieved(t *testing.T) {
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "", "0", "glass ore stone", "", "12 13",
		"5", // mission 13 VP; mission 12 is not asked
		"0", "", "", "0", "", "", "",
		"", "", "", "n",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, fake.Labels(), "Mission 13: VP printed on the card")
	assert.NotContains(t, fake.Labels(), "Mission 12: VP printed on the card")
	assert.Contains(t, r.Stdout, "#13 Build 3 houses: achieved, 5 VP")
}

// A change in the review that achieves a mission (a third boat) is taken,
// and the card's VP asked then, before the review again.
func TestAChangeThatAchievesAMissionAsksItsVP(t *testing.T) {
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "", "0", "", "", "12",
		"0", "", "", "0", "", "", "",
		"", "",
		"14", "3", // the review: Anna's boats, 3
		"4", // mission 12 is achieved now: its VP
		"", "n",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals, "3 boats are taken")
	asked := fake.Labels()
	require.GreaterOrEqual(t, len(asked), 3)
	assert.Equal(t, []string{"Anna · boats", "Mission 12: VP printed on the card", "Enter to score, or a line"}, asked[len(asked)-4:len(asked)-1])
	assert.Contains(t, r.Stdout, "#12 Build 3 boats: achieved, 4 VP")
}

// The missions understood are echoed as the language joins items that
// hold commas themselves (mission 16 has one): French puts a no-break
// space before the semicolon.
func TestMissionsAreEchoedAsTheLanguageJoinsThem(t *testing.T) {
	answers := []string{
		"Léa, Hugo", "o",
		"", "", "", "", "", "", "16 12", // Léa
		"", "", "", "", "", "", "", // Hugo
		"", "", "",
	}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake},
		"score", "--lang", "fr", "--no-history", "--box", golden.Testdata("box", "full.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "  = 16 Réaliser une commande, construire un bateau et une maison\u00a0; 12 Construire 3 bateaux\n")
}

// The whole walk-through in Russian, answered in Russian.
func TestWalkThroughInRussian(t *testing.T) {
	answers := []string{
		"Аня, Борис", "д", // players; missions: yes
		"3", "3 дерева 2 камня стекло", "3 рыбы", "1", "2", "стекло", "6", // Аня
		"нечто", "12", // a refused mission word, then 12 (2 boats: not achieved, its VP not asked)
		"5", "ткань", "", "0", "", "", "13", // Борис
		"н",    // no goods check
		"", "", // minutes and place: skipped
		"", "н", // score it; learned values not saved
	}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score", "--lang", "ru")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Игроки (имена через запятую, по часовой стрелке)", fake.Asked[0].Label)
	assert.True(t, strings.HasPrefix(fake.Asked[2].Label, "Аня · "), fake.Asked[2].Label)
	require.Len(t, fake.Refusals, 1)
	assert.Contains(t, fake.Refusals[0], `«нечто»`)
	assert.Contains(t, r.Stderr, "стекло")
	assert.Contains(t, r.Stdout, "Подсчёт очков · 2 игрока")
	assert.Regexp(t, `ИТОГО\s+\d+\s+\d+`, r.Stdout)
	assert.Contains(t, r.Stdout, "Допущения")
}

// Mission 20 asks the goods of completed orders only when their VP cannot
// decide it: with the order cards in the box, two 6 VP orders could be
// cloth+wood, wool+ore, cacao+glass or alpaca+wool.
func TestMission20AsksTheGoodsOfOrdersOnlyWhenNeeded(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	answers := []string{
		"Anna, Ben", "y",
		"3", "", "", "", "", "6 6", "20 12",
		"cloth wood", "wool ore", // the goods of Anna's two orders
		"0", "", "", "", "", "8", "1 2", // Ben's 8 VP order is cloth+silver: no question
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--box", box, "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	asked := fake.Labels()
	assert.Contains(t, asked, "Anna · goods of order 1 (6 VP)")
	assert.Contains(t, asked, "Anna · goods of order 2 (6 VP)")
	assert.NotContains(t, asked, "Ben · goods of order 1 (8 VP)", "Ben holds no mission 20")
	assert.Contains(t, r.Stdout, "#20 Complete 2 orders that need wool or cloth: achieved")
}

// Once the orders given decide mission 20, the others' goods are not
// asked: two of three orders needed wool or cloth.
func TestMission20StopsAskingOnceDecided(t *testing.T) {
	box := golden.Testdata("box", "full.yaml")
	answers := []string{
		"Anna, Ben", "y",
		"3", "", "", "", "", "6 6 6", "20 12",
		"wool ore", "cloth wood", // two orders decide it; the third is not asked
		"0", "", "", "", "", "8", "1 2",
		"", "", "",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--box", box, "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.NotContains(t, fake.Labels(), "Anna · goods of order 3 (6 VP)")
	assert.Contains(t, r.Stdout, "#20 Complete 2 orders that need wool or cloth: achieved")
}

// With several unfinished scorings, --resume lets the user choose one,
// newest first.
func TestResumeChoosesAmongSeveralDrafts(t *testing.T) {
	dir := t.TempDir()
	run := func(at time.Time, answers []string, args ...string) (cmdtest.Result, *prompt.Fake) {
		fake := prompt.NewFake(answers...)
		r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake, Now: at},
			append([]string{"score", "--no-history"}, args...)...)
		return r, fake
	}
	first, _ := run(cmdtest.Now, []string{"Anna, Ben", "n", "3"})
	require.Equal(t, 1, first.Code)
	second, _ := run(cmdtest.Now.Add(time.Hour), []string{"n", "Cleo, Dan", "n", "2"})
	require.Equal(t, 1, second.Code)
	require.Len(t, drafts(t, dir), 2)

	r, fake := run(cmdtest.Now.Add(2*time.Hour), []string{"0", "", "", "", "", "", "0", "", "", "", "", "", "", "", ""}, "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, []string{"Which unfinished scoring?"}, fake.Choices)
	assert.Contains(t, r.Stdout, "Winner: Cleo with 0 points.", "the newest draft came first")
	assert.Len(t, drafts(t, dir), 1, "the other draft stays")
}

// threeSeatsCode is the setup code of Ana, Ben and Cleo with missions
// (seed 7).
const threeSeatsCode = "4C0G-EGBE-C4P4-4SBE-5H1P-RSBF-GKTH-9FR"

// missionsDealt are the missions code's sheet deals each seat.
func missionsDealt(t *testing.T, code string) [][]int {
	t.Helper()
	setup := cmdtest.Run(t, cmdtest.Env{}, "setup", "--code", code, "--json")
	require.Equal(t, 0, setup.Code, setup.Stderr)
	var sheet struct {
		Dealt [][]int `json:"missions_dealt"`
	}
	require.NoError(t, json.Unmarshal([]byte(setup.Stdout), &sheet))
	return sheet.Dealt
}

// With a setup code, each player is shown the missions they may hold (their
// own three and their neighbours'), not all twenty.
func TestWithACodeEachSeatSeesTheMissionsItMayHold(t *testing.T) {
	code := threeSeatsCode
	sheet := struct{ Dealt [][]int }{missionsDealt(t, code)}
	require.Len(t, sheet.Dealt, 3)

	answers := []string{"3", "", "", "", "", "", ""} // Ana's answers, up to her missions
	r, fake := interactive(t, t.TempDir(), answers, "--code", code, "--no-history")
	require.Equal(t, 1, r.Code)
	assert.Contains(t, fake.Labels(), "Ana · missions")
	assert.Contains(t, r.Stderr, "Missions Ana may hold (their own three and their neighbours')")
	assert.NotContains(t, r.Stderr, "Missions (variant)", "not the list of all twenty")
	listed := regexp.MustCompile(`(?m)^\s+(\d+)  `).FindAllStringSubmatch(r.Stderr[strings.Index(r.Stderr, "Missions Ana may hold"):], -1)
	assert.Len(t, listed, 9, "three seats' three missions")
	for _, seat := range sheet.Dealt {
		for _, id := range seat {
			assert.Contains(t, r.Stderr, fmt.Sprintf("  %2d  ", id))
		}
	}
}

// Once the box profile records what food and corn score, the checklist no
// longer calls it an unverified default.
func TestChecklistCallsFoodAndCornUnverifiedOnlyUntilRecorded(t *testing.T) {
	dir := t.TempDir()
	r, _ := interactive(t, dir, twoPlayerGame, "--box", box)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Food and corn count for the supply check.")
	assert.NotContains(t, r.Stderr, "By default food and corn score nothing")
}

// A resumed walk-through says what it resumes, then each answer it takes
// from the draft with whose it is, once, before the first question left.
func TestResumeSaysWhoseEachAnswerIs(t *testing.T) {
	dir := t.TempDir()
	first, _ := interactive(t, dir, twoPlayerGame[:4], "--no-history")
	require.Equal(t, 1, first.Code, first.Stderr)
	r, fake := interactive(t, dir, nil, "--resume", "--no-history")
	require.Equal(t, 1, r.Code, r.Stderr)
	resumed := r.Stderr[strings.Index(r.Stderr, "Resuming Altiplano"):]
	assert.Contains(t, resumed, "\n  Was the mission variant played? (y/n): y\n  Anna · coins: 3\n  Anna · goods: 2 wood glass 2 cloth\n")
	assert.Equal(t, 1, strings.Count(r.Stderr, "Anna · coins: 3"), "said once")
	require.NotEmpty(t, fake.Asked)
	assert.Equal(t, "Anna · warehouse", fake.Asked[0].Label, "then the first question left")
}

// A resumed walk-through lists the mission cards once, for the first
// missions question it asks, not for the answers it takes from the draft.
func TestResumeListsTheMissionsOnlyWhereAsked(t *testing.T) {
	dir := t.TempDir()
	first, _ := interactive(t, dir, twoPlayerGame[:14], "--no-history")
	require.Equal(t, 1, first.Code, first.Stderr)
	r, _ := interactive(t, dir, twoPlayerGame[14:], "--resume", "--no-history")
	require.Equal(t, 0, r.Code, r.Stderr)
	resumed := r.Stderr[strings.Index(r.Stderr, "Resuming Altiplano"):]
	replayed := strings.Index(resumed, "Anna · missions: 12 5")
	require.Positive(t, replayed, resumed)
	assert.Equal(t, 1, strings.Count(resumed, "Complete 3 orders"), "listed once")
	assert.Greater(t, strings.Index(resumed, "Complete 3 orders"), replayed, "for Ben's question, after Anna's answers")
}

// With a setup code, a mission the code dealt neither to the seat nor to a
// neighbour is refused as it is typed, saying which the seat may hold, as a
// record file with the code is refused.
func TestWithACodeAMissionNeverDealtIsRefused(t *testing.T) {
	const code = "4G0G-6N9D-YSSG" // setup --players 4 --missions --seed 3
	// Seat 2 was dealt 11 8 7, its neighbours 3 6 16 and 19 20 5; nobody 13.
	answers := []string{
		"Player 1, Player 2, Player 3, Player 4",
		"0", "", "", "0", "", "", "3 14", // Player 1
		"0", "", "", "0", "", "", "13 16", "8 7", "8 19", // Player 2: 13 never dealt; 8 and 7 both its own
	}
	r, fake := interactive(t, t.TempDir(), answers, "--code", code, "--no-history")
	require.Equal(t, 1, r.Code, "the script ends at Player 3")
	assert.Zero(t, fake.Remaining())
	require.Len(t, fake.Refusals, 2, strings.Join(fake.Refusals, "\n"))
	assert.Equal(t, "Player 2, missions: the setup code "+code+" dealt mission 13 neither to this player nor to a neighbour; this player may hold 3, 5, 6, 7, 8, 11, 16, 19, 20", fake.Refusals[0])
	assert.Contains(t, fake.Refusals[1], "dealt both missions 8, 7 to this player")
	assert.Equal(t, "Player 3 · coins", fake.Asked[len(fake.Asked)-1].Label)
}

// Corn is stored as soon as it is received: corn among the goods outside
// the warehouse is asked about, and without the corn store (or more than
// it holds) the rule is said in the players' words and the goods asked
// again. With the corn store, up to 2 corn stay outside, in the record too.
func TestCornOutsideTheWarehouseNeedsTheCornStore(t *testing.T) {
	answers := []string{
		"Anna, Ben", "n",
		"0", "2 corn 1 wood", "n", // no corn store: the goods again
		"1 wood", "", "0", "", "",
		"0", "3 corn", "y", // the corn store holds 2
		"2 corn", "y", "", "0", "", "",
		"n", "", "", "",
	}
	dir := t.TempDir()
	saved := filepath.Join(dir, "game.yaml")
	r, fake := interactive(t, dir, answers, "--save", saved)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Contains(t, r.Stderr, "Anna, goods: 2 corn outside the warehouse: corn is stored as soon as it is received, unless the player owns the corn store, which holds up to 2\n")
	assert.Contains(t, r.Stderr, "Ben, goods: 3 corn outside the warehouse, but the corn store holds only 2: the rest is stored in the warehouse\n")
	var asked []string
	for _, q := range fake.Asked {
		asked = append(asked, q.Label)
	}
	assert.Equal(t, 3, strings.Count(strings.Join(asked, "\n"), "corn store? (y/n)"), "asked only with corn among the goods")
	record, err := os.ReadFile(saved)
	require.NoError(t, err)
	assert.Contains(t, string(record), "goods: {corn: 2}\n    corn_store: true\n")
	assert.NotContains(t, string(record[:strings.Index(string(record), "Ben")]), "corn_store")
}

// A seat's list of the missions it may hold leaves out the cards an
// earlier seat holds already: each card exists once.
func TestASeatsMissionsLeaveOutThoseAnotherHolds(t *testing.T) {
	code := threeSeatsCode
	taken := 0 // one of Ana's own that is no "first to" card
	for _, id := range missionsDealt(t, code)[0] {
		if id != 5 && id != 11 && id != 17 && id != 18 {
			taken = id
			break
		}
	}
	require.NotZero(t, taken)
	answers := []string{"3", "", "", "", "", "", strconv.Itoa(taken), "0", "", "", "", "", ""} // Ana, then Ben up to his missions
	r, fake := interactive(t, t.TempDir(), answers, "--code", code, "--no-history")
	require.Equal(t, 1, r.Code)
	require.Contains(t, fake.Labels(), "Ben · missions")
	ben := r.Stderr[strings.Index(r.Stderr, "Missions Ben may hold"):]
	listed := regexp.MustCompile(`(?m)^\s+(\d+)  `).FindAllStringSubmatch(ben, -1)
	assert.Len(t, listed, 8, "nine dealt, one held by Ana")
	assert.NotContains(t, ben, fmt.Sprintf("  %2d  ", taken))
}

// A game started with a relative --box is resumed with that box from any
// folder: the draft keeps where it is, not how it was typed.
func TestAResumedGameKeepsItsRelativeBoxFromAnotherFolder(t *testing.T) {
	dir := t.TempDir()
	started := t.TempDir()
	box, err := os.ReadFile(golden.Testdata("box", "full.yaml"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(started, "box.yaml"), box, 0o644))
	t.Chdir(started)
	r, _ := interactive(t, dir, []string{"Anna, Ben", "n", "3"}, "--box", "box.yaml", "--no-history")
	require.Equal(t, 1, r.Code, r.Stderr) // the answers ran out
	t.Chdir(t.TempDir())                  // another folder, without a box.yaml
	answers := []string{"2 cloth glass", "3 fish | 3 wood", "1", "glass", "6", "5", "3 stone", "", "0", "", "", "", "", ""}
	r, fake := interactive(t, dir, answers, "--resume")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Box profile: "+filepath.Join(started, "box.yaml")+".")
	assert.Empty(t, fake.Refusals)
	assert.NotContains(t, r.Stdout, "Assumptions", "scored with the box's values")
}
