package server

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"menagerie/agent"
	"menagerie/game"
	"menagerie/internal/store"
	"menagerie/internal/teamname"
	"menagerie/registry"
)

// Bot kinds the lobby offers a room's seats in every game, each a
// different bot: cheap enough to play inside a room's owner without
// holding up its inbox. Search bots are not offered online but for the
// hard level, whose budget is small (see agent.Kinds).
var roomBots = []string{"random", "easy", "medium", "hard"}

// learnedBot is the level offered besides roomBots in a game with a
// learned network (agent.GameBots.Learned).
const learnedBot = "learned"

// offeredBots are the bot kinds the lobby offers a room of e's game.
func offeredBots(e *registry.Entry) []string {
	if len(e.Bots.Learned) == 0 {
		return roomBots
	}
	return append(slices.Clip(roomBots), learnedBot)
}

// formerRoomBots are kinds rooms still seat though the lobby no longer
// offers them, so that set-ups and links made before still work: the
// heuristic is the medium level's bot.
var formerRoomBots = []string{"heuristic"}

// timeoutBot plays a person's move when the turn timer runs out and the
// room says "bot".
const timeoutBot = "heuristic"

// What happens when a turn timer runs out.
const (
	OnTimeoutBot  = "bot"
	OnTimeoutPass = "pass"
)

// Limits on a room's set-up.
const (
	maxTurnTimer = 24 * time.Hour
	minTurnTimer = time.Second
)

// Setup is what creates a room: the game, its rule options (packs and
// player count among them), its seats and its turn timer.
type Setup struct {
	Game    string       `json:"game"`
	Options game.Options `json:"options,omitempty"`
	Seats   []SeatSetup  `json:"seats,omitempty"`
	// TurnTimer is a person's time for each decision, in seconds (0: no
	// limit); OnTimeout is "bot" (a bot plays the move, the default) or
	// "pass" (the seat's default move: a pass where there is one, else its
	// first legal action).
	TurnTimer int    `json:"turn_timer,omitempty"`
	OnTimeout string `json:"on_timeout,omitempty"`
	// ForfeitAfter is how many of a seat's turns in a row may run out
	// before it loses on time: 0 never, absent the default (2 in a rated
	// room, 3 in a casual one).
	ForfeitAfter *int `json:"forfeit_after,omitempty"`
	// Public rooms are listed in the lobby; the others (the default) are
	// reached by their link or code only.
	Public bool `json:"public,omitempty"`
	// Rated rooms change their players' ratings when the game ends: each
	// seat is a registered player's or a bot of a level.
	Rated bool `json:"rated,omitempty"`
}

// SeatSetup is who plays a seat: a person (Bot empty) or a bot.
type SeatSetup struct {
	Bot  string `json:"bot,omitempty"`
	Name string `json:"name,omitempty"`
}

// newRoom checks a set-up and returns the room it makes on cards, with a
// fresh id, code and seed, not yet stored.
func newRoom(s Setup, cards CardSets, now time.Time) (*store.Room, error) {
	e, err := registry.Lookup(s.Game)
	if err != nil {
		return nil, err
	}
	opts := game.Options{}
	for k, v := range s.Options {
		opts[k] = v
	}
	if _, given := opts["players"]; !given && len(s.Seats) > 0 {
		opts["players"] = strconv.Itoa(len(s.Seats))
	}
	g, err := cards.newGame(e, opts)
	if err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	n := g.NumPlayers()
	seats := make([]store.Seat, n)
	switch {
	case len(s.Seats) == 0:
	case len(s.Seats) != n:
		return nil, fmt.Errorf("seats: %d given for a game of %d players", len(s.Seats), n)
	default:
		for i, ss := range s.Seats {
			if err := checkSeat(ss, i, offeredBots(e)); err != nil {
				return nil, err
			}
			// A bot the game offers may still not play these options
			// (a learned network is trained for one configuration).
			if ss.Bot != "" {
				if _, err := e.NewBot(ss.Bot, g); err != nil {
					return nil, fmt.Errorf("seat %d: %w", i+1, err)
				}
			}
			seats[i] = store.Seat{Bot: ss.Bot, Name: ss.Name}
		}
	}
	if s.Rated {
		if err := checkRatedSeats(g.Name(), s.Seats); err != nil {
			return nil, err
		}
	}
	timer := time.Duration(s.TurnTimer) * time.Second
	switch {
	case s.TurnTimer != 0 && (timer < minTurnTimer || timer > maxTurnTimer):
		return nil, fmt.Errorf("turn_timer %d: want 0 (no limit) or from %d to %d seconds", s.TurnTimer, int(minTurnTimer.Seconds()), int(maxTurnTimer.Seconds()))
	case s.OnTimeout == "":
		s.OnTimeout = OnTimeoutBot
	case s.OnTimeout != OnTimeoutBot && s.OnTimeout != OnTimeoutPass:
		return nil, fmt.Errorf("on_timeout %q: want %q or %q", s.OnTimeout, OnTimeoutBot, OnTimeoutPass)
	}
	forfeits, err := forfeitAfter(s)
	if err != nil {
		return nil, err
	}
	seed := newSeed()
	// A side not named is named by the rulebook's generator, from the seed.
	for i, name := range teamname.Names(seed, n) {
		if seats[i].Name == "" && !slices.ContainsFunc(seats, func(o store.Seat) bool { return o.Name == name }) {
			seats[i].Name = name
		}
	}
	return &store.Room{
		ID: newRoomID(), Code: newCode(),
		Game: g.Name(), RulesVersion: g.RulesVersion(), Options: g.Options(), CardSetHash: g.CardSetHash(),
		Seed: seed, Seats: seats, TurnTimer: timer, OnTimeout: s.OnTimeout, ForfeitAfter: forfeits,
		Public: s.Public, Rated: s.Rated, Created: now, Updated: now,
	}, nil
}

// checkSeat checks seat i's set-up against the bots offered.
func checkSeat(s SeatSetup, i int, offered []string) error {
	if err := store.CheckName(fmt.Sprintf("seat %d: name", i+1), s.Name); err != nil {
		return err
	}
	if s.Bot == "" {
		return nil
	}
	if slices.Contains(offered, s.Bot) || slices.Contains(formerRoomBots, s.Bot) {
		return nil
	}
	return fmt.Errorf("seat %d: bot %q: rooms of this game seat %v", i+1, s.Bot, offered)
}

// roomGame builds a stored room's game on cards and its bots (nil for
// people); a room made with other cards is refused (otherCards).
func roomGame(r *store.Room, cards CardSets) (game.Game, []agent.Agent, error) {
	e, g, err := cards.forRecord(roomRecord(r, nil))
	if err != nil {
		return nil, nil, err
	}
	if len(r.Seats) != g.NumPlayers() {
		return nil, nil, fmt.Errorf("room has %d seats for a game of %d players", len(r.Seats), g.NumPlayers())
	}
	bots := make([]agent.Agent, len(r.Seats))
	for i, s := range r.Seats {
		if s.Bot == "" {
			continue
		}
		if bots[i], err = e.NewBot(s.Bot, g); err != nil {
			return nil, nil, fmt.Errorf("seat %d: %w", i+1, err)
		}
	}
	return g, bots, nil
}

// roomRecord is a stored room's record with its actions.
func roomRecord(r *store.Room, actions []game.Action) *game.Record {
	return &game.Record{Format: game.RecordFormat, Game: r.Game, RulesVersion: r.RulesVersion,
		Options: r.Options, CardSetHash: r.CardSetHash, Seed: r.Seed, Actions: actions,
		Forfeits: forfeitsOf(r.Seats), Outcome: r.Outcome}
}

// errFull refuses a join when every person's seat is taken.
var errFull = errors.New("every person's seat is taken")

// errUnknownToken refuses a token that claims no seat of the room.
var errUnknownToken = errors.New("the token claims no seat of this room")

// errTaken refuses a join for a bot's seat or a claimed one.
var errTaken = errors.New("a bot or another person has that seat")
