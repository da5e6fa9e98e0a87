// Starts `menagerie serve` for the browser tests: built from the module's
// source into a temporary directory, on a free loopback port, with its
// rooms in a temporary --data directory; stop() ends it and removes both.
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

/** Builds the server once per process. */
let built = "";
function binary(dir) {
  if (!built) {
    built = join(dir, "menagerie");
    execFileSync("go", ["build", "-o", built, "./cmd/menagerie"], { cwd: new URL("../..", import.meta.url).pathname, stdio: "inherit" });
  }
  return built;
}

/** Starts a server; resolves once it answers /healthz. */
export async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), "menagerie-web-"));
  const port = await freePort();
  const bin = binary(dir);
  const proc = spawn(bin, ["serve", "--addr", `127.0.0.1:${port}`, "--data", join(dir, "data")], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  proc.stderr.on("data", (b) => { log += b; });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null) throw new Error(`menagerie serve exited: ${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    log: () => log,
    async stop() {
      proc.kill("SIGTERM");
      await new Promise((r) => (proc.exitCode !== null ? r() : proc.once("exit", r)));
      rmSync(dir, { recursive: true, force: true });
      built = "";
    },
  };
}
