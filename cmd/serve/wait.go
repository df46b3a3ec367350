package serve

import (
	"context"
	"time"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
)

// Host is what a game's host terminal does while the phones answer.
type Host struct {
	// Idle stops the wait when no phone has asked anything for this long.
	Idle time.Duration
	// Command handles a line typed on the host.
	Command func(line string) error
	// Progress shows what changed between two looks at the seats.
	Progress func(before, now []Status)
	// Stopped says why the wait ends without a result: idle is true for
	// --idle, false when every seat is done.
	Stopped func(idle bool)
	// Done is what the phones read once every seat is done and their
	// answers are no longer taken.
	Done text.Text
	// Start is the seats as they were before the server took any request
	// (a resumed game's phones hold theirs from the draft): a phone that
	// joined while the host was still showing its address has joined, and
	// is said to. Nil: as they are when the wait starts.
	Start []Status
}

// WaitForTable shows the seats' progress and takes the host's commands
// until every seat is done (nil: the phones' answers are closed then, in
// one step with the check), the server is idle or ctx ends
// (ErrInterrupted), or a seat's walk fails (its error). commands may close:
// the phones go on.
func (s *Server) WaitForTable(ctx context.Context, changed <-chan struct{}, failed <-chan error, commands <-chan string, h Host) error {
	tick := time.NewTicker(min(h.Idle/4, 15*time.Second))
	defer tick.Stop()
	// The seats as they were at the start: a resumed game's phones, which
	// hold their seats from the draft, have not joined anew. What changed
	// since is said at the first change, so the code and the address stay
	// the last thing on the host's screen until then.
	shown := h.Start
	if shown == nil {
		shown = s.Progress()
	}
	for {
		select {
		case <-ctx.Done():
			return prompt.ErrInterrupted
		case err := <-failed:
			return err
		case line, ok := <-commands:
			if !ok {
				commands = nil // the terminal closed; the phones go on
				continue
			}
			if err := h.Command(line); err != nil {
				return err
			}
		case <-tick.C:
			if s.Idle() >= h.Idle {
				h.Stopped(true)
				return prompt.ErrInterrupted
			}
		case <-changed:
			now := s.Progress()
			h.Progress(shown, now)
			shown = now
			if s.CloseIfAllDone(h.Done) {
				h.Stopped(false)
				return nil
			}
		}
	}
}
