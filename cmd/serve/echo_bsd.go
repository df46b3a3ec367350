//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package serve

import "golang.org/x/sys/unix"

// echoOff is echo_linux.go's, with the BSD names of the terminal's ioctls
// (macOS hosts a table too).
func echoOff(fd int) (restore func(), err error) {
	was, err := unix.IoctlGetTermios(fd, unix.TIOCGETA)
	if err != nil {
		return nil, err
	}
	t := *was
	t.Lflag &^= unix.ICANON | unix.ECHO | unix.ECHONL | unix.IEXTEN
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, unix.TIOCSETA, &t); err != nil {
		return nil, err
	}
	return func() { _ = unix.IoctlSetTermios(fd, unix.TIOCSETA, was) }, nil
}
