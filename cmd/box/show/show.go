// Package show is `altiplano box show`: every game's printed values with
// their sources, from the user's box profile over the built-in values.
package show

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/setup/boxcode"
)

// Options are the inputs of `box show`.
type Options struct {
	boxutil.Store
	Out  io.Writer
	JSON bool
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdShow builds `box show` for games. runF replaces the run function
// in tests.
func NewCmdShow(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Store: boxutil.NewStore(f, games), Out: f.IO.Out, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:   "show",
		Short: text.HelpBoxShowShort.In(p),
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, text.HelpFlagJSON.In(p))
	return cmd
}

// Run prints every game's printed values with their sources, section by
// section, with how complete each section is and what the values are
// enough for.
func Run(o *Options) error {
	a, err := o.Load(true)
	if err != nil {
		return err
	}
	if o.JSON {
		out := showJSON(o.Games, a)
		codes, err := codesJSON(o.Games, a)
		if err != nil {
			return err
		}
		return render.JSON(o.Out, append(out, codes...))
	}
	p := o.Printer
	w := &render.Lines{W: o.Out}
	if a.Exists {
		w.Line(text.BoxProfileAt.In(p, a.Path, boxutil.FromText(a.From)))
	} else {
		w.Line(text.BoxProfileNone.In(p, a.Path, boxutil.FromText(a.From)))
	}
	marks := render.NewMarks(p)
	given := boxutil.GivenBy(o.Games, a)
	for i, part := range a.Parts {
		for _, s := range part.Sections() {
			w.Line("")
			w.Line(p.T(s.Heading))
			part.ShowSection(w, p, s.Key, marks)
			for _, im := range given.Section(p, part, i, s.Key) {
				if im.All {
					w.Line("  " + text.BoxShowFromCode.In(p, im.Date))
				} else {
					w.Line("  " + text.BoxShowFromCodeSome.In(p, im.Date, text.Items(im.Labels...)))
				}
			}
		}
		if status := part.Status(); !status.IsZero() {
			w.Line("")
			w.Line(boxutil.StatusLine(p, status))
		}
	}
	if w.Err == nil {
		w.Err = marks.Write(o.Out)
	}
	return showCode(w, p, o.Games, a)
}

// showCode ends the view with the profile's box code: the values scoring
// needs, or, when it records none of them, every value it records; nothing
// for a profile that records nothing.
func showCode(w *render.Lines, p text.Printer, games game.Registry, a boxutil.Profile) error {
	heading := text.BoxShowCode
	code, err := boxutil.Code(games, a.Parts, boxcode.Core)
	if err == nil && code == "" {
		heading = text.BoxShowCodeWhole
		code, err = boxutil.Code(games, a.Parts, boxcode.Whole)
	}
	if err != nil || code == "" {
		return errors.Join(w.Err, err)
	}
	w.Line("")
	w.Line(heading.In(p))
	for _, line := range boxutil.CodeLines(code, showGroups) {
		w.Line("  " + line)
	}
	w.Line(text.BoxShowCodeHint.In(p))
	return w.Err
}

// showGroups are the groups of four letters on a line of box show's code:
// 39 columns, which every terminal shows whole.
const showGroups = 8

// showJSON is `box show --json`: where the profile is, then each game's
// fields, the home game's at the top level and every other game's under
// its id, as in the profile itself.
func showJSON(games game.Registry, a boxutil.Profile) object {
	out := object{{Key: "profile", Value: profileJSON{Path: a.Path, From: a.From, Exists: a.Exists}}}
	for i, part := range a.Parts {
		switch fields := part.JSON(); {
		case i == 0:
			out = append(out, fields...)
		case len(fields) > 0: // a game with no values shows nothing
			out = append(out, game.JSONField{Key: string(games[i].ID()), Value: object(fields)})
		}
	}
	return out
}

// codesJSON are the profile's box codes (the core and the whole; "" for
// one that would carry nothing) and the codes it was given, with their
// days.
func codesJSON(games game.Registry, a boxutil.Profile) (object, error) {
	var codes boxCodeJSON
	var err error
	if codes.Core, err = boxutil.Code(games, a.Parts, boxcode.Core); err != nil {
		return nil, err
	}
	if codes.Whole, err = boxutil.Code(games, a.Parts, boxcode.Whole); err != nil {
		return nil, err
	}
	imported := []importJSON{}
	for _, im := range a.Imports {
		imported = append(imported, importJSON(im))
	}
	return object{{Key: "box_code", Value: codes}, {Key: "imported_codes", Value: imported}}, nil
}

type boxCodeJSON struct {
	Core  string `json:"core"`
	Whole string `json:"whole"`
}

type importJSON struct {
	Code string `json:"code"`
	Date string `json:"date"`
}

type profileJSON struct {
	Path   string `json:"path"`
	From   string `json:"from"` // flag, env, config, default
	Exists bool   `json:"exists"`
}

// object is a JSON object whose fields keep their order.
type object []game.JSONField

func (o object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	b.WriteByte('{')
	for i, f := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := enc.Encode(f.Key); err != nil {
			return nil, err
		}
		b.WriteByte(':')
		if err := enc.Encode(f.Value); err != nil {
			return nil, err
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
