package page

import (
	"bytes"
	"encoding/base64"
	"io"
	"path"
	"strconv"
	"strings"

	"altiplano/cmd/box"
	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	filesys "altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog/importcheck"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// boxCommand runs `box` with args on the page: what it prints as data
// (out) and what it says (said). ask answers its questions (nil: none).
func (a *App) boxCommand(args []string, out, said *bytes.Buffer, ask prompt.Prompter) error {
	f := a.factory(out, said, ask)
	f.Phone = true
	// What it prints (the box as box show says it) is laid out for the
	// screen's width; what it says goes on pages, which wrap it.
	f.IO.Out = a.screenWide(out)
	a.scoringTitle = text.PageBox.T()
	cmd := box.NewCmdBox(f, a.games)
	cmd.SetArgs(args)
	cmd.SetOut(out)
	cmd.SetErr(said)
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	return cmd.Execute()
}

// showBox is the box profile as `altiplano box show` says it: each value
// with where it comes from; below, a profile to read from a file.
func (a *App) showBox(notes, errs []string) { a.showBoxCode(notes, errs, "", nil) }

// showBoxCode is showBox with a box code that was not taken put back in
// its field, and why beside it.
func (a *App) showBoxCode(notes, errs []string, code string, codeErrs []string) {
	var out, said bytes.Buffer
	err := a.boxCommand([]string{"show"}, &out, &said, nil)
	v := appView{Title: text.PageBox.In(text.For(a.lang)), BoxShown: strings.TrimRight(out.String(), "\n"), Notes: notes, Errors: errs,
		BoxCode: code, CodeErrors: codeErrs}
	v.Errors = append(v.Errors, append(splitLines(said.String()), a.errorLines(err)...)...)
	if v.BoxShown == "" {
		v.BoxShown = " " // the import form shows even when nothing is recorded
	}
	a.draw(v, func() {
		if len(codeErrs) > 0 {
			a.importBoxCode(code) // refused again, in the language now spoken
			return
		}
		a.showBox(nil, nil)
	})
}

// importFile reads a file the page was given: a box profile, with
// `altiplano box import` (its preview and its question, on the page), or
// a history's JSON export, whose games are checked and kept.
func (a *App) importFile(fields map[string]string) {
	name, what := path.Base(strings.TrimSpace(fields["file.name"])), fields["what"]
	if what == "boxcode" {
		a.importBoxCode(fields["code"])
		return
	}
	data, errs := a.fileSent(fields, name)
	if len(errs) > 0 {
		if what == "box" {
			a.showBox(nil, errs)
			return
		}
		a.showHistory(nil, errs)
		return
	}
	if data == "" {
		if what == "box" {
			a.showBox(nil, []string{text.PageNoFile.In(text.For(a.lang))})
			return
		}
		a.showHistory(nil, []string{text.PageNoFile.In(text.For(a.lang))})
		return
	}
	switch what {
	case "box":
		if name == "." || name == "/" || name == "" {
			name = "box.yaml"
		}
		file := path.Join(home, "import", name)
		if err := a.files.WriteFile(file, []byte(data)); err != nil {
			a.showBox(nil, a.errorLines(err))
			return
		}
		defer a.files.Remove(file)
		a.boxImport(file)
	case "history":
		a.importHistory(name, []byte(data))
	}
}

// fileSent is the file a form sent, as its bytes (the loader sends them in
// base64, whatever their encoding), refused as the command line refuses a
// file over the size it reads.
func (a *App) fileSent(fields map[string]string, name string) (string, []string) {
	if n, err := strconv.Atoi(fields["file.size"]); err == nil && n > factory.MaxFileBytes {
		return "", a.errorLines(cmdutil.FileError(text.FieldFile.T(name), factory.MaxFileBytes, filesys.ErrTooLarge))
	}
	b64, ok := fields["file.base64"]
	if !ok {
		return fields["file"], nil
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return "", a.errorLines(cmdutil.FileError(text.FieldFile.T(name), factory.MaxFileBytes, err))
	}
	return string(data), nil
}

// importBoxCode reads a box code into the box profile with `altiplano box
// import`, its preview of what changes and its question on the page: the
// code goes in a file of its own, which box import reads as a code (or
// says why it is none). A game being scored then goes on.
func (a *App) importBoxCode(code string) {
	code = strings.TrimSpace(code)
	if code == "" {
		a.showBoxCode(nil, nil, "", []string{text.PageNoCode.In(text.For(a.lang))})
		return
	}
	// Typed in the code's field, it is read as a code, whatever it looks
	// like; one that is none stays in its field, with why.
	if _, err := boxutil.FromCode(a.games, code); err != nil {
		a.showBoxCode(nil, nil, code, a.errorLines(err))
		return
	}
	file := path.Join(home, "import", "box-code.txt")
	if err := a.files.WriteFile(file, []byte(code+"\n")); err != nil {
		a.showBoxCode(nil, nil, code, a.errorLines(err))
		return
	}
	defer a.files.Remove(file)
	a.boxImport(file)
}

// boxImport runs `altiplano box import` of a file or a code, its questions
// asked on the page, and shows the box with what it said.
func (a *App) boxImport(fileOrCode string) {
	var out, said bytes.Buffer
	ask := &asker{app: a, said: &said}
	err := a.boxCommand([]string{"import", fileOrCode}, &out, &said, ask)
	if a.pending != nil {
		return // gone elsewhere in the middle
	}
	a.showBox(splitLines(said.String()+out.String()), a.errorLines(err))
}

// importHistory keeps the games of a JSON export that pass the checks
// games import applies (importcheck): each game refused is said, with its
// key and line and what is wrong.
func (a *App) importHistory(name string, data []byte) {
	p := text.For(a.lang)
	checker := importcheck.Checker{Registry: a.games, Reader: func(g game.Game) (game.Reader, error) {
		return g.Log().Reader(a.factory(io.Discard, io.Discard, nil))
	}}
	checked, err := checker.Check(data)
	if err != nil {
		a.showHistory(nil, importcheck.Lines(p, name, err))
		return
	}
	var errs []string
	for _, r := range checked.Refused {
		errs = append(errs, importcheck.Lines(p, name, r.Err)...)
	}
	added, err := a.hist.Import(checked.Games)
	if err != nil {
		errs = append(errs, a.errorLines(err)...)
	}
	a.showHistory([]string{text.PageImported.In(p, added, len(checked.Games)-added)}, errs)
}
