// Package session runs one game for a set of seats: people (or remote
// clients) and bots. It resolves chance, keeps the record, and gives each
// seat its stream of events as that seat may see them, its observation and
// its labelled actions. A Session is pure and deterministic and is owned by
// one goroutine.
package session

import (
	"errors"
	"fmt"
	"slices"

	"menagerie/agent"
	"menagerie/game"
)

// Config says what to run.
type Config struct {
	// Game is the configured game.
	Game game.Game
	// Seed drives the shuffles, the chance outcomes and the bots' seeds.
	Seed uint64
	// Bots holds a bot per seat, or nil for a person or a remote client;
	// an empty list makes every seat a person.
	Bots []agent.Agent
	// Events makes the session record events (people, servers,
	// statistics); without it no event is built.
	Events bool
	// MaxActions stops a runaway game with an error (0: no limit).
	MaxActions int
}

// Errors a caller can act on, besides a wrapped game.ErrIllegalAction.
var (
	// ErrNotYourTurn refuses an action from a seat that is not to act.
	ErrNotYourTurn = errors.New("not your turn")
	// ErrStale refuses an action chosen at an older version of the game.
	ErrStale = errors.New("the game has moved on since that version")
	// ErrOver refuses an action after the end.
	ErrOver = errors.New("the game is over")
)

// Session is one game in progress.
type Session struct {
	cfg    Config
	st     game.State
	rec    *game.Record
	chance game.RNG
	queue  []game.Action // recorded actions still to replay
	// forfeits are the seats that lost on time, in order, those of a
	// loaded record still to be reached among them (Forfeits).
	forfeits []game.Forfeit
	version  int
	opening  []game.Event
	events   []game.Event
	outs     []game.ChanceOutcome
	legal    []game.Action
	// space is the game's action space (game.Numeric), read at the
	// first view that asks for features.
	space []game.Action
}

// SeatView is what one seat is shown: its observation and, when it is to
// act, its labelled legal actions. Version stamps it.
type SeatView struct {
	Version int         `json:"version"`
	Seat    game.Player `json:"seat"`
	ToAct   game.Player `json:"to_act"`
	// Observation is the game's own view of the state; nil in a view built
	// without it (ViewParts).
	Observation game.Observation `json:"observation,omitempty"`
	// Table is the same view in the game's declared terms, for a game
	// whose states lay one out (game.TableViewer).
	Table   *game.TableView `json:"table,omitempty"`
	Actions []game.Label    `json:"actions,omitempty"`
	// Refused are the kinds of choice closed to the seat to act, and why
	// (game.Refuser), for controls a front-end keeps in sight disabled.
	Refused []game.Refusal `json:"refused,omitempty"`
	// Features is the seat's numeric observation, as the Python
	// environments and the learned bot see it (game.NumericState); Legal,
	// for the seat to act, is the index of each of Actions in the game's
	// action space (game.Numeric's ActionSpace, as the Python package
	// numbers actions), in the same order. Both come only in
	// a view asked with ViewFeatures, of a seat of a game.Numeric game.
	Features []float32 `json:"features,omitempty"`
	Legal    []int     `json:"legal,omitempty"`
}

// BotTurn is a bot's decision to make: the bot, a view over a private
// clone of the state, the seed to decide with and the version to answer at.
type BotTurn struct {
	Seat    game.Player
	Bot     agent.Agent
	View    *game.View
	Seed    uint64
	Version int
}

// Update is what one action did. Events stay valid until the next Apply or
// Step. Action is never sent to other seats: it may name a hidden card.
type Update struct {
	Version int          // after the action
	Actor   game.Player  // the seat that acted, or game.Chance
	Action  game.Action  // the action played
	Events  []game.Event // in full: for omniscient replays and statistics
}

// Seen appends to dst the update's events as receiver may see them.
func (u Update) Seen(receiver game.Player, dst []game.Event) []game.Event {
	for _, e := range u.Events {
		dst = append(dst, e.For(receiver))
	}
	return dst
}

// New starts a game from cfg.Seed.
func New(cfg Config) (*Session, error) {
	switch {
	case cfg.Game == nil:
		return nil, errors.New("session: no game")
	case len(cfg.Bots) != 0 && len(cfg.Bots) != cfg.Game.NumPlayers():
		return nil, fmt.Errorf("session: %d bots for %d seats", len(cfg.Bots), cfg.Game.NumPlayers())
	case cfg.MaxActions < 0:
		return nil, fmt.Errorf("session: MaxActions %d is negative", cfg.MaxActions)
	}
	s := &Session{
		cfg:    cfg,
		st:     cfg.Game.NewState(cfg.Seed),
		rec:    game.NewRecord(cfg.Game, cfg.Seed),
		chance: game.NewRNG(game.ChanceSeed(cfg.Seed)),
	}
	if cfg.Events {
		s.st.RecordEvents(true)
		s.opening = s.st.DrainEvents(nil)
	}
	return s, nil
}

// Load starts the game a record was made from (its seed replaces
// cfg.Seed) and queues the record's actions: Step replays them first, so
// that a replay, a resumed game or a restarted server goes on exactly as
// the game did.
func Load(cfg Config, rec *game.Record) (*Session, error) {
	if cfg.Game == nil {
		return nil, errors.New("session: no game")
	}
	g := cfg.Game
	switch {
	case rec.Game != g.Name():
		return nil, fmt.Errorf("session: the record is for game %q, not %q", rec.Game, g.Name())
	case rec.RulesVersion != g.RulesVersion():
		return nil, fmt.Errorf("session: the record has rules version %q, this engine has %q", rec.RulesVersion, g.RulesVersion())
	case rec.CardSetHash != g.CardSetHash():
		return nil, fmt.Errorf("session: the record's card set %s differs from this game's %s", rec.CardSetHash, g.CardSetHash())
	}
	if err := game.CheckForfeits(rec.Forfeits, g.NumPlayers(), -1); err != nil {
		return nil, fmt.Errorf("session: the record's %w", err)
	}
	cfg.Seed = rec.Seed
	s, err := New(cfg)
	if err != nil {
		return nil, err
	}
	s.queue = append([]game.Action(nil), rec.Actions...)
	s.forfeits = slices.Clone(rec.Forfeits)
	return s, nil
}

// Game returns the game being played.
func (s *Session) Game() game.Game { return s.cfg.Game }

// Over reports whether the game has ended: on the board, or by forfeits
// that leave one seat in.
func (s *Session) Over() bool {
	return s.st.IsTerminal() || game.ForfeitsEnd(s.cfg.Game.NumPlayers(), s.Forfeits())
}

// Returns gives each seat's result (zeros before the end), with the
// forfeits so far (game.ForfeitReturns).
func (s *Session) Returns() []float64 {
	if fs := s.Forfeits(); len(fs) > 0 {
		return game.ForfeitReturns(s.st.Returns(nil), fs)
	}
	return s.st.Returns(nil)
}

// Forfeits are the seats that lost on time by the session's version, in
// the order they did. The caller must not change them.
func (s *Session) Forfeits() []game.Forfeit {
	n := 0
	for n < len(s.forfeits) && s.forfeits[n].Version <= s.version {
		n++
	}
	return s.forfeits[:n:n]
}

// Forfeit puts seat out of the game now: it lost on time. A game of two
// is then over; a larger one goes on (the caller seats a bot there) until
// one seat is left in.
func (s *Session) Forfeit(seat game.Player) error {
	switch {
	case s.Over():
		return ErrOver
	case len(s.queue) > 0 || len(s.Forfeits()) < len(s.forfeits):
		return fmt.Errorf("session: P%d cannot forfeit while recorded actions are still to be replayed", seat+1)
	}
	fs := append(slices.Clone(s.forfeits), game.Forfeit{Seat: seat, Version: s.version})
	if err := game.CheckForfeits(fs, s.cfg.Game.NumPlayers(), s.version); err != nil {
		return fmt.Errorf("session: %w", err)
	}
	s.forfeits = fs
	return nil
}

// Version is the number of actions applied, chance outcomes included.
func (s *Session) Version() int { return s.version }

// ToAct is the seat to act, game.Chance or game.Terminal (also once
// forfeits have ended the game).
func (s *Session) ToAct() game.Player {
	if game.ForfeitsEnd(s.cfg.Game.NumPlayers(), s.Forfeits()) {
		return game.Terminal
	}
	return s.st.CurrentPlayer()
}

// Queued is the number of recorded actions still to replay.
func (s *Session) Queued() int { return len(s.queue) }

// Record returns a copy of the record so far (unsealed), with the
// forfeits so far.
func (s *Session) Record() *game.Record {
	r := *s.rec
	r.Actions = append([]game.Action(nil), s.rec.Actions...)
	r.Forfeits = slices.Clone(s.Forfeits())
	return &r
}

// Opening returns the set-up events, recorded before the first action.
func (s *Session) Opening() Update {
	return Update{Actor: game.Nobody, Action: -1, Events: s.opening}
}

// Legal appends the legal actions of the seat to act to dst: the mask.
func (s *Session) Legal(dst []game.Action) []game.Action { return s.st.LegalActions(dst) }

// View returns what seat (or game.Spectator: what is public) is shown now,
// with its table view; Actions are set only for the seat to act once no
// recorded action waits. It fails for a seat outside the game.
func (s *Session) View(seat game.Player) (SeatView, error) {
	return s.ViewOf(seat, ViewObservation|ViewTable)
}

// ViewParts says which parts of a seat's view a client reads, so that a
// view is built without the parts it would drop.
type ViewParts uint8

const (
	// ViewObservation is the game's own observation.
	ViewObservation ViewParts = 1 << iota
	// ViewTable is the table view, for a game whose states lay one out.
	// Asked without ViewObservation, it stands in for the observation, and
	// a game that lays out no table view gives its observation instead.
	ViewTable
	// ViewFeatures adds the seat's numeric observation and its legal
	// actions' indices (SeatView.Features and Legal), for a program that
	// plays through the same numbers as the Python environments; a
	// spectator's view and a game without them have none.
	ViewFeatures
)

// ViewOf returns seat's view with the parts asked for: its version, seat,
// who acts and its actions always.
func (s *Session) ViewOf(seat game.Player, parts ViewParts) (SeatView, error) {
	if seat != game.Spectator && (seat < 0 || int(seat) >= s.cfg.Game.NumPlayers()) {
		return SeatView{}, fmt.Errorf("session: no seat %d in a game of %d", seat, s.cfg.Game.NumPlayers())
	}
	v := SeatView{Version: s.version, Seat: seat, ToAct: s.ToAct()}
	if t, ok := s.st.(game.TableViewer); ok && parts&ViewTable != 0 {
		tv := t.TableView(seat)
		v.Table = &tv
	}
	if v.Table == nil || parts&ViewObservation != 0 {
		v.Observation = s.st.Observe(seat)
	}
	if seat == v.ToAct && len(s.queue) == 0 {
		v.Actions = s.st.Labels(nil)
		if r, ok := s.st.(game.Refuser); ok {
			v.Refused = r.Refusals(nil)
		}
	}
	if parts&ViewFeatures != 0 && seat != game.Spectator {
		if err := s.addFeatures(&v); err != nil {
			return SeatView{}, err
		}
	}
	return v, nil
}

// addFeatures sets v's numeric observation and the action index of each
// of its actions, for a game.Numeric game (nothing for another).
func (s *Session) addFeatures(v *SeatView) error {
	num, ok := s.st.(game.NumericState)
	g, numeric := s.cfg.Game.(game.Numeric)
	if !ok || !numeric {
		return nil
	}
	if s.space == nil {
		s.space = g.ActionSpace(nil) // increasing, without repeats (game.Numeric)
	}
	v.Features = make([]float32, g.ObservationSize())
	num.EncodeObservation(v.Seat, v.Features)
	if len(v.Actions) > 0 {
		v.Legal = make([]int, len(v.Actions))
		for i, l := range v.Actions {
			k, ok := slices.BinarySearch(s.space, l.Action)
			if !ok {
				return fmt.Errorf("session: %s offers action %d, which its action space lacks", s.cfg.Game.Name(), l.Action)
			}
			v.Legal[i] = k
		}
	}
	return nil
}

// Check reports whether seat may play a at version now, changing nothing:
// for a process that checks an action before handing it to the one that
// plays it.
func (s *Session) Check(seat game.Player, a game.Action, version int) error {
	if err := s.turn(seat, version); err != nil {
		return err
	}
	s.legal = s.st.LegalActions(s.legal[:0])
	if slices.Contains(s.legal, a) {
		return nil
	}
	// The engine says, in a player's words, why it is refused.
	return s.st.Clone().Apply(a)
}

// Apply plays a for seat, appends it to the record and returns what it
// did. It refuses what Check refuses, with the same error, and changes
// nothing then: the engine's Apply is the action's one legality check.
func (s *Session) Apply(seat game.Player, a game.Action, version int) (Update, error) {
	if err := s.turn(seat, version); err != nil {
		return Update{}, err
	}
	return s.play(a, false)
}

// turn reports whether seat may act at version now, the action aside.
func (s *Session) turn(seat game.Player, version int) error {
	switch {
	case s.Over():
		return ErrOver
	case version != s.version:
		return fmt.Errorf("%w: the action was chosen at version %d, the game is at %d", ErrStale, version, s.version)
	case len(s.queue) > 0:
		return fmt.Errorf("%w: %d recorded actions are still to be replayed", ErrNotYourTurn, len(s.queue))
	case seat != s.ToAct() && s.ToAct() == game.Chance:
		return fmt.Errorf("%w: chance acts now", ErrNotYourTurn)
	case seat != s.ToAct():
		return fmt.Errorf("%w: P%d acts now, not P%d", ErrNotYourTurn, s.ToAct()+1, seat+1)
	}
	return nil
}

// Step plays the next recorded action, chance outcome or bot move. ok is
// false when a person must act or the game is over.
func (s *Session) Step() (u Update, ok bool, err error) {
	if s.Over() {
		return Update{}, false, nil
	}
	if s.cfg.MaxActions > 0 && s.version >= s.cfg.MaxActions {
		return Update{}, false, fmt.Errorf("session: game with seed %d not over after %d actions", s.cfg.Seed, s.cfg.MaxActions)
	}
	if len(s.queue) > 0 {
		a := s.queue[0]
		if s.ToAct() == game.Chance {
			// The generator draws as if it had chosen this outcome, so
			// that the game goes on as if it had never stopped.
			s.outs = s.st.ChanceOutcomes(s.outs[:0])
			s.chance.Pick(s.outs)
		}
		u, err := s.play(a, false)
		if err != nil {
			return Update{}, false, fmt.Errorf("session: recorded action %d: %w", s.version, err)
		}
		s.queue = s.queue[1:]
		return u, true, nil
	}
	if s.ToAct() == game.Chance {
		s.outs = s.st.ChanceOutcomes(s.outs[:0])
		// An outcome the engine listed needs no check.
		u, err := s.play(s.outs[s.chance.Pick(s.outs)].Action, true)
		return u, err == nil, err
	}
	t, ok := s.botTurn(false)
	if !ok {
		return Update{}, false, nil
	}
	a, err := t.Bot.Act(t.View, t.Seed)
	if err != nil {
		return Update{}, false, fmt.Errorf("%s (P%d): %w", t.Bot.Name(), t.Seat+1, err)
	}
	// The turn and version are the bot's own, and the legal actions its
	// view listed for it are the one legality check: the engine's Apply
	// is left to refuse a buggy bot's illegal action, in its words, with
	// the state unchanged.
	u, err = s.play(a, t.View.IsLegal(a))
	if err != nil {
		return Update{}, false, fmt.Errorf("%s (P%d): %w", t.Bot.Name(), t.Seat+1, err)
	}
	return u, true, nil
}

// BotTurn returns the decision a bot must make now; ok is false when no
// bot is to act (a person, chance, recorded actions waiting, or the end).
func (s *Session) BotTurn() (t BotTurn, ok bool) { return s.botTurn(true) }

// botTurn is BotTurn; without private, the view is over the session's own
// state, for a bot that decides before the session changes (Step): it
// saves a clone per decision and sees the same.
func (s *Session) botTurn(private bool) (t BotTurn, ok bool) {
	p := s.ToAct()
	if p < 0 || len(s.queue) > 0 || int(p) >= len(s.cfg.Bots) || s.cfg.Bots[p] == nil {
		return BotTurn{}, false
	}
	st := s.st
	if private {
		st = st.Clone()
	}
	return BotTurn{Seat: p, Bot: s.cfg.Bots[p], View: game.NewView(st),
		Seed: game.DecisionSeed(s.cfg.Seed, s.version), Version: s.version}, true
}

// play applies a, records it and collects its events. The engine's Apply
// checks a unless legal says a is known to be legal.
func (s *Session) play(a game.Action, legal bool) (Update, error) {
	actor := s.ToAct()
	if legal {
		s.st.ApplyUnchecked(a)
	} else if err := s.st.Apply(a); err != nil {
		return Update{}, err
	}
	s.rec.Actions = append(s.rec.Actions, a)
	s.version++
	s.events = s.st.DrainEvents(s.events[:0])
	return Update{Version: s.version, Actor: actor, Action: a, Events: s.events}, nil
}

// Queue appends actions to replay after those queued: the actions another
// process stored, for a session that mirrors a game played elsewhere.
func (s *Session) Queue(actions ...game.Action) { s.queue = append(s.queue, actions...) }
