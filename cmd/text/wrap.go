package text

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mattn/go-runewidth"
)

// Width is the number of terminal columns s occupies: a wide (East Asian)
// character takes two, a combining mark none.
func Width(s string) int { return runewidth.StringWidth(s) }

// MinWrap is the narrowest width Wrap fills; a narrower one is taken as it.
const MinWrap = 20

// Wrap is the one wrapper of every line a person reads: it breaks s into
// lines of at most width columns, between words only. A space is where a
// line may break; a no-break space (U+00A0, U+202F, which French puts
// before : ; ? ! and inside « ») never is, and a line never breaks before
// a closing mark (: ; , . ! ? ) » …). Line breaks already in s are kept. A
// wrapped line hangs under its own text: under the text after a list mark
// ("- ", "! ", "= ", "• "), or under a table's value when the line is one
// of a table's rows (the column after its last run of two or more spaces,
// when it leaves a third of the line),
// else under its indent. Only a word wider than a whole line is cut, after
// a / - _ . or , in it where one falls.
func Wrap(s string, width int) string {
	if width < MinWrap {
		width = MinWrap
	}
	lines := strings.Split(s, "\n")
	out := make([]string, 0, len(lines))
	for _, para := range lines {
		out = append(out, wrapLine(para, width)...)
	}
	return strings.Join(out, "\n")
}

// token is a word and the spaces that came before it.
type token struct{ space, word string }

func wrapLine(para string, width int) []string {
	if Width(para) <= width {
		return []string{para} // as it is: a table's columns keep their spaces
	}
	indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
	toks := tokens(para[len(indent):])
	if len(toks) == 0 {
		return []string{para}
	}
	hang := hangOf(indent, toks, width)
	var out []string
	line := indent + toks[0].word
	if Width(line) > width && Width(hang+toks[0].word) <= width {
		line = hang + toks[0].word // an indent too deep for the word: the word whole, under the hang
	}
	for _, t := range toks[1:] {
		if Width(line)+Width(t.space)+Width(t.word) <= width {
			line += t.space + t.word
			continue
		}
		out = append(out, cutWide(line, width, hang, &out))
		line = hang + t.word
	}
	out = append(out, cutWide(line, width, hang, &out))
	return out
}

// tokens splits text at runs of spaces; a word that starts with a closing
// mark, or follows an opening «, stays with the word before it.
func tokens(text string) []token {
	var toks []token
	for text != "" {
		n := len(text) - len(strings.TrimLeft(text, " "))
		space, rest := text[:n], text[n:]
		end := strings.IndexByte(rest, ' ')
		if end < 0 {
			end = len(rest)
		}
		word := rest[:end]
		text = rest[end:]
		if word == "" {
			break // trailing spaces
		}
		if last := len(toks) - 1; last >= 0 && (closes(word) || strings.HasSuffix(toks[last].word, "«")) {
			toks[last].word += space + word
			continue
		}
		toks = append(toks, token{space: space, word: word})
	}
	return toks
}

// closes reports whether word begins with a mark that closes what comes
// before it, which a line must never begin with.
func closes(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return strings.ContainsRune(":;,.!?)]}»”’…%", r)
}

// hangOf is where a wrapped line of the paragraph begins: under a list
// mark's text, under a table row's last column when it is not too far
// right, else under the paragraph's indent.
func hangOf(indent string, toks []token, width int) string {
	spaces := func(n int) string { return strings.Repeat(" ", n) }
	longest := 0
	for _, t := range toks {
		longest = max(longest, Width(t.word))
	}
	fits := func(col int) bool { return col+longest <= width } // a hang never cuts a word
	first := toks[0].word
	for _, mark := range []string{"- ", "* ", "! ", "= ", "• "} {
		// A mark and one space; "*  inferred" (two) is a legend's column.
		if first == strings.TrimSpace(mark) && len(toks) > 1 && len(toks[1].space) == 1 && fits(Width(indent)+Width(mark)) {
			return indent + spaces(Width(mark))
		}
	}
	// A footnote: "[2] text" hangs under its text.
	if len(toks) > 1 && len(toks[1].space) == 1 && len(first) > 2 && first[0] == '[' && first[len(first)-1] == ']' &&
		strings.Trim(first[1:len(first)-1], "0123456789") == "" && fits(Width(indent)+Width(first)+1) {
		return indent + spaces(Width(first)+1)
	}
	// A table row: the column after its last gap of two or more spaces on
	// its first line.
	col, at := 0, Width(indent)
	for i, t := range toks {
		if i > 0 {
			if at+Width(t.space)+Width(t.word) > width {
				break
			}
			if len(t.space) >= 2 {
				col = at + Width(t.space)
			}
			at += Width(t.space)
		}
		at += Width(t.word)
	}
	if col > 0 && col <= width*2/3 && fits(col) {
		return spaces(col)
	}
	if Width(indent) > width/2 || !fits(Width(indent)) {
		return ""
	}
	return indent
}

// cutWide returns line when it fits, else appends to out its heads that
// fill a line (cut after a / - _ . or , where one falls) and returns the
// rest, under hang.
func cutWide(line string, width int, hang string, out *[]string) string {
	for Width(line) > width {
		head := runewidth.Truncate(line, width, "")
		for _, marks := range []string{"/\\", "-_", ".,"} { // a path's folders first
			if i := strings.LastIndexAny(head, marks); i > len(hang) && i+1 < len(head) {
				head = head[:i+1]
				break
			}
		}
		if strings.TrimSpace(head) == "" || len(head) <= len(hang) {
			head = runewidth.Truncate(line, width, "")
		}
		*out = append(*out, head)
		line = hang + line[len(head):]
	}
	return line
}

// SplitWord reports whether shown — s as it reached the screen, with the
// line breaks of a wrapper or of a terminal — breaks a line inside a word
// of s: between two characters of s that no space or line break separates.
// It returns the word split.
func SplitWord(s, shown string) (string, bool) {
	src := []rune(s)
	i := 0 // the next rune of s to match
	broken := false
	for _, r := range shown {
		if r == '\n' {
			broken = true
			continue
		}
		if unicode.IsSpace(r) {
			continue
		}
		gap := false
		for i < len(src) && unicode.IsSpace(src[i]) {
			gap = true
			i++
		}
		if i >= len(src) || src[i] != r {
			// Not s in order: a table whose cells wrap inside their
			// columns shows a row's words on several lines.
			return splitToken(s, shown)
		}
		if broken && !gap && i > 0 && isWordRune(src[i-1]) && isWordRune(r) {
			start, end := i-1, i+1
			for start > 0 && !unicode.IsSpace(src[start-1]) {
				start--
			}
			for end < len(src) && !unicode.IsSpace(src[end]) {
				end++
			}
			return string(src[start:end]), true
		}
		broken = false
		i++
	}
	return "", false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// splitToken is SplitWord for text shown in another order: every word on
// the screen must be a word of s, or a piece of one cut where a letter or
// digit does not meet another (after a / in a path); what has no letter
// or digit is no word.
func splitToken(s, shown string) (string, bool) {
	words := strings.Fields(s)
	have := make(map[string]bool, len(words))
	for _, w := range words {
		have[w] = true
	}
	for _, t := range strings.Fields(shown) {
		if have[t] || !strings.ContainsFunc(t, isWordRune) {
			continue // a word of s, or a layout's mark (a table stacked at "·")
		}
		cleanCut := false
		for _, w := range words {
			at := strings.Index(w, t)
			if at < 0 {
				continue
			}
			before, _ := utf8.DecodeLastRuneInString(w[:at])
			first, _ := utf8.DecodeRuneInString(t)
			last, _ := utf8.DecodeLastRuneInString(t)
			after, _ := utf8.DecodeRuneInString(w[at+len(t):])
			startOK := at == 0 || !isWordRune(before) || !isWordRune(first)
			endOK := at+len(t) == len(w) || !isWordRune(last) || !isWordRune(after)
			if startOK && endOK {
				cleanCut = true
				break
			}
		}
		if !cleanCut {
			return t, true
		}
	}
	return "", false
}

// TerminalWrap is s as a terminal of width columns shows it: a line wider
// than the terminal continues on the next, wherever the width ends.
func TerminalWrap(s string, width int) string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		for Width(line) > width {
			head := runewidth.Truncate(line, width, "")
			if head == "" {
				break
			}
			out = append(out, head)
			line = line[len(head):]
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
