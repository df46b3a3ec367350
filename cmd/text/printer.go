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
	for i, a := range t.args {
		args[i] = p.arg(a)
	}
	if p.lang == FR && strings.Contains(format, "e %") {
		return elide(fmt.Sprintf(frenchElision.ReplaceAllString(format, "${1}"+elisionMark+"%${2}s"), args...))
	}
	return fmt.Sprintf(format, args...)
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
		return ownText{s: p.T(v), p: p}
	case string:
		return userText{s: v, p: p}
	}
	return a
}

// userText is a string argument: someone typed it, so it is shown safely.
// With %q it is quoted as p's language quotes (in English the Go way, which
// escapes what could not be shown), and nothing typed is said in words;
// with %s dangerous characters are escaped by Safe.
type userText struct {
	s string
	p Printer
}

func (u userText) Format(f fmt.State, verb rune) {
	if verb != 'q' {
		io.WriteString(f, Safe(u.s))
		return
	}
	if u.s == "" {
		io.WriteString(f, EmptyAnswer.In(u.p)) // quoted, nothing reads as nothing at all
		return
	}
	s := u.s
	if r := []rune(s); len(r) > maxShown {
		s = string(r[:maxShown]) + "…"
	}
	if m, ok := quoteMarks[u.p.lang]; ok {
		io.WriteString(f, m[0]+Safe(s)+m[1])
		return
	}
	io.WriteString(f, quote(s))
}

// ownText is a message given to another as its argument: the program's own
// words, quoted with %q as the language quotes.
type ownText struct {
	s string
	p Printer
}

func (o ownText) Format(f fmt.State, verb rune) {
	if m, ok := quoteMarks[o.p.lang]; ok && verb == 'q' {
		io.WriteString(f, m[0]+o.s+m[1])
		return
	}
	fmt.Fprintf(f, fmt.FormatString(f, verb), o.s) // widths and flags as given
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
	return f, ok
}

// quoteMarks are how each language quotes what someone typed, in place of
// the English "": „Anna“ in German, «Anna» in Russian and Spanish, „Anna”
// in Hungarian, « Anna » in French with no-break spaces.
var quoteMarks = map[Lang][2]string{
	DE: {"„", "“"},
	RU: {"«", "»"},
	ES: {"«", "»"},
	HU: {"„", "”"},
	FR: {"«\u00a0", "\u00a0»"},
}

// unitSpace keeps a number and its unit of victory points together, as
// French typography wants ("4 PV").
var unitSpace = regexp.MustCompile(`(%(?:\[\d+\])?d) (PV)\b`)

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

// Items are items joined as JoinItems joins them ("a; b"), as a message:
// the list is never cut, however long, each item shown safely.
func Items(items ...string) Text {
	if len(items) == 0 {
		return Text{}
	}
	t := List(items[0])
	for _, it := range items[1:] {
		t = listItems.T(t, List(it))
	}
	return t
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
