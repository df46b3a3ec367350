// Package alpakascorecmd is `altiplano alpaka score`: the score pad of a
// finished game of Alpaka, from a record file.
package score

import (
	"io"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	alpakascore "altiplano/scoring/alpaka"
)

// Options are the command's inputs, as typed.
type Options struct {
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	Catalog     func() (alpaka.Catalog, error)
	ReadFile    func(string) ([]byte, error)
	Prompter    func() prompt.Prompter
	BoxPath     func() (string, error)
	// SaveValues writes values Learned in the walk-through into the box
	// profile at path.
	SaveValues func(path string, got []Learned) error
	// History opens the play history; NoHistory keeps the game out of it.
	History   func() (*store.Store, error)
	NoHistory bool
	// Yes updates a stored game whose result changed without asking.
	Yes     bool
	history *store.Store
	// Drafts keeps the walk-through's answers as they are given; nil keeps none.
	Drafts *drafts.Store
	Now    func() time.Time
	NewID  func() uint64

	File string
	JSON bool
	CSV  bool

	// Serve: each player answers on their own phone (see serve.go).
	Serve  bool
	Listen string
	Idle   int    // minutes without a request before the server stops
	Names  string // the players in turn order, for a host without a terminal
	// scored is told the result before it is kept (the phones show it).
	scored func(alpakascore.Result)

	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdScore builds `alpaka score`. runF replaces the run function in tests.
func NewCmdScore(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
		Catalog: f.AlpakaCatalog, ReadFile: f.ReadFile, Prompter: f.NewPrompter, Set: map[string]bool{},
		BoxPath: func() (string, error) {
			path, _, err := f.BoxPath()
			return path, err
		},
		SaveValues: SaveValues(f.ReadFile, f.WriteFile, f.Lexicon()),
		Now:        f.Now, NewID: f.NewSeed, History: logutil.Open(f),
	}
	if dir, err := f.ConfigDir(); err == nil {
		opts.Drafts = &drafts.Store{Dir: filepath.Join(dir, "alpaka-drafts"), Read: f.ReadFile, Write: f.WriteFile,
			Remove: f.RemoveFile, Lock: f.Lock, List: f.ListDir}
	}
	cmd := &cobra.Command{
		Use:   "score",
		Short: text.AlpakaHelpScoreShort.In(p),
		Long:  text.AlpakaHelpScoreLong.In(p),
		Example: "  altiplano alpaka score --file game.yaml\n  altiplano alpaka score --file game.yaml --json\n" +
			"  altiplano alpaka score --serve --names \"Lidia, Alexander\"",
		Args: cmdutil.NoArgs,
		RunE: cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.File, "file", "f", "", text.HelpFlagFile.In(p))
	fl.BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	fl.BoolVar(&opts.CSV, "csv", false, text.HelpFlagCSV.In(p))
	fl.BoolVar(&opts.NoHistory, "no-history", false, text.HelpFlagNoHistory.In(p))
	fl.BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYesUpdate.In(p))
	fl.BoolVar(&opts.Serve, "serve", false, text.HelpFlagServe.In(p))
	fl.StringVar(&opts.Listen, "listen", "", text.HelpFlagListen.In(p))
	fl.IntVar(&opts.Idle, "idle", 30, text.HelpFlagIdle.In(p))
	fl.StringVar(&opts.Names, "names", "", text.AlpakaFlagNames.In(p))
	return cmd
}

// Run reads, checks and scores the record, and prints the pad.
func Run(o *Options) error {
	if o.JSON && o.CSV {
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--json", "--csv"))
	}
	if o.File == "" && o.Serve {
		return RunServe(o)
	}
	for _, only := range []string{"listen", "idle", "names"} {
		if o.Set[only] && !o.Serve {
			return cmdutil.Usage(text.ErrServeOnly.T("--" + only))
		}
	}
	if o.File == "" {
		return RunInteractive(o)
	}
	if o.Serve {
		return cmdutil.Usage(text.ErrFlagsExclusive.T("--file", "--serve"))
	}
	data, err := cmdutil.ReadNamed(o.File, o.In, o.ReadFile, factory.MaxFileBytes)
	if err != nil {
		return err
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	r, err := alpakascore.Parse(o.File, data, text.AlpakaNames{})
	if err != nil {
		return err
	}
	res, err := alpakascore.Score(r, c)
	if err != nil {
		return err
	}
	done, err := o.openHistory()
	if err != nil {
		return err
	}
	defer done()
	if err := o.print(res); err != nil {
		return err
	}
	return o.keep(data, res)
}

// print writes the pad in the format asked for.
func (o *Options) print(res alpakascore.Result) error {
	switch {
	case o.JSON:
		return render.JSON(o.Out, NewResultJSON(res, text.English()))
	case o.CSV:
		return WriteCSV(o.Out, res)
	}
	return WritePad(o.Out, o.Printer, res)
}
