package scoring_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// A record file is scored and printed in the chosen form, and kept in the
// play history once: scored again, it is said to be kept already.
func TestScoreAFilePrintsAndKeepsIt(t *testing.T) {
	for _, tc := range []struct {
		name  string
		flags []string
		check func(t *testing.T, out string)
	}{
		{"pad", nil, func(t *testing.T, out string) {
			assert.Equal(t, "1. Ben: 12 pips, 2 rerolls left\n2. Anna: 12 pips, 1 reroll left\nDecided by: rerolls\n", out)
		}},
		{"json", []string{"json"}, func(t *testing.T, out string) {
			var doc map[string]any
			require.NoError(t, json.Unmarshal([]byte(out), &doc), out)
			assert.Equal(t, "dice", doc["Game"])
			assert.Equal(t, []any{"Ben"}, doc["Winners"])
		}},
		{"csv", []string{"csv"}, func(t *testing.T, out string) {
			assert.Contains(t, out, "Anna")
			assert.Contains(t, out, "rerolls")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fresh().set(append(tc.flags, "file")...)
			s.File, s.JSON, s.CSV = "/games/dice.yaml", s.Set["json"], s.Set["csv"]
			s.files.Put(s.File, record)
			require.NoError(t, scoring.Run(s.Options))
			tc.check(t, s.out.String())
			assert.Equal(t, "Kept in the play history as game 1.\n", s.said.String())
			require.Len(t, s.history.Games, 1)
			assert.Equal(t, "Ben", s.history.Games[0].Players[1].Name)
			assert.Equal(t, 1, s.history.Closed)

			again := newSession(s.files, s.history).set("file")
			again.File = s.File
			require.NoError(t, scoring.Run(again.Options))
			assert.Equal(t, "Already in the play history as game 1 (the same record); not stored again.\n", again.said.String())
			assert.Len(t, s.history.Games, 1)
		})
	}
}

// A record kept with another result (other box values, an older version)
// is shown changed and updated after a yes, with --yes, or not at all;
// without a terminal, how to update it is said.
func TestScoreAFileKeptWithAnotherResult(t *testing.T) {
	for _, tc := range []struct {
		name        string
		answers     []string
		yes         bool
		interactive bool
		says        string
		updated     bool
	}{
		{"yes", []string{"y"}, false, true, "Game 1 updated in the play history.\n", true},
		{"no", []string{"n"}, false, true, "Game 1 keeps its stored result.\n", false},
		{"--yes", nil, true, false, "Game 1 updated in the play history.\n", true},
		{"no terminal", nil, false, false, "updating it needs a terminal to confirm, or --yes", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			first := fresh().set("file")
			first.File = "/games/dice.yaml"
			first.files.Put(first.File, record)
			require.NoError(t, scoring.Run(first.Options))
			first.history.Games[0].Players[0].Total = 99 // kept with another result

			s := newSession(first.files, first.history, tc.answers...).set("file")
			s.File, s.Yes, s.Interactive = first.File, tc.yes, tc.interactive
			require.NoError(t, scoring.Run(s.Options))
			assert.Contains(t, s.said.String(), "99")
			assert.Contains(t, s.said.String(), tc.says)
			assert.Equal(t, tc.updated, s.history.Games[0].Players[0].Total == 12)
			assert.Zero(t, s.fake.Remaining())
		})
	}
}

// What score refuses before anything is read or kept: flags that do not
// go together, a record with problems, a history that cannot be used.
func TestScoreAFileRefusals(t *testing.T) {
	broken := errors.New("disk on fire")
	for _, tc := range []struct {
		name   string
		flags  []string
		record string
		setup  func(s *session)
		says   string
		code   int
		note   string
	}{
		{"json and csv", []string{"json", "csv"}, record, nil, "--json and --csv cannot be used together", 2, ""},
		{"file and resume", []string{"resume"}, record, nil, "--file and --resume cannot be used together", 2, ""},
		{"file and duration", []string{"duration"}, record, nil, "--file and --duration cannot be used together", 2, ""},
		{"listen without serve", []string{"listen"}, record, nil, "--listen works only with --serve", 2, ""},
		{"no such file", nil, "", nil, "/games/dice.yaml", 2, ""},
		{"a record with problems", nil, "game: dice\nplayers:\n  - name: Anna\n    pips: 12\n", nil,
			"players (line 2): ", 2, ""},
		{"history unusable", nil, record, func(s *session) {
			s.History = func() (playlog.History, error) {
				return nil, cmdutil.Fail(text.Text{}, text.List("disk on fire"), broken)
			}
		}, "disk on fire", 1, "to score without the play history: add --no-history"},
		{"history refuses the game", nil, record, func(s *session) { s.history.Fail = cmdutil.Fail(text.Text{}, text.List("full"), broken) },
			"full", 1, "the game was scored but not kept in the play history"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fresh().set(append(tc.flags, "file")...)
			s.File, s.JSON, s.CSV = "/games/dice.yaml", s.Set["json"], s.Set["csv"]
			if tc.record != "" {
				s.files.Put(s.File, tc.record)
			}
			if tc.setup != nil {
				tc.setup(s)
			}
			err := scoring.Run(s.Options)
			require.Error(t, err)
			assert.Contains(t, said(err), tc.says)
			assert.Equal(t, tc.code, cmdutil.ExitCode(err))
			assert.Equal(t, tc.note, text.English().T(cmdutil.NoteOf(err)))
			assert.Empty(t, s.history.Games)
		})
	}
}

// --no-history scores and prints without opening the history.
func TestScoreAFileWithoutHistory(t *testing.T) {
	s := fresh().set("file", "no-history")
	s.File, s.NoHistory = "/games/dice.yaml", true
	s.files.Put(s.File, record)
	require.NoError(t, scoring.Run(s.Options))
	assert.NotEmpty(t, s.out.String())
	assert.Empty(t, s.said.String())
	assert.Zero(t, s.opened)
}
