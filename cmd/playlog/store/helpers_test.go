package store

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// t0 is a fixed instant so that tests do not depend on the clock.
var t0 = time.Date(2026, 3, 14, 19, 30, 0, 0, time.UTC)

// sample is a valid 3-player game with a shared first place (Ana and Ben
// level on points and coins), missions and roles.
func sample(hash string, at time.Time) Game {
	return Game{
		Hash:        hash,
		Game:        GameAltiplano,
		PlayedAt:    at,
		SetupCode:   "2G0G-EXJW",
		Missions:    true,
		Assumptions: []string{"warehouse-row-vp"},
		Record:      []byte("version: 1\n"),
		Values:      []byte(`{"v":1}`),
		Result:      []byte(`{"r":1}`),
		Players: []Player{
			{Seat: 1, Name: "Ana", Coins: 3, Total: 50, Rank: 1, StartPlayer: true, Role: "trader",
				Categories: Categories{Goods: 10, Boats: 5, Houses: 12, Orders: 15, HouseBonus: 2, Warehouse: 2, Missions: 4},
				Missions:   []Mission{{ID: 3, Achieved: true, VP: 4}, {ID: 7, Achieved: false, VP: 0}}},
			{Seat: 2, Name: "Ben", Coins: 3, Total: 50, Rank: 1, Role: "miner",
				Categories: Categories{Goods: 20, Boats: 10, Houses: 8, Orders: 6, HouseBonus: 1, Warehouse: 5, Missions: 0},
				Missions:   []Mission{{ID: 7, Achieved: false, VP: 0}}},
			{Seat: 3, Name: "Cleo", Coins: 1, Total: 41, Rank: 3,
				Categories: Categories{Goods: 11, Boats: 0, Houses: 10, Orders: 10, HouseBonus: 0, Warehouse: 5, Missions: 5},
				Missions:   []Mission{{ID: 12, Achieved: true, VP: 5}}},
		},
	}
}

// duel is a 2-player game: winner beats loser by points.
func duel(hash string, at time.Time, winner, loser string) Game {
	return Game{
		Hash:     hash,
		Game:     GameAltiplano,
		PlayedAt: at,
		Players: []Player{
			{Seat: 1, Name: winner, Coins: 2, Total: 40, Rank: 1, Categories: Categories{Goods: 40}},
			{Seat: 2, Name: loser, Coins: 2, Total: 30, Rank: 2, Categories: Categories{Goods: 30}},
		},
	}
}

func hexHash(i int) string { return fmt.Sprintf("%064x", i) }

// openTemp opens a new store in a fresh temporary directory.
func openTemp(t testing.TB) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// timeStep spaces game i by i hours.
func timeStep(i int) time.Duration { return time.Duration(i) * time.Hour }
