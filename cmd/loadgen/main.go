// Command loadgen plays many bot-against-bot games at once on a running
// menagerie server, through its lobby and WebSocket API, and reports how
// fast the server answered:
//
//	loadgen [-url URL[,URL...]] [-games N] [-mix GAMES] [-duration D] [-max-games N] [-think D] [-warmup D] [-seed S] [-protocol 1|2]
//
// Every seat of every room is a client of its own that plays a random
// action from its labelled actions as soon as its view offers some (or
// -think after it, to play at a person's pace). A
// room that ends is replaced by a new one, so -games rooms are in play
// until -duration is over or -max-games rooms have been started. It runs
// as a process apart from the server so that the clients' work does not
// share the server's process. It only talks to a loopback address unless
// -allow-remote is given; the server must lift its limits per client
// address for loopback (serve --exempt-loopback), as every client of the
// load shares one. Given several servers that share one store,
// it makes the rooms on each in turn and connects each room's seats to
// different servers. Actions sent in the first -warmup, while the
// rooms are being created and joined, are played but not timed. A new
// room the server refuses as busy (503 with Retry-After) is asked for
// again after that time. Once a room's seats are done, it reads the room
// from the lobby and counts the versions its seats were told of that the
// server has not stored (0 unless an action was lost), and it counts the
// rooms the server stopped and the actions the rooms played. Its seats
// read the protocol version -protocol names (2: one update message per
// action; 1: events, then state), so that the two can be compared.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"menagerie/internal/server"
	"menagerie/registry"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(2)
	}
}

// run parses the command line, plays the load and prints its report.
func run(ctx context.Context, args []string, out io.Writer) error {
	cfg, err := parseFlags(args)
	if err != nil {
		return err
	}
	rep, err := generate(ctx, cfg)
	if err != nil {
		return err
	}
	rep.print(out)
	return nil
}

// parseFlags reads the command line into a load's configuration and
// checks its bounds.
func parseFlags(args []string) (config, error) {
	var cfg config
	var mix, urls string
	fs := flag.NewFlagSet("loadgen", flag.ContinueOnError)
	fs.StringVar(&urls, "url", "http://127.0.0.1:8080", "the server's base `URL`, or comma-separated URLs of servers sharing one store")
	fs.IntVar(&cfg.games, "games", 100, "`N` rooms in play at once (1 to 5000)")
	fs.StringVar(&mix, "mix", "cardbattle,tableau,dojo", "comma-separated `GAMES` the rooms play in turn, each at its default player count")
	fs.DurationVar(&cfg.duration, "duration", 20*time.Second, "how long to play (at most 10m)")
	fs.IntVar(&cfg.maxGames, "max-games", 100000, "start at most `N` rooms in all")
	fs.DurationVar(&cfg.think, "think", 0, "pause before each action, as a person would (0: act at once)")
	fs.DurationVar(&cfg.warmup, "warmup", 0, "play but do not time the actions sent in this first part of -duration")
	fs.Uint64Var(&cfg.seed, "seed", 1, "seed of the clients' random choices")
	fs.BoolVar(&cfg.allowRemote, "allow-remote", false, "allow a server that is not on a loopback address")
	fs.IntVar(&cfg.protocol, "protocol", server.ProtocolUpdate, "the protocol `version` the seats read: 2 (one update message per action) or 1 (events, then state)")
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		return cfg, fmt.Errorf("unexpected arguments %q: every setting is a flag", fs.Args())
	}
	switch {
	case cfg.games < 1 || cfg.games > maxConcurrent:
		return cfg, fmt.Errorf("-games %d: give 1 to %d", cfg.games, maxConcurrent)
	case cfg.duration <= 0 || cfg.duration > maxDuration:
		return cfg, fmt.Errorf("-duration %s: give more than 0 and at most %s", cfg.duration, maxDuration)
	case cfg.think < 0 || cfg.think > time.Minute:
		return cfg, fmt.Errorf("-think %s: give 0 to 1m", cfg.think)
	case cfg.warmup < 0 || cfg.warmup >= cfg.duration:
		return cfg, fmt.Errorf("-warmup %s: give 0 or more, and less than -duration %s", cfg.warmup, cfg.duration)
	case cfg.maxGames < 1:
		return cfg, fmt.Errorf("-max-games %d: give at least 1", cfg.maxGames)
	case cfg.protocol != server.ProtocolSplit && cfg.protocol != server.ProtocolUpdate:
		return cfg, fmt.Errorf("-protocol %d: give %d or %d", cfg.protocol, server.ProtocolSplit, server.ProtocolUpdate)
	}
	for _, name := range strings.Split(mix, ",") {
		if _, err := registry.Lookup(name); err != nil {
			return cfg, fmt.Errorf("-mix: %w", err)
		}
		cfg.mix = append(cfg.mix, name)
	}
	for _, u := range strings.Split(urls, ",") {
		if err := checkTarget(u, cfg.allowRemote); err != nil {
			return cfg, fmt.Errorf("-url: %w", err)
		}
		cfg.urls = append(cfg.urls, strings.TrimSuffix(u, "/"))
	}
	return cfg, nil
}
