// Package importcmd is `altiplano box import` (import is Go's word): a box
// profile someone shared, checked through every game, then merged into the
// user's or put in its place.
package importcmd

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/prompt"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
)

// Options are the inputs of `box import`.
type Options struct {
	boxutil.Store
	In          io.Reader
	Interactive bool
	Prompter    func() prompt.Prompter
	File        string // the profile or box code to take over; standard input for -
	Yes         bool   // do not ask
	Replace     bool   // replace instead of merging
	// Now and Zone give the day a box code is taken in.
	Now  func() time.Time
	Zone *time.Location
	// Set lists the flags given on the command line.
	Set map[string]bool
}

// NewCmdImport builds `box import FILE` for games. runF replaces the run
// function in tests.
func NewCmdImport(f *factory.Factory, games game.Registry, runF func(*Options) error) *cobra.Command {
	p := f.Printer()
	opts := &Options{Store: boxutil.NewStore(f, games), In: f.IO.In, Interactive: f.IO.IsInteractive(), Prompter: f.NewPrompter,
		Now: f.Now, Zone: f.Zone, Set: map[string]bool{}}
	cmd := &cobra.Command{
		Use:   "import FILE|CODE",
		Short: text.HelpBoxImportShort.In(p),
		Long:  text.HelpBoxImportLong.In(p),
		Args:  boxutil.FileArg(&opts.File, true, text.ErrBoxImportFile.T()),
		RunE:  cmdutil.RunE(opts, opts.Set, runF, Run),
	}
	cmd.Flags().BoolVarP(&opts.Yes, "yes", "y", false, text.HelpFlagYesMerge.In(p))
	cmd.Flags().BoolVar(&opts.Replace, "replace", false, text.HelpFlagReplace.In(p))
	return cmd
}

// Run takes over a box profile someone shared. The file is checked
// first: one with a mistake changes nothing (exit 2). Then it shows what
// would change and asks whether to merge (the file's values over yours,
// the rest of yours kept) or to replace yours with it. --yes merges without
// asking; --yes --replace replaces; --replace alone asks only to confirm.
func Run(o *Options) error {
	incoming, code, err := o.incoming()
	if err != nil {
		return err
	}
	// A profile of yours that does not load is never merged into; replacing
	// it repairs it, and keeps it beside the new one.
	o.Repair = o.Replace
	a, err := o.Load(false)
	if err != nil {
		return err
	}
	// With no profile yet, or one that records nothing, there is nothing
	// of yours to keep or lose: the values are taken in as they come,
	// without a question.
	yours := a.Exists && slices.ContainsFunc(a.Parts, func(part game.BoxPart) bool { return len(part.Entries()) > 0 })
	if !o.Yes && !o.Interactive && yours {
		return cmdutil.Usage(text.ErrBoxConfirm.T())
	}
	p := o.Printer
	merged := make([]game.BoxPart, len(a.Parts))
	for i, part := range a.Parts {
		merged[i] = part.Merge(incoming[i])
	}
	shown := merged
	if o.Replace {
		shown = incoming
	}
	changes := diff(p, a.Parts, shown)
	extra := removedByReplacing(a.Parts, merged, incoming)
	if len(changes) == 0 && (o.Replace || len(extra) == 0) {
		if code != "" {
			fmt.Fprintln(o.ErrOut, text.BoxImportCodeNothing.In(p))
		} else {
			fmt.Fprintln(o.ErrOut, text.BoxImportNothing.In(p, p.FileName(o.File)))
		}
		return nil
	}
	w := &render.Lines{W: o.ErrOut}
	if code != "" {
		w.Line(text.BoxImportCodeChanges.In(p, a.Path))
	} else {
		w.Line(text.BoxImportChanges.In(p, p.FileName(o.File), a.Path))
	}
	writeDiff(w, p, changes)
	if !o.Replace && len(extra) > 0 {
		w.Line(text.BoxImportAlsoRemoves.In(p, text.List(extra...)))
	}

	replace, ok := false, true
	if yours {
		if replace, ok, err = o.confirm(code != ""); err != nil || !ok {
			return err
		}
	}
	if replace {
		entries := boxutil.Entries(incoming)
		if e := boxprofile.ImportsEntry(o.imported(a.Imports, incoming, code, true)); e != nil {
			entries = append(entries, *e)
		}
		body, err := boxprofile.Marshal(entries)
		if err != nil {
			return err
		}
		a, err = o.Write(a, body, incoming)
		if err != nil {
			return err
		}
	} else if a, err = o.Merge(incoming, boxprofile.SetImports(o.imported(a.Imports, merged, code, false))); err != nil {
		return err
	}
	fmt.Fprintln(o.ErrOut, text.EchoSaved.In(p, a.Path))
	return nil
}

// incoming reads what is taken over: a box profile file (or standard
// input), or a box code, given as the argument, on standard input or in a
// file, and recognised by its shape. code is the box code; "" for a
// profile.
func (o *Options) incoming() (parts []game.BoxPart, code string, err error) {
	if o.isCode() {
		parts, err = o.fromCode(o.File, true)
		return parts, o.File, err
	}
	data, err := boxutil.ReadNamed(o.Store, o.In, o.File)
	if err != nil {
		return nil, "", err
	}
	if stdinCode(data) { // pasted, or kept in a file
		code = string(data)
		parts, err = o.fromCode(code, false)
		return parts, code, err
	}
	parts, err = boxutil.Read(o.Games, o.File, data)
	return parts, "", err
}

// confirm asks how to take the file over, unless the flags said: replace
// (else merge), and whether to go on at all.
func (o *Options) confirm(code bool) (replace, ok bool, err error) {
	if o.Yes {
		return o.Replace, true, nil
	}
	p := o.Printer
	ask := o.Prompter()
	if o.Replace {
		a, err := ask.Ask(prompt.Question{Label: text.AskBoxReplace.In(p), Default: text.AnswerNo.In(p), Validate: boxutil.YesNo(p), Short: true})
		if err != nil {
			return false, false, interrupted(err)
		}
		if yes, _ := text.ParseYesNo(a); !yes {
			return false, false, cancelled(o)
		}
		return true, true, nil
	}
	items := []string{text.ChooseBoxMerge.In(p), text.ChooseBoxReplace.In(p), text.ChooseBoxCancel.In(p)}
	question := text.BoxImportChoose
	if code {
		question = text.BoxImportCodeChoose
	}
	i, err := ask.Choose(question.In(p), items, 0)
	switch {
	case err != nil:
		return false, false, interrupted(err)
	case i == 2:
		return false, false, cancelled(o)
	}
	return i == 1, true, nil
}

// cancelled is a choice not to import: said, and no error.
func cancelled(o *Options) error {
	fmt.Fprintln(o.ErrOut, text.BoxImportCancelled.In(o.Printer))
	return nil
}

// interrupted is Ctrl-C at the question: stopped, with nothing changed.
func interrupted(err error) error {
	if errors.Is(err, prompt.ErrInterrupted) {
		return &cmdutil.Stopped{Text: text.BoxImportCancelled.T()}
	}
	return err
}

// removedByReplacing names the sections in which replacing would lose
// values that merging keeps.
func removedByReplacing(old, merged, incoming []game.BoxPart) []text.Text {
	var out []text.Text
	for i, part := range old {
		for _, s := range part.Sections() {
			section := func(p game.BoxPart) []boxprofile.Entry {
				if n := boxutil.EntryOf(p.Entries(), s.Key); n != nil {
					return []boxprofile.Entry{{Key: s.Key, Value: n}}
				}
				return nil
			}
			if section(part) != nil && !boxprofile.Same(section(merged[i]), section(incoming[i])) {
				out = append(out, s.Name)
			}
		}
	}
	return out
}
