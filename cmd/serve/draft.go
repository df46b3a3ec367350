package serve

import (
	"errors"
	"strconv"
	"time"

	"altiplano/cmd/prompt"
)

// Draft keys of a served game, the same for every game: they let a served
// game that is run again keep its address and give every phone its seat back.
const (
	DraftSecret = "serve.secret"
	DraftListen = "serve.listen"
)

// DraftSeat and DraftLang are the keys of seat i's cookie and language.
func DraftSeat(i int) string { return "serve.p" + strconv.Itoa(i+1) + ".seat" }
func DraftLang(i int) string { return "serve.p" + strconv.Itoa(i+1) + ".lang" }

// ResultGrace is how long the server waits, after the result, for phones
// that have not yet shown it.
const ResultGrace = 2 * time.Minute

// NoTerminal is the host's prompter when it has no terminal: the phones ask
// everything; a question only the host could answer stops the run with
// ErrNoTerminal.
type NoTerminal struct{}

// ErrNoTerminal is what NoTerminal answers.
var ErrNoTerminal = errors.New("no terminal")

func (NoTerminal) Ask(prompt.Question) (string, error)       { return "", ErrNoTerminal }
func (NoTerminal) Choose(string, []string, int) (int, error) { return 0, ErrNoTerminal }
