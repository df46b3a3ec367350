package text

import (
	"strconv"
	"strings"
)

// Decimal writes f with digits decimals as the language writes numbers:
// 86.0 in English, 86,0 in French, German, Russian, Hungarian and Spanish.
func (p Printer) Decimal(f float64, digits int) string {
	s := strconv.FormatFloat(f, 'f', digits, 64)
	if p.lang == EN {
		return s
	}
	return strings.Replace(s, ".", ",", 1)
}

// Size is a limit of a file's size as a person reads it: 1 MiB for
// 1048576 bytes (the limits are whole mebibytes or kibibytes).
func Size(bytes int) string {
	switch {
	case bytes >= 1<<20 && bytes%(1<<20) == 0:
		return strconv.Itoa(bytes>>20) + " MiB"
	case bytes >= 1<<10 && bytes%(1<<10) == 0:
		return strconv.Itoa(bytes>>10) + " KiB"
	}
	return strconv.Itoa(bytes) + " B"
}
