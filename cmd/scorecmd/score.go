// Package scorecmd is `altiplano score`: the final score pad of a game.
package scorecmd

import (
	"errors"
	"io"
	"io/fs"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// Options are the command's inputs.
type Options struct {
	In          io.Reader
	Out         io.Writer
	ErrOut      io.Writer
	Interactive bool
	Printer     i18n.Printer
	Catalog     func() (catalog.Catalog, error)
	ReadFile    func(string) ([]byte, error)
	WriteFile   func(string, []byte) error
	RemoveFile  func(string) error
	ConfigDir   func() (string, error)
	BoxPath     func() (string, error)
	Prompter    func() prompt.Prompter

	File   string
	JSON   bool
	CSV    bool
	Resume bool
	Save   string
	Code   string
}

// NewCmdScore builds `score`.
func NewCmdScore(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{
		In: f.IO.In, Out: f.IO.Out, ErrOut: f.IO.ErrOut, Interactive: f.IO.IsInteractive(),
		Printer: p, Catalog: f.Catalog, ReadFile: f.ReadFile, WriteFile: f.WriteFile, RemoveFile: f.RemoveFile,
		ConfigDir: f.ConfigDir, BoxPath: f.BoxPath, Prompter: f.NewPrompter,
	}
	cmd := &cobra.Command{
		Use:     "score",
		Short:   p.Sprintf(i18n.HelpScoreShort),
		Long:    p.Sprintf(i18n.HelpScoreLong),
		Example: "  altiplano score                          # walk through the end of a game\n  altiplano score --code 2G0G-EXJW --save game.yaml\n  altiplano score --resume\n  altiplano score --file testdata/games/4p-missions.yaml\n  altiplano score --file - --json < game.json",
		Args:    cmdutil.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if opts.JSON && opts.CSV {
				return cmdutil.UsageText(i18n.ErrFlagsExclusive, "--json", "--csv")
			}
			if opts.File != "" {
				for _, other := range []string{"resume", "save", "code"} {
					if c.Flags().Changed(other) {
						return cmdutil.UsageText(i18n.ErrFlagsExclusive, "--file", "--"+other)
					}
				}
			}
			if runF != nil {
				return runF(opts)
			}
			if opts.File == "" {
				return RunInteractive(opts)
			}
			return Run(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVarP(&opts.File, "file", "f", "", p.Sprintf(i18n.HelpFlagFile))
	fl.BoolVar(&opts.JSON, "json", false, p.Sprintf(i18n.HelpFlagJSON))
	fl.BoolVar(&opts.CSV, "csv", false, p.Sprintf(i18n.HelpFlagCSV))
	fl.BoolVar(&opts.Resume, "resume", false, p.Sprintf(i18n.HelpFlagResume))
	fl.StringVar(&opts.Save, "save", "", p.Sprintf(i18n.HelpFlagSave))
	fl.StringVar(&opts.Code, "code", "", p.Sprintf(i18n.HelpFlagScoreCode))
	return cmd
}

// Run scores the record file.
func Run(o *Options) error {
	data, err := o.read()
	if err != nil {
		return err
	}
	c, err := o.Catalog()
	if err != nil {
		return err
	}
	record, err := scoring.Load(o.File, data, c)
	if err != nil {
		return err
	}
	result, err := scoring.Score(record, c)
	if err != nil {
		return err
	}
	return o.print(record, result)
}

// print writes the result in the chosen format.
func (o *Options) print(record scoring.Record, result scoring.Result) error {
	switch {
	case o.JSON:
		return render.JSON(o.Out, NewResultJSON(result))
	case o.CSV:
		return WriteCSV(o.Out, result)
	}
	return WritePad(o.Out, o.Printer, record, result)
}

func (o *Options) read() ([]byte, error) {
	if o.File == "-" {
		data, err := io.ReadAll(o.In)
		if err != nil {
			return nil, err
		}
		return data, nil
	}
	data, err := o.ReadFile(o.File)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &rules.Problem{Field: i18n.T(i18n.FieldFile, o.File), Message: i18n.T(i18n.ErrNoSuchFile)}
	}
	if err != nil {
		return nil, &rules.Problem{Field: i18n.T(i18n.FieldFile, o.File), Message: i18n.T(i18n.ErrFileUnreadable, err.Error())}
	}
	return data, nil
}
