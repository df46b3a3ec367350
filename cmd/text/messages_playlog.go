package text

// The play log's messages about what a game declares.
var (
	ErrRoleUnknown = M3[string, Text, string]{Key: "err.role_unknown"}
	ErrRolesNone   = M2[string, Text]{Key: "err.roles_none"}
)

// StatsSharedOnPoints says how many wins were first places shared on
// points, in a game that declares no tie-break.
var StatsSharedOnPoints = M1[int]{Key: "stats.shared_on_points", Count: 1}

// ErrConfigGames says that a config file's games: section (%s) is not a
// mapping of each game's settings.
var ErrConfigGames = M1[string]{Key: "err.config_games"}
