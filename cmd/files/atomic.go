// Package files reads and writes the files a user names: reads are bounded,
// and writes are atomic, so a reader never sees half of a file.
package files

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
)

// WriteAtomic writes data to a temporary file beside path and renames it
// over path, creating the directory if needed. An interruption leaves either
// the old file or the new one, never a torn one. A symbolic link is written
// through (its target is replaced, the link stays), and an existing file
// keeps its permissions; a new one gets 0644. A file without any write
// permission is refused, as it would be for anyone but root: someone made it
// read-only on purpose.
//
// A character device or a named pipe (/dev/null, /dev/stdout, a FIFO) is
// written to as it is: renaming a file over it would replace the device.
// Other special files (block devices, sockets) are refused.
func WriteAtomic(path string, data []byte) error { return writeAtomic(path, data, false) }

// WritePrivate is WriteAtomic for a file that only its owner may read (a
// draft holds a game's secret and every phone's seat): the file, new or
// not, is left with mode 0600, and a folder it needs is made 0700.
func WritePrivate(path string, data []byte) error { return writeAtomic(path, data, true) }

func writeAtomic(path string, data []byte, private bool) error {
	target, kind, mode, err := resolve(path)
	if err != nil {
		return err
	}
	dirMode := fs.FileMode(0o755)
	if private {
		mode, dirMode = 0o600, 0o700
	}
	switch kind {
	case stream:
		f, err := os.OpenFile(target, os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	case regular:
		if mode&0o222 == 0 {
			return &fs.PathError{Op: "write", Path: path, Err: fs.ErrPermission}
		}
	}
	dir := filepath.Dir(target)
	if err := os.MkdirAll(dir, dirMode); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // harmless after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return renameDurably(tmp.Name(), target)
}

// renameDurably renames tmp over target, then syncs target's folder, so
// that the rename itself survives a power cut: the file's data was synced
// before, but a folder's entry is only on disk once the folder is.
func renameDurably(tmp, target string) error {
	if err := os.Rename(tmp, target); err != nil {
		return err
	}
	return syncDir(filepath.Dir(target))
}

// syncDir flushes a folder's entries to disk. Where folders cannot be
// synced (Windows, and file systems that say so), there is nothing more to
// do: the rename is as durable as the system makes it.
var syncDir = func(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return err
	}
	return nil
}

// What a path names.
type fileKind int

const (
	missing fileKind = iota
	regular
	stream // a character device or a named pipe: written in place
)

// resolve follows symbolic links to the file that is really written, and
// returns what it is and the permissions it should keep.
func resolve(path string) (string, fileKind, fs.FileMode, error) {
	target := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
	} else if link, lerr := os.Readlink(path); lerr == nil {
		// A link to a file that does not exist yet: create the file it names.
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(path), link)
		}
		target = link
	}
	info, err := os.Stat(target)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return target, missing, 0o644, nil
	case err != nil:
		return "", missing, 0, err
	case info.IsDir():
		return "", missing, 0, &fs.PathError{Op: "write", Path: path, Err: ErrIsDir}
	case info.Mode().IsRegular():
		return target, regular, info.Mode().Perm(), nil
	case info.Mode()&(fs.ModeCharDevice|fs.ModeNamedPipe) != 0:
		return target, stream, 0, nil
	}
	return "", missing, 0, &fs.PathError{Op: "write", Path: path, Err: ErrNotRegular}
}

// ErrNotRegular is returned for a block device or a socket, where a file is
// expected.
var ErrNotRegular = errors.New("not a regular file")

// ErrIsDir is returned for a path that names a folder where a file is expected.
var ErrIsDir = errors.New("is a directory")

// ErrTooLarge is returned by ReadLimited for data over the limit.
var ErrTooLarge = errors.New("too large")

// ReadLimited reads at most limit bytes from r; more is ErrTooLarge, at
// once, without reading the rest (so /dev/zero is refused, not exhausted).
func ReadLimited(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, ErrTooLarge
	}
	return data, nil
}

// ReadFile reads a file of at most limit bytes.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrIsDir}
	}
	return ReadLimited(f, limit)
}

// CheckWritable reports, before any work is done, whether path could be
// written: it is not a folder, its folder exists or can be made, and a file
// can be created there. Nothing is left behind.
func CheckWritable(path string) error {
	target, kind, mode, err := resolve(path)
	if err != nil {
		return err
	}
	switch {
	case kind == stream:
		// Opening a pipe would wait for its reader; WriteAtomic reports
		// what goes wrong when it writes.
		return nil
	case kind == regular && mode&0o222 == 0:
		return &fs.PathError{Op: "write", Path: path, Err: fs.ErrPermission}
	}
	dir := filepath.Dir(target)
	if info, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		// Named by the file asked for, so that the error can say which
		// folder is missing: the file's own.
		return &fs.PathError{Op: "write", Path: target, Err: fs.ErrNotExist}
	} else if err != nil {
		return err
	} else if !info.IsDir() {
		return &fs.PathError{Op: "write", Path: dir, Err: ErrIsDir}
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".check.*")
	if err != nil {
		return err
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}
