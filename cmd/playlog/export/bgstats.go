package export

import (
	"bufio"
	"cmp"
	"encoding/json"
	"io"
	"slices"
	"strconv"
	"time"

	"altiplano/cmd/playlog"
)

// BGStatsOptions configure WriteBGStats and WriteBGStatsLinks.
type BGStatsOptions struct {
	// Game is the board game whose plays are written: its name, its
	// BoardGameGeek id (0 = unknown: no bggId is written, never guessed)
	// and its id in the play log.
	// Dates are the players' own (BG Stats shows them as they are).
	Game Game
	// Me is the name (compared by the name rule) of the player who owns the
	// BG Stats app: userInfo.meRefId. "" = the player in most of the
	// exported games (the earliest of them on a tie).
	Me string
	// MeNowhere, when set, is told once that Me names nobody in the
	// exported games, with who is taken in their place.
	MeNowhere func(me, instead string)
	// FirstGames maps each player's name key to the id of their first game
	// in the whole history, for newPlayer; nil = the first game in the
	// export.
	FirstGames map[string]int64
}

// The BG Stats backup document, with every top-level key real backups
// have and that readers of them require (see altiplano help exports):
// userInfo.meRefId, tags, challenges, groups, and modificationDate on
// players, locations, games and plays. Details not known are left out
// rather than guessed: no bggId when it is not configured; no scoresheet
// (its inner shape is not documented).
type (
	bgsUserInfo struct {
		MeRefID     int    `json:"meRefId"`
		BGGUsername string `json:"bggUsername"`
	}
	bgsPlayer struct {
		UUID             string `json:"uuid"`
		ID               int    `json:"id"`
		Name             string `json:"name"`
		IsAnonymous      bool   `json:"isAnonymous"`
		ModificationDate string `json:"modificationDate"`
		BGGUsername      string `json:"bggUsername"`
	}
	bgsLocation struct {
		UUID             string `json:"uuid"`
		ID               int    `json:"id"`
		Name             string `json:"name"`
		ModificationDate string `json:"modificationDate"`
	}
	bgsGame struct {
		UUID             string   `json:"uuid"`
		ID               int      `json:"id"`
		Name             string   `json:"name"`
		ModificationDate string   `json:"modificationDate"`
		BGGID            int      `json:"bggId,omitempty"`
		Cooperative      bool     `json:"cooperative"`
		HighestWins      bool     `json:"highestWins"`
		NoPoints         bool     `json:"noPoints"`
		UsesTeams        bool     `json:"usesTeams"`
		IsBaseGame       int      `json:"isBaseGame"` // 0/1, as BG Stats writes it
		IsExpansion      int      `json:"isExpansion"`
		Copies           []string `json:"copies"`
		Tags             []string `json:"tags"`
	}
	bgsPlay struct {
		UUID             string     `json:"uuid"`
		ModificationDate string     `json:"modificationDate"`
		EntryDate        string     `json:"entryDate"`
		PlayDate         string     `json:"playDate"`
		UsesTeams        bool       `json:"usesTeams"`
		DurationMin      int        `json:"durationMin"`
		Ignored          bool       `json:"ignored"`
		ManualWinner     bool       `json:"manualWinner"`
		Rounds           int        `json:"rounds"`
		LocationRefID    int        `json:"locationRefId,omitempty"`
		GameRefID        int        `json:"gameRefId"`
		Board            string     `json:"board"`
		Rating           int        `json:"rating"`
		Comments         string     `json:"comments"`
		ExpansionPlays   []string   `json:"expansionPlays"`
		PlayerScores     []bgsScore `json:"playerScores"`
	}
	bgsScore struct {
		PlayerRefID   int    `json:"playerRefId"`
		Score         string `json:"score"`
		Winner        bool   `json:"winner"`
		NewPlayer     bool   `json:"newPlayer"`
		StartPlayer   bool   `json:"startPlayer"`
		Rank          int    `json:"rank"`
		SeatOrder     int    `json:"seatOrder"`
		StartPosition int    `json:"startPosition"`
		Role          string `json:"role,omitempty"`
	}
)

// bgsDateLayout is BG Stats' "YYYY-MM-DD HH:MM:SS".
const bgsDateLayout = "2006-01-02 15:04:05"

// bgsAbout opens every BG Stats play file.
const bgsAbout = "This is a Play file that can be read by Board Game Stats (written by altiplano)"

// bgsIndex is what a BG Stats file lists before its plays, gathered in a
// first pass over the games: players in order of first play, locations,
// and the latest time each was seen.
type bgsIndex struct {
	players   []bgsPlayer
	refs      map[string]int // name key → player id
	played    map[string]int // name key → games in the export
	first     map[string]int64
	locations []bgsLocation
	places    map[string]int // location → id
	latest    time.Time      // the latest game's time, at its players' offset
}

func indexBGStats(src playlog.Source) (*bgsIndex, error) {
	ix := &bgsIndex{refs: map[string]int{}, played: map[string]int{}, first: map[string]int64{}, places: map[string]int{}}
	type seen struct {
		at time.Time
		id int64
	}
	firstSeen := map[string]seen{}
	latest := map[string]time.Time{}
	err := src(func(g playlog.Game) error {
		at := g.PlayedAt
		if at.After(ix.latest) {
			ix.latest = at
		}
		for _, p := range g.Players {
			k := playlog.NameKey(p.Name)
			if ix.refs[k] == 0 {
				ix.refs[k] = len(ix.players) + 1
				ix.players = append(ix.players, bgsPlayer{ID: ix.refs[k], UUID: playerUUID(p.Name)})
			}
			ix.played[k]++
			pl := &ix.players[ix.refs[k]-1]
			if !at.Before(latest[k]) {
				latest[k] = at
				pl.Name = p.Name // the most recent spelling
				pl.ModificationDate = at.Format(bgsDateLayout)
			}
			if f, ok := firstSeen[k]; !ok || at.Before(f.at) || at.Equal(f.at) && g.ID < f.id {
				firstSeen[k] = seen{at, g.ID}
			}
		}
		if g.Location != "" {
			if ix.places[g.Location] == 0 {
				ix.places[g.Location] = len(ix.locations) + 1
				ix.locations = append(ix.locations, bgsLocation{ID: ix.places[g.Location],
					UUID: stableUUID("location:" + g.Location), Name: g.Location})
			}
			loc := &ix.locations[ix.places[g.Location]-1]
			if k := "location:" + g.Location; !at.Before(latest[k]) {
				latest[k] = at
				loc.ModificationDate = at.Format(bgsDateLayout)
			}
		}
		return nil
	})
	for k, s := range firstSeen {
		ix.first[k] = s.id
	}
	// Player ids in order of first play, so that a later export with newer
	// games only appends players: ids stay what an earlier import saw.
	slices.SortStableFunc(ix.players, func(a, b bgsPlayer) int {
		fa, fb := firstSeen[playlog.NameKey(a.Name)], firstSeen[playlog.NameKey(b.Name)]
		return cmp.Or(fa.at.Compare(fb.at), cmp.Compare(fa.id, fb.id), cmp.Compare(a.ID, b.ID))
	})
	for i := range ix.players {
		ix.players[i].ID = i + 1
		ix.refs[playlog.NameKey(ix.players[i].Name)] = i + 1
	}
	return ix, err
}

// me is the player id of userInfo.meRefId: the named player, else the one
// in most exported games (the earliest on a tie); 0 with no players. A
// name that is nobody of the exported games is told to nowhere.
func (ix *bgsIndex) me(name string, nowhere func(me, instead string)) int {
	if name != "" {
		if id := ix.refs[playlog.NameKey(name)]; id != 0 {
			return id
		}
	}
	best, most := 0, 0
	for _, p := range ix.players {
		if n := ix.played[playlog.NameKey(p.Name)]; n > most {
			best, most = p.ID, n
		}
	}
	if name != "" && best != 0 && nowhere != nil {
		nowhere(name, ix.players[best-1].Name)
	}
	return best
}

// WriteBGStats writes the games of src as a BG Stats backup file. src is
// read twice (players and locations first, then the plays), one game at a
// time, so memory does not grow with the number of games.
//
// Ids are stable: a play's uuid derives from the hash the game was first
// kept under, a player's from the case-folded name, a location's from its
// name; so importing a later
// export again matches what the first import created. Every player sharing
// a first place is written with winner true, and manualWinner is set so BG
// Stats keeps these flags rather than recomputing winners from the scores,
// which would miss the game's tie-break.
func WriteBGStats(w io.Writer, src playlog.Source, opts BGStatsOptions) error {
	ix, err := indexBGStats(src)
	if err != nil {
		return err
	}
	first := opts.FirstGames
	if first == nil {
		first = ix.first
	}
	const gameRef = 1
	game := bgsGame{ID: gameRef, UUID: stableUUID("game:" + string(opts.Game.ID)), Name: opts.Game.name(), BGGID: opts.Game.BGGID,
		HighestWins: true, IsBaseGame: 1, Copies: []string{}, Tags: []string{}}
	if !ix.latest.IsZero() {
		game.ModificationDate = ix.latest.Format(bgsDateLayout)
	}
	bw := bufio.NewWriter(w)
	head := struct {
		About      string        `json:"about"`
		UserInfo   bgsUserInfo   `json:"userInfo"`
		Challenges []string      `json:"challenges"`
		Groups     []string      `json:"groups"`
		Tags       []string      `json:"tags"`
		Players    []bgsPlayer   `json:"players"`
		Locations  []bgsLocation `json:"locations"`
		Games      []bgsGame     `json:"games"`
	}{bgsAbout, bgsUserInfo{MeRefID: ix.me(opts.Me, opts.MeNowhere)}, []string{}, []string{}, []string{},
		nonNil(ix.players), nonNil(ix.locations), []bgsGame{game}}
	b, err := json.Marshal(head)
	if err != nil {
		return err
	}
	bw.Write(b[:len(b)-1]) // the object stays open for the plays
	bw.WriteString(`,"plays":[`)
	n := 0
	err = src(func(g playlog.Game) error {
		play := playOf(g, ix, first, gameRef)
		b, err := json.Marshal(play)
		if err != nil {
			return err
		}
		if n > 0 {
			bw.WriteByte(',')
		}
		bw.WriteString("\n")
		n++
		_, err = bw.Write(b)
		return err
	})
	if err != nil {
		return err
	}
	bw.WriteString("\n]}\n")
	return bw.Flush()
}

func playOf(g playlog.Game, ix *bgsIndex, first map[string]int64, gameRef int) bgsPlay {
	at := g.PlayedAt.Format(bgsDateLayout)
	play := bgsPlay{
		UUID: playUUID(g), PlayDate: at, EntryDate: at, ModificationDate: at,
		DurationMin: g.DurationMin, ManualWinner: true, GameRefID: gameRef, LocationRefID: ix.places[g.Location],
		ExpansionPlays: []string{}, PlayerScores: make([]bgsScore, 0, len(g.Players)),
	}
	for _, p := range g.Players {
		k := playlog.NameKey(p.Name)
		play.PlayerScores = append(play.PlayerScores, bgsScore{
			PlayerRefID: ix.refs[k], Score: strconv.Itoa(p.Total), Winner: p.Won(),
			NewPlayer: first[k] == g.ID, StartPlayer: p.StartPlayer, Rank: p.Rank,
			SeatOrder: p.Seat, StartPosition: turnPosition(g, p), Role: p.Role,
		})
	}
	return play
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
