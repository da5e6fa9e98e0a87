package cardbattle

import (
	"strconv"

	"menagerie/game"
)

// The shop's refusals in a player's words.
var (
	noGold    = game.Refusal{Kind: "buy", Text: "You have no gold left."}
	fullHand  = game.Refusal{Kind: "buy", Text: "Your hand is full."}
	emptyDeck = game.Refusal{Kind: "buy_blind", Text: "The shop deck is empty."}
	tooMany   = game.Refusal{Kind: "pass", Text: "Sell down to " + strconv.Itoa(maxPets) + " pets before you pass."}
)

// Refusals appends why a buy, a blind buy or a pass is closed to the seat
// shopping: no gold or a full hand closes both buys, an empty shop deck
// the blind buy, more than five pets the pass.
func (s *State) Refusals(dst []game.Refusal) []game.Refusal {
	if s.phase != phaseShop {
		return dst
	}
	menu := s.shopMenu()
	if !menu.Buy {
		why := fullHand
		if s.gold[s.seat] == 0 {
			why = noGold
		}
		dst = append(dst, why, game.Refusal{Kind: "buy_blind", Text: why.Text})
	} else if !menu.Blind {
		dst = append(dst, emptyDeck)
	}
	if !menu.Pass {
		dst = append(dst, tooMany)
	}
	return dst
}
