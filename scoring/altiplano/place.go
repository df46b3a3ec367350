package altiplano

import (
	"cmp"
	"math"
	"slices"

	"altiplano/rules"
	"altiplano/rules/altiplano"
	"altiplano/rules/yamlin"
)

// Place puts a problem of player i (from 0), found by the rules, where the
// record's file wrote what it is about, as the problems of form are: the
// player as the file names it (its place when its name is not usable), the
// key path (players[i].warehouse[0]) and the line. A record not read from
// a file, or a problem already placed, is left as it is.
func (r Record) Place(i int, pr *rules.Problem) {
	if r.Where == nil || i < 0 || i >= len(r.Where.PlayerEntries) || i >= len(r.Players) || pr.Field.File != "" {
		return
	}
	l := r.Where.PlayerEntries[i]
	path := yamlin.Index("players", i)
	key, line := l.at(r.Players[i], pr)
	if line == 0 { // a key not written: the player's entry
		line = l.Entry
	} else {
		path = yamlin.Join(path, key)
	}
	pr.Player = l.Label
	pr.Field = rules.InFile(r.Where.File, path, line)
}

// placeInList puts a problem of no one player at the players list, or,
// when it is about a mission card, at the later holder's card.
func (r Record) placeInList(pr *rules.Problem) {
	if r.Where == nil || pr.Field.File != "" {
		return
	}
	path, line := "players", r.Where.Players
	if pr.Kind == MissionShared {
		if i, j, ok := r.lastHolder(altiplano.MissionID(pr.Ref)); ok {
			item := r.Where.PlayerEntries[i].MissionItems[j]
			path, line = yamlin.Index(yamlin.Index("players", i)+".missions", item.Index), item.Line
		}
	}
	pr.Field = rules.InFile(r.Where.File, path, line)
}

// lastHolder is the last player holding mission id, and its place in that
// player's missions, in a record read from a file.
func (r Record) lastHolder(id altiplano.MissionID) (player, mission int, ok bool) {
	for i := len(r.Players) - 1; i >= 0 && i < len(r.Where.PlayerEntries); i-- {
		items := r.Where.PlayerEntries[i].MissionItems
		for j, m := range r.Players[i].Missions {
			if m.ID == id && j < len(items) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// fieldKeys are the record's key of each field a problem may be about.
var fieldKeys = map[rules.FieldKind]string{
	rules.FieldName: "name", rules.FieldStart: "start", altiplano.FieldRoles: "role",
	altiplano.FieldCoins: "coins", altiplano.FieldBoats: "boats",
	altiplano.FieldGoods: "goods", altiplano.FieldGood: "goods", altiplano.FieldCornStore: "corn_store",
	altiplano.FieldWarehouse: "warehouse", altiplano.FieldWarehouseRow: "warehouse",
	altiplano.FieldHouses: "houses", altiplano.FieldHouse: "houses",
	altiplano.FieldOrders: "orders", altiplano.FieldOrder: "orders",
	altiplano.FieldMissions: "missions", altiplano.FieldMission: "missions",
}

// at is the key path, inside the player's entry, and the line of what a
// problem of player p is about; line 0 when the file did not write it.
// A problem about one row, house, order or mission is placed at that item
// where the file wrote it, else at its key.
func (l PlayerLines) at(p Player, pr *rules.Problem) (string, int) {
	key, ok := fieldKeys[pr.Field.Kind]
	if !ok {
		return "", l.Entry
	}
	k := pr.Field.Index - 1 // a row, house or order, from 0
	switch pr.Field.Kind {
	case altiplano.FieldWarehouseRow:
		if k >= 0 && k < len(l.Rows) {
			return yamlin.Index(key, k), l.Rows[k]
		}
	case altiplano.FieldHouse:
		if k >= 0 && k < len(l.HouseItems) {
			return yamlin.Index(key, l.HouseItems[k].Index), l.HouseItems[k].Line
		}
	case altiplano.FieldOrder:
		if k >= 0 && k < len(l.OrderItems) {
			return yamlin.Index(key, k), l.OrderItems[k]
		}
	case altiplano.FieldMission:
		// Index is the mission's number; a card listed twice is placed
		// where it is listed again.
		seen := 0
		for j, m := range p.Missions {
			if int(m.ID) != pr.Field.Index || j >= len(l.MissionItems) {
				continue
			}
			seen++
			if pr.Kind != altiplano.DuplicateMission || seen == 2 {
				return yamlin.Index(key, l.MissionItems[j].Index), l.MissionItems[j].Line
			}
		}
	}
	return key, l.Keys[key]
}

// InOrder orders a record's problems as a user fixes them: in a file, by
// line (one without a line last); otherwise by player in seat order,
// problems of no one player last. The order among problems at one place is
// kept.
func InOrder(r Record, problems rules.Problems) rules.Problems {
	if r.Where != nil {
		line := func(pr *rules.Problem) int {
			if pr.Field.Line == 0 {
				return math.MaxInt
			}
			return pr.Field.Line
		}
		slices.SortStableFunc(problems, func(a, b *rules.Problem) int { return cmp.Compare(line(a), line(b)) })
		return problems
	}
	seat := map[string]int{}
	for i, p := range r.Players {
		if _, dup := seat[p.Name]; !dup {
			seat[p.Name] = i
		}
	}
	position := func(pr *rules.Problem) int {
		if i, ok := seat[pr.Player]; ok && pr.Player != "" {
			return i
		}
		return len(r.Players)
	}
	slices.SortStableFunc(problems, func(a, b *rules.Problem) int { return cmp.Compare(position(a), position(b)) })
	return problems
}
