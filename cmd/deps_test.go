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
	for _, pkg := range []string{"altiplano/rules", "altiplano/setup", "box", "altiplano/box", "alpaka/box", "alpaka/setup",
		"cmdutil", "factory", "config", "serve", "render", "text",
		"game", "playlog", "playlog/stats", "playlog/export", "altiplano/kept"} {
		d := deps("altiplano/cmd/" + pkg)
		assert.NotContains(t, d, "modernc.org/sqlite", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/store", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/logutil", pkg)
	}
	for _, pkg := range []string{"altiplano/score", "games", "games/list", "games/import", "stats", "alpaka/score", "scoring"} {
		assert.Contains(t, deps("altiplano/cmd/"+pkg), "modernc.org/sqlite", pkg)
	}
}

// The game of the tests is never linked into the program: it is
// registered by the tests alone.
func TestTheTestGameIsNotShipped(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "altiplano").Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	assert.Contains(t, deps, "altiplano/cmd/scoring", "the check sees the program's packages")
	assert.NotContains(t, deps, "altiplano/cmd/internal/gametest")
}
