package export

import (
	"fmt"
	"strings"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/setup/boxcode"
)

// codeGroups are the groups of four letters on a line beside the QR code:
// 29 columns, which the room beside a core code's QR code (37 columns on
// an 80-column terminal) holds.
const codeGroups = 6

// runCode prints the profile's box code: on a terminal, as a QR code with
// the code beside it, to scan or to type; otherwise the code alone on a
// line (data), or into --out.
func runCode(o *Options, a boxutil.Profile) error {
	scope, title := boxcode.Core, text.BoxCodeCore
	if o.Whole {
		scope, title = boxcode.Whole, text.BoxCodeWhole
	}
	code, err := boxutil.Code(o.Games, a.Parts, scope)
	if err != nil {
		return err
	}
	if code == "" {
		return cmdutil.Input(text.ErrBoxCodeNoCore.T(a.Path))
	}
	if o.OutFile != "" {
		return o.write([]byte(code + "\n"))
	}
	if !o.Terminal {
		_, err := fmt.Fprintln(iostreams.Raw(o.Out), code)
		return err
	}
	p := o.Printer
	side := append([]string{title.In(p), ""}, boxutil.CodeLines(code, codeGroups)...)
	side = append(side, "", text.BoxCodeTakeIn.In(p))
	lines, err := render.QR(p, code, side, iostreams.Width(o.Out), iostreams.Colors(o.Out, o.Getenv))
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(iostreams.Raw(o.Out), strings.Join(lines, "\n")); err != nil {
		return err
	}
	// The code comes last: it is whole on the screen when its rows and
	// the prompt's fit.
	qrRows, err := render.QRRows(code)
	if rows := iostreams.Height(o.Out); err == nil && rows > 0 && qrRows >= rows {
		fmt.Fprintln(o.ErrOut, text.BoxCodeTooTall.In(p, qrRows, rows))
	}
	return nil
}
