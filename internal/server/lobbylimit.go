package server

import (
	"fmt"
	"math"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
	"time"
)

// maxLimitedClients is the most client addresses an addressLimiter keeps
// a bucket for; beyond it, idle ones are forgotten, and a new address is
// refused while every bucket is in use.
const maxLimitedClients = 1 << 16

// addressLimiter limits each client address's requests of one kind with a
// token bucket apiece: lobby POSTs (creating, joining, leaving,
// rematching), so that one client cannot flood the store with rooms, and
// replay steps, each of which replays a game. Loopback addresses are
// limited as the others, unless the server exempts them for a load test
// (Config.ExemptLoopback).
type addressLimiter struct {
	rate           float64
	burst          int
	exemptLoopback bool
	mu             sync.Mutex
	// buckets holds a bucket per client address; one refilled to the
	// burst is the same as none, and is forgotten when room is needed.
	buckets map[netip.Addr]*rateLimiter
}

func newAddressLimiter(rate float64, burst int, exemptLoopback bool) *addressLimiter {
	return &addressLimiter{rate: rate, burst: burst, exemptLoopback: exemptLoopback, buckets: map[netip.Addr]*rateLimiter{}}
}

// allow takes a token from addr's bucket at time now, if there is one.
func (l *addressLimiter) allow(addr netip.Addr, now time.Time) bool {
	if l.exemptLoopback && addr.IsLoopback() {
		return true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[addr]
	if b == nil {
		if len(l.buckets) >= maxLimitedClients {
			l.forgetIdle(now)
			if len(l.buckets) >= maxLimitedClients {
				return false
			}
		}
		b = newRateLimiter(l.rate, l.burst, now)
		l.buckets[addr] = b
	}
	return b.allow(now)
}

// forgetIdle drops the buckets that have refilled to the burst.
func (l *addressLimiter) forgetIdle(now time.Time) {
	for addr, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*b.rate >= b.burst {
			delete(l.buckets, addr)
		}
	}
}

// Each client address may ask for replayBurst steps of finished games at
// once and replaysPerSecond a second after that: enough to step through a
// game by hand or drag a slider, not to keep the server replaying.
const (
	replaysPerSecond = 20
	replayBurst      = 200
)

// limited answers 429 Too Many Requests, with Retry-After, to a client
// whose lobby bucket is empty, and passes the others to next.
func (s *Server) limited(next http.HandlerFunc) http.HandlerFunc {
	return s.lobby.wrap("lobby requests", next)
}

// wrap limits next with l; what names the requests in the refusal.
func (l *addressLimiter) wrap(what string, next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if l.allow(clientAddr(r), time.Now()) {
			next(w, r)
			return
		}
		wait := int(math.Ceil(1 / l.rate))
		w.Header().Set("Retry-After", strconv.Itoa(wait))
		writeJSON(w, http.StatusTooManyRequests, map[string]string{"error": fmt.Sprintf(
			"too many %s from this address (more than %d at once or %g a second): try again in %d s",
			what, l.burst, l.rate, wait)})
	}
}

// clientAddr is the address a request came from (the connection's, not a
// header a client could forge), or the zero address if it has none; an
// IPv6 address stands for its /64 network, which one client may hold
// whole.
func clientAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	addr, _ := netip.ParseAddr(host)
	addr = addr.Unmap()
	if addr.Is6() && !addr.IsLoopback() {
		// One IPv6 client commonly holds a whole /64: it counts as one.
		addr = netip.PrefixFrom(addr, 64).Masked().Addr()
	}
	return addr
}
