package stats

import "altiplano/cmd/playlog/store"

// statsJSON is `stats --json`: language-neutral.
type statsJSON struct {
	Games      int           `json:"games"`
	SharedWins int           `json:"shared_wins"`
	Players    []playerJSON  `json:"players"`
	Missions   []missionJSON `json:"missions"`
	Roles      []roleJSON    `json:"roles"`
	HeadToHead *h2hJSON      `json:"head_to_head,omitempty"`
}

type playerJSON struct {
	Name       string             `json:"name"`
	Games      int                `json:"games"`
	Wins       int                `json:"wins"`
	SharedWins int                `json:"shared_wins"`
	WinRate    float64            `json:"win_rate"`
	MeanTotal  float64            `json:"mean_total"`
	BestTotal  int                `json:"best_total"`
	Categories map[string]float64 `json:"categories"`
}

type missionJSON struct {
	ID       int `json:"id"`
	Held     int `json:"held"`
	Achieved int `json:"achieved"`
}

type roleJSON struct {
	Role      string  `json:"role"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"win_rate"`
	MeanTotal float64 `json:"mean_total"`
}

type h2hJSON struct {
	A       string `json:"a"`
	B       string `json:"b"`
	Games   int    `json:"games"`
	ABetter int    `json:"a_better"`
	BBetter int    `json:"b_better"`
	Level   int    `json:"level"`
}

// categories are a player's mean points per score-pad category, keyed as
// the score's JSON keys them.
func categories(m store.CategoryMeans) map[string]float64 {
	return map[string]float64{
		"goods": m.Goods, "boats": m.Boats, "houses": m.Houses, "orders": m.Orders,
		"house_bonus": m.HouseBonus, "warehouse": m.Warehouse, "missions": m.Missions,
	}
}

func newStatsJSON(r report) statsJSON {
	out := statsJSON{Games: r.stats.Games, SharedWins: r.stats.SharedWins,
		Players: []playerJSON{}, Missions: []missionJSON{}, Roles: []roleJSON{}}
	for _, p := range r.stats.Players {
		out.Players = append(out.Players, playerJSON{Name: p.Name, Games: p.Games, Wins: p.Wins, SharedWins: p.SharedWins,
			WinRate: p.WinRate, MeanTotal: p.MeanTotal, BestTotal: p.BestTotal, Categories: categories(p.Mean)})
	}
	for _, m := range r.stats.Missions {
		out.Missions = append(out.Missions, missionJSON{ID: m.ID, Held: m.Held, Achieved: m.Achieved})
	}
	for _, ro := range r.stats.Roles {
		out.Roles = append(out.Roles, roleJSON{Role: ro.Role, Games: ro.Games, Wins: ro.Wins, WinRate: ro.WinRate, MeanTotal: ro.MeanTotal})
	}
	if h := r.h2h; h != nil {
		out.HeadToHead = &h2hJSON{A: h.A, B: h.B, Games: h.Games, ABetter: h.ABetter, BBetter: h.BBetter, Level: h.Level}
	}
	return out
}
