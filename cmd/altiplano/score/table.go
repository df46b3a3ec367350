package score

import (
	"maps"
	"slices"

	"altiplano/cmd/altiplano/words"
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
	// setup code; code is that code, and sheet what it dealt (the
	// missions each seat may hold), when the names match it.
	fromCode *setup.Options
	code     string
	sheet    *setup.Sheet
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
	intro := []text.M0{words.BeforeCountingE24, words.BeforeChecklist}
	c := t.cat()
	for _, g := range []altiplano.Good{altiplano.Food, altiplano.Corn} {
		if s := c.GoodVP(g).Source; s != catalog.Box && s != catalog.Rulebook {
			intro = append(intro, words.BeforeFoodCornDefault) // "unverified" only while it is
			break
		}
	}
	var lines []string
	for _, m := range append(intro, words.BeforeCountingLost, words.BeforeCountingNone) {
		lines = append(lines, m.In(p))
	}
	return lines
}

func (t *table) Players(p text.Printer) (label, help string) {
	if t.fromCode != nil {
		return words.AskPlayers.In(p), words.AskPlayersFromCode.In(p, int(t.fromCode.Players))
	}
	return words.AskPlayers.In(p), ""
}

// Seat checks the names as a record's players would be checked (and, with
// a setup code, as many as it seats), and seats them.
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
	if t.fromCode != nil {
		if _, pr := setup.FromCode(t.code, names, t.box); pr != nil {
			return pr
		}
		t.seatFromCode(names)
		return nil
	}
	t.seat(names)
	return nil
}

// seatFromCode seats names at the table the setup code laid out: the
// missions it dealt each seat are then known.
func (t *table) seatFromCode(names []string) {
	t.seat(names)
	if sheet, pr := setup.FromCode(t.code, names, t.box); pr == nil {
		t.sheet = &sheet
	}
}

func (t *table) seat(names []string) {
	t.record.Version = altiplanoscore.RecordVersion
	t.record.Players = make([]altiplanoscore.Player, len(names))
	for i, n := range names {
		t.record.Players[i] = altiplanoscore.Player{Name: n, Goods: map[altiplano.Good]int{}}
	}
}

func (t *table) Seats() []string {
	return walk.Names(t.record.Players, func(p altiplanoscore.Player) string { return p.Name })
}

// Opening asks the mission variant, unless a setup code said it.
func (t *table) Opening() []walk.Step {
	if t.fromCode != nil {
		return nil
	}
	return []walk.Step{{Field: "variant", Ask: func(w *walk.Walk, _ int) error {
		yes, err := w.YesNo(walk.TableKey("variant"), words.AskMissionVariant.In(w.P), false, "")
		t.record.Missions = yes
		return err
	}, Clear: func(int) { t.record.Missions = false }}}
}

// Closing asks the VP of a mission that the seats' answers together made
// achieved after its holder's turn (a change in the review), then offers
// to check the inferred goods values the result would use. With --serve
// the first player concerned is asked, on their phone, so the host is not
// waited for.
func (t *table) Closing() []walk.Step {
	return []walk.Step{
		{Field: fMissionVP, Ask: t.closingMissionsVP, Clear: func(int) {}, Asker: t.firstMissionVPHolder},
		{Field: "goods_check", Ask: func(w *walk.Walk, _ int) error { return t.checkGoodsValues(w) }, Clear: func(int) {},
			Asker: t.firstInferredHolder},
	}
}

// closingMissionsVP asks the VP of every achieved mission nobody knows,
// holder by holder. A phone asks its own player's only: a hand is secret,
// and the phone is asked as the first holder (Asker); the others' are
// asked on theirs, or on the host.
func (t *table) closingMissionsVP(w *walk.Walk, _ int) error {
	for holder := t.firstMissionVPHolder(); holder >= 0; holder = t.firstMissionVPHolder() {
		if err := t.learnMissionsVP(w, holder); err != nil || w.P.OnPhone() {
			return err
		}
	}
	return nil
}

// firstMissionVPHolder is the first seat holding an achieved mission whose
// VP nobody knows, or -1 (the host) for none.
func (t *table) firstMissionVPHolder() int {
	for _, pr := range altiplanoscore.Validate(t.record, t.cat()) {
		if isMissionVPUnknown(pr) {
			return t.seatOf(pr.Player)
		}
	}
	return -1
}

// Problems are what the rules find wrong with the answers so far. The VP
// of an achieved mission that nobody knows is not wrong with an answer:
// it is asked (the missions step, or Closing after a change), never held
// against the answer that made the mission achieved (3 boats).
func (t *table) Problems() rules.Problems {
	problems := slices.DeleteFunc(altiplanoscore.Validate(t.record, t.cat()), isMissionVPUnknown)
	return append(problems, t.handProblems()...)
}

// handProblems are the missions held that the setup code did not deal to
// their seat, as a record file with the code is checked: in the terminal
// and on the phones, a hand is refused as it is typed.
func (t *table) handProblems() rules.Problems {
	if t.sheet == nil || !t.record.Missions {
		return nil
	}
	var problems rules.Problems
	for i, p := range t.record.Players {
		ids := make([]altiplano.MissionID, len(p.Missions))
		for k, m := range p.Missions {
			ids[k] = m.ID
		}
		problems = append(problems, t.sheet.CheckHand(t.code, i, p.Name, ids)...)
	}
	return problems
}

func isMissionVPUnknown(pr *rules.Problem) bool { return pr.Kind == altiplanoscore.MissionVPUnknown }

// missionsVPNeeded are the achieved missions of seat i (-1: of every seat)
// whose VP nobody knows, in the order of the hands.
func (t *table) missionsVPNeeded(i int) []altiplano.MissionID {
	var ids []altiplano.MissionID
	for _, pr := range altiplanoscore.Validate(t.record, t.cat()) {
		if !isMissionVPUnknown(pr) || (i >= 0 && pr.Player != t.player(i).Name) {
			continue
		}
		if id := altiplano.MissionID(pr.Ref); !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// seats is how the table's record holds its players.
var seats walk.Seated[altiplanoscore.Record, altiplanoscore.Player] = func(r *altiplanoscore.Record) *[]altiplanoscore.Player { return &r.Players }

func (t *table) Snapshot() any { return seats.Copy(t.record) }
func (t *table) Restore(s any) { seats.Restore(&t.record, s.(altiplanoscore.Record)) }

func (t *table) Learned() any { return cloneLearned(t.learned) }

func (t *table) Unlearn(l any) { t.learned = l.(catalog.Profile) }

// cloneLearned copies what learning changes in a profile.
func cloneLearned(p catalog.Profile) catalog.Profile {
	p.WarehouseRows = slices.Clone(p.WarehouseRows)
	p.Missions = maps.Clone(p.Missions)
	p.Goods = maps.Clone(p.Goods)
	return p
}
