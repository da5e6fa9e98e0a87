// Package layers states which packages of the module may import which:
// imports point down, from the commands to the registry, the simulator and
// the bots, to the engines and the game contract. Its test checks every
// package of the module against the table.
package layers

import "strings"

// Module is the module's path; imports from outside it are not judged here
// (the engines' purity check judges theirs).
const Module = "menagerie"

// layer is one row of the table: the packages a path pattern names, and
// the module packages they may import. A pattern or an allowed entry
// ending in "/..." covers a package and everything below it; "games/*"
// stands for one game's directory, and "games/$" in an allowed entry for
// the importing package's own game.
type layer struct {
	pattern string
	allowed []string
}

// table is the layering, most specific pattern first.
var table = []layer{
	{"game", nil},
	// A panic of engine or bot code recovered into an error, for every
	// package that runs such code on a goroutine of its own.
	{"panics", nil},
	{"games/internal/...", []string{"game", "games/internal/..."}},
	{"games/*/...", []string{"game", "games/internal/...", "games/$/..."}},
	{"gametest", []string{"game"}},
	{"agent", []string{"game"}},
	{"agent/*bot", []string{"game", "agent", "games/$"}},
	{"session", []string{"game", "agent"}},
	{"sim", []string{"game", "agent", "session", "panics"}},
	{"registry", []string{"game", "games/...", "agent", "agent/..."}},
	{"vec", []string{"game", "agent", "panics"}},
	// The balance lab knows no engine: it reads a game's declared model
	// and card files from its definition; its tests find the games in the
	// registry.
	{"balance", []string{"game", "agent", "session", "sim", "registry", "panics"}},
	{"internal/...", []string{"game", "games/...", "gametest", "agent", "agent/...", "session", "sim", "registry", "panics", "internal/..."}},
	// The engine library for Python serves batches (vec) of games it finds
	// in the registry.
	{"cmd/libmenagerie", []string{"game", "agent", "registry", "vec", "panics"}},
	// The commands reach games through the registry: no engine or bot
	// package, but Card Battle's engine for the battle calculator.
	{"cmd/...", []string{"game", "agent", "session", "sim", "balance", "registry", "panics", "internal/...", "games/cardbattle"}},
}

// Check says why the module package from may not import to (paths inside
// the module, without the module prefix), or returns "" if it may.
func Check(from, to string) string {
	for _, l := range table {
		game, ok := match(l.pattern, from)
		if !ok {
			continue
		}
		for _, a := range l.allowed {
			if _, ok := match(strings.ReplaceAll(a, "$", game), to); ok {
				return ""
			}
		}
		return from + " may not import " + to + " (allowed: " + allowedList(l.allowed) + ")"
	}
	return from + " is in no layer of the table: add it to internal/layers"
}

// match reports whether path is named by pattern, and which game a "*"
// in the pattern stands for.
func match(pattern, path string) (game string, ok bool) {
	if pattern == "..." {
		return "", true
	}
	if before, after, star := strings.Cut(pattern, "*"); star {
		rest, ok := strings.CutPrefix(path, before)
		if !ok {
			return "", false
		}
		name, tail, _ := strings.Cut(rest, "/")
		suffix, _, _ := strings.Cut(after, "/")
		game, ok = strings.CutSuffix(name, suffix)
		if !ok || game == "" || game == "internal" {
			return "", false
		}
		if strings.HasSuffix(after, "/...") {
			return game, true
		}
		return game, tail == "" && !strings.Contains(rest, "/")
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return "", path == base || strings.HasPrefix(path, base+"/")
	}
	return "", path == pattern
}

// allowedList writes the allowed entries for a message.
func allowedList(allowed []string) string {
	if len(allowed) == 0 {
		return "nothing of the module"
	}
	return strings.Join(allowed, ", ")
}
