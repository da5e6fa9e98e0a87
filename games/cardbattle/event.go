package cardbattle

import (
	"fmt"
	"strings"

	"menagerie/games/internal/contract"
)

// EventKind says what happened.
type EventKind uint8

// Event kinds.
const (
	EventShopOpens EventKind = iota + 1
	EventBuy
	EventBuyBlind
	EventSell
	EventTriple
	EventPass
	EventAddHand
	EventRefreshGold
	EventBattleStarts
	EventPlayFood
	EventPerkReplaced
	EventPlayPet
	EventAbility
	EventRocks
	EventAttack
	EventFaint
	EventSetAside
	EventAddDeck
	EventEat
	EventNoGain
	EventHeal
	EventStrip
	EventStalemate
	EventFizzle
	EventGain
	EventPay
	EventAilment
	EventBattleOver
	EventTrophy
	EventGameOver
	EventChoose
	// EventReveal, EventKeep and EventPlace report a seat's own choices
	// that no other event tells: a pet revealed for a sale, the card kept
	// after a Triple, the next card placed in the battle deck.
	EventReveal
	EventKeep
	EventPlace
	// EventDeck carries, as data for programs, up to three cards of Seat's
	// battle deck from position N (0 the top) as a battle starts, when the
	// decks lie face up; it has no sentence of its own.
	EventDeck
)

var eventNames = [...]string{
	EventShopOpens: "shop_opens", EventBuy: "buy", EventBuyBlind: "buy_blind", EventSell: "sell",
	EventTriple: "triple", EventPass: "pass", EventAddHand: "add_hand", EventRefreshGold: "refresh_gold",
	EventBattleStarts: "battle_starts", EventPlayFood: "play_food", EventPerkReplaced: "perk_replaced",
	EventPlayPet: "play_pet", EventAbility: "ability", EventRocks: "rocks", EventAttack: "attack",
	EventFaint: "faint", EventSetAside: "set_aside", EventAddDeck: "add_deck", EventEat: "eat",
	EventNoGain: "no_gain", EventHeal: "heal", EventStrip: "strip_apples", EventStalemate: "stalemate", EventFizzle: "fizzle",
	EventGain: "gain", EventPay: "pay", EventAilment: "ailment",
	EventBattleOver: "battle_over", EventTrophy: "trophy", EventGameOver: "game_over", EventChoose: "choose_ability",
	EventReveal: "reveal", EventKeep: "keep", EventPlace: "place", EventDeck: "deck",
}

// String returns the kind's name as used in JSON.
func (k EventKind) String() string {
	return contract.KindName(eventNames[:], int(k))
}

// Event is one thing that happened, for play-by-play logs. Seat is the
// player concerned (-1: nobody in particular). Private events (a blind buy)
// may be shown only to Seat.
type Event struct {
	Kind  EventKind
	Round int
	Seat  int
	Card  CardID
	Card2 CardID
	Card3 CardID
	N, N2 int
	// Power and Damage are the pet's after the event (Power2 and Damage2:
	// P2's pet in an attack).
	Power, Damage   int
	Power2, Damage2 int
	Dice            int
	Target          int
	Trigger         Trigger
	Resource        Resource // gain, pay
	Later           bool
	// Private events (a blind buy, a kept or placed card, a chosen order)
	// may be shown in full only to Seat; Choice events only report Seat's
	// own choice.
	Private bool
	Choice  bool
}

// EventView is an event with card names, as printed in JSON.
type EventView struct {
	Kind   string `json:"kind"`
	Round  int    `json:"round,omitempty"`
	Seat   *int   `json:"seat,omitempty"`
	Card   string `json:"card,omitempty"`
	Other  string `json:"other,omitempty"`
	Amount *int   `json:"amount,omitempty"`
	Text   string `json:"text"`
}

// View renders the event with names and a sentence.
func (e Event) View(cs *CardSet) EventView {
	v := EventView{Kind: e.Kind.String(), Round: e.Round, Text: e.Describe(cs)}
	if e.Seat >= 0 {
		seat := e.Seat
		v.Seat = &seat
	}
	if e.Card != 0 {
		v.Card = cs.Name(e.Card)
	}
	if e.Card2 != 0 {
		v.Other = cs.Name(e.Card2)
	}
	switch e.Kind {
	case EventRocks, EventAttack, EventHeal, EventStrip, EventEat, EventAddDeck, EventAddHand, EventTrophy, EventRefreshGold, EventPlayPet,
		EventGain, EventPay, EventAilment:
		n := e.N
		v.Amount = &n
	}
	return v
}

// Describe renders the event as a sentence, naming seats "P1" and "P2".
func (e Event) Describe(cs *CardSet) string {
	who := fmt.Sprintf("P%d", e.Seat+1)
	name := cs.Name(e.Card)
	switch e.Kind {
	case EventShopOpens:
		return fmt.Sprintf("round %d: the shop opens", e.Round)
	case EventBuy:
		return fmt.Sprintf("%s buys %s from display slot %d", who, name, e.N)
	case EventBuyBlind:
		return fmt.Sprintf("%s buys %s from the top of the shop deck", who, name)
	case EventSell:
		return fmt.Sprintf("%s sells %s for %s", who, name, withArticle(cs.Name(cs.payment)))
	case EventTriple:
		return fmt.Sprintf("%s triples %s, %s and %s", who, name, cs.Name(e.Card2), cs.Name(e.Card3))
	case EventPass:
		return fmt.Sprintf("%s passes", who)
	case EventAddHand:
		return fmt.Sprintf("%s adds %s to their hand", who, count(e.N, name))
	case EventRefreshGold:
		return fmt.Sprintf("%s refreshes %d gold", who, e.N)
	case EventBattleStarts:
		return fmt.Sprintf("round %d battle, P%d against P%d: %s is First Player", e.Round, e.Seat+1, e.Target+1, who)
	case EventPlayFood:
		return fmt.Sprintf("%s plays %s", who, name)
	case EventPerkReplaced:
		return fmt.Sprintf("%s's %s replaces %s, which goes to the fainted pile", who, cs.Name(e.Card2), name)
	case EventPlayPet:
		if e.Card2 != 0 {
			return fmt.Sprintf("%s plays %s (power %d, perk %s)", who, name, e.N, cs.Name(e.Card2))
		}
		return fmt.Sprintf("%s plays %s (power %d)", who, name, e.N)
	case EventAbility:
		if e.Later {
			return fmt.Sprintf("%s's set-aside %s acts", who, name)
		}
		return fmt.Sprintf("%s's %s: %s ability", who, name, e.Trigger)
	case EventRocks:
		return fmt.Sprintf("%s %d at %s's %s (%d damage, power %d)", plural(e.Dice, "rock die rolls", "rock dice roll"), e.N, who, name, e.Damage, e.Power)
	case EventAttack:
		return fmt.Sprintf("attack: P%d's %s takes %d (%d damage, power %d), P%d's %s takes %d (%d damage, power %d)",
			e.Seat+1, name, e.N, e.Damage, e.Power, e.Target+1, cs.Name(e.Card2), e.N2, e.Damage2, e.Power2)
	case EventFaint:
		return fmt.Sprintf("%s's %s faints", who, name)
	case EventSetAside:
		return fmt.Sprintf("%s's %s is set aside until their next pet", who, name)
	case EventAddDeck:
		return fmt.Sprintf("%s puts %s on top of P%d's deck", who, count(e.N, name), e.Target+1)
	case EventEat:
		return fmt.Sprintf("%s's %s eats %s (power %d)", who, name, count(e.N, cs.Name(e.Card2)), e.Power)
	case EventNoGain:
		return fmt.Sprintf("%s's %s has fainted and gains nothing", who, name)
	case EventHeal:
		return fmt.Sprintf("%s's %s heals %d damage (%d damage, power %d)", who, name, e.N, e.Damage, e.Power)
	case EventStrip:
		return fmt.Sprintf("%s's %s discards its Apples and loses %d power (%d damage, power %d)", who, name, e.N, e.Damage, e.Power)
	case EventStalemate:
		return fmt.Sprintf("after %d attacks in a row both pets faint", e.N)
	case EventGain:
		return fmt.Sprintf("%s gains %s", who, resourceCount(e.N, e.Resource))
	case EventPay:
		return fmt.Sprintf("%s pays %s", who, resourceCount(e.N, e.Resource))
	case EventAilment:
		return fmt.Sprintf("%s's %s gets %s", who, name, count(e.N, cs.Name(e.Card2)))
	case EventReveal:
		return fmt.Sprintf("%s reveals %s for the sale", who, name)
	case EventKeep:
		return fmt.Sprintf("%s keeps %s", who, name)
	case EventPlace:
		return fmt.Sprintf("%s places %s next in their deck", who, name)
	case EventChoose:
		return fmt.Sprintf("%s chooses to resolve %s next (of %d waiting)", who, AbilityName(cs, e.Card, e.Trigger, e.Later), e.N)
	case EventFizzle:
		return fmt.Sprintf("abilities chained too long: %d waiting abilities fizzle", e.N)
	case EventBattleOver:
		if e.Seat < 0 {
			return "the battle is a draw"
		}
		return fmt.Sprintf("%s wins the battle", who)
	case EventTrophy:
		if e.Seat < 0 {
			return "no trophy: the round's trophy is removed"
		}
		return fmt.Sprintf("%s takes %s", who, plural(e.N, "trophy", "trophies"))
	case EventGameOver:
		if e.Seat < 0 {
			return "the game is a draw"
		}
		return fmt.Sprintf("%s wins the game", who)
	}
	return e.Kind.String()
}

// count writes "1 Apple", "2 Apples", "2 Five Apples".
func count(n int, name string) string {
	if n == 1 || strings.HasSuffix(name, "s") || strings.HasSuffix(name, "ed") {
		return fmt.Sprintf("%d %s", n, name)
	}
	return fmt.Sprintf("%d %ss", n, name)
}

// withArticle writes "an Apple" or "a Pear".
func withArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}

// plural writes "1 die" or "3 dice".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// resourceCount writes "1 Trumpet", "3 Trumpets", "2 Mana".
func resourceCount(n int, r Resource) string {
	if r == ResourceMana {
		return fmt.Sprintf("%d Mana", n)
	}
	return plural(n, "Trumpet", "Trumpets")
}
