package store

import (
	"fmt"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

// Bounds on what a room may hold, so that a bad request cannot fill the
// store.
const (
	// MaxKey is the longest ID, Code, game name or lease owner, in bytes.
	MaxKey = 128
	// MaxText is the longest other text field (a seat's name or bot,
	// a rules version, a card-set hash, an option's key or value).
	MaxText = 256
	// MaxName is the longest name a person gives (a seat's team name),
	// in characters as people see them: a letter with its accents, or
	// an emoji, counts once. Such a name is also MaxText bytes at most.
	MaxName = 40
	// MaxSeats is the most seats a room may have.
	MaxSeats = 16
	// MaxOptions is the most options a room may have.
	MaxOptions = 64
	// DefaultLimit is how many rooms List returns when Filter.Limit is 0.
	DefaultLimit = 100
	// MaxLimit is the most rooms List returns at once.
	MaxLimit = 1000
)

// tokenHashSize is the length of a SHA-256 sum.
const tokenHashSize = 32

// Timeout policies a room may name in OnTimeout.
const (
	OnTimeoutBot  = "bot"
	OnTimeoutPass = "pass"
)

// CheckKey says why value is not fit to be the key named what (a room id,
// a code, a lease owner), as an ErrInvalid, or returns nil.
func CheckKey(what, value string) error {
	return checkText(what, value, MaxKey, false)
}

// Validate says why r cannot be stored as a new room, as an ErrInvalid,
// or returns nil.
func (r *Room) Validate() error {
	if r == nil {
		return fmt.Errorf("room: none given: %w", ErrInvalid)
	}
	where := "room " + fmt.Sprintf("%q", r.ID)
	for _, k := range []struct{ what, value string }{{"id", r.ID}, {"code", r.Code}, {"game", r.Game}} {
		if err := CheckKey(k.what, k.value); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	for _, k := range []struct{ what, value string }{{"rules version", r.RulesVersion}, {"card-set hash", r.CardSetHash}} {
		if err := checkText(k.what, k.value, MaxText, true); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	if len(r.Options) > MaxOptions {
		return fmt.Errorf("%s: %d options, more than %d: %w", where, len(r.Options), MaxOptions, ErrInvalid)
	}
	for k, v := range r.Options {
		if err := checkText("option key", k, MaxText, false); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if err := checkText("option "+k, v, MaxText, true); err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
	}
	if len(r.Seats) == 0 || len(r.Seats) > MaxSeats {
		return fmt.Errorf("%s: %d seats, want 1 to %d: %w", where, len(r.Seats), MaxSeats, ErrInvalid)
	}
	if err := CheckSeats(len(r.Seats), r.Seats); err != nil {
		return fmt.Errorf("%s: %w", where, err)
	}
	switch {
	case r.TurnTimer < 0:
		return fmt.Errorf("%s: negative turn timer %v: %w", where, r.TurnTimer, ErrInvalid)
	case r.OnTimeout != OnTimeoutBot && r.OnTimeout != OnTimeoutPass && (r.OnTimeout != "" || r.TurnTimer > 0):
		return fmt.Errorf("%s: on timeout %q, want %q or %q: %w", where, r.OnTimeout, OnTimeoutBot, OnTimeoutPass, ErrInvalid)
	case r.ForfeitAfter < 0:
		return fmt.Errorf("%s: negative forfeit count %d: %w", where, r.ForfeitAfter, ErrInvalid)
	case r.Version != 0 || r.Over || r.Outcome != nil:
		return fmt.Errorf("%s: a new room has no actions and is not over (version %d, over %v): %w", where, r.Version, r.Over, ErrInvalid)
	case r.Rematch != "":
		return fmt.Errorf("%s: a new room has no rematch yet (got %q): %w", where, r.Rematch, ErrInvalid)
	case r.Failure != "":
		return fmt.Errorf("%s: a new room has not failed (got %q): %w", where, r.Failure, ErrInvalid)
	}
	return nil
}

// CheckSeats says why seats cannot replace the seats of a room with n of
// them, as an ErrInvalid, or returns nil.
func CheckSeats(n int, seats []Seat) error {
	if len(seats) != n {
		return fmt.Errorf("%d seats given, the room has %d: %w", len(seats), n, ErrInvalid)
	}
	for i, s := range seats {
		if err := checkText("bot", s.Bot, MaxText, true); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		if err := checkText("name", s.Name, MaxText, true); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		if err := checkText("player", s.Player, MaxKey, true); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		if err := checkText("player name", s.PlayerName, MaxText, true); err != nil {
			return fmt.Errorf("seat %d: %w", i+1, err)
		}
		if s.Timeouts < 0 || s.ForfeitVersion < 0 {
			return fmt.Errorf("seat %d: negative timeouts %d or forfeit version %d: %w", i+1, s.Timeouts, s.ForfeitVersion, ErrInvalid)
		}
		if s.TokenHash != nil && len(s.TokenHash) != tokenHashSize {
			return fmt.Errorf("seat %d: token hash of %d bytes, want %d (SHA-256): %w", i+1, len(s.TokenHash), tokenHashSize, ErrInvalid)
		}
	}
	return nil
}

// CheckVersion says why version cannot be a room's number of actions, as
// an ErrInvalid, or returns nil.
func CheckVersion(what string, version int) error {
	if version < 0 {
		return fmt.Errorf("%s %d: negative: %w", what, version, ErrInvalid)
	}
	return nil
}

// CheckLease says why owner cannot take a lease of ttl, as an
// ErrInvalid, or returns nil.
func CheckLease(owner string, ttl time.Duration) error {
	if err := CheckKey("lease owner", owner); err != nil {
		return err
	}
	if ttl < time.Millisecond {
		return fmt.Errorf("lease of %v: shorter than a millisecond: %w", ttl, ErrInvalid)
	}
	return nil
}

// CheckFailure says why reason cannot be stored as room id's failure, as
// an ErrInvalid, or returns nil.
func CheckFailure(id, reason string) error {
	if err := CheckKey("room id", id); err != nil {
		return err
	}
	if err := checkText("failure", reason, MaxText, false); err != nil {
		return fmt.Errorf("room %q: %w", id, err)
	}
	return nil
}

// Size returns how many rooms f asks for, or an ErrInvalid.
func (f Filter) Size() (int, error) {
	switch {
	case len(f.Game) > MaxKey:
		return 0, fmt.Errorf("list filter: game name of %d bytes, more than %d: %w", len(f.Game), MaxKey, ErrInvalid)
	case f.Limit < 0 || f.Limit > MaxLimit:
		return 0, fmt.Errorf("list limit %d: want 0 (the default, %d) to %d: %w", f.Limit, DefaultLimit, MaxLimit, ErrInvalid)
	case f.Limit == 0:
		return DefaultLimit, nil
	}
	return f.Limit, nil
}

// CheckName says why name is not fit to be the name a person gives the
// field what (a seat's name): more than MaxName characters, or what
// checkText refuses, as an ErrInvalid; or returns nil. An empty name is
// fit: the server names the seat.
func CheckName(what, name string) error {
	if err := checkText(what, name, MaxText, true); err != nil {
		return err
	}
	if n := uniseg.GraphemeClusterCount(name); n > MaxName {
		return fmt.Errorf("%s: %d characters, more than %d: %w", what, n, MaxName, ErrInvalid)
	}
	return nil
}

// checkText says why value is not fit to be the text named what: too
// long, not UTF-8, holding a character that is not shown as itself
// (HiddenCharacter), or empty when it may not.
func checkText(what, value string, max int, mayBeEmpty bool) error {
	switch {
	case value == "" && !mayBeEmpty:
		return fmt.Errorf("%s: empty: %w", what, ErrInvalid)
	case len(value) > max:
		return fmt.Errorf("%s: %d bytes, more than %d: %w", what, len(value), max, ErrInvalid)
	case !utf8.ValidString(value):
		return fmt.Errorf("%s %q: not UTF-8: %w", what, value, ErrInvalid)
	}
	for _, c := range value {
		if kind := HiddenCharacter(c); kind != "" {
			return fmt.Errorf("%s %q: holds %s (U+%04X): %w", what, value, kind, c, ErrInvalid)
		}
	}
	return nil
}

// HiddenCharacter names the kind of c when it is a character that text
// shown to people must not hold, else returns "": a control character,
// a format character (among them the bidirectional overrides, which
// reorder the text around them, and the zero-width characters, which
// make two names look alike), or a line or paragraph separator.
func HiddenCharacter(c rune) string {
	switch {
	case unicode.Is(unicode.Cc, c):
		return "a control character"
	case c >= 0x202A && c <= 0x202E, c >= 0x2066 && c <= 0x2069, c == 0x200E, c == 0x200F, c == 0x061C:
		return "a bidirectional control character"
	case c >= 0x200B && c <= 0x200D, c == 0x2060, c == 0xFEFF:
		return "a zero-width character"
	case unicode.Is(unicode.Cf, c):
		return "an invisible format character"
	case unicode.Is(unicode.Zl, c), unicode.Is(unicode.Zp, c):
		return "a line or paragraph separator"
	}
	return ""
}
