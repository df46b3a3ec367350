// Package rulescmd is `altiplano rules`: the rules reference at the table,
// with every printed value marked by its source and the box profile applied.
package rulescmd

import (
	"io"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/render"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
)

// Options are what one rules view needs; no cobra types, so views are
// testable on their own.
type Options struct {
	Out     io.Writer
	Printer i18n.Printer
	Catalog func() (catalog.Catalog, error)
	JSON    bool
	Players string // supply view only
}

// view builds the data of one view: the JSON value and a text writer.
type view func(opts *Options, c catalog.Catalog) (jsonValue any, text func(w io.Writer) error, err error)

// NewCmdRules builds `rules` and its views.
func NewCmdRules(f *factory.Factory) *cobra.Command {
	p := f.Printer()
	cmd := &cobra.Command{
		Use:   "rules",
		Short: p.Sprintf(i18n.HelpRulesShort),
		Long:  p.Sprintf(i18n.HelpRulesLong),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) > 0 {
				var names []string
				for _, sub := range c.Commands() {
					names = append(names, sub.Name())
				}
				return cmdutil.UsageText(i18n.ErrUnknownSubcommand, args[0], strings.Join(names, ", "))
			}
			return c.Help()
		},
	}
	add := func(name string, short i18n.Key, v view, withPlayers bool) {
		opts := &Options{Out: f.IO.Out, Printer: p, Catalog: f.Catalog}
		sub := &cobra.Command{
			Use:   name,
			Short: p.Sprintf(short),
			Args:  cmdutil.NoArgs,
			RunE: func(*cobra.Command, []string) error {
				return Run(opts, v)
			},
		}
		sub.Flags().BoolVar(&opts.JSON, "json", false, p.Sprintf(i18n.HelpFlagJSON))
		if withPlayers {
			sub.Flags().StringVarP(&opts.Players, "players", "p", "", p.Sprintf(i18n.HelpFlagPlayers))
		}
		cmd.AddCommand(sub)
	}
	add("goods", i18n.HelpRulesGoodsShort, goodsView, false)
	add("supply", i18n.HelpRulesSupplyShort, supplyView, true)
	add("warehouse", i18n.HelpRulesWarehouseShort, warehouseView, false)
	add("missions", i18n.HelpRulesMissionsShort, missionsView, false)
	add("extensions", i18n.HelpRulesExtensionsShort, extensionsView, false)
	add("roles", i18n.HelpRulesRolesShort, rolesView, false)
	return cmd
}

// Run shows one view.
func Run(opts *Options, v view) error {
	c, err := opts.Catalog()
	if err != nil {
		return err
	}
	data, text, err := v(opts, c)
	if err != nil {
		return err
	}
	if opts.JSON {
		return render.JSON(opts.Out, data)
	}
	return text(opts.Out)
}

// heads renders table headings.
func heads(p i18n.Printer, keys ...i18n.Key) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i] = p.Sprintf(k)
	}
	return out
}

// writeAll runs each step, stopping at the first error.
func writeAll(steps ...func() error) error {
	for _, s := range steps {
		if err := s(); err != nil {
			return err
		}
	}
	return nil
}
