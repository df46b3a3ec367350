//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package serve

import "golang.org/x/sys/unix"

// The ioctls that read and set a terminal's settings (macOS and the BSDs).
const getTermios, setTermios = unix.TIOCGETA, unix.TIOCSETA
