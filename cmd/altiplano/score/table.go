package score

import (
	"maps"
	"slices"

	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/boxprofile"
	altiplanoscore "altiplano/scoring/altiplano"
	setup "altiplano/setup/altiplano"
)

// table is Altiplano's answers as the walk-through builds them: the same
// Record that `score --file` reads, and the values learned at the table.
// Every check is scoring.Validate on the record so far: there is one
// validation.
type table struct {
	lex     altiplano.Lexicon
	box     catalog.Catalog // the catalog with the user's box profile
	learned catalog.Profile // values learned at the table this session
	record  altiplanoscore.Record
	// fromCode is set when seats and the mission variant come from a
	// setup code; code is that code.
	fromCode *setup.Options
	code     string
	// save writes learned values into the box profile.
	save func(edits ...boxprofile.Edit) (string, error)
}

var (
	_ walk.Table       = (*table)(nil)
	_ walk.Learner     = (*table)(nil)
	_ walk.HostSettler = (*table)(nil)
)

// cat is the catalog with what was learned this session laid over it.
func (t *table) cat() catalog.Catalog { return t.box.With(t.learned) }

func (t *table) player(i int) *altiplanoscore.Player { return &t.record.Players[i] }

func (t *table) Intro(p text.Printer) []string {
	var lines []string
	for _, m := range []text.M0{text.BeforeCountingE24, text.BeforeChecklist, text.BeforeCountingLost, text.BeforeCountingNone} {
		lines = append(lines, m.In(p))
	}
	return lines
}

func (t *table) Players(p text.Printer) (label, help string) { return text.AskPlayers.In(p), "" }

// Seat checks the names as a record's players would be checked, and seats
// them.
func (t *table) Seat(names []string) *rules.Problem {
	trial := altiplanoscore.Record{Players: make([]altiplanoscore.Player, len(names))}
	for k, n := range names {
		trial.Players[k].Name = n
	}
	for _, pr := range altiplanoscore.Validate(trial, t.cat()) {
		if pr.Field.Kind == rules.FieldName || pr.Field.Kind == rules.FieldPlayers {
			return pr
		}
	}
	t.seat(names)
	return nil
}

func (t *table) seat(names []string) {
	t.record.Version = altiplanoscore.RecordVersion
	t.record.Players = make([]altiplanoscore.Player, len(names))
	for i, n := range names {
		t.record.Players[i] = altiplanoscore.Player{Name: n, Goods: map[altiplano.Good]int{}}
	}
}

func (t *table) Seats() []string {
	names := make([]string, len(t.record.Players))
	for i, p := range t.record.Players {
		names[i] = p.Name
	}
	return names
}

// Opening asks the mission variant, unless a setup code said it.
func (t *table) Opening() []walk.Step {
	if t.fromCode != nil {
		return nil
	}
	return []walk.Step{{Field: "variant", Ask: func(w *walk.Walk, _ int) error {
		yes, err := w.YesNo(walk.TableKey("variant"), text.AskMissionVariant.In(w.P), false, "")
		t.record.Missions = yes
		return err
	}, Clear: func(int) { t.record.Missions = false }}}
}

// Closing offers to check the inferred goods values the result would use.
// With --serve the first player holding such a good is asked, on their
// phone, so the host is not waited for.
func (t *table) Closing() []walk.Step {
	return []walk.Step{{Field: "goods_check", Ask: func(w *walk.Walk, _ int) error { return t.checkGoodsValues(w) }, Clear: func(int) {},
		Asker: t.firstInferredHolder}}
}

func (t *table) Problems() rules.Problems { return altiplanoscore.Validate(t.record, t.cat()) }

func (t *table) Snapshot() any { return copyRecord(t.record) }

// Restore puts a snapshot back into the same players' slice, so that a
// step holding one player's place while a phone answers (another seat's
// check tried and undid a change meanwhile) still writes into the table.
func (t *table) Restore(s any) {
	players, snap := t.record.Players, s.(altiplanoscore.Record)
	t.record = snap
	if len(players) != len(snap.Players) {
		t.record.Players = slices.Clone(snap.Players)
		return
	}
	copy(players, snap.Players)
	t.record.Players = players
}

// copyRecord is a copy of r that changes to its players leave as is
// (a step replaces a field's value, never changes it in place).
func copyRecord(r altiplanoscore.Record) altiplanoscore.Record {
	r.Players = slices.Clone(r.Players)
	return r
}

func (t *table) Learned() any { return cloneLearned(t.learned) }

func (t *table) Unlearn(l any) { t.learned = l.(catalog.Profile) }

// cloneLearned copies what learning changes in a profile.
func cloneLearned(p catalog.Profile) catalog.Profile {
	p.WarehouseRows = slices.Clone(p.WarehouseRows)
	p.Missions = maps.Clone(p.Missions)
	p.Goods = maps.Clone(p.Goods)
	return p
}
