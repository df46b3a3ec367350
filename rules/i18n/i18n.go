// Package i18n holds every user-facing text of altiplano as keyed messages and
// renders them for one language. It is pure data and formatting: choosing the
// language from flags or the environment happens in cmd.
package i18n

import (
	"fmt"
	"strings"
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
	format, ok := catalogs[p.lang][t.Key]
	if !ok {
		format, ok = catalogs[EN][t.Key]
	}
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

// Has reports whether lang defines key itself (without falling back).
func Has(lang Lang, key Key) bool {
	_, ok := catalogs[lang][key]
	return ok
}

// Keys returns every key the English catalog defines.
func Keys() []Key {
	keys := make([]Key, 0, len(catalogs[EN]))
	for k := range catalogs[EN] {
		keys = append(keys, k)
	}
	return keys
}

var catalogs = buildCatalogs(map[Lang]map[Key]string{
	EN: english,
})
