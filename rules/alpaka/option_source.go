package alpaka

import (
	"strconv"

	"altiplano/rules/printed"
)

// overPartial is p laid over q: each option set in either, p's first.
func (p PartialOptions) overPartial(q PartialOptions) PartialOptions {
	if p.QuickAllStacks != nil {
		q.QuickAllStacks = p.QuickAllStacks
	}
	if p.UnicornChoice != nil {
		q.UnicornChoice = p.UnicornChoice
	}
	if p.RepeatName != nil {
		q.RepeatName = p.RepeatName
	}
	return q
}

// OptionSource says where option o's value comes from: the box profile, or
// the digest's default reading of the rulebook (Inferred: a reasoned
// choice, never the rulebook's own word).
func (c Catalog) OptionSource(o OptionName) printed.Source {
	if c.fromBox.has(o) {
		return printed.Box
	}
	return printed.Inferred
}

// Word is option o's value as the box profile writes it.
func (os Options) Word(o OptionName) string {
	switch o {
	case OptQuickAllStacks:
		return strconv.FormatBool(os.QuickAllStacks)
	case OptUnicornChoice:
		return os.UnicornChoice
	case OptRepeatName:
		return os.RepeatName
	}
	return ""
}
