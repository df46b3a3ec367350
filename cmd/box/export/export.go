// Package export is `altiplano box export`: the user's box profile, every
// game's part of it, with a header, to share with a friend.
package export

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
)

// Options are the inputs of `box export`.
type Options struct {
	boxutil.Store
	Out         io.Writer
	Interactive bool
	Prompter    func() prompt.Prompter
	OutFile     string // where to write; standard output when empty
	Force       bool   // replace an existing OutFile without asking
	// Code prints the box code instead of the file (with its QR code on a
	// terminal); Whole makes it carry every value, not only the core.
	Code, Whole bool
	// Terminal is true when Out is a terminal: the code is drawn as a QR
	// code beside it. Getenv reads NO_COLOR and TERM.
	Terminal bool
	Getenv   func(string) string
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdExport builds `box export` for games. runF replaces the run
// function in tests.
func NewCmdExport(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Store: boxutil.NewStore(f, games), Out: f.IO.Out, Interactive: f.IO.IsInteractive(), Prompter: f.NewPrompter,
		Terminal: f.IO.IsStdoutTerminal(), Getenv: f.Getenv, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:   "export",
		Short: text.HelpBoxExportShort.In(p),
		Args:  cmdutil.NoArgs,
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	cmd.Flags().StringVarP(&opts.OutFile, "out", "o", "", text.HelpFlagOut.In(p))
	cmd.Flags().BoolVar(&opts.Force, "force", false, text.HelpFlagForce.In(p))
	cmd.Flags().BoolVar(&opts.Code, "code", false, text.HelpFlagBoxCode.In(p))
	cmd.Flags().BoolVar(&opts.Whole, "whole", false, text.HelpFlagWhole.In(p))
	return cmd
}

// Run writes the active box profile, with a header saying what it is
// and how to take it over, to standard output or --out. What is written is
// the profile as the program reads it (English identifiers, the usual
// order), so it reads the same in any language.
func Run(o *Options) error {
	if o.Whole && !o.Code {
		return cmdutil.Usage(text.ErrBoxWholeWithoutCode.T())
	}
	a, err := o.Load(true)
	if err != nil {
		return err
	}
	if len(boxutil.Entries(a.Parts)) == 0 {
		return cmdutil.Input(text.ErrBoxNone.T(a.Path))
	}
	if o.Code {
		return runCode(o, a)
	}
	body, err := boxprofile.Marshal(boxutil.Entries(a.Parts))
	if err != nil {
		return err
	}
	data := append([]byte(exportHeader(o.Printer, a.Parts)), body...)
	if _, err := boxutil.Read(o.Games, a.Path, data); err != nil {
		return err // cannot happen: the header is comments
	}
	if o.OutFile == "" {
		_, err := iostreams.Raw(o.Out).Write(data)
		return err
	}
	return o.write(data)
}

// write writes data to --out, asking before it replaces a file.
func (o *Options) write(data []byte) error {
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
