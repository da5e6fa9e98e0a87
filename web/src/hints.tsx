// The declared phase hints, each said the first time the person meets its
// decision in this browser (remembered in localStorage, by game and
// phase), and on request after that: a small button shows or hides the
// current phase's ("Help" on a phone, for the turn's line to share the
// round's). On a phone a hint takes one line, itself a button that opens its
// whole text in the page's flow and closes it again.
import { useEffect, useState } from "preact/hooks";
import type { PhaseInfo } from "./api";

/** The storage key remembering that a game's phase hint was shown. */
function shownKey(game: string, phase: string): string {
  return `menagerie.hint.${game}.${phase}`;
}

/** Whether this browser has shown the person the hint of a game's phase; a browser that keeps nothing shows it. */
function shownBefore(game: string, phase: string): boolean {
  try {
    return localStorage.getItem(shownKey(game, phase)) !== null;
  } catch {
    return false;
  }
}

/** Remembers that the hint of a game's phase was shown. */
function rememberShown(game: string, phase: string) {
  try {
    localStorage.setItem(shownKey(game, phase), "shown");
  } catch {
    // A browser that keeps nothing shows the hint again next time.
  }
}

/** The window's width at which the page takes a phone's layout (style.css), the hint one line. */
const phone = "(max-width: 480px)";

/** Whether the window has a phone's width, following its changes. */
function usePhone(): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(phone).matches);
  useEffect(() => {
    const m = matchMedia(phone);
    const follow = () => setNarrow(m.matches);
    follow();
    m.addEventListener("change", follow);
    return () => m.removeEventListener("change", follow);
  }, []);
  return narrow;
}

/**
 * The hint of the decision the person meets: on its own the first time they meet a phase's decision
 * in this browser (mine says the turn is theirs), until their turn is over or goes on to another
 * decision; else the current phase's
 * on request, by a button. A hint counts as shown once it has been on the screen. On a phone the hint
 * is one line, a button that shows its whole text (aria-expanded) until it is tapped again or the
 * hint changes.
 */
export function PhaseHint({ game, phases, phase, mine }: { game: string; phases: PhaseInfo[]; phase: string; mine: boolean }) {
  // The phase whose hint is on the screen, or null.
  const [shown, setShown] = useState<string | null>(null);
  // Whether a phone shows the hint's whole text.
  const [whole, setWhole] = useState(false);
  const narrow = usePhone();
  const hintOf = (id: string | null) => phases.find((p) => p.id === id)?.hint ?? "";
  useEffect(() => {
    if (mine && hintOf(phase) && !shownBefore(game, phase)) setShown(phase);
    else if (!mine) setShown(null);
    else setShown((was) => (was === phase ? was : null)); // another decision of the same turn: the last one's hint goes
  }, [game, phases, phase, mine]);
  const hint = shown === phase ? hintOf(shown) : ""; // never the last decision's, not even until the effect above has run
  useEffect(() => {
    if (hint) rememberShown(game, phase);
    setWhole(false);
  }, [game, hint]);
  if (!hint && !hintOf(phase)) return null;
  return (
    <>
      {hint && (narrow
        ? <button type="button" class="hint-line" id="phase-hint" aria-expanded={whole}
            onClick={() => setWhole(!whole)}><span class={whole ? "hint whole" : "hint"}>{hint}</span></button>
        : <p class="hint" id="phase-hint">{hint}</p>)}
      <button type="button" class="hint-toggle" aria-expanded={!!hint} aria-controls={hint ? "phase-hint" : undefined}
        onClick={() => setShown(hint ? null : phase)}>
        {hint ? "Hide the hint" : narrow ? "Help" : "How does this work?"}
      </button>
    </>
  );
}
