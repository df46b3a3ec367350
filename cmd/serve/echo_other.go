//go:build !linux

package serve

import "errors"

// echoOff is not done here: the terminal echoes, and the console reads
// whole lines.
func echoOff(int) (func(), error) { return nil, errors.New("serve: echo stays on") }
