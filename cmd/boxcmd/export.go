package boxcmd

import (
	"fmt"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// RunExport writes the active box profile, with a header saying what it is
// and how to take it over, to standard output or --out. What is written is
// the profile as the program reads it (English identifiers, the usual
// order), so it reads the same in any language.
func RunExport(o *Options) error {
	a, err := o.load(true)
	if err != nil {
		return err
	}
	if !recordsAnything(a.Profile) {
		return cmdutil.Input(text.ErrBoxNone.T(a.Path))
	}
	body, err := catalog.MarshalProfile(a.Profile)
	if err != nil {
		return err
	}
	data := append([]byte(exportHeader(o.Printer, a.Catalog())), body...)
	if _, err := catalog.ParseProfile(a.Path, data, o.Lexicon); err != nil {
		return err // cannot happen: the header is comments
	}
	if o.OutFile == "" {
		_, err := o.Out.Write(data)
		return err
	}
	if err := cmdutil.ConfirmOverwrite(o.OutFile, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
		return err
	}
	if err := o.WriteFile(o.OutFile, data); err != nil {
		return cmdutil.FileError(text.FieldFile.T(o.OutFile), 0, err)
	}
	fmt.Fprintln(o.ErrOut, text.BoxWritten.In(o.Printer, o.OutFile))
	return nil
}

// exportHeader is the comment at the top of an exported profile.
func exportHeader(p text.Printer, c catalog.Catalog) string {
	complete := text.ShowNo.T()
	if c.CompleteForScoring() {
		complete = text.ShowYes.T()
	}
	var b strings.Builder
	for _, line := range strings.Split(text.BoxExportHeader.In(p, complete), "\n") {
		b.WriteString("# " + line + "\n")
	}
	return b.String()
}

func recordsAnything(q catalog.Profile) bool {
	for _, s := range catalog.Sections() {
		if q.Records(s) {
			return true
		}
	}
	return false
}
