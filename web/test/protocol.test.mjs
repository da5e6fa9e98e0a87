// The connection's protocol logic without a browser: src/protocol.ts is
// bundled by esbuild and run against a fake WebSocket, to check what it
// sends on connecting, on a gap, on a stale action and on a dropped
// connection, and what it tells its told.
import { test } from "node:test";
import assert from "node:assert/strict";
import { build } from "esbuild";

const bundled = await build({ entryPoints: ["src/protocol.ts"], bundle: true, format: "esm", write: false, logLevel: "silent" });
const { Connection } = await import(`data:text/javascript,${encodeURIComponent(bundled.outputFiles[0].text)}`);

/** A WebSocket that records what is sent and lets the test play the server. */
class FakeSocket {
  static OPEN = 1;
  static all = [];
  readyState = 0;
  sent = [];
  constructor(url) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data) { this.sent.push(JSON.parse(data)); }
  close() { this.readyState = 3; }
  open() { this.readyState = 1; this.onopen(); }
  receive(m) { this.onmessage({ data: JSON.stringify(m) }); }
  drop(code = 1006) { this.readyState = 3; this.onclose({ code }); }
}

/** Timers the test runs by hand. */
const timers = [];
globalThis.WebSocket = FakeSocket;
globalThis.location = { protocol: "http:", host: "127.0.0.1:8080" };
globalThis.window = { setTimeout: (f, ms) => timers.push({ f, ms }) };

/** A connection whose page records what it is told. */
function connect(token) {
  const told = { states: [], updates: [], errors: [], status: [] };
  const c = new Connection("abc", token, {
    state: (v, over, result) => told.states.push({ version: v.version, over, ...(over ? result : {}) }),
    updates: (us, live) => told.updates.push({ versions: us.map((u) => u.version), live }),
    error: (code) => told.errors.push(code),
    status: (s) => told.status.push(s),
  });
  c.open();
  return { c, told, ws: FakeSocket.all[FakeSocket.all.length - 1] };
}

const update = (version) => ({ version, actor: 0, events: [], texts: [] });
/** An update message: the updates at the given versions and the view at the last version (or at view). */
const updateMessage = (versions, view = versions.at(-1)) => ({
  type: "update", version: view, schema: 1, updates: versions.map(update),
  view: { version: view, seat: 0, to_act: 0, observation: {} },
});
const upTo = (n) => [...Array(n + 1).keys()];

test("connecting says hello with the token in protocol version 2 and syncs from the start", () => {
  const { ws, told } = connect("t0k3n");
  assert.equal(ws.url, "ws://127.0.0.1:8080/api/rooms/abc/play");
  ws.open();
  assert.deepEqual(ws.sent, [{ type: "hello", token: "t0k3n", protocol: 2 }, { type: "sync", from: 0 }]);
  // hello's view comes before the history: it waits for the sync's.
  ws.receive(updateMessage([], 3));
  assert.deepEqual(told.states, []);
  assert.equal(ws.sent.length, 2, "no second sync while one is on its way");
  ws.receive(updateMessage(upTo(3)));
  assert.deepEqual(told.updates, [{ versions: [0, 1, 2, 3], live: false }]);
  assert.deepEqual(told.states, [{ version: 3, over: false }]);
  // Later updates are live, told before their view; one already had is not told twice.
  ws.receive(updateMessage([3, 4]));
  assert.deepEqual(told.updates[1], { versions: [4], live: true });
  assert.deepEqual(told.states[1], { version: 4, over: false });
});

test("a gap in the versions asks for what was missed", () => {
  const { ws, told } = connect(null);
  ws.open();
  assert.deepEqual(ws.sent[0], { type: "hello", protocol: 2 });
  ws.receive(updateMessage(upTo(2)));
  ws.sent.length = 0;
  ws.receive(updateMessage([4, 5]));
  assert.deepEqual(ws.sent, [{ type: "sync", from: 2 }]);
  assert.equal(told.updates.length, 1, "nothing after the gap is told before the gap is filled");
  assert.equal(told.states.length, 1, "no view after the gap is shown before the gap is filled");
  ws.receive(updateMessage([3, 4, 5]));
  assert.deepEqual(told.updates[1], { versions: [3, 4, 5], live: true });
  assert.deepEqual(told.states[1], { version: 5, over: false });
});

test("an action is sent at the state's version; a stale one syncs", () => {
  const { c, ws, told } = connect("t");
  ws.open();
  ws.receive(updateMessage(upTo(7)));
  ws.sent.length = 0;
  assert.equal(c.act(42), true);
  assert.deepEqual(ws.sent, [{ type: "act", version: 7, action: 42 }]);
  ws.receive({ type: "error", version: 8, code: "stale", message: "moved on" });
  assert.deepEqual(ws.sent[1], { type: "sync", from: 7 });
  assert.deepEqual(told.errors, ["stale"]);
});

test("a dropped connection says so and reconnects, waiting longer each time", () => {
  timers.length = 0;
  const { ws, told } = connect("t");
  ws.open();
  ws.receive(updateMessage(upTo(1)));
  ws.drop();
  assert.equal(told.status.at(-1), "reconnecting");
  assert.equal(timers.length, 1);
  const first = timers[0].ms;
  timers.shift().f();
  const again = FakeSocket.all.at(-1);
  assert.notEqual(again, ws);
  again.drop(); // refused again
  assert.ok(timers[0].ms > first, `the second wait (${timers[0].ms} ms) is longer than the first (${first} ms)`);
  timers.shift().f();
  const third = FakeSocket.all.at(-1);
  third.open();
  assert.equal(told.status.at(-1), "open");
  assert.deepEqual(third.sent, [{ type: "hello", token: "t", protocol: 2 }, { type: "sync", from: 1 }], "it syncs from the last version it has");
});

test("a seat taken by a newer connection stops reconnecting and says why", () => {
  timers.length = 0;
  const { ws, told } = connect("t");
  ws.open();
  ws.drop(4409);
  assert.equal(told.status.at(-1), "closed");
  assert.deepEqual(told.errors, ["seat_taken"]);
  assert.equal(timers.length, 0, "no reconnection is planned");
});

test("an internal error ends the connection for good: the game cannot go on", () => {
  timers.length = 0;
  const { ws, told } = connect(null);
  ws.open();
  ws.receive({ type: "error", version: 4, code: "internal", message: "the game stopped on an internal error at version 4" });
  assert.deepEqual(told.errors, ["internal"]);
  assert.equal(told.status.at(-1), "closed");
  ws.drop(); // the server closes it
  assert.equal(timers.length, 0, "no reconnection is planned");
});

test("a closed room ends the connection for good: its challenge was not taken", () => {
  timers.length = 0;
  const { ws, told } = connect("t0k3n");
  ws.open();
  ws.receive({ type: "error", version: 0, code: "closed", message: "the challenge was declined" });
  assert.deepEqual(told.errors, ["closed"]);
  assert.equal(told.status.at(-1), "closed");
  ws.drop(4410); // the server closes it
  assert.equal(timers.length, 0, "no reconnection is planned");
});

test("the close code of a closed room alone ends the connection for good", () => {
  timers.length = 0;
  const { ws, told } = connect("t0k3n");
  ws.open();
  ws.drop(4410);
  assert.equal(told.status.at(-1), "closed");
  assert.equal(timers.length, 0, "no reconnection is planned");
});

test("the game's end tells the page the winners the server sent beside the returns", () => {
  const { ws, told } = connect("t0k3n");
  ws.open();
  ws.receive({ ...updateMessage(upTo(2)), over: true, returns: [0, 0], winners: [] });
  assert.deepEqual(told.states, [{ version: 2, over: true, returns: [0, 0], winners: [], forfeits: [] }]);
});
