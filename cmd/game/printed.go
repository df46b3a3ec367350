package game

import (
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// Printed is what a game declares of the values its components print, and
// the engine's one adapter from them to the box commands: Box() is the
// game's Box, and every part of a profile it reads, merges or asks at the
// table is a Part, its BoxPart.
//
// P is what the game's sections of a profile record (its profile); C is
// its built-in values with a profile laid over them (its catalog). Keys,
// Read, Over, Merge and Entries say how a profile is read and written;
// the rest says how it is shown and asked, and may stay zero: a section
// nobody is shown, no status line, no calibration, no box code. A game
// whose components print nothing the program needs declares no Printed:
// its Box is NoBox.
type Printed[P, C any] struct {
	// Keys are the profile's top-level keys of the game's sections, in the
	// file's order (Box.Keys).
	Keys []string
	// Read reads and checks the game's sections of a profile (Box.Read).
	Read func(d boxprofile.Document) (P, error)
	// Over is the game's catalog: its built-in values with p laid over
	// them.
	Over func(p P) C
	// Merge lays in over p: in's values win where both record one.
	Merge func(p, in P) P
	// Entries are what p records, as the profile's top-level entries.
	Entries func(p P) []boxprofile.Entry

	// Sections, Show, Items, JSON, Status and ExportNote are the part's
	// BoxPart methods of the same names.
	Sections   func(part Part[P, C]) []BoxSection
	Show       func(part Part[P, C], w *render.Lines, pr text.Printer, key string, marks *render.Marks)
	Items      func(part Part[P, C], pr text.Printer, key string) []BoxItem
	JSON       func(part Part[P, C]) []JSONField
	Status     func(part Part[P, C]) BoxStatus
	ExportNote func(part Part[P, C]) text.Text

	// Help, CalibrateHelp, Calibrations and Code are the Box's methods of
	// the same names.
	Help          text.Text
	CalibrateHelp text.Text
	Calibrations  func() []Calibration
	Code          boxcode.Game
}

// Part is one part of a profile the game declared: what it records and
// the catalog it makes, with the game's declaration that shows it.
type Part[P, C any] struct {
	Profile P
	Catalog C
	of      *Printed[P, C]
}

// Part is the part that records p.
func (d *Printed[P, C]) Part(p P) Part[P, C] {
	var c C
	if d.Over != nil {
		c = d.Over(p)
	}
	return Part[P, C]{Profile: p, Catalog: c, of: d}
}

// Catalog is the game's catalog of a profile: its sections read and laid
// over the built-in values, as the game's own commands use them.
func (d *Printed[P, C]) Catalog(doc boxprofile.Document) (C, error) {
	part, err := d.read(doc)
	return part.Catalog, err
}

func (d *Printed[P, C]) read(doc boxprofile.Document) (Part[P, C], error) {
	var p P
	if d.Read != nil {
		var err error
		if p, err = d.Read(doc); err != nil {
			return Part[P, C]{}, err
		}
	}
	return d.Part(p), nil
}

// Box is the game's part of the box profile, as the box commands run it.
func (d *Printed[P, C]) Box() Box { return printedBox[P, C]{d} }

// NoBox is the Box of a game whose components print nothing the program
// needs: no section of the profile, nothing to show, ask or pack.
var NoBox = (&Printed[struct{}, struct{}]{}).Box()

// printedBox is a game's Printed as its Box.
type printedBox[P, C any] struct{ d *Printed[P, C] }

func (b printedBox[P, C]) Keys() []string                                { return b.d.Keys }
func (b printedBox[P, C]) Help() text.Text                               { return b.d.Help }
func (b printedBox[P, C]) CalibrateHelp() text.Text                      { return b.d.CalibrateHelp }
func (b printedBox[P, C]) Code() boxcode.Game                            { return b.d.Code }
func (b printedBox[P, C]) Read(doc boxprofile.Document) (BoxPart, error) { return b.d.read(doc) }

func (b printedBox[P, C]) Calibrations() []Calibration {
	if b.d.Calibrations == nil {
		return nil
	}
	return b.d.Calibrations()
}

func (p Part[P, C]) Entries() []boxprofile.Entry {
	if p.of.Entries == nil {
		return nil
	}
	return p.of.Entries(p.Profile)
}

func (p Part[P, C]) Merge(in BoxPart) BoxPart {
	if p.of.Merge == nil {
		return in
	}
	return p.of.Part(p.of.Merge(p.Profile, in.(Part[P, C]).Profile))
}

func (p Part[P, C]) Sections() []BoxSection { return call(p.of.Sections, p) }
func (p Part[P, C]) JSON() []JSONField      { return call(p.of.JSON, p) }
func (p Part[P, C]) Status() BoxStatus      { return call(p.of.Status, p) }
func (p Part[P, C]) ExportNote() text.Text  { return call(p.of.ExportNote, p) }

func (p Part[P, C]) ShowSection(w *render.Lines, pr text.Printer, key string, marks *render.Marks) {
	if p.of.Show != nil {
		p.of.Show(p, w, pr, key, marks)
	}
}

func (p Part[P, C]) Items(pr text.Printer, key string) []BoxItem {
	if p.of.Items == nil {
		return nil
	}
	return p.of.Items(p, pr, key)
}

// call is f(part), or nothing when the game declares no f.
func call[P, C, R any](f func(Part[P, C]) R, part Part[P, C]) R {
	if f == nil {
		var none R
		return none
	}
	return f(part)
}
