// Package drafts keeps the answers of an unfinished walk-through (a scoring,
// a box calibration) on disk as they are given, so nothing typed is lost:
// one file per walk-through, locked while a process uses it, written
// atomically after every answer.
package drafts

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"altiplano/rules/yamlin"
)

// File is a draft as written: when it started, what it remembers of the
// command line, and every answer by key.
type File struct {
	Version int               `yaml:"version"`
	Started string            `yaml:"started"` // RFC 3339
	Code    string            `yaml:"code,omitempty"`
	Save    string            `yaml:"save,omitempty"`
	Answers map[string]string `yaml:"answers"`
}

// Version is the draft layout this package writes and reads.
const Version = 2

// MaxBytes bounds a draft file.
const MaxBytes = 1 << 20

var (
	// ErrCorrupt is a draft that cannot be read: changed by hand, or from
	// another version.
	ErrCorrupt = errors.New("draft cannot be read")
	// ErrBusy is a draft another process holds.
	ErrBusy = errors.New("draft in use")
)

// Store finds, opens and creates the drafts of one directory. Its file
// operations come from the caller, so tests and the program share it.
type Store struct {
	Dir    string
	Read   func(string) ([]byte, error)
	Write  func(string, []byte) error
	Remove func(string) error
	// Lock takes an exclusive lock without waiting; ok is false when another
	// process holds it.
	Lock func(string) (unlock func(), ok bool, err error)
	List func(string) ([]string, error)
}

// Draft is one open draft: its file, its lock, and the answers so far.
type Draft struct {
	Path    string
	File    File
	Written bool // whether the file exists
	unlock  func()
	store   *Store
}

// Found is a draft on disk.
type Found struct {
	Path string
	File File
	Busy bool // locked by another process
	Bad  bool // cannot be read
}

// LockPath is the lock file of a draft.
func LockPath(path string) string { return strings.TrimSuffix(path, ".yaml") + ".lock" }

// Find lists the drafts on disk, newest first, each marked busy when another
// process holds its lock.
func (s *Store) Find() ([]Found, error) {
	names, err := s.List(s.Dir)
	if err != nil {
		return nil, err
	}
	var out []Found
	for _, n := range names {
		if !strings.HasSuffix(n, ".yaml") || strings.HasPrefix(n, ".") {
			continue
		}
		c := Found{Path: filepath.Join(s.Dir, n)}
		unlock, ok, err := s.Lock(LockPath(c.Path))
		if err != nil {
			return nil, err
		}
		if ok {
			unlock()
		} else {
			c.Busy = true
		}
		if f, err := s.load(c.Path); err != nil {
			c.Bad = true
		} else {
			c.File = f
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b Found) int { return strings.Compare(b.File.Started, a.File.Started) })
	return out, nil
}

func (s *Store) load(path string) (File, error) {
	data, err := s.Read(path)
	if err != nil {
		return File{}, err
	}
	return parse(path, data)
}

// parse reads a draft as strictly as any other file: one YAML document
// within MaxBytes, nothing after it, no aliases, this version's layout.
func parse(path string, data []byte) (File, error) {
	if len(data) > MaxBytes {
		return File{}, ErrCorrupt
	}
	doc, problems := yamlin.Document(path, data)
	if problems != nil || doc == nil {
		return File{}, ErrCorrupt
	}
	var f File
	if !typed(doc) {
		return File{}, ErrCorrupt
	}
	if err := doc.Decode(&f); err != nil || f.Version != Version || f.Answers == nil {
		return File{}, ErrCorrupt
	}
	return f, nil
}

// typed reports whether a draft's values have the types the program writes:
// version an integer (not "2" or 2.0, which decoding would accept), every
// other value and every answer text (not null, which would read as "").
func typed(doc *yaml.Node) bool {
	if doc.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		key, v := doc.Content[i].Value, doc.Content[i+1]
		switch {
		case key == "version":
			if v.ShortTag() != "!!int" {
				return false
			}
		case key == "answers":
			if v.Kind != yaml.MappingNode {
				return false
			}
			for j := 1; j < len(v.Content); j += 2 {
				if v.Content[j].ShortTag() != "!!str" {
					return false
				}
			}
		case v.ShortTag() != "!!str":
			return false
		}
	}
	return true
}

// Open locks and reads an existing draft.
func (s *Store) Open(path string) (*Draft, error) {
	unlock, ok, err := s.Lock(LockPath(path))
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, ErrBusy
	}
	f, err := s.load(path)
	if err != nil {
		unlock()
		return nil, err
	}
	return &Draft{Path: path, File: f, Written: true, unlock: unlock, store: s}, nil
}

// Create makes a new, locked draft; nothing is written until the first
// answer. Its name is new: never another draft's, even one started in the
// same second.
func (s *Store) Create(now time.Time, id uint64, code, save string) (*Draft, error) {
	existing, err := s.List(s.Dir)
	if err != nil {
		return nil, err
	}
	for n := uint64(0); n <= 0xffff; n++ {
		name := now.UTC().Format("20060102-150405") + fmt.Sprintf("-%04x.yaml", (id+n)&0xffff)
		if slices.Contains(existing, name) {
			continue
		}
		path := filepath.Join(s.Dir, name)
		unlock, ok, err := s.Lock(LockPath(path))
		if err != nil {
			return nil, err
		}
		if !ok {
			continue
		}
		return &Draft{Path: path, unlock: unlock, store: s,
			File: File{Version: Version, Started: now.UTC().Format(time.RFC3339), Code: code, Save: save, Answers: map[string]string{}}}, nil
	}
	return nil, ErrBusy
}

// Answer returns the recorded answer to key.
func (d *Draft) Answer(key string) (string, bool) {
	a, ok := d.File.Answers[key]
	return a, ok
}

// Set records an answer and writes the draft at once.
func (d *Draft) Set(key, answer string) error {
	d.File.Answers[key] = answer
	return d.save()
}

// SetSave remembers where the finished result goes.
func (d *Draft) SetSave(path string) error {
	d.File.Save = path
	if !d.Written {
		return nil
	}
	return d.save()
}

func (d *Draft) save() error {
	data, err := yaml.Marshal(d.File)
	if err != nil {
		return err
	}
	if err := d.store.Write(d.Path, data); err != nil {
		return err
	}
	d.Written = true
	return nil
}

// Forget drops answers, so their questions are asked again.
func (d *Draft) Forget(keys ...string) {
	for _, k := range keys {
		delete(d.File.Answers, k)
	}
}

// Keep drops every answer whose key keep refuses and writes the draft at
// once.
func (d *Draft) Keep(keep func(key string) bool) error {
	for k := range d.File.Answers {
		if !keep(k) {
			delete(d.File.Answers, k)
		}
	}
	return d.save()
}

// ForgetPrefix drops the answer to prefix and every answer under it
// (prefix + "."), and returns what it dropped.
func (d *Draft) ForgetPrefix(prefix string) map[string]string {
	dropped := map[string]string{}
	for k, a := range d.File.Answers {
		if k == prefix || strings.HasPrefix(k, prefix+".") {
			dropped[k] = a
			delete(d.File.Answers, k)
		}
	}
	return dropped
}

// Close releases the lock; the file stays, to be continued. The lock file
// goes (removed while still held, so no other process takes it meanwhile):
// a draft at rest is its one file, and one never written leaves nothing.
func (d *Draft) Close() {
	if d.unlock != nil {
		_ = d.store.Remove(LockPath(d.Path))
		d.unlock()
		d.unlock = nil
	}
}

// Discard removes the draft once its walk-through is finished.
func (d *Draft) Discard() error {
	defer d.Close()
	if !d.Written {
		return nil
	}
	if err := d.store.Remove(d.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	d.Written = false
	return nil
}
