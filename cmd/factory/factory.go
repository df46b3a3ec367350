// Package factory builds what commands share — streams, configuration, the
// catalog of printed values, files, the clock, randomness — so that tests can
// swap any of it.
package factory

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/gofrs/flock"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/files"
	"altiplano/cmd/iostreams"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/dbpath"
	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
	gameid "altiplano/rules/game"
	"altiplano/rules/yamlin"
	"altiplano/setup/setupcode"
)

// MaxFileBytes bounds every file the program reads.
const MaxFileBytes = yamlin.MaxBytes

// Factory carries the program's dependencies. The root command fills Config
// once flags are known; everything else is set by New or by a test.
type Factory struct {
	IO *iostreams.IOStreams
	// Lang is the language of text output, chosen before commands are built.
	Lang text.Lang
	// Phone: what the program says is read on a phone (the offline page),
	// where there is no Enter, no Tab and no y/n to type (text.ForPhone).
	Phone bool
	// Getenv reads the environment.
	Getenv func(string) string
	// Config returns the loaded settings (flags > env > file > defaults).
	Config func() (config.Config, error)
	// ConfigDir returns the user's altiplano config directory.
	ConfigDir func() (string, error)
	// ReadFile reads a file the user named, of at most MaxFileBytes.
	ReadFile func(name string) ([]byte, error)
	// WriteFile writes a file atomically (write, then rename).
	WriteFile func(name string, data []byte) error
	// WritePrivate writes a file atomically that only its owner may read
	// (mode 0600): a draft.
	WritePrivate func(name string, data []byte) error
	// RemoveFile deletes a file.
	RemoveFile func(name string) error
	// CheckWritable reports early whether a file could be written.
	CheckWritable func(name string) error
	// Lock takes an exclusive lock on path without waiting; ok is false when
	// another process holds it. The lock ends with unlock or the process.
	Lock func(path string) (unlock func(), ok bool, err error)
	// ListDir lists the names in a directory (none when it does not exist).
	ListDir func(dir string) ([]string, error)
	// NewSeed returns a fresh random seed when the user gives none.
	NewSeed func() uint64
	// Now is the clock.
	Now func() time.Time
	// Zone is the user's time zone: dates are shown and exported in it.
	Zone *time.Location
	// HomeDir returns the user's home directory.
	HomeDir func() (string, error)
	// GOOS is the operating system, for platform paths.
	GOOS string
	// Prompter asks the user: the program's root sets the terminal's
	// (prompt/terminal), a test a scripted one. The factory links no
	// terminal library: what runs in a browser sets its own.
	Prompter func() prompt.Prompter
	// History opens the play history a scored game is kept in: the root
	// sets the SQLite play log's (playlog/logutil), so that the factory
	// and the score command link no database engine.
	History func() (playlog.History, error)
	// BoxReaders read every game's sections of the box profile; the root
	// sets them from the registry of games.
	BoxReaders []boxprofile.Reader
	// Recorded reads a kept game's record, by its board game, as the games
	// the root registers read one: its identity and its time as written.
	// The play log recomputes identities and times with it when it
	// upgrades a history kept by an older rule. nil: stored ones stay.
	Recorded func(game gameid.ID, record []byte) (playlog.Recorded, error)
}

// New returns the factory for the real process.
func New(io *iostreams.IOStreams) *Factory {
	return &Factory{
		IO:     io,
		Lang:   text.EN,
		Getenv: os.Getenv,
		Config: func() (config.Config, error) { return config.Config{}, nil },
		ConfigDir: func() (string, error) {
			dir, err := os.UserConfigDir()
			if err != nil {
				return "", err
			}
			return filepath.Join(dir, "altiplano"), nil
		},
		ReadFile:      func(name string) ([]byte, error) { return files.ReadFile(name, MaxFileBytes) },
		WriteFile:     files.WriteAtomic,
		WritePrivate:  files.WritePrivate,
		RemoveFile:    os.Remove,
		CheckWritable: files.CheckWritable,
		Lock:          lock,
		ListDir:       listDir,
		NewSeed:       cryptoSeed,
		Now:           time.Now,
		Zone:          time.Local,
		HomeDir:       os.UserHomeDir,
		GOOS:          runtime.GOOS,
	}
}

// DBPath is where the play history is: --db, ALTIPLANO_DB, the config's db,
// or games.db in the user's data directory.
func (f *Factory) DBPath() (string, error) {
	cfg, err := f.Config()
	if err != nil {
		return "", err
	}
	if cfg.DB != "" {
		return cfg.DB, nil
	}
	home, _ := f.HomeDir()
	if path := dbpath.DefaultPath(f.Getenv, home, f.GOOS); path != "" {
		return path, nil
	}
	return "", cmdutil.Input(text.ErrNoDataDir.T())
}

func lock(path string) (func(), bool, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, false, err
	}
	l := flock.New(path, flock.SetPermissions(0o600))
	ok, err := l.TryLock()
	if err != nil || !ok {
		return nil, false, err
	}
	return func() { _ = l.Unlock() }, true, nil
}

func listDir(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, nil
}

// NewPrompter returns the prompter, speaking the factory's language; with
// none set, every question ends as a closed input does.
func (f *Factory) NewPrompter() prompt.Prompter {
	if f.Prompter != nil {
		return f.Prompter()
	}
	return prompt.Unanswered{}
}

// BoxPath is where the box profile is, and where learned values are saved:
// the configured box profile, or box.yaml in the config directory. from says
// why (a config.From… value).
func (f *Factory) BoxPath() (path, from string, err error) {
	cfg, err := f.Config()
	if err != nil {
		return "", "", err
	}
	if cfg.Box != "" {
		return cfg.Box, cfg.BoxSource, nil
	}
	dir, err := f.ConfigDir()
	if err != nil {
		return "", "", err
	}
	return config.DefaultBox(dir), config.FromDefault, nil
}

// cryptoSeed draws a seed from the operating system, within
// setupcode.MaxFreshSeed so fresh setup codes stay short.
func cryptoSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0
	}
	return binary.BigEndian.Uint64(b[:]) % (setupcode.MaxFreshSeed + 1)
}

// Printer returns the printer for the chosen language.
func (f *Factory) Printer() text.Printer {
	if f.Phone {
		return text.ForPhone(f.Lang)
	}
	return text.For(f.Lang)
}
