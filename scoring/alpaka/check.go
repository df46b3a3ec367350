package alpakascore

import (
	"errors"

	"altiplano/rules"
	"altiplano/rules/alpaka"
)

// Check is what is wrong with a record apart from the printed values that
// nobody knows (a walk-through learns those at the table): what Score
// would refuse it for.
func Check(r Record, c alpaka.Catalog) rules.Problems {
	_, err := Score(r, c)
	var problems rules.Problems
	if !errors.As(err, &problems) {
		return nil
	}
	var out rules.Problems
	for _, p := range problems {
		if p.Kind != ValueUnknown && p.Kind != NoblesValueUnknown {
			out = append(out, p)
		}
	}
	return out
}
