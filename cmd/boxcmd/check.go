package boxcmd

import (
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// RunCheck validates a box profile, FILE or the active one, through every
// game's reader: every problem (exit 2), or a summary of what it records
// (exit 0).
func RunCheck(o *Options) error {
	name := o.File
	var parts []game.BoxPart
	if name == "" {
		a, err := o.load(true)
		if err != nil {
			return err
		}
		if !a.Exists {
			return cmdutil.Input(text.ErrBoxNone.T(a.Path))
		}
		name, parts = a.Path, a.Parts
	} else {
		data, err := o.readNamed(name)
		if err != nil {
			return err
		}
		if parts, err = read(o.Games, name, data); err != nil {
			return err
		}
	}
	p := o.Printer
	w := &render.Lines{W: o.Out}
	w.Line(text.BoxCheckValid.In(p, p.FileName(name)))
	for _, part := range parts {
		for _, s := range part.Sections() {
			w.Line("  " + p.T(s.Heading))
		}
	}
	for _, part := range parts {
		if status := part.Status(); !status.IsZero() {
			w.Line(p.T(status))
		}
	}
	return w.Err
}

// readNamed reads a file the user named on the command line; - is
// standard input. Both are bounded.
func (o *Options) readNamed(name string) ([]byte, error) {
	if name == "-" {
		data, err := files.ReadLimited(o.In, factory.MaxFileBytes)
		if err != nil {
			return nil, cmdutil.FileError(text.NamedFile(name), factory.MaxFileBytes, err)
		}
		return data, nil
	}
	data, err := o.ReadFile(name)
	if err != nil {
		return nil, cmdutil.FileError(text.FieldFile.T(name), factory.MaxFileBytes, err)
	}
	return data, nil
}
