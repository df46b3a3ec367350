package importcmd

import (
	"altiplano/cmd/game"
	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// change is one value that differs between two profiles; "" is absent.
type change struct{ label, from, to string }

// sectionChanges lists, per section, what changes from profile a to b.
type sectionChanges struct {
	section text.Text
	changes []change
}

// diff compares two profiles, each game's part after part, value by value,
// in the box's order.
func diff(p text.Printer, a, b []game.BoxPart) []sectionChanges {
	var out []sectionChanges
	for i := range a {
		out = append(out, diffPart(p, a[i], b[i])...)
	}
	return out
}

func diffPart(p text.Printer, a, b game.BoxPart) []sectionChanges {
	var out []sectionChanges
	for _, s := range a.Sections() {
		before, after := a.Items(p, s.Key), b.Items(p, s.Key)
		var labels []string
		old, now := map[string]string{}, map[string]string{}
		for _, it := range before {
			labels = append(labels, it.Label)
			old[it.Label] = it.Value
		}
		for _, it := range after {
			if _, seen := old[it.Label]; !seen {
				labels = append(labels, it.Label)
			}
			now[it.Label] = it.Value
		}
		var changes []change
		for _, l := range labels {
			if old[l] != now[l] {
				changes = append(changes, change{l, old[l], now[l]})
			}
		}
		if len(changes) > 0 {
			out = append(out, sectionChanges{s.Name, changes})
		}
	}
	return out
}

// writeDiff shows the changes: each section, then "label: from → to".
func writeDiff(w *render.Lines, p text.Printer, changes []sectionChanges) {
	for _, sc := range changes {
		w.Line("  " + p.T(sc.section))
		for _, c := range sc.changes {
			w.Line("    " + text.PromptLine.In(p, c.label) + " " + orDash(c.from) + " → " + orDash(c.to))
		}
	}
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
