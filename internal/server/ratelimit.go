package server

import (
	"math"
	"time"
)

// rateLimiter is a token bucket: burst messages at once, then rate a
// second. It belongs to one connection's reader.
type rateLimiter struct {
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
}

func newRateLimiter(rate float64, burst int, now time.Time) *rateLimiter {
	return &rateLimiter{rate: rate, burst: float64(burst), tokens: float64(burst), last: now}
}

// wait is how long from now until allow takes a token (0: at once).
func (l *rateLimiter) wait(now time.Time) time.Duration {
	tokens := min(l.burst, l.tokens+now.Sub(l.last).Seconds()*l.rate)
	if tokens >= 1 {
		return 0
	}
	return time.Duration(math.Ceil((1 - tokens) / l.rate * float64(time.Second)))
}

// allow takes a token at time now, if there is one.
func (l *rateLimiter) allow(now time.Time) bool {
	l.tokens = min(l.burst, l.tokens+now.Sub(l.last).Seconds()*l.rate)
	l.last = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}
