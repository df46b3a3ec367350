package cmd_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/internal/cmdtest"
)

func writeRecord(t testing.TB, content string) string {
	path := filepath.Join(t.TempDir(), "game.yaml")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

// A number is a YAML or JSON integer, a name a string, a tag one of YAML's
// own: what merely looks like a number is refused, saying how it was written.
func TestRecordTypesAreChecked(t *testing.T) {
	const rest = "\n  - name: Ben\n    coins: 1\n"
	tests := []struct{ name, player, want string }{
		{"double quotes", "  - name: Anna\n    coins: \"3\"", `Anna, %s, players[0].coins (line 4): "3" is not a plain whole number: write it without quotes or tag`},
		{"single quotes", "  - name: Anna\n    coins: '3'", `Anna, %s, players[0].coins (line 4): '3' is not a plain whole number: write it without quotes or tag`},
		{"str tag", "  - name: Anna\n    coins: !!str 3", `Anna, %s, players[0].coins (line 4): !!str 3 is not a plain whole number: write it without quotes or tag`},
		{"float tag", "  - name: Anna\n    coins: !!float 3", `Anna, %s, players[0].coins (line 4): !!float 3 is not a plain whole number: write it without quotes or tag`},
		{"own tag", "  - name: Anna\n    coins: !foo 3", `%s (line 4): the tag !foo is not allowed; write plain values`},
		{"null name", "  - name: null\n    coins: 3", `players[0], %s, players[0].name (line 3): null is not text; a name that really reads so goes in quotes`},
		{"number name", "  - name: 7\n    coins: 3", `players[0], %s, players[0].name (line 3): 7 is not text; a name that really reads so goes in quotes`},
		{"row vp quoted", "  - name: Anna\n    warehouse:\n      - {goods: [fish, fish, fish], vp: \"1\"}", `Anna, %s, players[0].warehouse[0].vp (line 5): "1" is not a plain whole number: write it without quotes or tag`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := writeRecord(t, "version: 1\nplayers:\n"+tt.player+rest)
			r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
			assert.Equal(t, 2, r.Code)
			assert.Empty(t, r.Stdout)
			assert.Contains(t, r.Stderr, fmt.Sprintf(tt.want, path)+"\n")
			assert.NotContains(t, r.Stderr, "Player 1", "no player is named by what was not a name")
		})
	}
	// JSON is YAML: a quoted number is text there too.
	path := writeRecord(t, `{"version": 1, "players": [{"name": "Anna", "coins": "3"}, {"name": "Ben", "coins": 1}]}`)
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `Anna, `+path+`, players[0].coins (line 1): "3" is not a plain whole number: write it without quotes or tag`)
	// The negative case: plain numbers, and a quoted name, are read.
	path = writeRecord(t, "version: 1\nplayers:\n  - name: \"null\"\n    coins: 3\n  - name: Ben\n    coins: 0x1\n")
	r = cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
	assert.NotContains(t, r.Stderr, "plain whole number")
	assert.NotContains(t, r.Stderr, "is not text")
}

// A missing version or players is one problem among the others.
func TestAMissingKeyHidesNoOtherProblem(t *testing.T) {
	path := writeRecord(t, "players:\n  - name: Anna\n    coins: x\n    bogus: 1\n  - name: Ben\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, path+` (line 1): "version" is required here`)
	assert.Contains(t, r.Stderr, "Anna, "+path+`, players[0].coins (line 3): expected a whole number, not "x"`)
	assert.Contains(t, r.Stderr, "Anna, "+path+`, players[0].bogus (line 4): unknown key "bogus"`)

	path = writeRecord(t, "version: 1\nmissions: maybe\n")
	r = cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, `"players" is required here`)
	assert.Contains(t, r.Stderr, path+`, missions (line 2): expected true or false, not "maybe"`)
}

// hostileRecords are records of about 1 MiB made of mistakes.
func hostileRecords() map[string]string {
	var bad, keys, goods strings.Builder
	bad.WriteString("version: 1\nplayers:\n")
	for i := 0; bad.Len() < 1<<20-200; i++ {
		fmt.Fprintf(&bad, "  - name: p%d\n    coins: x\n    bogus%d: 1\n", i, i)
	}
	keys.WriteString("version: 1\nplayers:\n  - name: a\n")
	for i := 0; keys.Len() < 1<<20-200; i++ {
		fmt.Fprintf(&keys, "    k%d: 1\n", i)
	}
	goods.WriteString("version: 1\nplayers:\n  - name: a\n    goods:\n")
	for i := 0; goods.Len() < 1<<20-200; i++ {
		fmt.Fprintf(&goods, "      g%d: 1\n", i)
	}
	return map[string]string{"bad players": bad.String(), "unknown keys": keys.String(), "unknown goods": goods.String()}
}

// A 1 MiB record of mistakes is answered with at most 60 lines: the first
// 50 problems, a count of the rest, where reading stopped.
func TestAHostileRecordGetsAShortAnswer(t *testing.T) {
	for name, record := range hostileRecords() {
		t.Run(name, func(t *testing.T) {
			path := writeRecord(t, record)
			r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
			assert.Equal(t, 2, r.Code)
			lines := strings.Split(strings.TrimRight(r.Stderr, "\n"), "\n")
			assert.LessOrEqual(t, len(lines), 60)
			assert.Equal(t, "altiplano: 500 problems:", lines[0])
			assert.Equal(t, "  - … and 450 more of the kinds above", lines[len(lines)-2])
			assert.Regexp(t, `^  - `+path+` \(line \d+\): reading stopped here after 500 problems; fix these first$`, lines[len(lines)-1])
		})
	}
	// The negative case: a short list is shown whole, with no count.
	path := writeRecord(t, "version: 1\nplayers:\n  - name: a\n    x: 1\n    y: 2\n  - name: b\n")
	r := cmdtest.Run(t, cmdtest.Env{}, "score", "--file", path)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.Stderr, "altiplano: 2 problems:\n")
	assert.NotContains(t, r.Stderr, "more of the kinds")
	assert.NotContains(t, r.Stderr, "reading stopped")
}

// BenchmarkHostileRecord: the target is under 1 s and at most 60
// lines for a 1 MiB hostile record; this prints both figures.
func BenchmarkHostileRecord(b *testing.B) {
	for name, record := range hostileRecords() {
		b.Run(strings.ReplaceAll(name, " ", "-"), func(b *testing.B) {
			path := writeRecord(b, record)
			var lines int
			start := time.Now()
			for b.Loop() {
				r := cmdtest.Run(&testing.T{}, cmdtest.Env{ConfigDir: b.TempDir()}, "score", "--file", path)
				lines = strings.Count(r.Stderr, "\n")
			}
			b.ReportMetric(float64(lines), "stderr-lines")
			b.ReportMetric(time.Since(start).Seconds()/float64(b.N), "s/record")
		})
	}
}
