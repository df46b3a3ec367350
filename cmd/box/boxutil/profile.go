// Package boxutil is what the box commands share: the user's box profile,
// read through every game and written only when every game reads it back,
// and the small helpers of their options. It is no command.
package boxutil

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"

	"go.yaml.in/yaml/v3"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/game"
	"altiplano/cmd/text"
	"altiplano/rules/boxprofile"
)

// Profile is the user's box profile: where it is, why there, and what it
// holds (nothing while the file does not exist), read by every game.
type Profile struct {
	Path, From string
	Exists     bool
	Data       []byte
	// Parts are each game's part of it, in the registry's order.
	Parts []game.BoxPart
	// Imports are the box codes its values were taken from, oldest first.
	Imports []boxprofile.Import
	// Damaged holds the file as it was when it did not load and the
	// command is one that repairs it: it is kept beside the new one.
	Damaged []byte
}

// Read reads data as a box profile: split by every game's keys, then each
// game's part read by the game. All problems are returned together.
func Read(games game.Registry, file string, data []byte) ([]game.BoxPart, error) {
	parts, _, err := read(games, file, data)
	return parts, err
}

// read is Read, with the profile as split.
func read(games game.Registry, file string, data []byte) ([]game.BoxPart, boxprofile.Document, error) {
	d, err := boxprofile.Split(file, data, boxprofile.Keys(games.BoxReaders()))
	errs := []error{err}
	parts := make([]game.BoxPart, len(games))
	for i, g := range games {
		parts[i], err = g.Box().Read(d)
		errs = append(errs, err)
	}
	return parts, d, d.Join(errs...)
}

// Entries are what the parts record, as the profile's entries.
func Entries(parts []game.BoxPart) []boxprofile.Entry {
	var out []boxprofile.Entry
	for _, p := range parts {
		out = append(out, p.Entries()...)
	}
	return out
}

// Store reads and writes the user's box profile for every game.
type Store struct {
	// Games are the games whose parts of the profile are read and
	// written: the registry.
	Games     game.Registry
	BoxPath   func() (path, from string, err error)
	ReadFile  func(string) ([]byte, error)
	WriteFile func(string, []byte) error
	// ErrOut and Printer say where a damaged profile is kept.
	ErrOut  io.Writer
	Printer text.Printer
	// Repair sets a box profile that does not load aside (kept as a
	// backup when written over), for the commands that rewrite it whole.
	Repair bool
}

// NewStore is the store of the user's box profile for games.
func NewStore(f *factory.Factory, games game.Registry) Store {
	return Store{Games: games, BoxPath: f.BoxPath, ReadFile: f.ReadFile, WriteFile: f.WriteFile, ErrOut: f.IO.ErrOut, Printer: f.Printer()}
}

// Load reads the active box profile. A file that does not exist is an
// empty profile, unless the user named it (flag, env, config) and the
// command only reads: a profile named but missing is then a mistake, as for
// every other command. A profile that does not load is refused, with every
// problem, so nothing is ever written over it.
func (s Store) Load(named bool) (Profile, error) {
	path, from, err := s.BoxPath()
	if err != nil {
		return Profile{}, cmdutil.Fail(text.FieldBoxFile.T(""), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	a := Profile{Path: path, From: from}
	data, err := s.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !(named && from != config.FromDefault):
		a.Parts, err = Read(s.Games, path, nil)
		return a, err
	case err != nil:
		return a, cmdutil.FileError(text.FieldBoxFile.T(path), factory.MaxFileBytes, err)
	}
	a.Exists, a.Data = true, data
	var d boxprofile.Document
	a.Parts, d, err = read(s.Games, path, data)
	a.Imports = d.Imports()
	if err != nil && s.Repair && cmdutil.BoxDamaged(err) {
		// Replaced or answered afresh: nothing of it is used, all of it kept.
		fresh, _ := Read(s.Games, path, nil)
		return Profile{Path: path, From: from, Exists: true, Parts: fresh, Damaged: data}, nil
	}
	return a, cmdutil.DamagedBox(path, err)
}

// Merge lays each part of in over the active profile's part of the same
// game (as game.BoxPart.Merge: in wins where both record a value; a nil
// part changes nothing) and writes the sections in records, with more
// edits of the profile's own keys. The profile is
// read afresh, so that whatever else changed in it meanwhile (a value saved
// by a scoring) stays, with the file's comments; the result is read back
// before it is written.
func (s Store) Merge(in []game.BoxPart, more ...boxprofile.Edit) (Profile, error) {
	a, err := s.Load(false)
	if err != nil {
		return a, err
	}
	want := slices.Clone(a.Parts)
	var edits []boxprofile.Edit
	for i, q := range in {
		if q == nil {
			continue
		}
		want[i] = a.Parts[i].Merge(q)
		merged := want[i].Entries()
		for _, e := range q.Entries() {
			edits = append(edits, boxprofile.SetEntry(e.Key, EntryOf(merged, e.Key)))
		}
	}
	data, err := boxprofile.Apply(a.Data, append(edits, more...)...)
	if err != nil {
		return a, err
	}
	return s.Write(a, data, want)
}

// EntryOf is what entries hold under key; nil when they do not hold it.
func EntryOf(entries []boxprofile.Entry, key string) *yaml.Node {
	for _, e := range entries {
		if e.Key == key {
			return e.Value
		}
	}
	return nil
}

// Write writes data as the active profile after reading it back through
// every game and checking that it holds want: a file that would not load,
// or would not hold what was answered, is never written.
func (s Store) Write(a Profile, data []byte, want []game.BoxPart) (Profile, error) {
	got, d, err := read(s.Games, a.Path, data)
	if err != nil {
		return a, err
	}
	if !boxprofile.Same(Entries(got), Entries(want)) {
		return a, cmdutil.Fail(text.FieldBoxFile.T(a.Path), text.ErrBoxReadBack.T(), nil)
	}
	if a.Damaged != nil {
		backup := cmdutil.BackupPath(a.Path)
		if err := s.WriteFile(backup, a.Damaged); err != nil {
			return a, WriteError(backup, err)
		}
		fmt.Fprintln(s.ErrOut, text.BoxDamagedKept.In(s.Printer, backup))
	}
	if err := s.WriteFile(a.Path, data); err != nil {
		return a, WriteError(a.Path, err)
	}
	a.Exists, a.Data, a.Parts, a.Damaged, a.Imports = true, data, got, nil, d.Imports()
	return a, nil
}

// WriteError is a box profile that could not be written, as the user
// reads it.
func WriteError(path string, err error) error {
	if errors.Is(err, files.ErrIsDir) || errors.Is(err, fs.ErrPermission) {
		return cmdutil.FileError(text.FieldBoxFile.T(path), 0, err)
	}
	return cmdutil.Fail(text.FieldBoxFile.T(path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}

// FromText says why the profile is where it is.
func FromText(from string) text.Text {
	switch from {
	case config.FromFlag:
		return text.BoxFromFlag.T()
	case config.FromEnv:
		return text.BoxFromEnv.T()
	case config.FromConfig:
		return text.BoxFromConfig.T()
	}
	return text.BoxFromDefault.T()
}
