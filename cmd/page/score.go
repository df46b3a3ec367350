package page

import (
	"bytes"

	"altiplano/cmd/game"
	"altiplano/cmd/pages"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
)

// score runs game g's score command on the page, as `altiplano score`
// runs in a terminal: its walk-through player after player, its draft in
// the page's storage (a reload goes on with --resume), its review, the
// result kept in the page's history. args are the command's (a setup
// code, --resume). A language switched in the middle starts it again in
// that language, on the same question.
func (a *App) score(g game.Game, args []string) {
	for {
		if err := a.cfg.Storage.Set(scoringKey, string(g.ID())); err != nil {
			a.cfg.StorageRefused = true
		}
		var out, said bytes.Buffer
		ask := &asker{app: a, said: &said}
		f := a.factory(&out, &said, ask)
		f.Phone = true // no Enter, no Tab, no y/n to type
		sg := g.Scoring(f)
		a.scoringTitle = sg.Title()
		var scored scoring.Scored
		cmd := scoring.NewCmd(f, sg, nil, func(o *scoring.Options) error {
			o.Scored = func(s scoring.Scored) { scored = s }
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
		a.cfg.Storage.Remove(scoringKey)
		if a.pending != nil {
			return // the walk-through stopped to go elsewhere; its draft stays
		}
		lines := said.String()
		if scored != nil {
			a.showResult(g, scored, splitLines(lines))
			return
		}
		a.stopped(g, append(splitLines(lines), a.errorLines(err)...))
		return
	}
}

// showResult is the result of a game scored here, as the phones show it:
// the score pad as a table, the tie-break, the whole pad below, and what
// the command said after the last question (where the game was kept).
func (a *App) showResult(g game.Game, s scoring.Scored, notes []string) {
	p := text.For(a.lang)
	var pad bytes.Buffer
	_ = s.Pad(&pad, p, scoring.PadOptions{Walked: true})
	v := pages.View{Page: pages.Page{Kind: pages.Result}, PINSeat: -1, Notes: notes}
	v.SetOutcome(pages.Outcome{Sheet: s.Sheet(p), Pad: pad.String()})
	v.Version = a.nextVersion()
	v.Speak(a.lang, g.Scoring(a.factory(&pad, &pad, nil)).Title())
	var b bytes.Buffer
	_ = pages.RenderBody(&b, v)
	a.again = func() { a.showResult(g, s, notes) }
	a.show(v.Title, a.navHTML(v.Version)+b.String())
}

// stopped is a walk-through that ended without a result: what it said
// and why, on the game's page of the home screen.
func (a *App) stopped(g game.Game, lines []string) {
	v := appView{Home: true, StorageRefused: a.cfg.StorageRefused, Errors: lines}
	p := text.For(a.lang)
	for _, gm := range a.games {
		v.Games = append(v.Games, gameView{ID: string(gm.ID()), Name: p.T(gm.Name())})
	}
	a.draw(v, a.home)
}

// splitLines are s's lines, without the last line break.
func splitLines(s string) []string {
	var b bytes.Buffer
	b.WriteString(s)
	return said(&b)
}
