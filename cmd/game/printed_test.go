package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
)

// die is a game's profile for the tests: the pips on a die's highest
// face, when recorded; its catalog is the pips known, 6 when not.
type die struct{ pips *int }

func dice() *game.Printed[die, int] {
	return &game.Printed[die, int]{
		Keys: []string{"die"},
		Read: func(d boxprofile.Document) (die, error) {
			if d.File == "bad" {
				return die{}, errors.New("bad pips")
			}
			n := 20
			return die{&n}, nil
		},
		Over: func(p die) int {
			if p.pips == nil {
				return 6
			}
			return *p.pips
		},
		Merge: func(p, in die) die {
			if in.pips != nil {
				return in
			}
			return p
		},
		Entries: func(p die) []boxprofile.Entry {
			if p.pips == nil {
				return nil
			}
			return []boxprofile.Entry{{Key: "die", Value: boxprofile.Int(*p.pips)}}
		},
		Sections: func(p game.Part[die, int]) []game.BoxSection {
			return []game.BoxSection{{Key: "die", Complete: p.Profile.pips != nil}}
		},
		Show: func(p game.Part[die, int], w *render.Lines, _ text.Printer, key string, _ *render.Marks) {
			w.Line(key + ": " + strings.Repeat("•", p.Catalog))
		},
	}
}

// A game's declaration is its Box: the part read carries what it records
// and the catalog it makes; merged parts keep the newer values; what the
// game does not declare shows nothing.
func TestPrintedIsTheGamesBox(t *testing.T) {
	box := dice().Box()
	assert.Equal(t, []string{"die"}, box.Keys())
	assert.Nil(t, box.Calibrations())
	assert.Nil(t, box.Code())
	assert.True(t, box.Help().IsZero())

	read, err := box.Read(boxprofile.Document{File: "box.yaml"})
	require.NoError(t, err)
	part := read.(game.Part[die, int])
	assert.Equal(t, 20, part.Catalog, "the catalog with the profile laid over it")
	assert.Len(t, read.Entries(), 1)
	assert.True(t, read.Sections()[0].Complete)
	var b strings.Builder
	read.ShowSection(&render.Lines{W: &b}, text.English(), "die", nil)
	assert.Equal(t, "die: "+strings.Repeat("•", 20)+"\n", b.String())
	assert.Nil(t, read.Items(text.English(), "die"), "no items declared: none")
	assert.Nil(t, read.JSON())
	assert.True(t, read.Status().IsZero())
	assert.True(t, read.ExportNote().IsZero())

	_, err = box.Read(boxprofile.Document{File: "bad"})
	assert.EqualError(t, err, "bad pips")

	empty := dice().Part(die{})
	assert.Equal(t, 6, empty.Catalog, "nothing recorded: the built-in value")
	merged := empty.Merge(read).(game.Part[die, int])
	assert.Equal(t, 20, merged.Catalog)
	kept := read.Merge(empty).(game.Part[die, int])
	assert.Equal(t, 20, kept.Catalog, "a part that records nothing changes nothing")
	c, err := dice().Catalog(boxprofile.Document{})
	require.NoError(t, err)
	assert.Equal(t, 20, c)
}

// A game whose components print nothing the program needs has NoBox: no
// section, nothing recorded, shown, asked or packed.
func TestNoBoxRecordsNothing(t *testing.T) {
	assert.Empty(t, game.NoBox.Keys())
	assert.Nil(t, game.NoBox.Calibrations())
	assert.Nil(t, game.NoBox.Code())
	assert.True(t, game.NoBox.CalibrateHelp().IsZero())
	part, err := game.NoBox.Read(boxprofile.Document{})
	require.NoError(t, err)
	assert.Empty(t, part.Entries())
	assert.Empty(t, part.Sections())
	assert.Empty(t, part.JSON())
	assert.Empty(t, part.Merge(part).Entries())
}
