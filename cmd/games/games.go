// Package gamescmd is `altiplano games`: the play history, one line a game,
// and showing, deleting, importing and exporting games.
package gamescmd

import (
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Options are the inputs of every games command; each uses its part.
type Options struct {
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	History     func() (*store.Store, error)
	Prompter    func() prompt.Prompter
	ReadFile    func(string) ([]byte, error)
	WriteFile   func(string, []byte) error
	Writable    func(string) error
	Catalog     func() (catalog.Catalog, error)
	// AlpakaCatalog is Alpaka's values, for rescoring its games.
	AlpakaCatalog func() (alpaka.Catalog, error)
	Lexicon       altiplano.Lexicon
	Now           func() time.Time
	BGGObjectID   func() int
	// AlpakaBGGObjectID is alpaka_bgg_object_id (0: unset).
	AlpakaBGGObjectID func() int
	// BGStatsMe is bgstats_me: who owns the BG Stats app ("": unset).
	BGStatsMe func() string
	DBPath    func() (string, error)
	// Zone is where dates are shown and exported: the user's local time.
	Zone *time.Location

	Action string // list, show, delete, import, export, rescore, repair

	JSON    bool
	Player  string
	Players string
	Since   string
	Limit   int
	ID      string   // show, delete
	Yes     bool     // delete
	Files   []string // import
	Format  string   // export
	OutFile string   // export --out
	IDs     []string // rescore
	All     bool     // rescore: every game; list: no limit
	DryRun  bool     // rescore
	Force   bool     // export: replace --out without asking
	BOM     bool     // export --format csv
	QR      bool     // export --format bgstats-link: a QR code per link
	Game    string   // the board game; "" = altiplano

	Set map[string]bool
}

// NewCmdGames builds `games` and its subcommands. runF replaces the run
// function in tests.
func NewCmdGames(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	newOpts := func(action string) *Options {
		open := logutil.Read(f) // asking never creates the database
		switch action {
		case "import":
			open = logutil.Open(f)
		case "rescore", "delete":
			open = logutil.Change(f)
		}
		return &Options{
			In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
			History: open, Prompter: f.NewPrompter, ReadFile: f.ReadFile, WriteFile: f.WriteFile, Writable: f.CheckWritable,
			Catalog: f.Catalog, AlpakaCatalog: f.AlpakaCatalog, Lexicon: f.Lexicon(), Now: f.Now, Zone: f.Zone, Action: action, Set: map[string]bool{}, DBPath: f.DBPath,
			BGGObjectID: func() int {
				cfg, _ := f.Config()
				return cfg.BGGObjectID
			},
			AlpakaBGGObjectID: func() int {
				cfg, _ := f.Config()
				return cfg.AlpakaBGGObjectID
			},
			BGStatsMe: func() string {
				cfg, _ := f.Config()
				return cfg.BGStatsMe
			},
		}
	}
	run := func(o *Options) func(*cobra.Command, []string) error {
		return func(c *cobra.Command, args []string) error {
			c.Flags().Visit(func(fl *pflag.Flag) { o.Set[fl.Name] = true })
			switch o.Action {
			case "show", "delete":
				o.ID = args[0]
			case "import":
				o.Files = args
			case "rescore":
				o.IDs = args
			}
			if runF != nil {
				return runF(o)
			}
			return Run(o)
		}
	}
	list := newOpts("list")
	cmd := &cobra.Command{
		Use:     "games",
		Short:   text.HelpGamesShort.In(p),
		Long:    text.HelpGamesLong.In(p),
		Example: "  altiplano games\n  altiplano games --player Ana --since 2026-01-01\n  altiplano games show 12\n  altiplano games export --format bgstats --out plays.json",
		// games lists; a word after it can only be a mistyped subcommand.
		Args: func(c *cobra.Command, args []string) error {
			if len(args) > 0 {
				return cmdutil.UnknownSubcommand(c, args[0])
			}
			return nil
		},
		RunE: run(list),
	}
	filterFlags(cmd.Flags(), list, p)
	cmd.Flags().IntVar(&list.Limit, "limit", defaultListed, text.HelpFlagLimit.In(p))
	cmd.Flags().BoolVar(&list.All, "all", false, text.HelpFlagLimitAll.In(p))
	cmd.Flags().BoolVar(&list.JSON, "json", false, text.HelpFlagJSON.In(p))

	show := newOpts("show")
	showCmd := &cobra.Command{Use: "show ID", Short: text.HelpGamesShowShort.In(p), Args: exactlyOne, RunE: run(show)}
	showCmd.Flags().BoolVar(&show.JSON, "json", false, text.HelpFlagJSON.In(p))

	del := newOpts("delete")
	deleteCmd := &cobra.Command{Use: "delete ID", Short: text.HelpGamesDeleteShort.In(p), Args: exactlyOne, RunE: run(del)}
	deleteCmd.Flags().BoolVarP(&del.Yes, "yes", "y", false, text.HelpFlagYes.In(p))

	imp := newOpts("import")
	importCmd := &cobra.Command{Use: "import FILE...", Short: text.HelpGamesImportShort.In(p), Args: atLeastOne, RunE: run(imp)}

	exp := newOpts("export")
	exportCmd := &cobra.Command{Use: "export", Short: text.HelpGamesExportShort.In(p), Args: cmdutil.NoArgs, RunE: run(exp)}
	exportCmd.Flags().StringVar(&exp.Format, "format", "json", text.HelpFlagFormat.In(p))
	exportCmd.Flags().StringVarP(&exp.OutFile, "out", "o", "", text.HelpFlagOut.In(p))
	filterFlags(exportCmd.Flags(), exp, p)

	exportCmd.Flags().BoolVar(&exp.Force, "force", false, text.HelpFlagForce.In(p))
	exportCmd.Flags().BoolVar(&exp.BOM, "bom", false, text.HelpFlagBOM.In(p))
	exportCmd.Flags().BoolVar(&exp.QR, "qr", false, text.HelpFlagQR.In(p))
	exportCmd.Flags().IntVar(&exp.Limit, "limit", 0, text.HelpFlagLimit.In(p))

	rescore := newOpts("rescore")
	rescoreCmd := &cobra.Command{Use: "rescore [ID...]", Short: text.HelpGamesRescoreShort.In(p), RunE: run(rescore)}
	rescoreCmd.Flags().BoolVar(&rescore.All, "all", false, text.HelpFlagAll.In(p))
	rescoreCmd.Flags().BoolVarP(&rescore.Yes, "yes", "y", false, text.HelpFlagYes.In(p))
	rescoreCmd.Flags().BoolVar(&rescore.DryRun, "dry-run", false, text.HelpFlagDryRun.In(p))
	gameFlag(rescoreCmd.Flags(), rescore, p)

	repairCmd := &cobra.Command{Use: "repair", Short: text.HelpGamesRepair.In(p), Args: cmdutil.NoArgs, RunE: run(newOpts("repair"))}

	cmd.AddCommand(showCmd, deleteCmd, importCmd, exportCmd, rescoreCmd, repairCmd)
	return cmd
}

func filterFlags(fl *pflag.FlagSet, o *Options, p text.Printer) {
	fl.StringVar(&o.Player, "player", "", text.HelpFlagPlayer.In(p))
	fl.StringVarP(&o.Players, "players", "p", "", text.HelpFlagPlayerCount.In(p))
	fl.StringVar(&o.Since, "since", "", text.HelpFlagSince.In(p))
	gameFlag(fl, o, p)
}

func gameFlag(fl *pflag.FlagSet, o *Options, p text.Printer) {
	fl.StringVar(&o.Game, "game", store.GameAltiplano, text.HelpFlagGame.In(p))
}

// game is the board game the command is about, as the history names it.
func (o *Options) game() string {
	g := strings.ToLower(strings.TrimSpace(o.Game))
	if g == "" {
		return store.GameAltiplano
	}
	return g
}

// exactlyOne wants one game id: none is a missing ID, more is an
// unexpected argument.
func exactlyOne(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) == 0:
		return cmdutil.Usage(text.ErrFlagRequired.T("ID", text.HelpGamesIDHint.T()))
	case len(args) > 1:
		return cmdutil.Usage(text.ErrUnexpectedArgs.T(args[1], cmd.CommandPath()))
	}
	return nil
}

func atLeastOne(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return cmdutil.Usage(text.ErrFlagRequired.T("FILE", text.HelpGamesImportShort.T()))
	}
	return nil
}

// Run does what the options ask.
func Run(o *Options) error {
	switch o.Action {
	case "show":
		return runShow(o)
	case "delete":
		return runDelete(o)
	case "import":
		return runImport(o)
	case "export":
		return runExport(o)
	case "rescore":
		return runRescore(o)
	case "repair":
		return runRepair(o)
	}
	return runList(o)
}

// open opens the history for one command and closes it after.
func (o *Options) open(do func(*store.Store) error) error {
	s, err := o.History()
	if err != nil {
		return err
	}
	defer s.Close()
	if err := do(s); err != nil {
		return historyError(s, err)
	}
	return nil
}

// historyError words a database failure; other errors pass through.
func historyError(s *store.Store, err error) error {
	switch err.(type) {
	case *cmdutil.InputError, *cmdutil.FailError, *cmdutil.Stopped, rules.Problems, *rules.Problem:
		return err
	}
	return logutil.HistoryError(s.Path(), err)
}
