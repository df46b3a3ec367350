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
	return p.T(s.Line) + " " + text.BoxRecordSections.In(p, SectionCommands(p, s.Needs))
}

// SectionCommands are the commands that calibrate each of the sections
// keys, joined as the language joins items.
func SectionCommands(p text.Printer, keys []string) string {
	commands := make([]string, len(keys))
	for i, key := range keys {
		commands[i] = "altiplano box calibrate --section " + key
	}
	return p.JoinItems(commands...)
}
