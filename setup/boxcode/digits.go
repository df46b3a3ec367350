package boxcode

import (
	"errors"
	"math/big"

	"altiplano/rules"
)

// A box code's body is one whole number written in mixed radix: each value
// is a digit whose base is the number of values its rules allow (plus one
// for "unknown" where a value may be unknown), the first value written the
// least significant digit. So a goods tier (0 to 4, or unknown) takes
// log2(6) ≈ 2.6 bits, not a nibble, and no value can be read back outside
// its bounds: a digit is always below its base.

// Writer takes a game's values as digits, in the order its reader takes
// them back.
type Writer struct{ digits []digit }

type digit struct{ value, base int64 }

// Digit writes v, from 0 to base-1. A base of 1 writes nothing: the value
// is the only one possible.
func (w *Writer) Digit(v, base int) {
	if base < 1 || v < 0 || v >= base {
		panic("boxcode: digit out of its base") // a game's packing is wrong
	}
	if base > 1 {
		w.digits = append(w.digits, digit{int64(v), int64(base)})
	}
}

// Bool writes b.
func (w *Writer) Bool(b bool) { w.Digit(boolDigit(b), 2) }

// Value writes n, which l bounds.
func (w *Writer) Value(n int, l rules.Limit) { w.Digit(n-l.Min, l.Max-l.Min+1) }

// Maybe writes n, which l bounds, or that it is unknown: unknown travels as
// a value of its own, never as a guess.
func (w *Writer) Maybe(n int, known bool, l rules.Limit) {
	if !known {
		w.Digit(0, l.Max-l.Min+2)
		return
	}
	w.Digit(n-l.Min+1, l.Max-l.Min+2)
}

// Choice writes which of among v is (v must be one of them).
func Choice[T comparable](w *Writer, v T, among []T) {
	for i, a := range among {
		if a == v {
			w.Digit(i, len(among))
			return
		}
	}
	panic("boxcode: a choice among values that do not hold it")
}

func boolDigit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// number is the digits as one whole number.
func (w *Writer) number() *big.Int {
	n := new(big.Int)
	for i := len(w.digits) - 1; i >= 0; i-- {
		d := w.digits[i]
		n.Mul(n, big.NewInt(d.base))
		n.Add(n, big.NewInt(d.value))
	}
	return n
}

// Reader gives a code's values back, digit after digit, each within the
// bounds it is read with.
type Reader struct {
	n    *big.Int
	base big.Int
	rest big.Int
}

func newReader(body []byte) *Reader { return &Reader{n: new(big.Int).SetBytes(body)} }

// Digit reads a value from 0 to base-1.
func (r *Reader) Digit(base int) int {
	if base <= 1 {
		return 0
	}
	r.base.SetInt64(int64(base))
	r.n.QuoRem(r.n, &r.base, &r.rest)
	return int(r.rest.Int64())
}

// Bool reads a Bool.
func (r *Reader) Bool() bool { return r.Digit(2) == 1 }

// Value reads a Value within l.
func (r *Reader) Value(l rules.Limit) int { return l.Min + r.Digit(l.Max-l.Min+1) }

// Maybe reads a Maybe within l; known is false for unknown.
func (r *Reader) Maybe(l rules.Limit) (n int, known bool) {
	d := r.Digit(l.Max - l.Min + 2)
	if d == 0 {
		return 0, false
	}
	return l.Min + d - 1, true
}

// ReadChoice reads a Choice among the same values.
func ReadChoice[T any](r *Reader, among []T) T { return among[r.Digit(len(among))] }

// errTrailing is a body with more in it than its digits: no code the
// program made.
var errTrailing = errors.New("boxcode: digits left over")

// done reports whether every digit was read.
func (r *Reader) done() error {
	if r.n.Sign() != 0 {
		return errTrailing
	}
	return nil
}
