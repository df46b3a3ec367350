package boxutil

import (
	"slices"
	"strings"

	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
	"altiplano/setup/boxcode"
)

// Codes are the games' parts of a box code, in the registry's order: of
// every game that packs its part into one.
func Codes(games game.Registry) []boxcode.Game {
	var out []boxcode.Game
	for _, g := range games {
		if c := g.Box().Code(); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// Code is the box code of a profile's parts in scope; "" when they record
// nothing a code of scope carries.
func Code(games game.Registry, parts []game.BoxPart, scope boxcode.Scope) (string, error) {
	data, err := boxprofile.Marshal(Entries(parts))
	if err != nil {
		return "", err
	}
	d, err := boxprofile.Lenient("", data)
	if err != nil {
		return "", err
	}
	if ok, err := boxcode.Records(d, Codes(games), scope); !ok || err != nil {
		return "", err
	}
	return boxcode.Encode(d, Codes(games), scope)
}

// CodeLines are a code's groups of four letters, groups to a line, each
// line's groups joined by dashes: a code that wraps only between groups,
// and keeps the dash where it does, so that it reads as it is typed.
func CodeLines(code string, groups int) []string {
	all := strings.Split(boxcode.Grouped(code), "-")
	var out []string
	for len(all) > 0 {
		n := min(groups, len(all))
		line := strings.Join(all[:n], "-")
		if n < len(all) {
			line += "-"
		}
		out = append(out, line)
		all = all[n:]
	}
	return out
}

// FromCode reads a box code into each game's part, read and checked by the
// games as a file is: what `box import CODE` takes in. A code that is none
// is refused with the problem that says why (exit 2).
func FromCode(games game.Registry, code string) ([]game.BoxPart, error) {
	decoded, pr := boxcode.Decode(code, Codes(games))
	if pr != nil {
		return nil, pr
	}
	data, err := boxprofile.Marshal(decoded.Entries())
	if err != nil {
		return nil, err
	}
	return Read(games, "", data)
}

// Imported is what a profile's values owe to the codes it was given, in
// one section of one game: the values a code gave that the profile still
// holds as the code gave them, by the day the code was taken in.
type Imported struct {
	Date string
	// Labels are the values' labels (game.BoxItem), in the section's
	// order; All is true when they are every value the section records.
	Labels []string
	All    bool
}

// Given are the parts the profile's imported codes gave, newest first,
// read once for every section a command shows.
type Given struct {
	dates []string
	parts [][]game.BoxPart
}

// GivenBy reads the codes profile a was given. A code this program no
// longer reads gives nothing.
func GivenBy(games game.Registry, a Profile) Given {
	var g Given
	for k := len(a.Imports) - 1; k >= 0; k-- {
		if parts, err := FromCode(games, a.Imports[k].Code); err == nil {
			g.dates = append(g.dates, a.Imports[k].Date)
			g.parts = append(g.parts, parts)
		}
	}
	return g
}

// Section says which values of section key of part, the game at index i
// of the profile's parts, came from the codes: the newest code that gave a
// value as the profile holds it is its source. A value recorded since, by
// hand or by a calibration, is the user's own.
func (g Given) Section(p text.Printer, part game.BoxPart, i int, key string) []Imported {
	items := part.Items(p, key)
	source := make([]string, len(items)) // each value's day; "" for its own
	for k, parts := range g.parts {
		given := parts[i].Items(p, key)
		for n, it := range items {
			if source[n] == "" && slices.Contains(given, it) {
				source[n] = g.dates[k]
			}
		}
	}
	var out []Imported
	for n, date := range source {
		if date == "" {
			continue
		}
		at := slices.IndexFunc(out, func(im Imported) bool { return im.Date == date })
		if at < 0 {
			out = append(out, Imported{Date: date})
			at = len(out) - 1
		}
		out[at].Labels = append(out[at].Labels, items[n].Label)
	}
	for k := range out {
		out[k].All = len(out[k].Labels) == len(items)
	}
	return out
}

// ProfileCode is the box code of the values scoring needs in the user's
// box profile, for a table that scored with it to offer to others; "" when
// the profile records none of them, or cannot be read.
func ProfileCode(f *factory.Factory, games game.Registry) string {
	a, err := NewStore(f, games).Load(false)
	if err != nil {
		return ""
	}
	code, err := Code(games, a.Parts, boxcode.Core)
	if err != nil {
		return ""
	}
	return code
}
