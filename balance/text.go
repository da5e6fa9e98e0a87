package balance

import (
	"fmt"
	"io"
	"strings"
)

// maxSummaryCards is the most flagged cards the text summary lists.
const maxSummaryCards = 15

// WriteSummary prints a short summary: per player count the seats', the
// First Player's and the bot levels' win rates, the game length and the
// flagged cards.
func (r *Report) WriteSummary(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games per player count", r.Game, r.Games)
	if r.Planned > 0 {
		fmt.Fprintf(&b, " (of %d planned)", r.Planned)
	}
	fmt.Fprintf(&b, ", seed %d, bots %s\n", r.Seed, strings.Join(r.Levels, ", "))
	for _, s := range r.Sections {
		fmt.Fprintf(&b, "\n%d players, %s:\n", s.Players, s.CardSet)
		b.WriteString("  seats:")
		for i, f := range s.Seats {
			fmt.Fprintf(&b, " P%d %s", i+1, seatText(f))
			if s.Changes != nil && s.Changes.Seats[i] != nil {
				fmt.Fprintf(&b, " [%s]", formatChange(s.Changes.Seats[i]))
			}
		}
		fmt.Fprintf(&b, "; First Player %s\n", seatText(s.First))
		if later := s.LaterPlaces(); len(later) > 0 {
			b.WriteString("  turn order from the First Player:")
			for k, f := range later {
				fmt.Fprintf(&b, " place %d %s", k+2, seatText(f))
			}
			b.WriteString("\n")
		}
		if len(s.Levels) > 1 {
			b.WriteString("  bots:")
			for _, l := range s.Levels {
				fmt.Fprintf(&b, " %s %s;", l.Bot, formatRate(l.All))
			}
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "  length: %.1f actions (sd %.1f, %d to %d), %.1f rounds\n",
			s.Length.Actions.Mean, s.Length.Actions.SD, s.Length.Actions.Min, s.Length.Actions.Max, s.Length.Rounds.Mean)
		if len(s.Length.Longest) > 0 {
			g := s.Length.Longest[0]
			fmt.Fprintf(&b, "  longest: game %d (seed %d), %d actions; its events named %s\n", g.Game+1, g.Seed, g.Actions, causesText(g.Causes))
		}
		var flagged []*CardFigure
		effects := 0
		for _, c := range s.Cards {
			if len(c.Flags) > 0 {
				flagged = append(flagged, c)
			}
			if c.Deciding() != nil {
				effects++
			}
		}
		fmt.Fprintf(&b, "  cards: %d, %d flagged (takers' win rate outside %.0f-%.0f%%", len(s.Cards), len(flagged), 100*s.Bands.Picked[0], 100*s.Bands.Picked[1])
		if effects > 0 {
			fmt.Fprintf(&b, ", or effect of %d counterfactuals outside %+.0f to %+.0f points with %d turned pairs or more",
				effects, 100*s.Bands.Effect[0], 100*s.Bands.Effect[1], MinDiscordant)
		}
		b.WriteString(")\n")
		for i, c := range byPickedWin(flagged) {
			if i == maxSummaryCards {
				fmt.Fprintf(&b, "    ... and %d more\n", len(flagged)-i)
				break
			}
			fmt.Fprintf(&b, "    %s: takers win %s", c.Name, formatRate(c.PickedWin))
			if e := c.Deciding(); e != nil {
				fmt.Fprintf(&b, ", effect %+.1f points (%+.1f to %+.1f, %d takers, %d turned)", 100*e.Effect, 100*e.CI95[0], 100*e.CI95[1], e.Takers, e.Discordant)
			}
			fmt.Fprintf(&b, ": %s\n", strings.Join(c.Flags, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// causesText lists a long game's causes: "Blowfish 812 times, Chili 640
// times".
func causesText(causes []CardTally) string {
	if len(causes) == 0 {
		return "no card"
	}
	parts := make([]string, len(causes))
	for i, c := range causes {
		parts[i] = fmt.Sprintf("%s %d times", c.Card, c.Events)
	}
	return strings.Join(parts, ", ")
}

// seatText is a seat's rate, marked when flagged.
func seatText(f SeatFigure) string {
	if f.Flag != "" {
		return formatRate(f.Rate) + " " + strings.ToUpper(f.Flag)
	}
	return formatRate(f.Rate)
}
