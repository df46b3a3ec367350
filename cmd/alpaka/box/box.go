// Package box is Alpaka's part of the box profile, as the box commands run
// it for every game (game.Box): its alpaka: section, read into the catalog
// its commands use, shown, compared on import and asked at the table in
// about three answers.
package box

import (
	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/alpaka"
	"altiplano/rules/boxprofile"
	alpakasetup "altiplano/setup/alpaka"
	"altiplano/setup/boxcode"
)

// Box is Alpaka's part of the box profile.
type Box struct{}

var _ game.Box = Box{}

func (Box) Keys() []string { return alpaka.Keys }

func (Box) Read(d boxprofile.Document) (game.BoxPart, error) {
	p, err := alpaka.ReadProfile(d, words.Names{})
	if err != nil {
		return nil, err
	}
	return newPart(p), nil
}

func (Box) Help() text.Text { return words.HelpBox.T() }

func (Box) CalibrateHelp() text.Text { return words.HelpBoxCalibrate.T() }

func (Box) Code() boxcode.Game { return alpakasetup.BoxCode{} }

// Catalog is Alpaka's printed values and options: the built-in catalog
// with the profile's alpaka: section laid over it.
func Catalog(d boxprofile.Document) (alpaka.Catalog, error) {
	p, err := alpaka.ReadProfile(d, words.Names{})
	if err != nil {
		return alpaka.Catalog{}, err
	}
	return alpaka.Default().With(p), nil
}

// Part is Alpaka's part of one box profile: what its section records, and
// the catalog with it laid over the built-in values.
type Part struct {
	Profile alpaka.Profile
	Catalog alpaka.Catalog
}

var _ game.BoxPart = Part{}

func newPart(p alpaka.Profile) Part { return Part{Profile: p, Catalog: alpaka.Default().With(p)} }

func (p Part) Entries() []boxprofile.Entry { return alpaka.Entries(p.Profile) }

func (p Part) Merge(in game.BoxPart) game.BoxPart {
	return newPart(p.Profile.Merge(in.(Part).Profile))
}

// Sections is the one section, alpaka:, with how many of its values (the
// baby, the 20 market types, the nobles, the snob) are known.
func (p Part) Sections() []game.BoxSection {
	rows := valueRows(p.Catalog)
	known := 0
	for _, r := range rows {
		if r.value.Known() {
			known++
		}
	}
	return []game.BoxSection{{Key: alpaka.SectionKey, Name: words.GameName.T(), Heading: words.BoxHeading.T(known, len(rows)),
		Complete: known == len(rows)}}
}

// Status: Alpaka's values are needed card by card; a missing one is named
// where it is needed.
func (Part) Status() game.BoxStatus { return game.BoxStatus{} }

func (Part) ExportNote() text.Text { return text.Text{} }
