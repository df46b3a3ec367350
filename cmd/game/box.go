package game

import (
	"errors"

	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// Box is what a game declares for its part of the box profile, the one
// file in which the user records what their copies print. The box commands
// (show, check, calibrate, export, import) run every game's declarations;
// a game's own commands get its catalog from its part (factory.FromBox,
// with a reader of the game's package).
type Box interface {
	// Keys are the profile's top-level keys of the game's sections, in
	// the file's order. No two games share a key.
	Keys() []string
	// Read reads and checks the game's sections of a profile split by
	// section (boxprofile.Split): every problem at once, with file, key
	// path and line. An empty document reads as nothing recorded.
	Read(d boxprofile.Document) (BoxPart, error)
	// Calibrations are the sections `box calibrate` asks, in the order a
	// calibration takes them; `--section` names one by its key. Without
	// --section, the home game's are asked; another game's, only by name.
	Calibrations() []Calibration
	// Help is what `box --help` says the game's part records, in a line
	// that names the game ("Alpaka: the printed values of …"). Zero for
	// nothing.
	Help() text.Text
	// CalibrateHelp is what `box calibrate --help` adds for the game: when
	// and how its sections are asked. Zero for nothing.
	CalibrateHelp() text.Text
	// Code is how the game's sections pack into a box code and back
	// (`box export --code`, `box import CODE`), each value within the
	// bounds of its rules.
	Code() boxcode.Game
}

// BoxPart is a game's part of one box profile, read: what it records, over
// the game's built-in values. A BoxPart is never changed in place.
type BoxPart interface {
	// Entries are what it records, as the profile's top-level keys and
	// values, in the file's order; none when it records nothing. Written
	// as they are, they read back as this part.
	Entries() []boxprofile.Entry
	// Merge lays in, a part of the same game, over this one: in's values
	// win where both record one, the rest of this one stays.
	Merge(in BoxPart) BoxPart
	// Sections are its sections, in the box's order, with how much of each
	// is known.
	Sections() []BoxSection
	// ShowSection writes the values of section key, each with its source
	// (marks gathers the notes said once at the end), under its heading.
	ShowSection(w *render.Lines, p text.Printer, key string, marks *render.Marks)
	// Items are what it records in section key, one per value as a person
	// reads it, in the box's order: what `box import` compares.
	Items(p text.Printer, key string) []BoxItem
	// Status says what the values are enough for ("Final scoring: every
	// value it needs is known."), after its sections, and which sections
	// it still needs; zero for nothing.
	Status() BoxStatus
	// ExportNote is a line for the header of an exported profile; zero for
	// nothing.
	ExportNote() text.Text
	// JSON is the part in `box show --json`: fields of the top-level
	// object, in order. A game other than the home game keeps its fields
	// under its id.
	JSON() []JSONField
}

// BoxSection is one section of a game's part of the profile.
type BoxSection struct {
	// Key is its top-level key in the profile: what `box calibrate
	// --section` names.
	Key string
	// Name is the section as a person finds it in the box.
	Name text.Text
	// Heading is its name with how many of its values are known.
	Heading text.Text
	// Complete is true when every value of it is known.
	Complete bool
}

// BoxStatus is what a part's values are enough for. The box commands add
// how to record what is missing, which depends on where it is said: in a
// calibration, the plain command would be the one already running.
type BoxStatus struct {
	// Line says it ("Final scoring still needs: Warehouse board."); zero
	// for nothing to say.
	Line text.Text
	// Needs are the keys of the sections still needed, in the box's order.
	Needs []string
}

// IsZero reports whether s says nothing.
func (s BoxStatus) IsZero() bool { return s.Line.IsZero() }

// BoxItem is one recorded value: which (a good, a row, a card) and what
// it prints.
type BoxItem struct{ Label, Value string }

// JSONField is one field of a JSON object: its key and its value.
type JSONField struct {
	Key   string
	Value any
}

// Calibration is one section a game asks at the table: which components to
// take out of the box, and the questions, each answer checked at once.
type Calibration struct {
	// Section is the key of the section it records, one of its part's
	// Sections.
	Section string
	// Hint says which components to take and how to answer.
	Hint text.Text
	// Gloss says in a few words what the section is, for the help of
	// --section, when its key does not ("Alpaka's values"); zero for none.
	Gloss text.Text
	// Title is the section's name as a person finds it in the box ("the
	// warehouse board"), beside its key when a shell completes --section.
	Title text.Text
	// First marks what the game needs before anything else (Altiplano:
	// the values of final scoring). Calibrating everything asks these,
	// says the part's Status, and asks whether to go on with the rest.
	First bool
	// Ask asks the questions and returns the answers as a part of the
	// profile, which is laid over the user's (Merge) and saved. It returns
	// ErrSkip when the user skips the section.
	Ask func(a Asker) (BoxPart, error)
}

// Asker is the calibration as a game's questions see it: the engine keeps
// each answer in a draft as it is given, so that an interrupted calibration
// continues where it stopped.
type Asker interface {
	// Printer speaks the user's language.
	Printer() text.Printer
	// Answer asks q, or gives its answer kept from an interrupted run (when
	// it still passes the check), trimmed. It returns ErrSkip when the
	// user skips the section.
	Answer(q Question) (string, error)
	// Say prints a line between questions (standard error).
	Say(line string)
	// Echo shows what an answer was understood as.
	Echo(understood string)
}

// Question is one question of a calibration.
type Question struct {
	// Key is where the answer is kept in the draft: the section's key,
	// then what tells the question apart ("goods.4"). A finished section's
	// answers are forgotten by that prefix.
	Key   string
	Label string
	// SkipOnEnter makes an empty answer skip the section; the skip word
	// always does.
	SkipOnEnter bool
	// Check refuses an answer, with why; nil accepts it.
	Check func(answer string) rules.Problems
	// Suggest, where set, is a refused answer with its typos fixed and the
	// sentence proposing it (Tab takes it); "" when it has none.
	Suggest func(answer string, problems rules.Problems) (fixed string, note text.Text)
}

// ErrSkip is a section the user skipped: it stays as it was.
var ErrSkip = errors.New("section skipped")

// Parsed asks q, its answers checked by parse, and gives the one taken as
// parse reads it: the check and the value read the answer alike. It
// returns ErrSkip when the user skips the section.
func Parsed[T any](a Asker, q Question, parse func(answer string) (T, rules.Problems)) (T, error) {
	q.Check = func(answer string) rules.Problems {
		_, ps := parse(answer)
		return ps
	}
	answer, err := a.Answer(q)
	if err != nil {
		var none T
		return none, err
	}
	v, _ := parse(answer)
	return v, nil
}

// OneProblem is a parse that finds one problem at most, as Parsed takes a
// parse.
func OneProblem[T any](parse func(answer string) (T, *rules.Problem)) func(string) (T, rules.Problems) {
	return func(answer string) (T, rules.Problems) {
		v, pr := parse(answer)
		return v, Problems(pr)
	}
}

// Problems is the check of one problem, nil or not, as a question's.
func Problems(pr *rules.Problem) rules.Problems {
	if pr == nil {
		return nil
	}
	return rules.Problems{pr}
}

// BoxReaders are every game's box-profile readers, for reading a profile
// through every game (boxprofile.Check).
func (r Registry) BoxReaders() []boxprofile.Reader {
	out := make([]boxprofile.Reader, len(r))
	for i, g := range r {
		out[i] = boxReader{g.Box()}
	}
	return out
}

// boxReader is a game's Box as the profile's kernel reads it.
type boxReader struct{ Box }

func (b boxReader) Check(d boxprofile.Document) error {
	_, err := b.Read(d)
	return err
}
