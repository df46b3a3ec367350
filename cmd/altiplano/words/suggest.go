package words

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"altiplano/cmd/text"
	"altiplano/rules"
	"altiplano/rules/altiplano"
)

// NearestGood returns the known goods word nearest to word, and whether
// one is near enough to propose: a word of lang's or English, one typo away
// (two from seven letters on); a word of another of the six languages only
// one typo away ("bios" → "bois", "камен" → "камень"), so that a German
// table is not offered French for a word of its own. A few lines over the
// small goods lexicon (about a hundred words), measured by the one typo
// distance the games share (rules.TypoDistance).
func NearestGood(word string, lang text.Lang) (string, bool) {
	w := fold(word)
	n := utf8.RuneCountInString(w)
	if n < 2 {
		return "", false
	}
	own := 1
	if n >= 7 {
		own = 2
	}
	best, bestD := "", own+1
	t := terms()
	for _, l := range t.Langs() {
		limit := own
		if l != lang && l != text.EN {
			limit = 1
		}
		for _, known := range t.byLang[l] {
			d := rules.TypoDistance(w, fold(known))
			if d <= limit && (d < bestD || (d == bestD && known < best)) {
				best, bestD = known, d
			}
		}
	}
	return best, best != ""
}

// FixGoodsWords corrects every word of line that known does not take but
// that is a typo away from a goods word, every copy of it ("wod wod glas" →
// "wood wood glass"), so one key fixes the whole answer, not its first word.
// Numbers and separators are left alone.
func FixGoodsWords(line string, lang text.Lang, known func(word string) bool) string {
	fields := strings.Fields(line)
	changed := false
	for k, f := range fields {
		if !hasLetter(f) || unicode.IsDigit([]rune(f)[0]) || known(f) { // "3x" is a count
			continue
		}
		if near, ok := NearestGood(f, lang); ok && near != f {
			fields[k] = near
			changed = true
		}
	}
	if !changed {
		return line
	}
	return strings.Join(fields, " ")
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// GoodsTypo is an answer naming goods that was refused for a word naming no
// good, with every such word a typo away from one fixed, and the sentence
// proposing it; "" when the answer has no such typo. The walk-through at
// the table and the box calibration propose it alike.
func GoodsTypo(p text.Printer, answer string, problems rules.Problems, lex altiplano.Lexicon) (string, text.Text) {
	for _, pr := range problems {
		if pr.Kind != altiplano.UnknownGood {
			continue
		}
		near, ok := NearestGood(pr.Value, p.Lang())
		fixed := FixGoodsWords(answer, p.Lang(), func(word string) bool { _, ok := lex.Good(word); return ok })
		if !ok || fixed == answer {
			return "", text.Text{}
		}
		return fixed, text.SuggestGood.T(pr.Value, near)
	}
	return "", text.Text{}
}
