package boxutil

import (
	"altiplano/cmd/game"
	"altiplano/cmd/text"
)

// StatusLine is a part's status with how to record what it still needs:
// one section by its name, several by a calibration, which asks them first.
func StatusLine(p text.Printer, s game.BoxStatus) string {
	line := p.T(s.Line)
	switch len(s.Needs) {
	case 0:
		return line
	case 1:
		return line + " " + text.BoxRecordSection.In(p, s.Needs[0])
	}
	return line + " " + text.BoxRecordCalibrate.In(p)
}

// CalibratingStatusLine is StatusLine said in a calibration, which has
// passed over the sections still needed: each is named, since the plain
// command is the one already running.
func CalibratingStatusLine(p text.Printer, s game.BoxStatus) string {
	if len(s.Needs) < 2 {
		return StatusLine(p, s)
	}
	commands := make([]string, len(s.Needs))
	for i, key := range s.Needs {
		commands[i] = calibrateSection + key
	}
	return p.T(s.Line) + " " + text.BoxRecordSections.In(p, p.JoinItems(commands...))
}

// calibrateSection is the command that records one section, but its key.
const calibrateSection = "altiplano box calibrate --section "
