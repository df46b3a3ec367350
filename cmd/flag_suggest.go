package cmd

import (
	"strings"

	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules"
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
// within two typos (rules.TypoDistance: a swap of two letters is one) or
// two are equally near.
func meantFlag(fs *pflag.FlagSet, typed string) string {
	best, bestDist, tie := "", 3, false
	fs.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		switch d := rules.TypoDistance(strings.ToLower(typed), fl.Name); {
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
