package rulescmd

import (
	"io"
	"strconv"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/catalog"
)

type endJSON struct {
	Triggers     []string         `json:"triggers"`
	Then         []string         `json:"then"`
	ScoringOrder []rules.Category `json:"scoring_order"`
	TieBreak     []string         `json:"tie_break"`
}

// endView is the end of the game (digest §3) and the order of final scoring
// (digest §5).
func endView(opts *Options, _ catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	pad := rules.ScorePad()
	data := endJSON{
		Triggers:     []string{"location_exhausted", "strip_cannot_refill"},
		Then:         []string{"finish_round", "one_more_round", "end_game_extension_e24", "final_scoring"},
		ScoringOrder: pad[:],
		TieBreak:     []string{"most_points", "most_coins", "shared_place"},
	}
	write := func(out io.Writer) error {
		w := &writer{w: out}
		w.line(text.TitleEnd.In(p) + "\n")
		w.line(text.EndTrigger.In(p))
		w.line(text.EndFinish.In(p))
		w.line(text.EndStoreE24.In(p))
		w.line("\n" + text.EndScoringTitle.In(p))
		for i, c := range pad {
			w.line("  " + strconv.Itoa(i+1) + ". " + p.Category(c))
		}
		w.line(text.EndTieBreak.In(p))
		return w.err
	}
	return data, write, nil
}
