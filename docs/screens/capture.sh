#!/usr/bin/env bash
# Makes the README's screenshots again: plays each game in an 80x24 tmux
# window, answering as a player would, captures the screen with its colours
# (NAME.ans) and draws it as NAME.svg with cmd/termshot.
#
#   bash docs/screens/capture.sh          # every screenshot
#   bash docs/screens/capture.sh dojo-    # the screenshots whose name starts with dojo-
#
# Needs tmux and Go. The games have fixed seeds, so the screens come out the
# same each time, but for the seconds a timed exercise has left.
set -euo pipefail

cd "$(dirname "$0")/../.."
out=docs/screens
only=${1:-}
work=$(mktemp -d)
socket=menagerie-screens-$$
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

go build -o "$work/menagerie" ./cmd/menagerie
go build -o "$work/termshot" ./cmd/termshot

# start SESSION ARGS...: runs menagerie ARGS in a new 80x24 window, with a
# memory of hints of its own (so the first hints show as in a first game).
start() {
	local s=$1
	shift
	mkdir -p "$work/$s"
	tmux -L "$socket" new-session -d -s "$s" -x 80 -y 24 -c "$work/$s" \
		"env XDG_CONFIG_HOME=$work/$s TERM=xterm-256color $work/menagerie $*; sleep 600"
}

# lastline SESSION: the last line of the screen that is not empty.
lastline() {
	tmux -L "$socket" capture-pane -p -t "$1" | sed '/^$/d' | tail -n 1
}

# prompt SESSION: waits (up to 20 s) for a prompt (a last line ending in
# ">"), pressing Enter at each page ("Enter: ...") on the way.
prompt() {
	local s=$1 line
	for _ in $(seq 200); do
		line=$(lastline "$s")
		case $line in
		Enter:*) tmux -L "$socket" send-keys -t "$s" Enter ;;
		*">") return 0 ;;
		esac
		sleep 0.1
	done
	echo "capture.sh: $s: no prompt; the screen ends with: $line" >&2
	exit 1
}

# answer SESSION ANSWERS...: types each answer at the next prompt.
answer() {
	local s=$1 a
	shift
	for a in "$@"; do
		prompt "$s"
		tmux -L "$socket" send-keys -t "$s" -l "$a"
		tmux -L "$socket" send-keys -t "$s" Enter
		sleep 0.2
	done
}

# waitfor SESSION TEXT: waits (up to 20 s) until the screen shows TEXT.
waitfor() {
	local s=$1 text=$2
	for _ in $(seq 200); do
		if tmux -L "$socket" capture-pane -p -t "$s" | grep -qF -- "$text"; then
			return 0
		fi
		sleep 0.1
	done
	echo "capture.sh: $s: the screen never showed \"$text\"" >&2
	exit 1
}

# shot SESSION NAME TITLE: captures the screen as NAME.ans and NAME.svg.
shot() {
	tmux -L "$socket" capture-pane -p -e -t "$1" >"$out/$2.ans"
	"$work/termshot" -title "$3" "$out/$2.ans" "$out/$2.svg"
	echo "$out/$2.svg"
}

# wanted NAME: whether NAME is asked for.
wanted() { [[ $1 == "$only"* ]]; }

if wanted cardbattle-shop; then
	# Round 2's shop: a third Swan in the shop makes a Triple.
	args="play cardbattle --seed 2 --fast"
	start shop "$args"
	answer shop 1 3 1 1 ok 1 2
	prompt shop
	shot shop cardbattle-shop "menagerie $args"
fi

if wanted cardbattle-deck || wanted cardbattle-battle; then
	# Round 1's Battle Prep: a card moved, then the best order found; then
	# the battle one step at a time.
	args="play cardbattle --seed 2"
	start deck "$args"
	answer deck 1 3 1 1 "m 1 4" best
	prompt deck
	wanted cardbattle-deck && shot deck cardbattle-deck "menagerie $args"
	tmux -L "$socket" send-keys -t deck -l ok
	tmux -L "$socket" send-keys -t deck Enter
	waitfor deck "Enter: next step"
	tmux -L "$socket" send-keys -t deck Enter
	sleep 0.5
	waitfor deck "P1 plays Apple"
	wanted cardbattle-battle && shot deck cardbattle-battle "menagerie $args"
fi

if wanted tableau-; then
	# Round 2: a stack sold to make room, then where the new one goes;
	# round 3's first draft, with five stacks in the tableau.
	args="play tableau --seed 3 --no-hints"
	start tableau "$args"
	answer tableau 1 5 2 6 1 2 6 1 3 7 1 6 1 5 7 4 7 1 6 2 1 1
	prompt tableau
	waitfor tableau "new stack in slot 5 (front)"
	wanted tableau-place && shot tableau tableau-place "menagerie $args"
	answer tableau 5 1 2 2
	prompt tableau
	waitfor tableau "Round 3 of 6"
	wanted tableau-draft && shot tableau tableau-draft "menagerie $args"
fi

if wanted dojo-; then
	# Turn 2's exercise, measured in seconds, with its clock and countdown;
	# then turn 8's attacks, by attacker (an attack takes two answers: the
	# attacker, then the target).
	args="play dojo --seed 3 --no-hints --rules exercise=timed"
	start dojo "$args"
	answer dojo 1 1 1 1 1 1 1 2 2
	waitfor dojo "clock: 4 of 10 seconds"
	wanted dojo-exercise && shot dojo dojo-exercise "menagerie $args"
	answer dojo 1 1 1 1 1 1 1 1 1 1
	prompt dojo
	waitfor dojo "turn 8, attack"
	wanted dojo-attack && shot dojo dojo-attack "menagerie $args"
fi
