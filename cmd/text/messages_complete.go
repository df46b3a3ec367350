package text

// The descriptions of the values a shell completes (see cmdutil.Choices).
var (
	CompletePlayers = M1[int]{Key: "complete.players", Count: 1}
	// CompleteFormat: one per export format (games export --format).
	CompleteFormat = map[string]M0{
		"json":         M0{Key: "complete.format.json"},
		"csv":          M0{Key: "complete.format.csv"},
		"bgstats":      M0{Key: "complete.format.bgstats"},
		"bgstats-link": M0{Key: "complete.format.bgstats-link"},
		"bggxml":       M0{Key: "complete.format.bggxml"},
	}
)
