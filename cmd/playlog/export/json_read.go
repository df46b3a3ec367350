package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"altiplano/cmd/playlog"
	"altiplano/rules"
	"altiplano/rules/yamlin"
)

// At is where a game is in a history export: its place among the games
// (from 0) and the line its entry begins on, with the export's version
// and the game as written (Raw), where its keys' lines are found.
type At struct {
	Index, Line int
	Version     int
	Raw         []byte
}

// LineOf is the line of the value at path (players[1].total) in the game
// as written; the game's first line when it has no such key.
func (a At) LineOf(path string) int {
	offset, ok := valueOffset(a.Raw, path)
	if !ok {
		return a.Line
	}
	return a.Line + bytes.Count(a.Raw[:offset], []byte("\n"))
}

// valueOffset is where the value at path begins in the JSON raw.
func valueOffset(raw []byte, path string) (int64, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	var start int64
	for _, key := range strings.Split(path, ".") {
		name, index, listed := strings.Cut(strings.TrimSuffix(key, "]"), "[")
		if !enter(dec, '{') || !findKey(dec, name) {
			return 0, false
		}
		start = dec.InputOffset()
		if listed {
			i, err := strconv.Atoi(index)
			if err != nil || !enter(dec, '[') {
				return 0, false
			}
			for ; i > 0 && dec.More(); i-- {
				var skip json.RawMessage
				if dec.Decode(&skip) != nil {
					return 0, false
				}
			}
			if i > 0 || !dec.More() {
				return 0, false
			}
			start = dec.InputOffset()
		}
	}
	// The value begins after the separator and spaces that follow.
	for start < int64(len(raw)) && strings.IndexByte(" \t\r\n:,", raw[start]) >= 0 {
		start++
	}
	return start, true
}

// enter reads the opening delimiter want.
func enter(dec *json.Decoder, want json.Delim) bool {
	tok, err := dec.Token()
	d, ok := tok.(json.Delim)
	return err == nil && ok && d == want
}

// findKey reads an object's keys up to name, skipping the values of the
// others; the decoder is then before name's value.
func findKey(dec *json.Decoder, name string) bool {
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if tok == name {
			return true
		}
		var skip json.RawMessage
		if dec.Decode(&skip) != nil {
			return false
		}
	}
	return false
}

// Path is the game's key path in the document: games[2].
func (a At) Path() string { return "games[" + strconv.Itoa(a.Index) + "]" }

// ReadError is a history export, or one of its games, that cannot be
// read: the key path of what is wrong (games[2].id; "" for the document as
// a whole), its line, and why: a *playlog.InvalidError, a *rules.Problem
// (a list that is not one), a *json.UnmarshalTypeError, a
// *json.SyntaxError or io.ErrUnexpectedEOF.
type ReadError struct {
	Path string
	Line int
	Err  error
	// Written is the value at Path as written, when it is of the wrong
	// kind: its text for a string, else its JSON.
	Written string
}

func (e *ReadError) Error() string {
	return fmt.Sprintf("history export, %s (line %d): %v", e.Path, e.Line, e.Err)
}
func (e *ReadError) Unwrap() error { return e.Err }

// ReadJSON reads a WriteJSON document (of this version or an earlier one)
// from r one game at a time, giving each to fn as it was stored, with
// where it is. A game that cannot be read is given to fn as a *ReadError
// instead (and a zero game); when fn returns nil, the next game is read.
// A game of a version before 4 has its hash as FirstHash and no Hash:
// identities then followed an older rule, and its game makes the Hash
// again from the record (games import does). A document of another format
// or a newer version, or one that is not JSON, is a *ReadError.
func ReadJSON(r io.Reader, fn func(g playlog.Game, at At, err error) error) error {
	lines := &lineCounter{r: r}
	dec := json.NewDecoder(lines)
	// where is a *ReadError at path, at byte offset of the document.
	where := func(path string, offset int64, err error) error {
		return &ReadError{Path: path, Line: lines.lineAt(offset), Err: err}
	}
	// broken is a failure of the decoder itself: the document is no JSON,
	// or ends early. A syntax error of a value is counted from its start.
	broken := func(path string, valueStart int64, err error) error {
		var syntax *json.SyntaxError
		switch {
		case errors.As(err, &syntax) && valueStart >= 0:
			return where(path, valueStart+syntax.Offset-1, err)
		case errors.As(err, &syntax):
			return where(path, syntax.Offset, err)
		case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
			return where(path, lines.read, io.ErrUnexpectedEOF)
		}
		return err // the reader's own failure
	}
	if err := expectDelim(dec, '{'); err != nil {
		var invalid *playlog.InvalidError
		if errors.As(err, &invalid) { // a list, a string…: no document of ours
			return where("", dec.InputOffset(), err)
		}
		return broken("", -1, err)
	}
	format, version, sawGames := "", 0, false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return broken("", -1, err)
		}
		key, _ := tok.(string)
		start := dec.InputOffset()
		switch key {
		case "format":
			if err := dec.Decode(&format); err != nil {
				return valueError(broken, where, key, start, err)
			}
		case "version":
			if err := dec.Decode(&version); err != nil {
				return valueError(broken, where, key, start, err)
			}
			if version < 1 || version > JSONVersion {
				return where(key, dec.InputOffset(), &playlog.InvalidError{Field: "version", Reason: playlog.ReasonRange, Value: strconv.Itoa(version)})
			}
		case "games":
			if format != JSONFormat {
				return where("format", start, &playlog.InvalidError{Field: "format", Reason: playlog.ReasonUnknown, Value: format})
			}
			if version == 0 {
				return where("version", start, &playlog.InvalidError{Field: "version", Reason: playlog.ReasonEmpty})
			}
			sawGames = true
			if err := expectDelim(dec, '['); err != nil {
				var invalid *playlog.InvalidError
				if errors.As(err, &invalid) { // null, a number, an object…
					return where(key, start, &rules.Problem{Kind: yamlin.NotList})
				}
				return broken(key, -1, err)
			}
			for i := 0; dec.More(); i++ {
				at := At{Index: i, Version: version}
				before := dec.InputOffset()
				var raw json.RawMessage
				if err := dec.Decode(&raw); err != nil {
					return broken(at.Path(), before, err)
				}
				at.Raw = raw
				gameStart := dec.InputOffset() - int64(len(raw))
				at.Line = lines.lineAt(gameStart)
				g, err := readGameAt(raw, version, at, gameStart, where)
				if err := fn(g, at, err); err != nil {
					return err
				}
			}
			if err := expectDelim(dec, ']'); err != nil {
				return broken(key, -1, err)
			}
		default:
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return broken(key, start, err)
			}
		}
	}
	if !sawGames {
		return where("games", lines.read, &playlog.InvalidError{Field: "games", Reason: playlog.ReasonEmpty})
	}
	return nil
}

// valueError is the failure to read the document's key: a value of the
// wrong kind, or a decoder's failure.
func valueError(broken, where func(string, int64, error) error, key string, start int64, err error) error {
	var typ *json.UnmarshalTypeError
	if errors.As(err, &typ) {
		return where(key, start, err)
	}
	return broken(key, start, err)
}

// readGameAt reads the game written as raw, which begins at byte start of
// the document; a value it cannot take is a *ReadError at the value's key
// and line.
func readGameAt(raw []byte, version int, at At, start int64, where func(string, int64, error) error) (playlog.Game, error) {
	var rg readGame
	if err := json.Unmarshal(raw, &rg); err != nil {
		var typ *json.UnmarshalTypeError
		if !errors.As(err, &typ) {
			return playlog.Game{}, where(at.Path(), start, err)
		}
		path := keyPath(raw, typ.Field)
		re := where(at.Path()+"."+path, start+typ.Offset-1, err).(*ReadError)
		re.Written = writtenAt(raw, path)
		return playlog.Game{}, re
	}
	g, err := fromJSON(rg, version)
	var invalid *playlog.InvalidError
	if errors.As(err, &invalid) {
		path := invalidPath(invalid)
		return g, &ReadError{Path: at.Path() + "." + path, Line: at.LineOf(path), Err: err}
	}
	return g, err
}

// keyPath is the key path of field, as encoding/json names it (with the
// Go names of embedded structs: jsonGame.id, players.jsonPlayer.total), in
// the game written as raw: players[1].total.
func keyPath(raw []byte, field string) string {
	var keys []string
	for _, k := range strings.Split(field, ".") {
		if strings.ToLower(k) == k { // a JSON key; the others are Go's
			keys = append(keys, k)
		}
	}
	if len(keys) > 1 && keys[0] == "players" {
		// The first player that cannot be read is the one.
		var game struct{ Players []json.RawMessage }
		if json.Unmarshal(raw, &game) == nil {
			for i, p := range game.Players {
				var rp readPlayer
				if json.Unmarshal(p, &rp) != nil {
					keys[0] = "players[" + strconv.Itoa(i) + "]"
					break
				}
			}
		}
	}
	return strings.Join(keys, ".")
}

// InvalidAt places err, a game's *playlog.InvalidError found after it was
// read (by the play log's own checks), at the game at in the document, as
// a *ReadError; other errors are returned as they are.
func InvalidAt(at At, err error) error {
	var invalid *playlog.InvalidError
	if !errors.As(err, &invalid) {
		return err
	}
	path := invalidPath(invalid)
	return &ReadError{Path: at.Path() + "." + path, Line: at.LineOf(path), Err: err}
}

// writtenAt is the value at path (players[1].total) in the game written
// as raw, as written: a string's text, else its JSON; "" when there is none.
func writtenAt(raw []byte, path string) string {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return ""
	}
	for _, key := range strings.Split(path, ".") {
		name, index, listed := strings.Cut(strings.TrimSuffix(key, "]"), "[")
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[name]
		if listed {
			i, err := strconv.Atoi(index)
			list, ok := v.([]any)
			if err != nil || !ok || i >= len(list) {
				return ""
			}
			v = list[i]
		}
	}
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// invalidPath is the key path of an invalid value of a game:
// players[1].winner for a seat's.
func invalidPath(e *playlog.InvalidError) string {
	if rest, ok := strings.CutPrefix(e.Field, "players."); ok && e.Seat > 0 {
		return "players[" + strconv.Itoa(e.Seat-1) + "]." + rest
	}
	return e.Field
}

func expectDelim(dec *json.Decoder, want json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return &playlog.InvalidError{Field: "document", Reason: playlog.ReasonFormat, Value: fmt.Sprint(tok)}
	}
	return nil
}

// lineCounter counts the lines of what a decoder reads, so that an offset
// it reports can be named by its line. It keeps only the newlines after
// the last offset asked about: offsets are asked in order.
type lineCounter struct {
	r        io.Reader
	read     int64   // bytes read
	before   int     // newlines before the last offset asked
	newlines []int64 // offsets of the newlines after it
}

func (l *lineCounter) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	for i, b := range p[:n] {
		if b == '\n' {
			l.newlines = append(l.newlines, l.read+int64(i))
		}
	}
	l.read += int64(n)
	return n, err
}

// lineAt is the line (from 1) of the byte at offset.
func (l *lineCounter) lineAt(offset int64) int {
	i := sort.Search(len(l.newlines), func(i int) bool { return l.newlines[i] >= offset })
	l.before += i
	l.newlines = l.newlines[i:]
	if len(l.newlines) == 0 {
		l.newlines = nil // let the array go
	}
	return l.before + 1
}
