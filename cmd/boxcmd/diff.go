package boxcmd

import (
	"altiplano/cmd/render"
	"altiplano/cmd/text"
	"altiplano/rules/altiplano/catalog"
)

// change is one value that differs between two profiles; "" is absent.
type change struct{ label, from, to string }

// sectionChanges lists, per section, what changes from profile a to b.
type sectionChanges struct {
	section catalog.Section
	changes []change
}

// diff compares two profiles value by value, in the box's order.
func diff(p text.Printer, a, b catalog.Profile) []sectionChanges {
	var out []sectionChanges
	for _, s := range catalog.Sections() {
		before, after := items(p, a, s), items(p, b, s)
		var labels []string
		old, now := map[string]string{}, map[string]string{}
		for _, it := range before {
			labels = append(labels, it.label)
			old[it.label] = it.value
		}
		for _, it := range after {
			if _, seen := old[it.label]; !seen {
				labels = append(labels, it.label)
			}
			now[it.label] = it.value
		}
		var changes []change
		for _, l := range labels {
			if old[l] != now[l] {
				changes = append(changes, change{l, old[l], now[l]})
			}
		}
		if len(changes) > 0 {
			out = append(out, sectionChanges{s, changes})
		}
	}
	return out
}

// writeDiff shows the changes: each section, then "label: from → to".
func writeDiff(w *render.Lines, p text.Printer, changes []sectionChanges) {
	for _, sc := range changes {
		w.Line("  " + p.Section(sc.section))
		for _, c := range sc.changes {
			w.Line("    " + c.label + ": " + orDash(c.from) + " → " + orDash(c.to))
		}
	}
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
