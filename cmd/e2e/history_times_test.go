package e2e_test

import (
	"encoding/csv"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// program runs the built program (the test binary re-run as it) with the
// play history and config under home and the time zone TZ names, as a
// user's shell would: time.Local comes from TZ, nothing else sets a zone.
func program(t *testing.T, home, tz string, args ...string) (stdout, stderr string) {
	t.Helper()
	bin, env := withTestGame(t, []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"), "TZ=" + tz, "PATH=" + os.Getenv("PATH")})
	return runBinary(t, bin, env, args...)
}

// The times the players wrote, in every form an offset takes or without
// one, and how the JSON export writes each.
var writtenTimes = []struct{ written, exported string }{
	{"2026-03-02 12:00", `"played_at": "2026-03-02T12:00:00",`},
	{"2025-12-31T23:50:00Z", `"played_at": "2025-12-31T23:50:00Z",`},
	{"2026-11-21T23:30:00+01:00", `"played_at": "2026-11-21T23:30:00+01:00",`},
	{"2025-12-31T23:50:00-08:00", `"played_at": "2025-12-31T23:50:00-08:00",`},
	{"2026-11-21", `"played_at": "2026-11-21",`},             // the date alone
	{"2026-11-22+01:00", `"played_at": "2026-11-22+01:00",`}, // with an offset
}

// A history is the players' times, not the exporting machine's: exported
// to JSON under TZ=UTC, imported into an empty history under
// TZ=America/Los_Angeles and exported again under TZ=Asia/Tokyo, it is the
// same document byte for byte, each game at the time its players wrote,
// with the offset they wrote or none.
func TestAHistoryExportedImportedAndExportedInOtherZonesIsTheSame(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	box := filepath.Join("..", "..", "testdata", "alpaka", "box.yaml")
	var files []string
	for _, tt := range writtenTimes {
		files = append(files, cmdtest.RecordPlayedAt(t, dir, tt.written))
	}
	first, second := t.TempDir(), t.TempDir()
	program(t, first, "UTC", append([]string{"games", "import", "--box", box}, files...)...)
	program(t, first, "UTC", "alpaka", "score", "--box", box, "--file", filepath.Join("..", "..", "testdata", "alpaka", "01-rulebook-example.yaml"))
	exported, _ := program(t, first, "UTC", "games", "export", "--format", "json")
	for _, tt := range writtenTimes {
		assert.Contains(t, exported, tt.exported, "written %s", tt.written)
	}
	exportedAlpaka, _ := program(t, first, "UTC", "games", "export", "--format", "json", "--game", "alpaka")
	files = []string{filepath.Join(dir, "altiplano.json"), filepath.Join(dir, "alpaka.json")}
	require.NoError(t, os.WriteFile(files[0], []byte(exported), 0o644))
	require.NoError(t, os.WriteFile(files[1], []byte(exportedAlpaka), 0o644))

	_, imported := program(t, second, "America/Los_Angeles", append([]string{"games", "import", "--box", box}, files...)...)
	assert.Contains(t, imported, "Imported: 7, already in the play history: 0, not imported: 0.")
	again, _ := program(t, second, "Asia/Tokyo", "games", "export", "--format", "json")
	assert.Equal(t, exported, again)
	again, _ = program(t, second, "Asia/Tokyo", "games", "export", "--format", "json", "--game", "alpaka")
	assert.Equal(t, exportedAlpaka, again)
}

// Every view of the history is the players' time, whatever the zone it is
// looked at from: games show says the time they wrote (with their offset,
// or none, or the date alone), games and games --json list it so, and
// --since and --until select the day they played, in games, stats and the
// exports alike: a history kept in Los Angeles reads the same under UTC,
// America/Los_Angeles and Asia/Tokyo. An Alpaka record says when it was
// played too.
func TestEveryViewIsThePlayersTimeInEveryZone(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	box := filepath.Join("..", "..", "testdata", "alpaka", "box.yaml")
	var files []string
	for _, at := range []string{"2026-03-14 23:30", "2026-03-14T23:30:00-07:00", "2026-11-21", "2026-11-21T23:30:00-08:00"} {
		files = append(files, cmdtest.RecordPlayedAt(t, dir, at))
	}
	alpaka, err := os.ReadFile(filepath.Join("..", "..", "testdata", "alpaka", "01-rulebook-example.yaml"))
	require.NoError(t, err)
	files = append(files, filepath.Join(dir, "alpaka.yaml"))
	require.NoError(t, os.WriteFile(files[4], append([]byte("played_at: 2026-11-21T23:30:00-08:00\n"), alpaka...), 0o644))
	views := [][]string{
		{"games", "--all"}, {"games", "--json"}, {"games", "show", "1"}, {"games", "show", "2"}, {"games", "show", "3"},
		{"games", "--since", "2026-03-14", "--until", "2026-03-14"}, {"games", "--since", "2026-11-21"},
		{"games", "--game", "alpaka", "--since", "2026-11-21", "--until", "2026-11-21"},
		{"stats", "--since", "2026-11-21"}, {"stats", "--until", "2026-03-14"},
		{"games", "export", "--format", "csv", "--since", "2026-11-21"},
	}
	seen := map[string]string{}
	home := t.TempDir() // scored where the players sat
	_, imported := program(t, home, "America/Los_Angeles", append([]string{"games", "import", "--box", box}, files...)...)
	require.Contains(t, imported, "Imported: 5,")
	for _, tz := range []string{"UTC", "America/Los_Angeles", "Asia/Tokyo"} {
		for _, v := range views {
			out, _ := program(t, home, tz, v...)
			key := strings.Join(v, " ")
			if first, ok := seen[key]; ok {
				assert.Equal(t, first, out, "%s under %s", key, tz)
			}
			seen[key] = out
		}
	}
	assert.Contains(t, seen["games show 1"], "2026-03-14 23:30\n", "the wall clock as written")
	assert.Contains(t, seen["games show 2"], "2026-03-14 23:30 -07:00\n", "with the offset written")
	assert.Contains(t, seen["games show 3"], "2026-11-21\n", "the date alone")
	assert.Contains(t, seen["games --json"], `"played_at": "2026-03-14T23:30:00-07:00",`)
	assert.Contains(t, seen["games --json"], `"played_at_utc": "2026-03-15T06:30:00Z",`)
	assert.Contains(t, seen["games --json"], `"played_at": "2026-03-14T23:30:00",`, "a wall clock, as the export writes it")
	day := seen["games --since 2026-03-14 --until 2026-03-14"]
	assert.Equal(t, 3, strings.Count(day, "\n"), "a header and the two games of that day:\n%s", day)
	assert.Equal(t, 3, strings.Count(seen["games --since 2026-11-21"], "\n"), "the date alone and the game late that evening")
	assert.Contains(t, seen["games --game alpaka --since 2026-11-21 --until 2026-11-21"], "2026-11-21 23:30 -08:00")
}

// A game written 2025-12-31T23:50:00-08:00 was played on New Year's Eve
// wherever the history is kept or exported: its CSV row (played_at with its
// offset, played_on), its BG Stats playDate, in a backup and in a link, and
// its BGG date say 2025-12-31 under every TZ, from UTC-11 to UTC+14.
func TestAGameIsExportedOnItsOwnDayUnderEveryZone(t *testing.T) {
	t.Parallel()
	record := cmdtest.RecordPlayedAt(t, t.TempDir(), "2025-12-31T23:50:00-08:00")
	for _, tz := range []string{"UTC", "America/Los_Angeles", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Europe/Berlin"} {
		t.Run(tz, func(t *testing.T) {
			home := t.TempDir()
			program(t, home, tz, "games", "import", record)

			out, _ := program(t, home, tz, "games", "export", "--format", "csv")
			rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
			require.NoError(t, err)
			require.Len(t, rows, 3, "a header and two seats")
			for _, row := range rows[1:] {
				at := map[string]string{}
				for i, col := range rows[0] {
					at[col] = row[i]
				}
				assert.Equal(t, "2025-12-31T23:50:00-08:00", at["played_at"])
				assert.Equal(t, "2025-12-31", at["played_on"])
			}

			out, _ = program(t, home, tz, "games", "export", "--format", "bgstats")
			assert.Contains(t, out, `"playDate":"2025-12-31 23:50:00"`)

			out, _ = program(t, home, tz, "games", "export", "--format", "bgstats-link")
			link, err := url.QueryUnescape(strings.TrimPrefix(strings.TrimSpace(out), "https://app.bgstatsapp.com/createPlay.html?data="))
			require.NoError(t, err)
			assert.Contains(t, link, `"playDate":"2025-12-31 23:50:00"`)

			out, _ = program(t, home, tz, "games", "export", "--format", "bggxml")
			assert.Contains(t, out, `date="2025-12-31"`)
		})
	}
}
