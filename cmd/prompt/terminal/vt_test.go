package terminal_test

import (
	"strconv"
	"strings"

	"github.com/mattn/go-runewidth"
)

// screen is a small terminal emulator for tests: enough of a VT100 to show
// what a line editor leaves behind. Characters wrap at the right edge the
// way xterm and tmux do (the cursor waits at the edge until the next
// character), and every row ever written stays, like a scrollback.
type screen struct {
	cols     int
	rows     [][]rune
	row, col int
	pending  bool // at the right edge, waiting to wrap
}

func newScreen(cols int) *screen { return &screen{cols: cols, rows: [][]rune{nil}} }

func (s *screen) line() []rune {
	for len(s.rows) <= s.row {
		s.rows = append(s.rows, nil)
	}
	for len(s.rows[s.row]) < s.cols {
		s.rows[s.row] = append(s.rows[s.row], ' ')
	}
	return s.rows[s.row]
}

func (s *screen) Write(p []byte) (int, error) {
	text := []rune(string(p))
	for i := 0; i < len(text); i++ {
		r := text[i]
		switch r {
		case '\r':
			s.col, s.pending = 0, false
		case '\n':
			s.row++
			s.pending = false
			s.line()
		case '\a':
		case 0x1b:
			j := i + 2
			for j < len(text) && !(text[j] >= 0x40 && text[j] <= 0x7e) {
				j++
			}
			n, err := strconv.Atoi(string(text[i+2 : j]))
			if err != nil {
				n = 1
			}
			switch text[j] {
			case 'A':
				s.row = max(0, s.row-n)
			case 'C':
				s.col = min(s.cols-1, s.col+n)
			case 'J':
				l := s.line()
				for k := s.col; k < s.cols; k++ {
					l[k] = ' '
				}
				s.rows = s.rows[:s.row+1]
			}
			s.pending = false
			i = j
		default:
			w := runewidth.RuneWidth(r)
			if s.pending || s.col+w > s.cols {
				s.row, s.col, s.pending = s.row+1, 0, false
			}
			l := s.line()
			l[s.col] = r
			if w == 2 && s.col+1 < s.cols {
				l[s.col+1] = 0
			}
			s.col += w
			if s.col >= s.cols {
				s.col, s.pending = s.cols-1, true
			}
		}
	}
	return len(p), nil
}

// String is every row, trailing spaces trimmed.
func (s *screen) String() string {
	out := make([]string, len(s.rows))
	for k, l := range s.rows {
		out[k] = strings.TrimRight(strings.ReplaceAll(string(l), "\x00", ""), " ")
	}
	return strings.TrimRight(strings.Join(out, "\n"), "\n")
}
