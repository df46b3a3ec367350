package pages

import (
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Ask asks q on pages until an answer passes its check, as every surface
// of pages does (a seat's phone, the offline page): wait shows a page and
// gives what was sent from it. A refused answer stays in the field with
// why, its correction (when the check proposes one) a button.
func Ask(q prompt.Question, intro []string, p text.Printer, wait func(Page) (string, error)) (string, error) {
	refused, value, suggest := "", FirstValue(q), ""
	for {
		answer, err := wait(Asked(q, intro, p, refused, value, suggest))
		if err != nil {
			return "", err
		}
		verr, proposed := q.Check(answer)
		if verr == nil {
			return answer, nil
		}
		refused, value, suggest = verr.Error(), answer, proposed
	}
}
