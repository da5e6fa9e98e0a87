package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/store/sqlite"
	"menagerie/internal/store/storetest"
)

// openSQLite opens a SQLite store in the test's directory, closed when
// the test ends.
func openSQLite(t testing.TB) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(context.Background(), t.TempDir(), sqlite.SurviveCrash)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestFormMatches checks which waiting entries are seated together.
func TestFormMatches(t *testing.T) {
	t0 := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	const wait = 20 * time.Second
	entry := func(ticket, queue, player, bot string, ago time.Duration) store.QueueEntry {
		return store.QueueEntry{Ticket: ticket, Queue: queue, Player: player, Bot: bot, Joined: t0.Add(-ago)}
	}
	account := func(ticket, queue, bot string, ago time.Duration) store.QueueEntry {
		e := entry(ticket, queue, "bot-"+ticket, bot, ago)
		e.PlayerBot = true
		return e
	}
	players := func(q string) int { return map[string]int{"two": 2, "three": 3}[q] }
	tests := []struct {
		name    string
		entries []store.QueueEntry
		want    []string // each match as "bot:ticket,ticket"
	}{
		{"two people are seated at once", []store.QueueEntry{
			entry("a", "two", "", "easy", 0), entry("b", "two", "", "", 0)}, []string{":a,b"}},
		{"one person waits out the countdown", []store.QueueEntry{
			entry("a", "two", "", "easy", wait-time.Second)}, nil},
		{"one person gets bots of the level chosen after the countdown", []store.QueueEntry{
			entry("a", "three", "", "hard", wait), entry("b", "three", "", "easy", 0)}, []string{"hard:a,b"}},
		{"people only never meet bots", []store.QueueEntry{
			entry("a", "three", "", "", time.Hour), entry("b", "three", "", "easy", wait)},
			[]string{"easy:b"}},
		{"queues are apart", []store.QueueEntry{
			entry("a", "two", "", "", 0), entry("b", "three", "", "", 0), entry("c", "three", "", "", 0)}, nil},
		{"full rooms oldest first, the rest waits", []store.QueueEntry{
			entry("a", "two", "", "", 3), entry("b", "two", "", "", 2), entry("c", "two", "", "", 1)}, []string{":a,b"}},
		{"a player takes one seat of a room", []store.QueueEntry{
			entry("a", "two", "p1", "", 2), entry("b", "two", "p1", "", 1), entry("c", "two", "p2", "", 0)},
			[]string{":a,c"}},
		{"bot accounts meet each other", []store.QueueEntry{
			account("a", "two", "", 0), account("b", "two", "", 0)}, []string{":a,b"}},
		{"people only keep bot accounts out", []store.QueueEntry{
			entry("a", "two", "", "", time.Hour), account("b", "two", "easy", time.Hour)}, []string{"easy:b"}},
		{"a bot account meets a person who accepts bots", []store.QueueEntry{
			account("a", "two", "", 2), entry("b", "two", "", "", 1), entry("c", "two", "", "medium", 0)}, []string{":a,c"}},
		{"people together before a bot account when the oldest is a person", []store.QueueEntry{
			entry("a", "two", "", "easy", 2), account("b", "two", "", 1), entry("c", "two", "", "", 0)}, []string{":a,c"}},
		{"a bot account that asks for no bots waits out the countdown", []store.QueueEntry{
			account("a", "three", "", time.Hour), entry("b", "three", "", "easy", wait)}, []string{"easy:b"}},
		{"bots after the countdown with a bot account that accepts them", []store.QueueEntry{
			entry("a", "three", "", "hard", wait), account("b", "three", "easy", 0)}, []string{"hard:a,b"}},
		{"a queue of no game is left alone", []store.QueueEntry{
			entry("a", "none", "", "easy", time.Hour), entry("b", "none", "", "easy", time.Hour)}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, m := range formMatches(tt.entries, t0, wait, players) {
				var tickets []string
				for _, p := range m.people {
					tickets = append(tickets, p.Ticket)
				}
				got = append(got, m.bot+":"+strings.Join(tickets, ","))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("matches %q, want %q", got, tt.want)
			}
		})
	}
}

// queued joins the queue and fails the test unless a ticket comes back.
func (ts *testServer) queued(t testing.TB, key string, q QueueRequest) QueueTicket {
	t.Helper()
	var qt QueueTicket
	if status, e := ts.keyed(t, "POST", "/api/queue", key, q, &qt); status != http.StatusCreated || qt.Ticket == "" || qt.Token == "" {
		t.Fatalf("join the queue %+v: %d %q", q, status, e)
	}
	return qt
}

// matched waits for the ticket's match and returns its status.
func (ts *testServer) matched(t testing.TB, ticket string) QueueStatus {
	t.Helper()
	for end := time.Now().Add(waitLimit); ; {
		var st QueueStatus
		if status := ts.get(t, "/api/queue/"+ticket, &st); status != http.StatusOK {
			t.Fatalf("queue status: %d", status)
		}
		if st.State == QueueMatched {
			return st
		}
		if time.Now().After(end) {
			t.Fatalf("not matched in %v: %+v", waitLimit, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// leave takes a ticket out of the queue and returns the status.
func (ts *testServer) leave(t testing.TB, ticket string) int {
	t.Helper()
	req, err := http.NewRequest(http.MethodDelete, ts.url+"/api/queue/"+ticket, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// seatOf checks that the token claims the seat the status names, and
// returns that seat.
func seatOf(t testing.TB, st store.Store, qs QueueStatus, token string) store.Seat {
	t.Helper()
	r, err := st.Room(context.Background(), qs.Room)
	if err != nil {
		t.Fatalf("matched room: %v", err)
	}
	if qs.Seat < 1 || qs.Seat > len(r.Seats) || !sameHash(r.Seats[qs.Seat-1].TokenHash, hashToken(token)) {
		t.Fatalf("seat %d of room %s is not claimed by the token the join gave", qs.Seat, qs.Room)
	}
	return r.Seats[qs.Seat-1]
}

func TestQuickMatch(t *testing.T) {
	st := store.NewMemory()
	const wait = 1500 * time.Millisecond
	ts := startServer(t, st, Config{QueueWait: wait})
	tableau3 := game.Options{"players": "3"}

	t.Run("refused", func(t *testing.T) {
		for _, c := range []struct {
			q    QueueRequest
			want string
		}{
			{QueueRequest{Game: "chess"}, `unknown game "chess"`},
			{QueueRequest{Game: "tableau", Options: game.Options{"players": "9"}}, "options:"},
			{QueueRequest{Game: "tableau", Bot: "ismcts"}, `bot "ismcts": quick matches of this game seat`},
			{QueueRequest{Game: "tableau", Rated: true}, "registered players only"},
			{QueueRequest{Game: "tableau", Name: strings.Repeat("n", 41)}, "more than 40"},
		} {
			if status, e := ts.keyed(t, "POST", "/api/queue", "", c.q, nil); status != 400 || !strings.Contains(e, c.want) {
				t.Errorf("join %+v: %d %q, want 400 %q", c.q, status, e, c.want)
			}
		}
		if status, e := ts.keyed(t, "GET", "/api/queue/nosuchticket", "", nil, nil); status != 404 || strings.Contains(e, "nosuchticket") {
			t.Errorf("status of an unknown ticket: %d %q", status, e)
		}
	})

	t.Run("people together at once", func(t *testing.T) {
		start := time.Now()
		a := ts.queued(t, "", QueueRequest{Game: "dojo", Bot: "easy", Name: "Ann"})
		b := ts.queued(t, "", QueueRequest{Game: "dojo", Name: "Bob"})
		sa, sb := ts.matched(t, a.Ticket), ts.matched(t, b.Ticket)
		if took := time.Since(start); took >= wait {
			t.Errorf("two people were seated after %v, the countdown being %v", took, wait)
		}
		if sa.Room != sb.Room || sa.Seat == sb.Seat {
			t.Fatalf("matched apart: %+v and %+v", sa, sb)
		}
		if seat := seatOf(t, st, sa, a.Token); seat.Name != "Ann" || seat.Bot != "" {
			t.Errorf("Ann's seat %+v", seat)
		}
		seatOf(t, st, sb, b.Token)
		// The room is played through the token, as any room.
		p := ts.dial(t, sa.Room)
		p.hello(a.Token)
		if status := ts.leave(t, a.Ticket); status != http.StatusConflict {
			t.Errorf("leave a matched ticket: %d, want 409", status)
		}
	})

	t.Run("bots after the countdown", func(t *testing.T) {
		a := ts.queued(t, "", QueueRequest{Game: "tableau", Options: tableau3, Bot: "easy"})
		var st0 QueueStatus
		ts.get(t, "/api/queue/"+a.Ticket, &st0)
		if st0.State != QueueWaiting || st0.SecondsLeft == nil || *st0.SecondsLeft < 1 || *st0.SecondsLeft > 2 {
			t.Errorf("status while waiting: %+v, want waiting with 1 or 2 seconds left", st0)
		}
		qs := ts.matched(t, a.Ticket)
		seatOf(t, st, qs, a.Token)
		r, _ := st.Room(context.Background(), qs.Room)
		var bots []string
		for _, s := range r.Seats {
			bots = append(bots, s.Bot)
		}
		if slices.Sort(bots); !slices.Equal(bots, []string{"", "easy", "easy"}) {
			t.Errorf("seats' bots %q, want one person and two easy", bots)
		}
	})

	t.Run("people only wait, and leave", func(t *testing.T) {
		a := ts.queued(t, "", QueueRequest{Game: "tableau", Options: game.Options{"players": "4"}})
		b := ts.queued(t, "", QueueRequest{Game: "tableau", Options: game.Options{"players": "4"}, Bot: "medium"})
		time.Sleep(wait + 2*matchInterval)
		var sa, sb QueueStatus
		ts.get(t, "/api/queue/"+a.Ticket, &sa)
		ts.get(t, "/api/queue/"+b.Ticket, &sb)
		if sa.State != QueueWaiting || sa.SecondsLeft != nil || sa.Waiting != 1 {
			t.Errorf("people only after the countdown: %+v, want waiting alone, no countdown", sa)
		}
		if sb.State != QueueMatched {
			t.Errorf("the one who accepts bots: %+v, want matched (with bots, not with the people-only entry)", sb)
		}
		if status := ts.leave(t, a.Ticket); status != http.StatusNoContent {
			t.Fatalf("leave: %d", status)
		}
		if status, _ := ts.keyed(t, "GET", "/api/queue/"+a.Ticket, "", nil, nil); status != http.StatusNotFound {
			t.Errorf("status after leaving: %d, want 404", status)
		}
		if status := ts.leave(t, a.Ticket); status != http.StatusNotFound {
			t.Errorf("leave twice: %d, want 404", status)
		}
	})

	t.Run("rated", func(t *testing.T) {
		for _, name := range []string{"Cat", "Dan"} {
			if status, e := ts.keyed(t, "POST", "/api/players", key(name), PlayerRequest{Name: name}, nil); status != 201 {
				t.Fatalf("register %s: %d %q", name, status, e)
			}
		}
		if status, e := ts.keyed(t, "POST", "/api/queue", key("Cat"), QueueRequest{Game: "dojo", Rated: true, Bot: "random"}, nil); status != 400 || !strings.Contains(e, "has none") {
			t.Errorf("rated with bots of no rating: %d %q", status, e)
		}
		casual := ts.queued(t, key("Cat"), QueueRequest{Game: "dojo"})
		c := ts.queued(t, key("Cat"), QueueRequest{Game: "dojo", Rated: true})
		d := ts.queued(t, key("Dan"), QueueRequest{Game: "dojo", Rated: true, Bot: "medium"})
		sc, sd := ts.matched(t, c.Ticket), ts.matched(t, d.Ticket)
		r, err := st.Room(context.Background(), sc.Room)
		if err != nil || sc.Room != sd.Room || !r.Rated {
			t.Fatalf("rated players matched in %s and %s, rated %v (%v)", sc.Room, sd.Room, r != nil && r.Rated, err)
		}
		if seat := seatOf(t, st, sc, c.Token); seat.PlayerName != "Cat" {
			t.Errorf("Cat's seat %+v", seat)
		}
		// The casual entry was not seated with the rated ones.
		var sca QueueStatus
		ts.get(t, "/api/queue/"+casual.Ticket, &sca)
		if sca.State != QueueWaiting {
			t.Errorf("a casual entry: %+v, want waiting", sca)
		}
	})
}

// TestQuickMatchBotAccounts checks that a bot account in a rated queue is
// seated with a person who accepts bots and never with one who asked for
// people only, that its seat is marked, and that the game rates the bot
// account on the bots' ladder and the person on the people's.
func TestQuickMatchBotAccounts(t *testing.T) {
	st := store.NewMemory()
	ts := startServer(t, st, Config{})
	for _, p := range []PlayerRequest{{Name: "Robo", Bot: true}, {Name: "Pia"}, {Name: "Pat"}} {
		if status, e := ts.keyed(t, "POST", "/api/players", key(p.Name), p, nil); status != 201 {
			t.Fatalf("register %s: %d %q", p.Name, status, e)
		}
	}
	robo := ts.queued(t, key("Robo"), QueueRequest{Game: "dojo", Rated: true})
	pia := ts.queued(t, key("Pia"), QueueRequest{Game: "dojo", Rated: true})
	time.Sleep(2 * matchInterval)
	pat := ts.queued(t, key("Pat"), QueueRequest{Game: "dojo", Rated: true, Bot: "medium"})
	sr, sp := ts.matched(t, robo.Ticket), ts.matched(t, pat.Ticket)
	if sr.Room != sp.Room {
		t.Fatalf("the bot account and the person who accepts bots: rooms %s and %s, want one", sr.Room, sp.Room)
	}
	var spia QueueStatus
	if ts.get(t, "/api/queue/"+pia.Ticket, &spia); spia.State != QueueWaiting {
		t.Errorf("the person who asked for people only: %+v, want waiting", spia)
	}
	var ri RoomInfo
	ts.get(t, "/api/rooms/"+sr.Room, &ri)
	if s := ri.Seats[sr.Seat-1]; s.Player != "Robo" || !s.BotAccount || !ri.Rated {
		t.Errorf("the bot account's seat %+v in a room rated %v, want Robo marked as a bot account", s, ri.Rated)
	}
	// Both leave: bots play their seats on, and the seats' players are
	// rated by their places.
	for _, tk := range []QueueTicket{robo, pat} {
		if status := ts.post(t, "/api/leave", LeaveRequest{Room: sr.Room, Token: tk.Token}, nil); status != 200 {
			t.Fatalf("leave: %d", status)
		}
	}
	for end := time.Now().Add(waitLimit); !ri.Over; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the game did not end")
		}
		ts.get(t, "/api/rooms/"+sr.Room, &ri)
	}
	for _, l := range []struct{ query, want string }{
		{"/api/leaderboard/dojo?provisional=true&bots=true", "Robo"},
		{"/api/leaderboard/dojo?provisional=true", "Pat"},
	} {
		var ladder []Standing
		for end := time.Now().Add(waitLimit); len(ladder) == 0 && time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
			ts.get(t, l.query, &ladder)
		}
		if len(ladder) != 1 || ladder[0].Name != l.want || ladder[0].Games != 1 {
			t.Errorf("%s: %+v, want %s alone after one game", l.query, ladder, l.want)
		}
	}
}

// TestQueueIdle checks that a waiting entry nobody asks for leaves its
// queue after QueueIdle, so that a person gone is never seated, and that
// one whose holder keeps asking stays and is matched.
func TestQueueIdle(t *testing.T) {
	const idle = time.Second
	ts := startServer(t, store.NewMemory(), Config{QueueIdle: idle})
	gone := ts.queued(t, "", QueueRequest{Game: "dojo", Name: "Gone"})
	time.Sleep(idle + 2*matchInterval)
	if status, e := ts.keyed(t, "GET", "/api/queue/"+gone.Ticket, "", nil, nil); status != http.StatusNotFound || !strings.Contains(e, "waited too long") {
		t.Fatalf("an entry nobody asked for in %v: %d %q, want 404", idle, status, e)
	}
	kept := ts.queued(t, "", QueueRequest{Game: "dojo", Name: "Kept"})
	for end := time.Now().Add(idle + 2*matchInterval); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		var st QueueStatus
		if status := ts.get(t, "/api/queue/"+kept.Ticket, &st); status != http.StatusOK || st.State != QueueWaiting {
			t.Fatalf("an entry asked for every 100ms: %d %+v, want waiting", status, st)
		}
	}
	other := ts.queued(t, "", QueueRequest{Game: "dojo", Name: "Other"})
	if sk, so := ts.matched(t, kept.Ticket), ts.matched(t, other.Ticket); sk.Room != so.Room {
		t.Errorf("the entry asked for and the next one: rooms %s and %s, want one", sk.Room, so.Room)
	}
}

// TestQuickMatchSharedStore runs two servers on one SQLite store, as two
// processes share a database: players queued on both are matched
// together, each once; and a process that stopped while holding the
// queue's lease loses nobody's place.
func TestQuickMatchSharedStore(t *testing.T) {
	st := openSQLite(t)
	a := startServer(t, st, Config{Name: "a", Lease: time.Second})
	b := startServer(t, st, Config{Name: "b", Lease: time.Second})

	var tickets []QueueTicket
	for i := range 4 {
		ts := []*testServer{a, b}[i%2]
		tickets = append(tickets, ts.queued(t, "", QueueRequest{Game: "dojo", Name: fmt.Sprintf("P%d", i)}))
	}
	rooms := map[string][]int{}
	for _, qt := range tickets {
		qs := b.matched(t, qt.Ticket)
		seatOf(t, st, qs, qt.Token)
		rooms[qs.Room] = append(rooms[qs.Room], qs.Seat)
	}
	if len(rooms) != 2 {
		t.Errorf("4 players in rooms %v, want 2 rooms of 2", rooms)
	}
	for id, seats := range rooms {
		if slices.Sort(seats); !slices.Equal(seats, []int{1, 2}) {
			t.Errorf("room %s: seats %v taken, want 1 and 2", id, seats)
		}
	}

}

// TestQuickMatchLeaseRunsOut checks that a process stopped while holding
// the queue's lease loses nobody's place: the others match the entries
// once the lease runs out.
func TestQuickMatchLeaseRunsOut(t *testing.T) {
	st := openSQLite(t)
	const dead = 2 * time.Second
	if ok, err := st.LeaseQueue(context.Background(), "stopped", dead); !ok || err != nil {
		t.Fatalf("the stopped process's lease: %v %v", ok, err)
	}
	leased := time.Now()
	a := startServer(t, st, Config{Name: "a", Lease: time.Second})
	b := startServer(t, st, Config{Name: "b", Lease: time.Second})
	c, d := a.queued(t, "", QueueRequest{Game: "dojo"}), b.queued(t, "", QueueRequest{Game: "dojo"})
	sc, sd := a.matched(t, c.Ticket), b.matched(t, d.Ticket)
	if took := time.Since(leased); took < dead-100*time.Millisecond {
		t.Errorf("matched %v after the lease was taken, before it ran out (%v)", took, dead)
	}
	if sc.Room != sd.Room {
		t.Errorf("matched apart after the lease ran out: %s and %s", sc.Room, sd.Room)
	}
}

// TestQuickMatchProcesses runs the quick match on two processes sharing
// PostgreSQL: players queued on both are matched together, each once;
// and when the process holding the queue's lease is killed, the other
// matches the players queued after it once the lease runs out.
func TestQuickMatchProcesses(t *testing.T) {
	schema := storetest.PostgresSchema(t)
	a, cutA := startProcess(t, schema, "a")
	b, _ := startProcess(t, schema, "b")
	var tickets []QueueTicket
	for i := range 4 {
		ts := []*testServer{a, b}[i%2]
		tickets = append(tickets, ts.queued(t, "", QueueRequest{Game: "dojo", Name: fmt.Sprintf("P%d", i)}))
	}
	rooms := map[string][]int{}
	for _, qt := range tickets {
		qs := a.matched(t, qt.Ticket)
		seatOf(t, cutA.Store, qs, qt.Token)
		rooms[qs.Room] = append(rooms[qs.Room], qs.Seat)
	}
	if len(rooms) != 2 {
		t.Errorf("4 players in rooms %v, want 2 rooms of 2", rooms)
	}
	for id, seats := range rooms {
		if slices.Sort(seats); !slices.Equal(seats, []int{1, 2}) {
			t.Errorf("room %s: seats %v taken, want 1 and 2", id, seats)
		}
	}

	// a takes the lease (b's lapses once nobody waits) and is killed.
	ctx := context.Background()
	for end := time.Now().Add(waitLimit); ; time.Sleep(100 * time.Millisecond) {
		ok, err := cutA.Store.LeaseQueue(ctx, "a", testLease)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			break
		}
		if time.Now().After(end) {
			t.Fatal("a could not take the queue's lease")
		}
	}
	close(cutA.cut)
	a.http.CloseClientConnections()
	a.http.Close()
	killed := time.Now()
	c, d := b.queued(t, "", QueueRequest{Game: "dojo"}), b.queued(t, "", QueueRequest{Game: "dojo"})
	sc, sd := b.matched(t, c.Ticket), b.matched(t, d.Ticket)
	took := time.Since(killed)
	t.Logf("matched %s after the lease holder was killed (lease %s)", took, testLease)
	if sc.Room != sd.Room || sc.Seat == sd.Seat {
		t.Errorf("after the kill: %+v and %+v, want one room", sc, sd)
	}
	if took > takeoverLimit {
		t.Errorf("matched %s after the kill, want within %s", took, takeoverLimit)
	}
}

// TestQueueFull checks that a join is refused as busy once the queues hold
// maxWaiting entries, so that the rounds' reads of them stay bounded.
func TestQueueFull(t *testing.T) {
	st := store.NewMemory()
	ctx := context.Background()
	for i := range maxWaiting {
		// A queue of no game: its entries wait and are never matched.
		e := &store.QueueEntry{Ticket: fmt.Sprintf("t%d", i), Queue: "game=none", TokenHash: hashToken("x")}
		if err := st.Enqueue(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	ts := startServer(t, st, Config{})
	for end := time.Now().Add(waitLimit); ts.srv.matcher.total() < maxWaiting; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("the matcher counted %d entries, %d wait", ts.srv.matcher.total(), maxWaiting)
		}
	}
	status, e := ts.keyed(t, "POST", "/api/queue", "", QueueRequest{Game: "dojo"}, nil)
	if status != http.StatusServiceUnavailable || !strings.Contains(e, "queues are full") {
		t.Errorf("join a full queue: %d %q, want 503", status, e)
	}
	if err := st.Dequeue(ctx, "t0"); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(waitLimit); ts.srv.matcher.total() >= maxWaiting; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the matcher did not count the entry that left")
		}
	}
	ts.queued(t, "", QueueRequest{Game: "dojo"})
}
