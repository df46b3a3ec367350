//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package serve

import "golang.org/x/sys/unix"

// echoOff has the terminal fd hand over every key as it is typed, and echo
// none: the console draws the line itself. Ctrl-C still interrupts (the
// terminal's signals stay), and output is not changed. restore gives the
// terminal back as it was.
func echoOff(fd int) (restore func(), err error) {
	was, err := unix.IoctlGetTermios(fd, getTermios)
	if err != nil {
		return nil, err
	}
	t := *was
	t.Lflag &^= unix.ICANON | unix.ECHO | unix.ECHONL | unix.IEXTEN
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, setTermios, &t); err != nil {
		return nil, err
	}
	return func() { _ = unix.IoctlSetTermios(fd, setTermios, was) }, nil
}
