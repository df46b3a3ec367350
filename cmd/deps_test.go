package cmd_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deps are the packages pkg links, built for goos/goarch ("" for this
// machine's).
func deps(t *testing.T, pkg, goos, goarch string) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", pkg)
	if goos != "" {
		cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch)
	}
	out, err := cmd.Output()
	require.NoError(t, err, pkg)
	return strings.Fields(string(out))
}

// The commands that never keep or read games do not link the play history
// nor its SQLite engine: opening the history lives in cmd/playlog/logutil,
// which only the history's commands import, and the score command keeps a
// game through an interface the root fills (playlog.History). The
// history's commands are the control: they do link it, so the check sees
// what go list reports.
func TestOnlyHistoryCommandsLinkSQLite(t *testing.T) {
	for _, pkg := range []string{"altiplano/rules", "altiplano/setup", "box", "altiplano/box", "alpaka/box", "alpaka/setup",
		"cmdutil", "factory", "config", "serve", "render", "text", "scoring", "altiplano/score", "alpaka/score",
		"game", "playlog", "playlog/stats", "playlog/export", "altiplano/kept"} {
		d := deps(t, "altiplano/cmd/"+pkg, "", "")
		assert.NotContains(t, d, "modernc.org/sqlite", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/store", pkg)
		assert.NotContains(t, d, "altiplano/cmd/playlog/logutil", pkg)
	}
	for _, pkg := range []string{"games", "games/list", "games/import", "stats"} {
		assert.Contains(t, deps(t, "altiplano/cmd/"+pkg, "", ""), "modernc.org/sqlite", pkg)
	}
}

// The engine — the walk-through, its pages, the score command, the games'
// declarations — links no terminal library, no SQLite and no web server,
// built for a browser (js/wasm) as for this machine: the terminal, the
// play log and the phones' server are implementations the program's root
// chooses. The root is the control: it links them all.
func TestEngineLinksNoTerminalNorDatabase(t *testing.T) {
	surfaces := []string{"github.com/manifoldco/promptui", "github.com/chzyer/readline", "modernc.org/sqlite",
		"altiplano/cmd/prompt/terminal", "altiplano/cmd/serve", "altiplano/cmd/scoring/phones", "altiplano/cmd/playlog/store"}
	for _, pkg := range []string{"walk", "pages", "scoring", "game", "altiplano", "alpaka", "factory", "drafts", "text"} {
		for _, goos := range [][2]string{{"", ""}, {"js", "wasm"}} {
			d := deps(t, "altiplano/cmd/"+pkg, goos[0], goos[1])
			for _, s := range surfaces {
				assert.NotContains(t, d, s, "%s (%s)", pkg, goos[0])
			}
		}
	}
	root := deps(t, "altiplano/cmd", "", "")
	for _, s := range surfaces {
		assert.Contains(t, root, s)
	}
}

// The game of the tests is never linked into the program: it is
// registered by the tests alone.
func TestTheTestGameIsNotShipped(t *testing.T) {
	d := deps(t, "altiplano", "", "")
	assert.Contains(t, d, "altiplano/cmd/scoring", "the check sees the program's packages")
	assert.NotContains(t, d, "altiplano/cmd/internal/gametest")
}
