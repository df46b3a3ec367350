package games_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

// --qr draws one QR code per BG Stats link on standard error; standard
// output keeps exactly the links.
func TestExportDrawsAQRCodePerLink(t *testing.T) {
	env := cmdtest.Env{ConfigDir: t.TempDir()}
	scoreAll(t, env, examples[:2])
	plain := cmdtest.Run(t, env, "games", "export", "--format", "bgstats-link")
	require.Equal(t, 0, plain.Code, plain.Stderr)
	r := cmdtest.Run(t, env, "games", "export", "--format", "bgstats-link", "--qr")
	require.Equal(t, 0, r.Code, r.Stderr)
	assert.Equal(t, plain.Stdout, r.Stdout, "the links are the data, unchanged")
	links := strings.Count(r.Stdout, "\n")
	require.Equal(t, 2, links)
	// Each code's quiet zone of 4 modules is two full lines above it and
	// two below it.
	quiet := regexp.MustCompile(`(?m)^█{20,}$`)
	assert.Len(t, quiet.FindAllString(r.Stderr, -1), 4*links, "one code per link")
	assert.NotContains(t, plain.Stderr, "▀")

	bad := cmdtest.Run(t, env, "games", "export", "--format", "csv", "--qr")
	assert.Equal(t, 2, bad.Code)
	assert.Contains(t, bad.Stderr, "--qr goes with --format bgstats-link")
}
