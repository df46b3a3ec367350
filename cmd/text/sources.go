package text

import (
	"altiplano/rules/printed"
)

// sourceNames say where a printed value is known from.
var sourceNames = map[printed.Source]M0{
	printed.Rulebook: SourceRulebook,
	printed.Inferred: SourceInferred,
	printed.Unknown:  SourceUnknown,
	printed.Box:      SourceBox,
}

// NameOf is the text of k among a game's names of things (its roles, its
// goods…), declared per identifier so that a test can check, from the
// model's own lists, that each has a text; fallback, shown safe, for a k
// without one.
func NameOf[K comparable](p Printer, names map[K]M0, k K, fallback string) string {
	if m, ok := names[k]; ok {
		return m.In(p)
	}
	return Safe(fallback)
}

// Source is the name of where a printed value comes from.
func (p Printer) Source(s printed.Source) string { return NameOf(p, sourceNames, s, string(s)) }
