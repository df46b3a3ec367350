//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package serve

import (
	"fmt"
	"os"
	"os/signal"
	"sync"

	"golang.org/x/sys/unix"
)

// A console that turned the terminal's echo off gives it back whenever the
// program stops or ends on a signal, as a shell expects: on Ctrl-Z (the
// program stops, and continues at fg with echo off again and the line drawn
// again), on kill, on a hang-up and on Ctrl-\ (the program ends as it would
// have; the answers are in the draft already).

// stops hands SIGTSTP and SIGCONT to the console open, once they are
// caught: Go drops a SIGTSTP it caught and no one waits for any more, so
// they are caught for the program's whole life, and with no console open
// a SIGTSTP stops the program as if uncaught.
var stops struct {
	once    sync.Once
	mu      sync.Mutex
	console *Console
}

// watchSignals has c give the terminal back (m) on the signals that stop
// or end the program, until unwatch.
func (c *Console) watchSignals(m *terminalMode) (unwatch func()) {
	c.mode = m
	stops.once.Do(func() {
		caught := make(chan os.Signal, 2)
		signal.Notify(caught, unix.SIGTSTP, unix.SIGCONT)
		go watchStops(caught)
	})
	stops.mu.Lock()
	stops.console = c
	stops.mu.Unlock()

	var ending []os.Signal
	for _, s := range []os.Signal{unix.SIGTERM, unix.SIGHUP, unix.SIGQUIT} {
		if !signal.Ignored(s) { // nohup's hang-up stays ignored
			ending = append(ending, s)
		}
	}
	ends, done := make(chan os.Signal, 1), make(chan struct{})
	signal.Notify(ends, ending...)
	go func() {
		select {
		case s := <-ends:
			c.end(s.(unix.Signal))
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ends)
		close(done)
		stops.mu.Lock()
		if stops.console == c {
			stops.console = nil
		}
		stops.mu.Unlock()
		c.mu.Lock()
		c.mode = nil
		c.mu.Unlock()
	}
}

func watchStops(caught <-chan os.Signal) {
	for s := range caught {
		stops.mu.Lock()
		c := stops.console
		stops.mu.Unlock()
		switch {
		case s == unix.SIGCONT && c != nil:
			c.continued()
		case s == unix.SIGTSTP && c != nil:
			c.suspend()
		case s == unix.SIGTSTP:
			stopProgram()
		}
	}
}

// stopProgram stops the program as an uncaught SIGTSTP does (SIGSTOP: Go
// would drop a SIGTSTP sent again).
func stopProgram() { _ = unix.Kill(unix.Getpid(), unix.SIGSTOP) }

// suspend gives the terminal back, the line typed left on it, and stops
// the program; nothing is drawn until it continues in the foreground.
func (c *Console) suspend() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.mode != nil {
		c.typed.Hide()
		c.mode.restore()
		c.suspended = true
	}
	stopProgram()
}

// continued turns echo off again and draws the question and the line typed
// again, once the program is the terminal's foreground job again.
func (c *Console) continued() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.mode == nil || !c.suspended || !c.mode.foreground() || c.mode.again() != nil {
		return
	}
	c.suspended = false
	c.typed.Show()
}

// end gives the terminal back, the line typed left on it, and ends the
// program on s as if s had not been caught.
func (c *Console) end(s unix.Signal) {
	c.mu.Lock()
	if c.mode != nil {
		c.typed.Hide()
		fmt.Fprintln(c.out)
		c.mode.restore()
	}
	signal.Reset(s)
	_ = unix.Kill(unix.Getpid(), s)
	c.mu.Unlock()
}
