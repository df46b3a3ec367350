//go:build !linux && !darwin && !freebsd && !netbsd && !openbsd && !dragonfly

package serve

// watchSignals watches nothing where the terminal's echo is never turned
// off (see echoOff).
func (c *Console) watchSignals(*terminalMode) (unwatch func()) { return func() {} }
