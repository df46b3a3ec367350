package page

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
)

// Storage is where the page keeps what must outlive a reload: the
// browser's localStorage in a browser (cmd/page/wasm), a map in tests.
// Values are text.
type Storage interface {
	Get(key string) (string, bool)
	// Set keeps value under key; an error says it could not (the
	// browser's storage is full, or refused to the page).
	Set(key, value string) error
	Remove(key string)
	// Keys are every key kept, in any order.
	Keys() []string
}

// Memory is a Storage in memory: the tests', and the page's when the
// browser refuses it storage (a private window may), said so on the page.
type Memory struct {
	mu sync.Mutex
	m  map[string]string
}

// NewMemory is an empty Memory.
func NewMemory() *Memory { return &Memory{m: map[string]string{}} }

func (s *Memory) Get(key string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	return v, ok
}

func (s *Memory) Set(key, value string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[key] = value
	return nil
}

func (s *Memory) Remove(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, key)
}

func (s *Memory) Keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	keys := make([]string, 0, len(s.m))
	for k := range s.m {
		keys = append(keys, k)
	}
	return keys
}

// The keys the page keeps.
const (
	keyPrefix = "altiplano."
	// fileKey + a path is a file of the page's folders: the box profile,
	// the drafts of unfinished walk-throughs.
	fileKey = keyPrefix + "file:"
	// langKey is the language chosen on the page.
	langKey = keyPrefix + "lang"
	// scoringKey is the game being scored (its id), so that a reload goes
	// on with its walk-through.
	scoringKey = keyPrefix + "scoring"
	// historyKey is the games kept, as a JSON export.
	historyKey = keyPrefix + "history"
)

// files are the page's files, kept in its storage: the same box profile
// and drafts the command line keeps in folders, read and written by the
// same engine through the factory.
type files struct{ s Storage }

// home is the page's folder of settings, as the user's config directory is
// the command line's: its files are named from it, as the page's messages
// show them ("box.yaml", "drafts/…"), with no folder of a computer's.
const home = ""

func (f files) key(name string) string { return fileKey + path.Clean(name) }

func notExist(op, name string) error {
	return &fs.PathError{Op: op, Path: name, Err: fs.ErrNotExist}
}

func (f files) ReadFile(name string) ([]byte, error) {
	v, ok := f.s.Get(f.key(name))
	if !ok {
		return nil, notExist("open", name)
	}
	return []byte(v), nil
}

func (f files) WriteFile(name string, data []byte) error {
	if err := f.s.Set(f.key(name), string(data)); err != nil {
		return &fs.PathError{Op: "write", Path: name, Err: err}
	}
	return nil
}

func (f files) Remove(name string) error {
	if _, ok := f.s.Get(f.key(name)); !ok {
		return notExist("remove", name)
	}
	f.s.Remove(f.key(name))
	return nil
}

// ListDir lists the names of the files directly in dir.
func (f files) ListDir(dir string) ([]string, error) {
	prefix := f.key(dir) + "/"
	var names []string
	for _, k := range f.s.Keys() {
		if rest, ok := strings.CutPrefix(k, prefix); ok && !strings.Contains(rest, "/") {
			names = append(names, rest)
		}
	}
	slices.Sort(names)
	return names, nil
}

// errNoFolder is a file asked for outside the page's folders.
var errNoFolder = errors.New("not a folder of the page")

// CheckWritable reports whether name could be written: any path of the
// page's own (none outside it, none of a computer's).
func (f files) CheckWritable(name string) error {
	if clean := path.Clean(name); path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
		return &fs.PathError{Op: "write", Path: name, Err: errNoFolder}
	}
	return nil
}

// Lock always takes the lock: one page asks one question at a time.
func (files) Lock(string) (func(), bool, error) { return func() {}, true, nil }

// spillover is the page's storage in front of the browser's: what the
// browser can no longer keep (its storage is full) is kept in memory, so
// that no answer is lost while the page is open, and the page says so.
type spillover struct {
	base Storage
	mem  *Memory
	mu   sync.Mutex
	full bool
}

func newSpillover(base Storage) *spillover { return &spillover{base: base, mem: NewMemory()} }

// spilled reports whether something is kept in memory only.
func (s *spillover) spilled() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.full
}

func (s *spillover) Get(key string) (string, bool) {
	if v, ok := s.mem.Get(key); ok {
		return v, true
	}
	return s.base.Get(key)
}

func (s *spillover) Set(key, value string) error {
	if err := s.base.Set(key, value); err != nil {
		s.mu.Lock()
		s.full = true
		s.mu.Unlock()
		return s.mem.Set(key, value)
	}
	s.mem.Remove(key) // the browser holds it again
	return nil
}

func (s *spillover) Remove(key string) {
	s.mem.Remove(key)
	s.base.Remove(key)
}

func (s *spillover) Keys() []string {
	keys := s.base.Keys()
	for _, k := range s.mem.Keys() {
		if !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	return keys
}
