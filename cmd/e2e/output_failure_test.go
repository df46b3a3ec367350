package e2e_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Standard output that cannot be written (a full disk) fails the command
// with the reason in words, even where what printed ignored it (the help);
// no system error reaches the user as the system wrote it.
func TestAFullDiskFailsTheCommandInWords(t *testing.T) {
	t.Parallel()
	bin := endToEndBinary(t)
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	for _, args := range [][]string{{"setup", "--players", "2"}, {"help", "records"}, {"--help"}, {"--lang", "de", "version"}} {
		c := exec.Command(bin, args...)
		c.Stdout = full
		c.Env = append(os.Environ(), "HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
		var stderr strings.Builder
		c.Stderr = &stderr
		assert.Equal(t, 1, exitCode(t, c.Run(), "%v fails", args), "%v", args)
		assert.NotContains(t, stderr.String(), "/dev/stdout", "%v", args)
		assert.Regexp(t, `(standard output: cannot be written: no space left on the device|Standardausgabe: nicht schreibbar: kein Platz mehr auf dem Datenträger)`, stderr.String(), "%v", args)
	}
}
