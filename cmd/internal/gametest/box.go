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

// Profile is what the box profile's dice: section records: the pips, when
// recorded.
type Profile struct{ Pips *int }

// Catalog is the die as the game knows it: its pips, and whether they are
// known (nothing prints them anywhere the program could read).
type Catalog struct {
	Pips  int
	Known bool
}

// Part is the game's part of one box profile.
type Part = game.Part[Profile, Catalog]

// A game whose components print nothing the program needs has no values:
// its Box is game.NoBox, and this file is not needed.
func (Dice) Box() game.Box { return Values().Box() }

// Values are the game's printed values as the box commands run them: its
// dice: section, read, laid over what the game knows without it, shown,
// asked at the table (--section dice) and packed into a box code.
func Values() *game.Printed[Profile, Catalog] {
	return &game.Printed[Profile, Catalog]{
		Keys: []string{string(ID)},
		Read: readProfile,
		Over: func(p Profile) Catalog {
			if p.Pips == nil {
				return Catalog{}
			}
			return Catalog{Pips: *p.Pips, Known: true}
		},
		Merge: func(p, in Profile) Profile {
			if in.Pips != nil {
				return in
			}
			return p
		},
		Entries: entries,
		Sections: func(p Part) []game.BoxSection {
			known := 0
			if p.Catalog.Known {
				known = 1
			}
			return []game.BoxSection{{Key: string(ID), Name: gameName.T(), Heading: boxHeading.T(known, 1), Complete: known == 1}}
		},
		Show: func(p Part, w *render.Lines, pr text.Printer, _ string, marks *render.Marks) {
			w.Line("  " + boxPips.In(pr) + ": " + pips(p))
		},
		Items: func(p Part, pr text.Printer, _ string) []game.BoxItem {
			if !p.Catalog.Known {
				return nil
			}
			return []game.BoxItem{{Label: boxPips.In(pr), Value: pips(p)}}
		},
		JSON:          func(p Part) []game.JSONField { return []game.JSONField{{Key: "pips", Value: p.Profile.Pips}} },
		Help:          boxHelp.T(),
		CalibrateHelp: boxCalibrate.T(),
		Calibrations:  calibrations,
		Code:          code{},
	}
}

func pips(p Part) string {
	if !p.Catalog.Known {
		return "?"
	}
	return strconv.Itoa(p.Catalog.Pips)
}

// readProfile reads dice: {pips: N}, every problem at once.
func readProfile(d boxprofile.Document) (Profile, error) {
	var p Profile
	w := &yamlin.Walker{File: d.File}
	d.Each([]string{string(ID)}, func(key string, v *yaml.Node) {
		w.Mapping(key, v, []string{"pips"}, func(k string, _, n *yaml.Node) {
			if pips, ok := w.Number(yamlin.Join(key, k), n, PipsLimit); ok {
				p.Pips = &pips
			}
		})
	})
	return p, w.Problems.Err()
}

// entries writes what p records as the profile's dice: section.
func entries(p Profile) []boxprofile.Entry {
	if p.Pips == nil {
		return nil
	}
	return []boxprofile.Entry{{Key: string(ID), Value: boxprofile.Flow("pips", boxprofile.Int(*p.Pips))}}
}

// calibrations are one question: the pips.
func calibrations() []game.Calibration {
	return []game.Calibration{{Section: string(ID), Hint: boxHint.T(), Gloss: boxGloss.T(), Title: gameName.T(),
		Ask: func(a game.Asker) (game.BoxPart, error) {
			pips, err := game.Parsed(a, game.Question{Key: "dice.pips", Label: boxAskPips.In(a.Printer()), SkipOnEnter: true},
				game.OneProblem(func(s string) (int, *rules.Problem) { return PipsLimit.Parse("", rules.At(rules.FieldNone), s) }))
			if err != nil {
				return nil, err
			}
			return Values().Part(Profile{Pips: &pips}), nil
		}}}
}

// code packs the die's pips into a box code: in both scopes, as one digit
// from 1 to 20 or unknown. Its number is the game's, as in setup codes.
type code struct{}

func (code) Number() byte { return CodeNumber }

func (code) Pack(d boxprofile.Document, _ boxcode.Scope, w *boxcode.Writer) (bool, error) {
	p, err := readProfile(d)
	if err != nil || p.Pips == nil {
		return false, err
	}
	w.Maybe(*p.Pips, true, PipsLimit)
	return true, nil
}

func (code) Unpack(r *boxcode.Reader, _ boxcode.Scope, _ int) ([]boxprofile.Entry, error) {
	var p Profile
	if pips, ok := r.Maybe(PipsLimit); ok {
		p.Pips = &pips
	}
	return entries(p), nil
}
