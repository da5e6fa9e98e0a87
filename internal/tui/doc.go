// Package tui is Menagerie's terminal player: people play any registered
// game against bots or each other over a session, each seeing only what
// their seat may know. On a terminal every decision is one screen of at
// most its rows, in colour and boxes, with battles paced step by step;
// through a pipe the same play is plain text, one answer a line. Each game
// adds its panel, status, dialogs and narrator; the screens, pacing,
// menus, selection dialog, hints, team names, saving and resuming are
// shared.
package tui
