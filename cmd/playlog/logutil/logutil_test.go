package logutil_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/internal/gametest"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/logutil"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// roles is dice with roles to take (a game's Declare), and a name of its
// own.
type roles struct{ gametest.Dice }

func (roles) ID() game.ID     { return "roles" }
func (roles) Name() text.Text { return text.List("Roles") }
func (r roles) Log() game.Log { return rolesLog{r.Dice.Log()} }

type rolesLog struct{ game.Log }

func (l rolesLog) Declare() game.Declaration {
	d := l.Log.Declare()
	d.Roles = []game.Key{{ID: "trader", Text: text.List("trader")}, {ID: "miner", Text: text.List("miner")}}
	return d
}

// registry has dice at home, and a game with roles.
var registry = game.Registry{gametest.Dice{}, roles{}}

// said is err in English, as the program says it.
func said(err error) string { return cmdutil.Render(text.English(), err) }

// history is a play history in memory holding a game of dice as id 1.
func history(t *testing.T) *store.Store {
	t.Helper()
	s, err := store.OpenEmpty("/config/history.db")
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	r, err := gametest.Dice{}.Log().Reader(nil)
	require.NoError(t, err)
	g, err := r.Read("game.yaml", []byte("game: dice\nplayers:\n  - {name: Anna, pips: 12, rerolls: 1}\n  - {name: Ben, pips: 9, rerolls: 2}\n"),
		time.Date(2026, 11, 20, 21, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	id, added, err := s.Add(g)
	require.NoError(t, err)
	require.True(t, added)
	require.Equal(t, int64(1), id)
	return s
}

// A game's id is a whole number from 1, as typed; anything else is said
// so, as bad usage.
func TestGameID(t *testing.T) {
	for typed, want := range map[string]int64{"1": 1, " 42 ": 42, "9223372036854775807": 9223372036854775807} {
		id, err := logutil.GameID(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, id)
	}
	for _, typed := range []string{"0", "-1", "x", "1.5", "", "9223372036854775808", "#1"} {
		_, err := logutil.GameID(typed)
		assert.True(t, cmdutil.IsUsage(err), typed)
		assert.Equal(t, "a game's id is a whole number from 1, as the GAME column of 'altiplano games' shows, not "+typed, said(err))
	}
}

// Find reads the game an id names, saying in words when there is none.
func TestFind(t *testing.T) {
	s := history(t)
	g, err := logutil.Find(s, " 1")
	require.NoError(t, err)
	assert.Equal(t, "Anna", g.Players[0].Name)

	_, err = logutil.Find(s, "2")
	assert.Equal(t, "there is no game 2 in the play history", said(err))
	assert.Equal(t, 2, cmdutil.ExitCode(err))
	assert.False(t, cmdutil.IsUsage(err))

	_, err = logutil.Find(s, "two")
	assert.True(t, cmdutil.IsUsage(err))
}

// The selection's flags read for a game: which game, a player count it
// can have, the days, a limit and a role it declares; each mistake said
// at its flag.
func TestSelectionFilter(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse("2006-01-02", s); return d }
	for _, tc := range []struct {
		name string
		sel  logutil.Selection
		want playlog.Filter
		err  string
	}{
		{"nothing", logutil.Selection{}, playlog.Filter{Game: "dice"}, ""},
		{"a game in capitals", logutil.Selection{Game: " ROLES "}, playlog.Filter{Game: "roles"}, ""},
		{"every selection", logutil.Selection{Player: " Anna ", Players: "3", Since: "2026-01-02", Until: "2026-02-03", Limit: 5},
			playlog.Filter{Game: "dice", Player: "Anna", Players: 3, FirstDay: day("2026-01-02"), LastDay: day("2026-02-03"), Limit: 5}, ""},
		{"the fewest players", logutil.Selection{Players: "2"}, playlog.Filter{Game: "dice", Players: 2}, ""},
		{"the most players", logutil.Selection{Players: "6"}, playlog.Filter{Game: "dice", Players: 6}, ""},
		{"a role", logutil.Selection{Game: "roles", Role: "Miner"}, playlog.Filter{Game: "roles", Role: "miner"}, ""},
		{"a game no one plays", logutil.Selection{Game: "chess"}, playlog.Filter{},
			`"chess" is not a game this history keeps; the games are dice, roles`},
		{"too few players", logutil.Selection{Players: "1"}, playlog.Filter{}, "must be a whole number from 2 to 6, not \"1\""},
		{"too many players", logutil.Selection{Players: "7"}, playlog.Filter{}, "must be a whole number from 2 to 6, not \"7\""},
		{"players no number", logutil.Selection{Players: "two"}, playlog.Filter{}, "must be a whole number from 2 to 6, not \"two\""},
		{"a name no player has", logutil.Selection{Player: "An\u200bna"}, playlog.Filter{}, "--player: "},
		{"no date", logutil.Selection{Since: "yesterday"}, playlog.Filter{}, `"yesterday" is not a date; write it as 2026-11-22`},
		{"a date written otherwise", logutil.Selection{Until: "22.11.2026"}, playlog.Filter{}, `"22.11.2026" is not a date as written here; write it as 2026-11-22`},
		{"a limit below zero", logutil.Selection{Limit: -1}, playlog.Filter{}, "-1"},
		{"a role of a game without", logutil.Selection{Role: "miner"}, playlog.Filter{}, `--role "miner": Dice has no roles`},
		{"a role the game has not", logutil.Selection{Game: "roles", Role: "king"}, playlog.Filter{},
			`"king" is not a role of Roles; its roles are trader, miner`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, g, err := tc.sel.Filter(registry)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, said(err), tc.err)
				assert.Equal(t, 2, cmdutil.ExitCode(err))
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, f)
			assert.Equal(t, tc.want.Game, g.ID())
		})
	}
}

// A kept game named by its id with another game's --game is refused,
// saying whose it is.
func TestCheckGameOf(t *testing.T) {
	g := playlog.Game{ID: 4, Game: "dice"}
	assert.NoError(t, logutil.CheckGameOf(registry, g, "roles", false), "--game not given")
	assert.NoError(t, logutil.CheckGameOf(registry, g, "Dice", true))
	err := logutil.CheckGameOf(registry, g, "roles", true)
	assert.Equal(t, "game 4 is a game of Dice, not Roles: leave out --game, or give --game dice", said(err))
	err = logutil.CheckGameOf(registry, playlog.Game{ID: 4, Game: "chess"}, "roles", true)
	assert.Contains(t, said(err), `"chess" is not a game this history keeps`)
	err = logutil.CheckGameOf(registry, g, "chess", true)
	assert.Contains(t, said(err), `"chess" is not a game this history keeps`)
}

// Why the play history cannot be used is said for each way it fails,
// naming it, and never as bad input but for a path that is no file.
func TestHistoryErrorWording(t *testing.T) {
	const path = "/config/history.db"
	for _, tc := range []struct {
		name string
		err  error
		says string
		code int
		note string
	}{
		{"a folder", &store.CorruptError{Path: path, Err: store.ErrNotRegular},
			"is a folder or a device, not a database file; name a file with --db", 2, ""},
		{"newer", &store.NewerSchemaError{Path: path, Version: 9, Supported: 7},
			"was written by a newer altiplano (schema 9; this one reads up to 7); it is left untouched", 1, ""},
		{"a table missing", &store.CorruptError{Path: path, Err: &store.MissingPartError{Kind: "table", Name: "games"}},
			`has no table "games", which a play history holds`, 1, ""},
		{"a column missing", &store.CorruptError{Path: path, Err: &store.MissingPartError{Kind: "column", Name: "hash"}},
			`has no column "hash", which a play history holds`, 1, ""},
		{"damaged", &store.CorruptError{Path: path, Err: fmt.Errorf("%w: page 3", store.ErrDamaged)},
			"is not a play-history database, or is damaged", 1, "altiplano games repair copies what can still be read"},
		{"corrupt", &store.CorruptError{Path: path}, "is not a play-history database, or is damaged", 1, ""},
		{"a side file read-only", &store.SideFileReadOnlyError{Path: path + "-wal"},
			"cannot be written: the file " + path + "-wal beside it is read-only", 1, ""},
		{"read-only", &store.ReadOnlyError{Path: path}, "cannot be written (read-only); it is left untouched", 1, ""},
		{"another program's", &store.ForeignError{Path: path}, "belongs to another program", 1, ""},
		{"busy", &store.BusyError{Path: path}, "is busy in another process; try again", 1, ""},
		{"an invalid game", &playlog.InvalidError{Field: "name", Value: "x"}, `a stored game has an invalid name ("x")`, 1, ""},
		{"anything else", errors.New("disk on fire"), "cannot be used: disk on fire", 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := logutil.HistoryError(path, tc.err)
			assert.Contains(t, said(err), path, "the history named")
			assert.Contains(t, said(err), tc.says)
			assert.Equal(t, tc.code, cmdutil.ExitCode(err))
			assert.Contains(t, text.English().T(cmdutil.NoteOf(err)), tc.note)
		})
	}
}

// With opens the history for one command and words its failures as the
// database's; the command's own refusals pass as they are.
func TestWithWordsTheDatabasesFailures(t *testing.T) {
	s := history(t)
	open := func() (*store.Store, error) { return s, nil }
	refusal := cmdutil.Input(text.ErrNoSuchGame.T("9"))
	assert.Same(t, refusal, logutil.With(open, func(*store.Store) error { return refusal }))
	problem := &rules.Problem{Kind: rules.BelowMin}
	assert.Same(t, problem, logutil.With(open, func(*store.Store) error { return problem }))
	err := logutil.With(open, func(*store.Store) error { return store.ErrBusy })
	assert.Contains(t, said(err), "is busy in another process")

	failed := errors.New("cannot open")
	assert.Same(t, failed, logutil.With(func() (*store.Store, error) { return nil, failed }, nil))
}

// --limit given is at least 1; a name typed after a flag is one a player
// can have, said at the flag.
func TestCheckLimitAndPlayerFlag(t *testing.T) {
	assert.NoError(t, logutil.CheckLimit(0, false))
	assert.NoError(t, logutil.CheckLimit(1, true))
	assert.Contains(t, said(logutil.CheckLimit(0, true)), "0")
	name, pr := logutil.PlayerFlag("--vs", "  ")
	assert.Empty(t, name)
	assert.Nil(t, pr)
	name, pr = logutil.PlayerFlag("--vs", "  Ben\t")
	assert.Nil(t, pr)
	assert.Equal(t, "Ben", name, "trimmed, as a record's names are")
	_, pr = logutil.PlayerFlag("--vs", "B\u202een")
	require.NotNil(t, pr)
	assert.Equal(t, "--vs", pr.Field.File)
}

// A negative number typed for an id is said as any id that is no whole
// number from 1, not as an unknown flag; one id is wanted.
func TestTakesGameIDs(t *testing.T) {
	var got logutil.OneGame
	cmd := &cobra.Command{Use: "show"}
	cmd.Flags().String("game", "", "")
	logutil.TakeOneGame(cmd, &got, func(*cobra.Command, []string) error { return nil })
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"-1"}, "a game's id is a whole number from 1, as the GAME column of 'altiplano games' shows, not -1"},
		{[]string{}, "ID"},
		{[]string{"1", "2"}, `"2"`},
	} {
		cmd.SetArgs(tc.args)
		err := cmd.Execute()
		assert.Contains(t, said(err), tc.says, tc.args)
	}
	cmd.SetArgs([]string{"3", "--game", "roles"})
	require.NoError(t, cmd.Execute())
	assert.Equal(t, logutil.OneGame{ID: "3", Game: "roles"}, got)
}

// The games other than the one selected that have games kept are named,
// each with its --game; a kept game's players are one line.
func TestKeptElsewhere(t *testing.T) {
	s := history(t)
	elsewhere, err := logutil.KeptElsewhere(s, registry, "roles")
	require.NoError(t, err)
	require.Len(t, elsewhere, 1)
	assert.Equal(t, game.ID("dice"), elsewhere[0].ID())
	var b strings.Builder
	require.NoError(t, logutil.SayKeptElsewhere(&b, text.English(), elsewhere))
	assert.Equal(t, "The play history also holds games of Dice: --game dice shows them.\n", b.String())
	elsewhere, err = logutil.KeptElsewhere(s, registry, "dice")
	require.NoError(t, err)
	assert.Empty(t, elsewhere)

	g, err := s.Get(1)
	require.NoError(t, err)
	assert.Equal(t, "Anna 12, Ben 9", logutil.PlayersLine(g))
	assert.Equal(t, "dice, roles", logutil.IDList(registry))
}

// counted is dice whose readers are counted as they are made; the first
// fails when fails is set.
type counted struct {
	gametest.Dice
	made  *int
	fails bool
}

func (c counted) Log() game.Log { return countedLog{c.Dice.Log(), c} }

type countedLog struct {
	game.Log
	c counted
}

func (l countedLog) Reader(f *factory.Factory) (game.Reader, error) {
	*l.c.made++
	if l.c.fails && *l.c.made == 1 {
		return nil, errors.New("box profile damaged")
	}
	return l.Log.Reader(f)
}

// A game's reader is made once a command, when first needed (the box
// profile is read once); one that could not be made is tried again.
func TestReadersAreMadeOnce(t *testing.T) {
	made := 0
	g := counted{made: &made, fails: true}
	readers := logutil.Readers(nil)
	_, err := readers(g)
	assert.EqualError(t, err, "box profile damaged")
	for range 3 {
		r, err := readers(g)
		require.NoError(t, err)
		assert.NotNil(t, r)
	}
	assert.Equal(t, 2, made)
}
