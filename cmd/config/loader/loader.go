// Package loader reads altiplano's settings with the precedence flags >
// ALTIPLANO_* environment > config file > defaults into config.Config.
// viper is used here and nowhere else; the environment is read through the
// function the caller gives, never behind its back. Only the program's
// root reads settings: the engine is given them.
package loader

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/text"
)

// gamesKey holds each game's settings: games.<id>.bgg_object_id.
const (
	gamesKey    = "games"
	bggObjectID = "bgg_object_id"
)

// gameKeys are the keys that set game's BoardGameGeek id, the first
// winning in a config file: games.<id>.bgg_object_id, and the keys of
// before there were games' sections, which still work: bgg_object_id for
// the home game (home), <id>_bgg_object_id for another. The environment
// sets the older ones only (ALTIPLANO_BGG_OBJECT_ID, ALTIPLANO_<ID>_BGG_OBJECT_ID).
func gameKeys(game string, home bool) []string {
	alias := game + "_" + bggObjectID
	if home {
		alias = bggObjectID
	}
	return []string{gamesKey + "." + game + "." + bggObjectID, alias}
}

// allKeys are the top-level keys a config file may hold, given the games
// (the home game first).
func allKeys(games []string) []string {
	out := []string{"box", "lang", "db"}
	if len(games) > 0 {
		out = append(out, gameKeys(games[0], true)[1])
	}
	out = append(out, "bgstats_me")
	for _, g := range games[min(1, len(games)):] {
		out = append(out, gameKeys(g, false)[1])
	}
	return append(out, gamesKey)
}

// Sources says where to look.
type Sources struct {
	// Flags holds the parsed command-line flags named like the keys.
	Flags *pflag.FlagSet
	// File is the config file named with --config; empty for the default.
	File string
	// Dir is the user's config directory (".../altiplano"); empty if none.
	Dir string
	// Getenv reads the environment.
	Getenv func(string) string
	// Home returns the user's home directory, for paths written "~/…".
	Home func() (string, error)
	// Games are the ids of the games the program knows, the home game
	// first: each may have its settings (games.<id>.…).
	Games []string
}

// MaxFileBytes bounds a config file.
const MaxFileBytes = 1 << 20

// Load reads the configuration. A --config file that does not exist is an
// error; a missing default file is not.
func Load(src Sources) (config.Config, error) {
	v := viper.New()
	v.SetConfigType("yaml") // whatever the file is called
	keys := allKeys(src.Games)
	for _, k := range keys {
		if k != gamesKey {
			v.SetDefault(k, "")
		}
	}
	file, explicit := src.File, src.File != ""
	if !explicit && src.Dir != "" {
		file = config.DefaultFile(src.Dir)
	}
	inFile := map[string]bool{}
	if file != "" {
		var err error
		if inFile, err = readFile(v, file, explicit, src.Games); err != nil {
			return config.Config{}, err
		}
	}
	// viper's precedence puts Set above flags, so the environment is applied
	// first and changed flags after it.
	from := map[string]string{}
	for _, k := range keys {
		if k == gamesKey {
			continue
		}
		switch {
		case inFile[k]:
			from[k] = config.FromConfig
		}
		if src.Getenv != nil {
			if val := src.Getenv(config.EnvName(k)); val != "" {
				v.Set(k, val)
				from[k] = config.FromEnv
			}
		}
		if src.Flags != nil {
			if f := src.Flags.Lookup(k); f != nil && f.Changed {
				v.Set(k, f.Value.String())
				from[k] = config.FromFlag
			}
		}
	}

	var c config.Config
	c.Box, c.Lang, c.DB = v.GetString("box"), v.GetString("lang"), v.GetString("db")
	// A path in the config file means the same wherever the program is
	// run from: relative to the file's folder. "~/" is the home folder, in
	// the file and in the environment (flags get it from the shell).
	for _, k := range []string{"box", "db"} {
		val := v.GetString(k)
		switch from[k] {
		case config.FromConfig:
			val = expandHome(val, src.Home)
			if val != "" && !filepath.IsAbs(val) {
				val = filepath.Join(filepath.Dir(file), val)
			}
		case config.FromEnv:
			val = expandHome(val, src.Home)
		}
		if k == "box" {
			c.Box = val
		} else {
			c.DB = val
		}
	}
	c.BGStatsMe = strings.TrimSpace(v.GetString("bgstats_me"))
	for i, game := range src.Games {
		for _, key := range gameKeys(game, i == 0) {
			raw := strings.TrimSpace(v.GetString(key))
			if raw == "" || from[key] == "" && !v.InConfig(key) {
				continue
			}
			// A value in the file was checked as typed when it was read.
			n, ok := objectID(raw)
			if !ok {
				return config.Config{}, cmdutil.Input(text.ErrConfigValue.T(config.EnvName(key), raw))
			}
			if _, set := c.BGGObjectIDs[game]; set && from[key] != config.FromEnv {
				continue // games.<id>.bgg_object_id is read first and wins in the file
			}
			if c.BGGObjectIDs == nil {
				c.BGGObjectIDs = map[string]int{}
			}
			c.BGGObjectIDs[game] = n
		}
	}
	c.BoxSource, c.LangSource = from["box"], from["lang"]
	if c.Box == "" && src.Dir != "" {
		if _, err := os.Stat(config.DefaultBox(src.Dir)); err == nil {
			c.Box, c.BoxSource = config.DefaultBox(src.Dir), config.FromDefault
		}
	}
	return c, nil
}

// expandHome replaces a leading "~/" (or a lone "~") with the home folder.
func expandHome(path string, home func() (string, error)) string {
	if home == nil || (path != "~" && !strings.HasPrefix(path, "~/")) {
		return path
	}
	dir, err := home()
	if err != nil || dir == "" {
		return path
	}
	return filepath.Join(dir, strings.TrimPrefix(path, "~"))
}
