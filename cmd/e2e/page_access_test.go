package e2e_test

import (
	"strings"
	"sync"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/pagecheck"
)

// accessibleSeen are the kinds of screen each offline-page browser has had
// checked (see accessible): a game asks many questions of one kind.
var accessibleSeen sync.Map

// accessible checks the offline page's screen as a person with a screen
// reader, poor eyesight or large fingers meets it: axe-core finds nothing
// serious or critical, and every tap target is at least 44×44 px at each
// phone size. Each kind of screen (named name; a question by what it
// asks for) is checked once per browser.
func (b *pageBrowser) accessible(name string) {
	b.t.Helper()
	if strings.HasPrefix(name, "the question") {
		name = b.eval(`document.querySelector('#app button[name="choice"]') ? "a choice" : document.querySelector('#app div.yesno') ? "a yes/no" : "a question"`)
	}
	if _, seen := accessibleSeen.LoadOrStore([2]any{b, name}, true); seen {
		return
	}
	found, err := pagecheck.Axe(b.ctx)
	require.NoError(b.t, err)
	lang := b.eval(`document.documentElement.lang`)
	b.t.Logf("%s (%s): axe-core finds %d rules broken, %d serious or critical", name, lang, len(found), len(pagecheck.Serious(found)))
	assert.Empty(b.t, pagecheck.Serious(found), "%s (%s): nothing serious or critical for axe-core", name, lang)
	for _, size := range phoneSizes {
		b.do(name, chromedp.EmulateViewport(int64(size[0]), int64(size[1])))
		targets, err := pagecheck.Targets(b.ctx)
		require.NoError(b.t, err)
		w, h := pagecheck.Smallest(targets)
		b.t.Logf("%s (%s) at %d×%d: %d tap targets, the smallest %.0f×%.0f px", name, lang, size[0], size[1], len(targets), w, h)
		assert.Empty(b.t, pagecheck.Small(targets), "%s (%s) at %d×%d: every tap target at least 44×44 px", name, lang, size[0], size[1])
	}
	b.do(name, chromedp.EmulateViewport(360, 740))
}
