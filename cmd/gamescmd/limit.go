package gamescmd

import (
	"strconv"

	"altiplano/rules"
)

// maxLimit bounds --limit (as the history's filter does).
const maxLimit = 1 << 30

// checkLimit refuses a --limit given below 1: "at most 0 games" is not
// "every game" (that is --all, or no --limit for an export), and a
// negative count means nothing.
func (o *Options) checkLimit() error {
	if !o.Set["limit"] || o.Limit >= 1 {
		return nil
	}
	return &rules.Problem{Kind: rules.OutOfRange, Field: rules.At(rules.FieldLimit), N: o.Limit,
		Value: strconv.Itoa(o.Limit), Min: 1, Max: maxLimit}
}
