// Package cardbattle is the rules engine for Card Battle, the Super Auto Pets
// card game: a shop with gold, a secretly ordered deck, an automatic battle one
// pet at a time, and six rounds of trophies.
//
// The engine is pure and deterministic: every shuffle uses the state's own
// seeded generator, and rock dice are explicit chance nodes.
package cardbattle

import (
	"fmt"
	"sort"
	"strings"

	"menagerie/game"
)

// Name is the game's id.
const Name = "cardbattle"

// RulesVersion changes whenever a rule change would alter a replay.
const RulesVersion = "cardbattle/4"

// NumRounds is the length of a game.
const NumRounds = 6

// maxThrowDice caps the dice of one rock throw after multipliers.
const maxThrowDice = 16

// DefaultDice are the rock die's faces when no option says otherwise.
var DefaultDice = []int{0, 0, 1, 1, 2, 2}

// Game is a configured Card Battle: a card set and rule options.
type Game struct {
	set         *CardSet
	opts        game.Options
	dice        []int
	players     int
	firstPlayer int // a seat, or -1 for a random one
	order       abilityOrder
	// tierCards[t] holds tier deck t's cards, copies expanded, unshuffled.
	tierCards [NumRounds + 1][]CardID
	// rockDist[n] lists the totals of n dice with their probabilities.
	rockDist [maxThrowDice + 1][]game.ChanceOutcome
	// rockWays[n][total] counts the sequences of n die faces (faces, not
	// values: two faces with 2 rocks are two ways) adding up to total;
	// the faces a throw shows are drawn by them (faces.go).
	rockWays [maxThrowDice + 1][]uint64
	// seatCards[p] are the cards as seat p's copies play: the set's, or
	// with one card changed for that seat (WithSeatCard).
	seatCards [][]Card
	// variant names a seat's changed card in CardSetHash; "" for none.
	variant string
	// ceil is the largest value of each position of the numeric
	// observation (game.Ceilings of its declared segments).
	ceil []float32
}

// RuleOptions lists Card Battle's rule options in the order to show them.
var RuleOptions = []game.RuleOption{
	{Name: "players", Default: "2", Help: "number of players: 2, 4 (at least 2 packs) or 6 (at least 3 packs)",
		Type: game.ChoiceOption, Values: []string{"2", "4", "6"}},
	{Name: "packs", Default: "classic", Help: "the packs in play, comma-separated: classic, golden, magic (their tier cards are shuffled together)",
		Type: game.ListOption, Values: PackNames},
	{Name: "dice", Default: "0,0,1,1,2,2", Help: "the rock die's faces: 2-12 comma-separated numbers of rocks, each 0-3",
		Type: game.ListOption, Values: []string{"0", "1", "2", "3"}},
	// A seat past the player count is refused by New.
	{Name: "first_player", Default: "0", Help: "who holds the First Player token (2 players) or the First Shopper token (4 and 6) in round 1: a seat number or random",
		Type: game.ChoiceOption, Values: []string{"0", "1", "2", "3", "4", "5", "random"}},
	{Name: "ability_order", Default: "choose", Help: "one player's simultaneous abilities, in battle and in Battle Prep: choose (the player chooses whenever the order " +
		"can change the outcome), pet_first (in the order they arise, as the rulebook's examples) or perk_first (perk Faint, pet Faint, Hurt, Enemy Faints)",
		Type: game.ChoiceOption, Values: []string{"choose", "pet_first", "perk_first"}},
}

// New configures a game with the card set (nil: the embedded Classic Pack)
// and options (missing ones take their defaults).
func New(set *CardSet, opts game.Options) (*Game, error) {
	eff, err := game.WithDefaults(opts, RuleOptions)
	if err != nil {
		return nil, err
	}
	if set == nil {
		var err error
		if set, err = Packs(strings.Split(eff["packs"], ",")...); err != nil {
			return nil, fmt.Errorf("option packs=%s: %w", eff["packs"], err)
		}
	}
	packs := packsOf(set)
	if given, ok := opts["packs"]; ok && normalPacks(given) != strings.Join(packs, ",") {
		return nil, fmt.Errorf("option packs=%s does not match the card set, whose packs are %s", given, strings.Join(packs, ","))
	}
	eff["packs"] = strings.Join(packs, ",")
	g := &Game{set: set, opts: eff}
	switch eff["players"] {
	case "2":
		g.players = 2
	case "4", "6":
		g.players = int(eff["players"][0] - '0')
		if need := g.players / 2; len(packs) < need {
			return nil, fmt.Errorf("%d players need at least %d packs (e.g. packs=classic,golden,magic); this game has %d: %s",
				g.players, need, len(packs), strings.Join(packs, ", "))
		}
	default:
		return nil, fmt.Errorf("option players=%s: want 2, 4 or 6", game.Quote(eff["players"]))
	}
	dice, err := ParseDice(eff["dice"])
	if err != nil {
		return nil, fmt.Errorf("option dice: %w", err)
	}
	g.dice = dice
	if eff["first_player"] == "random" {
		g.firstPlayer = -1
	} else if v, err := game.ParseWhole(eff["first_player"], 0, g.players-1); err == nil {
		g.firstPlayer = v
	} else {
		return nil, fmt.Errorf("option first_player=%s: want a seat from 0 to %d, or random", game.Quote(eff["first_player"]), g.players-1)
	}
	switch eff["ability_order"] {
	case "choose":
		g.order = orderChoose
	case "pet_first":
		g.order = orderPetFirst
	case "perk_first":
		g.order = orderPerkFirst
	default:
		return nil, fmt.Errorf("option ability_order=%s: want choose, pet_first or perk_first", game.Quote(eff["ability_order"]))
	}
	if err := set.checkTierDecks(); err != nil {
		return nil, err
	}
	g.buildRockDist()
	g.seatCards = make([][]Card, g.players)
	for p := range g.seatCards {
		g.seatCards[p] = set.Cards
	}
	for t := 1; t <= NumRounds; t++ {
		g.tierCards[t] = set.TierCards(t)
	}
	g.ceil = game.Ceilings(g, schemaNumeric)
	return g, nil
}

// normalPacks writes a packs option as packsOf does: lower case, sorted.
func normalPacks(list string) string {
	var out []string
	for _, p := range strings.Split(list, ",") {
		out = append(out, strings.ToLower(strings.TrimSpace(p)))
	}
	sort.Strings(out)
	return strings.Join(out, ",")
}

// ParseDice reads a die's faces such as "0,0,1,1,2,2".
func ParseDice(s string) ([]int, error) {
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts) > 12 {
		return nil, fmt.Errorf("%s: want 2 to 12 comma-separated faces", game.Quote(s))
	}
	faces := make([]int, len(parts))
	for i, p := range parts {
		v, err := game.ParseWhole(strings.TrimSpace(p), 0, 3)
		if err != nil {
			return nil, fmt.Errorf("%s: face %d is %s; want a number of rocks from 0 to 3", game.Quote(s), i+1, game.Quote(p))
		}
		faces[i] = v
	}
	return faces, nil
}

// buildRockDist convolves the die with itself for every dice count: the
// totals' probabilities, and how many face sequences give each total.
func (g *Game) buildRockDist() {
	maxFace := 0
	for _, f := range g.dice {
		maxFace = max(maxFace, f)
	}
	probs, ways := []float64{1}, []uint64{1}
	for n := 0; n <= maxThrowDice; n++ {
		var outs []game.ChanceOutcome
		for total, p := range probs {
			if p > 0 {
				outs = append(outs, game.ChanceOutcome{Action: actRockBase + game.Action(total), Prob: p})
			}
		}
		g.rockDist[n], g.rockWays[n] = outs, ways
		next, nextWays := make([]float64, len(probs)+maxFace), make([]uint64, len(ways)+maxFace)
		for total, p := range probs {
			for _, f := range g.dice {
				next[total+f] += p / float64(len(g.dice))
				nextWays[total+f] += ways[total]
			}
		}
		probs, ways = next, nextWays
	}
}

// Name returns "cardbattle".
func (g *Game) Name() string { return Name }

// NumPlayers returns the number of seats.
func (g *Game) NumPlayers() int { return g.players }

// Options returns the effective options.
func (g *Game) Options() game.Options {
	out := game.Options{}
	for k, v := range g.opts {
		out[k] = v
	}
	return out
}

// RulesVersion returns the engine's rules version.
func (g *Game) RulesVersion() string { return RulesVersion }

// CardSetHash identifies the card set.
func (g *Game) CardSetHash() string { return g.set.Hash() + g.variant }

// Cards returns the card set.
func (g *Game) Cards() *CardSet { return g.set }

// Dice returns the rock die's faces.
func (g *Game) Dice() []int { return append([]int(nil), g.dice...) }

// RockOutcomes returns the distribution of the total of n rock dice.
func (g *Game) RockOutcomes(n int) []game.ChanceOutcome {
	return g.rockDist[min(n, maxThrowDice)]
}

// NewState deals a new game: six shuffled tier decks and the first shop.
func (g *Game) NewState(seed uint64) game.State { return g.newState(seed) }
