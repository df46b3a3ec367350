package words

import (
	"strings"

	"altiplano/cmd/text"
)

func safeJoin(names []string) string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = text.Safe(n)
	}
	return strings.Join(out, ", ")
}
