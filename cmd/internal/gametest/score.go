package gametest

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"

	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/scoring"
	"altiplano/cmd/scoring/csvpad"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/scoring/result"
)

// scorer is dice as the score command sees it.
type scorer struct{ f *factory.Factory }

func (scorer) Help(p text.Printer) scoring.Help {
	return scoring.Help{Short: helpScoreShort.In(p), Long: helpScoreLong.In(p), Example: "  altiplano dice score --file game.yaml"}
}

func (scorer) Drafts() string   { return "dice-drafts" }
func (scorer) Title() text.Text { return scoringTitle.T() }

func (scorer) Read(file string, data []byte, _ time.Time, _ *time.Location) (scoring.Scored, error) {
	r, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	return scored{record: data, r: r, res: Score(r)}, nil
}

func (scorer) NewTable(text.Printer, string) (walk.Table, error) { return &table{}, nil }
func (scorer) Code(string) (string, bool)                        { return "", false }

func (scorer) Score(t walk.Table, meta walk.Meta, _ time.Time) (scoring.Scored, error) {
	r := t.(*table).final(meta)
	if err := Check(r).Err(); err != nil {
		return nil, err
	}
	data, err := Marshal(r)
	if err != nil {
		return nil, err
	}
	return scored{record: data, r: r, res: Score(r)}, nil
}

func (scorer) Record(t walk.Table, meta walk.Meta, _ time.Time) ([]byte, error) {
	return Marshal(t.(*table).final(meta))
}

// table is the walk-through's answers: each player's pips and rerolls.
type table struct{ record Record }

func (t *table) final(meta walk.Meta) Record {
	r := t.record
	r.Players = slices.Clone(r.Players)
	r.Duration, r.Location = meta.Duration, meta.Location
	return r
}

func (t *table) Intro(p text.Printer) []string { return []string{intro.In(p)} }

func (t *table) Players(p text.Printer) (string, string) {
	return askPlayers.In(p), askPlayersHelp.In(p)
}

func (t *table) Seat(names []string) *rules.Problem {
	trial := Record{Players: make([]Player, len(names))}
	for i, n := range names {
		trial.Players[i].Name = n
	}
	if ps := Check(trial); len(ps) > 0 {
		return ps[0]
	}
	t.record = trial
	return nil
}

func (t *table) Seats() []string {
	return walk.Names(t.record.Players, func(p Player) string { return p.Name })
}

func (t *table) Opening() []walk.Step { return nil }
func (t *table) Closing() []walk.Step { return nil }

// Steps are the game's two questions.
func (t *table) Steps() []walk.Step {
	number := func(field string, label, help text.M0, limit rules.Limit, set func(p *Player, n int), get func(p Player) int) walk.Step {
		return walk.Step{Field: field, Name: label.T(),
			Ask: func(w *walk.Walk, i int) error {
				n, err := w.Number(walk.SeatKey(i, field), w.Label(i, label.In(w.P)), "", limit, help.In(w.P))
				set(&t.record.Players[i], n)
				return err
			},
			Show:  func(_ text.Printer, i int) string { return strconv.Itoa(get(t.record.Players[i])) },
			Clear: func(i int) { set(&t.record.Players[i], 0) }}
	}
	return []walk.Step{
		number("pips", stepPips, askPipsHelp, PipsScoredLimit, func(p *Player, n int) { p.Pips = n }, func(p Player) int { return p.Pips }),
		number("rerolls", stepRerolls, askRerollsHelp, RerollsLimit, func(p *Player, n int) { p.Rerolls = n }, func(p Player) int { return p.Rerolls }),
	}
}

func (t *table) Problems() rules.Problems { return Check(t.record) }
func (t *table) Snapshot() any            { return t.final(walk.Meta{}) }

func (t *table) Restore(s any) {
	walk.Seated[Record, Player](func(r *Record) *[]Player { return &r.Players }).Restore(&t.record, s.(Record))
}

// scored is a scored game of dice.
type scored struct {
	record []byte
	r      Record
	res    result.Result
}

func (s scored) Pad(w io.Writer, p text.Printer, _ scoring.PadOptions) error {
	for _, i := range s.res.Order {
		pl := s.res.Players[i]
		if _, err := fmt.Fprintln(w, padLine.In(p, pl.Place, pl.Name, padPips.T(pl.Total), padRerolls.T(pl.TieBreak[1]))); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, s.decidedBy(p))
	return err
}

// decidedBy is the line that says which key decided the places.
func (s scored) decidedBy(p text.Printer) string {
	key := keyPoints.T()
	if s.res.DecidedBy == TieBreak[1] {
		key = keyRerolls.T()
	}
	return padDecidedBy.In(p, key)
}

func (s scored) Sheet(p text.Printer, _ scoring.PadOptions) scoring.Sheet {
	sh := scoring.Sheet{Categories: []string{stepPips.In(p)}, TotalWord: sheetTotal.In(p), Keys: []string{sheetRerolls.In(p)},
		Verdict: []string{s.decidedBy(p)}}
	for _, i := range s.res.Order {
		pl := s.res.Players[i]
		sh.Players = append(sh.Players, scoring.SheetPlayer{Name: pl.Name, Total: pl.Total, Place: pl.Place,
			Points: []int{pl.Total}, Keys: []int{pl.TieBreak[1]}})
	}
	return sh
}

func (s scored) JSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(s.res)
}

func (s scored) CSV(w io.Writer) error {
	pad := csvpad.New(s.res.Players, func(p result.Player) string { return p.Name })
	pad.Line(Category, func(p result.Player) int { return p.Total })
	pad.Line("rerolls", func(p result.Player) int { return p.TieBreak[1] })
	pad.Line("place", func(p result.Player) int { return p.Place })
	return pad.Write(w)
}

func (s scored) Kept(now time.Time) (playlog.Game, error) { return kept(s.record, s.r, s.res, now) }

// kept is a scored game of dice as the play log keeps it; now dates it.
func kept(record []byte, r Record, res result.Result, now time.Time) (playlog.Game, error) {
	out := playlog.ResultOf(res, record, now)
	out.DurationMin, out.Location = r.Duration, r.Location
	return out.Stored()
}
