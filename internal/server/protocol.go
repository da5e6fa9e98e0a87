package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/coder/websocket"

	"menagerie/game"
	"menagerie/session"
)

// MaxMessage is the largest message a client may send, in bytes.
const MaxMessage = 64 << 10

// Kinds of client messages.
const (
	// MsgHello opens a connection: with a seat's token it claims the seat,
	// without one it watches as a spectator.
	MsgHello = "hello"
	// MsgAct plays an action at a version.
	MsgAct = "act"
	// MsgSync asks for every update after a version, then the state.
	MsgSync = "sync"
)

// Kinds of server messages.
const (
	// MsgState is the receiver's view: observation, labelled actions.
	MsgState = "state"
	// MsgEvents is what one action did, as the receiver may see it.
	MsgEvents = "events"
	// MsgUpdate is what the updates did and the receiver's view after
	// them, in one message (protocol version 2).
	MsgUpdate = "update"
	// MsgError refuses a message; the game is unchanged.
	MsgError = "error"
)

// Versions of the game's messages, which a client asks for in its hello.
const (
	// ProtocolSplit, the first version (also a hello that names none),
	// tells each change in two messages: events, then state. It is kept
	// for one release.
	ProtocolSplit = 1
	// ProtocolUpdate tells each change in one update message: the updates
	// and the receiver's view together.
	ProtocolUpdate = 2
)

// Error codes a client can act on.
const (
	CodeBadMessage  = "bad_message"   // not JSON, unknown fields, wrong shape
	CodeBadToken    = "bad_token"     // the token claims no seat of the room
	CodeNoHello     = "hello_first"   // a message before hello, or a second hello
	CodeSpectator   = "spectator"     // a spectator tried to act
	CodeStale       = "stale"         // the action was chosen at an older version
	CodeNotYourTurn = "not_your_turn" // another seat (or chance) acts now
	CodeIllegal     = "illegal"       // the engine refuses the action
	CodeOver        = "over"          // the game has ended
	CodeBusy        = "busy"          // the room's inbox is full: try again
	CodeRateLimited = "rate_limited"  // too many messages: slow down
	CodeUnavailable = "unavailable"   // the room stopped (shutdown or a store failure)
	CodeInternal    = "internal"      // a bug stopped the room's game: it cannot go on
	CodeClosed      = "closed"        // the room's challenge was not taken: its game never goes on
)

// The server's own close codes, from the range RFC 6455 leaves to
// applications (4000-4999): 4000 plus the nearest HTTP status.
const (
	// CloseHelloTimeout ends a connection that said no hello within the
	// server's deadline (Config.HelloTimeout).
	CloseHelloTimeout websocket.StatusCode = 4408
	// CloseSeatTaken ends a seat's connection when a newer one says hello
	// with the same token: the seat is played from the newer one, and
	// the older should not reconnect on its own.
	CloseSeatTaken websocket.StatusCode = 4409
	// CloseRoomClosed ends every connection of a room closed before its
	// game went on (its challenge declined, cancelled or expired), after
	// an error with the code closed: the room never opens again.
	CloseRoomClosed websocket.StatusCode = 4410
)

// ClientMessage is any message a client sends; Type says which fields it
// must have.
type ClientMessage struct {
	Type    string       `json:"type"`
	Token   string       `json:"token,omitempty"`
	Version *int         `json:"version,omitempty"`
	Action  *game.Action `json:"action,omitempty"`
	From    *int         `json:"from,omitempty"`
	// Protocol, in a hello, is the version of the messages the client
	// reads (ProtocolSplit when absent).
	Protocol *int `json:"protocol,omitempty"`
	// Table, in a hello, asks for each view's table view (view.table):
	// what a client that draws any game from its declared model reads.
	// A client that draws the game's own observation leaves it out.
	Table bool `json:"table,omitempty"`
	// Observation, false in a hello with Table, leaves the game's own
	// observation out of every view that carries its table view: for a
	// client that draws every game from its declared model alone.
	Observation *bool `json:"observation,omitempty"`
	// Features, in a hello with a token, adds to each view the seat's
	// numeric observation and its legal actions' indices, as the Python
	// environments number them (view.features and view.legal): for a
	// program that plays a policy over those numbers.
	Features bool `json:"features,omitempty"`
}

// viewParts gives the parts of each view a hello asks for.
func (m ClientMessage) viewParts() session.ViewParts {
	parts := session.ViewObservation
	if m.Table {
		parts |= session.ViewTable
		if m.Observation != nil && !*m.Observation {
			parts = session.ViewTable
		}
	}
	if m.Features {
		parts |= session.ViewFeatures
	}
	return parts
}

// ServerMessage is any message the server sends; every one carries the
// room's version.
type ServerMessage struct {
	Type    string `json:"type"`
	Version int    `json:"version"`
	// State and update: the version of the game's declared model (GET
	// /api/games/{game}/schema), the receiver's view, and Over, Returns
	// and Winners (winners: an empty list for a draw) once the game ends.
	Schema  int               `json:"schema,omitempty"`
	View    *session.SeatView `json:"view,omitempty"`
	Over    bool              `json:"over,omitempty"`
	Returns []float64         `json:"returns,omitempty"`
	Winners []int             `json:"winners,omitzero"`
	// Forfeits are the seats that lost on time by Version (seats from 0),
	// in the order they did, each with the version it happened at.
	Forfeits []game.Forfeit `json:"forfeits,omitempty"`
	// Behind, to a spectator of a game in play that a person plays, is
	// how many seat decisions behind it is shown the game (absent: live).
	Behind int `json:"behind,omitempty"`
	// Events and update: each update (version, actor, events) as the
	// receiver may see it, oldest first; always a list, empty when the
	// receiver is up to date (error and state have none).
	Updates []Update `json:"updates,omitzero"`
	// Error: a code from the list and a sentence; RetryAfter, with
	// rate_limited, is how many milliseconds to wait before sending the
	// refused message again.
	Code       string `json:"code,omitempty"`
	Message    string `json:"message,omitempty"`
	RetryAfter int    `json:"retry_after,omitempty"`
}

// parseClientMessage decodes data strictly (one JSON object, no unknown
// field, no trailing data) and checks that its fields fit its type. An
// action in the form clients write it is read without the decoder
// (parseAct).
func parseClientMessage(data []byte) (ClientMessage, error) {
	if m, ok := parseAct(data); ok {
		return m, nil
	}
	return decodeClientMessage(data)
}

// decodeClientMessage is parseClientMessage through the JSON decoder.
func decodeClientMessage(data []byte) (ClientMessage, error) {
	var m ClientMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return m, fmt.Errorf("message is not a valid JSON object: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return m, errors.New("message has data after its JSON object")
	}
	switch m.Type {
	case MsgHello:
		if m.Version != nil || m.Action != nil || m.From != nil {
			return m, errors.New("hello takes only a token, a protocol version, table, observation and features")
		}
		if m.Observation != nil && !*m.Observation && !m.Table {
			return m, errors.New(`hello asks for views without their observation and without their table: say "table": true with "observation": false`)
		}
		if p := m.Protocol; p != nil && *p != ProtocolSplit && *p != ProtocolUpdate {
			return m, fmt.Errorf("hello asks for protocol version %d: this server speaks %d and %d", *p, ProtocolSplit, ProtocolUpdate)
		}
	case MsgAct:
		if m.Version == nil || m.Action == nil || m.Token != "" || m.From != nil || m.Protocol != nil || m.Table || m.Observation != nil || m.Features {
			return m, errors.New("act takes a version and an action, and nothing else")
		}
	case MsgSync:
		if m.From == nil || m.Token != "" || m.Version != nil || m.Action != nil || m.Protocol != nil || m.Table || m.Observation != nil || m.Features {
			return m, errors.New("sync takes a from version, and nothing else")
		}
		if *m.From < 0 {
			return m, fmt.Errorf("sync from %d: versions start at 0", *m.From)
		}
	case "":
		return m, errors.New("message has no type")
	default:
		return m, fmt.Errorf("unknown message type %q (known: hello, act, sync)", m.Type)
	}
	return m, nil
}

// protocolOf is the version of the messages a hello asks for.
func protocolOf(m ClientMessage) int {
	if m.Protocol == nil {
		return ProtocolSplit
	}
	return *m.Protocol
}

// errorMessage builds an error message at version.
func errorMessage(version int, code, text string) ServerMessage {
	return ServerMessage{Type: MsgError, Version: version, Code: code, Message: text}
}

// codeOf maps the session's refusals to error codes.
func codeOf(err error) string {
	switch {
	case errors.Is(err, session.ErrStale):
		return CodeStale
	case errors.Is(err, session.ErrNotYourTurn):
		return CodeNotYourTurn
	case errors.Is(err, session.ErrOver):
		return CodeOver
	}
	return CodeIllegal
}
