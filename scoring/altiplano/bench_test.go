package altiplano_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	scoring "altiplano/scoring/altiplano"
)

// BenchmarkScore scores a full 5-player record with missions (validation,
// missions and ranking included); parsing is measured separately.
func BenchmarkScore(b *testing.B) {
	c := boxCatalog(b)
	r, err := scoring.ParseRecord("5p", exampleGames(b)["5p-missions-box.yaml"], words{})
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoring.Score(r, c); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseRecord(b *testing.B) {
	data := exampleGames(b)["5p-missions-box.yaml"]
	b.ReportAllocs()
	for b.Loop() {
		if _, err := scoring.ParseRecord("5p", data, words{}); err != nil {
			b.Fatal(err)
		}
	}
}
