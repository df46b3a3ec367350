// Package factory builds what commands share — streams, configuration, the
// catalog of printed values, randomness — so that tests can swap any of it.
package factory

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"altiplano/cmd/config"
	"altiplano/cmd/files"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/prompt"
	"altiplano/rules"
	"altiplano/rules/catalog"
	"altiplano/rules/i18n"
	"altiplano/setup"
)

// Factory carries the program's dependencies. The root command fills Config
// once flags are known; everything else is set by New or by a test.
type Factory struct {
	IO *iostreams.IOStreams
	// Lang is the language of text output, chosen before commands are built.
	Lang i18n.Lang
	// Getenv reads the environment (the locale variables).
	Getenv func(string) string
	// Config returns the loaded settings (flags > env > file > defaults).
	Config func() (config.Config, error)
	// ConfigDir returns the user's altiplano config directory.
	ConfigDir func() (string, error)
	// ReadFile reads a file the user named.
	ReadFile func(name string) ([]byte, error)
	// WriteFile writes a file atomically (write, then rename).
	WriteFile func(name string, data []byte) error
	// RemoveFile deletes a file.
	RemoveFile func(name string) error
	// NewSeed returns a fresh random seed when the user gives none.
	NewSeed func() uint64
	// Prompter, when set, replaces the terminal prompter (tests).
	Prompter func() prompt.Prompter
}

// New returns the factory for the real process.
func New(io *iostreams.IOStreams) *Factory {
	return &Factory{
		IO:     io,
		Lang:   i18n.EN,
		Getenv: os.Getenv,
		Config: func() (config.Config, error) {
			return config.Config{}, nil
		},
		ConfigDir: func() (string, error) {
			dir, err := os.UserConfigDir()
			if err != nil {
				return "", err
			}
			return filepath.Join(dir, "altiplano"), nil
		},
		ReadFile:   os.ReadFile,
		WriteFile:  files.WriteAtomic,
		RemoveFile: os.Remove,
		NewSeed:    cryptoSeed,
	}
}

// NewPrompter returns the terminal prompter, speaking the factory's language.
func (f *Factory) NewPrompter() prompt.Prompter {
	if f.Prompter != nil {
		return f.Prompter()
	}
	return &prompt.Terminal{In: f.IO.In, Out: f.IO.ErrOut, SelectHelp: f.Printer().Sprintf(i18n.HelpSelectKeys)}
}

// BoxPath is where learned values are saved: the configured box profile, or
// box.yaml in the config directory.
func (f *Factory) BoxPath() (string, error) {
	cfg, err := f.Config()
	if err != nil {
		return "", err
	}
	if cfg.Box != "" {
		return cfg.Box, nil
	}
	dir, err := f.ConfigDir()
	if err != nil {
		return "", err
	}
	return config.DefaultBox(dir), nil
}

// cryptoSeed draws a seed from the operating system, within
// setup.MaxFreshSeed so fresh setup codes stay short.
func cryptoSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0
	}
	return binary.BigEndian.Uint64(b[:]) % (setup.MaxFreshSeed + 1)
}

// Printer returns the printer for the chosen language.
func (f *Factory) Printer() i18n.Printer {
	return i18n.For(f.Lang)
}

// Catalog returns the printed values: the embedded catalog with the user's
// box profile, if any, laid over it.
func (f *Factory) Catalog() (catalog.Catalog, error) {
	cfg, err := f.Config()
	if err != nil {
		return catalog.Catalog{}, err
	}
	base := catalog.Default()
	if cfg.Box == "" {
		return base, nil
	}
	data, err := f.ReadFile(cfg.Box)
	if err != nil {
		msg := i18n.T(i18n.ErrFileUnreadable, err.Error())
		if errors.Is(err, fs.ErrNotExist) {
			msg = i18n.T(i18n.ErrNoSuchFile)
		}
		return catalog.Catalog{}, &rules.Problem{Field: i18n.T(i18n.FieldBoxFile, cfg.Box), Message: msg}
	}
	profile, err := catalog.ParseProfile(cfg.Box, data)
	if err != nil {
		return catalog.Catalog{}, err
	}
	return base.With(profile), nil
}
