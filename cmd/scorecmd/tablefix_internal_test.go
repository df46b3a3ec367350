package scorecmd

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/drafts"
	"altiplano/cmd/prompt"
	"altiplano/cmd/serve"
	"altiplano/cmd/text"
)

// scriptedLines is the host's terminal typing lines.
func scriptedLines(lines ...string) <-chan string {
	c := make(chan string, len(lines))
	for _, l := range lines {
		c <- l
	}
	close(c)
	return c
}

// The host's line reader shows a question's help above it, as the
// walk-through does: "The values of … are unverified defaults." before
// "Check them against your scoring overview now?".
func TestHostLineReaderShowsTheHelp(t *testing.T) {
	var out bytes.Buffer
	ask := serve.LineAsk{Ctx: context.Background(), Lines: scriptedLines("n"), Out: &out}
	a, err := ask.Ask(prompt.Question{Label: "Check them against your scoring overview now? (y/n)", Default: "y",
		Help: "The values of fish are unverified defaults.", Validate: func(string) error { return nil }})
	require.NoError(t, err)
	assert.Equal(t, "n", a)
	assert.Equal(t, "The values of fish are unverified defaults.\nCheck them against your scoring overview now? (y/n) [y]: ", out.String())
}

// After s, the host's refused answer with a proposed correction: Tab (then
// Enter) takes it, as the refusal says, and so does Enter alone.
func TestHostLineReaderTabTakesTheCorrection(t *testing.T) {
	check := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good` + "\nfsh → fish? Tab takes it.", Fixed: "3 fish"}
	}
	for _, keys := range [][]string{{"3 fsh", "\t"}, {"3 fsh", ""}} {
		var out bytes.Buffer
		ask := serve.LineAsk{Ctx: context.Background(), Lines: scriptedLines(keys...), Out: &out}
		a, err := ask.Ask(prompt.Question{Label: "Ana · goods", Validate: check})
		require.NoError(t, err, out.String())
		assert.Equal(t, "3 fish", a)
		assert.Equal(t, "Ana · goods: "+`  ! "fsh" is not a good`+"\n    fsh → fish? Tab takes it.\nAna · goods [3 fish]: ", out.String())
	}
}

// A resume picker's line says who plays and its code, and no bare dash for
// what a draft does not have yet.
func TestDraftLineHasNoBareDash(t *testing.T) {
	p := text.English()
	assert.Equal(t, "2026-11-23 21:00 · no names yet", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00"}}))
	assert.Equal(t, "2026-11-23 21:00 · Ana, Ben", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00", Answers: map[string]string{tableKey(fPlayers).String(): "Ana, Ben"}}}))
	assert.Equal(t, "2026-11-23 21:00 · Ana, Ben · 4800-6GBE", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00", Code: "4800-6GBE", Answers: map[string]string{tableKey(fPlayers).String(): "Ana, Ben"}}}))
}
