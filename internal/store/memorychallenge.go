package store

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"
)

// openAt reports whether c is open and its time has not run out at t.
func (c *Challenge) openAt(t time.Time) bool {
	return c.State == ChallengeOpen && c.Expires.After(t)
}

// CreateChallenge stores the room and the challenge in one write.
func (m *Memory) CreateChallenge(ctx context.Context, c *Challenge, r *Room, maxOpen int) error {
	if err := CheckChallenge(c, r, maxOpen); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("challenge %q: %w", c.ID, err)
	}
	if _, taken := m.challenges[c.ID]; taken {
		return fmt.Errorf("challenge %q: the id is taken: %w", c.ID, ErrConflict)
	}
	t := now()
	out := 0
	for _, o := range m.challenges {
		if o.From == c.From && o.openAt(t) {
			out++
		}
	}
	if out >= maxOpen {
		return TooManyChallenges(c, maxOpen)
	}
	if err := m.createRoom(r); err != nil {
		return err
	}
	if c.Created.IsZero() {
		c.Created = t
	}
	c.Created, c.Expires = storedTime(c.Created), storedTime(c.Expires)
	stored := *c
	m.challenges[c.ID] = &stored
	return nil
}

// Challenge returns the challenge with that id.
func (m *Memory) Challenge(ctx context.Context, id string) (*Challenge, error) {
	if err := CheckKey("challenge id", id); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("challenge %q: %w", id, err)
	}
	c, ok := m.challenges[id]
	if !ok {
		return nil, fmt.Errorf("challenge %q: %w", id, ErrNotFound)
	}
	got := *c
	return &got, nil
}

// PlayerChallenges returns the player's challenges since then, newest
// first.
func (m *Memory) PlayerChallenges(ctx context.Context, player string, since time.Time) ([]Challenge, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("player %q: challenges: %w", player, err)
	}
	var out []Challenge
	for _, c := range m.challenges {
		if (c.From == player || c.To == player) && !c.Created.Before(storedTime(since)) {
			out = append(out, *c)
		}
	}
	slices.SortFunc(out, func(a, b Challenge) int { return -cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID)) })
	return out[:min(MaxListedChallenges, len(out))], nil
}

// AnswerChallenge moves an open challenge to state.
func (m *Memory) AnswerChallenge(ctx context.Context, id, state string) error {
	if err := CheckAnswer(id, state); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return fmt.Errorf("challenge %q: %w", id, err)
	}
	c, ok := m.challenges[id]
	if !ok {
		return fmt.Errorf("challenge %q: %w", id, ErrNotFound)
	}
	if t := now(); !c.openAt(t) {
		return ChallengeRefused(id, c.State, c.Expires, t)
	}
	c.State = state
	return nil
}

// ExpireChallenges marks the open challenges whose time ran out as
// expired.
func (m *Memory) ExpireChallenges(ctx context.Context) ([]Challenge, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.usable(ctx); err != nil {
		return nil, fmt.Errorf("expire challenges: %w", err)
	}
	t := now()
	var out []Challenge
	for _, c := range m.challenges {
		if c.State == ChallengeOpen && !c.Expires.After(t) {
			c.State = ChallengeExpired
			out = append(out, *c)
		}
	}
	slices.SortFunc(out, func(a, b Challenge) int { return cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID)) })
	return out, nil
}
