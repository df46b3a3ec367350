//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package serve

import "errors"

// echoOff is not done here (Windows: its console has no termios): the
// terminal echoes, and the console reads whole lines.
func echoOff(int) (func(), error) { return nil, errors.New("serve: echo stays on") }
