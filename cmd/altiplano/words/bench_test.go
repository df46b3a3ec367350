package words

import "testing"

func BenchmarkParseTerms(b *testing.B) {
	s := termsFile
	b.ReportAllocs()
	for b.Loop() {
		parseTerms(s)
	}
}
