// Package scorecmd is `altiplano score`: the final score pad of a game, from
// a record file or an interactive walk-through at the table.
package scorecmd

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"altiplano/cmd/altiplano/kept"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Options are the command's inputs.
type Options struct {
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	// StdoutTerminal is standard output on a terminal: the pad's
	// assumptions are then wrapped to its width.
	StdoutTerminal bool
	Printer        text.Printer
	Lexicon        altiplano.Lexicon
	Profile        func() (catalog.Profile, string, error)
	ReadFile       func(string) ([]byte, error)
	WriteFile      func(string, []byte) error
	RemoveFile     func(string) error
	Writable       func(string) error
	Lock           func(string) (func(), bool, error)
	ListDir        func(string) ([]string, error)
	ConfigDir      func() (string, error)
	BoxPath        func() (string, string, error)
	Prompter       func() prompt.Prompter
	Now            func() time.Time
	// Zone is the players' time zone, for a played_at without an offset.
	Zone    *time.Location
	NewID   func() uint64
	History func() (*store.Store, error)
	history *store.Store // open while the command runs, unless --no-history
	// walked is a record answered in the walk-through, not read from --file.
	walked bool

	File   string
	JSON   bool
	CSV    bool
	Resume bool
	Save   string
	Code   string
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

	// Set lists the flags given on the command line.
	Set map[string]bool

	// Serve: each player answers on their own phone (see serve.go).
	Serve  bool
	Listen string
	Idle   int // minutes without a request before the server stops
	// scored, when set, is told the result once it is printed.
	scored func(scoring.Record, scoring.Result, catalog.Catalog)
}

// NewCmdScore builds `score`. runF replaces the run function in tests.
func NewCmdScore(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{
		In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), StdoutTerminal: f.IO.IsStdoutTerminal(),
		Printer: p, Lexicon: f.Lexicon(), Profile: f.Profile, ReadFile: f.ReadFile, WriteFile: f.WriteFile,
		RemoveFile: f.RemoveFile, Writable: f.CheckWritable, Lock: f.Lock, ListDir: f.ListDir,
		ConfigDir: f.ConfigDir, BoxPath: f.BoxPath, Prompter: f.NewPrompter, Now: f.Now, Zone: f.Zone, NewID: f.NewSeed,
		History: logutil.Open(f),
		Set:     map[string]bool{},
	}
	cmd := &cobra.Command{
		Use:     "score",
		Short:   text.HelpScoreShort.In(p),
		Long:    text.HelpScoreLong.In(p),
		Example: "  altiplano score                          # " + text.ExampleScoreWalk.In(p) + "\n  altiplano score --code 4G0G-F4NQ-C5P0 --save game.yaml\n  altiplano score --resume\n  altiplano score --file testdata/games/4p-missions.yaml\n  altiplano score --file - --json < game.json",
		Args:    cmdutil.NoArgs,
		RunE:    cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.File, "file", "f", "", text.HelpFlagFile.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	fl.BoolVar(&opts.CSV, "csv", false, text.HelpFlagCSV.In(p))
	fl.BoolVar(&opts.Resume, "resume", false, text.HelpFlagResume.In(p))
	fl.StringVar(&opts.Save, "save", "", text.HelpFlagSave.In(p))
	fl.StringVar(&opts.Code, "code", "", text.HelpFlagScoreCode.In(p))
	fl.BoolVar(&opts.NoHistory, "no-history", false, text.HelpFlagNoHistory.In(p))
	fl.BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYesUpdate.In(p))
	fl.BoolVar(&opts.Force, "force", false, text.HelpFlagForce.In(p))
	fl.IntVar(&opts.Duration, "duration", 0, text.HelpFlagDuration.In(p))
	fl.StringVar(&opts.Location, "location", "", text.HelpFlagLocation.In(p))
	fl.BoolVar(&opts.Serve, "serve", false, text.HelpFlagServe.In(p))
	fl.StringVar(&opts.Listen, "listen", "", text.HelpFlagListen.In(p))
	fl.IntVar(&opts.Idle, "idle", 30, text.HelpFlagIdle.In(p))
	return cmd
}

// Run scores a record file, or walks the table through the game's end.
func Run(o *Options) error {
	if o.JSON && o.CSV {
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--json", "--csv"))
	}
	if o.File == "" && o.Serve {
		return RunServe(o)
	}
	for _, only := range []string{"listen", "idle"} {
		if o.Set[only] && !o.Serve {
			return cmdutil.Usage(text.ErrServeOnly.T("--" + only))
		}
	}
	if o.File == "" {
		return RunInteractive(o)
	}
	for _, other := range []string{"resume", "save", "code", "duration", "location", "serve"} {
		if o.Set[other] {
			return cmdutil.Usage(text.ErrFlagsExclusive.T("--file", "--"+other))
		}
	}
	data, err := o.read()
	if err != nil {
		return err
	}
	c, err := o.catalog()
	if err != nil {
		return err
	}
	record, result, err := cmdutil.ScoreRecord(o.File, data, o.Lexicon, c, o.Now(), o.Zone)
	if err != nil {
		return err
	}
	done, err := o.openHistory()
	if err != nil {
		return err
	}
	defer done()
	if err := o.print(record, result); err != nil {
		return err
	}
	return o.keep(record, result, c)
}

// openHistory opens the play history before the pad is printed (or, in the
// walk-through, before the first question), so a database that cannot be
// used is said before anything else. done closes it.
func (o *Options) openHistory() (done func(), err error) {
	if o.NoHistory {
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
func (o *Options) keep(r scoring.Record, res scoring.Result, c catalog.Catalog) error {
	return cmdutil.WithNote(o.store(r, res, c), text.ErrNotStored.T())
}

func (o *Options) store(r scoring.Record, res scoring.Result, c catalog.Catalog) error {
	db := o.history
	if o.NoHistory || db == nil {
		return nil
	}
	g, err := kept.Played{Record: r, Result: res, Catalog: c, Now: o.Now()}.Game()
	if err != nil {
		return logutil.HistoryError(db.Path(), err)
	}
	id, added, err := db.Add(g)
	if err != nil {
		return logutil.HistoryError(db.Path(), err)
	}
	if added {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoStored.In(o.Printer, int(id)))
		return err
	}
	return o.update(db, id, g)
}

// update handles a record that is already stored (see logutil.Update).
func (o *Options) update(db *store.Store, id int64, g playlog.Game) error {
	return logutil.Update{Store: db, ErrOut: o.ErrOut, Printer: o.Printer, Yes: o.Yes,
		Interactive: o.Interactive, Prompter: o.Prompter}.Stored(id, g)
}

// catalog is the embedded catalog with the user's box profile laid over it.
func (o *Options) catalog() (catalog.Catalog, error) {
	p, _, err := o.Profile()
	if err != nil {
		return catalog.Catalog{}, err
	}
	return catalog.Default().With(p), nil
}

// print writes the result in the chosen format.
func (o *Options) print(record scoring.Record, result scoring.Result) error {
	switch {
	case o.JSON:
		return render.JSON(o.Out, render.NewResultJSON(result))
	case o.CSV:
		return render.WriteCSV(o.Out, result)
	}
	return render.WritePadWith(o.Out, o.Printer, record, result, render.PadOptions{Walked: o.walked, Width: o.stdoutWidth()})
}

// stdoutWidth is the terminal's width when the pad goes to one, else 0:
// a pad in a file or pipe is not wrapped. Failing standard output's own
// size, the prompter measures the terminal the questions are on.
func (o *Options) stdoutWidth() int {
	if !o.StdoutTerminal || o.Prompter == nil {
		return 0
	}
	if f, ok := o.Out.(*os.File); ok {
		if n, _, err := term.GetSize(int(f.Fd())); err == nil && n > 0 {
			return n
		}
	}
	if t, ok := o.Prompter().(interface{ Width() int }); ok {
		return t.Width()
	}
	return 0
}

func (o *Options) read() ([]byte, error) {
	return cmdutil.ReadNamed(o.File, o.In, o.ReadFile, factory.MaxFileBytes)
}
