package playlog

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode"
)

// A game keeps its result as JSON. Results kept before the JSON export's
// version 5 name their keys as Go names their fields (Place, TieBreak,
// VPSource); the export writes every key in snake_case (place, tie_break,
// vp_source), like the rest of it. A result holds no map, so every key is
// a field's name and the two spellings say the same.

// SnakeKeys is the result blob with every key written as a Go name
// (beginning with a capital) in snake_case, in the same order; the other
// keys and every value stay as they are. A blob that is not JSON is
// returned as it is.
func SnakeKeys(blob []byte) []byte { return renameKeys(blob, snakeCase) }

// GoKeys is the result blob with every snake_case key written as a Go
// field name (vp_source as VpSource), for reading into a struct without
// tags: encoding/json matches field names without regard to case.
func GoKeys(blob []byte) []byte { return renameKeys(blob, goCase) }

func snakeCase(key string) string {
	if key == "" || key[0] < 'A' || key[0] > 'Z' {
		return key
	}
	r := []rune(key)
	var b strings.Builder
	for i, c := range r {
		if unicode.IsUpper(c) {
			// A new word: after a lower case letter or a digit, or the
			// last capital of an acronym before a lower case letter
			// (VPSource: vp, source).
			if i > 0 && (!unicode.IsUpper(r[i-1]) || i+1 < len(r) && unicode.IsLower(r[i+1])) {
				b.WriteByte('_')
			}
			c = unicode.ToLower(c)
		}
		b.WriteRune(c)
	}
	return b.String()
}

func goCase(key string) string {
	if key == "" || key[0] < 'a' || key[0] > 'z' {
		return key
	}
	var b strings.Builder
	for _, word := range strings.Split(key, "_") {
		if word != "" {
			b.WriteString(strings.ToUpper(word[:1]) + word[1:])
		}
	}
	return b.String()
}

// renameKeys writes blob again with each object key renamed, keeping the
// order of keys and the numbers as written.
func renameKeys(blob []byte, rename func(string) string) []byte {
	if len(blob) == 0 {
		return blob
	}
	dec := json.NewDecoder(bytes.NewReader(blob))
	dec.UseNumber()
	var b bytes.Buffer
	if err := copyRenamed(dec, &b, rename); err != nil {
		return blob
	}
	if _, err := dec.Token(); err == nil {
		return blob // more than one value
	}
	return b.Bytes()
}

func copyRenamed(dec *json.Decoder, b *bytes.Buffer, rename func(string) string) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	d, isDelim := tok.(json.Delim)
	if !isDelim {
		v, err := json.Marshal(tok)
		b.Write(v)
		return err
	}
	b.WriteRune(rune(d))
	for i := 0; dec.More(); i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		if d == '{' {
			k, err := dec.Token()
			if err != nil {
				return err
			}
			key, _ := json.Marshal(rename(k.(string)))
			b.Write(key)
			b.WriteByte(':')
		}
		if err := copyRenamed(dec, b, rename); err != nil {
			return err
		}
	}
	end, err := dec.Token()
	if err != nil {
		return err
	}
	b.WriteRune(rune(end.(json.Delim)))
	return nil
}
