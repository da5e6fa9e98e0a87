// Package web serves the browser client: a page, one script and one style
// sheet, built from the TypeScript sources in web/ (npm run build) into
// dist/ and embedded in the binary, so that running the server needs no
// Node.js. The client speaks only the server's lobby and WebSocket
// protocol (docs/protocol.md).
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"time"
)

//go:embed dist
var dist embed.FS

// asset is one built file with what its answers need.
type asset struct {
	body        []byte
	contentType string
	etag        string
}

// Handler serves the client beside api, which gets every path under /api/
// and /healthz: the page at "/" (a room's page is the same page, by the
// address's fragment) and the built files under /assets/. Every answer is
// revalidated by its ETag, a hash of the build, so that a new build is
// seen at once and an unchanged one is not sent again.
func Handler(api http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/api/", api)
	mux.Handle("/healthz", api)
	assets := load()
	serve := func(name string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			a, ok := assets[name]
			if !ok {
				http.NotFound(w, r)
				return
			}
			h := w.Header()
			h.Set("Content-Type", a.contentType)
			h.Set("Cache-Control", "no-cache")
			h.Set("ETag", a.etag)
			h.Set("X-Content-Type-Options", "nosniff")
			if name == "index.html" {
				// No other page may frame it (clickjacking).
				h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'")
				h.Set("Referrer-Policy", "no-referrer")
			}
			http.ServeContent(w, r, name, time.Time{}, bytes.NewReader(a.body))
		}
	}
	mux.HandleFunc("GET /{$}", serve("index.html"))
	mux.HandleFunc("GET /assets/{file}", func(w http.ResponseWriter, r *http.Request) {
		serve("assets/"+r.PathValue("file"))(w, r)
	})
	return mux
}

// load reads the embedded build once.
func load() map[string]asset {
	assets := map[string]asset{}
	_ = fs.WalkDir(dist, "dist", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := dist.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		ct := mime.TypeByExtension(path.Ext(p))
		if ct == "" {
			ct = "application/octet-stream"
		}
		assets[p[len("dist/"):]] = asset{body: body, contentType: ct, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		return nil
	})
	return assets
}
