// Package score is `altiplano alpaka score`: Alpaka's record file, its
// walk-through's steps and its score pad, on the score command every game
// shares (cmd/scoring).
package score

import (
	"io"
	"strings"
	"time"

	alpakabox "altiplano/cmd/alpaka/box"
	"altiplano/cmd/alpaka/words"

	"altiplano/cmd/alpaka/kept"
	"altiplano/cmd/factory"
	"altiplano/cmd/playlog"
	"altiplano/cmd/render"
	"altiplano/cmd/scoring"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/rules/alpaka"
	"altiplano/rules/boxprofile"
	alpakascore "altiplano/scoring/alpaka"
	"altiplano/scoring/ranking"
)

// Scoring is the game's scoring, of which the engine makes its score
// command (scoring.NewCmd).
func Scoring(f *factory.Factory) scoring.Game { return game{f: f} }

// game is Alpaka as the score command sees it.
type game struct{ f *factory.Factory }

var _ scoring.Game = game{}

func (game) Help(p text.Printer) scoring.Help {
	return scoring.Help{Short: words.HelpScoreShort.In(p), Long: words.HelpScoreLong.In(p),
		Example: "  altiplano alpaka score\n  altiplano alpaka score --file game.yaml\n  altiplano alpaka score --file game.yaml --json\n" +
			"  altiplano alpaka score --serve --names \"Lidia, Alexander\""}
}

func (game) Drafts() string { return "alpaka-drafts" }

func (game) Title() text.Text { return words.ServeTitle.T() }

func (g game) Read(file string, data []byte, now time.Time, zone *time.Location) (scoring.Scored, error) {
	c, err := factory.FromBox(g.f, alpakabox.Values().Catalog)()
	if err != nil {
		return nil, err
	}
	r, err := alpakascore.Parse(file, data, words.Names{})
	if err != nil {
		return nil, err
	}
	if pr := r.Place(zone, now); pr != nil {
		return nil, rules.Problems{pr}
	}
	res, err := alpakascore.Score(r, c)
	if err != nil {
		return nil, err
	}
	return scored{rec: r, record: data, result: res, cat: c}, nil
}

func (g game) NewTable(text.Printer, string) (walk.Table, error) {
	c, err := factory.FromBox(g.f, alpakabox.Values().Catalog)()
	if err != nil {
		return nil, err
	}
	return &table{names: words.Names{}, box: c, save: g.saveValues}, nil
}

func (game) Code(string) (string, bool) { return "", false }

func (game) Score(wt walk.Table, meta walk.Meta, _ time.Time) (scoring.Scored, error) {
	t := wt.(*table)
	r := t.final(meta)
	c := t.cat()
	res, err := alpakascore.Score(r, c)
	if err != nil {
		return nil, err
	}
	data, err := alpakascore.MarshalRecord(r)
	if err != nil {
		return nil, err
	}
	return scored{rec: r, record: data, result: res, cat: c}, nil
}

func (game) Record(wt walk.Table, meta walk.Meta, _ time.Time) ([]byte, error) {
	return alpakascore.MarshalRecord(wt.(*table).final(meta))
}

// final is the record with the table's own answers.
func (t *table) final(meta walk.Meta) alpakascore.Record {
	r := seats.Copy(t.record)
	r.DurationMin, r.Location = meta.Duration, meta.Location
	return r
}

// saveValues writes the values learned into the box profile's alpaka:
// section.
func (g game) saveValues(learned alpaka.Profile) (string, error) {
	var edits []boxprofile.Edit
	for _, c := range alpaka.MarketTypes() {
		if v, ok := learned.Values[c]; ok {
			edits = append(edits, alpaka.SetValue(c, v))
		}
	}
	if learned.Nobles != nil {
		edits = append(edits, alpaka.SetNobles(*learned.Nobles))
	}
	return g.f.SaveToBox(edits...)
}

// scored is a scored game of Alpaka: the record as scored, read and as
// written, its result, and the catalog it was scored with.
type scored struct {
	rec    alpakascore.Record
	record []byte
	result alpakascore.Result
	cat    alpaka.Catalog
}

func (s scored) Pad(w io.Writer, p text.Printer, _ scoring.PadOptions) error {
	return WritePad(w, p, s.result)
}

func (s scored) JSON(w io.Writer) error {
	return render.JSON(w, NewResultJSON(s.result, text.English()))
}

func (s scored) CSV(w io.Writer) error { return WriteCSV(w, s.result) }

// Sheet is the pad as the phones show it: the cards' points and the
// fighter's bonus, the total, and the tie-break's steps after it, a column
// per player by place.
func (s scored) Sheet(p text.Printer, _ scoring.PadOptions) scoring.Sheet {
	sh := scoring.Sheet{Categories: []string{words.SheetCards.In(p), words.SheetFighter.In(p)},
		TotalWord: text.PadTotal.In(p)}
	for _, k := range []string{"alpacas", "most_valuable", "deck"} {
		sh.Keys = append(sh.Keys, p.T(words.KeyName(k)))
	}
	for _, i := range s.result.Order {
		ps := s.result.Players[i]
		sh.Players = append(sh.Players, scoring.SheetPlayer{Name: ps.Name, Total: ps.Total, Place: ps.Place,
			Points: []int{ps.CardPoints, ps.FighterBonus}, Keys: []int{ps.Alpacas, ps.MostValuable, ps.Deck}})
	}
	if len(s.result.Warnings) > 0 {
		sh.NotesTitle = words.PadNotes.In(p)
		for _, w := range s.result.Warnings {
			sh.Notes = append(sh.Notes, words.Warning(p, w))
		}
	}
	if s.result.DecidedBy == ranking.Shared {
		sh.Verdict = []string{words.PadShared.In(p, strings.Join(s.result.Winners, ", "))}
	} else {
		sh.Verdict = []string{words.PadWinner.In(p, strings.Join(s.result.Winners, ", "), words.KeyName(string(s.result.DecidedBy)))}
	}
	return sh
}

// Kept is the game in the history's game-neutral form: the shared pad
// (per-category points, places, the tie-break values), the record, and
// what the box gave the catalog it was scored with.
func (s scored) Kept(now time.Time) (playlog.Game, error) {
	values, err := kept.Values(s.cat)
	if err != nil {
		return playlog.Game{}, err
	}
	return kept.Stored(s.rec, playlog.ResultOf(s.result.Neutral(), s.record, now), values)
}
