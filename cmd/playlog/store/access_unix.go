//go:build unix

package store

import "golang.org/x/sys/unix"

// canWrite asks the kernel whether this process may write path. It catches
// what permission bits alone do not: another owner's file, a read-only
// mount (EROFS, refused even to root).
func canWrite(path string) error {
	return unix.Access(path, unix.W_OK)
}
