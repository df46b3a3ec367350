package text

import (
	_ "embed"
	"fmt"
	"io/fs"
	"iter"
	"path"
	"slices"
	"strings"
	"sync"
)

// The files, embedded as strings: reading one copies nothing.
var (
	//go:embed locales/en.txt
	enFile string
	//go:embed locales/de.txt
	deFile string
	//go:embed locales/ru.txt
	ruFile string
	//go:embed locales/hu.txt
	huFile string
	//go:embed locales/fr.txt
	frFile string
	//go:embed locales/es.txt
	esFile string
)

// localeFiles are the message files by language.
var localeFiles = map[Lang]*string{EN: &enFile, DE: &deFile, RU: &ruFile, HU: &huFile, FR: &frFile, ES: &esFile}

// registered are the games' message files, each a folder of a file
// system holding one file per language, in the order games added them.
// Nothing is read when a game registers: a language's file is read the
// first time the language is used (shelfOf), so a start in one language
// never reads the five others.
var (
	registeredMu sync.Mutex
	registered   []localeDir
)

// localeDir is a game's folder of message files, dir/LANG.txt in fsys.
type localeDir struct {
	fsys fs.FS
	dir  string
}

// read is the folder's file for lang. Every language's file must be
// there: they are embedded with the program, and each game's tests check
// them all.
func (d localeDir) read(lang Lang) string {
	data, err := fs.ReadFile(d.fsys, path.Join(d.dir, string(lang)+".txt"))
	if err != nil {
		panic(err) // a build without one of its files
	}
	return string(data)
}

// RegisterLocales adds a game's message files, one per language in dir of
// fsys (dir/LANG.txt, in the format described below), to the words the
// program speaks: a text is looked up in the shared file, then in each
// game's. Each file is read when its language is first used.
func RegisterLocales(fsys fs.FS, dir string) {
	registeredMu.Lock()
	registered = append(registered, localeDir{fsys, dir})
	registeredMu.Unlock()
	shelvesMu.Lock()
	shelves = map[Lang]shelf{}
	shelvesMu.Unlock()
}

// LocaleFiles reads a game's message files, one per language, from dir
// in fsys (dir/LANG.txt): every language's, for the game's tests.
func LocaleFiles(fsys fs.FS, dir string) map[Lang]string {
	out := map[Lang]string{}
	for _, lang := range Langs() {
		out[lang] = localeDir{fsys, dir}.read(lang)
	}
	return out
}

// messageFiles reads a language's message files: the shared one first,
// then each game's. A key is in exactly one of them (the tests check).
func messageFiles(lang Lang) []string {
	registeredMu.Lock()
	dirs := slices.Clone(registered)
	registeredMu.Unlock()
	out := []string{*localeFiles[lang]}
	for _, d := range dirs {
		out = append(out, d.read(lang))
	}
	return out
}

// shelf is a language's message files, each sorted, searched in turn.
type shelf []catalogue

func (s shelf) lookup(key string) (string, bool) {
	for _, c := range s {
		if v, ok := c.lookup(key); ok {
			return v, true
		}
	}
	return "", false
}

// The message files, one per language, are lines of
//
//	key = text
//	key[form] = text     (a message whose words depend on a count)
//
// where form is a CLDR plural form (zero, one, two, few, many, other), "\n"
// is a line break and "\\" a backslash. Comments (lines starting with "#")
// and blank lines come first; then the messages, sorted by key, which the
// tests check. Being sorted, a text is found by binary search in the file as
// it is embedded: nothing is parsed at start-up, and a run looks up only the
// few dozen texts it shows.

// catalogue is one language's message file, from its first message on.
type catalogue struct{ data string }

// newCatalogue skips the file's leading comments and blank lines.
func newCatalogue(data string) catalogue {
	for data != "" {
		line, rest, _ := strings.Cut(data, "\n")
		if t := strings.TrimSpace(line); t != "" && t[0] != '#' {
			break
		}
		data = rest
	}
	return catalogue{data: data}
}

// lookup finds key's text.
func (c catalogue) lookup(key string) (string, bool) {
	lo, hi := 0, len(c.data)
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := strings.LastIndexByte(c.data[:mid], '\n') + 1
		end := strings.IndexByte(c.data[start:], '\n')
		if end < 0 {
			end = len(c.data)
		} else {
			end += start
		}
		line := c.data[start:end]
		k, v, ok := strings.Cut(line, " = ")
		if !ok {
			k, ok = strings.CutSuffix(strings.TrimRight(line, " \r"), " =")
		}
		k = strings.TrimSpace(k)
		switch {
		case k == key && ok:
			return unescape(strings.TrimSpace(v)), true
		case k < key:
			lo = end + 1
		default:
			hi = start
		}
	}
	return "", false
}

// messages is one language's texts, parsed whole: the tests' view of a
// file, to check it completely.
type messages struct {
	plain  map[string]string
	counts map[string]map[string]string // key → form → text
}

// Entries yields the lines of a text file that carry content, trimmed, with
// their line numbers: blank lines and # comments are left out.
func Entries(data string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for n := 1; data != ""; n++ {
			line := data
			if i := strings.IndexByte(data, '\n'); i >= 0 {
				line, data = data[:i], data[i+1:]
			} else {
				data = ""
			}
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			if !yield(n, line) {
				return
			}
		}
	}
}

// parseMessages reads a whole message file; problems name the line.
func parseMessages(data string) (messages, []error) {
	lines := strings.Count(data, "\n") + 1
	m := messages{plain: make(map[string]string, lines), counts: map[string]map[string]string{}}
	var errs []error
	for n, line := range Entries(data) {
		key, value, ok := strings.Cut(line, " = ")
		if !ok {
			key, ok = strings.CutSuffix(line, " =") // an empty text
		}
		key = strings.TrimSpace(key)
		if !ok || key == "" {
			errs = append(errs, fmt.Errorf("line %d: expected \"key = text\"", n))
			continue
		}
		value = unescape(strings.TrimSpace(value))
		if base, form, counted := strings.Cut(key, "["); counted {
			form = strings.TrimSuffix(form, "]")
			forms := m.counts[base]
			if forms == nil {
				forms = map[string]string{}
				m.counts[base] = forms
			}
			if _, dup := forms[form]; dup {
				errs = append(errs, fmt.Errorf("line %d: %s given twice", n, key))
			}
			forms[form] = value
			continue
		}
		before := len(m.plain)
		m.plain[key] = value
		if len(m.plain) == before {
			errs = append(errs, fmt.Errorf("line %d: %s given twice", n, key))
		}
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

// shelves are the languages' message files, each read (not parsed) on
// first use of its language, and again after a game registers more.
var (
	shelvesMu sync.Mutex
	shelves   = map[Lang]shelf{}
)

// shelfOf is lang's message files.
func shelfOf(lang Lang) shelf {
	shelvesMu.Lock()
	defer shelvesMu.Unlock()
	if s, ok := shelves[lang]; ok {
		return s
	}
	files := messageFiles(lang)
	s := make(shelf, len(files))
	for i, f := range files {
		s[i] = newCatalogue(f)
	}
	shelves[lang] = s
	return s
}
