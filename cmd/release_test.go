package cmd_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// .ci/release refuses a target Go knows but altiplano cannot be built for,
// before building anything: js/wasm has no SQLite engine.
func TestReleaseRefusesATargetAltiplanoCannotBeBuiltFor(t *testing.T) {
	out, err := exec.Command("bash", filepath.Join("..", ".ci", "release"), "js/wasm").CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, string(out))
	assert.Equal(t, 2, exit.ExitCode())
	assert.Contains(t, string(out), "release: js/wasm is not a target altiplano builds for: modernc.org/libc/")
	assert.NotContains(t, string(out), "building")
}

// .ci/release killed by a signal leaves no work folder behind.
func TestAReleaseEndedByASignalRemovesItsWorkFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("clones the repository")
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			tmp := t.TempDir()
			cmd := exec.Command("bash", filepath.Join("..", ".ci", "release"), "linux/amd64")
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			require.NoError(t, cmd.Start())
			// Wait for its work folder, then signal the script.
			require.Eventually(t, func() bool {
				entries, _ := filepath.Glob(filepath.Join(tmp, "altiplano-release.*"))
				return len(entries) == 1
			}, time.Minute, 20*time.Millisecond)
			require.NoError(t, cmd.Process.Signal(sig))
			_ = cmd.Wait()
			left, err := filepath.Glob(filepath.Join(tmp, "altiplano-release.*"))
			require.NoError(t, err)
			assert.Empty(t, left, "killed by %v", sig)
		})
	}
}

// The release's SBOM carries the NTIA minimum elements: the supplier of
// the program and of each component, the author of its data and the
// tools that made it.
func TestTheSBOMNamesSupplierAuthorsAndTools(t *testing.T) {
	bin, err := os.Executable() // a Go binary with its modules recorded
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "sbom.cdx.json")
	run := exec.Command("go", "run", filepath.Join("..", ".ci", "pack.go"), "sbom", "-time", "1764000000",
		"-supplier", "The altiplano project", "-author", "Ana", out, bin)
	msg, err := run.CombinedOutput()
	require.NoError(t, err, string(msg))
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	var doc struct {
		Metadata struct {
			Supplier struct{ Name string }
			Authors  []struct{ Name string }
			Tools    struct {
				Components []struct{ Name, Version string }
			}
		}
		Components []struct {
			Name     string
			Supplier struct{ Name string }
		}
	}
	require.NoError(t, json.Unmarshal(data, &doc))
	assert.Equal(t, "The altiplano project", doc.Metadata.Supplier.Name)
	require.Len(t, doc.Metadata.Authors, 1)
	assert.Equal(t, "Ana", doc.Metadata.Authors[0].Name)
	require.Len(t, doc.Metadata.Tools.Components, 2)
	assert.Equal(t, "go", doc.Metadata.Tools.Components[0].Name)
	require.NotEmpty(t, doc.Components)
	suppliers := map[string]string{}
	for _, c := range doc.Components {
		assert.NotEmpty(t, c.Supplier.Name, c.Name)
		suppliers[c.Name] = c.Supplier.Name
	}
	assert.Equal(t, "The Go Authors", suppliers["std"])
	for name, supplier := range suppliers {
		if parts := strings.Split(name, "/"); parts[0] == "github.com" {
			assert.Equal(t, parts[0]+"/"+parts[1], supplier, "the account that publishes %s", name)
		}
	}
}
