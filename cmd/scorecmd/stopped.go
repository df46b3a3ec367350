package scorecmd

import (
	"altiplano/cmd/cmdutil"
	"altiplano/cmd/drafts"
	"altiplano/cmd/text"
)

// stoppedServed is stopped for a served game: it is resumed served
// (score --serve --resume), or the phones would not be asked again.
func stoppedServed(d *drafts.Draft) error {
	if !d.Written {
		return &cmdutil.Stopped{Text: text.StoppedNothing.T()}
	}
	return &cmdutil.Stopped{Text: text.StoppedDraftServed.T(d.Path)}
}
