package alpakasetup

import (
	"altiplano/rules/alpaka"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// BoxCode is Alpaka's part of a box code: its alpaka: section. The core is
// the values final scoring needs: the 19 market types the rulebook gives
// no value (the unicorn's 4 travels as nothing), the snob and the nobles;
// the whole code adds the white types and the options.
//
// The rulebook lists the types in ascending value, so each value travels as
// its step from the one before (0, 1 or 2 in one digit of five, any other
// value after an escape, within alpaka.ValueLimit), and an unknown value
// as unknown. The layout of version 1 is fixed forever (the golden vectors
// of the tests).
type BoxCode struct{}

var _ boxcode.Game = BoxCode{}

func (BoxCode) Number() byte { return CodeNumber }

// The options' values of version 1, each after "not set", in the code's
// order.
var codeOptions = []struct {
	name   alpaka.OptionName
	values []string
}{
	{alpaka.OptQuickAllStacks, []string{"true", "false"}},
	{alpaka.OptUnicornChoice, []string{alpaka.ChoiceBest, alpaka.ChoiceRequired}},
	{alpaka.OptRepeatName, []string{alpaka.RepeatAllowed, alpaka.RepeatRefused}},
}

// steps: a value one of the small steps up from the one before takes one
// digit; the digit after them escapes to any value.
const steps = 3

// Pack writes the section's values of scope, when it records any.
func (BoxCode) Pack(d boxprofile.Document, scope boxcode.Scope, w *boxcode.Writer) (bool, error) {
	p, err := alpaka.ReadProfile(d, alpaka.Builtin{})
	if err != nil {
		return false, err
	}
	if !(len(p.Values) > 0 || p.Nobles != nil || scope == boxcode.Whole && p.Records()) {
		return false, nil
	}
	last := alpaka.BabyValue
	for _, c := range codeCards() {
		if c == alpaka.Unicorn {
			last = alpaka.UnicornValue
			continue
		}
		n, ok := p.Values[c]
		writeStep(w, n, ok, last)
		if ok {
			last = n
		}
	}
	writeStep(w, deref(p.Nobles), p.Nobles != nil, last)
	n, ok := p.Values[alpaka.Snob]
	writeStep(w, n, ok, 0)
	if scope != boxcode.Whole {
		return true, nil
	}
	w.Bool(len(p.White) > 0)
	for _, c := range p.White {
		boxcode.Choice(w, c, alpaka.MarketTypes())
	}
	words := optionWords(p.Options)
	for i, o := range codeOptions {
		boxcode.Choice(w, words[i], append([]string{""}, o.values...))
	}
	return true, nil
}

// Unpack reads them back.
func (BoxCode) Unpack(r *boxcode.Reader, scope boxcode.Scope, _ int) ([]boxprofile.Entry, error) {
	p := alpaka.Profile{Values: map[alpaka.Card]int{}}
	last := alpaka.BabyValue
	for _, c := range codeCards() {
		if c == alpaka.Unicorn {
			last = alpaka.UnicornValue
			continue
		}
		if n, ok := readStep(r, last); ok {
			p.Values[c], last = n, n
		}
	}
	if n, ok := readStep(r, last); ok {
		p.Nobles = &n
	}
	if n, ok := readStep(r, 0); ok {
		p.Values[alpaka.Snob] = n
	}
	if scope == boxcode.Whole {
		if r.Bool() {
			for range alpaka.WhiteTypes {
				p.White = append(p.White, boxcode.ReadChoice(r, alpaka.MarketTypes()))
			}
		}
		var words []string
		for _, o := range codeOptions {
			words = append(words, boxcode.ReadChoice(r, append([]string{""}, o.values...)))
		}
		p.Options = partialOptions(words)
	}
	return alpaka.Entries(p), nil
}

// codeCards are the market types in the rulebook's ascending order.
func codeCards() []alpaka.Card { return alpaka.MarketTypes() }

// writeStep writes n as its step from last, or that it is unknown.
func writeStep(w *boxcode.Writer, n int, known bool, last int) {
	switch step := n - last; {
	case !known:
		w.Digit(0, steps+2)
	case step >= 0 && step < steps:
		w.Digit(1+step, steps+2)
	default:
		w.Digit(steps+1, steps+2)
		w.Value(n, alpaka.ValueLimit)
	}
}

// readStep reads what writeStep wrote.
func readStep(r *boxcode.Reader, last int) (int, bool) {
	switch d := r.Digit(steps + 2); {
	case d == 0:
		return 0, false
	case d <= steps:
		return last + d - 1, true
	default:
		return r.Value(alpaka.ValueLimit), true
	}
}

// optionWords are the options o sets, as their words ("" when not set), in
// codeOptions' order.
func optionWords(o alpaka.PartialOptions) []string {
	words := []string{"", deref(o.UnicornChoice), deref(o.RepeatName)}
	if o.QuickAllStacks != nil {
		words[0] = "false"
		if *o.QuickAllStacks {
			words[0] = "true"
		}
	}
	return words
}

// partialOptions are the options set by words, in codeOptions' order.
func partialOptions(words []string) alpaka.PartialOptions {
	var o alpaka.PartialOptions
	if words[0] != "" {
		b := words[0] == "true"
		o.QuickAllStacks = &b
	}
	if words[1] != "" {
		o.UnicornChoice = &words[1]
	}
	if words[2] != "" {
		o.RepeatName = &words[2]
	}
	return o
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
