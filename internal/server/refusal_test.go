package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"menagerie/internal/store"
)

// TestLobbyRefusals sends the lobby each kind of request it must refuse
// and requires its status and a sentence naming what is wrong: names
// holding characters that are not shown as themselves or too long, the
// store's own refusals, bodies not sent as JSON or too large. A room code
// is read whatever its case.
func TestLobbyRefusals(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, st, Config{})
	ri := ts.create(t, Setup{Game: "tableau", Seats: make([]SeatSetup, 4)})
	seatNamed := func(name string) string {
		b, _ := json.Marshal(Setup{Game: "tableau", Seats: []SeatSetup{{}, {Name: name}}})
		return string(b)
	}
	joinNamed := func(name string) string {
		b, _ := json.Marshal(JoinRequest{Room: ri.ID, Name: name})
		return string(b)
	}
	const jsonType = "application/json"
	tests := []struct {
		name, method, path, contentType, body string
		status                                int
		want                                  string // in the error
	}{
		{"a control character in a join's name", "POST", "/api/join", jsonType, joinNamed("Zoe\x07"), 400, "name"},
		{"a right-to-left override in a join's name", "POST", "/api/join", jsonType, joinNamed("Zoe\u202eexe.gnp"), 400, "name"},
		{"a zero-width space in a join's name", "POST", "/api/join", jsonType, joinNamed("Z\u200boe"), 400, "name"},
		{"a join's name too long in characters", "POST", "/api/join", jsonType, joinNamed(strings.Repeat("é", store.MaxName+1)), 400, "41 characters"},
		{"a control character in a seat's name", "POST", "/api/rooms", jsonType, seatNamed("Bo\nb"), 400, "seat 2: name"},
		{"a bidirectional isolate in a seat's name", "POST", "/api/rooms", jsonType, seatNamed("\u2067Bob"), 400, "seat 2: name"},
		{"a zero-width joiner in a seat's name", "POST", "/api/rooms", jsonType, seatNamed("Bo\u200db"), 400, "seat 2: name"},
		{"a zero-width space in an option", "POST", "/api/rooms", jsonType, `{"game":"tableau","options":{"rounds":"6\u200b"}}`, 400, "rounds"},
		{"a right-to-left override in an option's name", "POST", "/api/rooms", jsonType, `{"game":"tableau","options":{"\u202erounds":"6"}}`, 400, "rounds"},
		{"a hidden character in an option, quoted back", "POST", "/api/rooms", jsonType, `{"game":"cardbattle","options":{"packs":"classic\u202e"}}`, 400, `classic\u202e`},
		{"a room id the store refuses", "GET", "/api/rooms/" + strings.Repeat("x", store.MaxKey+1), "", "", 400, "room id"},
		{"a code the store refuses", "POST", "/api/join", jsonType, `{"code":"` + strings.Repeat("x", store.MaxKey+1) + `"}`, 400, "room code"},
		{"a create without a content type", "POST", "/api/rooms", "", `{"game":"tableau"}`, 415, "application/json"},
		{"a create as a form", "POST", "/api/rooms", "application/x-www-form-urlencoded", `{"game":"tableau"}`, 415, "application/json"},
		{"a join as text", "POST", "/api/join", "text/plain", joinNamed("Zoe"), 415, "application/json"},
		{"a leave as text", "POST", "/api/leave", "text/plain;charset=UTF-8", `{}`, 415, "application/json"},
		{"a create too large", "POST", "/api/rooms", jsonType, `{"game":"tableau","options":{"x":"` + strings.Repeat("x", maxBody) + `"}}`, 413, "larger than 64 KiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, answer := ts.raw(t, tt.method, tt.path, tt.contentType, tt.body)
			if status != tt.status || !strings.Contains(answer, tt.want) {
				t.Errorf("status %d, error %q; want %d naming %q", status, answer, tt.status, tt.want)
			}
		})
	}
	if rooms, _ := st.List(context.Background(), store.Filter{}); len(rooms) != 1 {
		t.Errorf("%d rooms stored, want only the first", len(rooms))
	}

	accepted := []struct{ name, contentType, code string }{
		{"a code in lower case", "application/json; charset=utf-8", strings.ToLower(ri.Code)},
		{"a code with spaces around it", "Application/JSON", " " + ri.Code + " "},
		{"a code in mixed case", jsonType, strings.ToLower(ri.Code[:3]) + ri.Code[3:]},
	}
	for _, tt := range accepted {
		t.Run(tt.name, func(t *testing.T) {
			b, _ := json.Marshal(JoinRequest{Code: tt.code, Name: "Zoë 🦊"})
			if status, answer := ts.raw(t, "POST", "/api/join", tt.contentType, string(b)); status != http.StatusOK {
				t.Errorf("join by %q sent as %q: status %d, %s", tt.code, tt.contentType, status, answer)
			}
		})
	}
}

// raw sends a request with a body and a Content-Type as given and returns
// the status and the answer's error (the whole body if it has none).
func (ts *testServer) raw(t *testing.T, method, path, contentType, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, ts.url+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var answer struct {
		Error string `json:"error"`
	}
	text, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if json.Unmarshal(text, &answer) == nil && answer.Error != "" {
		return resp.StatusCode, answer.Error
	}
	return resp.StatusCode, string(text)
}
