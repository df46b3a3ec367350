package history

import (
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// foldCase is Unicode canonical caseless matching (toNFD, case fold, toNFD),
// kept in NFC: "Straße" and "STRASSE" fold alike, which strings.ToLower does
// not, and a name typed in decomposed form still finds its games.
func foldCase(s string) string {
	return norm.NFC.String(cases.Fold().String(norm.NFD.String(s)))
}
