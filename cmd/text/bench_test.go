package text

import "testing"

func BenchmarkParseMessages(b *testing.B) {
	s := enFile
	b.ReportAllocs()
	for b.Loop() {
		parseMessages(s)
	}
}

func BenchmarkParseTerms(b *testing.B) {
	s := termsFile
	b.ReportAllocs()
	for b.Loop() {
		parseTerms(s)
	}
}
