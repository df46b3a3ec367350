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
	"altiplano/setup/boxcode"
)

// Box is Altiplano's part of the box profile.
type Box struct{}

var _ game.Box = Box{}

func (Box) Keys() []string { return catalog.ProfileKeys }

func (Box) Read(d boxprofile.Document) (game.BoxPart, error) {
	p, err := Profile(d)
	if err != nil {
		return nil, err
	}
	return newPart(p), nil
}

func (Box) Help() text.Text { return words.HelpBox.T() }

// Its sections are asked in the order a person takes the components out of
// the box, what final scoring needs first: 5 + 2 + 1 answers.
func (Box) CalibrateHelp() text.Text { return words.HelpBoxCalibrate.T() }

func (Box) Code() boxcode.Game { return setup.BoxCode{} }

// Profile is Altiplano's sections of the profile, read with goods named in
// any language the program speaks.
func Profile(d boxprofile.Document) (catalog.Profile, error) {
	return boxfile.ReadProfile(d, words.Lexicon{})
}

// Catalog is Altiplano's printed values: the built-in catalog with its
// sections of the profile laid over it.
func Catalog(d boxprofile.Document) (catalog.Catalog, error) {
	p, err := Profile(d)
	if err != nil {
		return catalog.Catalog{}, err
	}
	return catalog.Default().With(p), nil
}

// Part is Altiplano's part of one box profile: what it records, and the
// catalog with it laid over the built-in values.
type Part struct {
	Profile catalog.Profile
	Catalog catalog.Catalog
}

var _ game.BoxPart = Part{}

func newPart(p catalog.Profile) Part { return Part{Profile: p, Catalog: catalog.Default().With(p)} }

func (p Part) Entries() []boxprofile.Entry { return boxfile.Entries(p.Profile) }

func (p Part) Merge(in game.BoxPart) game.BoxPart {
	return newPart(p.Profile.Merge(in.(Part).Profile))
}

func (p Part) Sections() []game.BoxSection {
	out := make([]game.BoxSection, 0, len(catalog.Sections()))
	for _, s := range catalog.Sections() {
		out = append(out, game.BoxSection{Key: string(s), Name: words.SectionName(s), Heading: heading(p.Catalog, s),
			Complete: p.Catalog.Progress(s).Complete()})
	}
	return out
}

func (p Part) Items(pr text.Printer, key string) []game.BoxItem {
	return items(pr, p.Profile, catalog.Section(key))
}

func (p Part) Status() game.BoxStatus { return scoringStatus(p.Catalog) }

func (p Part) ExportNote() text.Text {
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
