package store

import (
	"encoding/json"
	"os"
	"path/filepath"
)

// Checks records which database files passed quick_check and how they
// looked then (size and modification time of the file and its WAL), so
// that the check, which reads the whole file, runs only when the file has
// changed since. The record is one small JSON file; a record that cannot
// be read or written only means checking again.
type Checks struct {
	File string // where the record is kept; "" = keep none (always check)
}

// fileState is what says a database file changed.
type fileState struct {
	Size    int64 `json:"size"`
	ModNano int64 `json:"mod_ns"`
	WALSize int64 `json:"wal_size"`
	WALMod  int64 `json:"wal_mod_ns"`
}

func stateOf(path string) (fileState, bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileState{}, false
	}
	st := fileState{Size: fi.Size(), ModNano: fi.ModTime().UnixNano()}
	if wi, err := os.Stat(path + "-wal"); err == nil {
		st.WALSize, st.WALMod = wi.Size(), wi.ModTime().UnixNano()
	}
	return st, true
}

func (c *Checks) load() map[string]fileState {
	m := map[string]fileState{}
	if c == nil || c.File == "" {
		return m
	}
	data, err := os.ReadFile(c.File)
	if err != nil || len(data) > 1<<20 {
		return m
	}
	if json.Unmarshal(data, &m) != nil {
		return map[string]fileState{}
	}
	return m
}

// fresh reports whether path looks as it did at its last good check.
func (c *Checks) fresh(path string) bool {
	if c == nil || c.File == "" {
		return false
	}
	now, ok := stateOf(path)
	if !ok {
		return false
	}
	was, ok := c.load()[path]
	return ok && was == now
}

// record notes that path passed the check as it is now.
func (c *Checks) record(path string) {
	if c == nil || c.File == "" {
		return
	}
	now, ok := stateOf(path)
	if !ok {
		return
	}
	m := c.load()
	m[path] = now
	data, err := json.Marshal(m)
	if err != nil {
		return
	}
	dir := filepath.Dir(c.File)
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	tmp, err := os.CreateTemp(dir, ".checked.*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), c.File) != nil {
		os.Remove(tmp.Name())
	}
}
