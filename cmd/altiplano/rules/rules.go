// Package rulescmd is `altiplano rules`: the rules reference at the table,
// with every printed value marked by its source and the box profile applied.
package rules

import (
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/altiplano/box"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// Options are what one rules view needs; no cobra types, so views are
// testable on their own.
type Options struct {
	Out     io.Writer
	Printer text.Printer
	Catalog func() (catalog.Catalog, error)

	View    string // goods, supply, warehouse, missions, extensions, roles, end
	JSON    bool
	Players string // supply view only
}

// view builds the data of one view: the JSON value and a text writer.
type view func(opts *Options, c catalog.Catalog) (jsonValue any, text func(w io.Writer) error, err error)

var views = []struct {
	name        string
	short       text.M0
	build       view
	withPlayers bool
}{
	{"goods", words.HelpRulesGoodsShort, goodsView, false},
	{"supply", words.HelpRulesSupplyShort, supplyView, true},
	{"warehouse", words.HelpRulesWarehouseShort, warehouseView, false},
	{"missions", words.HelpRulesMissionsShort, missionsView, false},
	{"extensions", words.HelpRulesExtensionsShort, extensionsView, false},
	{"roles", words.HelpRulesRolesShort, rolesView, false},
	{"end", words.HelpRulesEndShort, endView, false},
}

// NewCmdRules builds `rules` and its views. runF replaces the run function
// in tests.
func NewCmdRules(f *factory.Factory, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	cmd := &cobra.Command{
		Use:   "rules",
		Short: words.HelpRulesShort.In(p),
		Long:  words.HelpRulesLong.In(p),
		RunE:  cmdutil.GroupRun,
	}
	for _, v := range views {
		opts := &Options{Out: f.IO.Out, Printer: p, Catalog: factory.FromBoxOrEmbedded(f, box.Values().Catalog), View: v.name}
		sub := &cobra.Command{
			Use:   v.name,
			Short: v.short.In(p),
			Args:  cmdutil.NoArgs,
			RunE: func(*cobra.Command, []string) error {
				if runF != nil {
					return runF(opts)
				}
				return Run(opts)
			},
		}
		sub.Flags().BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
		if v.withPlayers {
			sub.Flags().StringVarP(&opts.Players, "players", "p", "", words.HelpFlagPlayers.In(p))
			cmdutil.CompleteFlag(sub, "players", cmdutil.PlayerCounts(p, altiplano.MinPlayers, altiplano.MaxPlayers))
		}
		cmd.AddCommand(sub)
	}
	return cmd
}

// tableText is a view's text as most views write it: its title, its
// table, the lines after it, and the notes its table's marks stand for.
func tableText(title string, t render.Table, marks *render.Marks, after ...string) func(io.Writer) error {
	return func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(title + "\n")
		w.Table(t)
		for _, line := range after {
			w.Line(line)
		}
		w.Marks(marks)
		return w.Err
	}
}

// Run shows one view.
func Run(opts *Options) error {
	var build view
	for _, v := range views {
		if v.name == opts.View {
			build = v.build
		}
	}
	if build == nil {
		return cmdutil.Usage(text.ErrUnknownSubcommand.T(opts.View, ""))
	}
	c := catalog.Default()
	if opts.View != "supply" && opts.View != "end" { // the two the box profile cannot change
		var err error
		if c, err = opts.Catalog(); err != nil {
			return err
		}
	}
	data, write, err := build(opts, c)
	if err != nil {
		return err
	}
	if opts.JSON {
		return render.JSON(opts.Out, data)
	}
	return write(opts.Out)
}
