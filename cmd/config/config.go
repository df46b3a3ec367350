// Package config is altiplano's settings, typed: what the program reads
// with the precedence flags > ALTIPLANO_* environment > config file >
// defaults (config/loader reads them, with viper), and where each came
// from. The engine sees only this type.
package config

import (
	"path/filepath"
	"strings"
)

// Config is every setting the program reads.
type Config struct {
	// Box is the path of the user's box profile; empty for none.
	Box string `mapstructure:"box"`
	// BoxSource says where Box came from: flag, env, config, default or "".
	BoxSource string `mapstructure:"-"`
	// Lang is the language of text output; empty to follow the system locale.
	Lang string `mapstructure:"lang"`
	// LangSource says where Lang came from: flag, env, config or "".
	LangSource string `mapstructure:"-"`
	// DB is the path of the play-history database; empty for the default.
	DB string `mapstructure:"db"`
	// BGStatsMe is the name of the player who owns the BG Stats app, for
	// userInfo in bgstats exports; empty: the player in most games.
	BGStatsMe string `mapstructure:"bgstats_me"`
	// BGGObjectIDs are the games' BoardGameGeek ids for plays exports, by
	// game id, as games.<id>.bgg_object_id sets them (see gameKeys); a game
	// without one uses the id it declares.
	BGGObjectIDs map[string]int `mapstructure:"-"`
}

// BGGObjectID is game's BoardGameGeek id as set, if it is.
func (c Config) BGGObjectID(game string) (int, bool) {
	id, ok := c.BGGObjectIDs[game]
	return id, ok && id > 0
}

// Where a setting came from.
const (
	FromFlag    = "flag"
	FromEnv     = "env"
	FromConfig  = "config"
	FromDefault = "default"
)

// DefaultFile returns the default config file path in dir.
func DefaultFile(dir string) string { return filepath.Join(dir, "config.yaml") }

// DefaultBox returns the default box profile path in dir.
func DefaultBox(dir string) string { return filepath.Join(dir, "box.yaml") }

// EnvName is the environment variable of a key: ALTIPLANO_BOX, …
func EnvName(key string) string { return "ALTIPLANO_" + strings.ToUpper(key) }
