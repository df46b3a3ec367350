// Package stats is the play log's statistics: what they hold (per player,
// per player count, per role and per mission card, head to head, totals
// over time) and how the sums of groups of seats add up to them. The store
// (playlog/store) reads the sums from its running sums or its packed seats
// and hands them to a Tally; every mean is an exact sum divided by an exact
// count. Categories, roles and mission cards are the game's own keys: the
// presentation orders and names them as the game declares.
package stats

import (
	"cmp"
	"maps"
	"slices"
	"time"
)

// Stats summarises the games a filter selects, all of one board game. A
// filter on a player selects the games that player took part in; everyone
// at those tables is counted.
type Stats struct {
	Games        int // games counted
	MissionGames int // of which played with mission cards
	PlayerGames  int // seats counted, one per player per game
	Wins         int // first places; a shared first place counts as a win for each sharer
	SharedWins   int // of Wins, the ones shared with another player
	Players      []PlayerStats
	// Categories are the categories of the counted games' score pads, in
	// pad order.
	Categories []string
	Missions   []MissionStats // the mission cards held at least once, by number
	Roles      []RoleStats    // the roles recorded at least once, by id
}

// PlayerStats is one player's record. Players are grouped by the name
// rule's key and shown with the spelling of their most recent game.
type PlayerStats struct {
	Name       string // most recent spelling
	Key        string // the name's key: the grouping key, usable as a filter's player
	Games      int
	Wins       int // including shared first places
	SharedWins int // of Wins, the shared ones
	WinRate    float64
	MeanTotal  float64
	BestTotal  int
	// Means are the mean points per game in each category, by key.
	Means     map[string]float64
	ByPlayers []CountStats // per player count, ascending
}

// CountStats is a player's record at one player count.
type CountStats struct {
	Players   int // player count
	Games     int
	Wins      int
	WinRate   float64
	MeanTotal float64
	BestTotal int
}

// MissionStats counts how often mission card ID was held (one per player
// per game holding it) and achieved.
type MissionStats struct {
	ID       int
	Held     int
	Achieved int
	VP       int // points it brought, summed
}

// RoleStats is the record of everyone who played a role.
type RoleStats struct {
	Role      string
	Games     int
	Wins      int
	WinRate   float64
	MeanTotal float64
}

// H2H counts how two players fared against each other, pairwise, in the
// games both took part in: a ranked better, b ranked better, or level
// (the same rank, e.g. a shared first place).
type H2H struct {
	A, B    string // most recent spellings (as given when never played)
	Games   int    // games both played, among those the filter selects
	ABetter int
	BBetter int
	Level   int
}

// Series is one player's totals over time, oldest first: the data of a line
// chart.
type Series struct {
	Name   string // most recent spelling
	Key    string // the name's key
	Points []Point
}

// Point is one game's total.
type Point struct {
	GameID   int64
	PlayedAt time.Time
	Total    int
}

// Group is one group of seats that sums are kept by: a player (by name
// key) at a player count in a role.
type Group struct {
	Key     string
	Players int
	Role    string
}

// Sums are what is added up over the seats of one group.
type Sums struct {
	Games, Wins, SharedWins, Total int
	Best                           int            // the best total
	Points                         map[string]int // per category key
}

func (a *Sums) add(b Sums) {
	if a.Games == 0 || b.Best > a.Best {
		a.Best = b.Best
	}
	a.Games += b.Games
	a.Wins += b.Wins
	a.SharedWins += b.SharedWins
	a.Total += b.Total
	for k, v := range b.Points {
		if a.Points == nil {
			a.Points = map[string]int{}
		}
		a.Points[k] += v
	}
}

// Tally adds up the sums of groups of seats, the counts of mission cards
// and the categories seen, into Stats.
type Tally struct {
	Games        int
	MissionGames int
	groups       map[Group]*Sums
	positions    map[string]int // category → its place in the pad
	missions     map[int]*MissionStats
}

// NewTally is an empty tally.
func NewTally() *Tally {
	return &Tally{groups: map[Group]*Sums{}, positions: map[string]int{}, missions: map[int]*MissionStats{}}
}

// Add adds the sums of one group's seats.
func (t *Tally) Add(g Group, s Sums) {
	a := t.groups[g]
	if a == nil {
		a = &Sums{}
		t.groups[g] = a
	}
	a.add(s)
}

// AddPoints adds a group's points in one category.
func (t *Tally) AddPoints(g Group, category string, points int) {
	t.Add(g, Sums{Points: map[string]int{category: points}})
}

// Category notes a category of the pad and its place in it (the first
// place given stands).
func (t *Tally) Category(key string, position int) {
	if p, ok := t.positions[key]; !ok || position < p {
		t.positions[key] = position
	}
}

// AddMission adds the counts of a mission card.
func (t *Tally) AddMission(m MissionStats) {
	a := t.missions[m.ID]
	if a == nil {
		a = &MissionStats{ID: m.ID}
		t.missions[m.ID] = a
	}
	a.Held += m.Held
	a.Achieved += m.Achieved
	a.VP += m.VP
}

// Keys are the name keys of the players tallied, sorted.
func (t *Tally) Keys() []string {
	seen := map[string]bool{}
	for g := range t.groups {
		seen[g.Key] = true
	}
	return slices.Sorted(maps.Keys(seen))
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

func bucket[K comparable](m map[K]*Sums, k K) *Sums {
	if m[k] == nil {
		m[k] = &Sums{}
	}
	return m[k]
}

// Stats adds the groups up per player, per player count and per role;
// names maps each key to the spelling shown. Players come with the most
// wins first, then the most games, then by key: a stable order the
// presentation may change.
func (t *Tally) Stats(names map[string]string) Stats {
	st := Stats{Games: t.Games, MissionGames: t.MissionGames}
	type countKey struct {
		key   string
		count int
	}
	perPlayer := map[string]*Sums{}
	perCount := map[countKey]*Sums{}
	perRole := map[string]*Sums{}
	for g, s := range t.groups {
		if s.Games == 0 {
			continue // points without seats: nothing to count
		}
		bucket(perPlayer, g.Key).add(*s)
		bucket(perCount, countKey{g.Key, g.Players}).add(*s)
		if g.Role != "" {
			bucket(perRole, g.Role).add(*s)
		}
		st.PlayerGames += s.Games
		st.Wins += s.Wins
		st.SharedWins += s.SharedWins
	}
	for key, a := range perPlayer {
		ps := PlayerStats{
			Name: names[key], Key: key,
			Games: a.Games, Wins: a.Wins, SharedWins: a.SharedWins,
			WinRate: ratio(a.Wins, a.Games), MeanTotal: ratio(a.Total, a.Games), BestTotal: a.Best,
			Means: make(map[string]float64, len(t.positions)),
		}
		for c := range t.positions {
			ps.Means[c] = ratio(a.Points[c], a.Games)
		}
		st.Players = append(st.Players, ps)
	}
	for ck, a := range perCount {
		i := slices.IndexFunc(st.Players, func(p PlayerStats) bool { return p.Key == ck.key })
		st.Players[i].ByPlayers = append(st.Players[i].ByPlayers, CountStats{
			Players: ck.count, Games: a.Games, Wins: a.Wins,
			WinRate: ratio(a.Wins, a.Games), MeanTotal: ratio(a.Total, a.Games), BestTotal: a.Best,
		})
	}
	for i := range st.Players {
		slices.SortFunc(st.Players[i].ByPlayers, func(a, b CountStats) int { return cmp.Compare(a.Players, b.Players) })
	}
	slices.SortFunc(st.Players, func(a, b PlayerStats) int {
		return cmp.Or(cmp.Compare(b.Wins, a.Wins), cmp.Compare(b.Games, a.Games), cmp.Compare(a.Key, b.Key))
	})
	for _, role := range slices.Sorted(maps.Keys(perRole)) {
		a := perRole[role]
		st.Roles = append(st.Roles, RoleStats{Role: role, Games: a.Games, Wins: a.Wins,
			WinRate: ratio(a.Wins, a.Games), MeanTotal: ratio(a.Total, a.Games)})
	}
	st.Categories = slices.SortedFunc(maps.Keys(t.positions), func(a, b string) int {
		return cmp.Or(cmp.Compare(t.positions[a], t.positions[b]), cmp.Compare(a, b))
	})
	for _, id := range slices.Sorted(maps.Keys(t.missions)) {
		if m := t.missions[id]; m.Held > 0 {
			st.Missions = append(st.Missions, *m)
		}
	}
	return st
}
