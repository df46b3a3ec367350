package history

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"time"
)

// BGStatsOptions configure WriteBGStats.
type BGStatsOptions struct {
	GameName string         // the game's name in BG Stats; "" = "Altiplano"
	BGGID    int            // BoardGameGeek id of the game; 0 = unknown (not guessed)
	TimeZone *time.Location // the zone playDate is written in (BG Stats shows it as is); nil = UTC
}

// The BG Stats backup (.bgsplay) document. Only keys documented for the
// format are written (see the package notes on history interop); unknown
// details are left out rather than guessed:
//   - score is a string, as BG Stats writes it (it accepts expressions);
//   - seatOrder is the 1-based seat; startPosition is left out, its type
//     is not documented;
//   - scoresheet (per-category scores as a JSON string) is left out: its
//     inner shape is not documented, and a wrong one could break an import.
type (
	bgsDoc struct {
		Players   []bgsPlayer   `json:"players"`
		Locations []bgsLocation `json:"locations"`
		Games     []bgsGame     `json:"games"`
		Plays     []bgsPlay     `json:"plays"`
	}
	bgsPlayer struct {
		ID          int    `json:"id"`
		UUID        string `json:"uuid"`
		Name        string `json:"name"`
		IsAnonymous bool   `json:"isAnonymous"`
	}
	bgsLocation struct {
		ID   int    `json:"id"`
		UUID string `json:"uuid"`
		Name string `json:"name"`
	}
	bgsGame struct {
		ID          int    `json:"id"`
		UUID        string `json:"uuid"`
		Name        string `json:"name"`
		BGGID       int    `json:"bggId"`
		HighestWins bool   `json:"highestWins"`
		NoPoints    bool   `json:"noPoints"`
		Cooperative bool   `json:"cooperative"`
	}
	bgsPlay struct {
		UUID         string     `json:"uuid"`
		PlayDate     string     `json:"playDate"`
		EntryDate    string     `json:"entryDate"`
		DurationMin  int        `json:"durationMin"`
		Ignored      bool       `json:"ignored"`
		ManualWinner bool       `json:"manualWinner"`
		Board        string     `json:"board"`
		Comments     string     `json:"comments"`
		GameRefID    int        `json:"gameRefId"`
		PlayerScores []bgsScore `json:"playerScores"`
	}
	bgsScore struct {
		PlayerRefID int    `json:"playerRefId"`
		Score       string `json:"score"`
		Winner      bool   `json:"winner"`
		NewPlayer   bool   `json:"newPlayer"`
		StartPlayer bool   `json:"startPlayer"`
		Rank        int    `json:"rank"`
		SeatOrder   int    `json:"seatOrder"`
		Role        string `json:"role"`
	}
)

// bgsDateLayout is BG Stats' "YYYY-MM-DD HH:MM:SS".
const bgsDateLayout = "2006-01-02 15:04:05"

// WriteBGStats writes games as a BG Stats backup/import file with top-level
// players, locations, games and plays.
//
// Ids are stable: a play's uuid derives from the game hash, a player's from
// the case-folded name, the game's is fixed; so importing a later export
// again matches the plays and players the first import created instead of
// duplicating them. Every player sharing a first place is written with
// winner true (importers that keep one winner per play are a known source
// of 0 % win rates), and manualWinner is set so BG Stats keeps these flags
// rather than recomputing winners from the scores, which would miss the
// coins tie-break.
func WriteBGStats(w io.Writer, games []Game, opts BGStatsOptions) error {
	name, zone := playDefaults(opts.GameName, opts.TimeZone)
	const gameRef = 1
	doc := bgsDoc{
		Players:   []bgsPlayer{},
		Locations: []bgsLocation{},
		Games: []bgsGame{{ID: gameRef, UUID: stableUUID("game:altiplano"), Name: name,
			BGGID: opts.BGGID, HighestWins: true}},
		Plays: make([]bgsPlay, 0, len(games)),
	}
	// Player ids in order of first play, oldest game first, so that adding
	// newer games to a later export only appends players; names take the
	// most recent spelling among the exported games.
	refs := map[string]int{}
	for _, g := range oldestFirst(games) {
		for _, p := range g.Players {
			k := nameKey(p.Name)
			if refs[k] == 0 {
				refs[k] = len(doc.Players) + 1
				doc.Players = append(doc.Players, bgsPlayer{ID: refs[k], UUID: stableUUID("player:" + k)})
			}
			doc.Players[refs[k]-1].Name = p.Name
		}
	}
	for _, g := range games {
		at := g.PlayedAt.In(zone).Format(bgsDateLayout)
		play := bgsPlay{
			UUID: stableUUID("play:" + g.Hash), PlayDate: at, EntryDate: at,
			ManualWinner: true, GameRefID: gameRef,
			PlayerScores: make([]bgsScore, 0, len(g.Players)),
		}
		for _, p := range g.Players {
			play.PlayerScores = append(play.PlayerScores, bgsScore{
				PlayerRefID: refs[nameKey(p.Name)], Score: strconv.Itoa(p.Total),
				Winner: p.Won(), StartPlayer: p.StartPlayer, Rank: p.Rank, SeatOrder: p.Seat, Role: p.Role,
			})
		}
		doc.Plays = append(doc.Plays, play)
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

// oldestFirst orders games by time, then id, without changing the slice.
func oldestFirst(games []Game) []Game {
	out := slices.Clone(games)
	slices.SortStableFunc(out, func(a, b Game) int {
		if c := a.PlayedAt.Compare(b.PlayedAt); c != 0 {
			return c
		}
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
	return out
}
