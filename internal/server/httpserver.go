package server

import (
	"log/slog"
	"net/http"
	"time"
)

// idleTimeout is how long a kept-alive HTTP connection may wait for its
// next request.
const idleTimeout = time.Minute

// maxHeaderBytes bounds a request's headers: the lobby's need a few
// hundred bytes.
const maxHeaderBytes = 64 << 10

// HTTPServer returns an HTTP server for h (the server's Handler, or a
// handler that wraps it) with the server's bounds: a request's headers
// and body must arrive within Config.ReadTimeout, a kept-alive connection
// waits at most a minute for its next request, and headers hold at most
// 64 KiB. A WebSocket is not bounded by the read timeout once upgraded
// (net/http clears a hijacked connection's deadlines): a game lasts hours.
func (s *Server) HTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:        h,
		ReadTimeout:    s.cfg.ReadTimeout,
		IdleTimeout:    idleTimeout,
		MaxHeaderBytes: maxHeaderBytes,
		ErrorLog:       slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}
