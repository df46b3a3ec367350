package walk

import (
	"altiplano/cmd/text"
	"altiplano/rules"
)

// Table is a game's answers as a walk-through builds them, and the rules
// that judge them: the engine asks, the table keeps. With --serve one table
// is shared by the walks of every seat, which take turns: a walk holds the
// table while it runs and lets go only while it waits for a phone.
type Table interface {
	// Intro is what to say before the first question: what to count
	// before counting.
	Intro(p text.Printer) []string
	// Players is the question of the players' names, in turn order: its
	// label and its explanation.
	Players(p text.Printer) (label, help string)
	// Seat seats the named players on an empty record; a problem says why
	// the names cannot play (too few, a name twice…), and nothing changes.
	Seat(names []string) *rules.Problem
	// Seats are the players' names, in turn order; none before Seat (or a
	// setup code the table was made from).
	Seats() []string
	// Opening are the table's questions asked once after the players
	// (a variant), Steps each seat's, in the order of the score pad, and
	// Closing the table's questions that the seats' answers together need
	// (what was left in the market, a printed value nobody knows).
	Opening() []Step
	Steps() []Step
	Closing() []Step
	// Problems is what the rules and the box (with what was learned at the
	// table) find wrong with the answers so far.
	Problems() rules.Problems
	// Snapshot is a copy of the answers, and Restore puts a copy of one
	// back (the snapshot stays as it was): an answer is checked by trying
	// it, then undoing the try.
	Snapshot() any
	Restore(snapshot any)
}

// Step is one part of the answers: one question and its follow-ups.
type Step struct {
	// Field names the step in the draft and in problems.
	Field string
	// Name is the step's line in the review.
	Name text.Text
	// Ask asks the step's questions and fills the table; seat is the
	// player's (from 0), or -1 for a table's question.
	Ask func(w *Walk, seat int) error
	// Show is the step's answer as the review shows it; nil for a question
	// the review does not list.
	Show func(p text.Printer, seat int) string
	// NotAsked, when set, says why seat is not asked the step ("no unicorn
	// on the farm"), or is a zero Text when it is: the review shows "—" on
	// its line, and says why when the line is chosen.
	NotAsked func(seat int) text.Text
	// Clear sets the step's part of the table back to no answer.
	Clear func(seat int)
	// Pending are the kinds of problem that the seat's later steps
	// settle: the step is not asked again for them.
	Pending []rules.Kind
	// Asker, for a table's closing question, is the seat whose phone asks
	// it with --serve (the player it concerns first), or -1 for the host.
	Asker func() int
}

// Learner is a table that learns printed values at the table: a value the
// box profile does not know, asked when a result needs it. What was learned
// is an answer like any other: listed in the review and changed there; one
// question at the end offers to save it all to the box profile.
type Learner interface {
	// Learned is a copy of what was learned so far, and Unlearn puts one
	// back: a step that is asked again forgets what it taught.
	Learned() any
	Unlearn(learned any)
	// LearnedKeys are the questions of every value learned this session,
	// on this walk or another seat's: the host gathers the phones'.
	LearnedKeys() []Key
	// LearnedLabel is how the review names the value learned under k.
	LearnedLabel(p text.Printer, k Key) string
	// Relearn asks the value learned under k again (the engine has put its
	// answer back on the line) and lays the new value over the box.
	Relearn(w *Walk, k Key) error
	// SaveLearned writes what was learned into the box profile, keeping
	// everything else in it, and says where; nothing learned: "", nil.
	SaveLearned() (path string, err error)
}

// HostSettler is a table with problems that concern several phones at once
// (two players holding one card): while the phones answer they are left to
// the host, who settles them before the result.
type HostSettler interface {
	// SettledOnHost reports whether pr waits for the host.
	SettledOnHost(pr *rules.Problem) bool
	// SettleOnHost asks the host what settles them.
	SettleOnHost(w *Walk) error
}
