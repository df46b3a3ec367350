package cmdutil

import (
	"errors"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// AskYesNo asks a yes/no question that is part of no walk-through's draft:
// yes and no in any of the six languages; def is taken on Enter.
func AskYesNo(ask prompt.Prompter, p text.Printer, label string, def bool) (bool, error) {
	d := text.AnswerNo.In(p)
	if def {
		d = text.AnswerYes.In(p)
	}
	a, err := ask.Ask(prompt.Question{Label: label, Default: d, Short: true, Validate: func(s string) error {
		if _, ok := text.ParseYesNo(s); !ok {
			return errors.New(text.ErrEntryYesNo.In(p, s))
		}
		return nil
	}})
	v, _ := text.ParseYesNo(a)
	return v, err
}
