package scoring_test

import (
	"bytes"
	"strings"
	"time"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts/draftstest"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/playlogtest"
	"altiplano/cmd/prompt"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// session is the score command's options built by hand for the smallest
// game (dice): its files, drafts and play history in memory, a scripted
// prompter, a fixed clock.
type session struct {
	*scoring.Options
	files   *draftstest.Files
	history *playlogtest.History
	fake    *prompt.Fake
	out     *bytes.Buffer
	said    *bytes.Buffer
	// opened counts the openings of the history.
	opened int
}

// now is when the sessions' games are scored.
var now = time.Date(2026, 11, 20, 21, 0, 0, 0, time.UTC)

// draftDir is where dice keep their unfinished scorings.
const draftDir = "/config/dice-drafts"

func newSession(files *draftstest.Files, history *playlogtest.History, answers ...string) *session {
	s := &session{files: files, history: history, fake: prompt.NewFake(answers...), out: &bytes.Buffer{}, said: &bytes.Buffer{}}
	s.Options = &scoring.Options{
		Game: gametest.Dice{}.Scoring(nil), In: strings.NewReader(""), Out: s.out, ErrOut: s.said,
		Interactive: true, Printer: text.English(),
		ReadFile: files.ReadFile, WriteFile: files.WriteFile, RemoveFile: files.RemoveFile, Lock: files.Lock, ListDir: files.ListDir,
		Writable:    func(string) error { return nil },
		ConfigDir:   func() (string, error) { return "/config", nil },
		Prompter:    func() prompt.Prompter { return s.fake },
		Now:         func() time.Time { return now },
		Zone:        time.UTC,
		NewID:       func() uint64 { return 1 },
		History:     func() (playlog.History, error) { s.opened++; return history, nil },
		CommandPath: func() string { return "altiplano dice score" },
		Set:         map[string]bool{},
	}
	return s
}

// fresh is a session with nothing kept yet.
func fresh(answers ...string) *session {
	return newSession(draftstest.New(), &playlogtest.History{}, answers...)
}

// set gives the flags named, as the command line would have.
func (s *session) set(flags ...string) *session {
	for _, f := range flags {
		s.Set[f] = true
	}
	return s
}

// drafts are the names of the drafts kept.
func (s *session) drafts() []string {
	names, _ := s.files.ListDir(draftDir)
	return names
}

// said is what err says in English, as the program would print it.
func said(err error) string { return cmdutil.Render(text.English(), err) }

// record is a finished game of dice: Ben wins on rerolls left.
const record = `game: dice
players:
  - name: Anna
    pips: 12
    rerolls: 1
  - name: Ben
    pips: 12
    rerolls: 2
`

// walked are the answers of a walk-through of the same game: the
// players, each seat's pips and rerolls, how long, where, and the review.
var walked = []string{"Anna, Ben", "12", "1", "12", "2", "45", "", ""}
