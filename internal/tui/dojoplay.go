package tui

import (
	"fmt"
	"strings"

	"menagerie/games/dojo"
)

// Dojo's play decision offers every card of the hand on every animal or
// column it may go to, every swap of a Rope and every upgrade of a dojo,
// beside the discard and playing nothing. When that list does not fit an
// 80x24 screen beside both zones it is asked through the two-step menu:
// first the card played ("Rope (swap two animals): 6 swaps"), then the
// play in the game's own words less the card's ("Bear Cub and Eaglet").

// playNouns name a group's entries by the kind of play, "targets" unless
// listed.
var playNouns = map[string]string{"animal": "columns", "swap": "swaps"}

// playGroups are the first menu's entries for the play decision and, for
// each, the indices of the entries it stands for: each entry alone, or,
// byCard, the plays gathered by the card of the hand they play (the
// discard and playing nothing stay as they are), in the order of their
// first entry.
func (u *dojoUI) playGroups(o *dojo.Observation, entries []dojoChoice, texts []string, byCard bool) ([]menuGroup, [][]int) {
	if !byCard {
		return gather(texts, nil)
	}
	return gather(texts, func(k int) entryGroup {
		e := entries[k]
		if e.discard {
			return entryGroup{}
		}
		name := u.g.Played(o, e.label.Action)
		if e.label.Kind == "animal" && len(e.label.Cards) == 1 {
			name = u.g.CardName(e.label.Cards[0])
		}
		id, ok := u.cs.Lookup(name)
		if name == "" || !ok {
			return entryGroup{}
		}
		card := u.style().paint(info, name) + " (" + u.cs.CardBrief(id) + ")"
		noun := playNouns[e.label.Kind]
		if noun == "" {
			noun = "targets"
		}
		return entryGroup{key: name, head: card, noun: noun, note: fmt.Sprintf("Which play of %s?", card), text: playTarget(e.label.Kind, name, texts[k])}
	})
}

// playTarget is the text of a play of the card name, of kind, without the
// words that name the card: the animal, column or swap it makes.
func playTarget(kind, name, text string) string {
	prefix := map[string]string{"play": "play " + name + " on ", "animal": "add " + name + " to ",
		"swap": name + ": swap ", "dojo": "dojo: upgrade "}[kind]
	if rest, ok := strings.CutPrefix(text, prefix); ok && prefix != "" {
		return rest
	}
	return text
}
