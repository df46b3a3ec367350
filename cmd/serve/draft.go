package serve

import (
	"context"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"strconv"
	"time"

	"altiplano/cmd/prompt"
	"altiplano/cmd/text"
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

// SecretFrom is the game's secret as a draft kept it (answer, ok), or a
// fresh one (fresh true) to keep. A draft is a file anyone with the account
// can edit: only a secret the program made is taken from it.
func SecretFrom(answer string, ok bool) (secret string, fresh bool, err error) {
	if ok && Random(answer) {
		return answer, false, nil
	}
	secret, err = NewSecret()
	return secret, err == nil, err
}

// SeatsFrom are the seats of the named players with the cookies and
// languages a draft kept (answer reads a draft key); a cookie the program did
// not make is dropped, and its seat is free for a phone.
func SeatsFrom(names []string, answer func(key string) (string, bool)) []Seat {
	seats := make([]Seat, len(names))
	for i, name := range names {
		token, _ := answer(DraftSeat(i))
		if !Random(token) {
			token = ""
		}
		lang, _ := answer(DraftLang(i))
		seats[i] = Seat{Name: name, Token: token, Lang: text.Lang(lang)}
	}
	return seats
}

// Start serves srv on ln with the limits a phone page needs.
func Start(ln net.Listener, srv *Server) *http.Server {
	// The server's own complaints (a phone that hung up, a bad request
	// line) are Go's words: they never reach the host's screen.
	web := &http.Server{Handler: srv, ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 10 * time.Second,
		WriteTimeout: 10 * time.Second, IdleTimeout: time.Minute, MaxHeaderBytes: 8 << 10, ErrorLog: log.New(io.Discard, "", 0)}
	go func() { _ = web.Serve(ln) }()
	return web
}

// CloseAfterResult lets the phones show the result (until each has it,
// ResultGrace has passed, or ctx ends), then stops srv and closes web,
// letting a page being sent finish before the port closes.
func CloseAfterResult(ctx context.Context, srv *Server, web *http.Server) {
	grace := time.NewTimer(ResultGrace)
	defer grace.Stop()
	select {
	case <-srv.Delivered():
	case <-grace.C:
	case <-ctx.Done():
	}
	srv.Stop()
	closing, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = web.Shutdown(closing)
}
