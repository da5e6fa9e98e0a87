// Starts `menagerie serve` for the browser tests: built from the module's
// source into a temporary directory (with the games only tests play when
// asked: the testgames tag), on a free loopback port, with its rooms in a
// temporary --data directory; stop() ends it and removes both.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free loopback port. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Builds the menagerie command from the module's source into dir; returns its path. With
 * testGames it lists the games only tests play (High Card), which no other test's page or
 * screenshot shows.
 */
export function buildMenagerie(dir, { testGames = false } = {}) {
  const bin = join(dir, "menagerie");
  const tags = testGames ? ["-tags", "testgames"] : [];
  execFileSync("go", ["build", ...tags, "-o", bin, "./cmd/menagerie"], { cwd: new URL("../..", import.meta.url).pathname, stdio: "inherit" });
  return bin;
}

/** Builds the server once per process. */
let built = "";
function binary(dir, options) {
  if (!built) built = buildMenagerie(dir, options);
  return built;
}

/**
 * Starts a server (with the games only tests play when testGames is set, and serve's extra flags
 * args); resolves once it answers /healthz.
 */
export async function startServer({ testGames = false, args = [] } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "menagerie-web-"));
  const port = await freePort();
  const bin = binary(dir, { testGames });
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  let proc;
  let serveArgs = args;
  const run = async () => {
    proc = spawn(bin, ["serve", "--addr", `127.0.0.1:${port}`, "--data", join(dir, "data"), ...serveArgs], { stdio: ["ignore", "ignore", "pipe"] });
    proc.stderr.on("data", (b) => { log += b; });
    for (let i = 0; i < 200; i++) {
      try {
        const r = await fetch(`${url}/healthz`);
        if (r.ok) return;
      } catch {
        // not listening yet
      }
      if (proc.exitCode !== null) throw new Error(`menagerie serve exited: ${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`menagerie serve did not answer in 10 s: ${log}`);
  };
  const halt = async () => {
    proc.kill("SIGTERM");
    await new Promise((r) => (proc.exitCode !== null ? r() : proc.once("exit", r)));
  };
  await run();
  return {
    url,
    log: () => log,
    /** The names of a game's cards, every one its built-in card list declares (`menagerie cards GAME --json`). */
    cardNames(game) {
      return JSON.parse(execFileSync(bin, ["cards", game, "--json"], { encoding: "utf8" })).map((c) => c.name);
    },
    /** Stops the server and starts it again on the same port and store, after a pause, with the same arguments or withArgs. */
    async restart(pause = 0, withArgs = serveArgs) {
      await halt();
      serveArgs = withArgs;
      await new Promise((r) => setTimeout(r, pause));
      await run();
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
      built = "";
    },
  };
}
