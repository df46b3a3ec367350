package page

import (
	"bytes"

	"altiplano/cmd/box/boxutil"
	"altiplano/cmd/game"
	"altiplano/cmd/pages"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// score runs game g's score command on the page, as `altiplano score`
// runs in a terminal: its walk-through player after player, its draft in
// the page's storage (a reload goes on with --resume, on the draft it was
// on), its review, the result kept in the page's history. args are the
// command's (a setup code and names, --resume); draft is the draft to go
// on with ("" for none). A language switched in the middle starts it again
// in that language, on the same question.
func (a *App) score(g game.Game, args []string, draft string) {
	for {
		var out, said bytes.Buffer
		ask := &asker{app: a, said: &said}
		f := a.factory(&out, &said, ask)
		f.Phone = true // no Enter, no Tab, no y/n to type
		sg := g.Scoring(f)
		a.scoringTitle = sg.Title()
		if t, err := sg.NewTable(text.For(a.lang), ""); err == nil {
			ask.intro = t.Intro(text.ForPhone(a.lang)) // folded on every page
		}
		var scored scoring.Scored
		cmd := scoring.NewCmd(f, sg, nil, func(o *scoring.Options) error {
			o.Scored = func(s scoring.Scored) { scored = s }
			o.OnPage, o.Draft = true, draft
			o.OnDraft = func(path string) {
				draft = path
				_ = a.store.Set(scoringKey, string(g.ID())+"\n"+path)
			}
			// The page's language is chosen on the page: a draft goes on
			// in it, as with --lang.
			o.Set["lang"] = true
			return scoring.Run(o)
		})
		cmd.SetArgs(args)
		cmd.SetOut(&out)
		cmd.SetErr(&said)
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		err := cmd.Execute()
		if ask.langChanged {
			args = []string{"--resume"}
			continue
		}
		if a.pending != nil {
			return // the walk-through stopped to go elsewhere; its draft stays
		}
		a.store.Remove(scoringKey)
		lines := splitLines(said.String())
		if scored != nil {
			// What went wrong after the result (the game could not be
			// kept) is said with it: the draft stays, nothing is lost.
			a.showResult(g, scored, lines, a.errorLines(err))
			return
		}
		a.stopped(append(lines, a.errorLines(err)...))
		return
	}
}

// showResult is the result of a game scored here, as the phones show it:
// the score pad as a table, the tie-break, the whole pad below; what the
// command said after the last question (where the game was kept), why it
// could not be kept, and the box's code for other tables.
func (a *App) showResult(g game.Game, s scoring.Scored, notes, errs []string) {
	p := text.For(a.lang)
	var pad, none bytes.Buffer
	// The whole pad is laid out for the screen, as a terminal as wide.
	_ = s.Pad(a.screenWide(&pad), p, scoring.PadOptions{Walked: true, Width: a.columns()})
	v := pages.View{Page: pages.Page{Kind: pages.Result}, PINSeat: -1, Notes: append(notes, a.storageNotes()...), Errors: errs}
	f := a.factory(&none, &none, nil)
	v.SetOutcome(pages.Outcome{Sheet: s.Sheet(p, scoring.PadOptions{Walked: true}), Pad: pad.String(), BoxCode: boxutil.ProfileCode(f, a.games)})
	v.Version = a.nextVersion()
	v.Speak(a.lang, g.Scoring(f).Title())
	var b bytes.Buffer
	_ = pages.RenderBody(&b, v)
	a.again = func() { a.showResult(g, s, notes, errs) }
	a.show(v.Title, a.navHTML(v.Version)+b.String())
}

// stopped is a walk-through that ended without a result: what it said
// and why, on the home screen.
func (a *App) stopped(lines []string) {
	a.homeWith(lines)
}
