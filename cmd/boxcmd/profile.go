package boxcmd

import (
	"errors"
	"fmt"
	"io/fs"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/factory"
	"altiplano/cmd/files"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// active is the user's box profile: where it is, why there, and what it
// holds (nothing while the file does not exist).
type active struct {
	Path, From string
	Exists     bool
	Data       []byte
	Profile    catalog.Profile
	// Damaged holds the file as it was when it did not load and the
	// command is one that repairs it: it is kept beside the new one.
	Damaged []byte
}

// Catalog is the embedded catalog with the profile laid over it.
func (a active) Catalog() catalog.Catalog { return catalog.Default().With(a.Profile) }

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
		return a, nil
	case err != nil:
		return a, cmdutil.FileError(text.FieldBoxFile.T(path), factory.MaxFileBytes, err)
	}
	a.Exists, a.Data = true, data
	a.Profile, err = catalog.ParseProfile(path, data, o.Lexicon)
	if err != nil && o.repair && cmdutil.BoxDamaged(err) {
		// Replaced or answered afresh: nothing of it is used, all of it kept.
		return active{Path: path, From: from, Exists: true, Damaged: data}, nil
	}
	return a, cmdutil.DamagedBox(path, err)
}

// merge lays q over the active profile (as catalog.Profile.Merge does: q
// wins where both record a value) and writes the sections q records. The
// profile is read afresh, so that whatever else changed in it meanwhile (a
// value saved by a scoring) stays, with the file's comments; the result is
// read back before it is written.
func (o *Options) merge(q catalog.Profile) (active, error) {
	a, err := o.load(false)
	if err != nil {
		return a, err
	}
	want := a.Profile.Merge(q)
	var edits []catalog.Edit
	for _, s := range catalog.Sections() {
		if q.Records(s) {
			edits = append(edits, catalog.SetSection(want, s))
		}
	}
	data, err := catalog.ApplyEdits(a.Path, a.Data, o.Lexicon, edits...)
	if err != nil {
		return a, err
	}
	return o.write(a, data, want)
}

// write writes data as the active profile after checking that it reads
// back as want: a file that would not load, or would not hold what was
// answered, is never written.
func (o *Options) write(a active, data []byte, want catalog.Profile) (active, error) {
	got, err := catalog.ParseProfile(a.Path, data, o.Lexicon)
	if err != nil {
		return a, err
	}
	if !equalProfiles(got, want) {
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
	a.Exists, a.Data, a.Profile, a.Damaged = true, data, got, nil
	return a, nil
}

// equalProfiles reports whether two profiles mean the same values.
func equalProfiles(a, b catalog.Profile) bool {
	x, _ := catalog.MarshalProfile(a)
	y, _ := catalog.MarshalProfile(b)
	return string(x) == string(y)
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
