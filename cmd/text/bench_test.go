package text

import "testing"

func BenchmarkParseMessages(b *testing.B) {
	s := enFile
	b.ReportAllocs()
	for b.Loop() {
		parseMessages(s)
	}
}
