package text

import (
	"embed"
	"fmt"
	"strings"
	"sync"
)

//go:embed locales/*.txt
var locales embed.FS

// The message files, one per language, are lines of
//
//	key = text
//	key[form] = text     (a message whose words depend on a count)
//
// where form is a CLDR plural form (zero, one, two, few, many, other), "\n"
// is a line break and "\\" a backslash. Blank lines and lines starting with
// "#" are comments. A file is parsed only when its language is used.

// messages is one language's texts: plain ones, and per plural form.
type messages struct {
	plain  map[string]string
	counts map[string]map[string]string // key → form → text
}

// parseMessages reads a message file; problems name the line.
func parseMessages(data string) (messages, []error) {
	m := messages{plain: map[string]string{}, counts: map[string]map[string]string{}}
	var errs []error
	for i, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, " = ")
		if !ok {
			key, ok = strings.CutSuffix(line, " =") // an empty text
		}
		key = strings.TrimSpace(key)
		if !ok || key == "" {
			errs = append(errs, fmt.Errorf("line %d: expected \"key = text\"", i+1))
			continue
		}
		value = unescape(strings.TrimSpace(value))
		if base, form, counted := strings.Cut(key, "["); counted {
			form = strings.TrimSuffix(form, "]")
			if m.counts[base] == nil {
				m.counts[base] = map[string]string{}
			}
			if _, dup := m.counts[base][form]; dup {
				errs = append(errs, fmt.Errorf("line %d: %s given twice", i+1, key))
			}
			m.counts[base][form] = value
			continue
		}
		if _, dup := m.plain[key]; dup {
			errs = append(errs, fmt.Errorf("line %d: %s given twice", i+1, key))
		}
		m.plain[key] = value
	}
	return m, errs
}

func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			switch s[i+1] {
			case 'n':
				b.WriteByte('\n')
				i++
				continue
			case '\\':
				b.WriteByte('\\')
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// loaded holds each language's messages, parsed on first use.
var loaded = func() map[Lang]func() messages {
	out := map[Lang]func() messages{}
	for _, l := range Langs() {
		out[l] = sync.OnceValue(func() messages {
			data, err := locales.ReadFile("locales/" + string(l) + ".txt")
			if err != nil {
				return messages{}
			}
			m, _ := parseMessages(string(data)) // the tests keep every file free of errors
			return m
		})
	}
	return out
}()
