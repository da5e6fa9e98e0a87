package dojo

import (
	"fmt"
	"strconv"
	"strings"

	"menagerie/game"
)

// CardView is one card as the card list gives it to programs (JSON).
type CardView struct {
	Name     string `json:"name"`
	Set      string `json:"set"`
	Kind     string `json:"kind"`
	Animal   string `json:"animal,omitempty"`
	Level    int    `json:"level,omitempty"`
	Health   int    `json:"health,omitempty"`
	Damage   int    `json:"damage,omitempty"`
	Strong   string `json:"strong,omitempty"`
	Weak     string `json:"weak,omitempty"`
	Exercise string `json:"exercise,omitempty"`
	Amount   int    `json:"amount,omitempty"`
	Unit     string `json:"unit,omitempty"`
	// Seated is the exercise's alternative for players who cannot do
	// it standing.
	Seated   string `json:"seated,omitempty"`
	Effect   string `json:"effect,omitempty"`
	Value    int    `json:"value,omitempty"`
	Stay     bool   `json:"stay"`
	Response bool   `json:"response"`
	Copies   int    `json:"copies"`
	Source   string `json:"source"`
	Text     string `json:"text"`
	// Icon is the icon the card file names for the card's art (an
	// animal's for its level cards), if any.
	Icon string `json:"icon,omitempty"`
}

// listCards lays out a card set (without one, the built-in starter set):
// the animal families, then the dojos, health and item cards.
func listCards(cards game.CardSet, _ game.Options) (game.CardList, error) {
	set := Starter()
	if s, ok := cards.(*CardSet); ok && s != nil {
		set = s
	}
	families := game.Table{Header: []string{"ANIMAL", "LEVEL 1/2/3", "ARCH", "HEALTH", "DAMAGE", "STRONG", "WEAK", "EXERCISE"}}
	for _, f := range set.Families {
		names := make([]string, len(f.Cards))
		for i, id := range f.Cards {
			names[i] = set.Name(id)
		}
		families.Rows = append(families.Rows, []string{f.Name, strings.Join(names, " / "), orDash(f.Archetype),
			slash(f.Health), slash(f.Damage), orDash(set.familyName(f.Strong)), orDash(set.familyName(f.Weak)),
			f.Exercise.Name + " " + slash(f.Exercise.Amount) + " " + f.Exercise.Unit})
	}
	others := game.Table{Header: []string{"CARD", "KIND", "EFFECT", "COPIES", "STAY", "RESPONSE", "SOURCE", "TEXT"}}
	var views []CardView
	for _, id := range set.IDs() {
		c := set.Card(id)
		v := CardView{Name: c.Name, Set: set.Set, Kind: c.Kind.String(), Stay: c.Stay, Response: c.Response,
			Copies: c.Copies, Source: c.Source, Text: c.Text, Icon: c.Icon}
		if c.IsAnimal() {
			f := &set.Families[c.Family]
			v.Animal, v.Level, v.Health, v.Damage = f.Name, c.Level, f.Health[c.Level-1], f.Damage[c.Level-1]
			v.Strong, v.Weak = set.familyName(f.Strong), set.familyName(f.Weak)
			v.Exercise, v.Amount, v.Unit, v.Seated = f.Exercise.Name, f.Exercise.Amount[c.Level-1], f.Exercise.Unit, f.Exercise.Seated
			views = append(views, v)
			continue
		}
		effect := "upgrade"
		if c.Effect != EffectNone {
			v.Effect, v.Value = c.Effect.String(), c.Amount
			effect = c.Effect.String()
			if c.Amount > 0 {
				effect += " " + strconv.Itoa(c.Amount)
			}
		}
		views = append(views, v)
		others.Rows = append(others.Rows, []string{c.Name, c.Kind.String(), effect, strconv.Itoa(c.Copies),
			yesNo(c.Stay), yesNo(c.Response), c.Source, c.Text})
	}
	animals, count := set.counts()
	footer := fmt.Sprintf("%s: %d animals in %d families, %d other cards; a deck of %d cards\n",
		set.Set, animals, len(set.Families), count, set.DeckSize())
	return game.CardList{Tables: []game.Table{families, others}, Footer: footer, JSON: views}, nil
}

// familyName returns the name of family f, or "" for none (-1).
func (cs *CardSet) familyName(f int) string {
	if f < 0 {
		return ""
	}
	return cs.Families[f].Name
}

func slash(v [MaxLevel]int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, "/")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "-"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
