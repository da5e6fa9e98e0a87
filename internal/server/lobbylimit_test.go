package server

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"menagerie/internal/store"
)

// TestLobbyLimit floods the lobby's POSTs from one address: the burst
// passes, the rest get 429 with a clear error, while other addresses and
// GETs go on being served. A loopback address is limited as any other,
// unless the server exempts loopback for a load test.
func TestLobbyLimit(t *testing.T) {
	const burst = 3
	ts := startServer(t, store.NewMemory(), Config{LobbyPerSecond: 0.01, LobbyBurst: burst})
	exempt := startServer(t, store.NewMemory(), Config{LobbyPerSecond: 0.01, LobbyBurst: burst, ExemptLoopback: true})
	h := ts.srv.Handler()
	sendTo := func(h http.Handler, method, path, addr string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(`{"game":"nope"}`))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = addr
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w
	}
	send := func(method, path, addr string) *httptest.ResponseRecorder { return sendTo(h, method, path, addr) }
	for i := range burst {
		for _, addr := range []string{"192.0.2.1:4000", "127.0.0.1:4000"} {
			if w := send(http.MethodPost, "/api/rooms", addr); w.Code == http.StatusTooManyRequests {
				t.Fatalf("request %d of a burst of %d from %s refused: %s", i+1, burst, addr, w.Body)
			}
		}
	}
	tests := []struct {
		name, method, path, addr string
		limited                  bool
	}{
		{"the flooding address creating", http.MethodPost, "/api/rooms", "192.0.2.1:4001", true},
		{"the flooding address joining", http.MethodPost, "/api/join", "192.0.2.1:4002", true},
		{"the flooding address as IPv4 in IPv6", http.MethodPost, "/api/rooms", "[::ffff:192.0.2.1]:4003", true},
		{"the flooding address listing", http.MethodGet, "/api/rooms", "192.0.2.1:4004", false},
		{"another address", http.MethodPost, "/api/rooms", "192.0.2.2:4000", false},
		{"an IPv6 address", http.MethodPost, "/api/rooms", "[2001:db8::1]:4000", false},
		{"loopback", http.MethodPost, "/api/rooms", "127.0.0.1:4001", true},
		{"IPv6 loopback, an address of its own", http.MethodPost, "/api/rooms", "[::1]:4000", false},
	}
	for range burst + 1 {
		if w := sendTo(exempt.srv.Handler(), http.MethodPost, "/api/rooms", "127.0.0.1:4000"); w.Code == http.StatusTooManyRequests {
			t.Fatalf("loopback limited by a server that exempts it: %s", w.Body)
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := send(tt.method, tt.path, tt.addr)
			if got := w.Code == http.StatusTooManyRequests; got != tt.limited {
				t.Fatalf("status %d (%s), limited %v, want %v", w.Code, w.Body, got, tt.limited)
			}
			if !tt.limited {
				return
			}
			if !strings.Contains(w.Body.String(), "too many lobby requests") || w.Header().Get("Retry-After") == "" {
				t.Errorf("a refusal without its error or Retry-After: %q, headers %v", w.Body, w.Header())
			}
		})
	}
}

// TestLobbyLimiterRefills checks a bucket's refill over time and that the
// limiter keeps a bounded number of addresses.
func TestLobbyLimiterRefills(t *testing.T) {
	start := time.Unix(1e9, 0)
	a := netip.MustParseAddr("192.0.2.7")
	tests := []struct {
		name  string
		after time.Duration // since start
		want  bool
	}{
		{"first", 0, true},
		{"second", 0, true},
		{"beyond the burst", 0, false},
		{"before a token refills", 400 * time.Millisecond, false},
		{"once one has", time.Second, true},
		{"and no more", time.Second, false},
	}
	l := newAddressLimiter(1, 2, false)
	for _, tt := range tests {
		if got := l.allow(a, start.Add(tt.after)); got != tt.want {
			t.Errorf("%s: allowed %v, want %v", tt.name, got, tt.want)
		}
	}

	l = newAddressLimiter(2, 2, false)
	for i := range maxLimitedClients {
		l.allow(netip.AddrFrom4([4]byte{10, byte(i >> 16), byte(i >> 8), byte(i)}), start)
	}
	if l.allow(a, start) {
		t.Error("a new address was given a bucket with every bucket in use")
	}
	if !l.allow(a, start.Add(time.Second)) {
		t.Error("a new address was refused once the others' buckets refilled")
	}
	if n := len(l.buckets); n != 1 {
		t.Errorf("%d buckets kept after the idle ones were forgotten, want 1", n)
	}
}

// TestReplayLimit asks one address for more replay steps than its burst:
// the burst is answered, the next step gets 429 naming replay steps, and
// another address goes on being served.
func TestReplayLimit(t *testing.T) {
	ts := startServer(t, store.NewMemory(), Config{})
	h := ts.srv.Handler()
	step := func(addr string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodGet, "/api/rooms/nosuchroom/replay?version=0", nil)
		req.RemoteAddr = addr
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w
	}
	for i := range replayBurst {
		if w := step("192.0.2.9:4000"); w.Code == http.StatusTooManyRequests {
			t.Fatalf("step %d of a burst of %d refused: %s", i+1, replayBurst, w.Body)
		}
	}
	// Steps past the burst are refused once they outpace the refill (20
	// a second): on a slow machine the burst took long enough to refill
	// a few, so a few more may be answered first.
	w := step("192.0.2.9:4001")
	for extra := 0; w.Code != http.StatusTooManyRequests && extra < replayBurst; extra++ {
		w = step("192.0.2.9:4001")
	}
	if w.Code != http.StatusTooManyRequests || !strings.Contains(w.Body.String(), "too many replay steps") {
		t.Errorf("steps past the burst: status %d, %s; want 429 naming replay steps", w.Code, w.Body)
	}
	if w := step("192.0.2.10:4000"); w.Code == http.StatusTooManyRequests {
		t.Errorf("another address refused: %s", w.Body)
	}
}
