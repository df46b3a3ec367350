// Package scoring is the score command every game shares: a game's
// record file scored and printed (the pad, --json, --csv), the walk-through
// at the table (cmd/walk), the same questions on every player's phone
// (--serve), and the scored game kept in the play history. A game gives
// what is its own through Game; everything else is the same for all.
package scoring

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/pages"
	"altiplano/cmd/playlog"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
)

// Game is what the score command needs from a game.
type Game interface {
	// Help is the command's help in p's language: short, long, examples,
	// and --code's help (zero: the game's setup codes do not seat a table).
	Help(p text.Printer) Help
	// Drafts is the folder of the game's unfinished walk-throughs in the
	// config directory.
	Drafts() string
	// Read reads a record file and scores it with the user's box
	// profile, as `score --file` does: a played_at without an offset is in
	// zone, and no later than now.
	Read(file string, data []byte, now time.Time, zone *time.Location) (Scored, error)
	// NewTable starts a walk-through's table, speaking p's language to
	// the box profile's writer; a setup code, when given, seats it.
	NewTable(p text.Printer, code string) (walk.Table, error)
	// Code is a setup code as its sheet prints it, so that the same code
	// typed two ways is one; ok is false for a code the game cannot read.
	Code(code string) (canonical string, ok bool)
	// Score scores a walked table, played from started, with the table's
	// own answers.
	Score(t walk.Table, meta walk.Meta, started time.Time) (Scored, error)
	// Record is the table's answers as a record file: what --save writes,
	// and what is shown when the answers cannot be scored, so nothing
	// typed is lost.
	Record(t walk.Table, meta walk.Meta, started time.Time) ([]byte, error)
	// Title is the game's name on the phones' pages.
	Title() text.Text
}

// Help is the score command's help, in a game's words.
type Help struct {
	Short, Long, Example string
	// Code is --code's help; empty when the game's setup codes seat no
	// table, and the command has no --code.
	Code string
}

// Scored is a scored game: its pad in every form, and what the history
// keeps of it.
type Scored interface {
	Pad(w io.Writer, p text.Printer, opts PadOptions) error
	JSON(w io.Writer) error
	CSV(w io.Writer) error
	// Kept is the game as the play history keeps it; now is when it was
	// scored (the game's time when the record gives none).
	Kept(now time.Time) (playlog.Game, error)
	// Sheet is the pad as a table, in p's language: the phones show it;
	// its notes are said as the pad says them (opts.Walked).
	Sheet(p text.Printer, opts PadOptions) Sheet
}

// Sheet is a scored game as a table: a row per category of the pad, a
// column per player by place, the winner and what decided in words.
type Sheet = pages.Sheet

// SheetPlayer is one player's column of a Sheet.
type SheetPlayer = pages.SheetPlayer

// PadOptions are how a pad is printed besides its content.
type PadOptions struct {
	// Walked is a result scored by a walk-through: the pad's advice is
	// about its questions, not a record file's syntax.
	Walked bool
	// Width is the terminal's width; 0 for a file or a pipe (nothing is
	// wrapped).
	Width int
}

// Options are the command's inputs.
type Options struct {
	Game        Game
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	// StdoutTerminal is standard output on a terminal: the pad is then
	// wrapped to its width.
	StdoutTerminal bool
	Printer        text.Printer
	ReadFile       func(string) ([]byte, error)
	WriteFile      func(string, []byte) error
	// WritePrivate writes a draft: only its owner may read it (0600).
	WritePrivate func(string, []byte) error
	RemoveFile   func(string) error
	Writable     func(string) error
	Lock         func(string) (func(), bool, error)
	ListDir      func(string) ([]string, error)
	ConfigDir    func() (string, error)
	// Config is the settings (flags > env > file > defaults), SetConfig
	// replaces them (a resumed game's --db and --box), and SetLang the
	// language the program speaks (its --lang).
	Config    func() (config.Config, error)
	SetConfig func(config.Config)
	SetLang   func(text.Lang)
	Prompter  func() prompt.Prompter
	Now       func() time.Time
	// Zone is the players' time zone, for a played_at without an offset.
	Zone    *time.Location
	NewID   func() uint64
	History func() (playlog.History, error)
	// CommandPath is the command as typed ("altiplano alpaka score"), for
	// the messages that say how to go on.
	CommandPath func() string
	history     playlog.History // open while the command runs, unless --no-history
	// walked: the pad is a walk-through's, not a record file's.
	walked bool

	File   string
	JSON   bool
	CSV    bool
	Resume bool
	Save   string
	Code   string
	// Names are the players, for a served game's host without a terminal.
	Names string
	// NoHistory keeps the game out of the play history.
	NoHistory bool
	// Yes updates a stored game whose result changed without asking.
	Yes bool
	// Force replaces an existing --save file without asking.
	Force bool
	// Duration (minutes) and Location are kept with a game scored at the
	// table, as a record's duration and location keys are.
	Duration int
	Location string

	// Serve: each player answers on their own phone (see serve.go).
	Serve  bool
	Listen string
	Idle   int // minutes without a request before the server stops
	// QR draws the address as a QR code too.
	QR bool

	// Phones serves the walk-through to the players' phones (--serve);
	// nil where no phone can be served: the command has no --serve.
	Phones Phones
	// OnPage: the walk-through is asked on pages that stay in view (the
	// offline page), which fold what to count before counting on every
	// page: it is not said first, and a resumed game says where it stands
	// but not every answer again.
	OnPage bool
	// Draft, with Resume, is the draft to go on with (the offline page
	// knows the one it was on); OnDraft is told the draft a walk-through
	// opened.
	Draft   string
	OnDraft func(path string)

	// Set lists the flags given on the command line.
	Set map[string]bool
	// Scored, when set, is told the result once it is printed (the
	// phones, the offline page show it); AfterResult then asks what no
	// longer holds them (whether to save what was learned to the box
	// profile).
	Scored      func(Scored)
	AfterResult func() error
	// continued: the draft was started by an earlier run.
	continued bool
}

// Phones is what --serve adds to the walk-through: every player answers
// on their own phone while the host's terminal watches. The program's
// root gives the web server's (cmd/scoring/phones); the engine links no
// server and no terminal.
type Phones interface {
	// Listen checks --listen and, for a game not resumed, listens on it
	// before anything is made (a mistyped address leaves no draft); nil
	// without --listen.
	Listen(o *Options) (net.Listener, error)
	// Serve seats the table and serves the phones until the game is
	// scored, on ln when it is not nil.
	Serve(o *Options, w *walk.Walk, ln net.Listener) error
}

// Continued reports whether the draft was started by an earlier run.
func (o *Options) Continued() bool { return o.continued }

// NewCmd builds a game's `score`, with --serve when phones is not nil.
// runF replaces the run function in tests.
func NewCmd(f *factory.Factory, g Game, phones Phones, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{
		Game: g, In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(),
		StdoutTerminal: f.IO.IsStdoutTerminal(), Printer: p, ReadFile: f.ReadFile, WriteFile: f.WriteFile,
		RemoveFile: f.RemoveFile, Writable: f.CheckWritable, WritePrivate: f.WritePrivate, Lock: f.Lock, ListDir: f.ListDir,
		ConfigDir: f.ConfigDir, Prompter: f.NewPrompter, Phones: phones, Now: f.Now, Zone: f.Zone, NewID: f.NewSeed,
		History: f.History, Set: map[string]bool{},
		Config:    func() (config.Config, error) { return f.Config() },
		SetConfig: func(c config.Config) { f.Config = func() (config.Config, error) { return c, nil } },
		SetLang:   func(l text.Lang) { f.Lang = l },
	}
	h := g.Help(p)
	cmd := &cobra.Command{
		Use:     "score",
		Short:   h.Short,
		Long:    h.Long,
		Example: h.Example,
		Args:    cmdutil.NoArgs,
		RunE:    cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	opts.CommandPath = cmd.CommandPath
	fl := cmd.Flags()
	fl.StringVarP(&opts.File, "file", "f", "", text.HelpFlagFile.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	fl.BoolVar(&opts.CSV, "csv", false, text.HelpFlagCSV.In(p))
	fl.BoolVar(&opts.Resume, "resume", false, text.HelpFlagResume.In(p))
	fl.StringVar(&opts.Save, "save", "", text.HelpFlagSave.In(p))
	if h.Code != "" {
		fl.StringVar(&opts.Code, "code", "", h.Code)
	}
	fl.BoolVar(&opts.NoHistory, "no-history", false, text.HelpFlagNoHistory.In(p))
	fl.BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYesUpdate.In(p))
	fl.BoolVar(&opts.Force, "force", false, text.HelpFlagForce.In(p))
	fl.IntVar(&opts.Duration, "duration", 0, text.HelpFlagDuration.In(p))
	fl.StringVar(&opts.Location, "location", "", text.HelpFlagLocation.In(p))
	// The names travel beside a table's setup code: every surface takes them.
	fl.StringVar(&opts.Names, "names", "", text.HelpFlagServeNames.In(p))
	opts.Idle, opts.QR = 30, true
	if phones != nil {
		fl.BoolVar(&opts.Serve, "serve", false, text.HelpFlagServe.In(p))
		fl.StringVar(&opts.Listen, "listen", "", text.HelpFlagListen.In(p))
		fl.IntVar(&opts.Idle, "idle", 30, text.HelpFlagIdle.In(p))
		fl.BoolVar(&opts.QR, "qr", true, text.HelpFlagServeQR.In(p))
	}
	return cmd
}

// Run scores a record file, or walks the table through the game's end,
// in the terminal or on the phones.
func Run(o *Options) error {
	if o.JSON && o.CSV {
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--json", "--csv"))
	}
	for _, only := range []string{"listen", "idle", "qr"} {
		// A resumed game may have been served: it says so once opened.
		if o.Set[only] && !o.Serve && (o.File != "" || !o.Resume) {
			return cmdutil.Usage(text.ErrServeOnly.T("--" + only))
		}
	}
	if o.File == "" {
		return RunWalk(o)
	}
	for _, other := range []string{"resume", "save", "code", "names", "duration", "location", "serve"} {
		if o.Set[other] {
			return cmdutil.Usage(text.ErrFlagsExclusive.T("--file", "--"+other))
		}
	}
	data, err := cmdutil.ReadNamed(o.File, o.In, o.ReadFile, factory.MaxFileBytes)
	if err != nil {
		return err
	}
	scored, err := o.Game.Read(o.File, data, o.Now(), o.Zone)
	if err != nil {
		return err
	}
	done, err := o.openHistory()
	if err != nil {
		return err
	}
	defer done()
	if err := o.print(scored); err != nil {
		return err
	}
	return o.keep(scored)
}

// openHistory opens the play history before the pad is printed (or, in the
// walk-through, before the first question), so a database that cannot be
// used is said before anything else. done closes it.
func (o *Options) openHistory() (done func(), err error) {
	if o.NoHistory || o.History == nil {
		return func() {}, nil
	}
	if o.history, err = o.History(); err != nil {
		return nil, cmdutil.WithNote(err, text.HintNoHistory.T())
	}
	return func() { o.history.Close() }, nil
}

// keep stores the scored game in the play history, unless --no-history; the
// same record scored again is stored once, and the message says so. A
// failure says that the pad printed was not kept.
func (o *Options) keep(s Scored) error {
	return cmdutil.WithNote(o.store(s), text.ErrNotStored.T())
}

func (o *Options) store(s Scored) error {
	db := o.history
	if o.NoHistory || db == nil {
		return nil
	}
	g, err := s.Kept(o.Now().In(o.Zone))
	if err != nil {
		// A scored game that cannot be made into a kept one: nothing the
		// user typed; the history is named, where it was to go.
		return cmdutil.Fail(text.FieldDatabase.T(db.Path()), text.ErrDBFailed.T(cmdutil.Cause(err)), err)
	}
	id, added, err := db.Add(g)
	if err != nil {
		return err
	}
	if added {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoStored.In(o.Printer, int(id)))
		return err
	}
	// Already stored: an unchanged result stays; a changed one is shown and
	// replaced after a yes, or with --yes.
	return update{History: db, ErrOut: o.ErrOut, Printer: o.Printer, Yes: o.Yes,
		Interactive: o.Interactive, Prompter: o.Prompter}.Stored(id, g)
}

// print writes the result in the chosen format.
func (o *Options) print(s Scored) error {
	switch {
	case o.JSON:
		return s.JSON(iostreams.Raw(o.Out))
	case o.CSV:
		if err := s.CSV(iostreams.Raw(o.Out)); err != nil {
			return err
		}
		// A CSV has no place for what the result rests on that nobody
		// checked: it is said beside it, on the error stream.
		if sh := s.Sheet(o.Printer, PadOptions{Walked: o.walked}); len(sh.Notes) > 0 {
			lines := render.Lines{W: o.ErrOut}
			lines.Line(sh.NotesTitle)
			for _, n := range sh.Notes {
				lines.Line("  - " + n)
			}
			return lines.Err
		}
		return nil
	}
	width := o.stdoutWidth()
	if width == 0 {
		return s.Pad(o.Out, o.Printer, PadOptions{Walked: o.walked})
	}
	// Every game's pad, wrapped by the one wrapper to the terminal.
	var pad bytes.Buffer
	if err := s.Pad(&pad, o.Printer, PadOptions{Walked: o.walked, Width: width}); err != nil {
		return err
	}
	_, err := io.WriteString(o.Out, text.Wrap(strings.TrimSuffix(pad.String(), "\n"), width)+"\n")
	return err
}

// stdoutWidth is the terminal's width when the pad goes to one, else 0:
// a pad in a file or pipe is not wrapped. Failing standard output's own
// size, the prompter measures the terminal the questions are on.
func (o *Options) stdoutWidth() int {
	if !o.StdoutTerminal || o.Prompter == nil {
		return 0
	}
	if n := iostreams.Width(o.Out); n > 0 {
		return n
	}
	if t, ok := o.Prompter().(interface{ Width() int }); ok {
		return t.Width()
	}
	return 0
}
