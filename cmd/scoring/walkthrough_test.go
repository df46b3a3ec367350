package scoring_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/drafts/draftstest"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/playlog/playlogtest"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// The walk-through asks the table, scores it as a record file would be
// scored, prints the pad, keeps the game and the record (--save), and
// leaves no draft.
func TestWalkThroughScoresKeepsAndLeavesNoDraft(t *testing.T) {
	s := fresh(walked...).set("save")
	s.Save = "/games/walked.yaml"
	require.NoError(t, scoring.RunWalk(s.Options))

	assert.Equal(t, []string{"Players", "Anna · pips", "Anna · rerolls", "Ben · pips", "Ben · rerolls",
		"Minutes the game took", "Where it was played", "Enter to score, or a line"}, s.fake.Labels())
	assert.Equal(t, "1. Ben: 12 pips, 2 rerolls left\n2. Anna: 12 pips, 1 reroll left\nDecided by: rerolls\n", s.out.String())
	assert.Contains(t, s.said.String(), "Record saved to /games/walked.yaml; score it again with: altiplano score --file /games/walked.yaml\n")
	assert.Contains(t, s.said.String(), "Kept in the play history as game 1.\n")
	require.Len(t, s.history.Games, 1)
	assert.Equal(t, 45, s.history.Games[0].DurationMin)
	assert.Contains(t, s.files.Text(s.Save), "duration: 45")
	assert.Empty(t, s.drafts(), "the draft is gone")
	assert.Zero(t, s.fake.Remaining())
}

// Stopped part way, every answer is in the draft, and the message says
// how to go on; stopped before any answer, nothing is kept.
func TestWalkThroughStoppedKeepsTheDraft(t *testing.T) {
	s := fresh("Anna, Ben", "12")
	err := scoring.RunWalk(s.Options)
	var stopped *cmdutil.Stopped
	require.ErrorAs(t, err, &stopped)
	require.Len(t, s.drafts(), 1)
	path := draftDir + "/" + s.drafts()[0]
	assert.Equal(t, "stopped. Every answer so far is saved in "+path+"; continue with: altiplano dice score --resume", said(err))
	kept := s.files.Text(path)
	assert.Contains(t, kept, "table.players: Anna, Ben")
	assert.Contains(t, kept, `p1.pips: "12"`)
	assert.Contains(t, kept, "start.lang: en")
	assert.False(t, s.files.Held(path), "let go of")
	assert.Empty(t, s.history.Games)

	s = fresh()
	err = scoring.RunWalk(s.Options)
	assert.Equal(t, "stopped before any answer; nothing was saved", said(err))
	assert.Empty(t, s.drafts())
}

// --resume goes on where the walk-through stopped: it says what it
// continues, takes the draft's answers and asks the rest, with what the
// game was started with (--duration, --no-history) kept.
func TestWalkThroughResumed(t *testing.T) {
	first := fresh("Anna, Ben", "12").set("duration", "no-history")
	first.Duration, first.NoHistory = 30, true
	require.Error(t, scoring.RunWalk(first.Options))

	s := newSession(first.files, first.history, "1", "12", "2", "", "").set("resume")
	s.Resume = true
	require.NoError(t, scoring.RunWalk(s.Options))
	assert.Equal(t, []string{"Anna · rerolls", "Ben · pips", "Ben · rerolls", "Where it was played", "Enter to score, or a line"},
		s.fake.Labels(), "how long was given by --duration")
	said := s.said.String()
	en := text.English()
	assert.Contains(t, said, strings.Join([]string{
		text.ResumeWhat.In(en, gametest.Dice{}.Scoring(nil).Title(), "2026-11-20 21:00"),
		text.ResumeSeat.In(en, "Anna", 1), text.ResumeSeat.In(en, "Ben", 0), text.ResumeNoHistory.In(en),
		"  Anna · pips: 12", "", "Review"}, "\n"))
	assert.Empty(t, s.history.Games, "--no-history, as it was started")
	assert.Zero(t, s.opened)
	assert.Empty(t, s.drafts())
}

// What --resume and a new walk-through refuse or ask about the drafts
// there are: none to resume, one held by another terminal, one that
// cannot be read, one of another setup code, one to continue or not.
func TestWalkThroughDrafts(t *testing.T) {
	stopped := func(t *testing.T) (*draftstest.Files, string) {
		s := fresh("Anna, Ben", "12")
		require.Error(t, scoring.RunWalk(s.Options))
		return s.files, draftDir + "/" + s.drafts()[0]
	}
	t.Run("none to resume", func(t *testing.T) {
		s := fresh().set("resume")
		s.Resume = true
		err := scoring.RunWalk(s.Options)
		assert.Equal(t, "there is no unfinished scoring to resume", said(err))
		assert.Equal(t, 2, cmdutil.ExitCode(err))
	})
	t.Run("held by another terminal", func(t *testing.T) {
		files, path := stopped(t)
		files.Hold(path)
		s := newSession(files, &playlogtest.History{}).set("resume")
		s.Resume = true
		err := scoring.RunWalk(s.Options)
		assert.Equal(t, "a scoring is already in progress in another terminal with this draft", said(err))

		// A new scoring meanwhile is one of its own, after a yes.
		s = newSession(files, &playlogtest.History{}, append([]string{""}, walked...)...)
		require.NoError(t, scoring.RunWalk(s.Options))
		assert.Equal(t, "Start a separate scoring with a draft of its own? (y/n)", s.fake.Labels()[0])
		assert.Len(t, s.drafts(), 1, "the other terminal's stays")
	})
	t.Run("cannot be read", func(t *testing.T) {
		files, path := stopped(t)
		files.Put(path, "version: 1\n")
		s := newSession(files, &playlogtest.History{}).set("resume")
		s.Resume = true
		err := scoring.RunWalk(s.Options)
		assert.Equal(t, "the draft "+path+" cannot be read (changed by hand, or from another version); delete it to start again", said(err))
		assert.Equal(t, 1, cmdutil.ExitCode(err))
		assert.True(t, files.Has(path), "never removed")
	})
	t.Run("continued after a yes", func(t *testing.T) {
		files, path := stopped(t)
		s := newSession(files, &playlogtest.History{}, "y", "1", "12", "2", "", "", "")
		require.NoError(t, scoring.RunWalk(s.Options))
		assert.Contains(t, s.said.String(), "An unfinished scoring was found in "+path+".\n")
		assert.Equal(t, "Continue the unfinished scoring? (y/n)", s.fake.Labels()[0])
		assert.Empty(t, s.drafts())
	})
	t.Run("a new one after a no", func(t *testing.T) {
		files, path := stopped(t)
		s := newSession(files, &playlogtest.History{}, append([]string{"n"}, walked...)...)
		require.NoError(t, scoring.RunWalk(s.Options))
		assert.Equal(t, "Players", s.fake.Labels()[1])
		assert.True(t, files.Has(path), "the unfinished one is kept")
	})
}

// Without a terminal there is nobody to ask: said, with the flags'
// problems too, before any draft is made.
func TestWalkThroughNeedsATerminal(t *testing.T) {
	s := fresh().set("duration")
	s.Interactive, s.Duration = false, 0
	err := scoring.RunWalk(s.Options)
	lines := strings.Join(cmdutil.ErrorLines(text.English(), err), "\n")
	assert.Contains(t, lines, "2 problems")
	assert.Contains(t, lines, "--duration: must be a whole number from 1 to 1440, not 0")
	assert.Contains(t, lines, "the walk-through needs a terminal")
	assert.Equal(t, 2, cmdutil.ExitCode(err))
	assert.Empty(t, s.drafts())

	s = fresh().set("location")
	s.Location = "Caf\u200be"
	err = scoring.RunWalk(s.Options)
	assert.Contains(t, said(err), "--location")
	assert.Empty(t, s.drafts(), "refused before the draft")
}

// A resumed game is scored as it was started, unless said again now: in
// its language, with its box profile and its play history.
func TestWalkThroughResumedAsItWasStarted(t *testing.T) {
	first := fresh("Anna, Ben")
	first.Printer = text.For(text.DE)
	first.Config = func() (config.Config, error) {
		return config.Config{Box: "/boxes/mine.yaml", BoxSource: config.FromFlag}, nil
	}
	require.Error(t, scoring.RunWalk(first.Options))

	for _, tc := range []struct {
		name  string
		flags []string
		lang  text.Lang
		cfg   config.Config
	}{
		{"as started", nil, text.DE, config.Config{DB: "/config/history.db", Box: "/boxes/mine.yaml", BoxSource: config.FromFlag}},
		{"said again", []string{"lang", "box", "db"}, text.EN, config.Config{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSession(first.files, first.history).set(append(tc.flags, "resume")...)
			s.Resume = true
			var lang text.Lang
			got := config.Config{}
			s.Config = func() (config.Config, error) { return config.Config{}, nil }
			s.SetConfig = func(c config.Config) { got = c }
			s.SetLang = func(l text.Lang) { lang = l }
			require.Error(t, scoring.RunWalk(s.Options), "stopped again")
			assert.Equal(t, tc.lang, s.Printer.Lang())
			if tc.lang != text.EN {
				assert.Equal(t, tc.lang, lang)
			}
			assert.Equal(t, tc.cfg, got)
		})
	}
}
