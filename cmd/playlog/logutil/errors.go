package logutil

import (
	"errors"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/playlog"
	"altiplano/cmd/playlog/store"
	"altiplano/cmd/text"
)

// HistoryError says why the play history cannot be used. A database that is
// corrupt, read-only, newer or another program's is never changed; every
// case exits 1: nothing the user typed was wrong.
func HistoryError(path string, err error) error {
	where := text.FieldDatabase.T(path)
	var newer *store.NewerSchemaError
	var invalid *playlog.InvalidError
	var side *store.SideFileReadOnlyError
	var missing *store.MissingPartError
	switch {
	case errors.Is(err, store.ErrNotRegular):
		// A path the user gave that names a folder or a device.
		return cmdutil.InputAt(where, text.ErrNotADatabaseFile.T())
	case errors.As(err, &newer):
		return cmdutil.Fail(where, text.ErrDBNewer.T(newer.Version, newer.Supported), err)
	case errors.As(err, &missing):
		what := text.ErrDBMissingTable.T(missing.Name)
		if missing.Kind == "column" {
			what = text.ErrDBMissingColumn.T(missing.Name)
		}
		return cmdutil.Fail(where, what, err) // repair finds nothing to repair in what is there
	case errors.Is(err, store.ErrDamaged):
		return cmdutil.WithNote(cmdutil.Fail(where, text.ErrDBCorrupt.T(), err), text.HintDBRepair.T())
	case errors.Is(err, store.ErrCorrupt):
		return cmdutil.Fail(where, text.ErrDBCorrupt.T(), err)
	case errors.As(err, &side):
		return cmdutil.Fail(where, text.ErrDBSideFileReadOnly.T(side.Path), err)
	case errors.Is(err, store.ErrReadOnly):
		return cmdutil.Fail(where, text.ErrDBReadOnly.T(), err)
	case errors.Is(err, store.ErrForeign):
		return cmdutil.Fail(where, text.ErrDBForeign.T(), err)
	case errors.Is(err, store.ErrBusy):
		return cmdutil.Fail(where, text.ErrDBBusy.T(), err)
	case errors.As(err, &invalid):
		return cmdutil.Fail(where, text.ErrDBInvalid.T(invalid.Field, invalid.Value), err)
	}
	return cmdutil.Fail(where, text.ErrDBFailed.T(cmdutil.Cause(err)), err)
}
