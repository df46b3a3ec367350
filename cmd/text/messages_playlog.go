package text

// The play log's messages about what a game declares.
var (
	ErrRoleUnknown = M3[string, Text, string]{key: "err.role_unknown"}
	ErrRolesNone   = M2[string, Text]{key: "err.roles_none"}
)

// StatsSharedOnPoints says how many wins were first places shared on
// points, in a game that declares no tie-break.
var StatsSharedOnPoints = M1[int]{key: "stats.shared_on_points", count: 1}

// ErrConfigGames says that a config file's games: section (%s) is not a
// mapping of each game's settings.
var ErrConfigGames = M1[string]{key: "err.config_games"}
