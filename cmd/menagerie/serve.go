package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"menagerie/internal/server"
	"menagerie/internal/store"
	"menagerie/internal/store/postgres"
	"menagerie/internal/store/sqlite"
	"menagerie/internal/web"
	"menagerie/registry"
)

// inMemory is the --data value that keeps rooms in memory only.
const inMemory = ":memory:"

// shutdownGrace is how long a stopping server may take to finish what is
// in flight.
const shutdownGrace = 30 * time.Second

// serveOptions are serve's flags.
type serveOptions struct {
	addr, data, db, cpuProfile            string
	lease, readTimeout, helloTimeout      time.Duration
	queueWait, queueIdle, challengeTTL    time.Duration
	lobbyRate                             float64
	lobbyBurst, maxConns, maxConnsPerAddr int
	exemptLoopback                        bool
	watchLive                             bool
	cards                                 []string
}

func newServeCmd() *cobra.Command {
	var o serveOptions
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "run the game server: online rooms for every game, people and bots",
		Long: `Run the game server: the browser client at /, an HTTP JSON lobby to create
and join rooms and a WebSocket to play them (see docs/protocol.md). It listens on the loopback
address unless --addr says otherwise; SIGINT or SIGTERM stop it once what is
in flight is done. Unfinished games are resumed from the store in the
background as it starts; a game asked for first is resumed at once.

Rooms are kept in an SQLite database in --data, made on first start, or in
the PostgreSQL database --db names; the schema is brought up to date on
start. Several servers may share one PostgreSQL database: each room is
played by one of them at a time, a player may connect to any, and when
one dies another takes its rooms over once their --lease runs out.

With --cards GAME=FILE every new room of that game is played with a
designer's card file instead of the built-in cards: the browser shows that
file's cards, their texts and icons. Each room keeps its card set's hash,
and a server started with other cards for its game refuses the room
rather than play it with them.`,
		Example: `  menagerie serve
  menagerie serve --addr 0.0.0.0:8080 --data /var/lib/menagerie
  menagerie serve --db postgres://menagerie@localhost/menagerie
  menagerie serve --cards cardbattle=my-cards.yaml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return serve(cmd.Context(), o, cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&o.addr, "addr", "127.0.0.1:8080", "`host:port` to listen on")
	cmd.Flags().StringVar(&o.data, "data", "", "`DIR` of the server's SQLite database (default: menagerie in the user's data directory; "+inMemory+": memory only)")
	cmd.Flags().StringVar(&o.db, "db", "", "keep the rooms in the PostgreSQL database this `URL` names instead (postgres://...)")
	cmd.Flags().DurationVar(&o.lease, "lease", 10*time.Second, "with --db, how long a room stays this server's when it stops renewing it (another server then takes the room over)")
	cmd.Flags().Float64Var(&o.lobbyRate, "lobby-rate", 2, "lobby requests (create, join, leave, rematch) a second each client address may make once its burst is spent")
	cmd.Flags().IntVar(&o.lobbyBurst, "lobby-burst", 60, "lobby requests each client address may make at once")
	cmd.Flags().DurationVar(&o.readTimeout, "read-timeout", 20*time.Second, "how long a request's headers and body may take to arrive (a WebSocket, once open, is not bounded by it)")
	cmd.Flags().DurationVar(&o.helloTimeout, "hello-timeout", 10*time.Second, "how long a WebSocket may stay open without saying hello")
	cmd.Flags().IntVar(&o.maxConns, "max-conns", 0, "WebSockets open at once, in all; one more is answered 503 (0: three quarters of the files the process may open, ulimit -n, at most 10,000)")
	cmd.Flags().IntVar(&o.maxConnsPerAddr, "max-conns-per-address", 64, "WebSockets open at once from one client address; one more is answered 503")
	cmd.Flags().BoolVar(&o.exemptLoopback, "exempt-loopback", false, "lift the limits kept per client address (lobby requests, replay steps, open connections) for loopback addresses: for a load test on this machine, never behind a proxy on it")
	cmd.Flags().BoolVar(&o.watchLive, "watch-live", false, "show spectators the games in play as they are played (by default they see a game a person plays some decisions behind, so that no watcher can help a player)")
	cmd.Flags().DurationVar(&o.challengeTTL, "challenge-ttl", 10*time.Minute, "how long a challenge waits for its answer before it expires and its room is closed")
	cmd.Flags().DurationVar(&o.queueWait, "queue-wait", 20*time.Second, "how long a person waits in a quick-match queue before bots of the level the person chose fill the empty seats")
	cmd.Flags().DurationVar(&o.queueIdle, "queue-idle", 30*time.Second, "how long a person stays in a quick-match queue without asking how the wait stands (a page closed asks no more)")
	cmd.Flags().StringArrayVar(&o.cards, "cards", nil, "play every new room of a game with your own card file, `GAME=FILE` (repeatable, one file a game), instead of its built-in cards")
	cmd.Flags().StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the server's run to `FILE` (for go tool pprof; never overwritten)")
	return cmd
}

// serve runs the server until ctx ends or a signal comes, then shuts down;
// with a CPU profile asked for, it profiles the run into that file.
func serve(ctx context.Context, o serveOptions, logTo io.Writer) (err error) {
	log := slog.New(slog.NewTextHandler(logTo, nil))
	data, db := o.data, o.db
	switch {
	case db != "" && data != "":
		return usagef("--data and --db: give one place for the rooms")
	case o.lease < 100*time.Millisecond:
		return usagef("--lease %s: give at least 100ms", o.lease)
	case !(o.lobbyRate > 0 && o.lobbyRate <= 1e6):
		return usagef("--lobby-rate %g: give more than 0 and at most a million a second", o.lobbyRate)
	case o.lobbyBurst < 1 || o.lobbyBurst > 1e6:
		return usagef("--lobby-burst %d: give 1 to a million", o.lobbyBurst)
	case o.readTimeout < 100*time.Millisecond || o.readTimeout > 10*time.Minute:
		return usagef("--read-timeout %s: give 100ms to 10m", o.readTimeout)
	case o.helloTimeout < 100*time.Millisecond || o.helloTimeout > 10*time.Minute:
		return usagef("--hello-timeout %s: give 100ms to 10m", o.helloTimeout)
	case o.queueWait < 100*time.Millisecond || o.queueWait > time.Hour:
		return usagef("--queue-wait %s: give 100ms to 1h", o.queueWait)
	case o.queueIdle < time.Second || o.queueIdle > time.Hour:
		return usagef("--queue-idle %s: give 1s to 1h", o.queueIdle)
	case o.challengeTTL < time.Second || o.challengeTTL > 24*time.Hour:
		return usagef("--challenge-ttl %s: give 1s to 24h", o.challengeTTL)
	case o.maxConns < 0 || o.maxConns > 1e7:
		return usagef("--max-conns %d: give 1 to ten million, or 0 for the default", o.maxConns)
	case o.maxConnsPerAddr < 1 || (o.maxConns > 0 && o.maxConnsPerAddr > o.maxConns):
		return usagef("--max-conns-per-address %d: give 1 to --max-conns (%d)", o.maxConnsPerAddr, o.maxConns)
	}
	cards, err := serveCards(o.cards)
	if err != nil {
		return err
	}
	if data == "" && db == "" {
		dir, err := defaultDataDir()
		if err != nil {
			return err
		}
		data = dir
	}
	if o.cpuProfile != "" {
		stopProfile, profileErr := startCPUProfile(o.cpuProfile)
		if profileErr != nil {
			return fmt.Errorf("--cpuprofile: %w", profileErr)
		}
		defer func() {
			if stopErr := stopProfile(); stopErr != nil && err == nil {
				err = fmt.Errorf("--cpuprofile: %w", stopErr)
			}
		}()
	}
	st, err := openStore(ctx, data, db, log)
	if err != nil {
		return err
	}
	defer st.Close()
	cfg := server.Config{Store: st, Log: log, LobbyPerSecond: o.lobbyRate, LobbyBurst: o.lobbyBurst, ExemptLoopback: o.exemptLoopback,
		ReadTimeout: o.readTimeout, HelloTimeout: o.helloTimeout, MaxConns: o.maxConns, MaxConnsPerAddress: o.maxConnsPerAddr,
		QueueWait: o.queueWait, QueueIdle: o.queueIdle, ChallengeTTL: o.challengeTTL, WatchLive: o.watchLive, Cards: cards}
	if bus, ok := st.(store.Bus); ok {
		// Other processes may share the database: rooms are leased.
		cfg.Bus, cfg.Lease = bus, o.lease
	}
	srv, err := server.New(cfg)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		return fmt.Errorf("--addr: %w", err)
	}
	hs := srv.HTTPServer(web.Handler(srv.Handler()))
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String())
	// The stored rooms are resumed while the server answers: a room asked
	// for meanwhile is rebuilt on demand.
	resumed := make(chan struct{})
	go func() {
		defer close(resumed)
		if err := srv.Resume(ctx); err != nil {
			log.Error("rooms not resumed", "err", err)
		}
	}()
	defer func() { stop(); <-resumed }()
	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down", "grace", shutdownGrace)
	done, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := errors.Join(hs.Shutdown(done), srv.Shutdown(done)); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	log.Info("shut down")
	return nil
}

// serveCards reads the card files --cards names, GAME=FILE each: the set
// each game's new rooms are played with.
func serveCards(values []string) (server.CardSets, error) {
	sets := server.CardSets{}
	for _, v := range values {
		name, file, ok := strings.Cut(v, "=")
		if !ok || name == "" || file == "" {
			return nil, usagef("--cards %s: give GAME=FILE, e.g. --cards cardbattle=my-cards.yaml", v)
		}
		e, err := registry.Lookup(name)
		if err != nil {
			return nil, usagef("--cards %s: %w", v, err)
		}
		if sets[e.Name] != nil {
			return nil, usagef("--cards %s: %s has a card file already; give one a game", v, e.Title)
		}
		data, err := readCardFile(file)
		if err != nil {
			return nil, fmt.Errorf("--cards %s: %w", v, err)
		}
		set, err := e.Cards.Read(file, data)
		if err != nil {
			return nil, fmt.Errorf("--cards %s is not a valid %s card file:\n%w", v, e.Title, err)
		}
		sets[e.Name] = set
	}
	return sets, nil
}

// openStore opens the store the server keeps its rooms in: PostgreSQL when
// db names one, memory for the --data value :memory:, else an SQLite
// database in the directory data (made if missing).
func openStore(ctx context.Context, data, db string, log *slog.Logger) (store.Store, error) {
	switch {
	case db != "":
		st, err := postgres.Open(ctx, db)
		if err != nil {
			return nil, fmt.Errorf("--db: %w", err)
		}
		log.Info("rooms are kept in PostgreSQL")
		return st, nil
	case data == inMemory:
		log.Info("rooms are kept in memory: they end with the server", "data", data)
		return store.NewMemory(), nil
	}
	if err := os.MkdirAll(data, 0o700); err != nil {
		return nil, fmt.Errorf("--data: %w", err)
	}
	st, err := sqlite.Open(ctx, data, sqlite.SurvivePowerLoss)
	if err != nil {
		return nil, fmt.Errorf("--data %s: %w", data, err)
	}
	log.Info("rooms are kept in SQLite", "data", data)
	return st, nil
}

// defaultDataDir is menagerie in the user's data directory:
// $XDG_DATA_HOME, else ~/.local/share.
func defaultDataDir() (string, error) {
	if dir := os.Getenv("XDG_DATA_HOME"); dir != "" {
		return filepath.Join(dir, "menagerie"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no --data given and no home directory for the default: %w", err)
	}
	return filepath.Join(home, ".local", "share", "menagerie"), nil
}
