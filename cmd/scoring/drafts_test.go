package scoring

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"altiplano/cmd/drafts"
	"altiplano/cmd/text"
	"altiplano/cmd/walk"
)

// A resume picker's line says who plays and its code, and no bare dash for
// what a draft does not have yet.
func TestDraftLineHasNoBareDash(t *testing.T) {
	p := text.English()
	assert.Equal(t, "2026-11-23 21:00 · no names yet", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00"}}))
	assert.Equal(t, "2026-11-23 21:00 · Ana, Ben", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00", Answers: map[string]string{walk.PlayersKey(): "Ana, Ben"}}}))
	assert.Equal(t, "2026-11-23 21:00 · Ana, Ben · 4800-6GBE", draftLine(p, drafts.Found{File: drafts.File{Started: "2026-11-23 21:00", Code: "4800-6GBE", Answers: map[string]string{walk.PlayersKey(): "Ana, Ben"}}}))
}
