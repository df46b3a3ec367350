// Package pagecheck checks a page shown in headless Chromium as a person
// with a screen reader, poor eyesight or large fingers meets it: axe-core's
// rules of WCAG 2.2 A and AA and its best practices, and the size of every
// tap target. axe-core is vendored under testdata (see its README): the
// tests fetch nothing.
package pagecheck

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/chromedp/chromedp"
)

//go:embed testdata/axe-core/axe.min.js
var axeSource string

// Finding is one rule axe-core found broken on the page, and where.
type Finding struct {
	Rule, Impact, Help string
	Nodes              []string
}

func (f Finding) String() string {
	return fmt.Sprintf("%s (%s): %s\n    %s", f.Rule, f.Impact, f.Help, strings.Join(f.Nodes, "\n    "))
}

// axeRun runs axe-core on the document for the tags of WCAG 2.0 to 2.2, A
// and AA, and its best practices (one main landmark, a heading…), and gives
// the violations as JSON.
const axeRun = `axe.run(document, {
  runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]},
  resultTypes: ["violations"]
}).then(r => JSON.stringify(r.violations.map(v => ({
  Rule: v.id, Impact: v.impact || "", Help: v.help,
  Nodes: v.nodes.map(n => n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\s+/g, " "))
}))))`

// Axe runs axe-core on the page shown and gives what it found broken.
func Axe(ctx context.Context) ([]Finding, error) {
	loaded, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`typeof window.axe === "object"`))
	if err != nil {
		return nil, err
	}
	if !loaded {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](axeSource)); err != nil {
			return nil, fmt.Errorf("loading axe-core: %w", err)
		}
	}
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](axeRun, chromedp.EvalAwaitPromise))
	if err != nil {
		return nil, fmt.Errorf("running axe-core: %w", err)
	}
	var found []Finding
	err = json.Unmarshal([]byte(raw), &found)
	return found, err
}

// Serious are the findings axe-core rates serious or critical.
func Serious(found []Finding) []Finding {
	var out []Finding
	for _, f := range found {
		if f.Impact == "serious" || f.Impact == "critical" {
			out = append(out, f)
		}
	}
	return out
}

// MinTarget is the least width and height of a tap target, in CSS pixels:
// WCAG 2.5.5's, and the phone makers' own guidance.
const MinTarget = 44

// Target is a tap target shown on the page: what it is, and its size.
type Target struct {
	What string
	W, H float64
}

// targetsJS lists what a finger can tap and is shown: links, buttons that
// are not disabled, summaries, fields; a box ticked through its label is
// the label.
const targetsJS = `(() => {
  const out = [], seen = new Set();
  for (const e of document.querySelectorAll('a[href], button:not(:disabled), summary, input:not([type=hidden]):not(:disabled), select, textarea')) {
    let t = e;
    if (e.matches('input[type=checkbox], input[type=radio]') && e.closest('label')) t = e.closest('label');
    if (seen.has(t)) continue;
    seen.add(t);
    const r = t.getBoundingClientRect(), s = getComputedStyle(t);
    if (r.width === 0 || r.height === 0 || s.visibility === 'hidden') continue;
    const words = (t.textContent || t.value || t.name || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    out.push({What: t.tagName.toLowerCase() + (t.className ? '.' + String(t.className).trim().replace(/\s+/g, '.') : '') + ' "' + words + '"', W: r.width, H: r.height});
  }
  return JSON.stringify(out);
})()`

// Targets are the tap targets shown on the page, with their sizes.
func Targets(ctx context.Context) ([]Target, error) {
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](targetsJS))
	if err != nil {
		return nil, err
	}
	var ts []Target
	err = json.Unmarshal([]byte(raw), &ts)
	return ts, err
}

// Small are the targets narrower or lower than MinTarget.
func Small(ts []Target) []Target {
	var out []Target
	for _, t := range ts {
		if t.W < MinTarget || t.H < MinTarget {
			out = append(out, t)
		}
	}
	return out
}

// Smallest is the least width and the least height among ts.
func Smallest(ts []Target) (w, h float64) {
	for k, t := range ts {
		if k == 0 || t.W < w {
			w = t.W
		}
		if k == 0 || t.H < h {
			h = t.H
		}
	}
	return w, h
}
