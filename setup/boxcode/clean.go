package boxcode

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"altiplano/rules"
	"altiplano/setup/setupcode"
)

// alphabet is the letters of every code (setupcode.Crockford).
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// clean reads a code as a person typed or pasted it: any case; spaces, line
// breaks and dashes anywhere (a phone's en dash, a web page's no-break
// space or zero-width space too), and the blocks of a QR code beside it;
// O for 0, I and L for 1. It gives the
// code's letters, or the problem with the first character that is in no
// code.
func clean(code string) (string, *rules.Problem) {
	if len(code) > 4*setupcode.MaxLength {
		return "", problem(NotBoxCode)
	}
	if !utf8.ValidString(code) {
		at := 0
		for at < len(code) {
			r, size := utf8.DecodeRuneInString(code[at:])
			if r == utf8.RuneError && size <= 1 {
				break
			}
			at += size
		}
		return "", &rules.Problem{Kind: NotText, N: at + 1}
	}
	if at := strings.IndexByte(code, 0); at >= 0 { // UTF-16 text, read as bytes
		return "", &rules.Problem{Kind: NotText, N: at + 1}
	}
	var b strings.Builder
	place := 0
	for _, r := range code {
		if ignored(r) {
			continue
		}
		place++
		c := unicode.ToUpper(r)
		switch c {
		case 'O':
			c = '0'
		case 'I', 'L':
			c = '1'
		}
		if c > unicode.MaxASCII || !strings.ContainsRune(alphabet, c) {
			return "", &rules.Problem{Kind: Letter, Value: string(r), N: place}
		}
		b.WriteRune(c)
	}
	if b.Len() == 0 {
		return "", problem(Empty)
	}
	if b.Len() > setupcode.MaxLength {
		return "", problem(NotBoxCode)
	}
	return b.String(), nil
}

// ignored reports a character that only separates a code's letters, or
// that a paste caught around them: the QR code's half blocks, when the code
// printed beside it is selected over several lines.
func ignored(r rune) bool {
	switch r {
	case '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u2212': // zero-width, byte order mark, minus
		return true
	}
	return unicode.IsSpace(r) || unicode.Is(unicode.Pd, r) || r >= '\u2580' && r <= '\u259f'
}
