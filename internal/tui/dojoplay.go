package tui

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/session"
)

// Dojo's play decision offers every card of the hand on every animal or
// column it may go to, every swap of a Rope and every upgrade of a dojo,
// beside the discard and playing nothing. When that list does not fit an
// 80x24 screen beside both zones it is asked through the two-step menu:
// first the card played ("Rope (swap two animals): 6 swaps"), then the
// play in the game's own words less the card's ("Bear Cub and Eaglet").
// A Rope's swaps too many for one menu are split between entries by their
// first animal ("Rope: Bear Cub … Joey: 9 swaps").

// playNouns name a group's entries by the kind of play, "targets" unless
// listed.
var playNouns = map[string]string{"animal": "columns", "swap": "swaps"}

// playGroups are the first menu's entries for the play decision on v's
// screens and, for each, the indices of the entries it stands for: each
// entry alone, or, byCard, the plays gathered by the card of the hand
// they play (the discard and playing nothing stay as they are), in the
// order of their first entry.
func (u *dojoUI) playGroups(v session.SeatView, entries []dojoChoice, texts []string, byCard bool) ([]menuGroup, [][]int) {
	if !byCard {
		return gather(texts, nil)
	}
	by := func(k int) entryGroup { return u.playGroup(v, entries[k], texts[k]) }
	groups, index := gather(texts, by)
	for i, g := range groups {
		if l := entries[index[i][0]].label; l.Kind == "swap" && !u.menu.fitsUnder(v, g.note, g.texts) {
			parts := u.swapParts(v, u.g.Played(v.Table, v.Seat, l.Action), g, index[i], entries)
			return gather(texts, func(k int) entryGroup {
				e := by(k)
				if part, ok := parts[k]; ok {
					e.key, e.head = e.key+" "+strconv.Itoa(part.n), part.head
				}
				return e
			})
		}
	}
	return groups, index
}

// swapPart is one of the entries a Rope's swaps are split between: its
// number and its text less the count.
type swapPart struct {
	n    int
	head string
}

// swapParts splits the swaps of group g, the entries ks, that play the
// card rope, into parts of whole runs of one first animal, each as long
// as fits a second menu, and returns each entry's part.
func (u *dojoUI) swapParts(v session.SeatView, rope string, g menuGroup, ks []int, entries []dojoChoice) map[int]swapPart {
	first := func(i int) string { f, _, _ := strings.Cut(g.texts[i], " and "); return f }
	slot := func(i int) int { return entries[ks[i]].label.Slots[0] }
	name := u.style().paint(info, rope)
	parts := map[int]swapPart{}
	for n, start := 0, 0; start < len(ks); n++ {
		end := start
		for end < len(ks) {
			next := end + 1
			for next < len(ks) && slot(next) == slot(end) {
				next++
			}
			if end > start && !u.menu.fitsUnder(v, g.note, g.texts[start:next]) {
				break
			}
			end = next
		}
		head := name + ": " + first(start)
		if first(end-1) != first(start) {
			head += " … " + first(end-1)
		}
		for i := start; i < end; i++ {
			parts[ks[i]] = swapPart{n: n, head: head}
		}
		start = end
	}
	return parts
}

// playGroup says where entry e, whose text is text, goes on the two-step
// menu: with the other plays of its card.
func (u *dojoUI) playGroup(v session.SeatView, e dojoChoice, text string) entryGroup {
	if e.discard {
		return entryGroup{}
	}
	name := u.g.Played(v.Table, v.Seat, e.label.Action)
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
	return entryGroup{key: name, head: card, noun: noun, note: fmt.Sprintf("Which play of %s?", card),
		text: playTarget(e.label.Kind, name, text)}
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
