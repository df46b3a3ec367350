package store

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writerEnv turns the test binary into a writer process:
// "<path>|<first>|<count>" adds count games, one transaction each.
const writerEnv = "ALTIPLANO_HISTORY_TEST_WRITER"

func TestMain(m *testing.M) {
	if spec := os.Getenv(writerEnv); spec != "" {
		if err := runWriter(spec); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func runWriter(spec string) error {
	parts := strings.Split(spec, "|")
	if len(parts) != 3 {
		return fmt.Errorf("bad spec %q", spec)
	}
	first, err1 := strconv.Atoi(parts[1])
	count, err2 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil {
		return fmt.Errorf("bad spec %q", spec)
	}
	s, err := Open(parts[0])
	if err != nil {
		return err
	}
	defer s.Close()
	for i := first; i < first+count; i++ {
		if _, _, err := s.Add(sample(hexHash(i), t0.Add(timeStep(i)))); err != nil {
			return err
		}
	}
	return nil
}

// Separate processes, not goroutines: each has its own SQLite library state
// and locks, as two altiplano commands run side by side would.
func TestConcurrentProcessesAllWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	const procs, each = 6, 15
	path := filepath.Join(t.TempDir(), "games.db")
	cmds := make([]*exec.Cmd, procs)
	outs := make([]*strings.Builder, procs)
	for p := range procs {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%d|%d", writerEnv, path, p*each, each))
		outs[p] = &strings.Builder{}
		cmd.Stdout, cmd.Stderr = outs[p], outs[p]
		require.NoError(t, cmd.Start())
		cmds[p] = cmd
	}
	for p, cmd := range cmds {
		require.NoError(t, cmd.Wait(), "writer %d: %s", p, outs[p])
	}
	assert.Len(t, listAt(t, path), procs*each)
}
