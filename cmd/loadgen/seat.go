package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/internal/server"
)

// retryAfter is how long a seat waits before sending an action again that
// the server asked it to send later (busy, rate-limited).
const retryAfter = 50 * time.Millisecond

// serverMessage is the part of a server message a seat reads.
type serverMessage struct {
	Type    string          `json:"type"`
	Version int             `json:"version"`
	View    json.RawMessage `json:"view"`
	Over    bool            `json:"over"`
	Code    string          `json:"code"`
	Message string          `json:"message"`
}

// seatView is the part of a view a seat reads: its actions.
type seatView struct {
	Actions []game.Label `json:"actions"`
}

// seatResult is what one seat measured: the time from each action sent to
// the next view received (a state or an update), the actions sent again,
// the actions of its own it was told of (a view after them), the highest
// version it was told of, whether its game ended, whether the server
// stopped the room, and what stopped it otherwise (nil when the load's
// time ran out).
type seatResult struct {
	latencies    []time.Duration
	retries      int
	acknowledged int
	told         int
	over         bool
	stopped      bool
	err          error
}

// playSeat plays one seat on a connection that said hello: a random
// action think after its view offers some, until the game ends or ctx
// does. It times the actions sent from timed on.
func playSeat(ctx context.Context, conn *websocket.Conn, think time.Duration, timed time.Time, seed uint64) seatResult {
	var res seatResult
	rng := game.NewRNG(seed)
	var sentAt time.Time
	var pending []byte // the action last sent, kept to send again
	send := func(b []byte) error {
		sentAt = time.Now()
		return conn.Write(ctx, websocket.MessageText, b)
	}
	for {
		_, data, err := conn.Read(ctx)
		if err != nil {
			var closed websocket.CloseError
			res.stopped = errors.As(err, &closed) && strings.HasPrefix(closed.Reason, "the room stopped")
			if ctx.Err() == nil {
				res.err = err
			}
			return res
		}
		var m serverMessage
		if err := json.Unmarshal(data, &m); err != nil {
			res.err = fmt.Errorf("server message is not JSON: %w", err)
			return res
		}
		switch m.Type {
		case server.MsgError:
			if (m.Code != server.CodeBusy && m.Code != server.CodeRateLimited) || pending == nil {
				res.err = fmt.Errorf("refused at version %d: %s: %s", m.Version, m.Code, m.Message)
				return res
			}
			res.retries++
			if !pause(ctx, retryAfter) {
				return res
			}
			if err := send(pending); err != nil && ctx.Err() == nil {
				res.err = err
				return res
			}
			continue
		case server.MsgState, server.MsgUpdate:
		default:
			continue
		}
		if !sentAt.IsZero() && !sentAt.Before(timed) {
			res.latencies = append(res.latencies, time.Since(sentAt))
		}
		if pending != nil {
			res.acknowledged++
		}
		res.told = max(res.told, m.Version)
		sentAt, pending = time.Time{}, nil
		if m.Over {
			res.over = true
			return res
		}
		var v seatView
		if err := json.Unmarshal(m.View, &v); err != nil {
			res.err = fmt.Errorf("view at version %d: %w", m.Version, err)
			return res
		}
		if len(v.Actions) == 0 {
			continue
		}
		if think > 0 && !pause(ctx, think) {
			return res
		}
		a := v.Actions[rng.IntN(len(v.Actions))].Action
		pending, err = json.Marshal(server.ClientMessage{Type: server.MsgAct, Version: &m.Version, Action: &a})
		if err != nil {
			res.err = err
			return res
		}
		if err := send(pending); err != nil {
			if ctx.Err() == nil {
				res.err = err
			}
			return res
		}
	}
}

// pause waits for d, or less if ctx ends; it says whether ctx is still on.
func pause(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}
