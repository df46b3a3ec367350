package boxcmd

import (
	"fmt"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
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
	if len(entries(a.Parts)) == 0 {
		return cmdutil.Input(text.ErrBoxNone.T(a.Path))
	}
	body, err := boxprofile.Marshal(entries(a.Parts))
	if err != nil {
		return err
	}
	data := append([]byte(exportHeader(o.Printer, a.Parts)), body...)
	if _, err := read(o.Games, a.Path, data); err != nil {
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

// exportHeader is the comment at the top of an exported profile: what it
// is, then each game's note on it.
func exportHeader(p text.Printer, parts []game.BoxPart) string {
	lines := strings.Split(text.BoxExportHeader.In(p), "\n")
	for _, part := range parts {
		if note := part.ExportNote(); !note.IsZero() {
			lines = append(lines, p.T(note))
		}
	}
	var b strings.Builder
	for _, line := range lines {
		b.WriteString("# " + line + "\n")
	}
	return b.String()
}
