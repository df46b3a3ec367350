package serve

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"log"
	"math/big"
	"net"
	"net/http"
	"strconv"
	"time"

	"altiplano/cmd/text"
)

// Draft keys of a served game, the same for every game: they let a served
// game that is run again keep its address and give every phone its seat back.
const (
	DraftSecret = "serve.secret"
	DraftListen = "serve.listen"
)

// DraftSeat, DraftLang and DraftPIN are the keys of seat i's cookie,
// language and PIN; DraftDone is there while the seat is done, so a
// resumed game does not ask its player to say so again.
func DraftSeat(i int) string { return "serve.p" + strconv.Itoa(i+1) + ".seat" }
func DraftLang(i int) string { return "serve.p" + strconv.Itoa(i+1) + ".lang" }
func DraftPIN(i int) string  { return "serve.p" + strconv.Itoa(i+1) + ".pin" }
func DraftDone(i int) string { return "serve.p" + strconv.Itoa(i+1) + ".done" }

// ResultGrace is how long the phones can still show the result (a reload,
// a language tap) once it is out, unless the host closes the server first.
const ResultGrace = 10 * time.Minute

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

// SeatsFrom are the seats of the named players with the cookies,
// languages and PINs a draft kept (answer reads a draft key); a cookie the
// program did not make is dropped, and its seat is free for a phone. A seat
// without a PIN the program made gets a new one: fresh lists them, to keep.
func SeatsFrom(names []string, answer func(key string) (string, bool)) (seats []Seat, fresh []int, err error) {
	seats = make([]Seat, len(names))
	for i, name := range names {
		token, _ := answer(DraftSeat(i))
		if !Random(token) {
			token = ""
		}
		lang, _ := answer(DraftLang(i))
		if _, ok := text.ParseLang(lang); !ok || len(lang) != 2 {
			lang = ""
		}
		pin, _ := answer(DraftPIN(i))
		if !IsPIN(pin) {
			if pin, err = NewPIN(); err != nil {
				return nil, nil, err
			}
			fresh = append(fresh, i)
		}
		seats[i] = Seat{Name: name, Token: token, Lang: text.Lang(lang), PIN: pin}
	}
	return seats, fresh, nil
}

// NewPIN returns four random digits from crypto/rand.
func NewPIN() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(10000))
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%04d", n.Int64()), nil
}

// IsPIN says whether s is what NewPIN makes: four ASCII digits.
func IsPIN(s string) bool {
	if len(s) != 4 {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
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

// CloseAfterResult keeps the result on the phones (a reload, a language
// tap), then stops srv and closes web, letting a page being sent finish
// before the port closes. It serves until quit closes (the host pressed
// Enter), ResultGrace has passed since the result, or ctx ends (Ctrl-C, a
// signal).
func CloseAfterResult(ctx context.Context, srv *Server, web *http.Server, quit <-chan struct{}) {
	grace := time.NewTimer(ResultGrace - srv.ResultShownFor())
	defer grace.Stop()
	select {
	case <-quit:
	case <-grace.C:
	case <-ctx.Done():
	}
	srv.Stop()
	closing, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = web.Shutdown(closing)
}
