package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"menagerie/internal/server"
	"menagerie/internal/store"
)

// inMemory is the --data value that keeps rooms in memory only.
const inMemory = ":memory:"

// shutdownGrace is how long a stopping server may take to finish what is
// in flight.
const shutdownGrace = 30 * time.Second

func newServeCmd() *cobra.Command {
	var addr, data string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "run the game server: online rooms for every game, people and bots",
		Long: `Run the game server: an HTTP JSON lobby to create and join rooms and a
WebSocket to play them (see docs/protocol.md). It listens on the loopback
address unless --addr says otherwise; SIGINT or SIGTERM stop it once what is
in flight is done. Unfinished games are resumed from the store on start.`,
		Example: `  menagerie serve
  menagerie serve --addr 0.0.0.0:8080 --data /var/lib/menagerie`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return serve(cmd.Context(), addr, data, cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "`host:port` to listen on")
	cmd.Flags().StringVar(&data, "data", "", "`DIR` of the server's database (default: menagerie in the user's data directory; "+inMemory+": memory only)")
	return cmd
}

// serve runs the server until ctx ends or a signal comes, then shuts down.
func serve(ctx context.Context, addr, data string, logTo io.Writer) error {
	log := slog.New(slog.NewTextHandler(logTo, nil))
	if data == "" {
		dir, err := defaultDataDir()
		if err != nil {
			return err
		}
		data = dir
	}
	st, err := openStore(data, log)
	if err != nil {
		return err
	}
	defer st.Close()
	srv, err := server.New(server.Config{Store: st, Log: log})
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := srv.Resume(ctx); err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("--addr: %w", err)
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	log.Info("listening", "addr", ln.Addr().String())
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

// openStore opens the store the server keeps its rooms in. It is the one
// place a database store is chosen.
func openStore(data string, log *slog.Logger) (store.Store, error) {
	if data == inMemory {
		log.Info("rooms are kept in memory: they end with the server", "data", data)
		return store.NewMemory(), nil
	}
	log.Warn("no database store is built in yet: rooms are kept in memory and end with the server", "data", data)
	return store.NewMemory(), nil
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
