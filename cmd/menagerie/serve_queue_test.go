package main

import (
	"os"
	"testing"
	"time"

	"menagerie/internal/server"
	"menagerie/internal/store/storetest"
)

// TestServeQueueSurvivesKill runs the menagerie binary on PostgreSQL,
// queues a person for a quick match (people only, so that nobody is
// seated before a second person comes), kills the process with SIGKILL
// while it holds the queue's lease, starts another and queues a second
// person there: the first keeps its place, and both are seated in one
// room, each once.
func TestServeQueueSurvivesKill(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server binary")
	}
	if os.Getenv(storetest.PostgresVariable) == "" {
		t.Skipf("%s is not set: no PostgreSQL for two processes to share", storetest.PostgresVariable)
	}
	args := []string{"--db", storetest.PostgresSchema(t), "--lease", "1s"}
	bin := buildMenagerie(t)
	a := startServe(t, bin, args)
	var first server.QueueTicket
	a.post(t, "/api/queue", server.QueueRequest{Game: "dojo", Name: "First"}, &first)
	// The process reads the queue twice a second and takes its lease
	// while someone waits in it.
	time.Sleep(time.Second)
	a.kill(t)

	b := startServe(t, bin, args)
	var second server.QueueTicket
	b.post(t, "/api/queue", server.QueueRequest{Game: "dojo", Name: "Second"}, &second)
	var st [2]server.QueueStatus
	for deadline := time.Now().Add(crashWait); ; time.Sleep(50 * time.Millisecond) {
		for i, qt := range []server.QueueTicket{first, second} {
			b.get(t, "/api/queue/"+qt.Ticket, &st[i])
		}
		if st[0].State == server.QueueMatched && st[1].State == server.QueueMatched {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not both matched %s after the kill: %+v", crashWait, st)
		}
	}
	if st[0].Room != st[1].Room || st[0].Seat == st[1].Seat {
		t.Fatalf("matched %+v and %+v, want one room, two seats", st[0], st[1])
	}
	var room server.RoomInfo
	b.get(t, "/api/rooms/"+st[0].Room, &room)
	for i, name := range []string{"First", "Second"} {
		if s := room.Seats[st[i].Seat-1]; s.Name != name || !s.Claimed || s.Bot != "" {
			t.Errorf("seat %d: %+v, want %s's, claimed", st[i].Seat, s, name)
		}
	}
	b.stop(t)
}
