package serve

import (
	"slices"
	"testing"

	"altiplano/cmd/text"
)

// FuzzAcceptLang: any Accept-Language header gives one of the six
// languages, and the first one it names when it names one.
func FuzzAcceptLang(f *testing.F) {
	for _, s := range []string{"", "de-AT,de;q=0.9", "*", "hu;q=0.1, xx", ",,,;;", "ru_RU.UTF-8", "fr-CH, fr;q=0.9, en;q=0.8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		got := acceptLang(header, text.DE)
		if !slices.Contains(text.Langs(), got) {
			t.Fatalf("%q gave %q, not one of the six", header, got)
		}
		if l, ok := text.ParseLang(header); ok && got != l {
			t.Fatalf("%q names %q alone, gave %q", header, l, got)
		}
	})
}
