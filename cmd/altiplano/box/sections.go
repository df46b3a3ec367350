package box

import (
	"strconv"

	"altiplano/cmd/altiplano/printout"
	"altiplano/cmd/altiplano/words"
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/missions"
	"altiplano/rules/altiplano"
	"altiplano/rules/altiplano/catalog"
)

// heading is a section's name with how many of its values are known.
func heading(c catalog.Catalog, s catalog.Section) text.Text {
	pr := c.Progress(s)
	progress := words.BoxProgressValues
	switch s {
	case catalog.MissionsSection, catalog.OrdersSection, catalog.HousesSection, catalog.BoatsSection:
		progress = words.BoxProgressCards
	case catalog.ExtensionsSection, catalog.RolesSection:
		progress = words.BoxProgressTiles
	}
	return progress.T(words.SectionName(s), pr.Known, pr.Total)
}

// showSection shows what the catalog knows of section key, each value with
// the mark of its source.
func showSection(part Part, w *render.Lines, p text.Printer, key string, marks *render.Marks) {
	c := part.Catalog
	switch s := catalog.Section(key); s {
	case catalog.GoodsSection:
		t := render.Table{Header: render.Heads(p, words.HeadGood, words.HeadVP, text.HeadSource)}
		for _, g := range altiplano.Goods() {
			v := c.GoodVP(g)
			t.Add(words.Good(p, g), marks.Number(v.N, v.Source), marks.Source(v.Source, words.NoteText(v.Note)))
		}
		w.Table(t)
	case catalog.WarehouseSection:
		wh := c.Warehouse()
		t := render.Table{Header: render.Heads(p, words.HeadRow, words.HeadSide, words.HeadCapacity, words.HeadVP)}
		for i, r := range wh.Rows {
			t.Add(strconv.Itoa(i+1), words.Side(p, r.Side), marks.Number(r.Capacity.N, r.Capacity.Source), marks.Number(r.VP.N, r.VP.Source))
		}
		if !c.Layout().Final {
			t.Add(strconv.Itoa(len(wh.Rows)+1)+"…", "?", marks.Number(0, catalog.Unknown), "?")
		}
		w.Table(t)
	case catalog.MissionsSection:
		t := render.Table{Header: render.Heads(p, text.HeadNumber, text.HeadMission, words.HeadVP)}
		for _, id := range missions.All() {
			t.Add(strconv.Itoa(int(id)), words.MissionText(p, id), marks.Number(c.MissionVP(id).N, c.MissionVP(id).Source))
		}
		w.Table(t)
	case catalog.StripSection:
		t := render.Table{Header: render.Heads(p, words.HeadSlot, words.HeadSurcharge, text.HeadSource)}
		for i, v := range c.Strip() {
			t.Add(strconv.Itoa(i+1), "+"+marks.Number(v.N, v.Source), marks.Source(v.Source, words.NoteText(v.Note)))
		}
		w.Table(t)
	case catalog.OrdersSection:
		orders := c.Orders()
		if orders.Cards == nil {
			w.Line("  " + words.BoxNotRecorded.In(p))
			return
		}
		t := render.Table{Header: render.Heads(p, text.HeadCard, words.HeadGoods, words.HeadVP)}
		for i, o := range orders.Cards {
			t.Add(strconv.Itoa(i+1), goodsList(p, o.Goods), marks.Number(o.VP, orders.Source))
		}
		w.Table(t)
	case catalog.HousesSection, catalog.BoatsSection:
		faces := c.Houses()
		if s == catalog.BoatsSection {
			faces = c.Boats()
		}
		if faces.Goods == nil {
			w.Line("  " + words.BoxNotRecorded.In(p))
			return
		}
		w.Line("  " + goodsList(p, faces.Goods) + marks.Suffix(faces.Source))
	case catalog.ExtensionsSection:
		tiles := c.ExtensionTiles()
		if tiles.List == nil {
			w.Line("  " + words.BoxNotRecorded.In(p))
			return
		}
		t := render.Table{Header: render.Heads(p, words.HeadTile, words.HeadEffect, words.HeadLetter, text.HeadPlayers, words.HeadCost)}
		for i, tile := range tiles.List {
			t.Add(strconv.Itoa(i+1), "E"+strconv.Itoa(int(tile.Effect)), string(tile.Letter), printout.MarkText(tile.Players), marks.Number(tile.Cost, tiles.Source))
		}
		w.Table(t)
	case catalog.RolesSection:
		t := render.Table{Header: render.Heads(p, text.HeadRole, words.HeadFood, words.HeadCoins, words.HeadGoods, text.HeadSource)}
		for _, r := range altiplano.Roles() {
			start := c.Role(r)
			goods := printout.StartGoods(p, start)
			if start.Source == catalog.Inferred {
				goods += "*"
			}
			t.Add(words.Role(p, r), marks.Number(start.Food, start.Source), marks.Number(start.Coins, start.Source),
				goods, marks.Source(start.Source, words.NoteText(start.Note)))
		}
		w.Table(t)
	}
}

// scoringStatus says whether final scoring has every value it needs, and
// which sections it still needs.
func scoringStatus(c catalog.Catalog) game.BoxStatus {
	if c.CompleteForScoring() {
		return game.BoxStatus{Line: words.BoxScoringComplete.T()}
	}
	var missing []text.Text
	var keys []string
	for _, s := range catalog.Sections() {
		if s.ForScoring() && !c.Progress(s).Complete() {
			missing = append(missing, words.SectionName(s))
			keys = append(keys, string(s))
		}
	}
	return game.BoxStatus{Line: words.BoxScoringNeeds.T(text.List(missing...)), Needs: keys}
}
