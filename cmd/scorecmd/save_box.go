package scorecmd

import (
	"errors"
	"io/fs"

	"altiplano/cmd/cmdutil"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
	scoring "altiplano/scoring/altiplano"
)

// saveToBox writes learned values into the box profile, keeping everything
// else in it; a profile that would not load is never written.
func (o *Options) saveToBox(edits ...catalog.Edit) (string, error) {
	path, _, err := o.BoxPath()
	if err != nil {
		return "", err
	}
	data, err := o.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return path, cmdutil.FileError(text.FieldBoxFile.T(path), 0, err)
	}
	out, err := catalog.ApplyEdits(path, data, o.Lexicon, edits...)
	if err != nil {
		return path, err
	}
	if err := o.WriteFile(path, out); err != nil {
		return path, cmdutil.Fail(text.FieldBoxFile.T(path), text.ErrFileUnwritable.T(cmdutil.Cause(err)), err)
	}
	return path, nil
}

// saveRecord writes the finished record in the --file format.
func (o *Options) saveRecord(r scoring.Record) error {
	data, err := scoring.MarshalRecord(r)
	if err != nil {
		return err
	}
	return o.WriteFile(o.Save, data)
}

// finalRecord is the record with every value learned this session written
// into it (a complete row's VP, a mission's VP), so that a saved record
// scores the same without this session's box profile answers.
func (w *walk) finalRecord() scoring.Record {
	r := w.snapshot()
	cat := w.cat()
	layout := cat.Layout()
	for i := range r.Players {
		p := &r.Players[i]
		rows := append([]scoring.Row(nil), p.Warehouse...)
		for k := range rows {
			row := &rows[k]
			capacity, known := layout.Capacity(k)
			if vp := cat.Warehouse().Row(k).VP; row.VP == nil && known && len(row.Goods) == capacity && vp.Source == catalog.Box {
				n := vp.N
				row.VP = &n
			}
		}
		p.Warehouse = rows
		hand := append([]scoring.Mission(nil), p.Missions...)
		for k := range hand {
			m := &hand[k]
			if vp := cat.MissionVP(m.ID); m.VP == nil && vp.Source == catalog.Box {
				n := vp.N
				m.VP = &n
			}
		}
		p.Missions = hand
	}
	return r
}
