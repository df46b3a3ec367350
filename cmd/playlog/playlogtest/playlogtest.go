// Package playlogtest holds kept games for the play log's tests: a game of
// a made-up board game (Game) whose pad has seven categories, a tie-break
// key, roles and mission cards, so that every part of a kept game is
// exercised without any real game's rules.
package playlogtest

import (
	"fmt"
	"time"

	"altiplano/cmd/playlog"
)

// Game is the made-up board game of the fixtures.
const Game playlog.ID = "meadow"

// T0 is a fixed instant so that tests do not depend on the clock.
var T0 = time.Date(2026, 3, 14, 19, 30, 0, 0, time.UTC)

// Categories are the lines of the made-up game's pad, and TieBreak its
// tie-break key after the points.
var (
	Categories = []string{"goods", "boats", "houses", "orders", "house_bonus", "warehouse", "missions"}
	TieBreak   = "coins"
)

// Seat is a seat of the made-up game: its points per category in pad
// order and its tie-break value.
func Seat(seat int, name string, coins, total, rank int, points ...int) playlog.Player {
	p := playlog.Player{Seat: seat, Name: name, Total: total, Rank: rank,
		TieBreak: []playlog.Tie{{Key: TieBreak, Value: coins}}}
	for i, c := range Categories {
		n := 0
		if i < len(points) {
			n = points[i]
		}
		p.Scores = append(p.Scores, playlog.Score{Category: c, Points: n})
	}
	return p
}

// Sample is a valid 3-player game with a shared first place (Ana and Ben
// level on points and coins), missions and roles.
func Sample(hash string, at time.Time) playlog.Game {
	ana := Seat(1, "Ana", 3, 50, 1, 10, 5, 12, 15, 2, 2, 4)
	ana.StartPlayer, ana.Role = true, "trader"
	ana.Missions = []playlog.Mission{{ID: 3, Achieved: true, VP: 4}, {ID: 7, Achieved: false, VP: 0}}
	ben := Seat(2, "Ben", 3, 50, 1, 20, 10, 8, 6, 1, 5, 0)
	ben.Role = "miner"
	ben.Missions = []playlog.Mission{{ID: 7, Achieved: false, VP: 0}}
	cleo := Seat(3, "Cleo", 1, 41, 3, 11, 0, 10, 10, 0, 5, 5)
	cleo.Missions = []playlog.Mission{{ID: 12, Achieved: true, VP: 5}}
	return playlog.Game{
		Hash:        hash,
		Game:        Game,
		PlayedAt:    at,
		SetupCode:   "2G0G-EXJW",
		Missions:    true,
		Assumptions: []string{"warehouse-row-vp"},
		Record:      []byte("version: 1\n"),
		Values:      []byte(`{"v":1}`),
		Result:      []byte(`{"r":1}`),
		Players:     []playlog.Player{ana, ben, cleo},
	}
}

// Duel is a 2-player game: winner beats loser by points.
func Duel(hash string, at time.Time, winner, loser string) playlog.Game {
	return playlog.Game{
		Hash:     hash,
		Game:     Game,
		PlayedAt: at,
		Players:  []playlog.Player{Seat(1, winner, 2, 40, 1, 40), Seat(2, loser, 2, 30, 2, 30)},
	}
}

// HexHash is a valid hash, different for each i.
func HexHash(i int) string { return fmt.Sprintf("%064x", i) }

// ExportGames are stored-looking games (ids set) with awkward names:
// markup, quotes, formula starters, non-ASCII; newest first, as a list
// gives them.
func ExportGames() []playlog.Game {
	g1 := Sample(HexHash(1), T0)
	g1.ID = 1
	g2 := Duel(HexHash(2), T0.Add(26*time.Hour), `<Ana & "Ben">`, "=HYPERLINK(\"x\")")
	g2.ID = 2
	g2.SetupCode = "-2G0G"
	g3 := Duel(HexHash(3), T0.Add(50*time.Hour), "Émile", "@SUM(A1)")
	g3.ID = 3
	g3.Players[1].Name = "\tTab"
	g4 := Sample(HexHash(4), T0.Add(75*time.Hour))
	g4.ID = 4
	g4.Players[0].Name = "ana" // a second spelling of Ana
	g4.Players[2].Name = "+Cleo"
	return []playlog.Game{g4, g3, g2, g1}
}
