package setup

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"altiplano/rules"
	"altiplano/rules/i18n"
)

func problemKey(t *testing.T, err error) i18n.Key {
	t.Helper()
	var p *rules.Problem
	require.True(t, errors.As(err, &p), "want a *rules.Problem, got %v", err)
	return p.Message.Key
}
