//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package serve

import "errors"

// terminalMode is never made here (Windows: its console has no termios):
// the terminal echoes, and the console reads whole lines.
type terminalMode struct{}

func echoOff(int) (*terminalMode, error) { return nil, errors.New("serve: echo stays on") }

func (*terminalMode) again() error     { return nil }
func (*terminalMode) restore()         {}
func (*terminalMode) foreground() bool { return true }
