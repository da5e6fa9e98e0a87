package server

import (
	"fmt"
	"net/http"
	"net/netip"
	"strconv"
	"sync"
)

// socketRetry is the Retry-After, in seconds, of a WebSocket refused for
// too many open ones.
const socketRetry = 10

// socketCounter caps the WebSockets open at once, in all and per client
// address, so that idle sockets cannot take every file descriptor the
// process may open: the lobby and /healthz go on answering. A loopback
// address is capped as any other unless exempted for a load test.
type socketCounter struct {
	max, perAddress int
	exemptLoopback  bool
	mu              sync.Mutex
	total           int
	open            map[netip.Addr]int // sockets open per address, none kept at 0
}

func newSocketCounter(max, perAddress int, exemptLoopback bool) *socketCounter {
	return &socketCounter{max: max, perAddress: perAddress, exemptLoopback: exemptLoopback, open: map[netip.Addr]int{}}
}

// acquire counts a socket from addr in, or says why it may not open.
func (c *socketCounter) acquire(addr netip.Addr) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.total >= c.max:
		return fmt.Errorf("the server has %d connections open, the most it takes: try again in %d s", c.total, socketRetry)
	case c.open[addr] >= c.perAddress && !(c.exemptLoopback && addr.IsLoopback()):
		return fmt.Errorf("this address has %d connections open, the most one address may: close one or try again in %d s", c.open[addr], socketRetry)
	}
	c.total++
	c.open[addr]++
	return nil
}

// release counts a socket from addr out.
func (c *socketCounter) release(addr netip.Addr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.total--
	if c.open[addr]--; c.open[addr] <= 0 {
		delete(c.open, addr)
	}
}

// refuseSocket answers a WebSocket request beyond the caps: 503 with
// Retry-After and the reason.
func refuseSocket(w http.ResponseWriter, reason error) {
	w.Header().Set("Retry-After", strconv.Itoa(socketRetry))
	writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": reason.Error()})
}
