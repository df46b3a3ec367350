package text

import (
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"altiplano/rules"
)

// Printer renders messages in one language, falling back to English for a
// text the language lacks (the tests make sure none does).
type Printer struct {
	lang Lang
	// phone: the words are read on a phone, which has no keyboard keys
	// to name (see ForPhone).
	phone bool
}

// For returns the printer for lang; an unsupported lang gives English.
func For(lang Lang) Printer {
	if _, ok := localeFiles[lang]; !ok {
		lang = EN
	}
	return Printer{lang: lang}
}

// ForPhone returns the printer for lang on a phone: a message that names a
// key of the keyboard (Enter, Tab, y/n) has a variant for phones, under
// its key with "@phone" after it, and that is what it says.
func ForPhone(lang Lang) Printer {
	p := For(lang)
	p.phone = true
	return p
}

// OnPhone reports whether the printer speaks on a phone.
func (p Printer) OnPhone() bool { return p.phone }

// English is the printer for JSON texts and logs.
func English() Printer { return Printer{lang: EN} }

// Lang returns the printer's language.
func (p Printer) Lang() Lang { return p.lang }

// T renders t.
func (p Printer) T(t Text) string {
	if t.key == listKey {
		return p.list(t.args, ", ")
	}
	format, ok := p.format(t)
	if !ok {
		// A missing text is a programming error the tests catch; show the
		// key rather than nothing so a user can still report it.
		return t.key
	}
	if len(t.args) == 0 {
		return format
	}
	args := make([]any, len(t.args))
	empty := false
	for i, a := range t.args {
		args[i] = p.arg(a)
		empty = empty || a == ""
	}
	var out string
	if p.lang == FR && strings.Contains(format, "e %") {
		out = elide(fmt.Sprintf(frenchElision.ReplaceAllString(format, "${1}"+elisionMark+"%${2}s"), args...))
	} else {
		out = fmt.Sprintf(format, args...)
	}
	if empty {
		// Nothing typed, quoted, reads as nothing at all: say it.
		out = strings.Replace(out, p.emptyQuote(), EmptyAnswer.In(p), 1)
	}
	return out
}

// emptyQuote is how p's language quotes an empty text: "" in English.
func (p Printer) emptyQuote() string {
	if q, ok := quoteMarks[p.lang]; ok {
		return strings.Replace(q, "%${1}s", "", 1)
	}
	return `""`
}

// frenchElision finds a message's own "de %s" and "que %s": before a name
// or word starting with a vowel French writes "d'Anna", "qu'Alpaka".
var frenchElision = regexp.MustCompile(`\b(d|qu)e %(\[\d+\])?s`)

// elisionMark stands where the e may drop until the argument is known; a
// control character no argument holds (Safe takes them out).
const elisionMark = "\x00"

// elide drops the marked e before a vowel and puts it back elsewhere.
func elide(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, elisionMark)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		s = s[i+len(elisionMark):]
		r, _ := utf8.DecodeRuneInString(s)
		if strings.ContainsRune("AEIOUYÀÂÄÉÈÊËÎÏÔÖÛÜŒaeiouyàâäéèêëîïôöûüœ", r) {
			b.WriteString("'")
		} else {
			b.WriteString("e ")
		}
	}
}

func (p Printer) arg(a any) any {
	switch v := a.(type) {
	case Text:
		return p.T(v)
	case string:
		return userText(v)
	}
	return a
}

// userText is a string argument: someone typed it, so it is shown safely.
// With %q it is quoted the Go way (which escapes what could not be shown);
// with %s dangerous characters are escaped by Safe.
type userText string

func (u userText) Format(f fmt.State, verb rune) {
	if verb == 'q' {
		s := string(u)
		if r := []rune(s); len(r) > maxShown {
			s = string(r[:maxShown]) + "…"
		}
		io.WriteString(f, quote(s))
		return
	}
	io.WriteString(f, Safe(string(u)))
}

// format finds t's text in the printer's language, falling back to English,
// choosing a plural form by the counting argument where there is one.
func (p Printer) format(t Text) (string, bool) {
	f, ok := p.lookup(t)
	if !ok {
		return f, ok
	}
	if p.lang == FR {
		f = unitSpace.ReplaceAllString(frenchSpaces.Replace(f), "$1\u00a0$2")
	}
	if q, ok := quoteMarks[p.lang]; ok {
		f = quoteVerb.ReplaceAllString(f, q)
	}
	return f, ok
}

// quoteMarks are how each language quotes what someone typed, in place of
// the English "": „Anna“ in German, «Anna» in Russian and Spanish, „Anna”
// in Hungarian, « Anna » in French with no-break spaces.
var quoteMarks = map[Lang]string{
	DE: "„%${1}s“",
	RU: "«%${1}s»",
	ES: "«%${1}s»",
	HU: "„%${1}s”",
	FR: "«\u00a0%${1}s\u00a0»",
}

// unitSpace keeps a number and its unit of victory points together, as
// French typography wants ("4 PV").
var unitSpace = regexp.MustCompile(`(%(?:\[\d+\])?d) (PV)\b`)

// quoteVerb is a message's quoted argument, %q or %[2]q.
var quoteVerb = regexp.MustCompile(`%(\[\d+\])?q`)

// frenchSpaces puts French typography's no-break space before : ; ? ! and
// inside « », so that no line ever breaks there (text.Wrap breaks at
// spaces only, a browser likewise). Only a message's own words change: a
// name or value typed by someone stays as typed.
var frenchSpaces = strings.NewReplacer(" :", "\u00a0:", " ;", "\u00a0;", " ?", "\u00a0?", " !", "\u00a0!", "« ", "«\u00a0", " »", "\u00a0»",
	"Par ex.", "Par\u00a0ex.", "par ex.", "par\u00a0ex.", "n°%", "n°\u00a0%")

func (p Printer) lookup(t Text) (string, bool) {
	for _, lang := range []Lang{p.lang, EN} {
		c := shelfOf(lang)
		if t.count > 0 {
			n := 0
			if i := t.count - 1; i < len(t.args) {
				n, _ = t.args[i].(int)
			}
			if f, ok := c.lookup(t.key + "[" + pluralForm(lang, n) + "]"); ok {
				return f, true
			}
			if f, ok := c.lookup(t.key + "[other]"); ok {
				return f, true
			}
			continue
		}
		if p.phone {
			if f, ok := c.lookup(t.key + PhoneSuffix); ok {
				return f, true
			}
		}
		if f, ok := c.lookup(t.key); ok {
			return f, true
		}
	}
	return "", false
}

// PhoneSuffix marks a message's variant for phones.
const PhoneSuffix = "@phone"

// maxShown is the most characters of one typed text a message shows.
const maxShown = 200

// listKey marks a Text that renders its arguments joined as a list.
const listKey = "\x00list"

// List is a Text rendering each item in the printer's language, joined with
// commas.
func List[A Arg](items ...A) Text {
	args := make([]any, len(items))
	for i, it := range items {
		args[i] = it
	}
	return Text{key: listKey, args: args}
}

// JoinItems joins items already rendered in p's language as the language
// joins items that may hold commas themselves: "a; b" (in French "a ; b",
// with a no-break space). A mission's text has commas; a problem's too.
func (p Printer) JoinItems(items ...string) string {
	join, _ := p.format(listItems.T(Text{}, Text{}))
	out := ""
	for i, item := range items {
		if i == 0 {
			out = item
			continue
		}
		out = fmt.Sprintf(join, out, item)
	}
	return out
}

func (p Printer) list(items []any, sep string) string {
	parts := make([]string, len(items))
	for i, a := range items {
		parts[i] = fmt.Sprintf("%s", p.arg(a))
	}
	return strings.Join(parts, sep)
}

// Safe makes text typed by someone safe to print: characters that could move
// the cursor, change colours or reorder a line (control, bidi and zero-width
// characters, invalid UTF-8) are shown as escapes, and very long text is
// cut, so a hostile file cannot take over the terminal.
func Safe(s string) string {
	clean := true
	for _, r := range s {
		if r == utf8.RuneError || unsafeRune(r) {
			clean = false
			break
		}
	}
	if clean && len(s) <= maxShown {
		return s
	}
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n >= maxShown {
			b.WriteString("…")
			break
		}
		n++
		switch {
		case r == utf8.RuneError:
			b.WriteString(`\x` + strconv.FormatUint(uint64(s[i]), 16))
		case unsafeRune(r):
			b.WriteString(strings.Trim(strconv.QuoteRuneToASCII(r), "'"))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func unsafeRune(r rune) bool {
	return r != ' ' && (unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs) || rules.Invisible(r))
}

// quote quotes s the Go way, and also escapes the characters that show
// nothing (rules.Invisible), which Go prints as they are: a message about
// "A\ufe0fna" must show what makes it differ from "Ana".
func quote(s string) string {
	q := strconv.Quote(s)
	if strings.IndexFunc(q, rules.Invisible) < 0 {
		return q
	}
	var b strings.Builder
	for _, r := range q {
		if rules.Invisible(r) {
			b.WriteString(strings.Trim(strconv.QuoteRuneToASCII(r), "'"))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
