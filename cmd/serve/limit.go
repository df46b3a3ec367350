package serve

import (
	"sync"
	"time"
)

// limiter is a token bucket per client address: a phone answering a
// question makes two requests, so a person never meets the limit, while a
// flood from one address is refused cheaply and the game goes on.
type limiter struct {
	mu      sync.Mutex
	rate    float64 // tokens per second
	burst   float64
	clients map[string]*bucket
	now     func() time.Time
}

type bucket struct {
	tokens float64
	last   time.Time
}

// maxClients bounds the memory the limiter keeps; a table has a handful.
const maxClients = 256

func newLimiter(rate, burst float64, now func() time.Time) *limiter {
	return &limiter{rate: rate, burst: burst, clients: map[string]*bucket{}, now: now}
}

// allow takes a token from the client's bucket, if it has one.
func (l *limiter) allow(client string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b, ok := l.clients[client]
	if !ok {
		if len(l.clients) >= maxClients {
			l.evictFull(now)
			if len(l.clients) >= maxClients {
				return false
			}
		}
		b = &bucket{tokens: l.burst, last: now}
		l.clients[client] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// evictFull forgets clients whose bucket has refilled: they lose nothing.
func (l *limiter) evictFull(now time.Time) {
	for c, b := range l.clients {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.clients, c)
		}
	}
}
