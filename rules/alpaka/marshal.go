package alpaka

import (
	"maps"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/boxprofile"
)

// Records reports whether p records anything.
func (p Profile) Records() bool {
	return len(p.Values) > 0 || p.Nobles != nil || len(p.White) > 0 || p.Options != (PartialOptions{})
}

// Merge lays q over p: q's values win where both record one, the rest of
// p's stay.
func (p Profile) Merge(q Profile) Profile {
	out := p
	if len(q.Values) > 0 {
		out.Values = maps.Clone(p.Values)
		if out.Values == nil {
			out.Values = map[Card]int{}
		}
		maps.Copy(out.Values, q.Values)
	}
	if q.Nobles != nil {
		out.Nobles = q.Nobles
	}
	if len(q.White) > 0 {
		out.White = q.White
	}
	out.Options = q.Options.overPartial(p.Options)
	return out
}

// Entries are the alpaka: section p records, as a box profile's entries
// (none when it records nothing), written as a person would type it: the
// values in the rulebook's order, then the nobles, the white types and the
// options. ReadProfile reads it back as p.
func Entries(p Profile) []boxprofile.Entry {
	if !p.Records() {
		return nil
	}
	section := boxprofile.Map(0)
	if len(p.Values) > 0 {
		values := boxprofile.Map(0)
		for _, info := range Cards() {
			if n, ok := p.Values[info.ID]; ok {
				boxprofile.Pairs(values, string(info.ID), boxprofile.Int(n))
			}
		}
		boxprofile.Pairs(section, "values", values)
	}
	if p.Nobles != nil {
		boxprofile.Pairs(section, "nobles", boxprofile.Int(*p.Nobles))
	}
	if len(p.White) > 0 {
		boxprofile.Pairs(section, "white", boxprofile.Words(p.White))
	}
	if p.Options != (PartialOptions{}) {
		options := boxprofile.Map(0)
		full := p.Options.over(DefaultOptions())
		for _, o := range OptionNames() {
			if p.Options.has(o) {
				options.Content = append(options.Content, boxprofile.Str(string(o)), word(full.Word(o)))
			}
		}
		boxprofile.Pairs(section, "options", options)
	}
	return []boxprofile.Entry{{Key: SectionKey, Value: section}}
}

// word is an option's value: true and false are YAML booleans.
func word(s string) *yaml.Node {
	if s == "true" || s == "false" {
		return boxprofile.Bool(s == "true")
	}
	return boxprofile.Str(s)
}

// has reports whether option o is set.
func (p PartialOptions) has(o OptionName) bool {
	switch o {
	case OptQuickAllStacks:
		return p.QuickAllStacks != nil
	case OptUnicornChoice:
		return p.UnicornChoice != nil
	case OptRepeatName:
		return p.RepeatName != nil
	}
	return false
}
