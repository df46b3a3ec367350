// Package box is Alpaka's part of the box profile, as the box commands run
// it for every game (game.Box): its alpaka: section, read into the catalog
// its commands use, shown, compared on import and asked at the table in
// about three answers.
package box

import (
	"altiplano/cmd/alpaka/words"
	"altiplano/cmd/game"
	"altiplano/rules/alpaka"
	"altiplano/rules/boxprofile"
	alpakasetup "altiplano/setup/alpaka"
)

// Part is Alpaka's part of one box profile: what its section records, and
// the catalog with it laid over the built-in values.
type Part = game.Part[alpaka.Profile, alpaka.Catalog]

// Values are Alpaka's printed values as the box commands run them: its
// alpaka: section, with cards named in any language, laid over the
// built-in catalog, shown, and asked only by name. Its values are needed
// card by card, and a missing one is named where it is needed: its part
// has no status line.
func Values() *game.Printed[alpaka.Profile, alpaka.Catalog] {
	return &game.Printed[alpaka.Profile, alpaka.Catalog]{
		Keys:          alpaka.Keys,
		Read:          func(d boxprofile.Document) (alpaka.Profile, error) { return alpaka.ReadProfile(d, words.Names{}) },
		Over:          func(p alpaka.Profile) alpaka.Catalog { return alpaka.Default().With(p) },
		Merge:         alpaka.Profile.Merge,
		Entries:       alpaka.Entries,
		Sections:      sections,
		Show:          showSection,
		Items:         items,
		JSON:          partJSON,
		Help:          words.HelpBox.T(),
		CalibrateHelp: words.HelpBoxCalibrate.T(),
		Calibrations:  calibrations,
		Code:          alpakasetup.BoxCode{},
	}
}

// sections is the one section, alpaka:, with how many of its values (the
// baby, the 20 market types, the nobles, the snob) are known.
func sections(p Part) []game.BoxSection {
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
