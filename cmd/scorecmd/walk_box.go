package scorecmd

import (
	"strconv"
	"strings"

	"altiplano/missions"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/scoring"
)

// offerSave asks whether to remember learned values in the box profile.
func (w *walk) offerSave(key string, edits ...catalog.Edit) error {
	if w.saveTo == nil || len(edits) == 0 {
		return nil
	}
	yes, err := w.yesNo(key, w.label("", i18n.AskSaveToBox), true)
	if err != nil || !yes {
		return err
	}
	path, err := w.saveTo(edits...)
	if err != nil {
		w.say(i18n.EchoNotSaved, w.localize(err).Error())
		return nil // the scoring goes on; the value is still used this time
	}
	w.say(i18n.EchoSaved, path)
	return nil
}

// learnMissionVP asks what a mission card prints when nothing knows it.
func (w *walk) learnMissionVP(id missions.ID) error {
	if w.cat.MissionVP(int(id)).Known() {
		return nil
	}
	key := "box.mission" + strconv.Itoa(int(id))
	vp, err := w.numberWithHint(key+".vp", w.label("", i18n.AskMissionVP, int(id)), "", 0, w.p.Sprintf(i18n.HintMissionVP, int(id), w.missionText(id)))
	if err != nil {
		return err
	}
	w.cat.Missions[int(id)] = catalog.Value{N: vp, Source: catalog.Box}
	return w.offerSave(key+".save", catalog.SetMissionVP(id, vp))
}

// checkGoodsValues offers a one-time check of the inferred goods values the
// result would use, against the scoring overview card.
func (w *walk) checkGoodsValues() error {
	var inferred []rules.Good
	for _, g := range rules.Goods() {
		if !w.cat.GoodVP(g).Unverified() {
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
		names[k] = w.p.Text(g.Name())
	}
	check, err := w.yesNoWithHint("box.goods.check", w.label("", i18n.AskCheckGoods), true, w.p.Sprintf(i18n.HintCheckGoods, strings.Join(names, ", ")))
	if err != nil || !check {
		return err
	}
	edits := make([]catalog.Edit, 0, len(inferred))
	for _, g := range inferred {
		def := strconv.Itoa(w.cat.GoodVP(g).N)
		vp, err := w.number("box.goods."+string(g), w.label("", i18n.AskGoodVP, w.p.Text(g.Name()), def), def, 0)
		if err != nil {
			return err
		}
		w.cat.Goods[g] = catalog.Value{N: vp, Source: catalog.Box}
		edits = append(edits, catalog.SetGoodVP(g, vp))
	}
	return w.offerSave("box.goods.save", edits...)
}

func warehouseHas(rows []scoring.Row, g rules.Good) bool {
	for _, r := range rows {
		for _, t := range r.Goods {
			if t == g {
				return true
			}
		}
	}
	return false
}
