package scorecmd_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/prompt"
)

// twoPlayerGame answers a full 2-player game with missions on the default
// catalog: every unknown value is asked and not saved.
var twoPlayerGame = []string{
	"Anna, Ben", // players
	"y",         // mission variant
	// Anna
	"3",                    // coins
	"2 wood glass 2 cloth", // goods outside
	"3 fish",               // row 1: complete (3 spaces, rulebook)
	"1",                    // its VP is unknown: asked
	"n",                    // not saved to the box profile
	"silver corn",          // row 2
	"",                     // row 2's board size: cannot tell
	"",                     // no more rows
	"3",                    // boats
	"glass",                // houses
	"6",                    // orders
	"12 5",                 // missions
	"4", "n",               // mission 12 VP, not saved
	"y",      // mission 5: first to complete a row? yes
	"2", "n", // mission 5 VP, not saved
	// Ben
	"5", "3 stone 2 ore",
	"stone stone corn", // row 1 complete; its VP is known now
	"ore ore ore",      // row 2: its board size was already asked
	"",
	"0", "ore stone", "5",
	"19 10",
	"4", "n", // mission 19
	"3", "n", // mission 10
	"n", // do not check the inferred goods values now
	"0", // review: score it
}

func interactive(t *testing.T, dir string, answers []string, args ...string) (cmdtest.Result, *prompt.Fake) {
	t.Helper()
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir, Interactive: true, Prompter: fake}, append([]string{"score"}, args...)...)
	return r, fake
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
	assert.Contains(t, r.Stderr, "Record saved to "+saved)
	_, err := os.Stat(filepath.Join(dir, "score-draft.yaml"))
	assert.True(t, os.IsNotExist(err), "the draft is removed once scored")

	// The walk-through uses the validator and scorer of score --file: the
	// saved record scores to the same pad.
	again := cmdtest.Run(t, cmdtest.Env{ConfigDir: dir}, "score", "--file", saved)
	require.Equal(t, 0, again.Code, again.Stderr)
	assert.Equal(t, r.Stdout, again.Stdout)
}

func TestWalkThroughAsksAgainOnlyTheWrongAnswer(t *testing.T) {
	answers := []string{
		"Anna", "Anna, anna", "Anna, Ben", // one player; a name twice; fine
		"maybe", "n",
		"x", "-1", "3", // coins
		"3 gold", "wood 3", "3 wood", // goods
		"fish food", "fish fish fish fish", "2 fish", // rows: food; too long for row 1; fine
		"silver = x", "",
		"2.5", "1", // boats
		"corn", "glass", // houses
		"six", "6", // orders
		// Ben
		"0", "", "", "0", "", "",
		"n", // no goods check
		"0",
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	want := []string{
		"must be a whole number from 2 to 5",
		`"anna" is given twice`,
		`answer y or n, not "maybe"`,
		`"x" is not a whole number`,
		`"-1" is not a whole number`,
		`"gold" is not a good`,
		`3 of what?`,
		"tile 2 is food, and food can never be stored",
		"4 tiles, but the row holds only 3",
		`after = comes what the row prints`,
		`"2.5" is not a whole number`,
		"a house shows a good other than food and corn, not corn",
		`"six" is not a whole number`,
	}
	require.Len(t, fake.Refusals, len(want), strings.Join(fake.Refusals, "\n"))
	for i, w := range want {
		assert.Contains(t, fake.Refusals[i], w)
	}
	// Each refusal asked the same question again, nothing else.
	for i := 1; i < len(fake.Asked); i++ {
		if fake.Asked[i].Key == fake.Asked[i-1].Key {
			assert.Equal(t, fake.Asked[i-1].Label, fake.Asked[i].Label)
		}
	}
	assert.Regexp(t, `coins \(tie-break\)\s+3\s+0`, r.Stdout)
}

func TestReviewEditsAnAnswer(t *testing.T) {
	answers := []string{
		"Anna, Ben", "n",
		"3", "", "", "0", "", "", // Anna
		"1", "", "", "0", "", "", // Ben
		"Anna · coins", // review: change Anna's coins
		"9",
		"Ben · boats", // and Ben's boats
		"",            // Enter keeps the previous answer
		"0",           // score it
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Regexp(t, `coins \(tie-break\)\s+9\s+1`, r.Stdout)
	last := fake.Asked[len(fake.Asked)-1]
	assert.Equal(t, "p2.boats", last.Key)
	assert.Equal(t, "0", last.Default, "an edit offers the previous answer")
}

func TestReviewRefusesToScoreAnInvalidRecord(t *testing.T) {
	answers := []string{
		"Anna, Ben", "n",
		"0", "5 glass", "", "0", "", "",
		"0", "3 glass", "", "0", "", "", // 8 glass: the 2-player supply has 7
		"n",                      // no goods check
		"0",                      // score it: refused, problems shown
		"Ben · goods", "2 glass", // the goods check is not asked again: it was answered
		"0",
	}
	r, fake := interactive(t, t.TempDir(), answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Empty(t, fake.Refusals)
	assert.Contains(t, r.Stderr, "the players hold 8 glass tiles in all")
	assert.Contains(t, r.Stderr, "Fix the problems above first")
	assert.Contains(t, r.Stdout, "Score pad")
}

// Stopping half-way and resuming gives the same record as going straight through.
func TestInterruptAndResumeGiveTheSameRecord(t *testing.T) {
	straight := t.TempDir()
	r, _ := interactive(t, straight, twoPlayerGame, "--save", filepath.Join(straight, "game.yaml"))
	require.Equal(t, 0, r.Code, r.Stderr)
	want, err := os.ReadFile(filepath.Join(straight, "game.yaml"))
	require.NoError(t, err)

	for _, cut := range []int{1, 9, 17, len(twoPlayerGame) - 2} {
		dir := t.TempDir()
		first, _ := interactive(t, dir, twoPlayerGame[:cut])
		assert.Equal(t, 1, first.Code, "stopping exits 1")
		assert.Contains(t, first.Stderr, "altiplano score --resume")
		assert.Empty(t, first.Stdout)

		saved := filepath.Join(dir, "game.yaml")
		second, fake := interactive(t, dir, twoPlayerGame[cut:], "--resume", "--save", saved)
		require.Equal(t, 0, second.Code, second.Stderr)
		assert.Zero(t, fake.Remaining())
		got, err := os.ReadFile(saved)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "cut after %d answers", cut)
		assert.Equal(t, r.Stdout, second.Stdout)
	}
}

func TestResumeWithoutDraftAndStartingOver(t *testing.T) {
	dir := t.TempDir()
	r, _ := interactive(t, dir, nil, "--resume")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "no unfinished scoring to resume")

	first, _ := interactive(t, dir, twoPlayerGame[:5])
	require.Equal(t, 1, first.Code)
	// A new walk-through offers the draft; "n" starts over.
	second, fake := interactive(t, dir, append([]string{"n"}, twoPlayerGame...))
	require.Equal(t, 0, second.Code, second.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Continue the unfinished scoring? (y/n)", fake.Asked[0].Label)
	assert.Contains(t, second.Stderr, "An unfinished scoring was found in "+filepath.Join(dir, "score-draft.yaml"))
}

func TestUnknownValuesAreSavedToTheBoxProfileAndNotAskedAgain(t *testing.T) {
	dir := t.TempDir()
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "3 fish", "1", "y", // row 1 VP 1, saved
		"2 wood", "3 2", "y", // row 2: 3 spaces, 2 VP, saved
		"", "0", "", "", "12", "4", "y", // mission 12 VP 4, saved
		"0", "", "", "0", "", "", "13", "5", "n", // mission 13 VP not saved
		"y", "1", "1", "y", // check goods: wood 1, fish 1, saved
		"0",
	}
	r, fake := interactive(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	box, err := os.ReadFile(filepath.Join(dir, "box.yaml"))
	require.NoError(t, err, "saved to box.yaml in the config directory")
	for _, want := range []string{"capacity: 3", "vp: 1", "capacity: 3, vp: 2", "more_rows: true", "{id: 12, vp: 4}", "wood: {vp: 1}", "fish: {vp: 1}"} {
		assert.Contains(t, string(box), want)
	}
	assert.NotContains(t, string(box), "id: 13")

	// Next game: nothing saved is asked again; mission 13 still is.
	again := []string{
		"Anna, Ben", "y",
		"0", "", "3 fish", "wood wood wood", "", "0", "", "", "12",
		"0", "", "", "0", "", "", "13", "5", "n",
		"0",
	}
	r, fake = interactive(t, dir, again)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	var keys []string
	for _, q := range fake.Asked {
		keys = append(keys, q.Key)
	}
	assert.NotContains(t, keys, "box.row1.vp")
	assert.NotContains(t, keys, "box.row2")
	assert.NotContains(t, keys, "box.mission12.vp")
	assert.NotContains(t, keys, "box.goods.check", "no inferred goods were used")
	assert.True(t, slices.Contains(keys, "box.mission13.vp"))
	assert.Regexp(t, `warehouse\s+3\s+0`, r.Stdout, "rows 1 and 2 complete: 1 + 2 VP from the box profile")
}

func TestWalkThroughTakesSeatsFromASetupCode(t *testing.T) {
	setupRun := cmdtest.Run(t, cmdtest.Env{}, "setup", "--names", "Ana,Ben", "--missions", "--seed", "3")
	code := codeOf(t, setupRun.Stdout)
	answers := []string{
		"0", "", "", "0", "", "", "12", "4", "n",
		"0", "", "", "0", "", "", "13", "5", "n",
		"0",
	}
	r, fake := interactive(t, t.TempDir(), answers, "--code", code)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Ana · coins left", fake.Asked[0].Label, "names come from the code; no players question")
	assert.Contains(t, r.Stdout, "Missions:")
}

func codeOf(t *testing.T, sheet string) string {
	t.Helper()
	first := strings.SplitN(sheet, "\n", 2)[0]
	i := strings.LastIndex(first, "code ")
	require.Positive(t, i)
	return first[i+len("code "):]
}

func TestMissionAnswersAreCheckedAndAskedAgain(t *testing.T) {
	dir := t.TempDir()
	answers := []string{
		"Anna, Ben", "y",
		"0", "", "", "0", "", "",
		"21", "house", "12 12", "1 2 3", "dragons", "12 18", // refused, then fine
		"4", "n", // mission 12 VP
		"maybe", "n", // 18: first to build a house? (refused, then no)
		"2", "n", // mission 18 VP
		"0", "", "", "0", "", "",
		"12", "13", // 12 is Anna's: refused
		"5", "n",
		"0",
	}
	r, fake := interactive(t, dir, answers)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	want := []string{
		"mission 21 does not exist",
		`"house" fits missions 13, 16, 18`,
		"listed twice",
		"3 missions listed; a player ends the deal with 2",
		`no mission mentions "dragons"`,
		`answer y or n, not "maybe"`,
		"mission 12 is held by Anna, Ben, but each mission card exists once",
	}
	require.Len(t, fake.Refusals, len(want), strings.Join(fake.Refusals, "\n"))
	for i, w := range want {
		assert.Contains(t, fake.Refusals[i], w)
	}
}

// The whole walk-through in Russian, answered in Russian.
func TestWalkThroughInRussian(t *testing.T) {
	answers := []string{
		"Аня, Борис", "д", // players; missions: yes
		"3", "3 дерево 2 камень стекло", "3 рыба", "1", "н", "", "2", "стекло", "6", // Аня
		"нечто", "12", "4", "н", // a refused mission word, then 12 and its VP
		"5", "ткань", "", "0", "", "", "13", "5", "н", // Борис
		"н", // no goods check
		"0",
	}
	fake := prompt.NewFake(answers...)
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir(), Interactive: true, Prompter: fake}, "score", "--lang", "ru")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Игроки (имена через запятую, по часовой стрелке)", fake.Asked[0].Label)
	assert.Equal(t, "Аня · осталось монет", fake.Asked[2].Label)
	assert.Equal(t, []string{`ни одно задание не содержит "нечто"; введите номер (1–20) или слово из текста задания`}, fake.Refusals)
	assert.Contains(t, r.Stderr, "  = дерево ×3, камень ×2, стекло ×1")
	assert.Contains(t, r.Stderr, "Задания (вариант)")
	assert.Contains(t, r.Stdout, "Подсчёт очков · 2 игрока")
	assert.Contains(t, r.Stdout, "№12 Построить 3 лодки: не выполнено")
	assert.Regexp(t, `ИТОГО\s+\d+\s+\d+`, r.Stdout)
	assert.Contains(t, r.Stdout, "Допущения")
}

// Answering "continue?" with yes resumes the draft; that answer is not part
// of the entry, so it is never written into the draft.
func TestContinuingADraftDoesNotRecordTheQuestion(t *testing.T) {
	dir := t.TempDir()
	first, _ := interactive(t, dir, twoPlayerGame[:6])
	require.Equal(t, 1, first.Code)

	second, fake := interactive(t, dir, append([]string{"y"}, twoPlayerGame[6:8]...))
	assert.Equal(t, 1, second.Code, "stopped again, two answers later")
	assert.Zero(t, fake.Remaining())
	assert.Equal(t, "Continue the unfinished scoring? (y/n)", fake.Asked[0].Label)
	assert.Equal(t, "box.row1.save", fake.Asked[1].Key, "it went on where the first run stopped")

	data, err := os.ReadFile(filepath.Join(dir, "score-draft.yaml"))
	require.NoError(t, err)
	assert.NotContains(t, string(data), `"":`)
	assert.Contains(t, string(data), "p1.row2: silver corn")
}
