// Package text is the one place where altiplano's words live: every message,
// heading, help text and name a user reads, in six languages, and the words
// it accepts for goods. The domain packages speak in types; this package
// renders them. Messages are declared here with their argument types (so a
// wrong argument cannot compile) and written in one data file per language
// under locales/, which a translator can edit without reading Go.
package text

import "strings"

// Lang is a language the tool can speak, as a lowercase ISO 639-1 code.
type Lang string

const (
	EN Lang = "en"
	DE Lang = "de"
	RU Lang = "ru"
	HU Lang = "hu"
	FR Lang = "fr"
	ES Lang = "es"
)

// Langs returns the supported languages, English first.
func Langs() []Lang { return []Lang{EN, DE, RU, HU, FR, ES} }

// MatchLocale picks the supported language for a system locale such as
// "hu_HU.UTF-8" or "de-AT"; ok is false when none fits ("C", "POSIX", "",
// or a language the tool does not speak, such as "pt_BR").
func MatchLocale(locale string) (Lang, bool) {
	return ParseLang(locale)
}

// ParseLang accepts a language code such as "ru", "RU" or "hu_HU.UTF-8".
func ParseLang(s string) (Lang, bool) {
	code := strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexAny(code, "_-.@"); i >= 0 {
		code = code[:i]
	}
	for _, l := range Langs() {
		if Lang(code) == l {
			return l, true
		}
	}
	return "", false
}
