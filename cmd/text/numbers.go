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
