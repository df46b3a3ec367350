package store

import (
	"encoding/binary"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"altiplano/cmd/playlog"
)

// sqliteMagic opens every SQLite 3 database file.
const sqliteMagic = "SQLite format 3\x00"

// ErrNotRegular is the cause given when the path is a folder or a device.
var ErrNotRegular = errors.New("not a regular file")

// fileHeader is what the first 100 bytes of a database say about it.
type fileHeader struct {
	exists  bool  // a file is at the path
	empty   bool  // …of length 0, which SQLite treats as a new database
	wal     bool  // the file is in WAL mode already
	version int   // PRAGMA user_version
	appID   int32 // PRAGMA application_id
}

// locate is the absolute path of the history at path, and what its header
// says (see inspect).
func locate(path string) (string, fileHeader, error) {
	if path == "" {
		return "", fileHeader{}, &playlog.InvalidError{Field: "path", Reason: playlog.ReasonEmpty}
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", fileHeader{}, err
	}
	h, err := inspect(abs)
	return abs, h, err
}

// inspect reads the database header at path without handing the file to
// SQLite, which would happily write to whatever it is given. A file that is
// not SQLite is reported as corrupt, one with another application id or an
// unknown schema version as foreign or newer; in all three cases the file
// was only read. A database in WAL mode may have a newer header in its -wal
// file; verify repeats the checks through SQLite for that reason.
func inspect(path string) (fileHeader, error) {
	var h fileHeader
	// Look before opening: opening a named pipe waits for a writer forever.
	if info, err := os.Stat(path); err == nil && !info.Mode().IsRegular() {
		return fileHeader{exists: true}, &CorruptError{Path: path, Err: ErrNotRegular}
	}
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return h, nil
	}
	if err != nil {
		return h, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return h, err
	}
	h.exists = true
	if !info.Mode().IsRegular() {
		return h, &CorruptError{Path: path, Err: ErrNotRegular}
	}
	if info.Size() == 0 {
		h.empty = true
		return h, nil
	}
	buf := make([]byte, 100)
	if _, err := io.ReadFull(f, buf); err != nil {
		if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return h, &CorruptError{Path: path, Err: err}
		}
		return h, err
	}
	if err := checkHeader(buf); err != nil {
		return h, &CorruptError{Path: path, Err: err}
	}
	h.wal = buf[18] == 2 && buf[19] == 2
	h.version = int(int32(binary.BigEndian.Uint32(buf[60:64])))
	h.appID = int32(binary.BigEndian.Uint32(buf[68:72]))
	return h, verdict(path, h.appID, h.version, false)
}

// errHeader is the cause given for a file whose first bytes are not a
// SQLite 3 header.
var errHeader = errors.New("no SQLite 3 header")

// checkHeader validates the fixed fields of a SQLite 3 header
// (https://www.sqlite.org/fileformat.html#the_database_header).
func checkHeader(b []byte) error {
	if string(b[:16]) != sqliteMagic {
		return errHeader
	}
	ps := int(binary.BigEndian.Uint16(b[16:18]))
	if ps == 1 {
		ps = 65536
	}
	if ps < 512 || ps > 65536 || ps&(ps-1) != 0 {
		return errHeader
	}
	for _, v := range b[18:20] { // write and read format: 1 legacy, 2 WAL
		if v != 1 && v != 2 {
			return errHeader
		}
	}
	if b[21] != 64 || b[22] != 32 || b[23] != 32 { // payload fractions, fixed
		return errHeader
	}
	return nil
}

// verdict decides from the application id and schema version whether the
// database may be used (and migrated). hasObjects says whether the schema
// already holds tables, which only SQLite can tell.
func verdict(path string, appID int32, version int, hasObjects bool) error {
	switch {
	case appID == applicationID:
		if version > latestVersion() {
			return &NewerSchemaError{Path: path, Version: version, Supported: latestVersion()}
		}
		if version < 1 {
			return &ForeignError{Path: path, ApplicationID: appID}
		}
		return nil
	case appID != 0, version != 0, hasObjects:
		// Every version of our schema sets our application id, so anything
		// else with a version or tables is someone else's database.
		return &ForeignError{Path: path, ApplicationID: appID}
	}
	return nil // a new, empty database
}
