package altiplano

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/rules/altiplano"
	"altiplano/rules/rulestest"
)

const metaRecord = `version: 1
duration: 95
location: "Anna's kitchen, Graz"
players:
  - {name: Anna, coins: 1}
  - {name: Ben, coins: 2}
`

func TestDurationAndLocationAreReadAndWrittenBack(t *testing.T) {
	r, err := ParseRecord("g.yaml", []byte(metaRecord), altiplano.Identifiers{})
	require.NoError(t, err)
	assert.Equal(t, 95, r.DurationMin)
	assert.Equal(t, "Anna's kitchen, Graz", r.Location)
	out, err := MarshalRecord(r)
	require.NoError(t, err)
	back, err := ParseRecord("g.yaml", out, altiplano.Identifiers{})
	require.NoError(t, err)
	assert.Equal(t, r.DurationMin, back.DurationMin)
	assert.Equal(t, r.Location, back.Location)
}

func TestDurationAndLocationAreBounded(t *testing.T) {
	for _, bad := range []string{
		strings.Replace(metaRecord, "duration: 95", "duration: 0", 1),
		strings.Replace(metaRecord, "duration: 95", "duration: 1441", 1),
		strings.Replace(metaRecord, "duration: 95", "duration: soon", 1),
		strings.Replace(metaRecord, `"Anna's kitchen, Graz"`, `"a\tb"`, 1),
		strings.Replace(metaRecord, `"Anna's kitchen, Graz"`, strings.Repeat("x", 65), 1),
		strings.Replace(metaRecord, `"Anna's kitchen, Graz"`, `[a, b]`, 1),
	} {
		_, err := ParseRecord("g.yaml", []byte(bad), altiplano.Identifiers{})
		problems := rulestest.Problems(t, err, bad)
		require.Len(t, problems, 1, bad)
		assert.Contains(t, []string{"duration", "location"}, problems[0].Field.Path, bad)
	}
}
