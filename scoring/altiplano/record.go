// Package scoring validates the end state of a game against the rules and the
// box's components and computes the score pad and ranking (digest §4, §5, §7).
// It is pure: a record arrives as bytes or values, results leave as values,
// and every problem is a typed rules.Problem.
package altiplano

import (
	"strconv"
	"time"

	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// RecordVersion is the game-record format this package reads.
const RecordVersion = 1

// Record is the end state of one game.
type Record struct {
	Version  int
	Missions bool // the mission variant was played
	Players  []Player
	// PlayedAt is when the game was played, when the record says; zero
	// otherwise. It is at the offset the players wrote, or, for a wall
	// clock InZone placed, at their zone's offset then.
	PlayedAt time.Time
	// PlayedAtLocal: PlayedAt was written without a UTC offset, so it is a
	// wall-clock time of wherever the game was played, read as UTC until
	// InZone places it.
	PlayedAtLocal bool
	// PlayedAtDateOnly: played_at was written as a date alone.
	PlayedAtDateOnly bool
	// PlayedAtLine is where played_at was written, for problems about it.
	PlayedAtLine int
	// PlayedAtWall is the wall-clock time as written, when it had no
	// offset and InZone placed it (zero otherwise): the same record is the
	// same game wherever it is scored.
	PlayedAtWall time.Time
	// Code is the setup code of the game, when known.
	Code string
	// DurationMin is how many minutes the game took, when the record says
	// (0: not said). Location is where it was played ("": not said).
	DurationMin int
	Location    string
	// Where says where a record read from a file wrote what, so that every
	// problem found by the rules names its line; nil otherwise.
	Where *Where
}

// Where is the file a record was read from and the lines of its keys
// (0 where a key was not written).
type Where struct {
	File          string
	Code          int
	Missions      int
	Players       int           // the players list
	PlayerEntries []PlayerLines // one per player, in order
}

// PlayerLines are the lines of one player's keys, and of the items of its
// lists.
type PlayerLines struct {
	Entry int
	// Keys is the line of each key the entry wrote ("coins": 8).
	Keys map[string]int
	// Label names the player in problems, as the problems of form do: its
	// name when usable, else its place (players[1]).
	Label string
	// Rows and OrderItems are the lines of each warehouse row and order,
	// one per Player.Warehouse and Player.Orders.
	Rows, OrderItems []int
	// HouseItems and MissionItems are where each of Player.Houses and
	// Player.Missions was written (an item the file wrote unreadably is
	// not among them, so the places may skip).
	HouseItems, MissionItems []Item
}

// Item is where one item of a list was written: its place in the list
// (from 0) and its line.
type Item struct{ Index, Line int }

// PlayerField is where player i's key is, in the record's file; a zero
// Field when the record was not read from one.
func (r Record) PlayerField(i int, key string) (rules.Field, bool) {
	if r.Where == nil || i < 0 || i >= len(r.Where.PlayerEntries) {
		return rules.Field{}, false
	}
	l := r.Where.PlayerEntries[i]
	line := l.Keys[key]
	path := "players[" + strconv.Itoa(i) + "]"
	if line == 0 {
		line = l.Entry
	} else {
		path += "." + key
	}
	return rules.InFile(r.Where.File, path, line), true
}

// Player is one player's final position.
type Player struct {
	Name  string
	Coins int
	// Goods are the tiles outside the warehouse and not on orders.
	Goods map[altiplano.Good]int
	// CornStore: the player owns the corn store extension, the one place
	// corn outside the warehouse may be (altiplano.CheckCorn).
	CornStore bool
	Warehouse []Row
	Boats     int
	Houses    []altiplano.Good // the good shown on each house card
	Orders    []Order          // completed orders only
	Missions  []Mission
	Role      altiplano.Role // empty when not recorded
	// Start: this player took the start-player figure (when recorded).
	Start bool
}

// Row is one warehouse row in filling order. VP, when given, states that the
// row is complete and prints VP: needed where the layout does not know it.
type Row struct {
	Goods []altiplano.Good
	VP    *int
}

// Order is a completed order card.
type Order struct {
	VP    int
	Goods []altiplano.Good // optional; needed for mission 20
}

// Mission is a mission card a player holds at the end.
type Mission struct {
	ID       altiplano.MissionID
	VP       *int  // optional when the box profile knows it
	Achieved *bool // required for the "first to" missions
}

// InZone places a PlayedAt written without an offset in zone, the players'
// time zone: "2026-11-21 20:30" is 20:30 where they sat, at the offset
// their zone had then. A time with an offset, or none at all, is left as
// it is.
func (r *Record) InZone(zone *time.Location) {
	if !r.PlayedAtLocal || zone == nil {
		return
	}
	t := r.PlayedAt
	r.PlayedAtWall = t
	r.PlayedAt = rules.AtOwnOffset(time.Date(t.Year(), t.Month(), t.Day(), t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), zone))
	r.PlayedAtLocal = false
}

// Wall is played_at as the players wrote it when they wrote no offset: the
// wall clock, read as UTC, placed by InZone or not; ok is false for a time
// with an offset, or none.
func (r Record) Wall() (wall time.Time, ok bool) {
	switch {
	case !r.PlayedAtWall.IsZero():
		return r.PlayedAtWall, true
	case r.PlayedAtLocal && !r.PlayedAt.IsZero():
		return r.PlayedAt, true
	}
	return time.Time{}, false
}

// FirstPlayable is the first day anyone could have played Altiplano: the
// year dlp games published it.
var FirstPlayable = time.Date(2017, 1, 1, 0, 0, 0, 0, time.UTC)

// CheckPlayedAt refuses a played_at later than tomorrow in zone, the
// players' time zone: a mistyped year (2062 for 2026). (One before the game
// existed is refused as the record is read.) The caller passes the clock.
func (r Record) CheckPlayedAt(file string, now time.Time, zone *time.Location) *rules.Problem {
	return rules.CheckPlayedAt(r.PlayedAt, FirstPlayable.Year(), now, zone, rules.InFile(file, "played_at", r.PlayedAtLine))
}

// written is played_at as the players wrote it: placed by InZone or not.
func (r Record) written() rules.PlayedAt {
	if wall, ok := r.Wall(); ok {
		return rules.PlayedAt{At: wall, Local: true, DateOnly: r.PlayedAtDateOnly}
	}
	return rules.PlayedAt{At: r.PlayedAt, DateOnly: r.PlayedAtDateOnly}
}
