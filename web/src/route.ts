// The page's address: "#/" is the lobby, "#/room/ID" a room's page, so
// that a room's link is the page's own address and a reload stays there.

/** The path after "#", "/" when none. */
export function currentPath(): string {
  return location.hash.replace(/^#/, "") || "/";
}

/** Goes to a path of the client. */
export function go(path: string) {
  location.hash = path;
}
