package e2e_test

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"altiplano/cmd/internal/cmdtest"
)

// Ctrl-Z stops the host with its terminal given back, echo and line
// editing on (a shell that does not restore them, dash, is left usable);
// fg continues it with echo off again, the question and what was typed
// drawn again, and the typing goes on where it was.
func TestEndToEndServeHostStopsAndContinues(t *testing.T) {
	t.Parallel()
	term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
	term.gameURL()
	term.expect("Minutes the game took: ")
	term.typeRaw("12")
	term.expect("Minutes the game took: 12")
	term.waitEcho(false)

	term.typeRaw("\x1a") // Ctrl-Z
	term.waitStopped()
	term.waitEcho(true)
	term.expect("Minutes the game took: 12") // left on the screen

	require.NoError(t, term.cmd.Process.Signal(syscall.SIGCONT)) // fg
	term.expect("Minutes the game took: 12")                     // drawn again
	term.waitEcho(false)
	term.typeRaw("3\r")
	term.walk(step{"Where it was played", ""})
	term.answer("t")
	term.expect("Minutes the game took (- for none) [123]: ")
}

// kill, a hang-up and Ctrl-\ end the host as before (the answers are in
// the draft), with its terminal given back: echo and line editing on.
func TestEndToEndServeHostEndedBySignalGivesTheTerminalBack(t *testing.T) {
	t.Parallel()
	tests := []struct {
		sig syscall.Signal
		// code is the exit code of a program that ends by itself on sig
		// (Go's Ctrl-\: the goroutines shown, then 2); 0: killed by sig.
		code int
	}{
		{syscall.SIGTERM, 0},
		{syscall.SIGHUP, 0},
		{syscall.SIGQUIT, 2},
	}
	for _, tt := range tests {
		sig := tt.sig
		t.Run(sig.String(), func(t *testing.T) {
			term := hostInTerminal(t, "--code", cmdtest.TwoSeats)
			term.gameURL()
			term.expect("Minutes the game took: ")
			term.waitEcho(false)
			require.NoError(t, term.cmd.Process.Signal(sig))
			term.rest() // read to the end: a program writing to a full terminal never ends
			require.Error(t, term.cmd.Wait(), "ended by %s", sig)
			if tt.code != 0 {
				require.Equal(t, tt.code, term.cmd.ProcessState.ExitCode(), "ended by %s, as an uncaught one ends it", sig)
			} else {
				require.Equal(t, sig, term.cmd.ProcessState.Sys().(syscall.WaitStatus).Signal(), "ended by %s, as an uncaught one ends it", sig)
			}
			term.waitEcho(true)
		})
	}
}

// waitEcho waits until the program's terminal echoes and edits lines
// itself (on), or has both off (the host's console draws the line).
func (term *terminal) waitEcho(on bool) {
	term.t.Helper()
	for {
		var tio *unix.Termios
		var err error
		conn, cerr := term.pty.SyscallConn()
		require.NoError(term.t, cerr)
		require.NoError(term.t, conn.Control(func(fd uintptr) { tio, err = unix.IoctlGetTermios(int(fd), unix.TCGETS) }))
		require.NoError(term.t, err)
		const both = unix.ICANON | unix.ECHO
		if (tio.Lflag&both == both) == on && (tio.Lflag&both == 0) == !on {
			return
		}
		select {
		case <-term.deadline.C:
			term.t.Fatalf("the terminal's echo never turned on=%v (lflag %#x); screen:\n%s", on, tio.Lflag, term.screen.String())
		default:
			time.Sleep(time.Millisecond) // polls the terminal's state
		}
	}
}

// waitStopped waits until the program is stopped (Ctrl-Z).
func (term *terminal) waitStopped() {
	term.t.Helper()
	stat := "/proc/" + strconv.Itoa(term.cmd.Process.Pid) + "/stat"
	for {
		b, err := os.ReadFile(stat)
		require.NoError(term.t, err)
		// pid (comm) state …: the state follows the last parenthesis.
		if f := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:])); len(f) > 0 && f[0] == "T" {
			return
		}
		select {
		case <-term.deadline.C:
			term.t.Fatalf("the program never stopped: %s", b)
		default:
			time.Sleep(time.Millisecond) // polls the program's state
		}
	}
}
