package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"menagerie/internal/server"
	"menagerie/internal/store"
)

// client serves the client beside a real server's API over a memory store.
func client(t *testing.T) *httptest.Server {
	t.Helper()
	srv, err := server.New(server.Config{Store: store.NewMemory()})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(Handler(srv.Handler()))
	t.Cleanup(hs.Close)
	return hs
}

func TestClientIsServedBesideTheAPI(t *testing.T) {
	hs := client(t)
	tests := []struct {
		method, path, body string
		status             int
		contentType        string
		contains           string
	}{
		{"GET", "/", "", http.StatusOK, "text/html; charset=utf-8", `src="/assets/app.js"`},
		{"HEAD", "/", "", http.StatusOK, "text/html; charset=utf-8", ""},
		{"GET", "/assets/app.js", "", http.StatusOK, "text/javascript; charset=utf-8", "menagerie"},
		{"GET", "/assets/app.css", "", http.StatusOK, "text/css; charset=utf-8", ".card"},
		{"GET", "/assets/nothing.js", "", http.StatusNotFound, "", ""},
		{"GET", "/elsewhere", "", http.StatusNotFound, "", ""},
		{"POST", "/", "", http.StatusMethodNotAllowed, "", ""},
		{"GET", "/healthz", "", http.StatusOK, "application/json", `"ok"`},
		{"GET", "/api/games", "", http.StatusOK, "application/json", `"cardbattle"`},
		{"POST", "/api/rooms", `{"game":"dojo"}`, http.StatusCreated, "application/json", `"code"`},
		{"GET", "/api/rooms/nosuchroom", "", http.StatusNotFound, "application/json", `"error"`},
	}
	for _, tc := range tests {
		req, err := http.NewRequest(tc.method, hs.URL+tc.path, strings.NewReader(tc.body))
		if err != nil {
			t.Fatal(err)
		}
		if tc.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status {
			t.Errorf("%s %s: status %d, want %d", tc.method, tc.path, resp.StatusCode, tc.status)
			continue
		}
		if tc.contentType != "" && resp.Header.Get("Content-Type") != tc.contentType {
			t.Errorf("%s %s: Content-Type %q, want %q", tc.method, tc.path, resp.Header.Get("Content-Type"), tc.contentType)
		}
		if !strings.Contains(string(body), tc.contains) {
			t.Errorf("%s %s: the answer lacks %q", tc.method, tc.path, tc.contains)
		}
	}
}

func TestClientFilesAreRevalidatedByTheirETag(t *testing.T) {
	hs := client(t)
	for _, path := range []string{"/", "/assets/app.js", "/assets/app.css"} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		etag := resp.Header.Get("ETag")
		if resp.Header.Get("Cache-Control") != "no-cache" || etag == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Fatalf("%s: Cache-Control %q, ETag %q, X-Content-Type-Options %q; want no-cache, an ETag and nosniff",
				path, resp.Header.Get("Cache-Control"), etag, resp.Header.Get("X-Content-Type-Options"))
		}
		req, _ := http.NewRequest("GET", hs.URL+path, nil)
		req.Header.Set("If-None-Match", etag)
		again, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		again.Body.Close()
		if again.StatusCode != http.StatusNotModified {
			t.Errorf("%s with its ETag: status %d, want 304", path, again.StatusCode)
		}
	}
	resp, err := http.Get(hs.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || !strings.Contains(csp, "frame-ancestors 'none'") {
		t.Errorf("the page's Content-Security-Policy %q does not keep it to its own origin and out of other pages' frames", csp)
	}
}

func TestBuiltClientHasOneScriptAndOneStyleSheet(t *testing.T) {
	assets := load()
	var names []string
	for name := range assets {
		names = append(names, name)
	}
	want := map[string]bool{"index.html": true, "assets/app.js": true, "assets/app.css": true}
	if len(assets) != len(want) {
		t.Fatalf("built files %v, want %v", names, want)
	}
	for name := range want {
		if _, ok := assets[name]; !ok {
			t.Errorf("no %s in the build", name)
		}
	}
	if strings.Contains(string(assets["index.html"].body), "http") {
		t.Errorf("the page loads something from another site:\n%s", assets["index.html"].body)
	}
}
