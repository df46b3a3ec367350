package scorecmd

import (
	"errors"
	"io/fs"
	"path/filepath"

	"go.yaml.in/yaml/v3"
)

// draft holds every answer given so far, keyed by question. Because the
// walk-through asks only questions missing from it, resuming replays the
// same answers in the same order, and an edit simply replaces one.
type draft struct {
	Version int               `yaml:"version"`
	Answers map[string]string `yaml:"answers"`
}

const draftVersion = 1

// draftStore reads and writes the draft file.
type draftStore struct {
	path      string
	read      func(string) ([]byte, error)
	write     func(string, []byte) error
	remove    func(string) error
	answers   map[string]string
	persisted bool // whether the file exists
}

// DraftPath is where an unfinished scoring is kept in the config directory.
func DraftPath(configDir string) string { return filepath.Join(configDir, "score-draft.yaml") }

// load reads the draft; a missing file is an empty draft.
func (d *draftStore) load() error {
	d.answers = map[string]string{}
	data, err := d.read(d.path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var dr draft
	if err := yaml.Unmarshal(data, &dr); err != nil || dr.Version != draftVersion {
		return errDraftUnreadable
	}
	if dr.Answers != nil {
		d.answers = dr.Answers
	}
	d.persisted = true
	return nil
}

var errDraftUnreadable = errors.New("the draft cannot be read")

// set records an answer and writes the draft at once.
func (d *draftStore) set(key, answer string) error {
	d.answers[key] = answer
	data, err := yaml.Marshal(draft{Version: draftVersion, Answers: d.answers})
	if err != nil {
		return err
	}
	d.persisted = true
	return d.write(d.path, data)
}

// forget drops answers, so their questions are asked again.
func (d *draftStore) forget(keys ...string) {
	for _, k := range keys {
		delete(d.answers, k)
	}
}

// discard removes the draft file once the scoring is finished.
func (d *draftStore) discard() error {
	if !d.persisted {
		return nil
	}
	if err := d.remove(d.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	d.persisted = false
	return nil
}
