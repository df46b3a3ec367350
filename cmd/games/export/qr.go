package export

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"altiplano/cmd/render"
	"altiplano/cmd/text"
)

// qrLines passes the links through to standard output, one line at a time,
// and draws each one's QR code on standard error (for the eye, not the
// data), so a phone scans a game into BG Stats straight from the terminal.
// width and colors are standard error's (render.QR).
type qrLines struct {
	out, codes io.Writer
	p          text.Printer
	width      int
	colors     bool
	partial    []byte
}

// maxQRBytes is the most a QR code holds (version 40, level L, bytes).
const maxQRBytes = 2953

func (q *qrLines) Write(b []byte) (int, error) {
	q.partial = append(q.partial, b...)
	for {
		i := bytes.IndexByte(q.partial, '\n')
		if i < 0 {
			return len(b), nil
		}
		if err := q.line(q.partial[:i+1]); err != nil {
			return 0, err
		}
		q.partial = q.partial[i+1:]
	}
}

func (q *qrLines) line(l []byte) error {
	if _, err := q.out.Write(l); err != nil {
		return err
	}
	link := string(bytes.TrimRight(l, "\r\n"))
	if len(link) > maxQRBytes {
		_, err := fmt.Fprintln(q.codes, text.WarnQRTooLong.In(q.p, len(link), maxQRBytes))
		return err
	}
	lines, err := render.QR(q.p, link, nil, q.width, q.colors)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(q.codes, strings.Join(lines, "\n"))
	return err
}

// flush passes on a last line without its line break.
func (q *qrLines) flush() error {
	if len(q.partial) == 0 {
		return nil
	}
	err := q.line(q.partial)
	q.partial = nil
	return err
}
