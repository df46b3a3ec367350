package rules

import (
	"io"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/render"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

func supplyView(opts *Options, _ catalog.Catalog) (any, func(io.Writer) error, error) {
	n, err := cmdutil.PlayerCount(opts.Players, altiplano.PlayersLimit)
	if err != nil {
		return nil, nil, err
	}
	s := altiplano.SupplyFor(altiplano.PlayerCount(n))
	p := opts.Printer
	t := printout.SupplyTable(p, s, altiplano.Locations())
	write := func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(words.TitleSupply.In(p, int(n)) + "\n")
		w.Table(t)
		return w.Err
	}
	return printout.NewSupplyJSON(s), write, nil
}
