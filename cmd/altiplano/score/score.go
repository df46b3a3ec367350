// Package score is `altiplano score` for Altiplano: the game's record
// file, its walk-through's steps and its score pad, on the score command
// every game shares (cmd/scoring).
package score

import (
	"io"
	"time"

	altiplanobox "altiplano/cmd/altiplano/box"
	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/recordfile"
	"altiplano/cmd/altiplano/words"

	"altiplano/cmd/altiplano/kept"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/render"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	altiplanoscore "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// Scoring is the game's scoring, of which the engine makes its score
// command (scoring.NewCmd).
func Scoring(f *factory.Factory) scoring.Game { return game{f: f} }

// game is Altiplano as the score command sees it.
type game struct{ f *factory.Factory }

var _ scoring.Game = game{}

func (game) Help(p text.Printer) scoring.Help {
	return scoring.Help{Short: words.HelpScoreShort.In(p), Long: words.HelpScoreLong.In(p),
		Example: "  altiplano score                          # " + words.ExampleScoreWalk.In(p) + "\n  altiplano score --code 4G0G-F4NQ-C5P0 --save game.yaml\n  altiplano score --resume\n  altiplano score --file testdata/games/4p-missions.yaml\n  altiplano score --file - --json < game.json",
		Code:    words.HelpFlagScoreCode.In(p)}
}

func (game) Drafts() string { return "drafts" }

func (game) Title() text.Text { return words.ServeTitle.T() }

func (g game) Read(file string, data []byte, now time.Time, zone *time.Location) (scoring.Scored, error) {
	c, err := g.catalog()
	if err != nil {
		return nil, err
	}
	record, result, err := recordfile.ScoreRecord(file, data, words.Lexicon{}, c, now, zone)
	if err != nil {
		return nil, err
	}
	return scored{record, result, c}, nil
}

// catalog is the embedded catalog with the user's box profile laid over it.
func (g game) catalog() (catalog.Catalog, error) {
	return factory.FromBox(g.f, altiplanobox.Values().Catalog)()
}

func (g game) NewTable(p text.Printer, code string) (walk.Table, error) {
	t := &table{lex: words.Lexicon{}, save: g.f.SaveToBox}
	if code != "" {
		opts, _, pr := setup.ParseCode(code)
		if pr != nil {
			return nil, pr
		}
		t.fromCode, t.code = &opts, code
	}
	var err error
	if t.box, err = g.catalog(); err != nil {
		return nil, err
	}
	if t.fromCode != nil {
		t.record.Missions = t.fromCode.Missions
		if t.fromCode.Named() {
			// A code made before the table code named the players.
			t.seatFromCode(t.fromCode.Names)
		}
	}
	return t, nil
}

func (game) Code(code string) (string, bool) {
	o, seed, pr := setup.ParseCode(code)
	if pr != nil {
		return "", false
	}
	return setup.Code(o, seed), true
}

func (game) Score(wt walk.Table, meta walk.Meta, started time.Time) (scoring.Scored, error) {
	t := wt.(*table)
	record := t.final(meta, started)
	result, err := altiplanoscore.Score(record, t.cat())
	if err != nil {
		return nil, err
	}
	return scored{record, result, t.cat()}, nil
}

func (game) Record(wt walk.Table, meta walk.Meta, started time.Time) ([]byte, error) {
	return altiplanoscore.MarshalRecord(wt.(*table).final(meta, started))
}

// final is the record as the walk-through ends it: the values learned
// written into it, the setup code checked against the seats (it marks the
// start player), the table's own answers and the time it started.
func (t *table) final(meta walk.Meta, started time.Time) altiplanoscore.Record {
	record := t.finalRecord()
	record.Code = t.code
	if recordfile.MarkStart(&record, "", t.cat()) != nil {
		// The seats were changed in the review: the code no longer
		// describes this table, and ten minutes of answers are not
		// refused for it.
		record.Code = ""
	}
	record.PlayedAt = started
	record.DurationMin, record.Location = meta.Duration, meta.Location
	return record
}

// finalRecord is the record with every value learned this session written
// into it (a complete row's VP, a mission's VP), so that a saved record
// scores the same without this session's box profile answers.
func (t *table) finalRecord() altiplanoscore.Record {
	r := seats.Copy(t.record)
	cat := t.cat()
	layout := cat.Layout()
	for i := range r.Players {
		p := &r.Players[i]
		rows := append([]altiplanoscore.Row(nil), p.Warehouse...)
		for k := range rows {
			row := &rows[k]
			capacity, known := layout.Capacity(k)
			if vp := cat.Warehouse().Row(k).VP; row.VP == nil && known && len(row.Goods) == capacity && vp.Source == catalog.Box {
				n := vp.N
				row.VP = &n
			}
		}
		p.Warehouse = rows
		hand := append([]altiplanoscore.Mission(nil), p.Missions...)
		for k := range hand {
			m := &hand[k]
			if vp := cat.MissionVP(m.ID); m.VP == nil && vp.Source == catalog.Box {
				n := vp.N
				m.VP = &n
			}
		}
		p.Missions = hand
	}
	return r
}

// scored is a scored game of Altiplano: the record, its result and the
// catalog it was scored with.
type scored struct {
	record altiplanoscore.Record
	result altiplanoscore.Result
	cat    catalog.Catalog
}

func (s scored) Pad(w io.Writer, p text.Printer, opts scoring.PadOptions) error {
	return printout.WritePadWith(w, p, s.record, s.result, printout.PadOptions{Walked: opts.Walked, Width: opts.Width})
}

func (s scored) JSON(w io.Writer) error { return render.JSON(w, printout.NewResultJSON(s.result)) }

func (s scored) CSV(w io.Writer) error { return printout.WriteCSV(w, s.result) }

// Sheet is the pad as the phones show it: the categories, the total and
// the coins that break a tie, a column per player by place.
func (s scored) Sheet(p text.Printer, opts scoring.PadOptions) scoring.Sheet {
	sh := scoring.Sheet{TotalWord: text.PadTotal.In(p), Keys: []string{words.PadCoins.In(p)}, Verdict: printout.Verdict(p, s.result)}
	var cats []altiplano.Category
	for _, c := range altiplano.ScorePad() {
		if c == altiplano.ScoreMissions && !s.record.Missions {
			continue
		}
		cats = append(cats, c)
		sh.Categories = append(sh.Categories, words.Category(p, c))
	}
	for _, i := range s.result.Order {
		ps := s.result.Players[i]
		pl := scoring.SheetPlayer{Name: ps.Name, Total: ps.Total, Place: ps.Rank, Keys: []int{ps.Coins}}
		for _, c := range cats {
			pl.Points = append(pl.Points, ps.Categories.Of(c))
		}
		sh.Players = append(sh.Players, pl)
	}
	if len(s.result.Assumptions) > 0 {
		sh.NotesTitle = words.PadAssumptions.In(p)
		for _, a := range s.result.Assumptions {
			if opts.Walked {
				sh.Notes = append(sh.Notes, words.AssumptionWalked(p, a))
			} else {
				sh.Notes = append(sh.Notes, words.Assumption(p, a))
			}
		}
	}
	return sh
}

func (s scored) Kept(now time.Time) (playlog.Game, error) {
	return kept.Played{Record: s.record, Result: s.result, Catalog: s.cat, Now: now}.Game()
}
