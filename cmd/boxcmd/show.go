package boxcmd

import (
	"bytes"
	"encoding/json"

	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// RunShow prints every game's printed values with their sources, section by
// section, with how complete each section is and what the values are
// enough for.
func RunShow(o *Options) error {
	a, err := o.load(true)
	if err != nil {
		return err
	}
	if o.JSON {
		return render.JSON(o.Out, showJSON(o.Games, a))
	}
	p := o.Printer
	w := &render.Lines{W: o.Out}
	if a.Exists {
		w.Line(text.BoxProfileAt.In(p, a.Path, fromText(a.From)))
	} else {
		w.Line(text.BoxProfileNone.In(p, a.Path, fromText(a.From)))
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
			w.Line(p.T(status))
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
func showJSON(games game.Registry, a active) object {
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
