package factory

import (
	"errors"
	"fmt"
	"io/fs"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/config"
	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/boxprofile"
)

// BoxProfile reads the user's box profile, if one is configured, and
// splits it by every game's sections (BoxReaders). Its problems are those
// of its form and top level, as rules.Problems; the Document holds the
// sections still, so that each game can read its own part and every
// problem be said at once. It is empty when no profile is configured.
func (f *Factory) BoxProfile() (boxprofile.Document, error) {
	cfg, err := f.Config()
	if err != nil || cfg.Box == "" {
		return boxprofile.Document{}, err
	}
	data, err := f.ReadFile(cfg.Box)
	if err != nil {
		return boxprofile.Document{File: cfg.Box}, cmdutil.FileError(text.FieldBoxFile.T(cfg.Box), MaxFileBytes, err)
	}
	return boxprofile.Split(cfg.Box, data, boxprofile.Keys(f.BoxReaders))
}

// FromBox is how a command gets a game's catalog (or anything else a game
// reads from its part of the box profile): the profile is read and split
// once, and read reads the game's part, its problems named as a damaged
// profile's. A game's package declares its read: catalog, say, for
// Altiplano's setup: factory.FromBox(f, box.Values().Catalog).
func FromBox[T any](f *Factory, read func(boxprofile.Document) (T, error)) func() (T, error) {
	return func() (T, error) {
		var zero T
		d, err := f.BoxProfile()
		if err != nil && !cmdutil.BoxDamaged(err) {
			return zero, err
		}
		v, readErr := read(d)
		if err = d.Join(err, readErr); err != nil {
			return zero, cmdutil.DamagedBox(d.File, err)
		}
		return v, nil
	}
}

// FromBoxOrEmbedded is FromBox for the commands that can do without the
// box profile (setup, rules): the default box.yaml, when it exists but does
// not load, is set aside with a warning and the way to repair it, and the
// built-in values are used (read of an empty profile), so a damaged file
// never blocks them. A profile the user named (flag, environment, config
// file) is meant to be used: its problems are refused as before.
func FromBoxOrEmbedded[T any](f *Factory, read func(boxprofile.Document) (T, error)) func() (T, error) {
	return func() (T, error) {
		v, err := FromBox(f, read)()
		if err == nil || !cmdutil.BoxDamaged(err) {
			return v, err
		}
		cfg, _ := f.Config()
		if cfg.BoxSource != config.FromDefault {
			return v, err
		}
		// Every problem, with its line, so the file can be mended from
		// the warning alone.
		p := f.Printer()
		fmt.Fprintln(f.IO.ErrOut, text.ErrPrefix.In(p)+" "+text.BoxDamagedIgnored.In(p, cfg.Box))
		for _, line := range p.ProblemLines(problemsOf(err)) {
			fmt.Fprintln(f.IO.ErrOut, "  - "+line)
		}
		fmt.Fprintln(f.IO.ErrOut, "  "+p.T(cmdutil.NoteOf(err)))
		return read(boxprofile.Document{})
	}
}

// problemsOf are the problems of a damaged profile's error.
func problemsOf(err error) rules.Problems {
	var ps rules.Problems
	if errors.As(err, &ps) {
		return ps
	}
	var pr *rules.Problem
	if errors.As(err, &pr) {
		return rules.Problems{pr}
	}
	return nil
}

// SaveToBox writes edits (values learned at the table) into the box
// profile, keeping everything else in it, and says where; the profile is
// read through every game's reader before and after, so one that does not
// load is never written.
func (f *Factory) SaveToBox(edits ...boxprofile.Edit) (string, error) {
	path, _, err := f.BoxPath()
	if err != nil {
		return "", err
	}
	data, err := f.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return path, cmdutil.FileError(text.FieldBoxFile.T(path), 0, err)
	}
	out, err := boxprofile.ApplyChecked(path, data, f.BoxReaders, edits...)
	if err != nil {
		return path, err
	}
	if err := f.WriteFile(path, out); err != nil {
		return path, cmdutil.Fail(text.FieldBoxFile.T(path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return path, nil
}
