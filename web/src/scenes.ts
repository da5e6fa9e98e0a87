// Scenes: moments of a game the page plays out before it shows what
// follows them (Card Battle's battles). Once an update opens a scene,
// whatever comes with it or after it (the log's lines, the scores, the next
// turn, the game's end) waits until the person has watched the scene or
// skipped it; the page shows the state from before it meanwhile.
import { useRef, useState } from "preact/hooks";
import type { SeatView, Update } from "./protocol";

/** What a server's message brought: the view after its updates, whether the game is over, its returns and its winners. */
export interface Frame { view: SeatView; over: boolean; returns?: number[]; winners?: number[] }

/** A game's scenes, as its view registers them. */
export interface Scenes {
  /** The version of the first update after version watched that opens a scene, or null when none does. */
  opens(updates: Update[], watched: number): number | null;
  /** The version of the update that ends the scene opened at version from, or null while it goes on. */
  ends(updates: Update[], from: number): number | null;
  /** Whether the view asks its seat a choice the scene shows (one made while the scene plays). */
  asks(view: SeatView): boolean;
  /** What the page says of the turn while a scene plays. */
  waiting: string;
  /** The phase the scoreboard names while a scene plays: its declared id, or a title where none is declared. */
  phase: string;
}

/** What a game's view is given while a scene plays. */
export interface Scene {
  /** The version of the update that opened the scene: the page shows what came before it. */
  from: number;
  /** The latest view, for a choice the scene asks for. */
  latest: SeatView;
  /** Marks the updates up to version as watched: what they brought shows. */
  watched(version: number): void;
}

/** The index of the last frame before version held (the last frame when nothing is held). */
function shownIndex(frames: Frame[], held: number | null): number {
  if (held === null) return frames.length - 1;
  let i = frames.length - 1;
  while (i > 0 && frames[i].view.version >= held) i--;
  return i;
}

/**
 * A page's frames and what of them it shows: with scenes, the frame from before the first scene
 * not yet watched, which the scene marks watched once it is over; without, the latest frame.
 * add keeps a new frame, and only the frames a scene may still need; reset starts again.
 */
export function useScenes(scenes: Scenes | undefined, updates: Update[]) {
  const [frames, setFrames] = useState<Frame[]>([]);
  const [watched, setWatched] = useState(-1);
  const held = scenes?.opens(updates, watched) ?? null;
  const heldAt = useRef(held);
  heldAt.current = held;
  const latest = frames[frames.length - 1];
  const frame = frames[shownIndex(frames, held)];
  const scene: Scene | undefined = held !== null && latest ? { from: held, latest: latest.view, watched: setWatched } : undefined;
  return {
    /** The scene that plays (none when nothing is held), the version the page is held at and the frame it shows. */
    scene, held, frame,
    /** watch marks the updates up to version as watched (a replay that jumps there plays no scene before it). */
    watch: setWatched,
    add(f: Frame) {
      setFrames((old) => old.slice(Math.max(0, shownIndex(old, heldAt.current))).concat(f));
    },
    reset() {
      setFrames([]);
      setWatched(-1);
    },
  };
}
