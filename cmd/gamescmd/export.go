package gamescmd

import (
	"bytes"
	"fmt"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/history"
	"altiplano/cmd/text"
)

// formats are the export formats, in the order the help lists them.
var formats = []string{"json", "csv", "bgstats", "bggxml"}

// runExport writes the (filtered) history in one of the formats, to
// standard output or, written atomically, to --out.
func runExport(o *Options) error {
	format := strings.ToLower(strings.TrimSpace(o.Format))
	write := map[string]func(*bytes.Buffer, []history.Game) error{
		"json": func(b *bytes.Buffer, g []history.Game) error { return history.WriteJSON(b, g) },
		"csv":  func(b *bytes.Buffer, g []history.Game) error { return history.WriteCSV(b, g) },
		"bgstats": func(b *bytes.Buffer, g []history.Game) error {
			return history.WriteBGStats(b, g, history.BGStatsOptions{GameName: "Altiplano", BGGID: o.BGGObjectID(), TimeZone: o.Zone})
		},
		"bggxml": func(b *bytes.Buffer, g []history.Game) error {
			return history.WriteBGGXML(b, g, history.BGGOptions{GameName: "Altiplano", ObjectID: o.BGGObjectID(), TimeZone: o.Zone})
		},
	}[format]
	if write == nil {
		return cmdutil.Input(text.ErrFormat.T(o.Format, strings.Join(formats, ", ")))
	}
	if o.OutFile != "" {
		if err := cmdutil.ConfirmOverwrite(o.OutFile, o.Force, o.Interactive, o.Prompter, o.Printer); err != nil {
			return err
		}
		if err := checkWritable(o); err != nil {
			return err
		}
	}
	games, _, err := o.list(0)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	if err := write(&b, games); err != nil {
		return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(err.Error()), err)
	}
	if o.OutFile == "" {
		_, err := o.Out.Write(b.Bytes())
		return err
	}
	if err := o.WriteFile(o.OutFile, b.Bytes()); err != nil {
		return cmdutil.Fail(text.FieldFile.T(o.OutFile), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	_, err = fmt.Fprintln(o.ErrOut, text.EchoExported.In(o.Printer, len(games), o.OutFile))
	return err
}

func checkWritable(o *Options) error {
	if o.Writable == nil {
		return nil
	}
	if err := o.Writable(o.OutFile); err != nil {
		return cmdutil.FileError(text.FieldFile.T(o.OutFile), 0, err)
	}
	return nil
}
