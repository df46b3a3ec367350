package scorecmd

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// Values printed only on the components are learned at the table, one at a
// time, when a result needs one nobody knows. They are answers like any
// other: listed in the review and changed there; one question at the end
// offers to save them all to the box profile. Learning never changes a
// catalog in place: it adds to the session's own profile, laid over the box.

// calibrateTip points, once, to recording the whole box instead.
func (w *walk) calibrateTip() string {
	if w.hinted {
		return ""
	}
	w.hinted = true
	return text.HintCalibrate.In(w.p) + "\n"
}

// learnRows asks what the board prints for rows that need it.
func (w *walk) learnRows(rows []scoring.Row) error {
	for k, row := range rows {
		board := w.cat().Warehouse().Row(k)
		switch {
		case row.VP != nil:
			// The player said it is complete and what it prints.
		case !board.Capacity.Known():
			if !w.rowsKnownBefore(k) {
				continue // a row can only be recorded after every row below it
			}
			if err := w.askBoardRow(k, len(row.Goods)); err != nil {
				return err
			}
		case len(row.Goods) == board.Capacity.N && !board.VP.Known():
			k1 := boxKey(fRowVP, k+1)
			vp, err := w.number(k1, text.AskRowVP.In(w.p, k+1), "", altiplano.RowVPLimit, w.calibrateTip()+text.HintRowVP.In(w.p, k+1))
			if err != nil {
				return err
			}
			w.learnRow(k, board.Capacity.N, &vp)
			w.noteLearned(k1)
		}
	}
	return nil
}

func (w *walk) rowsKnownBefore(k int) bool {
	wh := w.cat().Warehouse()
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
func (w *walk) askBoardRow(k, tiles int) error {
	var capacity, vp int
	k1 := boxKey(fBoardRow, k+1)
	a, err := w.answer(question{key: k1, label: text.AskBoardRow.In(w.p, k+1), help: w.calibrateTip() + text.HintBoardRow.In(w.p, k+1),
		check: func(s string) error {
			if strings.TrimSpace(s) == "" {
				return nil
			}
			f := strings.Fields(s)
			if len(f) != 2 {
				return errors.New(text.ErrEntryBoardRow.In(w.p, s))
			}
			var pr *rules.Problem
			if capacity, pr = altiplano.RowCapacityLimit.Parse("", rules.Field{}, f[0]); pr != nil {
				return w.problemError(pr)
			}
			if capacity < tiles {
				return errors.New(text.ErrEntryBoardRowShort.In(w.p, tiles, capacity))
			}
			vp, pr = altiplano.RowVPLimit.Parse("", rules.Field{}, f[1])
			return w.problemError(pr)
		}})
	if err != nil || strings.TrimSpace(a) == "" {
		return err
	}
	w.learnRow(k, capacity, &vp)
	w.noteLearned(k1)
	return nil
}

// learnRow records row k of the board for this session, with the rows
// before it (the profile lists rows in order from the first).
func (w *walk) learnRow(k, capacity int, vp *int) {
	wh := w.cat().Warehouse()
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
	rows = append(rows, w.learned.WarehouseRows[min(k+1, len(w.learned.WarehouseRows)):]...)
	w.learned.WarehouseRows = rows
	// Rows learned one at a time never claim to be the whole board.
	w.learned.MoreRows = w.box.Warehouse().MoreRows || w.box.Warehouse().RowsSource != catalog.Box || len(rows) < len(w.box.Warehouse().Rows)
}

// learnMissionVP asks what a mission card prints when nothing knows it.
func (w *walk) learnMissionVP(id altiplano.MissionID) error {
	if w.cat().MissionVP(id).Known() {
		return nil
	}
	k := boxKey(fMissionVP, int(id))
	vp, err := w.number(k, text.AskMissionVP.In(w.p, int(id)), "", altiplano.MissionVPLimit,
		w.calibrateTip()+text.HintMissionVP.In(w.p, int(id), w.p.MissionText(id)))
	if err != nil {
		return err
	}
	if w.learned.Missions == nil {
		w.learned.Missions = map[altiplano.MissionID]int{}
	}
	w.learned.Missions[id] = vp
	w.noteLearned(k)
	return nil
}

// checkGoodsValues offers a one-time check of the inferred goods values the
// result would use, against the scoring overview card.
func (w *walk) checkGoodsValues() error {
	var inferred []altiplano.Good
	for _, g := range altiplano.Goods() {
		if !w.cat().GoodVP(g).Unverified() {
			continue
		}
		for _, p := range w.record.Players {
			if p.Goods[g] > 0 || warehouseHas(p.Warehouse, g) {
				inferred = append(inferred, g)
				break
			}
		}
	}
	if len(inferred) == 0 {
		return nil
	}
	names := make([]string, len(inferred))
	for k, g := range inferred {
		names[k] = w.p.Good(g)
	}
	check, err := w.yesNo(boxKey(fGoodsCheck, 0), text.AskCheckGoods.In(w.p), true,
		w.calibrateTip()+text.HintCheckGoods.In(w.p, strings.Join(names, ", ")))
	if err != nil || !check {
		return err
	}
	for _, g := range inferred {
		if err := w.learnGoodVP(g); err != nil {
			return err
		}
	}
	return nil
}

func (w *walk) learnGoodVP(g altiplano.Good) error {
	def := strconv.Itoa(w.cat().GoodVP(g).N)
	k := boxGoodKey(fGoodVP, g)
	vp, err := w.number(k, text.AskGoodVP.In(w.p, w.p.Good(g), def), def, altiplano.GoodVPLimit, "")
	if err != nil {
		return err
	}
	if w.learned.Goods == nil {
		w.learned.Goods = map[altiplano.Good]int{}
	}
	w.learned.Goods[g] = vp
	w.noteLearned(k)
	return nil
}

func warehouseHas(rows []scoring.Row, g altiplano.Good) bool {
	for _, r := range rows {
		for _, t := range r.Goods {
			if t == g {
				return true
			}
		}
	}
	return false
}

// noteLearned lists a learned value's question for the review, once.
func (w *walk) noteLearned(k key) {
	for _, seen := range w.learnedKeys {
		if seen == k {
			return
		}
	}
	w.learnedKeys = append(w.learnedKeys, k)
}

// learnedEdits are the changes to the box profile that what was learned
// this session makes.
func (w *walk) learnedEdits() []catalog.Edit {
	var edits []catalog.Edit
	for j, r := range w.learned.WarehouseRows {
		edits = append(edits, catalog.SetWarehouseRow(j, r.Capacity, r.VP))
	}
	for _, id := range sortedKeys(w.learned.Missions) {
		edits = append(edits, catalog.SetMissionVP(id, w.learned.Missions[id]))
	}
	for _, g := range altiplano.Goods() {
		if vp, ok := w.learned.Goods[g]; ok {
			edits = append(edits, catalog.SetGoodVP(g, vp))
		}
	}
	return edits
}

func sortedKeys(m map[altiplano.MissionID]int) []altiplano.MissionID {
	ids := make([]altiplano.MissionID, 0, len(m))
	for id := range m {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// offerSave asks once, after the review, whether to keep everything learned
// in the box profile. Nothing is written before.
func (w *walk) offerSave() error {
	edits := w.learnedEdits()
	if w.saveTo == nil || len(edits) == 0 {
		return nil
	}
	yes, err := w.yesNo(saveKey(boxKey(fSaveBox, 0)), text.AskSaveToBox.In(w.p), true, "")
	if err != nil || !yes {
		return err
	}
	path, err := w.saveTo(edits...)
	if err != nil {
		w.say(text.EchoNotSaved.In(w.p, cmdutil.Render(w.p, err)))
		return nil // the scoring goes on; the values are still used this time
	}
	w.say(text.EchoSaved.In(w.p, path))
	return nil
}

// mostTiles is the most tiles any player has in warehouse row k: the row
// has at least that many spaces.
func (w *walk) mostTiles(k int) int {
	most := 0
	for _, p := range w.record.Players {
		if k < len(p.Warehouse) {
			most = max(most, len(p.Warehouse[k].Goods))
		}
	}
	return most
}
