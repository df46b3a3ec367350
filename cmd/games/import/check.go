package importcmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"strings"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/text"
)

// errRecordMismatch: a game of a history export whose record is not the
// game stored with it (identity, players or result differ).
var errRecordMismatch = errors.New("import: the record does not match the stored game")

// checkImported checks a game of a history export against its own record,
// read by its own game (a game that names none is the home game's): the
// record must be one of its records, be the game's identity and give the
// stored players with the result it was kept with; when the values it was
// scored with are the current box profile's, scoring the record again must
// give the stored result. A game of a box profile other than the current
// one keeps its stored result, which must be the one its players show.
func (o *Options) checkImported(g *playlog.Game) error {
	if g.Game == "" {
		g.Game = o.Registry.Home().ID()
	}
	gm, ok := o.Registry.Find(g.Game)
	if !ok {
		return cmdutil.Input(text.ErrGameUnknown.T(string(g.Game), logutil.IDList(o.Registry)))
	}
	r, err := o.Reader(gm)
	if err != nil {
		return &readerError{err}
	}
	kept, err := r.Rebuild(*g)
	if err != nil {
		return err
	}
	if g.Hash == "" { // kept by an older identity rule (see export.ReadJSON)
		g.Hash = kept.Hash
	}
	atRecordedOffset(g, kept)
	if kept.Hash != g.Hash && kept.AltHash != g.Hash || !samePlayers(kept.Players, g.Players) {
		return errRecordMismatch
	}
	if d := gm.Log().Declare(); !declared(g.Players, d) {
		return errRecordMismatch
	}
	completeFrom(g, kept)
	if !sameJSON(kept.Values, g.Values) {
		return nil // scored with another box profile: its values are not ours to rescore with
	}
	fresh, err := r.Read(gameName(g.ID), g.Record, g.PlayedAt)
	if err != nil {
		return err
	}
	if !samePlayers(fresh.Players, g.Players) {
		return errRecordMismatch
	}
	return nil
}

// atRecordedOffset puts g at the offset its record gives for its instant,
// as upgrading a history does: an export written before games kept their
// players' offset (before version 4) wrote every time in UTC.
func atRecordedOffset(g *playlog.Game, kept playlog.Game) {
	if !kept.Undated && kept.PlayedAt.Equal(g.PlayedAt) {
		g.PlayedAt, g.WallClock = kept.PlayedAt, kept.WallClock
	}
}

// samePlayers compares what a result decides for each seat. A JSON
// object's keys come in no given order, so categories and tie-break values
// are compared by key; tie-break values count when the export has them
// (versions before 3 wrote only some games').
func samePlayers(a, b []playlog.Player) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Seat != y.Seat || x.Name != y.Name || x.Total != y.Total || x.Rank != y.Rank ||
			!slices.Equal(byKey(x.Scores, scoreKey), byKey(y.Scores, scoreKey)) ||
			len(y.TieBreak) > 0 && !slices.Equal(byKey(x.TieBreak, tieKey), byKey(y.TieBreak, tieKey)) ||
			!slices.Equal(byMission(x.Missions), byMission(y.Missions)) {
			return false
		}
	}
	return true
}

func scoreKey(s playlog.Score) string { return s.Category }
func tieKey(t playlog.Tie) string     { return t.Key }

// byKey is vs sorted by key.
func byKey[V any](vs []V, key func(V) string) []V {
	return slices.SortedFunc(slices.Values(vs), func(a, b V) int { return strings.Compare(key(a), key(b)) })
}

// completeFrom puts g's categories and tie-break values in the order of its
// game's pad, as kept (the same game, read from its record) has them, and
// gives g's seats the tie-break values of kept when g has none (an export
// of version 2 wrote them for some games only).
func completeFrom(g *playlog.Game, kept playlog.Game) {
	for i := range g.Players {
		order := kept.Players[i]
		p := &g.Players[i]
		if len(p.TieBreak) == 0 {
			p.TieBreak = slices.Clone(order.TieBreak)
		}
		slices.SortStableFunc(p.Scores, func(a, b playlog.Score) int {
			return position(order.Scores, a.Category, scoreKey) - position(order.Scores, b.Category, scoreKey)
		})
		slices.SortStableFunc(p.TieBreak, func(a, b playlog.Tie) int {
			return position(order.TieBreak, a.Key, tieKey) - position(order.TieBreak, b.Key, tieKey)
		})
	}
}

// position is where key is in vs (len(vs) when it is not there).
func position[V any](vs []V, k string, key func(V) string) int {
	if i := slices.IndexFunc(vs, func(v V) bool { return key(v) == k }); i >= 0 {
		return i
	}
	return len(vs)
}

// declared reports whether every role a seat took and every mission card
// it held is one its game declares.
func declared(players []playlog.Player, d game.Declaration) bool {
	for _, p := range players {
		if _, ok := game.Named(d.Roles, p.Role); p.Role != "" && !ok {
			return false
		}
		for _, m := range p.Missions {
			if m.ID > len(d.Missions) {
				return false
			}
		}
	}
	return true
}

// byMission is ms sorted by mission id (the store keeps them so).
func byMission(ms []playlog.Mission) []playlog.Mission {
	return slices.SortedFunc(slices.Values(ms), func(a, b playlog.Mission) int { return a.ID - b.ID })
}

// sameJSON compares two JSON documents by their compact form.
func sameJSON(a, b []byte) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return false
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}

// gameName is how a game of a history export is named in messages.
func gameName(id int64) string { return "game " + strconv.FormatInt(id, 10) }
