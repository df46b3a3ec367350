package logutil

import (
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/factory"
	"altiplano/cmd/game"
	"altiplano/cmd/playlog"
	"altiplano/cmd/text"
	"altiplano/rules"
)

// GameFlag declares --game on fl into v: any game the registry lists, the
// home game by default.
func GameFlag(fl *pflag.FlagSet, v *string, p text.Printer, reg game.Registry) {
	fl.StringVar(v, "game", string(reg.Home().ID()), text.HelpFlagGame.In(p, IDList(reg)))
}

// InheritedGame is the --game a verb under games was given, the group's
// flag, which the verb inherits: "" when it has none.
func InheritedGame(c *cobra.Command) string {
	if fl := c.Flags().Lookup("game"); fl != nil {
		return fl.Value.String()
	}
	return ""
}

// CheckGameOf refuses, in words, a kept game g named by its id with a
// --game (typed) that is not its game: a game's id is shared by every
// game, so the id alone says which. set is whether --game was given.
func CheckGameOf(reg game.Registry, g playlog.Game, typed string, set bool) error {
	if !set {
		return nil
	}
	named, err := GameOf(reg, typed)
	if err != nil || named.ID() == g.Game {
		return err
	}
	theirs, ok := reg.Find(g.Game)
	if !ok {
		return cmdutil.Usage(text.ErrGameUnknown.T(string(g.Game), IDList(reg)))
	}
	return cmdutil.Usage(text.ErrGameOtherGame.T(int(g.ID), theirs.Name(), named.Name(), string(theirs.ID())))
}

// IDList is the registry's game ids, as a list to read.
func IDList(reg game.Registry) string {
	list := make([]string, len(reg))
	for i, id := range reg.IDs() {
		list[i] = string(id)
	}
	return strings.Join(list, ", ")
}

// GameOf is the game --game names (any case; "" is the home game), or bad
// usage naming the games there are.
func GameOf(reg game.Registry, typed string) (game.Game, error) {
	id := strings.ToLower(strings.TrimSpace(typed))
	if id == "" {
		return reg.Home(), nil
	}
	g, ok := reg.Find(game.ID(id))
	if !ok {
		return nil, cmdutil.Usage(text.ErrGameUnknown.T(typed, IDList(reg)))
	}
	return g, nil
}

// Selection is what the flags that select games typed: --game, --player,
// --players, --since, --until and --role (each command has those it needs).
type Selection struct {
	Game, Player, Players, Since, Until, Role string
	Limit                                     int
}

// Filter reads the selection for its game: the game, a player count the
// game can have, the --since and --until days (the players' own, so the
// same games in every time zone), and a role the game declares.
func (sel Selection) Filter(reg game.Registry) (playlog.Filter, game.Game, error) {
	g, err := GameOf(reg, sel.Game)
	if err != nil {
		return playlog.Filter{}, nil, err
	}
	d := g.Log().Declare()
	player, pr := PlayerFlag("--player", sel.Player)
	if pr != nil {
		return playlog.Filter{}, g, pr
	}
	f := playlog.Filter{Game: g.ID(), Player: player, Limit: sel.Limit}
	if sel.Players != "" {
		n, err := strconv.Atoi(strings.TrimSpace(sel.Players))
		if err != nil || n < d.MinPlayers || n > d.MaxPlayers {
			return f, g, &rules.Problem{Kind: rules.PlayersRange, Field: rules.At(rules.FieldPlayers), Value: sel.Players,
				Min: d.MinPlayers, Max: d.MaxPlayers}
		}
		f.Players = n
	}
	// --since and --until are the players' days: a game counts on the date
	// its players' clock showed, wherever it is looked at from.
	for _, d := range []struct {
		typed string
		day   *time.Time
	}{{sel.Since, &f.FirstDay}, {sel.Until, &f.LastDay}} {
		if d.typed == "" {
			continue
		}
		t, err := time.Parse("2006-01-02", strings.TrimSpace(d.typed))
		if err != nil {
			if example := rules.PlayedAtExample(d.typed); example != "" {
				return f, g, cmdutil.Usage(text.ErrDateExample.T(d.typed, example[:len("2006-01-02")]))
			}
			return f, g, cmdutil.Usage(text.ErrDate.T(d.typed))
		}
		*d.day = t
	}
	if sel.Limit < 0 {
		return f, g, &rules.Problem{Kind: rules.BelowMin, Field: rules.At(text.LimitField), N: sel.Limit,
			Value: strconv.Itoa(sel.Limit), Min: 0}
	}
	if r := strings.ToLower(strings.TrimSpace(sel.Role)); r != "" {
		if len(d.Roles) == 0 {
			return f, g, cmdutil.Usage(text.ErrRolesNone.T(sel.Role, g.Name()))
		}
		if _, ok := game.Named(d.Roles, r); !ok {
			return f, g, cmdutil.Usage(text.ErrRoleUnknown.T(sel.Role, g.Name(), strings.Join(game.Keys(d.Roles), ", ")))
		}
		f.Role = r
	}
	return f, g, nil
}

// PlayerFlag reads a player's name typed after flag (--player, --vs)
// under the one name rule, as a record's names are: "" when none was
// typed; a name no player can have (a bidi or zero-width character, too
// long, no letter) is a problem at the flag, not a silent "no game".
func PlayerFlag(flag, typed string) (string, *rules.Problem) {
	if strings.TrimSpace(typed) == "" {
		return "", nil
	}
	name := rules.CleanName(typed)
	if pr := rules.CheckName("", rules.InFile(flag, "", 0), name); pr != nil {
		return "", pr
	}
	return name, nil
}

// Readers gives each game's reader of records (game.Log's Reader), made
// once per command when first needed, so the box profile is read once.
func Readers(f *factory.Factory) func(game.Game) (game.Reader, error) {
	made := map[game.ID]game.Reader{}
	return func(g game.Game) (game.Reader, error) {
		if r, ok := made[g.ID()]; ok {
			return r, nil
		}
		r, err := g.Log().Reader(f)
		if err != nil {
			return nil, err
		}
		made[g.ID()] = r
		return r, nil
	}
}
