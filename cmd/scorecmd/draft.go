package scorecmd

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"
)

// A draft holds every answer of one unfinished scoring, written as each
// answer is given. Each game has its own draft file, locked while a
// walk-through uses it, so two terminals never share one. The draft also
// remembers the setup code and the --save file, so a resumed scoring ends
// the way it was started.
type draftFile struct {
	Version int               `yaml:"version"`
	Started string            `yaml:"started"` // RFC 3339
	Code    string            `yaml:"code,omitempty"`
	Save    string            `yaml:"save,omitempty"`
	Answers map[string]string `yaml:"answers"`
}

const draftVersion = 2

// draftDir is where unfinished scorings are kept in the config directory.
func draftDir(configDir string) string { return filepath.Join(configDir, "drafts") }

// draft is one open draft: its file, its lock, and the answers so far.
type draft struct {
	path    string
	unlock  func()
	file    draftFile
	written bool // whether the file exists
	write   func(string, []byte) error
	remove  func(string) error
}

// errDraftCorrupt is a draft that cannot be read: changed by hand, or from
// another version.
var errDraftCorrupt = errors.New("draft cannot be read")

// draftStore finds, opens and creates drafts.
type draftStore struct {
	dir    string
	read   func(string) ([]byte, error)
	write  func(string, []byte) error
	remove func(string) error
	lock   func(string) (func(), bool, error)
	list   func(string) ([]string, error)
}

// candidate is a draft found on disk.
type candidate struct {
	path string
	file draftFile
	busy bool // locked by another walk-through
	bad  bool // cannot be read
}

func lockPath(path string) string { return strings.TrimSuffix(path, ".yaml") + ".lock" }

// find lists the drafts on disk, newest first, each marked busy when another
// process holds its lock.
func (s *draftStore) find() ([]candidate, error) {
	names, err := s.list(s.dir)
	if err != nil {
		return nil, err
	}
	var out []candidate
	for _, n := range names {
		if !strings.HasSuffix(n, ".yaml") || strings.HasPrefix(n, ".") {
			continue
		}
		c := candidate{path: filepath.Join(s.dir, n)}
		unlock, ok, err := s.lock(lockPath(c.path))
		if err != nil {
			return nil, err
		}
		if !ok {
			c.busy = true
		} else {
			unlock()
		}
		if f, err := s.load(c.path); err != nil {
			c.bad = true
		} else {
			c.file = f
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b candidate) int { return strings.Compare(b.file.Started, a.file.Started) })
	return out, nil
}

func (s *draftStore) load(path string) (draftFile, error) {
	data, err := s.read(path)
	if err != nil {
		return draftFile{}, err
	}
	var f draftFile
	if err := yaml.Unmarshal(data, &f); err != nil || f.Version != draftVersion || f.Answers == nil {
		return draftFile{}, errDraftCorrupt
	}
	return f, nil
}

// errBusy is a draft another walk-through holds.
var errBusy = errors.New("draft in use")

// open locks and reads an existing draft.
func (s *draftStore) open(path string) (*draft, error) {
	unlock, ok, err := s.lock(lockPath(path))
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, errBusy
	}
	f, err := s.load(path)
	if err != nil {
		unlock()
		return nil, err
	}
	return &draft{path: path, unlock: unlock, file: f, written: true, write: s.write, remove: s.remove}, nil
}

// create makes a new, locked draft; nothing is written until the first
// answer. Its name is new: never another draft's, even one started in the
// same second.
func (s *draftStore) create(now time.Time, id uint64, code, save string) (*draft, error) {
	existing, err := s.list(s.dir)
	if err != nil {
		return nil, err
	}
	var path string
	var unlock func()
	for n := uint64(0); ; n++ {
		name := now.UTC().Format("20060102-150405") + fmt.Sprintf("-%04x.yaml", (id+n)&0xffff)
		if slices.Contains(existing, name) {
			continue
		}
		path = filepath.Join(s.dir, name)
		var ok bool
		if unlock, ok, err = s.lock(lockPath(path)); err != nil {
			return nil, err
		}
		if ok {
			break
		}
		if n > 0xffff {
			return nil, errBusy
		}
	}
	return &draft{
		path: path, unlock: unlock, write: s.write, remove: s.remove,
		file: draftFile{Version: draftVersion, Started: now.UTC().Format(time.RFC3339), Code: code, Save: save, Answers: map[string]string{}},
	}, nil
}

// answer returns the recorded answer to key.
func (d *draft) answer(k key) (string, bool) {
	a, ok := d.file.Answers[k.String()]
	return a, ok
}

// set records an answer and writes the draft at once.
func (d *draft) set(k key, answer string) error {
	d.file.Answers[k.String()] = answer
	return d.save()
}

// setSave remembers where the finished record goes.
func (d *draft) setSave(path string) error {
	d.file.Save = path
	if !d.written {
		return nil
	}
	return d.save()
}

func (d *draft) save() error {
	data, err := yaml.Marshal(d.file)
	if err != nil {
		return err
	}
	if err := d.write(d.path, data); err != nil {
		return err
	}
	d.written = true
	return nil
}

// forget drops answers, so their questions are asked again.
func (d *draft) forget(keys ...key) {
	for _, k := range keys {
		delete(d.file.Answers, k.String())
	}
}

// forgetStep drops every answer of a step of one player: the step's main
// key and its follow-ups share the prefix.
// It returns the answers it dropped.
func (d *draft) forgetStep(player int, f field) map[string]string {
	prefix := playerKey(player, f).String()
	dropped := map[string]string{}
	for k, a := range d.file.Answers {
		if k == prefix || strings.HasPrefix(k, prefix+".") {
			dropped[k] = a
			delete(d.file.Answers, k)
		}
	}
	return dropped
}

// close releases the lock; the file stays for --resume.
func (d *draft) close() {
	if d.unlock != nil {
		d.unlock()
		d.unlock = nil
	}
}

// discard removes the draft once the scoring is finished.
func (d *draft) discard() error {
	defer d.close()
	if !d.written {
		return nil
	}
	if err := d.remove(d.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	_ = d.remove(lockPath(d.path))
	d.written = false
	return nil
}
