// Package text is the one place where altiplano's words live: every message,
// heading, help text and name a user reads, in six languages, and the words
// it accepts for goods. The domain packages speak in types; this package
// renders them. Messages are declared here with their argument types (so a
// wrong argument cannot compile) and written in one data file per language
// under locales/, which a translator can edit without reading Go.
package text

import (
	"strings"

	"golang.org/x/text/language"
)

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

// Tag is the language's BCP 47 tag, for plural rules and locale matching.
func (l Lang) Tag() language.Tag { return language.Make(string(l)) }

// MatchLocale picks the supported language for a system locale such as
// "hu_HU.UTF-8" or "pt_BR"; ok is false when none fits ("C", "POSIX", "").
func MatchLocale(locale string) (Lang, bool) {
	locale = strings.TrimSpace(locale)
	if i := strings.IndexAny(locale, ".@"); i >= 0 {
		locale = locale[:i]
	}
	if locale == "" || locale == "C" || locale == "POSIX" {
		return "", false
	}
	tag, err := language.Parse(strings.ReplaceAll(locale, "_", "-"))
	if err != nil {
		return "", false
	}
	tags := make([]language.Tag, len(Langs()))
	for i, l := range Langs() {
		tags[i] = l.Tag()
	}
	_, index, confidence := language.NewMatcher(tags).Match(tag)
	if confidence == language.No {
		return "", false
	}
	return Langs()[index], true
}

// ParseLang accepts a language code such as "ru" or "hu_HU.UTF-8".
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
