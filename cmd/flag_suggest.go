package cmd

import (
	"strings"

	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
)

// unknownFlag is the problem of a flag fs does not have, typed as name
// ("--player"), with the flag of fs it is most likely a typo of, if one
// is near enough ("--players").
func unknownFlag(fs *pflag.FlagSet, name string) error {
	if meant := meantFlag(fs, strings.TrimPrefix(name, "--")); meant != "" && strings.HasPrefix(name, "--") {
		return cmdutil.Usage(text.ErrUnknownFlagMeant.T(name, "--"+meant))
	}
	return cmdutil.Usage(text.ErrUnknownFlag.T(name))
}

// meantFlag is the visible flag of fs nearest to typed, "" when none is
// within two edits or two are equally near.
func meantFlag(fs *pflag.FlagSet, typed string) string {
	best, bestDist, tie := "", 3, false
	fs.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		switch d := editDistance(strings.ToLower(typed), fl.Name); {
		case d < bestDist:
			best, bestDist, tie = fl.Name, d, false
		case d == bestDist:
			tie = true
		}
	})
	if tie || len(typed) < 3 {
		return ""
	}
	return best
}

// editDistance is the Levenshtein distance of a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur := make([]int, len(rb)+1)
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(rb)]
}
