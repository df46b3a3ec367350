package setupcmd

import (
	"fmt"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/cmd/rulescmd"
	"altiplano/rules"
	"altiplano/rules/i18n"
)

// discrepancy is one item laid out in the wrong number.
type discrepancy struct {
	loc       rules.Location
	item      rules.Item
	want, got int
}

// RunCheck walks the laid-out table location by location in the sheet's
// circle order, asking how many of each item lie there, then says what to
// add or remove.
func RunCheck(o *Options) error {
	if !o.Interactive {
		return cmdutil.UsageText(i18n.ErrCheckNeedsTerminal)
	}
	sheet, _, err := o.deal()
	if err != nil {
		return err
	}
	p := o.Printer
	ask := o.Prompter()
	fmt.Fprintln(o.ErrOut, p.Sprintf(i18n.CheckIntro, int(sheet.Options.Players)))
	var wrong []discrepancy
	for _, loc := range append(append([]rules.Location(nil), sheet.Circle...), rules.Centre) {
		for _, it := range rules.ItemsAt(loc) {
			if it == rules.ItemCoins {
				continue // unlimited: nothing to count
			}
			want := sheet.Supply.Count(it)
			label := p.Sprintf(i18n.CheckAsk, p.Text(loc.Name()), p.Text(rulescmd.ItemName(it)), want)
			a, err := ask.Ask(prompt.Question{Label: label, Default: strconv.Itoa(want), Validate: func(s string) error {
				if n, err := strconv.Atoi(strings.TrimSpace(s)); err != nil || n < 0 {
					return cmdutil.InLanguage(p, rules.NewProblem("", "", i18n.ErrEntryNotNumber, s))
				}
				return nil
			}})
			if err == prompt.ErrInterrupted {
				return &cmdutil.Stopped{Text: i18n.T(i18n.StoppedCheck)}
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
		_, err := fmt.Fprintln(o.Out, p.Sprintf(i18n.CheckAllGood))
		return err
	}
	fmt.Fprintln(o.Out, p.Sprintf(i18n.CheckFixTitle))
	for _, d := range wrong {
		key, n := i18n.CheckAdd, d.want-d.got
		if d.got > d.want {
			key, n = i18n.CheckRemove, d.got-d.want
		}
		fmt.Fprintln(o.Out, "  - "+p.Sprintf(key, n, p.Text(rulescmd.ItemName(d.item)), p.Text(d.loc.Name())))
	}
	return nil
}
