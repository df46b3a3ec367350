package altiplano

import (
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/rules"
)

func problemKind(t *testing.T, p *rules.Problem) rules.Kind {
	t.Helper()
	require.NotNil(t, p)
	return p.Kind
}
