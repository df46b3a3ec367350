// Package box is Altiplano's part of the box profile, as the box commands
// run it for every game (game.Box): its nine sections at the profile's top
// level, read into the catalog its commands use, shown, compared on import
// and asked at the table in one short answer per component.
package box

import (
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/boxprofile"
	setup "altiplano/setup/altiplano"
)

// Part is Altiplano's part of one box profile: what it records, and the
// catalog with it laid over the built-in values.
type Part = game.Part[catalog.Profile, catalog.Catalog]

// Values are Altiplano's printed values as the box commands run them: its
// nine sections, read with goods named in any language the program
// speaks, laid over the built-in catalog, shown, and asked at the table in
// the order a person takes the components out of the box, what final
// scoring needs first (5 + 2 + 1 answers).
func Values() *game.Printed[catalog.Profile, catalog.Catalog] {
	return &game.Printed[catalog.Profile, catalog.Catalog]{
		Keys:    catalog.ProfileKeys,
		Read:    Profile,
		Over:    func(p catalog.Profile) catalog.Catalog { return catalog.Default().With(p) },
		Merge:   catalog.Profile.Merge,
		Entries: boxfile.Entries,
		Sections: func(p Part) []game.BoxSection {
			out := make([]game.BoxSection, 0, len(catalog.Sections()))
			for _, s := range catalog.Sections() {
				out = append(out, game.BoxSection{Key: string(s), Name: words.SectionName(s), Heading: heading(p.Catalog, s),
					Complete: p.Catalog.Progress(s).Complete()})
			}
			return out
		},
		Show: showSection,
		Items: func(p Part, pr text.Printer, key string) []game.BoxItem {
			return items(pr, p.Profile, catalog.Section(key))
		},
		JSON:          partJSON,
		Status:        func(p Part) game.BoxStatus { return scoringStatus(p.Catalog) },
		ExportNote:    exportNote,
		Help:          words.HelpBox.T(),
		CalibrateHelp: words.HelpBoxCalibrate.T(),
		Calibrations:  calibrations,
		Code:          setup.BoxCode{},
	}
}

// Profile is Altiplano's sections of the profile, read with goods named in
// any language the program speaks.
func Profile(d boxprofile.Document) (catalog.Profile, error) {
	return boxfile.ReadProfile(d, words.Lexicon{})
}

// exportNote says, in an exported profile's header, whether final scoring
// has every value it needs.
func exportNote(p Part) text.Text {
	complete := words.ShowNo.T()
	if p.Catalog.CompleteForScoring() {
		complete = words.ShowYes.T()
	}
	return words.BoxExportComplete.T(complete)
}

// ProfileOf reads Altiplano's sections of the user's box profile, and says
// where the profile is (empty when none is configured), as the scoring
// walk-through needs them.
func ProfileOf(f *factory.Factory) func() (catalog.Profile, string, error) {
	read := factory.FromBox(f, Profile)
	return func() (catalog.Profile, string, error) {
		p, err := read()
		cfg, _ := f.Config()
		return p, cfg.Box, err
	}
}
