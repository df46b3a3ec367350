// Package config loads altiplano's settings with the precedence
// flags > ALTIPLANO_* environment > config file > defaults into a typed struct.
// viper is used here and nowhere else.
package config

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/spf13/pflag"
	"github.com/spf13/viper"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

// Config is every setting the program reads.
type Config struct {
	// Box is the path of the user's box profile; empty for none.
	Box string `mapstructure:"box"`
	// Lang is the language of text output; empty to follow the system locale.
	Lang string `mapstructure:"lang"`
}

// keys are the settings a config file may hold.
var keys = []string{"box", "lang"}

// Sources says where to look.
type Sources struct {
	// Flags holds the parsed command-line flags named like the keys.
	Flags *pflag.FlagSet
	// File is the config file named with --config; empty for the default.
	File string
	// Dir is the user's config directory (".../altiplano"); empty if none.
	Dir string
}

// DefaultFile returns the default config file path in dir.
func DefaultFile(dir string) string { return filepath.Join(dir, "config.yaml") }

// DefaultBox returns the default box profile path in dir.
func DefaultBox(dir string) string { return filepath.Join(dir, "box.yaml") }

// Load reads the configuration. A --config file that does not exist is an
// error; a missing default file is not.
func Load(src Sources) (Config, error) {
	v := viper.New()
	v.SetEnvPrefix("ALTIPLANO")
	v.SetEnvKeyReplacer(strings.NewReplacer("-", "_"))
	v.AutomaticEnv()
	for _, k := range keys {
		v.SetDefault(k, "")
		if src.Flags != nil {
			if f := src.Flags.Lookup(k); f != nil {
				if err := v.BindPFlag(k, f); err != nil {
					return Config{}, err
				}
			}
		}
	}

	file, explicit := src.File, src.File != ""
	if !explicit && src.Dir != "" {
		file = DefaultFile(src.Dir)
	}
	if file != "" {
		if err := readFile(v, file, explicit); err != nil {
			return Config{}, err
		}
	}

	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return Config{}, fileProblem(file, i18n.ErrConfigUnreadable, err.Error())
	}
	if c.Box == "" && src.Dir != "" {
		if _, err := os.Stat(DefaultBox(src.Dir)); err == nil {
			c.Box = DefaultBox(src.Dir)
		}
	}
	return c, nil
}

// fileProblem is a config file that cannot be used; the command exits 2.
func fileProblem(file string, msg i18n.Key, args ...any) error {
	return &rules.Problem{Field: i18n.T(i18n.FieldConfigFile, file), Message: i18n.T(msg, args...)}
}

func readFile(v *viper.Viper, file string, explicit bool) error {
	if _, err := os.Stat(file); errors.Is(err, fs.ErrNotExist) {
		if explicit {
			return fileProblem(file, i18n.ErrNoSuchFile)
		}
		return nil
	}
	// Read the file alone first to refuse keys we do not know: a typo such
	// as "bx:" would otherwise be ignored without a word.
	only := viper.New()
	only.SetConfigFile(file)
	if err := only.ReadInConfig(); err != nil {
		return fileProblem(file, i18n.ErrConfigUnreadable, err.Error())
	}
	var unknown []string
	for _, k := range only.AllKeys() {
		if !slices.Contains(keys, strings.SplitN(k, ".", 2)[0]) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return fileProblem(file, i18n.ErrConfigUnknownKey, strings.Join(unknown, ", "), strings.Join(keys, ", "))
	}
	v.SetConfigFile(file)
	if err := v.ReadInConfig(); err != nil {
		return fileProblem(file, i18n.ErrConfigUnreadable, err.Error())
	}
	return nil
}
