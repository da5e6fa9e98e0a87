package main

import (
	"fmt"
	"io"
	"slices"
	"time"
)

// maxErrorsShown is how many errors a report quotes.
const maxErrorsShown = 5

// report is what a load measured.
type report struct {
	concurrent  int
	elapsed     time.Duration // the timed part of the load
	started     int           // rooms with every seat connected
	finished    int           // rooms played to their end
	latencies   []time.Duration
	retries     int
	errors      int
	firstErrors []string
	// refused counts new rooms the server refused as busy (each asked
	// again after its Retry-After).
	refused int
	// acknowledged counts the seats' actions answered by a view;
	// unstored, the versions told of that the room did not have when read
	// after its game (0 unless actions are lost); stopped, the rooms the
	// server stopped while they were played.
	acknowledged int
	unstored     int
	stopped      int
	// played counts the actions the rooms played, chance's included (the
	// rooms' versions when read after their games), the untimed ones too.
	played int
}

// percentile is the latency below which the fraction p of them fall; 0
// with none measured.
func (r *report) percentile(p float64) time.Duration {
	if len(r.latencies) == 0 {
		return 0
	}
	s := slices.Clone(r.latencies)
	slices.Sort(s)
	return s[int(p*float64(len(s)-1)+0.5)]
}

// print writes the report, one figure a line.
func (r *report) print(w io.Writer) {
	round := func(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }
	fmt.Fprintf(w, "rooms at once   %d\n", r.concurrent)
	fmt.Fprintf(w, "timed           %.1fs\n", r.elapsed.Seconds())
	fmt.Fprintf(w, "games started   %d\n", r.started)
	fmt.Fprintf(w, "games finished  %d\n", r.finished)
	fmt.Fprintf(w, "actions         %d\n", len(r.latencies))
	fmt.Fprintf(w, "played          %d actions in all rooms, chance's and untimed ones included\n", r.played)
	fmt.Fprintf(w, "actions/s       %.0f\n", float64(len(r.latencies))/r.elapsed.Seconds())
	fmt.Fprintf(w, "latency p50     %s\n", round(r.percentile(0.50)))
	fmt.Fprintf(w, "latency p90     %s\n", round(r.percentile(0.90)))
	fmt.Fprintf(w, "latency p99     %s\n", round(r.percentile(0.99)))
	fmt.Fprintf(w, "latency max     %s\n", round(r.percentile(1)))
	fmt.Fprintf(w, "sent again      %d (busy or rate-limited)\n", r.retries)
	fmt.Fprintf(w, "rooms refused   %d (busy: asked again after Retry-After)\n", r.refused)
	fmt.Fprintf(w, "acknowledged    %d actions, %d versions told but not stored\n", r.acknowledged, r.unstored)
	fmt.Fprintf(w, "rooms stopped   %d\n", r.stopped)
	fmt.Fprintf(w, "errors          %d\n", r.errors)
	for _, e := range r.firstErrors {
		fmt.Fprintf(w, "  %s\n", e)
	}
}
