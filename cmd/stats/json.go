package stats

import logstats "altiplano/cmd/playlog/stats"

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

// meansJSON are a player's mean points per category of the game's pad, by
// the category's key.
func meansJSON(pl logstats.PlayerStats, r report) map[string]float64 {
	out := map[string]float64{}
	for _, c := range categories(r) {
		out[c.ID] = pl.Means[c.ID]
	}
	return out
}

// missions are the counts of every mission card the game declares, from
// 1, and of any other card held.
func missions(r report) []logstats.MissionStats {
	n := len(r.declared.Missions)
	for _, m := range r.stats.Missions {
		n = max(n, m.ID)
	}
	out := make([]logstats.MissionStats, n)
	for i := range out {
		out[i].ID = i + 1
	}
	for _, m := range r.stats.Missions {
		out[m.ID-1] = m
	}
	return out
}

func newStatsJSON(r report) statsJSON {
	out := statsJSON{Games: r.stats.Games, SharedWins: r.stats.SharedWins,
		Players: []playerJSON{}, Missions: []missionJSON{}, Roles: []roleJSON{}}
	for _, p := range r.stats.Players {
		out.Players = append(out.Players, playerJSON{Name: p.Name, Games: p.Games, Wins: p.Wins, SharedWins: p.SharedWins,
			WinRate: p.WinRate, MeanTotal: p.MeanTotal, BestTotal: p.BestTotal, Categories: meansJSON(p, r)})
	}
	for _, m := range missions(r) {
		out.Missions = append(out.Missions, missionJSON{ID: m.ID, Held: m.Held, Achieved: m.Achieved})
	}
	for _, ro := range roles(r) {
		out.Roles = append(out.Roles, roleJSON{Role: ro.Role, Games: ro.Games, Wins: ro.Wins, WinRate: ro.WinRate, MeanTotal: ro.MeanTotal})
	}
	if h := r.h2h; h != nil {
		out.HeadToHead = &h2hJSON{A: h.A, B: h.B, Games: h.Games, ABetter: h.ABetter, BBetter: h.BBetter, Level: h.Level}
	}
	return out
}
