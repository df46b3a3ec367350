package games_test

import (
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
	"altiplano/cmd/internal/golden"
	"altiplano/cmd/prompt"
)

// example is an example record, and whether it is scored with the full box
// profile.
type example struct {
	file string
	box  bool
}

// examples are the example records with the box profile each is scored with.
var examples = []example{
	{"games/2p.yaml", false},
	{"games/4p-missions.yaml", false},
	{"games/5p-missions-box.yaml", true},
	{"pads/two-players.yaml", false},
	{"pads/three-players-missions.yaml", true},
	{"pads/four-players-shared.yaml", false},
}

func scoreArgs(file string, box bool, extra ...string) []string {
	args := []string{"score", "--file", golden.Testdata(strings.Split(file, "/")...)}
	if box {
		args = append(args, "--box", golden.Testdata("box", "full.yaml"))
	}
	return append(args, extra...)
}

// scoreAll scores each of exs into env's play history, or with extra
// (--db) into another.
func scoreAll(t *testing.T, env cmdtest.Env, exs []example, extra ...string) {
	t.Helper()
	for _, ex := range exs {
		r := cmdtest.Run(t, env, scoreArgs(ex.file, ex.box, extra...)...)
		require.Equal(t, 0, r.Code, "%s: %s", ex.file, r.Stderr)
	}
}

// historyOf is a play history of its own, in a folder of its own, holding
// exs scored; it returns the history's path, for --db.
func historyOf(t *testing.T, env cmdtest.Env, exs []example) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "games.db")
	scoreAll(t, env, exs, "--db", db)
	return db
}

type listed []struct {
	ID       int64  `json:"id"`
	PlayedAt string `json:"played_at"`
	Players  []struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
		Rank  int    `json:"rank"`
	} `json:"players"`
	Winners []string `json:"winners"`
}

func list(t *testing.T, env cmdtest.Env, args ...string) listed {
	t.Helper()
	r := cmdtest.Run(t, env, append([]string{"games", "--json"}, args...)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	var out listed
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &out))
	return out
}

func TestScoredGamesAreKeptOnce(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	for _, ex := range examples {
		r := cmdtest.Run(t, env, scoreArgs(ex.file, ex.box)...)
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stderr, "Kept in the play history as game")
	}
	assert.Len(t, list(t, env), len(examples))

	again := cmdtest.Run(t, env, scoreArgs("games/2p.yaml", false)...)
	require.Equal(t, 0, again.Code)
	assert.Contains(t, again.Stderr, "Already in the play history as game 1 (the same record); not stored again.")
	none := cmdtest.Run(t, env, scoreArgs("games/4p-missions.yaml", false, "--no-history")...)
	require.Equal(t, 0, none.Code)
	assert.NotContains(t, none.Stderr, "play history")
	assert.Len(t, list(t, env), len(examples), "scoring again and --no-history store nothing")

	fresh := cmdtest.Env{ConfigDir: t.TempDir()}
	r := cmdtest.Run(t, fresh, scoreArgs("games/2p.yaml", false, "--no-history")...)
	require.Equal(t, 0, r.Code)
	assert.NoFileExists(t, filepath.Join(fresh.ConfigDir, "home", ".local", "share", "altiplano", "games.db"), "--no-history does not even create the database")
}

type scored struct {
	Players []struct {
		Name  string `json:"name"`
		Rank  int    `json:"rank"`
		Total int    `json:"total"`
	} `json:"players"`
	Winners []string `json:"winners"`
}

// games --json and stats --json agree with what score --json printed: wins
// (coin tie-breaks and shared places included) and means.
func TestHistoryAgreesWithTheScores(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	wins, games, sums := map[string]int{}, map[string]int{}, map[string]int{}
	sharedWins := 0
	for _, ex := range examples {
		r := cmdtest.Run(t, env, scoreArgs(ex.file, ex.box, "--json")...)
		require.Equal(t, 0, r.Code, r.Stderr)
		var s scored
		require.NoError(t, json.Unmarshal([]byte(r.Stdout), &s))
		for _, p := range s.Players {
			games[p.Name]++
			sums[p.Name] += p.Total
			if p.Rank == 1 {
				wins[p.Name]++
			}
		}
		if len(s.Winners) > 1 {
			sharedWins += len(s.Winners)
		}
	}
	for _, g := range list(t, env) {
		var winners []string
		for _, p := range g.Players {
			if p.Rank == 1 {
				winners = append(winners, p.Name)
			}
		}
		assert.Equal(t, winners, g.Winners)
	}
	r := cmdtest.Run(t, env, "stats", "--json")
	require.Equal(t, 0, r.Code, r.Stderr)
	var stats struct {
		Games      int `json:"games"`
		SharedWins int `json:"shared_wins"`
		Players    []struct {
			Name      string  `json:"name"`
			Games     int     `json:"games"`
			Wins      int     `json:"wins"`
			WinRate   float64 `json:"win_rate"`
			MeanTotal float64 `json:"mean_total"`
		} `json:"players"`
		Missions []struct {
			ID, Held, Achieved int
		} `json:"missions"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.Stdout), &stats))
	assert.Equal(t, len(examples), stats.Games)
	assert.Equal(t, sharedWins, stats.SharedWins, "a first place shared after coins is a win for each")
	require.Len(t, stats.Players, len(games))
	for _, p := range stats.Players {
		assert.Equal(t, games[p.Name], p.Games, p.Name)
		assert.Equal(t, wins[p.Name], p.Wins, p.Name)
		assert.InDelta(t, float64(wins[p.Name])/float64(games[p.Name]), p.WinRate, 1e-9, p.Name)
		assert.InDelta(t, float64(sums[p.Name])/float64(games[p.Name]), p.MeanTotal, 1e-9, p.Name)
	}
	assert.Len(t, stats.Missions, 20)

	text := cmdtest.Run(t, env, "stats")
	require.Equal(t, 0, text.Code)
	assert.Contains(t, text.Stdout, "wins were first places shared after the tie-break (coins)")
}

func TestFilters(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples)
	assert.Len(t, list(t, env, "--players", "2"), 2)
	assert.Len(t, list(t, env, "--player", "ANNA"), 3, "names compare regardless of case")
	assert.Len(t, list(t, env, "--limit", "3"), 3)
	assert.Len(t, list(t, env, "--since", "2030-01-01"), 0)
	assert.Equal(t, list(t, env, "--players", "2"), list(t, env, "list", "--players", "2"), "games list is games")
	r := cmdtest.Run(t, env, "games", "list", "extra")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `"extra"`)
	for _, bad := range [][]string{{"--players", "9"}, {"--since", "yesterday"}, {"--limit", "-1"}} {
		r := cmdtest.Run(t, env, append([]string{"games"}, bad...)...)
		assert.Equal(t, 2, r.Code, "%v", bad)
	}
}

func TestShowAndDelete(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	first := cmdtest.Run(t, env, scoreArgs("pads/four-players-shared.yaml", false)...)
	require.Equal(t, 0, first.Code)
	show := cmdtest.Run(t, env, "games", "show", "1")
	require.Equal(t, 0, show.Code, show.Stderr)
	assert.Contains(t, show.Stdout, "Game 1 · played 2026-11-20")
	assert.Contains(t, show.Stdout, first.Stdout, "the pad as score printed it")

	r9 := cmdtest.Run(t, env, "games", "show", "9")
	assert.Equal(t, 2, r9.Code)
	assert.Equal(t, "altiplano: there is no game 9 in the play history\n", r9.Stderr)
	for _, bad := range []string{"x", "0", "-1", "-2.5"} {
		for _, verb := range []string{"show", "delete", "rescore"} {
			// A negative number is an id, not a flag.
			r := cmdtest.Run(t, env, "games", verb, bad)
			assert.Equal(t, 2, r.Code, bad)
			assert.Contains(t, r.Stderr, "altiplano: a game's id is a whole number from 1, as the GAME column of 'altiplano games' shows, not "+bad+"\n", verb)
		}
	}
	r := cmdtest.Run(t, env, "games", "delete", "1")
	assert.Equal(t, 2, r.Code, "no terminal and no --yes")
	assert.Contains(t, r.Stderr, "add --yes")

	fake := prompt.NewFake("n")
	r = cmdtest.Run(t, cmdtest.Env{ConfigDir: env.ConfigDir, Interactive: true, Prompter: fake}, "games", "delete", "1")
	require.Equal(t, 0, r.Code)
	assert.Contains(t, r.Stderr, "Nothing deleted.")
	assert.Len(t, list(t, env), 1)
	r = cmdtest.Run(t, env, "games", "delete", "1", "--yes")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "Game 1 deleted.")
	assert.Empty(t, list(t, env))
}

func TestImport(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("version: 1\nplayers:\n  - {name: A, boats: 99}\n  - {name: B}\n"), 0o644))
	good := golden.Testdata("games", "2p.yaml")
	r := cmdtest.Run(t, env, "games", "import", good, bad, golden.Testdata("games", "4p-missions.yaml"), good, filepath.Join(dir, "none.yaml"))
	assert.Equal(t, 2, r.Code, "a file was skipped")
	assert.Contains(t, r.Stderr, good+": kept as game 1")
	assert.Contains(t, r.Stderr, bad+": not imported:\n  - A, "+bad+", players[0].boats (line 3): must be a whole number from 0 to 10, not 99")
	assert.Contains(t, r.Stderr, good+": already in the play history as game 1")
	assert.Contains(t, r.Stderr, "none.yaml: not imported:")
	assert.Contains(t, r.Stderr, "Imported: 2, already in the play history: 1, not imported: 2.")
	assert.Len(t, list(t, env), 2, "the bad files are named and skipped, the others kept")

	// No file at all: what to name, with an example.
	r = cmdtest.Run(t, env, "games", "import")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: name the files to import, game records (YAML or JSON) or JSON exports of a play history: "+
		"altiplano games import game.yaml history.json\nRun 'altiplano games import --help' for usage.\n", r.Stderr)
}

func TestExports(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples)
	// Every seat of every game, as name:total.
	var seats []string
	for _, g := range list(t, env) {
		for _, p := range g.Players {
			seats = append(seats, p.Name+":"+itoa(p.Total))
		}
	}

	r := cmdtest.Run(t, env, "games", "export", "--format", "csv")
	require.Equal(t, 0, r.Code, r.Stderr)
	rows, err := csv.NewReader(strings.NewReader(r.Stdout)).ReadAll()
	require.NoError(t, err, "the CSV opens in a spreadsheet")
	assert.Equal(t, "game_id", rows[0][0], "one header row")
	require.Len(t, rows, 1+len(seats))
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	var csvSeats []string
	for _, row := range rows[1:] {
		csvSeats = append(csvSeats, row[col["name"]]+":"+row[col["total"]])
	}
	assert.ElementsMatch(t, seats, csvSeats)

	r = cmdtest.Run(t, env, "games", "export", "--format", "bggxml")
	require.Equal(t, 0, r.Code, r.Stderr)
	var plays struct {
		Plays []struct {
			Players []struct {
				Name  string `xml:"name,attr"`
				Score string `xml:"score,attr"`
				Win   string `xml:"win,attr"`
			} `xml:"players>player"`
		} `xml:"play"`
	}
	require.NoError(t, xml.Unmarshal([]byte(r.Stdout), &plays))
	require.Len(t, plays.Plays, len(examples), "one play per game")
	var bggSeats []string
	for _, pl := range plays.Plays {
		for _, p := range pl.Players {
			bggSeats = append(bggSeats, p.Name+":"+strings.TrimSpace(p.Score))
		}
	}
	assert.ElementsMatch(t, seats, bggSeats, "every player's score")

	out := filepath.Join(t.TempDir(), "plays.json")
	r = cmdtest.Run(t, env, "games", "export", "--format", "bgstats", "--out", out)
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "6 games written to "+out)
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	var bg struct {
		Players []struct {
			ID   int    `json:"id"`
			Name string `json:"name"`
		} `json:"players"`
		Plays []struct {
			PlayerScores []struct {
				PlayerRefID int    `json:"playerRefId"`
				Score       string `json:"score"`
				Winner      bool   `json:"winner"`
			} `json:"playerScores"`
		} `json:"plays"`
	}
	require.NoError(t, json.Unmarshal(data, &bg))
	require.Len(t, bg.Plays, len(examples))
	names := map[int]string{}
	for _, p := range bg.Players {
		names[p.ID] = p.Name
	}
	var bgSeats []string
	for _, play := range bg.Plays {
		for _, ps := range play.PlayerScores {
			bgSeats = append(bgSeats, names[ps.PlayerRefID]+":"+ps.Score)
		}
	}
	assert.ElementsMatch(t, seats, bgSeats, "every player's score")

	r = cmdtest.Run(t, env, "games", "export", "--format", "pdf")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `"pdf" is not a format; choose json, csv, bgstats, bgstats-link, bggxml`)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// A database that is not one is refused with a clear error and left as it was.
func TestCorruptDatabaseIsLeftUntouched(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	junk := []byte("this is not a database, but somebody's notes\n")
	require.NoError(t, os.WriteFile(db, junk, 0o644))
	for _, args := range [][]string{{"games", "--db", db}, {"stats", "--db", db}, append(scoreArgs("games/2p.yaml", false), "--db", db)} {
		r := cmdtest.Run(t, cmdtest.Env{}, args...)
		assert.Equal(t, 1, r.Code, "%v", args)
		assert.Contains(t, r.Stderr, "history database "+db+": is not a play-history database, or is damaged; it is left untouched")
		data, err := os.ReadFile(db)
		require.NoError(t, err)
		assert.Equal(t, junk, data)
	}
	// score says so before printing anything, and how to do without.
	r := cmdtest.Run(t, cmdtest.Env{}, append(scoreArgs("games/2p.yaml", false), "--db", db)...)
	assert.Empty(t, r.Stdout)
	assert.True(t, strings.HasSuffix(r.Stderr, "\n  to score without the play history: add --no-history\n"), r.Stderr)
	r = cmdtest.Run(t, cmdtest.Env{Env: map[string]string{"ALTIPLANO_DB": db}}, "games")
	assert.Equal(t, 1, r.Code, "ALTIPLANO_DB names the database too")
}

// Only score, games and stats touch the play history; every other command
// runs without creating (or opening) the database.
func TestOtherCommandsNeverOpenTheDatabase(t *testing.T) {
	for _, args := range [][]string{
		{"setup", "--players", "4", "--seed", "1"},
		{"rules", "missions"},
		{"rules", "goods"},
		{"rules", "end"},
		{"score", "--file", golden.Testdata("games", "2p.yaml"), "--no-history"},
		{"--help"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			r := cmdtest.Run(t, env, args...)
			require.Equal(t, 0, r.Code, r.Stderr)
			assert.NoDirExists(t, filepath.Join(env.ConfigDir, "home", ".local", "share", "altiplano"))
		})
	}
}

// Dates are the players' own: shown and exported at the time their clock
// showed, with its offset, so a game scored at 19:30 UTC on 20 November at
// UTC+14 is one of 21 November, wherever it is looked at from.
func TestDatesAreThePlayersOwn(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir(), Zone: time.FixedZone("LINT", 14*3600)}
	r := cmdtest.Run(t, env, scoreArgs("games/2p.yaml", false)...)
	require.Equal(t, 0, r.Code, r.Stderr)
	utc := cmdtest.Env{ConfigDir: env.ConfigDir}
	for _, e := range []cmdtest.Env{env, utc} {
		r = cmdtest.Run(t, e, "games")
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, "2026-11-21 09:30 +14:00  1 ")
		r = cmdtest.Run(t, e, "games", "export", "--format", "bggxml")
		require.Equal(t, 0, r.Code, r.Stderr)
		assert.Contains(t, r.Stdout, `<play id="0" date="2026-11-21"`)
		r = cmdtest.Run(t, e, "games", "--json")
		assert.Contains(t, r.Stdout, `"played_at": "2026-11-21T09:30:00+14:00",`+"\n"+`    "played_at_utc": "2026-11-20T19:30:00Z"`,
			"as the JSON export writes it")
		assert.Len(t, list(t, e, "--since", "2026-11-21"), 1, "--since is the players' date: the game is on the 21st")
		assert.Empty(t, list(t, e, "--since", "2026-11-22"))
		assert.Empty(t, list(t, e, "--until", "2026-11-20"))
	}
}

// An empty answer says why: no games yet, or none that fit the filter.
func TestNoGamesSaysWhy(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	r := cmdtest.Run(t, env, "games")
	assert.Equal(t, "No games in the play history yet.\n", r.Stderr)
	require.Equal(t, 0, cmdtest.Run(t, env, scoreArgs("games/2p.yaml", false)...).Code)
	r = cmdtest.Run(t, env, "games", "--player", "nobody")
	require.Equal(t, 0, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "No game in the play history matches.\n", r.Stderr)
}

// The start player comes from the record, or from its setup code: the
// exports then count turn order from them. A code for another number of
// players is refused, naming the file and the key.
func TestStartPlayerFromTheSetupCode(t *testing.T) {
	dir := t.TempDir()
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	// setup --names Anna,Ben --start Ben --seed 5
	withCode := filepath.Join(dir, "coded.yaml")
	require.NoError(t, os.WriteFile(withCode, []byte("version: 1\ncode: 48E0-AGBE-DSGJ-RGK5-DVFQ-5S69\nplayers:\n  - {name: Anna, boats: 2}\n  - {name: Ben}\n"), 0o644))
	r := cmdtest.Run(t, env, "score", "--file", withCode)
	require.Equal(t, 0, r.Code, r.Stderr)
	r = cmdtest.Run(t, env, "games", "export", "--format", "bggxml")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Regexp(t, `name="Anna" startposition="2"`, r.Stdout)
	assert.Regexp(t, `name="Ben" startposition="1"`, r.Stdout)
	r = cmdtest.Run(t, env, "games", "export", "--format", "bgstats")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, 1, strings.Count(r.Stdout, `"startPlayer":true`), r.Stdout)

	marked := filepath.Join(dir, "marked.yaml")
	require.NoError(t, os.WriteFile(marked, []byte("version: 1\nplayers:\n  - {name: Cleo, start: true}\n  - {name: Dan, start: true}\n"), 0o644))
	r = cmdtest.Run(t, env, "score", "--file", marked)
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "altiplano: "+marked+", players[1].start (line 4): Cleo, Dan are all marked as the start player (also on line 3), but one player starts\n", r.Stderr)

	wrong := filepath.Join(dir, "wrong.yaml")
	require.NoError(t, os.WriteFile(wrong, []byte("version: 1\ncode: 4G0G-F4NQ-C5P0\nplayers:\n  - {name: Cleo}\n  - {name: Dan}\n"), 0o644))
	r = cmdtest.Run(t, env, "score", "--file", wrong)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Equal(t, "altiplano: "+wrong+", code (line 2): the setup code 4G0G-F4NQ-C5P0 is for 4 players, but the game has 2\n", r.Stderr)
}

// Asking never creates the database: a history that does not exist yet (or
// a mistyped --db) reads as empty and stays absent.
func TestReadingNeverCreatesTheDatabase(t *testing.T) {
	db := filepath.Join(t.TempDir(), "typo", "games.db")
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	for _, args := range [][]string{
		{"games"}, {"games", "--json"}, {"stats"}, {"stats", "--json"},
		{"games", "export", "--format", "csv"}, {"games", "show", "1"}, {"games", "delete", "1", "--yes"},
	} {
		r := cmdtest.Run(t, env, append(args, "--db", db)...)
		assert.NotEqual(t, 1, r.Code, "%v: %s", args, r.Stderr)
		assert.NoDirExists(t, filepath.Dir(db), "%v", args)
	}
	assert.Empty(t, list(t, env, "--db", db))
}

// games import reads records as score --file does, "-" being standard input.
func TestImportFromStandardInput(t *testing.T) {
	data, err := os.ReadFile(golden.Testdata("games", "2p.yaml"))
	require.NoError(t, err)
	env := cmdtest.Env{ConfigDir: t.TempDir(), Stdin: string(data)}
	r := cmdtest.Run(t, env, "games", "import", "-")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Contains(t, r.Stderr, "standard input: kept as game 1")
	assert.Len(t, list(t, cmdtest.Env{ConfigDir: env.ConfigDir}), 1)
}

// A setup code that named its seats must seat the record's players.
func TestSetupCodeNamesMustMatch(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "other.yaml")
	// setup --names Anna,Ben --start Ben --seed 5, but Cleo played instead of Ben.
	require.NoError(t, os.WriteFile(rec, []byte("version: 1\ncode: 48E0-AGBE-DSGJ-RGK5-DVFQ-5S69\nplayers:\n  - {name: anna}\n  - {name: Cleo}\n"), 0o644))
	r := cmdtest.Run(t, cmdtest.Env{ConfigDir: t.TempDir()}, "score", "--file", rec)
	assert.Equal(t, 2, r.Code)
	assert.Empty(t, r.Stdout)
	assert.Contains(t, r.Stderr, "code (line 2): the setup code 48E0-AGBE-DSGJ-RGK5-DVFQ-5S69 seats Anna, Ben, in that order; the game's players must be the same")
}

// bgstats_me naming nobody of the exported games is said once, with who
// BG Stats takes instead; a name of one of them is not.
func TestBGStatsMeNamingNobodyIsSaid(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples[:1])
	config := filepath.Join(env.ConfigDir, "config.yaml")
	require.NoError(t, os.WriteFile(config, []byte("bgstats_me: Zoe\n"), 0o644))
	r := cmdtest.Run(t, env, "games", "export", "--format", "bgstats")
	require.Equal(t, 0, r.Code, r.Stderr)
	says := "the bgstats_me setting is Zoe, who plays in none of the exported games: BG Stats takes "
	assert.Equal(t, 1, strings.Count(r.Stderr, says), r.Stderr)

	players := list(t, env)[0].Players
	require.NoError(t, os.WriteFile(config, []byte("bgstats_me: "+strings.ToUpper(players[1].Name)+"\n"), 0o644))
	r = cmdtest.Run(t, env, "games", "export", "--format", "bgstats")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.NotContains(t, r.Stderr, "bgstats_me", "a name of the game, under the name rule")
}

// A kept game's pad says how long it took and where, when its record kept
// them, in either game and in the user's language (a minute count takes
// its plural form).
func TestShowSaysHowLongAndWhere(t *testing.T) {
	for _, tc := range []struct {
		name, record string
		score        []string
		minutes      int
		lang, want   string
	}{
		{"altiplano", "pads/two-players.yaml", []string{"score"}, 95, "en", " · 95 minutes · place: Café Ö\n"},
		{"alpaka", "alpaka/01-rulebook-example.yaml", []string{"alpaka", "score", "--box", golden.Testdata("alpaka", "box.yaml")}, 95, "en", " · 95 minutes · place: Café Ö\n"},
		{"one minute", "pads/two-players.yaml", []string{"score"}, 1, "en", " · 1 minute · place: Café Ö\n"},
		{"russian", "alpaka/01-rulebook-example.yaml", []string{"alpaka", "score", "--box", golden.Testdata("alpaka", "box.yaml")}, 95, "ru", " · 95 минут · место: Café Ö\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := cmdtest.Env{ConfigDir: t.TempDir()}
			data, err := os.ReadFile(golden.Testdata(strings.Split(tc.record, "/")...))
			require.NoError(t, err)
			file := filepath.Join(t.TempDir(), "game.yaml")
			data = append(data, fmt.Sprintf("duration: %d\nlocation: Café Ö\n", tc.minutes)...)
			require.NoError(t, os.WriteFile(file, data, 0o600))
			r := cmdtest.Run(t, env, append(tc.score, "--file", file)...)
			require.Equal(t, 0, r.Code, r.Stderr)
			show := cmdtest.Run(t, env, "games", "show", "1", "--lang", tc.lang)
			require.Equal(t, 0, show.Code, show.Stderr)
			assert.Contains(t, show.Stdout, tc.want)
		})
	}
}
