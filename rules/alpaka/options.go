package alpaka

// Where the rulebook allows two readings (digest §2–3), the program takes a
// default and names it as an option a group can change in the box profile's
// `alpaka: options:`. Outputs say when an option changed a result.

// OptionName is an option's key in the box profile.
type OptionName string

const (
	// OptQuickAllStacks: the 2-player quick game takes one card from every
	// one of the 12 stacks, nobles and snobs included (default true), or
	// only from the 10 brown and white stacks.
	OptQuickAllStacks OptionName = "quick_all_stacks"
	// OptUnicornChoice: when a record does not say what a unicorn became,
	// "best" takes the card best for its owner (default); "required"
	// refuses the record.
	OptUnicornChoice OptionName = "unicorn_choice"
	// OptRepeatName: a unicorn's replacement sharing a name with a card on
	// the farm is "allowed" with a warning (default) or "refused".
	OptRepeatName OptionName = "replacement_repeat"
)

// OptionNames lists the options in the order of the profile.
func OptionNames() []OptionName {
	return []OptionName{OptQuickAllStacks, OptUnicornChoice, OptRepeatName}
}

// The values of the options that are words.
const (
	ChoiceBest     = "best"
	ChoiceRequired = "required"
	RepeatAllowed  = "allowed"
	RepeatRefused  = "refused"
)

// OptionValues lists the words an option takes.
func OptionValues(o OptionName) []string {
	switch o {
	case OptQuickAllStacks:
		return []string{"true", "false"}
	case OptUnicornChoice:
		return []string{ChoiceBest, ChoiceRequired}
	case OptRepeatName:
		return []string{RepeatAllowed, RepeatRefused}
	}
	return nil
}

// Options are the readings in force.
type Options struct {
	QuickAllStacks bool
	UnicornChoice  string
	RepeatName     string
}

// DefaultOptions are the digest's defaults.
func DefaultOptions() Options {
	return Options{QuickAllStacks: true, UnicornChoice: ChoiceBest, RepeatName: RepeatAllowed}
}

// IsDefault reports whether option o has its default value in os.
func (os Options) IsDefault(o OptionName) bool {
	d := DefaultOptions()
	switch o {
	case OptQuickAllStacks:
		return os.QuickAllStacks == d.QuickAllStacks
	case OptUnicornChoice:
		return os.UnicornChoice == d.UnicornChoice
	case OptRepeatName:
		return os.RepeatName == d.RepeatName
	}
	return true
}

// PartialOptions are the options a profile sets; nil leaves the default.
type PartialOptions struct {
	QuickAllStacks *bool
	UnicornChoice  *string
	RepeatName     *string
}

func (p PartialOptions) over(o Options) Options {
	if p.QuickAllStacks != nil {
		o.QuickAllStacks = *p.QuickAllStacks
	}
	if p.UnicornChoice != nil {
		o.UnicornChoice = *p.UnicornChoice
	}
	if p.RepeatName != nil {
		o.RepeatName = *p.RepeatName
	}
	return o
}
