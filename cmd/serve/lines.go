package serve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/term"

	"altiplano/cmd/prompt"
	"altiplano/cmd/prompt/terminal"
	"altiplano/cmd/text"
)

// While the phones answer, the host's terminal is a line reader: one
// reader owns it for the whole game (on a terminal, one that echoes and
// edits the line itself, see OpenConsole). A line is a command (a seat's number,
// r and a number, s, q…), or the answer to the question the host is being
// asked (how long the game took, a seat's question answered for its
// player): a question asks in a session, and while one runs every line is
// its. What the phones do is said between the lines, and the question being
// asked is drawn again under it.

// CtrlD is the line ReadLines sends for a Ctrl-D typed on a terminal: the
// end of what was typed, not of the terminal, which is read on.
const CtrlD = "\x04"

// ReadLines sends the lines of r until it ends; the channel then closes.
// On a terminal, Ctrl-D ends only what was typed: it is sent as CtrlD, and
// the terminal is read on while it is one (a terminal that hung up is not).
func ReadLines(r io.Reader) <-chan string {
	return readLines(r, func() bool {
		f, ok := r.(*os.File)
		return ok && term.IsTerminal(int(f.Fd()))
	})
}

// maxCtrlD bounds the Ctrl-Ds in a row with no line between them: a
// terminal that only ever ends is taken as ended.
const maxCtrlD = 1000

// readLines is ReadLines; again reports whether r is read on after an end.
func readLines(r io.Reader, again func() bool) <-chan string {
	lines := make(chan string)
	go func() {
		defer close(lines)
		for ends := 0; ends < maxCtrlD; ends++ {
			sc := bufio.NewScanner(r)
			for sc.Scan() {
				lines <- sc.Text()
				ends = 0
			}
			if sc.Err() != nil || !again() {
				return
			}
			lines <- CtrlD
		}
	}()
	return lines
}

// ErrSkipped ends a question the host did not answer before the game went
// on without it (every phone was done): what it asks stays unanswered.
var ErrSkipped = errors.New("skipped")

// errCtrlD is Ctrl-D typed for the question asked: the end of that answer.
var errCtrlD = errors.New("ctrl-d")

// Console is the host's terminal while the phones answer.
type Console struct {
	ctx context.Context
	out io.Writer
	p   text.Printer
	// Global says which lines are commands even while a question is
	// asked ("q" draws the address again at any time).
	Global func(line string) bool

	mu        sync.Mutex
	commands  chan string
	session   chan string   // the lines of the session running, if one is
	sessionOn bool          // a session runs
	idle      chan struct{} // closed when no session runs
	cancel    chan struct{} // closed to end the session's wait
	stopped   bool          // the session was interrupted: it asks no more
	prompt    string        // the question being asked, as drawn; "" for none
	fix       string        // the correction Tab takes at the question, if any
	shown     bool          // the prompt is the last thing on the screen
	eof       chan struct{} // closed when the terminal's input ends
	ended     bool          // the terminal's input ended: commands is closed
	// typed is the line the host is typing, echoed by the console itself
	// (see OpenConsole); nil where the terminal echoes it.
	typed *terminal.Line
	// mode is the terminal's, while the console has its echo off; nil
	// once it is given back.
	mode *terminalMode
	// suspended: the program was stopped (Ctrl-Z), the terminal given
	// back; it is taken again when the program continues in front.
	suspended bool
}

// NewConsole reads lines until they end; p is the host's language.
func NewConsole(ctx context.Context, lines <-chan string, out io.Writer, p text.Printer) *Console {
	c := &Console{ctx: ctx, out: out, p: p, commands: make(chan string, 16), cancel: make(chan struct{}),
		idle: make(chan struct{}), eof: make(chan struct{})}
	close(c.idle)
	go c.dispatch(lines)
	return c
}

// dispatch hands each line to the session running, or to the commands.
func (c *Console) dispatch(lines <-chan string) {
	defer func() {
		c.mu.Lock()
		c.ended = true
		close(c.eof)
		close(c.commands)
		c.mu.Unlock()
	}()
	for {
		var l string
		var ok bool
		select {
		case l, ok = <-lines:
		case <-c.ctx.Done():
			return
		}
		if !ok {
			return
		}
		c.mu.Lock()
		global := c.global(l)
		if global && c.prompt != "" {
			c.shown = false // typed under the question: Enter moved the cursor
			if c.typed != nil {
				c.typed.Ask(c.prompt, "", c.fix) // the question still waits: drawn under the command, Tab as it was
			}
		}
		session := c.session
		if session != nil && !global {
			select {
			case session <- l:
			default: // a session's typed-ahead lines are bounded
			}
			c.mu.Unlock()
			continue
		}
		// Queued under the lock: a session that starts now finds it
		// (begin), so a line typed right after the command that starts
		// a session is the session's.
		select {
		case c.commands <- l:
			c.mu.Unlock()
			continue
		default:
		}
		c.mu.Unlock()
		select {
		case c.commands <- l:
		case <-c.ctx.Done():
			return
		}
	}
}

// Commands are the lines typed while no question is asked; the channel
// closes when the terminal's input ends.
func (c *Console) Commands() <-chan string { return c.commands }

// Session runs ask, which asks the host questions: every line typed while
// it runs is its. One session runs at a time; Busy says whether one does.
func (c *Console) Session(ask func() error) error {
	c.begin()
	return c.run(ask)
}

// Start runs ask in a session, as Session does, in its own goroutine; the
// session begins before Start returns, so the lines typed after the
// command that started it are its own, however fast they came.
func (c *Console) Start(ask func() error) {
	c.begin()
	go func() { _ = c.run(ask) }()
}

// global reports whether line is a command even under a question.
func (c *Console) global(line string) bool {
	return c.Global != nil && c.Global(strings.TrimSpace(line))
}

// begin starts a session: the lines typed and not yet taken as commands
// are its; callers do not hold c.mu.
func (c *Console) begin() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.session, c.sessionOn, c.stopped = make(chan string, 32), true, false
	c.idle = make(chan struct{})
	var globals []string
	for drained := false; !drained && !c.ended; {
		select {
		case l := <-c.commands:
			if c.global(l) {
				globals = append(globals, l)
				continue
			}
			select {
			case c.session <- l:
			default:
			}
		default:
			drained = true
		}
	}
	for _, l := range globals {
		select {
		case c.commands <- l:
		default:
		}
	}
}

// run runs ask in the session begun, and ends it.
func (c *Console) run(ask func() error) error {
	defer func() {
		c.mu.Lock()
		// Lines typed after the session's last question are commands.
		var left []string
		for drained := false; !drained; {
			select {
			case l := <-c.session:
				left = append(left, l)
			default:
				drained = true
			}
		}
		c.session, c.sessionOn, c.prompt = nil, false, ""
		close(c.idle)
		for _, l := range left {
			if c.ended {
				break
			}
			select {
			case c.commands <- l:
			default:
			}
		}
		c.mu.Unlock()
	}()
	return ask()
}

// Busy reports whether a session runs.
func (c *Console) Busy() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sessionOn
}

// Interrupt ends the session's question (ErrSkipped) and waits until no
// session runs.
func (c *Console) Interrupt() {
	c.mu.Lock()
	if c.sessionOn {
		c.stopped = true
	}
	close(c.cancel)
	c.cancel = make(chan struct{})
	idle := c.idle
	c.mu.Unlock()
	<-idle
	// The question left on the screen ends its line: what follows (the
	// result) starts on a line of its own.
	c.mu.Lock()
	if c.typed != nil {
		c.typed.Clear() // drawn again, without the question, at the next key
	}
	if c.shown {
		fmt.Fprintln(c.out)
		c.shown = false
	}
	c.mu.Unlock()
}

// Say prints lines between the host's lines; the question being asked is
// drawn again under them.
func (c *Console) Say(lines ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.typed != nil {
		// The lines take the place of the line being typed, which is drawn
		// again under them as it was: what is on the screen is what Enter
		// sends.
		c.typed.Clear()
		for _, l := range lines {
			fmt.Fprintln(c.out, l)
		}
		c.typed.Draw()
		return
	}
	if c.shown {
		fmt.Fprintln(c.out)
	}
	for _, l := range lines {
		fmt.Fprintln(c.out, l)
	}
	c.shown = false
	if c.prompt != "" {
		fmt.Fprint(c.out, c.prompt)
		c.shown = true
	}
}

// line draws ask and waits for the session's next line; changed, when
// it closes first, ends the wait with moved (the page the host answers
// has changed). Where the console echoes the line itself, fill (a refused
// answer) is put on it to correct when nothing is typed yet, and Tab
// replaces it with fix (the refusal's correction).
func (c *Console) line(ask string, changed <-chan struct{}, fill, fix string) (l string, moved bool, err error) {
	c.mu.Lock()
	in, cancel := c.session, c.cancel
	if in == nil {
		c.mu.Unlock()
		return "", false, errors.New("serve: a question asked outside a session")
	}
	if c.stopped {
		c.mu.Unlock()
		return "", false, ErrSkipped
	}
	c.prompt, c.fix = ask, fix
	if c.typed != nil {
		c.typed.Ask(ask, fill, fix)
	} else {
		if c.shown {
			fmt.Fprintln(c.out)
		}
		fmt.Fprint(c.out, ask)
		c.shown = true
	}
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.prompt, c.fix = "", ""
		if c.typed != nil {
			c.typed.Unask() // a line typed before the question was its answer
		}
		if err == nil && !moved {
			c.shown = false // the host's Enter moved the cursor to a new line
		}
		c.mu.Unlock()
	}()
	select {
	case l = <-in:
	case <-changed:
		return "", true, nil
	case <-cancel:
		return "", false, ErrSkipped
	case <-c.eof:
		// The lines typed before the end are still the session's.
		select {
		case l = <-in:
		default:
			return "", false, prompt.ErrInterrupted
		}
	case <-c.ctx.Done():
		return "", false, prompt.ErrInterrupted
	}
	if l == CtrlD {
		return "", false, errCtrlD
	}
	return l, false, nil
}

// Ask implements prompt.Prompter: Enter gives the default. The help goes
// above, as the walk-through shows it. A refused answer is put back on the
// line to correct, as the walk-through does, and Tab takes the refusal's
// proposed correction, where the console echoes the line itself; a plain
// line cannot be pre-filled, so there the correction becomes what Enter
// gives, and Tab (then Enter) takes it too, as the refusal promises. Nor
// can a default be cleared: where Enter gives an answer and an empty one is
// taken too (none), - gives the empty one.
func (c *Console) Ask(q prompt.Question) (string, error) {
	if q.Prefill != "" {
		q.Default = q.Prefill // a previous answer, kept with Enter
	}
	if q.Help != "" {
		c.Say(q.Help)
	}
	fix, fill := "", ""
	for {
		none := q.Default != "" && !q.Short && q.TakesNone()
		label := q.Label
		if none {
			label += " " + text.ServeNoneHint.In(c.p)
		}
		answer, _, err := c.line(c.promptLine(label, q.Default), nil, fill, fix)
		if err != nil {
			return "", interrupted(err)
		}
		typed := answer
		switch {
		case fix != "" && strings.TrimSpace(answer) == "" && strings.Contains(answer, "\t"):
			answer = fix // Tab
		case none && isNone(answer):
			answer = ""
		case answer == "":
			answer = q.Default
		}
		verr, proposed := q.Check(answer)
		if verr == nil {
			return answer, nil
		}
		c.Say(prompt.RefusalLine(verr.Error()))
		fix = proposed
		switch {
		case c.typed != nil && !q.Short:
			fill = typed // kept on the line for correcting
		case c.typed == nil && fix != "":
			q.Default = fix
		}
	}
}

// promptLine is a question's input line: its label, what Enter gives,
// and the colon the answer follows.
func (c *Console) promptLine(label, def string) string {
	if def != "" {
		label += " [" + def + "]"
	}
	if strings.HasSuffix(label, "?") || strings.HasSuffix(label, ":") {
		return label + " " // "?:" doubles the punctuation
	}
	return label + c.colon()
}

// colon ends a label before the answer, as the host's language writes it
// (": ", or " : " in French), as the walk-through's prompts do.
func (c *Console) colon() string { return text.PromptLine.In(c.p, "") + " " }

// Choose implements prompt.Prompter: the items numbered from 1; Enter
// takes the cursor's.
func (c *Console) Choose(label string, items []string, cursor int) (int, error) {
	for {
		k, _, err := c.choose(label, items, cursor, nil)
		if err != nil || k >= 0 {
			return k, interrupted(err)
		}
	}
}

// choose lists items and reads one; -1 for a line that names none, which
// is said. A cursor of -1 is no default: an empty line gives noLine.
func (c *Console) choose(label string, items []string, cursor int, changed <-chan struct{}) (int, bool, error) {
	lines := []string{label}
	for k, item := range items {
		lines = append(lines, fmt.Sprintf("  %d) %s", k+1, item))
	}
	c.Say(lines...)
	ask := c.colon()
	if cursor >= 0 {
		ask = "[" + strconv.Itoa(cursor+1) + "]" + ask
	}
	l, moved, err := c.line(ask, changed, "", "")
	if err != nil || moved {
		return -1, moved, err
	}
	if strings.TrimSpace(l) == "" {
		if cursor < 0 {
			return noLine, false, nil
		}
		return cursor, false, nil
	}
	if k, err := strconv.Atoi(strings.TrimSpace(l)); err == nil && k >= 1 && k <= len(items) {
		return k - 1, false, nil
	}
	c.Say("  ! " + text.ErrServeChoice.In(c.p, len(items), l))
	return -1, false, nil
}

// noLine is choose's answer to an empty line where Enter takes no item.
const noLine = -2

// interrupted is what Ctrl-D means to a question of the host's own: as in
// the walk-through, the end of input on an empty line stops (a table
// question is skipped; at the scoring, every answer stays in the draft).
func interrupted(err error) error {
	if errors.Is(err, errCtrlD) {
		return prompt.ErrInterrupted
	}
	return err
}
