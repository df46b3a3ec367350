package cmd_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The commands that never keep or read games do not link the play history
// nor its SQLite engine: opening the history lives in cmd/playlog/logutil,
// which only the history's commands import, and the play log's model, its
// statistics and its exports (what a game declares to the play log, and
// what it builds to keep) hold no SQL. The history's commands are the
// control: they do link it, so the check sees what go list reports.
func TestOnlyHistoryCommandsLinkSQLite(t *testing.T) {
	deps := func(pkg string) []string {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		require.NoError(t, err, pkg)
		return strings.Fields(string(out))
	}
	for _, pkg := range []string{"altiplano/rules", "altiplano/setup", "boxcmd", "alpaka/setup",
		"cmdutil", "factory", "config", "serve", "render", "text",
		"game", "playlog", "playlog/stats", "playlog/export", "altiplano/kept"} {
		d := deps("altiplano/cmd/" + pkg)
		assert.NotContains(t, d, "modernc.org/sqlite", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/store", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/logutil", pkg)
	}
	for _, pkg := range []string{"scorecmd", "games", "games/list", "games/import", "stats", "alpaka/score"} {
		assert.Contains(t, deps("altiplano/cmd/"+pkg), "modernc.org/sqlite", pkg)
	}
}
