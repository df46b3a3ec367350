package gamescmd

import (
	"fmt"

	"altiplano/cmd/history"
	"altiplano/cmd/historyutil"
	"altiplano/cmd/text"
)

// runRepair copies what can be read of a damaged history into a new file
// at the same path, keeping the damaged one beside it.
func runRepair(o *Options) error {
	path, err := o.DBPath()
	if err != nil {
		return err
	}
	res, err := history.Repair(path, o.Now())
	if err != nil {
		return historyutil.HistoryError(path, err)
	}
	if !res.Needed {
		_, err = fmt.Fprintln(o.ErrOut, text.EchoRepairNotNeeded.In(o.Printer))
		return err
	}
	_, err = fmt.Fprintln(o.ErrOut, text.EchoRepaired.In(o.Printer, res.Copied, res.Kept))
	return err
}
