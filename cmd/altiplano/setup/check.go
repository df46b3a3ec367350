package setup

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// discrepancy is one item laid out in the wrong number.
type discrepancy struct {
	loc       altiplano.Location
	item      altiplano.Item
	want, got int
}

// RunCheck walks the laid-out table location by location in the sheet's
// circle order, asking how many of each item lie there, then says what to
// add or remove.
func RunCheck(o *Options) error {
	if !o.Interactive {
		// The flags' problems too: fixed with the terminal, they would be
		// the next run's refusal.
		_, _, err := o.Resolve()
		return cmdutil.Together(err, cmdutil.Input(words.ErrCheckNeedsTerminal.T()))
	}
	sheet, _, err := o.deal()
	if err != nil {
		return err
	}
	p := o.Printer
	ask := o.Prompter()
	fmt.Fprintln(o.ErrOut, words.CheckIntro.In(p, int(sheet.Options.Players)))
	var wrong []discrepancy
	for _, loc := range append(append([]altiplano.Location(nil), sheet.Circle...), altiplano.Centre) {
		for _, it := range altiplano.ItemsAt(loc) {
			if it == altiplano.ItemCoins {
				continue // unlimited: nothing to count
			}
			want := sheet.Supply.Count(it)
			limit := altiplano.ItemLimit(it)
			a, err := ask.Ask(prompt.Question{
				Label:   words.CheckAsk.In(p, words.Location(p, loc), words.Item(p, it), want),
				Default: strconv.Itoa(want),
				Validate: func(s string) error {
					if _, problem := limit.Parse("", rules.Field{}, strings.TrimSpace(s)); problem != nil {
						return errors.New(p.ProblemMessage(problem))
					}
					return nil
				},
			})
			if errors.Is(err, prompt.ErrInterrupted) {
				return &cmdutil.Stopped{Text: words.StoppedCheck.T()}
			}
			if err != nil {
				return err
			}
			if got, _ := strconv.Atoi(strings.TrimSpace(a)); got != want {
				wrong = append(wrong, discrepancy{loc, it, want, got})
			}
		}
	}
	if len(wrong) == 0 {
		_, err := fmt.Fprintln(o.Out, words.CheckAllGood.In(p))
		return err
	}
	fmt.Fprintln(o.Out, words.CheckFixTitle.In(p))
	for _, d := range wrong {
		msg, n := words.CheckAdd, d.want-d.got
		if d.got > d.want {
			msg, n = words.CheckRemove, d.got-d.want
		}
		if _, err := fmt.Fprintln(o.Out, "  - "+msg.In(p, n, words.Item(p, d.item), words.Location(p, d.loc))); err != nil {
			return err
		}
	}
	return nil
}
