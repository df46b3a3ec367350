package cmd

import (
	"strings"
	"testing"

	"github.com/spf13/pflag"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/text"
)

// Wide characters take two columns: a flag whose value is named in
// Chinese, or in Cyrillic, still has its description in the column of the
// others.
func TestFlagColumnsCountDisplayWidth(t *testing.T) {
	fs := pflag.NewFlagSet("x", pflag.ContinueOnError)
	fs.String("name", "", "the `名字` of a player")
	fs.String("box", "", "a `ФАЙЛ`")
	fs.StringP("file", "f", "", "a `FILE`")
	fs.Bool("json", false, "JSON")
	for _, lang := range text.Langs() {
		lines := strings.Split(strings.TrimSuffix(flagUsagesIn(fs, string(lang)), "\n"), "\n")
		require.Len(t, lines, 4)
		var cols []int
		for _, line := range lines {
			i := strings.LastIndex(line, "   ")
			require.Positive(t, i, line)
			cols = append(cols, text.Width(line[:i+3]))
		}
		assert.Equal(t, []int{cols[0], cols[0], cols[0], cols[0]}, cols, "%s\n%s", lang, strings.Join(lines, "\n"))
		assert.Contains(t, lines[3], "--name 名字   the 名字 of a player")
	}
}
