package balance

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"menagerie/agent"
	"menagerie/game"
)

// The toy game is a game small enough to compute a report by hand. Each
// of two seats, P1 then P2, takes one card, Ace or Blank; each sees both
// offered. A seat that alone took a card with an ability wins; otherwise
// P1 wins. A seat's copies of a card can be made vanilla for that seat
// only (WithSeatCard). Its card file is a list of "- name: X" entries, a card having
// an ability when an "ability:" line follows its name.

const toyName = "toy"

// toyFile is the toy game's card file: Ace has an ability, Blank none.
const toyFile = `game: toy
cards:
  - name: Ace
    kind: power
    ability:
      wins: true

  - name: Blank
    kind: plain
`

// toySet is a toy card set: each card's name and whether it has an
// ability, from id 1.
type toySet struct {
	names   []string
	ability []bool
}

func (s *toySet) Hash() string {
	return fmt.Sprintf("%v%v", s.names, s.ability)
}
func (s *toySet) Title() string   { return "toy cards" }
func (s *toySet) Summary() string { return "toy cards" }

// readToySet reads a toy card file.
func readToySet(_ string, data []byte) (game.CardSet, error) {
	s := &toySet{}
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "- name:"):
			s.names = append(s.names, strings.TrimSpace(strings.TrimPrefix(t, "- name:")))
			s.ability = append(s.ability, false)
		case t == "ability:" && len(s.names) > 0:
			s.ability[len(s.ability)-1] = true
		}
	}
	if len(s.names) == 0 {
		return nil, errors.New("no cards")
	}
	return s, nil
}

// toyDefinition is the toy game's definition.
func toyDefinition() *game.Definition {
	return &game.Definition{
		Name: toyName, RulesVersion: "toy/1", Players: []int{2},
		Cards: game.CardFormat{
			Read: readToySet,
			List: func(cards game.CardSet, _ game.Options) (game.CardList, error) {
				s := cards.(*toySet)
				var list []map[string]any
				for i, n := range s.names {
					kind := "plain"
					if s.ability[i] {
						kind = "power"
					}
					list = append(list, map[string]any{"name": n, "kind": kind, "source": "designed"})
				}
				return game.CardList{JSON: list}, nil
			},
			InUse:  func(g game.Game) game.CardSet { return g.(*toyGame).set },
			Groups: []string{"kind"},
			BuiltInFiles: func(game.Options) ([]game.CardFile, error) {
				return []game.CardFile{{Name: "toy.yaml", Data: []byte(toyFile)}}, nil
			},
		},
		New: func(cards game.CardSet, opts game.Options) (game.Game, error) {
			if cards == nil {
				var err error
				if cards, err = readToySet("toy", []byte(toyFile)); err != nil {
					return nil, err
				}
			}
			if opts["players"] != "" && opts["players"] != "2" {
				return nil, fmt.Errorf("toy: 2 players only")
			}
			return &toyGame{set: cards.(*toySet)}, nil
		},
		Schema: toySchema,
	}
}

// toySchema is the toy game's declared model: P1 goes first, a take is
// offered and taken, and each seat keeps the card it took.
var toySchema = &game.Schema{
	Version:   1,
	FirstSeat: "first_player",
	Phases:    []game.Phase{{ID: "take", Title: "Take", Hint: "Take a card."}},
	Counters:  []game.Counter{{ID: "first_player", Title: "First player", Scope: game.TableScope}},
	Zones: []game.Zone{{ID: "taken", Title: "Card taken", Scope: game.SeatScope, Visibility: game.Public, Layout: game.Slots,
		Kept: true}},
	Events: []game.EventKind{{Kind: "take", Takes: true, Fields: []game.EventField{game.CardAt("card", 0)}}},
	Labels: []game.LabelKind{{Kind: "take", Role: game.Offer}},
}

// toyGame is the toy game; plain[p] is the card whose ability seat p's
// copy lacks (0: none).
type toyGame struct {
	set   *toySet
	plain [2]game.Card
}

// WithSeatCard makes seat's copy of the named card vanilla.
func (g *toyGame) WithSeatCard(seat int, card, change string) (game.Game, error) {
	i := slices.Index(g.set.names, card)
	if i < 0 || change != ReplaceVanilla || seat < 0 || seat > 1 {
		return nil, fmt.Errorf("toy: cannot change %s for P%d", card, seat+1)
	}
	out := *g
	out.plain[seat] = game.Card(i + 1)
	return &out, nil
}

func (g *toyGame) Name() string                            { return toyName }
func (g *toyGame) NumPlayers() int                         { return 2 }
func (g *toyGame) Options() game.Options                   { return game.Options{"players": "2"} }
func (g *toyGame) RulesVersion() string                    { return "toy/1" }
func (g *toyGame) CardSetHash() string                     { return g.set.Hash() }
func (g *toyGame) NewState(uint64) game.State              { return &toyState{g: g} }
func (g *toyGame) EventText(game.Event) string             { return "" }
func (g *toyGame) ObservationText(game.Observation) string { return "" }
func (g *toyGame) ResultText(game.Observation) string      { return "" }
func (g *toyGame) CardName(c game.Card) string {
	if c <= 0 || int(c) > len(g.set.names) {
		return "-"
	}
	return g.set.names[c-1]
}

// toyState is a toy game in progress: the card each seat took (0: none).
type toyState struct {
	g     *toyGame
	taken [2]game.Card
	turn  int
	log   game.EventLog
}

type toyObservation struct {
	Seat  int       `json:"seat"`
	Taken [2]string `json:"taken"`
}

func (o *toyObservation) ObservingSeat() game.Player { return game.Player(o.Seat) }

func (s *toyState) Game() game.Game { return s.g }
func (s *toyState) CurrentPlayer() game.Player {
	if s.turn == 2 {
		return game.Terminal
	}
	return game.Player(s.turn)
}
func (s *toyState) LegalActions(dst []game.Action) []game.Action {
	if s.turn == 2 {
		return dst
	}
	for id := range s.g.set.names {
		dst = append(dst, game.Action(id+1))
	}
	return dst
}
func (s *toyState) ChanceOutcomes(dst []game.ChanceOutcome) []game.ChanceOutcome { return dst }
func (s *toyState) Apply(a game.Action) error {
	if s.turn == 2 || a < 1 || int(a) > len(s.g.set.names) {
		return game.ErrIllegalAction
	}
	s.ApplyUnchecked(a)
	return nil
}
func (s *toyState) ApplyUnchecked(a game.Action) {
	s.taken[s.turn] = game.Card(a)
	s.log.Add(game.Event{Kind: "take", Round: 1, Seat: game.Player(s.turn), Target: game.Nobody, Cards: [4]game.Card{game.Card(a)}})
	s.turn++
}
func (s *toyState) IsTerminal() bool { return s.turn == 2 }
func (s *toyState) Returns(dst []float64) []float64 {
	if s.turn < 2 {
		return append(dst, 0, 0)
	}
	power := func(p int) bool { return s.g.set.ability[s.taken[p]-1] && s.taken[p] != s.g.plain[p] }
	winner := 0
	if power(1) && !power(0) {
		winner = 1
	}
	if winner == 0 {
		return append(dst, 1, -1)
	}
	return append(dst, -1, 1)
}
func (s *toyState) Observe(seat game.Player) game.Observation {
	o := &toyObservation{Seat: int(seat)}
	for p, c := range s.taken {
		if c > 0 {
			o.Taken[p] = s.g.CardName(c)
		}
	}
	return o
}
func (s *toyState) TableView(game.Player) game.TableView {
	t := game.NewTableView(toySchema, "take")
	t.Count("first_player", 0)
	t.Lay("taken", s.taken[:1], s.taken[1:])
	return t
}
func (s *toyState) Clone() game.State                          { c := *s; c.log = game.EventLog{}; return &c }
func (s *toyState) Determinize(game.Player, uint64) game.State { return s.Clone() }
func (s *toyState) Hash() uint64                               { return uint64(s.turn) }
func (s *toyState) String() string                             { return fmt.Sprint(s.taken) }
func (s *toyState) ActionString(a game.Action) string          { return "take " + s.g.CardName(game.Card(a)) }
func (s *toyState) RecordEvents(on bool)                       { s.log.SetOn(on) }
func (s *toyState) DrainEvents(dst []game.Event) []game.Event  { return s.log.Drain(dst) }
func (s *toyState) Labels(dst []game.Label) []game.Label {
	for _, a := range s.LegalActions(nil) {
		dst = append(dst, game.Label{Action: a, Kind: "take", Cards: []game.Card{game.Card(a)}, Text: s.ActionString(a)})
	}
	return dst
}

// toyBot takes the first card offered ("first") or the last ("last").
type toyBot struct{ spec string }

func (b toyBot) Name() string { return b.spec }
func (b toyBot) Act(v *game.View, _ uint64) (game.Action, error) {
	legal := v.Legal()
	if b.spec == "first" {
		return legal[0], nil
	}
	return legal[len(legal)-1], nil
}

// newToyBot makes a toy bot: first or last.
func newToyBot(spec string, _ game.Game) (agent.Agent, error) {
	if spec != "first" && spec != "last" {
		return nil, fmt.Errorf("toy bot %q: want first or last", spec)
	}
	return toyBot{spec}, nil
}

// toyConfig is a toy run of games games: bot first (takes the Ace)
// against bot last (takes the Blank), seats rotated.
func toyConfig(games int) Config {
	return Config{Definition: toyDefinition(), Bots: []string{"first", "last"}, NewBot: newToyBot, Games: games, Seed: 7, Workers: 2}
}
