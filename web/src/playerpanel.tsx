// The lobby's player panel: register a name (the browser makes the key),
// rename, export the key (shown to copy, or as a file) and import one from
// another device. The server's refusals are shown beside their field.
import { useState } from "preact/hooks";
import { ChallengeList } from "./challenges";
import type { Player } from "./player";
import { useTitles } from "./profile";
import { profilePath } from "./route";

/** A field's error as the server or the page said it, and the action that sets it. */
function useFieldError(): [string, (f: () => Promise<void>) => Promise<boolean>] {
  const [error, setError] = useState("");
  const run = async (f: () => Promise<void>) => {
    setError("");
    try {
      await f();
      return true;
    } catch (e) {
      setError((e as Error).message);
      return false;
    }
  };
  return [error, run];
}

/** A text field with its label and, beside it, its error. */
function Field({ id, label, value, onInput, error, autoComplete = "off" }: {
  id: string; label: string; value: string; onInput: (v: string) => void; error: string; autoComplete?: string;
}) {
  return (
    <span class="field">
      <label for={id}>{label}</label>
      <input id={id} type="text" maxLength={128} autoComplete={autoComplete} value={value}
        aria-invalid={error ? "true" : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)} />
      {error && <span id={`${id}-error`} role="alert" class="error">{error}</span>}
    </span>
  );
}

/** The panel: registration for a newcomer, the player's name, key and profile for a registered one. */
export function PlayerPanel({ player }: { player: Player }) {
  return (
    <section aria-labelledby="player-h" class="panel">
      <h2 id="player-h">Your player</h2>
      {player.me ? <Registered key={player.key} player={player} /> : <Register player={player} />}
      <ImportKey player={player} />
    </section>
  );
}

function Register({ player }: { player: Player }) {
  const [name, setName] = useState("");
  const [error, run] = useFieldError();
  const submit = (e: Event) => {
    e.preventDefault();
    run(() => player.register(name));
  };
  return (
    <>
      <p class="muted">A name for rated games, a profile and the leaderboards: no password or e-mail. This browser makes a key and keeps it; export it to play as the same player elsewhere.</p>
      <form onSubmit={submit} class="inline">
        <Field id="player-name" label="Player name" value={name} onInput={setName} error={error} autoComplete="nickname" />
        <button type="submit">Register</button>
      </form>
    </>
  );
}

function Registered({ player }: { player: Player }) {
  const me = player.me!;
  const [name, setName] = useState(me.name);
  const [error, run] = useFieldError();
  const [shown, setShown] = useState(false);
  const title = useTitles();
  const rename = (e: Event) => {
    e.preventDefault();
    run(() => player.rename(name));
  };
  // The key as a file: a blob's address names no key.
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${player.key}\n`], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `menagerie-key-${me.name.replace(/[^A-Za-z0-9_-]+/g, "_")}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <p>You play as <a href={`#${profilePath(me.name)}`}><strong>{me.name}</strong></a>{me.bot && " (bot)"}: your profile and ratings.</p>
      <form onSubmit={rename} class="inline">
        <Field id="rename" label="New name" value={name} onInput={setName} error={error} />
        <button type="submit">Rename</button>
      </form>
      <details onToggle={(e) => setShown((e.target as HTMLDetailsElement).open)}>
        <summary>Export your key</summary>
        <p class="muted">Whoever has this key plays as you: keep it to yourself. Import it on another device to be the same player there.</p>
        {shown && (
          <p class="row">
            <label for="export-key">Your key</label>
            <input id="export-key" type="text" readOnly value={player.key} onFocus={(e) => (e.target as HTMLInputElement).select()} />
            <button type="button" onClick={download}>Download it as a file</button>
          </p>
        )}
      </details>
      <ChallengeList playerKey={player.key} title={title} />
    </>
  );
}

function ImportKey({ player }: { player: Player }) {
  const [key, setKey] = useState("");
  const [error, run] = useFieldError();
  const submit = async (e: Event) => {
    e.preventDefault();
    if (await run(() => player.importKey(key))) setKey("");
  };
  const fromFile = async (e: Event) => {
    const f = (e.target as HTMLInputElement).files?.[0];
    if (f) setKey((await f.slice(0, 1024).text()).trim());
  };
  return (
    <details>
      <summary>Import a key from another device</summary>
      {player.me && <p class="muted">It replaces this browser's key: export that one first to play as {player.me.name} again.</p>}
      <form onSubmit={submit}>
        <p class="inline">
          <Field id="import-key" label="Key" value={key} onInput={setKey} error={error} />
          <button type="submit">Use this key</button>
        </p>
        <p class="row">
          <label for="import-file">or its file</label>
          <input id="import-file" type="file" accept=".txt,text/plain" onChange={fromFile} />
        </p>
      </form>
    </details>
  );
}
