package gametest

import (
	"strconv"

	"go.yaml.in/yaml/v3"

	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/boxprofile"
	"altiplano/rules/yamlin"
	"altiplano/setup/boxcode"
)

// PipsLimit bounds the one value the box profile records: the pips on the
// die's highest face.
var PipsLimit = rules.Limit{Min: 1, Max: 20}

func (Dice) Box() game.Box { return Box{} }

// Box is the dice: section of the box profile.
type Box struct{}

func (Box) Keys() []string { return []string{string(ID)} }

// Read reads dice: {pips: N}.
func (Box) Read(d boxprofile.Document) (game.BoxPart, error) {
	var part Part
	w := &yamlin.Walker{File: d.File}
	d.Each([]string{string(ID)}, func(key string, v *yaml.Node) {
		w.Mapping(key, v, []string{"pips"}, func(k string, _, n *yaml.Node) {
			if pips, ok := w.Number(yamlin.Join(key, k), n, PipsLimit); ok {
				part.Pips = &pips
			}
		})
	})
	return part, w.Problems.Err()
}

func (Box) Help() text.Text { return words("Dice: the pips on the die's highest face.") }

func (Box) CalibrateHelp() text.Text {
	return words("The die has a section of its own: --section dice.")
}

// Calibrations is one question: the pips.
func (Box) Calibrations() []game.Calibration {
	return []game.Calibration{{Section: string(ID), Hint: words("Take the die."), Gloss: words("the die"),
		Ask: func(a game.Asker) (game.BoxPart, error) {
			pips, err := game.Parsed(a, game.Question{Key: "dice.pips", Label: "Pips on the die", SkipOnEnter: true},
				game.OneProblem(func(s string) (int, *rules.Problem) { return PipsLimit.Parse("", rules.At(rules.FieldNone), s) }))
			if err != nil {
				return nil, err
			}
			return Part{Pips: &pips}, nil
		}}}
}

// Part is what the profile records of the die.
type Part struct{ Pips *int }

func (p Part) Entries() []boxprofile.Entry {
	if p.Pips == nil {
		return nil
	}
	return []boxprofile.Entry{{Key: string(ID), Value: boxprofile.Flow("pips", boxprofile.Int(*p.Pips))}}
}

func (p Part) Merge(in game.BoxPart) game.BoxPart {
	if q := in.(Part); q.Pips != nil {
		return q
	}
	return p
}

func (p Part) Sections() []game.BoxSection {
	known := 0
	if p.Pips != nil {
		known = 1
	}
	return []game.BoxSection{{Key: string(ID), Name: words("Dice"), Heading: words("Dice · " + strconv.Itoa(known) + " of 1 known"),
		Complete: known == 1}}
}

func (p Part) ShowSection(w *render.Lines, _ text.Printer, _ string, _ *render.Marks) {
	w.Line("  pips: " + p.value())
}

func (p Part) value() string {
	if p.Pips == nil {
		return "?"
	}
	return strconv.Itoa(*p.Pips)
}

func (p Part) Items(text.Printer, string) []game.BoxItem {
	if p.Pips == nil {
		return nil
	}
	return []game.BoxItem{{Label: "pips", Value: p.value()}}
}

func (Part) Status() game.BoxStatus { return game.BoxStatus{} }
func (Part) ExportNote() text.Text  { return text.Text{} }

func (p Part) JSON() []game.JSONField { return []game.JSONField{{Key: "pips", Value: p.Pips}} }

// Code packs the die's pips into a box code: in both scopes, as one digit
// from 1 to 20 or unknown.
func (Box) Code() boxcode.Game { return code{} }

type code struct{}

func (code) Number() byte { return CodeNumber }

func (code) Pack(d boxprofile.Document, _ boxcode.Scope, w *boxcode.Writer) (bool, error) {
	part, err := Box{}.Read(d)
	if err != nil {
		return false, err
	}
	pips := part.(Part).Pips
	if pips == nil {
		return false, nil
	}
	w.Maybe(*pips, true, PipsLimit)
	return true, nil
}

func (code) Unpack(r *boxcode.Reader, _ boxcode.Scope, _ int) ([]boxprofile.Entry, error) {
	var part Part
	if pips, ok := r.Maybe(PipsLimit); ok {
		part.Pips = &pips
	}
	return part.Entries(), nil
}
