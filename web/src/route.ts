// The page's address: "#/" is the lobby, "#/room/ID" a room's page,
// "#/player/NAME" a player's profile, "#/leaderboard/GAME" a game's
// leaderboard, so that a link is the page's own address and a reload stays
// there.

/** The path after "#", "/" when none. */
export function currentPath(): string {
  return location.hash.replace(/^#/, "") || "/";
}

/** Goes to a path of the client. */
export function go(path: string) {
  location.hash = path;
}

/** A player's profile page. */
export function profilePath(name: string): string {
  return `/player/${encodeURIComponent(name)}`;
}

/** A game's leaderboard page. */
export function leaderboardPath(game: string): string {
  return `/leaderboard/${encodeURIComponent(game)}`;
}
