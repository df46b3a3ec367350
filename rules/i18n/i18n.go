// Package i18n holds every user-facing text of altiplano as keyed messages and
// renders them for one language. It is pure data and formatting: choosing the
// language from flags or the environment happens in cmd.
package i18n

import (
	"fmt"
	"strings"

	"golang.org/x/text/feature/plural"
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
func (l Lang) Tag() language.Tag {
	return language.MustParse(string(l))
}

// Plural is a message whose wording depends on a count: one format per CLDR
// plural form of the language (Russian has one, few, many; French counts 0
// as one). Arg is the index of the count among the message's arguments.
type Plural struct {
	Arg   int
	Forms map[plural.Form]string
}

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

// Key names one message.
type Key string

// Text is a message not yet rendered: a key and its arguments. Arguments that
// are themselves Text are rendered in the same language first, so a message
// can name a good and the good's name gets translated too.
type Text struct {
	Key  Key
	Args []any
}

// T builds a Text.
func T(key Key, args ...any) Text { return Text{Key: key, Args: args} }

// listKey marks a Text that renders its arguments joined as a list.
const listKey Key = "\x00list"

// List is a Text rendering each item (a Text or a plain value) in the
// printer's language, joined with commas.
func List(items ...any) Text { return Text{Key: listKey, Args: items} }

// IsZero reports whether t carries no message.
func (t Text) IsZero() bool { return t.Key == "" }

// Printer renders messages in one language, falling back to English for a key
// the language lacks (tests make sure none does).
type Printer struct {
	lang Lang
}

// For returns the printer for lang; an unsupported lang gives English.
func For(lang Lang) Printer {
	if _, ok := catalogs[lang]; !ok {
		lang = EN
	}
	return Printer{lang: lang}
}

// English is the printer used for Error() strings and logs.
func English() Printer { return Printer{lang: EN} }

// Lang returns the printer's language.
func (p Printer) Lang() Lang { return p.lang }

// Sprintf renders key with args.
func (p Printer) Sprintf(key Key, args ...any) string {
	return p.Text(Text{Key: key, Args: args})
}

// Text renders t.
func (p Printer) Text(t Text) string {
	if t.Key == listKey {
		parts := make([]string, len(t.Args))
		for i, a := range t.Args {
			if nested, isText := a.(Text); isText {
				parts[i] = p.Text(nested)
			} else {
				parts[i] = fmt.Sprint(a)
			}
		}
		return strings.Join(parts, ", ")
	}
	format, ok := p.format(t)
	if !ok {
		// A missing key is a programming error that tests catch; show the key
		// rather than nothing so a user can still report it.
		return string(t.Key)
	}
	if len(t.Args) == 0 {
		return format
	}
	args := make([]any, len(t.Args))
	for i, a := range t.Args {
		if nested, isText := a.(Text); isText {
			args[i] = p.Text(nested)
		} else {
			args[i] = a
		}
	}
	return fmt.Sprintf(format, args...)
}

// format finds t's format in the printer's language, falling back to
// English, choosing a plural form by the count argument where there is one.
func (p Printer) format(t Text) (string, bool) {
	for _, lang := range []Lang{p.lang, EN} {
		if pl, ok := plurals[lang][t.Key]; ok {
			n := 0
			if pl.Arg < len(t.Args) {
				n, _ = t.Args[pl.Arg].(int)
			}
			form := plural.Cardinal.MatchPlural(lang.Tag(), abs(n), 0, 0, 0, 0)
			if f, ok := pl.Forms[form]; ok {
				return f, true
			}
			return pl.Forms[plural.Other], true
		}
		if f, ok := catalogs[lang][t.Key]; ok {
			return f, true
		}
	}
	return "", false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Has reports whether lang defines key itself (without falling back).
func Has(lang Lang, key Key) bool {
	_, plain := catalogs[lang][key]
	_, counted := plurals[lang][key]
	return plain || counted
}

// Formats returns every format lang has for key: one, or one per plural form.
func Formats(lang Lang, key Key) []string {
	if pl, ok := plurals[lang][key]; ok {
		out := make([]string, 0, len(pl.Forms))
		for _, f := range pl.Forms {
			out = append(out, f)
		}
		return out
	}
	if f, ok := catalogs[lang][key]; ok {
		return []string{f}
	}
	return nil
}

// Keys returns every key the English catalog defines.
func Keys() []Key {
	keys := make([]Key, 0, len(catalogs[EN])+len(plurals[EN]))
	for k := range catalogs[EN] {
		keys = append(keys, k)
	}
	for k := range plurals[EN] {
		keys = append(keys, k)
	}
	return keys
}

var catalogs = buildCatalogs(map[Lang]map[Key]string{
	EN: english,
	DE: german,
	RU: russian,
	HU: hungarian,
	FR: french,
	ES: spanish,
})

var plurals = map[Lang]map[Key]Plural{
	EN: englishPlural,
	DE: germanPlural,
	RU: russianPlural,
	HU: hungarianPlural,
	FR: frenchPlural,
	ES: spanishPlural,
}
