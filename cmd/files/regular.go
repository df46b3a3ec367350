package files

import (
	"io/fs"
	"os"
)

// ReadRegular reads a file that must be a plain file, such as the config
// file, read by every command before anything else: a named pipe there
// would make every command wait for a writer, a device read forever. It is
// refused before it is opened, as a folder is.
func ReadRegular(path string, limit int64) ([]byte, error) {
	info, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, err
	case info.IsDir():
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrIsDir}
	case !info.Mode().IsRegular():
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrNotRegular}
	}
	return ReadFile(path, limit)
}
