//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package serve

import "golang.org/x/sys/unix"

// terminalMode is the console's mode on a terminal, and the mode the
// terminal had before it.
type terminalMode struct {
	fd       int
	was, off unix.Termios
}

// echoOff has the terminal fd hand over every key as it is typed, and echo
// none: the console draws the line itself. Ctrl-C still interrupts (the
// terminal's signals stay), and output is not changed. restore gives the
// terminal back as it was.
func echoOff(fd int) (*terminalMode, error) {
	was, err := unix.IoctlGetTermios(fd, getTermios)
	if err != nil {
		return nil, err
	}
	m := &terminalMode{fd: fd, was: *was, off: *was}
	m.off.Lflag &^= unix.ICANON | unix.ECHO | unix.ECHONL | unix.IEXTEN
	m.off.Cc[unix.VMIN], m.off.Cc[unix.VTIME] = 1, 0
	if err := m.again(); err != nil {
		return nil, err
	}
	return m, nil
}

// again turns echo off again (the program continued after a stop).
func (m *terminalMode) again() error { return unix.IoctlSetTermios(m.fd, setTermios, &m.off) }

// restore gives the terminal back as it was.
func (m *terminalMode) restore() { _ = unix.IoctlSetTermios(m.fd, setTermios, &m.was) }

// foreground reports whether the program is the terminal's foreground job
// (a job continued in the background leaves the terminal as it is: setting
// it would stop the program again).
func (m *terminalMode) foreground() bool {
	pgrp, err := unix.IoctlGetInt(m.fd, unix.TIOCGPGRP)
	return err == nil && pgrp == unix.Getpgrp()
}
