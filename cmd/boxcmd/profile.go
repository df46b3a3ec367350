package boxcmd

import (
	"errors"
	"fmt"
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

// active is the user's box profile: where it is, why there, and what it
// holds (nothing while the file does not exist), read by every game.
type active struct {
	Path, From string
	Exists     bool
	Data       []byte
	// Parts are each game's part of it, in the registry's order.
	Parts []game.BoxPart
	// Damaged holds the file as it was when it did not load and the
	// command is one that repairs it: it is kept beside the new one.
	Damaged []byte
}

// read reads data as a box profile: split by every game's keys, then each
// game's part read by the game. All problems are returned together.
func read(games game.Registry, file string, data []byte) ([]game.BoxPart, error) {
	d, err := boxprofile.Split(file, data, boxprofile.Keys(games.BoxReaders()))
	errs := []error{err}
	parts := make([]game.BoxPart, len(games))
	for i, g := range games {
		parts[i], err = g.Box().Read(d)
		errs = append(errs, err)
	}
	return parts, d.Join(errs...)
}

// entries are what the parts record, as the profile's entries.
func entries(parts []game.BoxPart) []boxprofile.Entry {
	var out []boxprofile.Entry
	for _, p := range parts {
		out = append(out, p.Entries()...)
	}
	return out
}

// load reads the active box profile. A file that does not exist is an
// empty profile, unless the user named it (flag, env, config) and the
// command only reads: a profile named but missing is then a mistake, as for
// every other command. A profile that does not load is refused, with every
// problem, so nothing is ever written over it.
func (o *Options) load(named bool) (active, error) {
	path, from, err := o.BoxPath()
	if err != nil {
		return active{}, cmdutil.Fail(text.FieldBoxFile.T(""), text.ErrFileUnreadable.T(cmdutil.Cause(err)), err)
	}
	a := active{Path: path, From: from}
	data, err := o.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist) && !(named && from != config.FromDefault):
		a.Parts, err = read(o.Games, path, nil)
		return a, err
	case err != nil:
		return a, cmdutil.FileError(text.FieldBoxFile.T(path), factory.MaxFileBytes, err)
	}
	a.Exists, a.Data = true, data
	a.Parts, err = read(o.Games, path, data)
	if err != nil && o.repair && cmdutil.BoxDamaged(err) {
		// Replaced or answered afresh: nothing of it is used, all of it kept.
		a.Parts, _ = read(o.Games, path, nil)
		return active{Path: path, From: from, Exists: true, Parts: a.Parts, Damaged: data}, nil
	}
	return a, cmdutil.DamagedBox(path, err)
}

// merge lays each part of in over the active profile's part of the same
// game (as game.BoxPart.Merge: in wins where both record a value; a nil
// part changes nothing) and writes the sections in records. The profile is
// read afresh, so that whatever else changed in it meanwhile (a value saved
// by a scoring) stays, with the file's comments; the result is read back
// before it is written.
func (o *Options) merge(in []game.BoxPart) (active, error) {
	a, err := o.load(false)
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
			edits = append(edits, boxprofile.SetEntry(e.Key, entryOf(merged, e.Key)))
		}
	}
	data, err := boxprofile.Apply(a.Data, edits...)
	if err != nil {
		return a, err
	}
	return o.write(a, data, want)
}

// entryOf is what entries hold under key; nil when they do not hold it.
func entryOf(entries []boxprofile.Entry, key string) *yaml.Node {
	for _, e := range entries {
		if e.Key == key {
			return e.Value
		}
	}
	return nil
}

// write writes data as the active profile after reading it back through
// every game and checking that it holds want: a file that would not load,
// or would not hold what was answered, is never written.
func (o *Options) write(a active, data []byte, want []game.BoxPart) (active, error) {
	got, err := read(o.Games, a.Path, data)
	if err != nil {
		return a, err
	}
	if !boxprofile.Same(entries(got), entries(want)) {
		return a, cmdutil.Fail(text.FieldBoxFile.T(a.Path), text.ErrBoxReadBack.T(), nil)
	}
	if a.Damaged != nil {
		backup := cmdutil.BackupPath(a.Path)
		if err := o.WriteFile(backup, a.Damaged); err != nil {
			return a, writeError(backup, err)
		}
		fmt.Fprintln(o.ErrOut, text.BoxDamagedKept.In(o.Printer, backup))
	}
	if err := o.WriteFile(a.Path, data); err != nil {
		return a, writeError(a.Path, err)
	}
	a.Exists, a.Data, a.Parts, a.Damaged = true, data, got, nil
	return a, nil
}

func writeError(path string, err error) error {
	if errors.Is(err, files.ErrIsDir) || errors.Is(err, fs.ErrPermission) {
		return cmdutil.FileError(text.FieldBoxFile.T(path), 0, err)
	}
	return cmdutil.Fail(text.FieldBoxFile.T(path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
}

// fromText says why the profile is where it is.
func fromText(from string) text.Text {
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
