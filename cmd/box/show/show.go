// Package show is `altiplano box show`: every game's printed values with
// their sources, from the user's box profile over the built-in values.
package show

import (
	"bytes"
	"encoding/json"
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
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
		return render.JSON(o.Out, showJSON(o.Games, a))
	}
	p := o.Printer
	w := &render.Lines{W: o.Out}
	if a.Exists {
		w.Line(text.BoxProfileAt.In(p, a.Path, boxutil.FromText(a.From)))
	} else {
		w.Line(text.BoxProfileNone.In(p, a.Path, boxutil.FromText(a.From)))
	}
	marks := render.NewMarks(p)
	for _, part := range a.Parts {
		for _, s := range part.Sections() {
			w.Line("")
			w.Line(p.T(s.Heading))
			part.ShowSection(w, p, s.Key, marks)
		}
		if status := part.Status(); !status.IsZero() {
			w.Line("")
			w.Line(boxutil.StatusLine(p, status))
		}
	}
	if w.Err == nil {
		w.Err = marks.Write(o.Out)
	}
	return w.Err
}

// showJSON is `box show --json`: where the profile is, then each game's
// fields, the home game's at the top level and every other game's under
// its id, as in the profile itself.
func showJSON(games game.Registry, a boxutil.Profile) object {
	out := object{{Key: "profile", Value: profileJSON{Path: a.Path, From: a.From, Exists: a.Exists}}}
	for i, part := range a.Parts {
		if i == 0 {
			out = append(out, part.JSON()...)
		} else {
			out = append(out, game.JSONField{Key: string(games[i].ID()), Value: object(part.JSON())})
		}
	}
	return out
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
