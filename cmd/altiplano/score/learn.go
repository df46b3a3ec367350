package score

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	"altiplano/rules/altiplano/catalog/boxfile"
	"altiplano/rules/boxprofile"
	altiplanoscore "altiplano/scoring/altiplano"
)

// Values printed only on the components are learned at the table, one at a
// time, when a result needs one nobody knows: a warehouse row's spaces and
// VP, a mission's VP, a good's value checked against the scoring overview.
// Learning never changes a catalog in place: it adds to the session's own
// profile, laid over the box.

// learnRows asks what the board prints for rows that need it.
func (t *table) learnRows(w *walk.Walk, rows []altiplanoscore.Row) error {
	for k, row := range rows {
		board := t.cat().Warehouse().Row(k)
		switch {
		case row.VP != nil:
			// The player said it is complete and what it prints.
		case !board.Capacity.Known():
			if !t.rowsKnownBefore(k) {
				continue // a row can only be recorded after every row below it
			}
			if err := t.askBoardRow(w, k, len(row.Goods)); err != nil {
				return err
			}
		case len(row.Goods) == board.Capacity.N && !board.VP.Known():
			k1 := walk.BoxKey(fRowVP, k+1)
			vp, err := w.Number(k1, words.AskRowVP.In(w.P, k+1), "", altiplano.RowVPLimit, w.CalibrateTip()+words.HintRowVP.In(w.P, k+1))
			if err != nil {
				return err
			}
			t.learnRow(k, board.Capacity.N, &vp)
			w.NoteLearned(k1)
		}
	}
	return nil
}

func (t *table) rowsKnownBefore(k int) bool {
	wh := t.cat().Warehouse()
	for j := range k {
		if !wh.Row(j).Capacity.Known() {
			return false
		}
	}
	return true
}

// askBoardRow asks a row's spaces and VP; Enter leaves it unknown, and the
// row then counts as incomplete (the result says so). The row was just given
// tiles: fewer spaces than that are refused at once, not found out later.
func (t *table) askBoardRow(w *walk.Walk, k, tiles int) error {
	var capacity, vp int
	k1 := walk.BoxKey(fBoardRow, k+1)
	a, err := w.Answer(walk.Question{Key: k1, Label: words.AskBoardRow.In(w.P, k+1), Help: w.CalibrateTip() + words.HintBoardRow.In(w.P, k+1),
		Check: func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil
			}
			f := strings.Fields(s)
			if len(f) != 2 {
				return errors.New(words.ErrEntryBoardRow.In(w.P, s))
			}
			var pr *rules.Problem
			if capacity, pr = altiplano.RowCapacityLimit.Parse("", rules.Field{}, f[0]); pr != nil {
				return w.ProblemError(pr)
			}
			if capacity < tiles {
				return errors.New(words.ErrEntryBoardRowShort.In(w.P, tiles, capacity))
			}
			vp, pr = altiplano.RowVPLimit.Parse("", rules.Field{}, f[1])
			return w.ProblemError(pr)
		}})
	if err != nil || strings.TrimSpace(a) == "" {
		return err
	}
	t.learnRow(k, capacity, &vp)
	w.NoteLearned(k1)
	return nil
}

// learnRow records row k of the board for this session, with the rows
// before it (the profile lists rows in order from the first).
func (t *table) learnRow(k, capacity int, vp *int) {
	wh := t.cat().Warehouse()
	rows := make([]catalog.ProfileRow, 0, k+1)
	for j := 0; j <= k; j++ {
		r := wh.Row(j)
		row := catalog.ProfileRow{Side: r.Side, Capacity: r.Capacity.N}
		if r.VP.Known() {
			n := r.VP.N
			row.VP = &n
		}
		if j == k {
			row.Capacity, row.VP = capacity, vp
		}
		rows = append(rows, row)
	}
	rows = append(rows, t.learned.WarehouseRows[min(k+1, len(t.learned.WarehouseRows)):]...)
	t.learned.WarehouseRows = rows
	// Rows learned one at a time never claim to be the whole board.
	t.learned.MoreRows = t.box.Warehouse().MoreRows || t.box.Warehouse().RowsSource != catalog.Box || len(rows) < len(t.box.Warehouse().Rows)
}

// learnMissionVP asks what a mission card prints when nothing knows it.
func (t *table) learnMissionVP(w *walk.Walk, id altiplano.MissionID) error {
	if t.cat().MissionVP(id).Known() {
		return nil
	}
	k := walk.BoxKey(fMissionVP, int(id))
	vp, err := w.Number(k, words.AskMissionVP.In(w.P, int(id)), "", altiplano.MissionVPLimit,
		w.CalibrateTip()+words.HintMissionVP.In(w.P, int(id), words.MissionText(w.P, id)))
	if err != nil {
		return err
	}
	if t.learned.Missions == nil {
		t.learned.Missions = map[altiplano.MissionID]int{}
	}
	t.learned.Missions[id] = vp
	w.NoteLearned(k)
	return nil
}

// checkGoodsValues offers a one-time check of the inferred goods values the
// result would use, against the scoring overview card.
func (t *table) checkGoodsValues(w *walk.Walk) error {
	inferred := t.inferredHeld()
	if len(inferred) == 0 {
		return nil
	}
	hint, ask := words.HintCheckGoods, words.AskCheckGoods
	if len(inferred) == 1 {
		hint, ask = words.HintCheckGood, words.AskCheckGood
	}
	check, err := w.YesNo(walk.BoxKey(fGoodsCheck, 0), ask.In(w.P), false,
		w.CalibrateTip()+hint.In(w.P, words.GoodList(w.P, inferred)))
	if err != nil || !check {
		return err
	}
	for _, g := range inferred {
		if err := t.learnGoodVP(w, g); err != nil {
			return err
		}
	}
	return nil
}

func (t *table) learnGoodVP(w *walk.Walk, g altiplano.Good) error {
	def := strconv.Itoa(t.cat().GoodVP(g).N)
	k := walk.BoxItemKey(fGoodVP, string(g))
	vp, err := w.Number(k, words.AskGoodVP.In(w.P, words.Good(w.P, g), def), def, altiplano.GoodVPLimit, "")
	if err != nil {
		return err
	}
	if t.learned.Goods == nil {
		t.learned.Goods = map[altiplano.Good]int{}
	}
	t.learned.Goods[g] = vp
	w.NoteLearned(k)
	return nil
}

// inferredHeld are the goods some player holds whose value is an
// unverified default.
func (t *table) inferredHeld() []altiplano.Good {
	var inferred []altiplano.Good
	for _, g := range altiplano.Goods() {
		if !t.cat().GoodVP(g).Unverified() {
			continue
		}
		for _, p := range t.record.Players {
			if holds(p, g) {
				inferred = append(inferred, g)
				break
			}
		}
	}
	return inferred
}

// firstInferredHolder is the first seat holding a good whose value is an
// unverified default, or -1 (the host) for none.
func (t *table) firstInferredHolder() int {
	inferred := t.inferredHeld()
	for i, p := range t.record.Players {
		for _, g := range inferred {
			if holds(p, g) {
				return i
			}
		}
	}
	return -1
}

func holds(p altiplanoscore.Player, g altiplano.Good) bool {
	return p.Goods[g] > 0 || warehouseHas(p.Warehouse, g)
}

func warehouseHas(rows []altiplanoscore.Row, g altiplano.Good) bool {
	for _, r := range rows {
		if slices.Contains(r.Goods, g) {
			return true
		}
	}
	return false
}

// mostTiles is the most tiles any player has in warehouse row k: the row
// has at least that many spaces.
func (t *table) mostTiles(k int) int {
	most := 0
	for _, p := range t.record.Players {
		if k < len(p.Warehouse) {
			most = max(most, len(p.Warehouse[k].Goods))
		}
	}
	return most
}

// LearnedKeys are the questions of every value learned this session.
func (t *table) LearnedKeys() []walk.Key {
	var found []walk.Key
	for j := range t.learned.WarehouseRows {
		found = append(found, walk.BoxKey(fBoardRow, j+1), walk.BoxKey(fRowVP, j+1))
	}
	for _, id := range sortedKeys(t.learned.Missions) {
		found = append(found, walk.BoxKey(fMissionVP, int(id)))
	}
	for _, g := range altiplano.Goods() {
		if _, ok := t.learned.Goods[g]; ok {
			found = append(found, walk.BoxItemKey(fGoodVP, string(g)))
		}
	}
	return found
}

func (t *table) LearnedLabel(p text.Printer, k walk.Key) string {
	switch k.Field() {
	case fBoardRow:
		return words.ReviewBoardRow.In(p, k.Index())
	case fRowVP:
		return words.AskRowVP.In(p, k.Index())
	case fMissionVP:
		return words.AskMissionVP.In(p, k.Index())
	default:
		return words.FieldGood.In(p, words.Good(p, altiplano.Good(k.Item())))
	}
}

// Relearn asks a learned value again and lays the new value over the
// session's profile.
func (t *table) Relearn(w *walk.Walk, k walk.Key) error {
	switch k.Field() {
	case fBoardRow, fRowVP:
		row := k.Index() - 1
		if k.Field() == fBoardRow {
			// The rows above it were learned after it: asked again when needed.
			t.learned.WarehouseRows = t.learned.WarehouseRows[:min(row, len(t.learned.WarehouseRows))]
			w.ForgetLearned(func(o walk.Key) bool { return (o.Field() == fBoardRow || o.Field() == fRowVP) && o.Index() > row })
			return t.askBoardRow(w, row, t.mostTiles(row))
		}
		if row < len(t.learned.WarehouseRows) {
			t.learned.WarehouseRows[row].VP = nil
		}
		vp, err := w.Number(k, words.AskRowVP.In(w.P, k.Index()), "", altiplano.RowVPLimit, words.HintRowVP.In(w.P, k.Index()))
		if err != nil {
			return err
		}
		t.learnRow(row, t.cat().Warehouse().Row(row).Capacity.N, &vp)
		return nil
	case fMissionVP:
		delete(t.learned.Missions, altiplano.MissionID(k.Index()))
		return t.learnMissionVP(w, altiplano.MissionID(k.Index()))
	default:
		delete(t.learned.Goods, altiplano.Good(k.Item()))
		return t.learnGoodVP(w, altiplano.Good(k.Item()))
	}
}

// SaveLearned writes what was learned this session into the box profile.
func (t *table) SaveLearned() (string, error) {
	var edits []boxprofile.Edit
	for j, r := range t.learned.WarehouseRows {
		edits = append(edits, boxfile.SetWarehouseRow(j, r.Capacity, r.VP))
	}
	for _, id := range sortedKeys(t.learned.Missions) {
		edits = append(edits, boxfile.SetMissionVP(id, t.learned.Missions[id]))
	}
	for _, g := range altiplano.Goods() {
		if vp, ok := t.learned.Goods[g]; ok {
			edits = append(edits, boxfile.SetGoodVP(g, vp))
		}
	}
	if len(edits) == 0 || t.save == nil {
		return "", nil
	}
	return t.save(edits...)
}

func sortedKeys(m map[altiplano.MissionID]int) []altiplano.MissionID {
	ids := make([]altiplano.MissionID, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}
