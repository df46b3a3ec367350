// Package check is `altiplano box check`: a box profile read through every
// game's reader, with every problem, or a summary of what it records.
package check

import (
	"io"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// Options are the inputs of `box check`.
type Options struct {
	boxutil.Store
	In  io.Reader
	Out io.Writer
	// File is the profile to check; the active one when empty, standard
	// input for -.
	File string
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdCheck builds `box check [FILE]` for games. runF replaces the run
// function in tests.
func NewCmdCheck(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Store: boxutil.NewStore(f, games), In: f.IO.In, Out: f.IO.Out, Set: map[string]bool{}}
	return &cobra.Command{
		Use:   "check [FILE]",
		Short: text.HelpBoxCheckShort.In(p),
		Args:  boxutil.FileArg(&opts.File, false, text.Text{}),
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
}

// Run validates a box profile, FILE or the active one, through every
// game's reader: every problem (exit 2), or a summary of what it records
// (exit 0).
func Run(o *Options) error {
	name := o.File
	var parts []game.BoxPart
	if name == "" {
		a, err := o.Load(true)
		if err != nil {
			return err
		}
		if !a.Exists {
			return cmdutil.Input(text.ErrBoxNone.T(a.Path))
		}
		name, parts = a.Path, a.Parts
	} else {
		data, err := boxutil.ReadNamed(o.Store, o.In, name)
		if err != nil {
			return err
		}
		if parts, err = boxutil.Read(o.Games, name, data); err != nil {
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
			w.Line(boxutil.StatusLine(p, status))
		}
	}
	return w.Err
}
