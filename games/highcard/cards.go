package highcard

import (
	"fmt"

	"menagerie/game"
)

// DeckSize is the number of cards: card c (1 to DeckSize) has rank c.
const DeckSize = 12

// names are the cards' animals, by rank (index 0 is no card).
var names = [DeckSize + 1]string{"-", "Ant", "Bee", "Crab", "Duck", "Eel", "Fox", "Goat", "Hare", "Ibis", "Jackal", "Koala", "Lion"}

// CardName names a card of the deck with its rank, "Fox 6": "-" for none
// (and past the deck), "a hidden card" for one withheld from the receiver.
func CardName(c game.Card) string {
	switch {
	case c == game.Hidden:
		return "a hidden card"
	case c <= 0 || c > DeckSize:
		return "-"
	}
	return fmt.Sprintf("%s %d", names[c], c)
}

// Deck is High Card's one card set; it reads no card files.
type Deck struct{}

// TheDeck is the deck every game plays with.
var TheDeck Deck

// Hash identifies the deck by its cards' names.
func (Deck) Hash() string {
	h := game.NewHasher()
	for c := game.Card(1); c <= DeckSize; c++ {
		for _, b := range []byte(CardName(c)) {
			h.Byte(b)
		}
		h.Byte(0)
	}
	return fmt.Sprintf("%016x", h.Sum())
}

// Title names the set for report headers.
func (Deck) Title() string { return "built-in deck" }

// Summary describes the set in one line.
func (Deck) Summary() string {
	return fmt.Sprintf("built-in deck: %d animals ranked 1 to %d", DeckSize, DeckSize)
}

// CardView is one card as the card list gives it to programs (JSON).
type CardView struct {
	Name  string `json:"name"`
	Power int    `json:"power"`
	Text  string `json:"text"`
}

// listCards lays out the deck: each card's name and rank.
func listCards(game.CardSet, game.Options) (game.CardList, error) {
	t := game.Table{Header: []string{"CARD", "RANK"}}
	views := make([]CardView, 0, DeckSize)
	for c := game.Card(1); c <= DeckSize; c++ {
		t.Rows = append(t.Rows, []string{CardName(c), fmt.Sprint(int(c))})
		views = append(views, CardView{Name: CardName(c), Power: int(c), Text: fmt.Sprintf("Rank %d: it takes a trick from every lower card.", c)})
	}
	return game.CardList{Tables: []game.Table{t}, Footer: fmt.Sprintf("%d cards, one of each\n", DeckSize), JSON: views}, nil
}
