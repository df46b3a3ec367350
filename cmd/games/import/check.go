package gamescmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog/store"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// errRecordMismatch: a game of a history export whose record is not the
// game stored with it (identity, players or result differ).
var errRecordMismatch = errors.New("gamescmd: the record does not match the stored game")

// checkImported checks a game of a history export against its own record,
// as `score --file` reads it: the record must be a valid record, be the
// game's identity, and give the stored players; when the values it was
// scored with are the current box profile's, scoring the record again must
// give the stored result. A game of a box profile other than the current
// one keeps its stored result, which must be the one its players show.
func (o *Options) checkImported(g store.Game, c catalog.Catalog) error {
	if g.Game != "" && g.Game != store.GameAltiplano {
		return nil // only Altiplano's records are read here
	}
	name := gameName(g.ID)
	record, err := scoring.ParseRecord(name, g.Record, o.Lexicon)
	if err != nil {
		return err
	}
	// Scored as `score --file` does; the problems count only when the
	// game was scored with the current values, or cannot be compared.
	_, result, scoreErr := cmdutil.ScoreRecord(name, g.Record, o.Lexicon, c, o.Now(), o.Zone)
	stored, err := g.ScoreResult()
	if err != nil || len(stored.Players) != len(record.Players) || len(g.Players) != len(record.Players) {
		if scoreErr != nil {
			return scoreErr
		}
		return errRecordMismatch
	}
	fromRecord, err := store.Played{Record: record, Result: stored, Catalog: c, Now: g.PlayedAt}.Game()
	if err != nil {
		return err
	}
	if fromRecord.Hash != g.Hash && fromRecord.AltHash != g.Hash {
		return errRecordMismatch
	}
	if !samePlayers(fromRecord.Players, g.Players) {
		return errRecordMismatch
	}
	if !sameJSON(fromRecord.Values, g.Values) {
		return nil // scored with another box profile: its values are not ours to rescore with
	}
	if scoreErr != nil {
		return scoreErr
	}
	fresh, err := store.Played{Record: record, Result: result, Catalog: c, Now: g.PlayedAt}.Game()
	if err != nil {
		return err
	}
	if !samePlayers(fresh.Players, g.Players) {
		return errRecordMismatch
	}
	return nil
}

// samePlayers compares what a result decides for each seat.
func samePlayers(a, b []store.Player) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Seat != y.Seat || x.Name != y.Name || x.Coins != y.Coins || x.Total != y.Total ||
			x.Rank != y.Rank || x.Categories != y.Categories || len(x.Missions) != len(y.Missions) {
			return false
		}
		if !slices.Equal(byMission(x.Missions), byMission(y.Missions)) {
			return false
		}
	}
	return true
}

// byMission is ms sorted by mission id (the store keeps them so).
func byMission(ms []store.Mission) []store.Mission {
	return slices.SortedFunc(slices.Values(ms), func(a, b store.Mission) int { return a.ID - b.ID })
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
