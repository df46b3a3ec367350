// Package printed is the idea every game's catalog shares: a number that is
// printed only on a component, labelled with where the program knows it
// from. An INFERRED value is never shown as fact; an UNKNOWN value is never
// invented, but asked for or required in the input.
package printed

// Source says how a printed value is known.
type Source string

const (
	Rulebook Source = "rulebook" // stated in the rulebook text
	Inferred Source = "inferred" // a reasoned default; never shown as fact
	Unknown  Source = "unknown"  // not known; must come from the box profile or the user
	Box      Source = "box"      // recorded by the user from their own copy
)

// Value is one printed number with its source. N means nothing when the
// source is Unknown.
type Value struct {
	N      int
	Source Source
}

// Known reports whether the value may be used.
func (v Value) Known() bool { return v.Source != Unknown && v.Source != "" }

// Unverified reports whether using the value must be flagged to the user.
func (v Value) Unverified() bool { return v.Source == Inferred }

// FromRulebook, FromBox and NotKnown make values.
func FromRulebook(n int) Value { return Value{N: n, Source: Rulebook} }
func FromBox(n int) Value      { return Value{N: n, Source: Box} }
func NotKnown() Value          { return Value{Source: Unknown} }
