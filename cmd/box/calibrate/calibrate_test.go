package calibrate_test

import (
	"bytes"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/box/calibrate"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/drafts/draftstest"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
)

const (
	boxPath  = "/config/box.yaml"
	draftDir = "/config/box-drafts"
)

// shelf is dice whose box has a second section, after the one a game
// needs first: the colour of the die, asked only when the user goes on.
type shelf struct{ gametest.Dice }

func (shelf) Box() game.Box { return shelfBox{gametest.Values().Box()} }

type shelfBox struct{ game.Box }

func (b shelfBox) Calibrations() []game.Calibration {
	pips := b.Box.Calibrations()[0]
	pips.First = true
	colour := game.Calibration{Section: "colour", Hint: text.List("Look at the die."),
		Ask: func(a game.Asker) (game.BoxPart, error) {
			if _, err := a.Answer(game.Question{Key: "colour.die", Label: "Colour of the die", SkipOnEnter: true,
				Check: func(string) rules.Problems { return nil }}); err != nil {
				return nil, err
			}
			return gametest.Values().Part(gametest.Profile{}), nil
		}}
	return []game.Calibration{pips, colour}
}

// calibration is `box calibrate`'s options built by hand for games, over
// files in memory, answered by answers.
type calibration struct {
	*calibrate.Options
	files *draftstest.Files
	fake  *prompt.Fake
	said  *bytes.Buffer
}

func newCalibration(files *draftstest.Files, games game.Registry, answers ...string) *calibration {
	c := &calibration{files: files, fake: prompt.NewFake(answers...), said: &bytes.Buffer{}}
	c.Options = &calibrate.Options{
		Store: boxutil.Store{Games: games, ReadFile: files.ReadFile, WriteFile: files.WriteFile, ErrOut: c.said, Printer: text.English(),
			BoxPath: func() (string, string, error) { return boxPath, config.FromDefault, nil }},
		Interactive: true, RemoveFile: files.RemoveFile, Lock: files.Lock, ListDir: files.ListDir,
		ConfigDir: func() (string, error) { return "/config", nil },
		Prompter:  func() prompt.Prompter { return c.fake },
		Now:       func() time.Time { return time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC) },
		NewID:     func() uint64 { return 1 },
		Set:       map[string]bool{},
	}
	return c
}

// dice is a calibration of the dice alone.
func dice(files *draftstest.Files, answers ...string) *calibration {
	return newCalibration(files, game.Registry{gametest.Dice{}}, answers...)
}

func (c *calibration) drafts() []string {
	names, _ := c.files.ListDir(draftDir)
	return names
}

// A section answered is saved to the box profile at once, shown as it is
// now, and the calibration leaves no draft.
func TestCalibrateSavesASectionAnswered(t *testing.T) {
	for _, section := range []string{"", "dice", " DICE "} {
		c := dice(draftstest.New(), "30", "6")
		c.Section = section
		require.NoError(t, calibrate.Run(c.Options))
		assert.Equal(t, []string{"Pips on the die", "Pips on the die"}, c.fake.Labels())
		assert.Contains(t, c.fake.Refusals[0], "from 1 to 20, not 30")
		assert.Contains(t, c.files.Text(boxPath), "pips: 6")
		said := c.said.String()
		assert.Contains(t, said, "Take the die and read its highest face.\n")
		assert.Contains(t, said, "  pips: 6\n")
		assert.Contains(t, said, "Saved to "+boxPath+".")
		assert.Contains(t, said, "Calibration finished.")
		assert.Empty(t, c.drafts())
	}
}

// A section skipped stays as it was: nothing is recorded, and what was
// typed in it before the skip is kept for the next calibration, which
// continues it with the answer on the line.
func TestCalibrateSkipsASection(t *testing.T) {
	c := dice(draftstest.New(), "")
	require.NoError(t, calibrate.Run(c.Options))
	assert.Contains(t, c.said.String(), "Dice: skipped, left as it was.\n")
	assert.Contains(t, c.said.String(), "nothing was recorded, so "+boxPath+" was not created.")
	assert.False(t, c.files.Has(boxPath))
	assert.Empty(t, c.drafts())

	files := draftstest.New()
	c = dice(files, "30", "-")
	require.NoError(t, calibrate.Run(c.Options))
	said := c.said.String()
	assert.Contains(t, said, "Dice: skipped, left as it was. The answers you gave in it are kept: altiplano box calibrate --section dice continues with them.")
	assert.Contains(t, said, "The answers you gave in unfinished sections are kept in "+draftDir+"/")
	require.Len(t, c.drafts(), 1)

	c = dice(files, "6")
	require.NoError(t, calibrate.Run(c.Options))
	assert.Contains(t, c.said.String(), "Continuing the calibration started ")
	assert.Contains(t, c.said.String(), "  ! must be a whole number from 1 to 20, not 30\n", "why it was not taken")
	assert.Equal(t, "30", c.fake.Asked[0].Prefill)
	assert.Contains(t, c.files.Text(boxPath), "pips: 6")
	assert.Empty(t, c.drafts())
}

// A section whose every value is known is passed over, unless named.
func TestCalibratePassesOverASectionKnown(t *testing.T) {
	files := draftstest.New()
	files.Put(boxPath, "dice: {pips: 6}\n")
	c := dice(files)
	require.NoError(t, calibrate.Run(c.Options))
	assert.Empty(t, c.fake.Labels())
	assert.Contains(t, c.said.String(), "Dice: everything is known; to record it again: altiplano box calibrate --section dice")
	assert.Contains(t, c.said.String(), "nothing was changed: "+boxPath+" stays as it was.")

	c = dice(files, "8")
	c.Section = "dice"
	require.NoError(t, calibrate.Run(c.Options))
	assert.Contains(t, files.Text(boxPath), "pips: 8")
}

// An answer given before the profile could be written is in the draft:
// the next calibration says it and goes on with it.
func TestCalibrateResumesFromTheDraft(t *testing.T) {
	files := draftstest.New()
	c := dice(files, "6")
	c.WriteFile = func(name string, data []byte) error {
		if name == boxPath {
			return errors.New("read-only")
		}
		return files.WriteFile(name, data)
	}
	require.Error(t, calibrate.Run(c.Options))
	require.Len(t, c.drafts(), 1)

	c = dice(files)
	require.NoError(t, calibrate.Run(c.Options))
	assert.Empty(t, c.fake.Labels(), "nothing asked again")
	assert.Contains(t, c.said.String(), "Pips on the die: 6\n")
	assert.Contains(t, files.Text(boxPath), "pips: 6")
}

// --restart forgets what an unfinished calibration kept: the answer the
// draft holds is asked afresh, with nothing on the line; a calibration
// continued without it says how to restart.
func TestCalibrateRestartAsksAfresh(t *testing.T) {
	for _, section := range []string{"", "dice"} {
		files := draftstest.New()
		files.Put(draftDir+"/20261120-183000-0001.yaml", "version: 2\nstarted: \"2026-11-20T18:30:00Z\"\nanswers:\n  dice.pips: \"5\"\n")
		c := dice(files, "6")
		c.Section, c.Restart = section, true
		require.NoError(t, calibrate.Run(c.Options))
		assert.Equal(t, []string{"Pips on the die"}, c.fake.Labels(), "asked again")
		assert.Empty(t, c.fake.Asked[0].Prefill)
		assert.NotContains(t, c.said.String(), "Continuing the calibration")
		assert.Contains(t, files.Text(boxPath), "pips: 6")
		assert.Empty(t, c.drafts())
	}

	for section, restart := range map[string]string{"": "altiplano box calibrate --restart", "dice": "altiplano box calibrate --section dice --restart"} {
		files := draftstest.New()
		files.Put(draftDir+"/20261120-183000-0001.yaml", "version: 2\nstarted: \"2026-11-20T18:30:00Z\"\nanswers:\n  dice.pips: \"5\"\n")
		c := dice(files)
		c.Section = section
		require.NoError(t, calibrate.Run(c.Options))
		assert.Contains(t, c.said.String(), "To answer them afresh instead: Ctrl-C, then "+restart+"\n")
		assert.Contains(t, files.Text(boxPath), "pips: 5")
	}
}

// An answer the draft holds that no longer passes its check (an edited
// draft, another version's) is said with why, and asked again with it on
// the line.
func TestCalibrateAsksAgainAnAnswerKeptThatNoLongerHolds(t *testing.T) {
	files := draftstest.New()
	files.Put(draftDir+"/20261120-183000-0001.yaml", "version: 2\nstarted: \"2026-11-20T18:30:00Z\"\nanswers:\n  dice.pips: \"30\"\n")
	c := dice(files, "6")
	require.NoError(t, calibrate.Run(c.Options))
	assert.Contains(t, c.said.String(), "  ! must be a whole number from 1 to 20, not 30\n")
	assert.NotContains(t, c.said.String(), "Pips on the die: 30")
	assert.Equal(t, []string{"Pips on the die"}, c.fake.Labels())
	assert.Equal(t, "30", c.fake.Asked[0].Prefill)
	assert.Contains(t, files.Text(boxPath), "pips: 6")
}

// Stopped part way, what was typed is kept and the message says how to go
// on; stopped before any answer, nothing is.
func TestCalibrateStopped(t *testing.T) {
	files := draftstest.New()
	err := calibrate.Run(dice(files).Options)
	assert.Equal(t, "stopped before any answer; nothing was saved", cmdutil.Render(text.English(), err))

	c := dice(files, "30")
	err = calibrate.Run(c.Options)
	require.Len(t, c.drafts(), 1)
	path := draftDir + "/" + c.drafts()[0]
	assert.Equal(t, "stopped. Every answer so far is kept in "+path+"; run altiplano box calibrate again to continue",
		cmdutil.Render(text.English(), err))
	assert.False(t, files.Held(path))
}

// What calibrate refuses: a section no game has, no terminal, a draft
// another terminal holds or that cannot be read.
func TestCalibrateRefusals(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(c *calibration)
		says  string
		code  int
	}{
		{"unknown section", func(c *calibration) { c.Section = "dcie" }, `"dcie"`, 2},
		{"no terminal", func(c *calibration) { c.Interactive = false }, "terminal", 2},
		{"held", func(c *calibration) {
			c.files.Put(draftDir+"/a.yaml", "version: 2\nanswers: {}\n")
			c.files.Hold(draftDir + "/a.yaml")
		}, "another terminal", 2},
		{"unreadable", func(c *calibration) { c.files.Put(draftDir+"/a.yaml", "version: 1\n") },
			"the draft " + draftDir + "/a.yaml cannot be read", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := dice(draftstest.New(), "6")
			tc.setup(c)
			err := calibrate.Run(c.Options)
			assert.Contains(t, cmdutil.Render(text.English(), err), tc.says)
			assert.Equal(t, tc.code, cmdutil.ExitCode(err))
			assert.Empty(t, c.fake.Labels())
			assert.False(t, c.files.Has(boxPath))
		})
	}
}

// Past what the game needs first, the calibration asks whether to go on
// with the rest of the box; a no ends it there.
func TestCalibrateAsksBeforeGoingOn(t *testing.T) {
	games := game.Registry{shelf{}}
	more := text.AskBoxMore.In(text.English(), text.List(text.Text{}))
	for _, tc := range []struct {
		answers []string
		labels  []string
	}{
		{[]string{"6", "n"}, []string{"Pips on the die", more}},
		{[]string{"6", "y", "red"}, []string{"Pips on the die", more, "Colour of the die"}},
	} {
		c := newCalibration(draftstest.New(), games, tc.answers...)
		require.NoError(t, calibrate.Run(c.Options))
		assert.Equal(t, tc.labels, c.fake.Labels())
		assert.Contains(t, c.files.Text(boxPath), "pips: 6")
		assert.Empty(t, c.drafts())
	}
}
