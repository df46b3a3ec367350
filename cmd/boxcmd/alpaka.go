package boxcmd

import (
	"errors"
	"fmt"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/altiplano/catalog"
	alpakascore "altiplano/scoring/alpaka"
)

// alpakaSection is the --section that calibrates Alpaka's values.
const alpakaSection = alpaka.SectionKey

// RunCalibrateAlpaka records Alpaka's printed values in about three
// answers: the market types' values in the rulebook's order (the unicorn's
// 4 left out), the nobles' one value, the eight white types, and optionally
// the snob. Everything else in the box profile is kept.
func RunCalibrateAlpaka(o *Options) error {
	if !o.Interactive {
		return cmdutil.Input(text.ErrBoxNeedsTerminal.T())
	}
	box, err := o.load(false) // a profile that does not load is never written over
	if err != nil {
		return err
	}
	if _, err := alpaka.ParseProfile(box.Path, box.Data, text.AlpakaNames{}); err != nil {
		return err
	}
	p, ask := o.Printer, o.Prompter()
	fmt.Fprintln(o.ErrOut, text.AlpakaBoxIntro.In(p, box.Path))
	refuse := func(ps rules.Problems) error {
		msgs := make([]string, len(ps))
		for i, pr := range ps {
			msgs[i] = p.ProblemMessage(pr)
		}
		return errors.New(strings.Join(msgs, "; "))
	}

	names := make([]string, 0, 19)
	for _, c := range alpaka.CalibratedTypes() {
		names = append(names, p.AlpakaCard(c))
	}
	var values map[alpaka.Card]int
	var nobles, snob int
	var white []alpaka.Card
	snobGiven := false
	questions := []prompt.Question{
		{Label: text.AlpakaAskBoxValues.In(p, strings.Join(names, " ")), Validate: func(s string) error {
			v, ps := alpaka.ParseValues(s)
			if len(ps) > 0 {
				return refuse(ps)
			}
			values = v
			return nil
		}},
		{Label: text.AlpakaAskNobles.In(p), Validate: func(s string) error {
			n, pr := alpaka.ParseNobles(s, values)
			if pr != nil {
				return refuse(rules.Problems{pr})
			}
			nobles = n
			return nil
		}},
		{Label: text.AlpakaAskBoxWhite.In(p), Validate: func(s string) error {
			cards, ps := alpakascore.ParseCards(s, text.AlpakaNames{})
			if len(ps) == 0 {
				ps = alpaka.ParseWhite(cards)
			}
			if len(ps) > 0 {
				return refuse(ps)
			}
			white = cards
			return nil
		}},
		{Label: text.AlpakaAskBoxSnob.In(p), Validate: func(s string) error {
			if snobGiven = strings.TrimSpace(s) != ""; !snobGiven {
				return nil
			}
			n, pr := alpaka.ValueLimit.Parse("", rules.At(alpaka.FieldValue), strings.TrimSpace(s))
			if pr != nil {
				return refuse(rules.Problems{pr})
			}
			snob = n
			return nil
		}},
	}
	for _, q := range questions {
		if _, err := ask.Ask(q); err != nil {
			if errors.Is(err, prompt.ErrInterrupted) {
				return cmdutil.Quiet(cmdutil.ExitError)
			}
			return err
		}
	}
	var edits []catalog.Edit
	for _, c := range alpaka.CalibratedTypes() {
		edits = append(edits, alpaka.SetValue(c, values[c]))
	}
	if snobGiven {
		edits = append(edits, alpaka.SetValue(alpaka.Snob, snob))
	}
	edits = append(edits, alpaka.SetNobles(nobles), alpaka.SetWhite(white))
	data, err := catalog.ApplyEdits(box.Path, box.Data, o.Lexicon, edits...)
	if err != nil {
		return err
	}
	if _, err := alpaka.ParseProfile(box.Path, data, text.AlpakaNames{}); err != nil {
		return err
	}
	if err := o.WriteFile(box.Path, data); err != nil {
		return writeError(box.Path, err)
	}
	fmt.Fprintln(o.ErrOut, text.AlpakaWalkSaved.In(p, box.Path))
	return nil
}
