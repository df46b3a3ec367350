// Package config loads altiplano's settings with the precedence
// flags > ALTIPLANO_* environment > config file > defaults into a typed struct.
// viper is used here and nowhere else; the environment is read through the
// function the caller gives, never behind its back.
package config

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"
	"go.yaml.in/yaml/v3"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/files"
	"altiplano/cmd/text"
	"altiplano/rules/yamlin"
)

// Config is every setting the program reads.
type Config struct {
	// Box is the path of the user's box profile; empty for none.
	Box string `mapstructure:"box"`
	// BoxSource says where Box came from: flag, env, config, default or "".
	BoxSource string `mapstructure:"-"`
	// Lang is the language of text output; empty to follow the system locale.
	Lang string `mapstructure:"lang"`
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

// Where a setting came from.
const (
	FromFlag    = "flag"
	FromEnv     = "env"
	FromConfig  = "config"
	FromDefault = "default"
)

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

// DefaultFile returns the default config file path in dir.
func DefaultFile(dir string) string { return filepath.Join(dir, "config.yaml") }

// DefaultBox returns the default box profile path in dir.
func DefaultBox(dir string) string { return filepath.Join(dir, "box.yaml") }

// EnvName is the environment variable of a key: ALTIPLANO_BOX, …
func EnvName(key string) string { return "ALTIPLANO_" + strings.ToUpper(key) }

// Load reads the configuration. A --config file that does not exist is an
// error; a missing default file is not.
func Load(src Sources) (Config, error) {
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
		file = DefaultFile(src.Dir)
	}
	inFile := map[string]bool{}
	if file != "" {
		var err error
		if inFile, err = readFile(v, file, explicit, src.Games); err != nil {
			return Config{}, err
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
			from[k] = FromConfig
		}
		if src.Getenv != nil {
			if val := src.Getenv(EnvName(k)); val != "" {
				v.Set(k, val)
				from[k] = FromEnv
			}
		}
		if src.Flags != nil {
			if f := src.Flags.Lookup(k); f != nil && f.Changed {
				v.Set(k, f.Value.String())
				from[k] = FromFlag
			}
		}
	}

	var c Config
	c.Box, c.Lang, c.DB = v.GetString("box"), v.GetString("lang"), v.GetString("db")
	// A path in the config file means the same wherever the program is
	// run from: relative to the file's folder. "~/" is the home folder, in
	// the file and in the environment (flags get it from the shell).
	for _, k := range []string{"box", "db"} {
		val := v.GetString(k)
		switch from[k] {
		case FromConfig:
			val = expandHome(val, src.Home)
			if val != "" && !filepath.IsAbs(val) {
				val = filepath.Join(filepath.Dir(file), val)
			}
		case FromEnv:
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
			n, err := strconv.Atoi(raw)
			if err != nil || n < 0 {
				if from[key] == FromEnv {
					return Config{}, cmdutil.Input(text.ErrConfigValue.T(EnvName(key), raw))
				}
				return Config{}, cmdutil.InputAt(text.FieldConfigFile.T(file), text.ErrConfigValue.T(key, raw))
			}
			if _, set := c.BGGObjectIDs[game]; set && from[key] != FromEnv {
				continue // games.<id>.bgg_object_id is read first and wins in the file
			}
			if c.BGGObjectIDs == nil {
				c.BGGObjectIDs = map[string]int{}
			}
			c.BGGObjectIDs[game] = n
		}
	}
	c.BoxSource = from["box"]
	if c.Box == "" && src.Dir != "" {
		if _, err := os.Stat(DefaultBox(src.Dir)); err == nil {
			c.Box, c.BoxSource = DefaultBox(src.Dir), FromDefault
		}
	}
	return c, nil
}

// readFile reads the config file into v and reports which keys it sets.
func readFile(v *viper.Viper, file string, explicit bool, games []string) (map[string]bool, error) {
	keys := allKeys(games)
	where := text.FieldConfigFile.T(file)
	data, err := files.ReadRegular(file, MaxFileBytes)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !explicit:
		return nil, nil
	case errors.Is(err, files.ErrTooLarge):
		return nil, cmdutil.InputAt(where, text.ErrConfigTooLarge.T(MaxFileBytes))
	case err != nil:
		return nil, cmdutil.FileError(where, MaxFileBytes, err)
	}
	if err := checkShape(file, data, keys); err != nil {
		return nil, err
	}
	// viper's own messages are English and raw; a file it cannot read is
	// simply not valid YAML.
	if err := v.ReadConfig(strings.NewReader(string(data))); err != nil {
		return nil, cmdutil.InputAt(where, text.ErrConfigSyntax.T())
	}
	// A typo such as "bx:" would otherwise be ignored without a word.
	var unknown []string
	set := map[string]bool{}
	for _, k := range v.AllKeys() {
		top := strings.SplitN(k, ".", 2)[0]
		if !slices.Contains(keys, top) || top == gamesKey && !isGameKey(k, games) {
			unknown = append(unknown, k)
		}
		if v.InConfig(top) {
			set[top] = true
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return nil, cmdutil.InputAt(where, text.ErrConfigUnknownKey.T(strings.Join(unknown, ", "), strings.Join(keys, ", ")))
	}
	for _, k := range keys {
		if set[k] && k != gamesKey {
			if _, isMap := v.Get(k).(map[string]any); isMap {
				return nil, cmdutil.InputAt(where, text.ErrConfigValue.T(k, "{…}"))
			}
		}
	}
	return set, nil
}

// isGameKey reports whether k (as viper lists it, lower case) is a game's
// setting: games.<id>.bgg_object_id for a known game.
func isGameKey(k string, games []string) bool {
	for _, g := range games {
		if k == strings.ToLower(gameKeys(g, false)[0]) {
			return true
		}
	}
	return false
}

// checkShape refuses what viper would read silently: a second document
// (ignored), a list or mapping where a value belongs (read as nothing),
// and what it would refuse without saying where: text that is not YAML,
// and a key given twice. Each is named with its line (and key).
func checkShape(file string, data []byte, keys []string) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil
		}
		if _, ps := yamlin.Document(file, data); len(ps) > 0 && ps[0].Field.Line > 0 {
			return cmdutil.InputAt(text.FieldConfigFileLine.T(file, ps[0].Field.Line), text.ErrConfigSyntax.T())
		}
		return cmdutil.InputAt(text.FieldConfigFile.T(file), text.ErrConfigSyntax.T())
	}
	var next yaml.Node
	if err := dec.Decode(&next); !errors.Is(err, io.EOF) {
		line := next.Line
		if line == 0 {
			line = doc.Line
		}
		return cmdutil.InputAt(text.FieldConfigFileLine.T(file, line), text.ErrConfigTrailing.T())
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil // viper says what is wrong with it
	}
	root := doc.Content[0]
	seen := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, val := root.Content[i], root.Content[i+1]
		if seen[k.Value] {
			return cmdutil.InputAt(text.FieldConfigFileLine.T(file, k.Line), text.ErrYAMLDuplicateKey.T(k.Value))
		}
		seen[k.Value] = true
		if k.Value == gamesKey {
			if err := checkGamesShape(file, val); err != nil {
				return err
			}
			continue
		}
		if slices.Contains(keys, k.Value) && val.Kind != yaml.ScalarNode {
			return cmdutil.InputAt(text.FieldConfigFileLine.T(file, val.Line), text.ErrConfigType.T(k.Value))
		}
	}
	return nil
}

// checkGamesShape refuses a games: section that is not a mapping of
// mappings of plain values (games: {alpaka: {bgg_object_id: 391045}}).
func checkGamesShape(file string, games *yaml.Node) error {
	refuse := func(key string, n *yaml.Node) error {
		return cmdutil.InputAt(text.FieldConfigFileLine.T(file, n.Line), text.ErrConfigType.T(key))
	}
	notSections := func(key string, n *yaml.Node) error {
		return cmdutil.InputAt(text.FieldConfigFileLine.T(file, n.Line), text.ErrConfigGames.T(key))
	}
	if games.Kind != yaml.MappingNode {
		return notSections(gamesKey, games)
	}
	for i := 0; i+1 < len(games.Content); i += 2 {
		id, section := games.Content[i], games.Content[i+1]
		if section.Kind != yaml.MappingNode {
			return notSections(gamesKey+"."+id.Value, section)
		}
		for j := 0; j+1 < len(section.Content); j += 2 {
			if val := section.Content[j+1]; val.Kind != yaml.ScalarNode {
				return refuse(gamesKey+"."+id.Value+"."+section.Content[j].Value, val)
			}
		}
	}
	return nil
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
