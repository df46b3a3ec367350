package rules

import (
	"io"
	"strconv"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/render"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

type endJSON struct {
	Triggers     []string             `json:"triggers"`
	Then         []string             `json:"then"`
	ScoringOrder []altiplano.Category `json:"scoring_order"`
	TieBreak     []string             `json:"tie_break"`
}

// endView is the end of the game (digest §3) and the order of final scoring
// (digest §5).
func endView(opts *Options, _ catalog.Catalog) (any, func(io.Writer) error, error) {
	p := opts.Printer
	pad := altiplano.ScorePad()
	data := endJSON{
		Triggers:     []string{"location_exhausted", "strip_cannot_refill"},
		Then:         []string{"finish_round", "one_more_round", "end_game_extension_e24", "final_scoring"},
		ScoringOrder: pad[:],
		TieBreak:     []string{"most_points", "most_coins", "shared_place"},
	}
	write := func(out io.Writer) error {
		w := &render.Lines{W: out}
		w.Line(words.TitleEnd.In(p) + "\n")
		w.Line(words.EndTrigger.In(p))
		w.Line(words.EndFinish.In(p))
		w.Line(words.EndStoreE24.In(p))
		w.Line("\n" + words.EndScoringTitle.In(p))
		for i, c := range pad {
			w.Line("  " + strconv.Itoa(i+1) + ". " + words.Category(p, c))
		}
		w.Line(words.EndTieBreak.In(p))
		return w.Err
	}
	return data, write, nil
}
