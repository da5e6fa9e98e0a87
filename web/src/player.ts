// The person's player identity: a key this browser makes (256 random bits in
// hex) and keeps in its storage, registered with a name on the server. The
// key is sent only in the Authorization header; it may be exported and
// imported on another device to be the same player there.
import { useEffect, useState } from "preact/hooks";
import { LobbyError, lobby, type PlayerInfo } from "./api";

const keyItem = "menagerie.key";

/** A key's form as the server takes it: 32 to 128 letters, digits, '-' or '_'. */
const keyForm = /^[A-Za-z0-9_-]{32,128}$/;

/** A new key: 32 random bytes from the browser's generator, in hex. */
export function makeKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(32));
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}

/** This browser's key, "" when it has none. */
export function storedKey(): string {
  try {
    return localStorage.getItem(keyItem) ?? "";
  } catch {
    return "";
  }
}

function storeKey(key: string) {
  localStorage.setItem(keyItem, key);
}

/** The person's player as the server knows it, and what changes it. */
export interface Player {
  /** The registered player, null when this browser's key is not registered (or there is none). */
  me: PlayerInfo | null;
  /** This browser's key, "" when none. */
  key: string;
  /** Registers a name: with this browser's key, or a new one kept once the server takes it. */
  register(name: string): Promise<void>;
  rename(name: string): Promise<void>;
  /** Takes a key exported from another device, once the server says whose it is. */
  importKey(key: string): Promise<void>;
}

/** The person's player: this browser's key, checked with the server when the page opens. */
export function usePlayer(): Player {
  const [key, setKey] = useState(storedKey);
  const [me, setMe] = useState<PlayerInfo | null>(null);
  useEffect(() => {
    if (!key) return;
    lobby.me(key).then(setMe, () => setMe(null));
  }, [key]);
  return {
    me,
    key,
    async register(name: string) {
      const k = key || makeKey();
      setMe(await lobby.register(k, name.trim()));
      storeKey(k);
      setKey(k);
    },
    async rename(name: string) {
      setMe(await lobby.rename(key, name.trim()));
    },
    async importKey(imported: string) {
      const k = imported.trim();
      if (!keyForm.test(k)) {
        throw new LobbyError(400, "a key is 32 to 128 letters, digits, '-' or '_', as the other device exported it");
      }
      try {
        setMe(await lobby.me(k));
      } catch (e) {
        if (e instanceof LobbyError && e.status === 403) throw new LobbyError(403, "no player on this server has that key");
        throw e;
      }
      storeKey(k);
      setKey(k);
    },
  };
}
