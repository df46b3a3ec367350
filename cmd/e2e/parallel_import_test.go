package e2e_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Two hundred `games import` processes started at once into one new
// history all land: writers wait for each other (busy timeout, then
// retries) instead of failing with "busy, try again".
func TestTwoHundredParallelImportsAllLand(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("starts 200 processes")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "games.db")
	const n = 200
	files := make([]string, n)
	for i := range files {
		files[i] = filepath.Join(dir, fmt.Sprintf("game-%03d.yaml", i))
		record := fmt.Sprintf("version: 1\nplayed_at: 2026-01-01T10:%02d:%02dZ\nplayers:\n  - {name: Anna, coins: %d, boats: 2}\n  - {name: Ben, coins: 1}\n",
			i/60, i%60, i%7)
		require.NoError(t, os.WriteFile(files[i], []byte(record), 0o644))
	}
	env := []string{"HOME=" + dir, "XDG_CONFIG_HOME=" + filepath.Join(dir, "config")}
	var wg sync.WaitGroup
	failures := make(chan string, n)
	start := make(chan struct{})
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			cmd := exec.Command(bin, "games", "import", files[i], "--db", db)
			cmd.Env = env
			if out, err := cmd.CombinedOutput(); err != nil {
				failures <- fmt.Sprintf("%s: %v: %s", files[i], err, out)
			}
		}()
	}
	close(start)
	wg.Wait()
	close(failures)
	for f := range failures {
		t.Error(f)
	}
	out, _ := runBinary(t, bin, env, "games", "--all", "--json", "--db", db)
	var games []json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &games))
	assert.Len(t, games, n, "every import landed")
}
