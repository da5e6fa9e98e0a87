package cardbattle

import (
	"strconv"
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
	// Faces are a rocks event's dice, two bits a die, the first die in
	// the lowest bits (faces.go).
	Faces    uint32
	Target   int
	Trigger  Trigger
	Resource Resource // gain, pay
	Later    bool
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
	who := "P" + strconv.Itoa(e.Seat+1)
	name := cs.Name(e.Card)
	switch e.Kind {
	case EventShopOpens:
		return "round " + strconv.Itoa(e.Round) + ": the shop opens"
	case EventBuy:
		return who + " buys " + name + " from display slot " + strconv.Itoa(e.N)
	case EventBuyBlind:
		return who + " buys " + name + " from the top of the shop deck"
	case EventSell:
		return who + " sells " + name + " for " + withArticle(cs.Name(cs.payment))
	case EventTriple:
		return who + " triples " + name + ", " + cs.Name(e.Card2) + " and " + cs.Name(e.Card3)
	case EventPass:
		return who + " passes"
	case EventAddHand:
		return who + " adds " + count(e.N, name) + " to their hand"
	case EventRefreshGold:
		return who + " refreshes " + strconv.Itoa(e.N) + " gold"
	case EventBattleStarts:
		return "round " + strconv.Itoa(e.Round) + " battle, P" + strconv.Itoa(e.Seat+1) + " against P" + strconv.Itoa(e.Target+1) + ": " + who + " is First Player"
	case EventPlayFood:
		return who + " plays " + name
	case EventPerkReplaced:
		return who + "'s " + cs.Name(e.Card2) + " replaces " + name + ", which goes to the fainted pile"
	case EventPlayPet:
		if e.Card2 != 0 {
			return who + " plays " + name + " (power " + strconv.Itoa(e.N) + ", perk " + cs.Name(e.Card2) + ")"
		}
		return who + " plays " + name + " (power " + strconv.Itoa(e.N) + ")"
	case EventAbility:
		if e.Later {
			return who + "'s set-aside " + name + " acts"
		}
		return who + "'s " + name + ": " + e.Trigger.String() + " ability"
	case EventRocks:
		return plural(e.Dice, "rock die rolls", "rock dice roll") + " " + strconv.Itoa(e.N) + " at " + who + "'s " + name + " (" + strconv.Itoa(e.Damage) + " damage, power " + strconv.Itoa(e.Power) + ")"
	case EventAttack:
		return "attack: P" + strconv.Itoa(e.Seat+1) + "'s " + name + " takes " + strconv.Itoa(e.N) + " (" + strconv.Itoa(e.Damage) + " damage, power " + strconv.Itoa(e.Power) + "), P" + strconv.Itoa(e.Target+1) + "'s " + cs.Name(e.Card2) + " takes " + strconv.Itoa(e.N2) + " (" + strconv.Itoa(e.Damage2) + " damage, power " + strconv.Itoa(e.Power2) + ")"
	case EventFaint:
		return who + "'s " + name + " faints"
	case EventSetAside:
		return who + "'s " + name + " is set aside until their next pet"
	case EventAddDeck:
		return who + " puts " + count(e.N, name) + " on top of P" + strconv.Itoa(e.Target+1) + "'s deck"
	case EventEat:
		return who + "'s " + name + " eats " + count(e.N, cs.Name(e.Card2)) + " (power " + strconv.Itoa(e.Power) + ")"
	case EventNoGain:
		return who + "'s " + name + " has fainted and gains nothing"
	case EventHeal:
		return who + "'s " + name + " heals " + strconv.Itoa(e.N) + " damage (" + strconv.Itoa(e.Damage) + " damage, power " + strconv.Itoa(e.Power) + ")"
	case EventStrip:
		return who + "'s " + name + " throws away " + strconv.Itoa(e.N) + " power of Apples (" + strconv.Itoa(e.Damage) + " damage, power " + strconv.Itoa(e.Power) + ")"
	case EventStalemate:
		return "after " + strconv.Itoa(e.N) + " attacks in a row both pets faint"
	case EventGain:
		return who + " gains " + resourceCount(e.N, e.Resource)
	case EventPay:
		return who + " pays " + resourceCount(e.N, e.Resource)
	case EventAilment:
		return who + "'s " + name + " gets " + count(e.N, cs.Name(e.Card2))
	case EventReveal:
		return who + " reveals " + name + " for the sale"
	case EventKeep:
		return who + " keeps " + name
	case EventPlace:
		return who + " places " + name + " next in their deck"
	case EventChoose:
		return who + " chooses to resolve " + AbilityName(cs, e.Card, e.Trigger, e.Later) + " next (of " + strconv.Itoa(e.N) + " waiting)"
	case EventFizzle:
		return "abilities chained too long: " + strconv.Itoa(e.N) + " waiting abilities fizzle"
	case EventBattleOver:
		if e.Seat < 0 {
			return "the battle is a draw"
		}
		return who + " wins the battle"
	case EventTrophy:
		if e.Seat < 0 {
			return "no trophy: the round's trophy is removed"
		}
		return who + " takes " + plural(e.N, "trophy", "trophies")
	case EventGameOver:
		if e.Seat < 0 {
			return "the game is a draw"
		}
		return who + " wins the game"
	}
	return e.Kind.String()
}

// count writes "1 Apple", "2 Apples", "2 Five Apples".
func count(n int, name string) string {
	if n == 1 || strings.HasSuffix(name, "s") || strings.HasSuffix(name, "ed") {
		return strconv.Itoa(n) + " " + name
	}
	return strconv.Itoa(n) + " " + name + "s"
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
	return strconv.Itoa(n) + " " + many
}

// resourceCount writes "1 Trumpet", "3 Trumpets", "2 Mana".
func resourceCount(n int, r Resource) string {
	if r == ResourceMana {
		return strconv.Itoa(n) + " Mana"
	}
	return plural(n, "Trumpet", "Trumpets")
}
