package importcheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/playlog"
)

// compare refuses every value of g, a game of an export of version, that
// is not what scored, its record scored again as it was kept, gives: said
// at the value's key, with both.
func compare(g *playlog.Game, scored playlog.Game, version int, refuse func(string, error)) {
	differs := func(path, written, recorded string) {
		refuse(path, &playlog.InvalidError{Field: path, Reason: playlog.ReasonNotRecorded, Value: written, Want: recorded})
	}
	same := func(path string, written, recorded any) {
		if !reflect.DeepEqual(written, recorded) {
			differs(path, fmt.Sprint(written), fmt.Sprint(recorded))
		}
	}
	said := 0
	differs = func(path, written, recorded string) {
		said++
		refuse(path, &playlog.InvalidError{Field: path, Reason: playlog.ReasonNotRecorded, Value: written, Want: recorded})
	}
	defer func() {
		// The identity, made of the rest, is said only when nothing a
		// person reads differs. Versions before 4 wrote one of an older
		// rule, which the game makes again.
		if said == 0 && version >= 4 && g.Hash != "" && g.Hash != scored.Hash && g.Hash != scored.AltHash {
			differs("hash", g.Hash, scored.Hash)
		}
	}()
	comparePlayedAt(g, scored, version, differs)
	same("setup_code", g.SetupCode, scored.SetupCode)
	same("missions", g.Missions, scored.Missions)
	same("duration_min", g.DurationMin, scored.DurationMin)
	same("location", g.Location, scored.Location)
	if !slices.Equal(g.Assumptions, scored.Assumptions) {
		differs("assumptions", strings.Join(g.Assumptions, ", "), strings.Join(scored.Assumptions, ", "))
	}
	if len(g.Players) != len(scored.Players) {
		differs("players", strconv.Itoa(len(g.Players)), strconv.Itoa(len(scored.Players)))
	} else {
		for i := range g.Players {
			comparePlayer("players["+strconv.Itoa(i)+"]", g.Players[i], scored.Players[i], same, differs)
		}
	}
	if said > 0 && bytes.Contains(g.Values, []byte(`"box"`)) {
		// Points of a game scored with a box profile depend on what its
		// box printed, which only its values say: either was changed.
		refuse("values", &playlog.InvalidError{Field: "values", Reason: playlog.ReasonPoints})
	}
	// The blobs, by their meaning: a key written as Go names it (before
	// version 5) is the same key in snake_case. A game written without
	// values (kept before its game kept them) was scored again with the
	// reader's: its points say whether they are its own.
	if len(g.Values) > 0 {
		if path, written, recorded, ok := firstDifference("values", g.Values, scored.Values, false); !ok {
			differs(path, written, recorded)
		}
	}
	// A result kept before version 5 may lack keys added since.
	if path, written, recorded, ok := firstDifference("result", playlog.SnakeKeys(g.Result), playlog.SnakeKeys(scored.Result), version < 5); !ok {
		differs(path, written, recorded)
	}
}

// comparePlayedAt refuses a played_at other than the record's: the same
// instant, and the players' offset (or wall clock) as they wrote it. A
// record that gives no time leaves the export's; before version 4 an
// export wrote the instant alone, in UTC.
func comparePlayedAt(g *playlog.Game, scored playlog.Game, version int, differs func(path, written, recorded string)) {
	if scored.Undated {
		return
	}
	written, recorded := g.Written().Written(), scored.Written().Written()
	if !g.PlayedAt.Equal(scored.PlayedAt) || version >= 4 && written != recorded {
		differs("played_at", written, recorded)
	}
}

// comparePlayer compares one seat: what a result decides for it, its
// categories and tie-break values by key (an object's keys come in no
// given order), tie-break values only where the export has them (versions
// before 3 wrote some games' only), and its mission cards by number.
func comparePlayer(path string, g, scored playlog.Player, same func(string, any, any), differs func(path, written, recorded string)) {
	same(path+".seat", g.Seat, scored.Seat)
	same(path+".name", g.Name, scored.Name)
	same(path+".total", g.Total, scored.Total)
	same(path+".rank", g.Rank, scored.Rank)
	same(path+".start_player", g.StartPlayer, scored.StartPlayer)
	same(path+".role", g.Role, scored.Role)
	sameKeyed(path+".categories", scores(g.Scores), scores(scored.Scores), differs)
	if len(g.TieBreak) > 0 {
		sameKeyed(path+".tie_break", ties(g.TieBreak), ties(scored.TieBreak), differs)
	}
	compareMissions(path+".missions", g.Missions, scored.Missions, differs)
}

// compareMissions compares the mission cards held, card by card, by
// number: a card held in one and not the other is said whole, as the
// export writes it.
func compareMissions(path string, written, recorded []playlog.Mission, differs func(path, written, recorded string)) {
	card := func(m playlog.Mission) string {
		b, _ := json.Marshal(map[string]any{"id": m.ID, "achieved": m.Achieved, "vp": m.VP})
		return string(b)
	}
	for i, m := range written {
		at := path + "[" + strconv.Itoa(i) + "]"
		k := slices.IndexFunc(recorded, func(r playlog.Mission) bool { return r.ID == m.ID })
		switch {
		case k < 0:
			differs(at, card(m), "")
		case m.Achieved != recorded[k].Achieved:
			differs(at+".achieved", strconv.FormatBool(m.Achieved), strconv.FormatBool(recorded[k].Achieved))
		case m.VP != recorded[k].VP:
			differs(at+".vp", strconv.Itoa(m.VP), strconv.Itoa(recorded[k].VP))
		}
	}
	for _, r := range recorded {
		if !slices.ContainsFunc(written, func(m playlog.Mission) bool { return m.ID == r.ID }) {
			differs(path, "", card(r))
		}
	}
}

// sameKeyed compares two objects of numbers key by key; a key one of them
// lacks is "" on its side.
func sameKeyed(path string, written, recorded map[string]int, differs func(path, written, recorded string)) {
	text := func(m map[string]int, k string) string {
		if n, ok := m[k]; ok {
			return strconv.Itoa(n)
		}
		return ""
	}
	keys := slices.Sorted(maps.Keys(written))
	for k := range recorded {
		if _, ok := written[k]; !ok {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		if w, r := text(written, k), text(recorded, k); w != r {
			differs(path+"."+k, w, r)
		}
	}
}

func scores(ss []playlog.Score) map[string]int {
	out := make(map[string]int, len(ss))
	for _, s := range ss {
		out[s.Category] = s.Points
	}
	return out
}

func ties(ts []playlog.Tie) map[string]int {
	out := make(map[string]int, len(ts))
	for _, t := range ts {
		out[t.Key] = t.Value
	}
	return out
}

// firstDifference compares two JSON documents by their meaning (an
// object's keys in any order, numbers as written) and says the first key
// path, under path, where they differ, with each side's value there; ok
// when they are the same. older leaves out the keys written lacks.
func firstDifference(path string, written, recorded []byte, older bool) (at, w, r string, ok bool) {
	a, aOK := decode(written)
	b, bOK := decode(recorded)
	if !aOK || !bOK {
		if bytes.Equal(bytes.TrimSpace(written), bytes.TrimSpace(recorded)) {
			return "", "", "", true
		}
		return path, string(written), string(recorded), false
	}
	return differ(path, a, b, older)
}

func decode(blob []byte) (any, bool) {
	if len(bytes.TrimSpace(blob)) == 0 {
		return nil, true
	}
	dec := json.NewDecoder(bytes.NewReader(blob))
	dec.UseNumber()
	var v any
	return v, dec.Decode(&v) == nil
}

func differ(path string, a, b any, older bool) (at, w, r string, ok bool) {
	switch x := a.(type) {
	case map[string]any:
		y, isMap := b.(map[string]any)
		if !isMap {
			break
		}
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range x {
				if !yield(k) {
					return
				}
			}
			for k := range y {
				if _, in := x[k]; !in && !yield(k) {
					return
				}
			}
		})
		for _, k := range keys {
			if _, written := x[k]; !written && older {
				continue
			}
			if at, w, r, ok := differ(path+"."+k, x[k], y[k], older); !ok {
				return at, w, r, false
			}
		}
		return "", "", "", true
	case []any:
		y, isList := b.([]any)
		if !isList {
			break
		}
		for i := range max(len(x), len(y)) {
			var xi, yi any
			if i < len(x) {
				xi = x[i]
			}
			if i < len(y) {
				yi = y[i]
			}
			if at, w, r, ok := differ(path+"["+strconv.Itoa(i)+"]", xi, yi, older); !ok {
				if i >= len(x) || i >= len(y) {
					return path, shown(x), shown(y), false
				}
				return at, w, r, false
			}
		}
		return "", "", "", true
	}
	if reflect.DeepEqual(a, b) {
		return "", "", "", true
	}
	return path, shown(a), shown(b), false
}

// shown is a value as the export writes it: a string's text, else JSON.
func shown(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	if v == nil {
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}
