package serve

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"altiplano/cmd/prompt"
)

// The host's line prompt shows the help above the question, and a refusal's
// correction is taken by Tab then Enter (as it promises) or by Enter.
func TestLineAskShowsHelpAndTakesTheCorrection(t *testing.T) {
	check := func(s string) error {
		if s == "3 fish" {
			return nil
		}
		return &prompt.Refusal{Message: `"fsh" is not a good` + "\nfsh → fish? Tab takes it.", Fixed: "3 fish"}
	}
	for _, keys := range []string{"3 fsh\n\t\n", "3 fsh\n\n"} {
		var out strings.Builder
		a := LineAsk{Ctx: context.Background(), Lines: ReadLines(strings.NewReader(keys)), Out: &out}
		got, err := a.Ask(prompt.Question{Label: "Goods", Help: "Goods you own.", Validate: check})
		require.NoError(t, err)
		assert.Equal(t, "3 fish", got)
		assert.Equal(t, "Goods you own.\nGoods: "+`  ! "fsh" is not a good`+"\n    fsh → fish? Tab takes it.\nGoods [3 fish]: ", out.String())
	}
}
