// Package scorecmd is `altiplano score`: the final score pad of a game.
package scorecmd

import (
	"errors"
	"io"
	"io/fs"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/render"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// Options are the command's inputs.
type Options struct {
	In       io.Reader
	Out      io.Writer
	Printer  i18n.Printer
	Catalog  func() (catalog.Catalog, error)
	ReadFile func(string) ([]byte, error)

	File string
	JSON bool
	CSV  bool
}

// NewCmdScore builds `score`.
func NewCmdScore(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{In: f.IO.In, Out: f.IO.Out, Printer: p, Catalog: f.Catalog, ReadFile: f.ReadFile}
	cmd := &cobra.Command{
		Use:     "score",
		Short:   p.Sprintf(i18n.HelpScoreShort),
		Long:    p.Sprintf(i18n.HelpScoreLong),
		Example: "  altiplano score --file testdata/games/4p-missions.yaml\n  altiplano score --file game.yaml --json\n  altiplano score --file - < game.json",
		Args:    cmdutil.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			if opts.JSON && opts.CSV {
				return cmdutil.UsageText(i18n.ErrFlagsExclusive, "--json", "--csv")
			}
			if opts.File == "" {
				return cmdutil.UsageText(i18n.ErrFlagRequired, "--file", i18n.T(i18n.ErrScoreFileHint))
			}
			if runF != nil {
				return runF(opts)
			}
			return Run(opts)
		},
	}
	cmd.Flags().StringVarP(&opts.File, "file", "f", "", p.Sprintf(i18n.HelpFlagFile))
	cmd.Flags().BoolVar(&opts.JSON, "json", false, p.Sprintf(i18n.HelpFlagJSON))
	cmd.Flags().BoolVar(&opts.CSV, "csv", false, p.Sprintf(i18n.HelpFlagCSV))
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
