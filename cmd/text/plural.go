package text

// The CLDR cardinal plural rules of the six languages, for whole numbers,
// written out rather than loaded from golang.org/x/text's tables: the tables'
// start-up cost is larger than the program's own work. A test checks these
// rules against x/text for every count up to 10^6.

// pluralForm returns the CLDR form ("one", "few", "many", "other") a whole
// number n takes in lang. (Newer CLDR gives French and Spanish a "many" form
// for whole millions; x/text's tables, and so these rules, do not.)
func pluralForm(lang Lang, n int) string {
	if n < 0 {
		n = -n
	}
	switch lang {
	case RU:
		switch last, last2 := n%10, n%100; {
		case last == 1 && last2 != 11:
			return "one"
		case last >= 2 && last <= 4 && (last2 < 12 || last2 > 14):
			return "few"
		}
		return "many"
	case FR:
		if n == 0 || n == 1 {
			return "one"
		}
		return "other"
	}
	// English, German, Hungarian, Spanish.
	if n == 1 {
		return "one"
	}
	return "other"
}
