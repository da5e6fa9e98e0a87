package store

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode"

	"github.com/rivo/uniseg"

	"menagerie/internal/rating"
)

// Player is a registered player: a display name and the hash of the key
// the player's client made. The key itself is never stored.
type Player struct {
	// ID is the player's fixed identifier; the name may change.
	ID string
	// Name is unique on the server, whatever its letters' case.
	Name string
	// KeyHash is the SHA-256 of the player's key.
	KeyHash []byte
	// Bot marks an account a program plays.
	Bot     bool
	Created time.Time
}

// Rating classes by the number of players in a game: two-player games
// are rated apart from games of more.
const (
	ClassTwo  = "2"
	ClassMore = "3+"
)

// ClassOf is the rating class of a game of n players.
func ClassOf(n int) string {
	if n <= 2 {
		return ClassTwo
	}
	return ClassMore
}

// Standing is a player's rating in one game and class.
type Standing struct {
	// Player, Name and Bot are the player's ID, name and bot mark.
	Player string
	Name   string
	Bot    bool
	Game   string
	Class  string
	Rating rating.Rating
	// Games counts the rated games the rating rests on.
	Games   int
	Updated time.Time
}

// RatingPoint is a player's rating after one rated game: the rating's
// history.
type RatingPoint struct {
	Room  string
	Game  string
	Class string
	// Place is the player's final place (1 the winner) of Players.
	Place   int
	Players int
	Rating  rating.Rating
	At      time.Time
	// LostOnTime is set when the player's seat lost on time.
	LostOnTime bool
}

// RatedGame is a finished rated game whose result is to be applied to its
// players' ratings.
type RatedGame struct {
	// Room is the game's room: its result is applied once.
	Room  string
	Game  string
	Class string
	// Players are the rated players' IDs and Places their final places,
	// in seat order; seats without a player (bots of a level) are left
	// out and rated by the RateFunc.
	Players []string
	Places  []int
	// LostOnTime marks, in the order of Players, the players whose seats
	// lost on time (nil: none).
	LostOnTime []bool
	// Seats is the number of seats of the game.
	Seats int
	At    time.Time
}

// RateFunc gives the players' ratings after a game from those before it,
// in the order of RatedGame.Players. A store calls it inside the write
// that stores its answer, so that two games ending at once both count.
type RateFunc func(before []rating.Rating) []rating.Rating

// LadderFilter selects a leaderboard.
type LadderFilter struct {
	Game  string
	Class string
	// Bots lists bot accounts only when true, people only when false.
	Bots bool
	// MaxDeviation leaves out ratings of a higher deviation (0: none
	// left out).
	MaxDeviation float64
	// Limit caps the number listed (0: DefaultLimit; at most MaxLimit).
	Limit int
}

// Players keeps registered players and their ratings. Several server
// processes may share it.
type Players interface {
	// CreatePlayer stores a new player (ErrConflict when its ID, its name
	// in any case or its key is taken; ErrInvalid when CheckPlayer
	// refuses it). It sets p.Created as stored.
	CreatePlayer(ctx context.Context, p *Player) error
	// Player returns the player with that ID.
	Player(ctx context.Context, id string) (*Player, error)
	// PlayerByKey returns the player whose key has that hash.
	PlayerByKey(ctx context.Context, keyHash []byte) (*Player, error)
	// PlayerByName returns the player with that name, in any case.
	PlayerByName(ctx context.Context, name string) (*Player, error)
	// UpdatePlayer stores p's name and bot mark for the player p.ID
	// (ErrConflict when another player has the name in any case).
	UpdatePlayer(ctx context.Context, p *Player) error
	// ApplyResult applies a rated game's result once: in one write it
	// reads the players' ratings in the game's class (a new rating for a
	// player without one), stores what rate gives with a point of each
	// player's history, and marks the room's result applied. A result
	// applied before is ErrConflict, and nothing changes.
	ApplyResult(ctx context.Context, g RatedGame, rate RateFunc) error
	// Unrated returns the ids of the finished rated rooms whose result is
	// not applied (a process stopped between the game's end and applying
	// it), the oldest first.
	Unrated(ctx context.Context) ([]string, error)
	// Ratings returns the player's ratings, one per game and class. Here
	// and in Leaderboard a rating that rests on no rated game is not
	// listed.
	Ratings(ctx context.Context, player string) ([]Standing, error)
	// History returns the player's rating points, newest first, at most
	// limit of them (0: DefaultLimit; at most MaxLimit).
	History(ctx context.Context, player string, limit int) ([]RatingPoint, error)
	// Leaderboard returns the ratings the filter selects, highest first.
	Leaderboard(ctx context.Context, f LadderFilter) ([]Standing, error)
}

// MaxPlayerName is the longest player name, in characters as people see
// them.
const MaxPlayerName = 24

// NameKey is the form of a player's name that is unique on a server: two
// names that differ only in their letters' case are the same player's.
func NameKey(name string) string { return strings.ToLower(name) }

// CheckPlayerName says why name cannot be a player's name, as an
// ErrInvalid, or returns nil: it must be printable, hold a letter or
// digit, have no space at either end and at most MaxPlayerName
// characters.
func CheckPlayerName(name string) error {
	if err := checkText("player name", name, MaxText, false); err != nil {
		return err
	}
	if strings.TrimSpace(name) != name {
		return fmt.Errorf("player name %q: starts or ends with a space: %w", name, ErrInvalid)
	}
	if !strings.ContainsFunc(name, func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }) {
		return fmt.Errorf("player name %q: holds no letter or digit: %w", name, ErrInvalid)
	}
	if n := uniseg.GraphemeClusterCount(name); n > MaxPlayerName {
		return fmt.Errorf("player name %q: %d characters, more than %d: %w", name, n, MaxPlayerName, ErrInvalid)
	}
	return nil
}

// CheckPlayer says why p cannot be stored as a player, as an ErrInvalid,
// or returns nil.
func CheckPlayer(p *Player) error {
	if p == nil {
		return fmt.Errorf("player: none given: %w", ErrInvalid)
	}
	if err := CheckKey("player id", p.ID); err != nil {
		return err
	}
	if len(p.KeyHash) != tokenHashSize {
		return fmt.Errorf("player %q: key hash of %d bytes, want %d (SHA-256): %w", p.ID, len(p.KeyHash), tokenHashSize, ErrInvalid)
	}
	return CheckPlayerName(p.Name)
}

// LostOnTimeAt reports whether player i (of Players) lost on time.
func (g RatedGame) LostOnTimeAt(i int) bool { return i < len(g.LostOnTime) && g.LostOnTime[i] }

// CheckRatedGame says why g cannot be applied, as an ErrInvalid, or
// returns nil.
func CheckRatedGame(g RatedGame) error {
	for _, k := range []struct{ what, value string }{{"room id", g.Room}, {"game", g.Game}} {
		if err := CheckKey(k.what, k.value); err != nil {
			return fmt.Errorf("rated game: %w", err)
		}
	}
	switch {
	case g.Class != ClassTwo && g.Class != ClassMore:
		return fmt.Errorf("rated game %q: class %q, want %q or %q: %w", g.Room, g.Class, ClassTwo, ClassMore, ErrInvalid)
	case len(g.Players) == 0 || len(g.Players) != len(g.Places) || len(g.Players) > g.Seats || g.Seats > MaxSeats:
		return fmt.Errorf("rated game %q: %d players, %d places, %d seats: %w", g.Room, len(g.Players), len(g.Places), g.Seats, ErrInvalid)
	case g.LostOnTime != nil && len(g.LostOnTime) != len(g.Players):
		return fmt.Errorf("rated game %q: %d players, %d marks of a loss on time: %w", g.Room, len(g.Players), len(g.LostOnTime), ErrInvalid)
	}
	seen := map[string]bool{}
	for i, p := range g.Players {
		if err := CheckKey("player id", p); err != nil {
			return fmt.Errorf("rated game %q: %w", g.Room, err)
		}
		if seen[p] {
			return fmt.Errorf("rated game %q: player %q in two seats: %w", g.Room, p, ErrInvalid)
		}
		seen[p] = true
		if g.Places[i] < 1 || g.Places[i] > g.Seats {
			return fmt.Errorf("rated game %q: place %d of %d seats: %w", g.Room, g.Places[i], g.Seats, ErrInvalid)
		}
	}
	return nil
}

// CheckRated says why after, the ratings a RateFunc gave, cannot be
// stored for n players, as an ErrInvalid, or returns nil.
func CheckRated(room string, n int, after []rating.Rating) error {
	if len(after) != n {
		return fmt.Errorf("rated game %q: %d ratings given for %d players: %w", room, len(after), n, ErrInvalid)
	}
	return nil
}

// Size returns how many standings f asks for, or an ErrInvalid when f
// selects no leaderboard.
func (f LadderFilter) Size() (int, error) {
	if err := CheckKey("game", f.Game); err != nil {
		return 0, fmt.Errorf("leaderboard: %w", err)
	}
	if f.Class != ClassTwo && f.Class != ClassMore {
		return 0, fmt.Errorf("leaderboard: class %q, want %q or %q: %w", f.Class, ClassTwo, ClassMore, ErrInvalid)
	}
	return Filter{Limit: f.Limit}.Size()
}
