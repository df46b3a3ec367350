package boxcmd

import (
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// RunCheck validates a box profile, FILE or the active one: every problem
// (exit 2), or a summary of what it records (exit 0).
func RunCheck(o *Options) error {
	name := o.File
	var profile catalog.Profile
	if name == "" {
		a, err := o.load(true)
		if err != nil {
			return err
		}
		if !a.Exists {
			return cmdutil.Input(text.ErrBoxNone.T(a.Path))
		}
		name, profile = a.Path, a.Profile
	} else {
		data, err := o.readNamed(name)
		if err != nil {
			return err
		}
		if profile, err = catalog.ParseProfile(name, data, o.Lexicon); err != nil {
			return err
		}
	}
	p := o.Printer
	c := catalog.Default().With(profile)
	w := &render.Lines{W: o.Out}
	w.Line(text.BoxCheckValid.In(p, p.FileName(name)))
	for _, s := range catalog.Sections() {
		w.Line("  " + heading(p, c, s))
	}
	w.Line(scoringLine(p, c))
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
