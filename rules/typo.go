package rules

// maxTypoRunes bounds the work TypoDistance does for a hostile answer; no
// name or word the games know is nearly this long.
const maxTypoRunes = 64

// TypoDistance is the number of typos between a and b: insertions,
// deletions, substitutions and swaps of two neighbouring letters count one
// each (the optimal string alignment distance), so "mmie" is one typo from
// "mime" as "mimee" is. Words longer than 64 letters are far from any word
// (the distance is then more than any limit a game uses).
func TypoDistance(a, b string) int {
	x, y := []rune(a), []rune(b)
	if len(x) > maxTypoRunes || len(y) > maxTypoRunes {
		return 99
	}
	d := make([][]int, len(x)+1)
	for i := range d {
		d[i] = make([]int, len(y)+1)
		d[i][0] = i
	}
	for j := range y {
		d[0][j+1] = j + 1
	}
	for i := 1; i <= len(x); i++ {
		for j := 1; j <= len(y); j++ {
			cost := 1
			if x[i-1] == y[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && x[i-1] == y[j-2] && x[i-2] == y[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(x)][len(y)]
}
