package serve

import (
	"net"
	"net/http"
	"time"
)

// Wrong PINs are counted per phone and per seat. A phone is known by its
// address (an IPv6 phone by its /64: it picks addresses in it at will) and
// by its cookie (phoneCookie): either that guessed wrong pinTries times in
// a row waits before its next try, the wait doubling up to half an hour,
// so one phone tries the 10,000 PINs in no less than about 208 days. The
// seat counts every phone's wrong PINs too: past pinTries, a phone that has
// itself guessed wrong for the seat waits as long as the seat does, while a
// phone that never guessed wrong (its player's, which lost its cookie) is
// never refused for another phone's guesses.

// pinTries is how many wrong PINs in a row are tried before a wait.
const pinTries = 3

// maxGuessers bounds the phones a seat counts wrong PINs for; a table has
// a handful of phones.
const maxGuessers = 256

// phoneCookie names a phone that holds no seat, for counting its wrong
// PINs: a random value, nothing else.
const phoneCookie = "altiplano_phone"

// guesses is one counter of wrong PINs in a row, and until when it waits.
type guesses struct {
	wrong int
	until time.Time
}

// miss counts a wrong PIN at now.
func (g *guesses) miss(now time.Time) {
	g.wrong++
	if g.wrong >= pinTries {
		g.until = now.Add(pinLock(g.wrong))
	}
}

// pinGuesses are a seat's wrong PINs: the seat's, and per phone key.
type pinGuesses struct {
	seat guesses
	by   map[string]*guesses
}

// wait is how long the phone known by keys waits before it may try a PIN
// for the seat at now; 0 for none.
func (p *pinGuesses) wait(keys []string, now time.Time) time.Duration {
	var until time.Time
	guessed := false
	for _, k := range keys {
		if g := p.by[k]; g != nil {
			guessed = guessed || g.wrong > 0
			if g.until.After(until) {
				until = g.until
			}
		}
	}
	if guessed && p.seat.until.After(until) {
		until = p.seat.until
	}
	return max(0, until.Sub(now))
}

// miss counts a wrong PIN from the phone known by keys, and gives the
// seat's count.
func (p *pinGuesses) miss(keys []string, now time.Time) int {
	if p.by == nil {
		p.by = map[string]*guesses{}
	}
	for _, k := range keys {
		g := p.by[k]
		if g == nil {
			if len(p.by) >= maxGuessers {
				p.forgetIdle(now)
			}
			g = &guesses{}
			p.by[k] = g
		}
		g.miss(now)
	}
	p.seat.miss(now)
	return p.seat.wrong
}

// forgetIdle forgets the phones that wait no more: the next wrong PIN
// from them counts from one again, and waits after pinTries. Where every
// phone counted waits (a flood of cookies), the cookies are forgotten:
// the addresses are kept.
func (p *pinGuesses) forgetIdle(now time.Time) {
	for k, g := range p.by {
		if !g.until.After(now) {
			delete(p.by, k)
		}
	}
	if len(p.by) < maxGuessers {
		return
	}
	for k := range p.by {
		if k[0] == 'c' {
			delete(p.by, k)
		}
	}
}

// right forgets the seat's wrong PINs, and the phone's own: its player
// took the seat back. The other phones' wait stays.
func (p *pinGuesses) right(keys []string) {
	p.seat = guesses{}
	for _, k := range keys {
		delete(p.by, k)
	}
}

// phoneKeys are the keys a PIN's phone is counted by: its address (an IPv6
// address by its /64), and its phone cookie when it has one.
func phoneKeys(r *http.Request) []string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if ip := net.ParseIP(host); ip != nil && ip.To4() == nil {
		host = ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
	}
	keys := []string{"a" + host}
	if id := phoneID(r); id != "" {
		keys = append(keys, "c"+id)
	}
	return keys
}

// phoneID is the request's phone cookie, if it has one that this program
// made; "" otherwise.
func phoneID(r *http.Request) string {
	if c, err := r.Cookie(phoneCookie); err == nil && Random(c.Value) {
		return c.Value
	}
	return ""
}

// pinLock is the wait after the nth wrong PIN in a row: 30 seconds after
// the third, doubling up to half an hour, so the 10,000 PINs cannot be
// tried while a game lasts.
func pinLock(n int) time.Duration {
	d := 30 * time.Second
	for k := pinTries; k < n && d < 30*time.Minute; k++ {
		d *= 2
	}
	return min(d, 30*time.Minute)
}
