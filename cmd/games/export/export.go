// Package export is `altiplano games export`: the games of one game, as
// the flags select them, in one of the export formats (playlog/export),
// to standard output or a file.
package export

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/export"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Options are the inputs of export.
type Options struct {
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     text.Printer
	History     func() (*store.Store, error)
	Prompter    func() prompt.Prompter
	Writable    func(string) error
	Config      func() (config.Config, error)
	Registry    game.Registry

	logutil.Selection
	Format  string
	OutFile string // --out
	Force   bool   // replace --out without asking
	BOM     bool   // --format csv
	QR      bool   // --format bgstats-link: a QR code per link
	// Getenv reads NO_COLOR and TERM, which say whether a QR code is
	// drawn in colours.
	Getenv func(string) string

	Set map[string]bool
}

// NewCmdExport builds `games export`. runF replaces the run function in
// tests.
func NewCmdExport(f *factory.Factory, reg game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(), Printer: p,
		History: logutil.Read(f), Prompter: f.NewPrompter, Writable: f.CheckWritable, Config: f.Config,
		Registry: reg, Getenv: f.Getenv, Set: map[string]bool{}}
	cmd := &cobra.Command{Use: "export", Short: text.HelpGamesExportShort.In(p), Args: cmdutil.NoArgs,
		RunE: cmdutil.RunE(opts, opts.Set, runF, Run)}
	fl := cmd.Flags()
	fl.StringVar(&opts.Format, "format", "json", text.HelpFlagFormat.In(p))
	fl.StringVarP(&opts.OutFile, "out", "o", "", text.HelpFlagOut.In(p))
	logutil.SelectionFlags(fl, &opts.Selection, p, reg)
	fl.BoolVar(&opts.Force, "force", false, text.HelpFlagForce.In(p))
	fl.BoolVar(&opts.BOM, "bom", false, text.HelpFlagBOM.In(p))
	fl.BoolVar(&opts.QR, "qr", false, text.HelpFlagQR.In(p))
	fl.IntVar(&opts.Limit, "limit", 0, text.HelpFlagLimit.In(p))
	logutil.CompleteSelection(cmd, &opts.Selection, reg, p)
	cmdutil.CompleteFlag(cmd, "format", func() []cmdutil.Choice {
		out := make([]cmdutil.Choice, len(formats))
		for i, f := range formats {
			out[i] = cmdutil.Choice{Value: f, About: text.CompleteFormat[f].In(p)}
		}
		return out
	})
	return cmd
}

// formats are the export formats, in the order the help lists them.
var formats = []string{"json", "csv", "bgstats", "bgstats-link", "bggxml"}

// exportWriter writes the games of a source in one format.
type exportWriter func(w io.Writer, src playlog.Source, firsts map[string]int64) error

// Run writes the (filtered) games of one game in one of the formats, to
// standard output or, written atomically, to --out. Games are read and
// written one at a time, so memory stays flat however long the history.
func Run(o *Options) error {
	format := strings.ToLower(strings.TrimSpace(o.Format))
	if !slices.Contains(formats, format) {
		return cmdutil.Usage(text.ErrFormat.T(o.Format, strings.Join(formats, ", ")))
	}
	if err := logutil.CheckLimit(o.Limit, o.Set["limit"]); err != nil {
		return err
	}
	if o.QR && format != "bgstats-link" {
		return cmdutil.Usage(text.ErrQROnlyLinks.T())
	}
	if o.OutFile != "" {
		if err := cmdutil.ConfirmOverwrite(o.OutFile, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return err
		}
		if err := checkWritable(o); err != nil {
			return err
		}
	}
	f, g, err := o.Selection.Filter(o.Registry)
	if err != nil {
		return err
	}
	cfg, err := o.Config()
	if err != nil {
		return err
	}
	eg := game.ExportOf(g, cfg)
	write := o.writer(format, eg, cfg.BGStatsMe)
	if eg.BGGID == 0 && format != "json" && format != "csv" {
		fmt.Fprintln(o.ErrOut, text.WarnBGGObjectID.In(o.Printer, g.Name(), string(g.ID())))
	}
	count := 0
	return logutil.With(o.History, func(s *store.Store) error {
		firsts, err := s.FirstGames(f.Game)
		if err != nil {
			return err
		}
		src := s.Source(f, false)
		counted := func(fn func(playlog.Game) error) error {
			count = 0
			return src(func(g playlog.Game) error {
				count++
				return fn(g)
			})
		}
		if o.OutFile == "" {
			ow := &outputWriter{w: iostreams.Raw(o.Out)} // data: never wrapped
			return ow.outputError("", write(ow, counted, firsts))
		}
		out, err := files.CreateAtomic(o.OutFile)
		if err != nil {
			return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
		}
		ow := &outputWriter{w: out}
		if err := write(ow, counted, firsts); err != nil {
			out.Abort()
			return ow.outputError(o.OutFile, err)
		}
		if err := out.Commit(); err != nil {
			return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
		}
		_, err = fmt.Fprintln(o.ErrOut, text.EchoExported.In(o.Printer, count, o.OutFile))
		return err
	})
}

// writer is the writer of format for the games of g; me is who owns the
// BG Stats app (bgstats_me).
func (o *Options) writer(format string, g export.Game, me string) exportWriter {
	bgs := func(firsts map[string]int64) export.BGStatsOptions {
		return export.BGStatsOptions{Game: g, Me: me, FirstGames: firsts, MeNowhere: func(me, instead string) {
			fmt.Fprintln(o.ErrOut, text.WarnBGStatsMe.In(o.Printer, text.Safe(me), text.Safe(instead)))
		}}
	}
	switch format {
	case "json":
		return func(w io.Writer, src playlog.Source, _ map[string]int64) error { return export.WriteJSON(w, src) }
	case "csv":
		return func(w io.Writer, src playlog.Source, _ map[string]int64) error {
			return export.WriteCSV(w, src, export.CSVOptions{Game: g, BOM: o.BOM})
		}
	case "bgstats":
		return func(w io.Writer, src playlog.Source, firsts map[string]int64) error {
			return export.WriteBGStats(w, src, bgs(firsts))
		}
	case "bgstats-link":
		return func(w io.Writer, src playlog.Source, firsts map[string]int64) error {
			if !o.QR {
				return export.WriteBGStatsLinks(w, src, bgs(firsts))
			}
			q := &qrLines{out: w, codes: iostreams.Raw(o.ErrOut), p: o.Printer, // a code lays out its own lines
				width: iostreams.Width(o.ErrOut), colors: iostreams.Colors(o.ErrOut, o.Getenv)}
			if err := export.WriteBGStatsLinks(q, src, bgs(firsts)); err != nil {
				return err
			}
			return q.flush()
		}
	}
	return func(w io.Writer, src playlog.Source, firsts map[string]int64) error {
		return export.WriteBGGXML(w, src, export.BGGOptions{Game: g, FirstGames: firsts})
	}
}

func checkWritable(o *Options) error {
	if o.Writable == nil {
		return nil
	}
	if err := o.Writable(o.OutFile); err != nil {
		return cmdutil.FileError(text.FieldFile.T(o.OutFile), 0, err)
	}
	return nil
}
