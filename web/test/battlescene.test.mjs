// Card Battle's battles as scenes in a real browser: each round's battle
// is a screen of its own before the next shop, and nothing on the page
// tells a battle's result before its scene has shown it (the page is
// watched at every change of its DOM, through a whole game of two players,
// one of four and one of six); the scene's speed, pause, step and skip,
// with each pet in front showing on its card the damage it has taken and
// each pet in its piles its power (a fainted one its damage too); rock
// dice drawn with their faces;
// axe-core on the scene; a run that prefers reduced motion; a strip of one
// battle's frames for the README.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serverAndBrowser, axeViolations, movingIn, personAt } from "./browser.mjs";
import { canAct, clickFirst, newNotes, over, sceneOf, takeTurn } from "./player.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

const shared = serverAndBrowser();

/**
 * Watches the page at every change of its DOM (a MutationObserver, set up
 * before the page's script runs) and notes in window.watched: the screens
 * in the order they came ("scene 2", "shop 3"), each battle result the
 * scene showed and the trophies it gave, and every moment the page told
 * more than the scenes had shown: a battle's result in the log, trophies
 * on the scoreboard, the game's end, or inside a scene, its result or the
 * words of one before its battle's last step.
 */
function watchResults() {
  const w = { screens: [], results: {}, early: [] };
  window.watched = w;
  const count = (sel, re) => [...document.querySelectorAll(sel)].filter((e) => re.test(e.textContent)).length;
  const check = () => {
    const scene = document.querySelector("section.scene");
    const round = (sel) => document.querySelector(sel)?.textContent.match(/Round (\d)/)?.[1];
    const screen = scene ? `scene ${round("#battle-h")}` : document.querySelector("#shop-h") ? `shop ${round("#table-h")}` : "";
    if (screen && w.screens[w.screens.length - 1] !== screen) w.screens.push(screen);
    const result = scene?.querySelector(".scene-result");
    if (scene) {
      // Inside the scene too: before its battle's last step, no result, and no words of one anywhere in it.
      const key = scene.querySelector("#battle-h")?.textContent;
      const [, k, n] = scene.querySelector(".fight .controls .muted")?.textContent.match(/step (\d+) of (\d+)/) ?? [];
      const told = result !== null || /wins the battle|battle is a draw|takes \d+ troph/.test(scene.textContent);
      if (k !== undefined && Number(k) < Number(n) && told) w.early.push(`the scene ${key} tells its result at step ${k} of ${n}`);
    }
    if (result) {
      const key = scene.querySelector("#battle-h").textContent;
      w.results[key] ??= Number(result.textContent.match(/takes (\d+) troph/)?.[1] ?? 0);
    }
    const shown = Object.keys(w.results).length;
    const trophies = Object.values(w.results).reduce((a, b) => a + b, 0);
    const told = count(".log li", /wins the battle|the battle is a draw/);
    if (told > shown) w.early.push(`the log tells ${told} battles' results, the scenes showed ${shown}`);
    const board = [...document.querySelectorAll(".scoreboard .score")].reduce((a, s) => a + Number(s.textContent.match(/^(\d+) troph/)?.[1] ?? 0), 0);
    if (board > trophies) w.early.push(`the scoreboard counts ${board} trophies, the scenes gave ${trophies}`);
    const end = document.querySelector("#res-h") || count("p.turn", /game is over/) > 0 || count(".seats .badge", /^(won|lost|drew)$/) > 0;
    if (end && !/Round 6/.test(Object.keys(w.results).join())) w.early.push(`the game's end shows before round 6's result (${Object.keys(w.results)})`);
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** A person's page at the lobby, watched. */
async function person(name, options = {}) {
  const page = await personAt(shared.browser, shared.server.url, name, options);
  await page.addInitScript(watchResults);
  await page.reload();
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel("Your team's name").first().fill(name);
  return page;
}

/** The scene's step and steps, from its "step k of n". */
async function stepOf(scene) {
  const [, k, n] = (await scene.locator(".fight .controls .muted").textContent()).match(/step (\d+) of (\d+)/);
  return [Number(k), Number(n)];
}

/**
 * Plays the page against bots to the end; each round's scene is watched by
 * with: by default, skipped to its result (each other battle of the round
 * asked for and skipped too) and left.
 */
async function playGame(page, with_ = skipAll, deadline = Date.now() + 180000) {
  const notes = newNotes();
  let scenes = 0;
  while (!(await over(page))) {
    assert.ok(Date.now() < deadline, "the game did not end in time");
    const scene = sceneOf(page);
    if (await scene.isVisible()) {
      await with_(page, scene, ++scenes);
      assert.deepEqual((await watched(page)).early, [], `the page told a result before its scene, by round ${scenes}`);
      await scene.waitFor({ state: "detached", timeout: 5000 }).catch(() => {}); // the next round's scene may follow at once
      continue;
    }
    if (await canAct(page)) await takeTurn(page, notes);
    else await page.waitForTimeout(30);
  }
  return scenes;
}

/** The buttons of the question a battle asks on the way: which ability resolves next. */
const abilities = (scene) => scene.getByRole("region", { name: "Which ability resolves next?" }).getByRole("button");

/** A pairing's seats, as "P3 P4", from a text that names its two teams in either order. */
const pairOf = (text) => [...text.matchAll(/\(P(\d)\)/g)].map((m) => `P${m[1]}`).sort().join(" ");

/** Skips the round's battles to their results, each in turn (asking for the others once its own is over), and goes on. */
async function skipAll(page, scene) {
  const seen = new Set();
  for (;;) {
    const ability = abilities(scene);
    if (await ability.count()) await clickFirst(ability);
    await clickFirst(scene.getByRole("button", { name: "Skip to the end" }));
    if (await scene.locator(".scene-result").count()) {
      seen.add(pairOf(await scene.locator("#battle-h").textContent()));
      let other = null;
      for (const b of await scene.getByRole("button", { name: /^Watch / }).all()) {
        if (!seen.has(pairOf(await b.textContent()))) other = b;
      }
      if (other) {
        await other.click();
        continue;
      }
      if (await clickFirst(scene.getByRole("button", { name: /^(On to the next shop|See the game's end)$/ }))) return;
    }
    await page.waitForTimeout(30);
  }
}

/** The watcher's notes. */
const watched = (page) => page.evaluate(() => window.watched);

/** Checks what the watcher saw: each round's scene before the next round's shop, and nothing told early. */
function assertInOrder(w, rounds = 6) {
  assert.deepEqual(w.early, [], "the page told a result before its scene");
  for (let r = 1; r <= rounds; r++) {
    const scene = w.screens.indexOf(`scene ${r}`);
    assert.ok(scene >= 0, `no scene of round ${r}: ${w.screens}`);
    if (r < rounds) assert.ok(scene < w.screens.indexOf(`shop ${r + 1}`), `round ${r + 1}'s shop before round ${r}'s scene: ${w.screens}`);
  }
}

test("two players: each battle is a scene before the next shop, and no result shows before its scene", async () => {
  const page = await person("Scene Watchers");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  // A spectator watches the same room: its first battle is a scene there too.
  const ctx = await shared.browser.context();
  await ctx.addInitScript(watchResults);
  const spectator = await ctx.newPage();
  await spectator.goto(page.url());
  // Kept behind the person's decisions, so that no watcher can help, and told so.
  await spectator.getByText(/^You are watching 26 decisions behind the players/).waitFor();
  let first = true;
  const scenes = await playGame(page, async (page, scene) => {
    if (first) {
      // Round 1's battle is watched to its end at the fast speed.
      first = false;
      await scene.getByLabel("Speed").selectOption("fast");
      // A choice of ability order the battle asks on the way (its cards are dealt at random) is answered.
      const deadline = Date.now() + 60000;
      while ((await scene.locator(".scene-result").count()) === 0) {
        assert.ok(Date.now() < deadline, "round 1's battle did not reach its result at the fast speed");
        await clickFirst(abilities(scene));
        await page.waitForTimeout(100);
      }
      const [k, steps] = await stepOf(scene);
      assert.equal(k, steps, "the battle played to its last step");
    }
    await skipAll(page, scene);
  });
  assert.equal(scenes, 6, "a scene a round");
  assert.match(await spectator.locator("section.scene #battle-h").textContent(), /^Round 1 battle/, "the spectator's page waits on round 1's battle");
  assert.deepEqual((await watched(spectator)).early, [], "the spectator's page told a result before its scene");
  await skipAll(spectator, sceneOf(spectator));
  await spectator.locator("section.scene #battle-h", { hasText: /^Round 2 battle/ }).waitFor();
  await page.getByRole("heading", { name: "The end" }).waitFor();
  assertInOrder(await watched(page));
  const log = await page.locator(".log li").allTextContents();
  assert.match(log.filter((l) => /wins the battle|the battle is a draw/.test(l)).pop() ?? "", /./, "the log tells the last battle once it was watched");
  assert.deepEqual(shared.browser.errors, []);
});

test("four players: the player's own battle first, the others on request, the pairings in view", async () => {
  const page = await person("Quartet");
  await page.getByLabel("Players", { exact: true }).selectOption("4");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  const scenes = await playGame(page, async (page, scene) => {
    assert.match(await scene.locator("#battle-h").textContent(), /Quartet \(P1\)/, "the player's own battle comes first");
    assert.equal(await scene.locator(".scene-pairings li").count(), 2, "the round's two pairings are in view");
    await skipAll(page, scene);
  });
  assert.equal(scenes, 6);
  assertInOrder(await watched(page));
  assert.deepEqual(shared.browser.errors, []);
});

test("six players: the player's own battle first, the others on request, the pairings in view", async () => {
  const page = await person("Sextet");
  await page.getByLabel("Players", { exact: true }).selectOption("6");
  // The person in the fourth seat, whose battle is not always the round's first.
  await page.getByLabel("Seat 1", { exact: true }).selectOption("medium");
  await page.getByLabel("Seat 4", { exact: true }).selectOption("person");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  const scenes = await playGame(page, async (page, scene) => {
    assert.match(await scene.locator("#battle-h").textContent(), /Sextet \(P4\)/, "the player's own battle comes first");
    const pairings = scene.locator(".scene-pairings li");
    assert.equal(await pairings.count(), 3, "the round's three pairings are in view");
    for (const li of await pairings.all()) assert.ok(await li.isVisible(), `a pairing out of view: ${await li.textContent()}`);
    // Each team in one pairing, the player's the one on screen and the others' to watch on request.
    const paired = (await pairings.allTextContents()).map((t) => [...t.matchAll(/\(P(\d)\)/g)].slice(0, 2).map((m) => Number(m[1])));
    assert.deepEqual(paired.flat().sort(), [1, 2, 3, 4, 5, 6], `the pairings: ${JSON.stringify(paired)}`);
    assert.match(await scene.locator(".scene-pairings li.watching").textContent(), /Sextet \(P4\).*· on screen/, "the player's battle is the one on screen");
    await skipAll(page, scene);
  });
  assert.equal(scenes, 6);
  const w = await watched(page);
  assertInOrder(w);
  // Every round's three battles were shown, the player's first.
  for (let r = 1; r <= 6; r++) {
    const shown = Object.keys(w.results).filter((h) => h.startsWith(`Round ${r} battle:`));
    assert.equal(shown.length, 3, `round ${r}'s battles shown: ${shown}`);
    assert.match(shown[0], /Sextet \(P4\)/, `round ${r}'s first battle shown: ${shown}`);
  }
  assert.deepEqual(shared.browser.errors, []);
});

test("a battle's speed, pause, step and skip; axe-core on the scene; a strip of a battle's frames", async () => {
  const page = await person("Frame by Frame");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  let checked = false;
  let frames = [];
  const damage = [];
  const piled = [];
  await playGame(page, async (page, scene) => {
    if (checked && frames.dice) return skipAll(page, scene);
    await clickFirst(scene.getByRole("button", { name: "Pause" }));
    const [k, n] = await stepOf(scene);
    if (n - k < 4) return skipAll(page, scene); // a battle long enough to look at
    if (checked) {
      // The strip shows the first battle stepped through, or a later one where rocks are thrown.
      const got = await stepThrough(page, scene, damage, piled);
      if (frames.length === 0 || got.dice) frames = got;
      return skipAll(page, scene);
    }
    checked = true;
    assert.deepEqual(await axeViolations(page), [], "axe-core on the battle scene");
    await page.waitForTimeout(1000);
    assert.deepEqual(await stepOf(scene), [k, n], "paused, the battle stays at its step");
    await scene.getByRole("button", { name: "Step" }).click();
    assert.deepEqual(await stepOf(scene), [k + 1, n], "Step shows the next step");

    // Slow, a step comes once in 1.5 s; fast, once in a quarter second.
    await scene.getByLabel("Speed").selectOption("slow");
    await scene.getByRole("button", { name: "Play" }).click();
    await page.waitForTimeout(1000);
    assert.ok((await stepOf(scene))[0] <= k + 2, "slow: at most one step in a second");
    await scene.getByLabel("Speed").selectOption("fast");
    const at = (await stepOf(scene))[0];
    await page.waitForTimeout(1200);
    const later = (await stepOf(scene))[0];
    assert.ok(later >= Math.min(n, at + 2), `fast: two steps or more in 1.2 s (from ${at} to ${later})`);
    await clickFirst(scene.getByRole("button", { name: "Pause" })); // unless the battle is over already
    await skipToResult(page, scene);
    const [end, steps] = await stepOf(scene);
    assert.ok(end === steps && steps >= n, `Skip shows the battle's end (step ${end} of ${steps})`);
    await scene.getByLabel("Speed").selectOption("normal");
    await skipAll(page, scene);
  });
  assert.ok(checked && frames.length > 0, "no two battles of four steps or more in the game");
  assert.ok(damage.length > 0 && damage.every(Boolean), `a pet in front shows its damage on its card at every step: ${damage}`);
  // Each pet in a deck, fainted or set aside shows its power; a fainted pet, the damage it fainted with.
  assert.ok(piled.length > 0, "no pet in the battle's piles");
  assert.deepEqual(piled.filter((p) => !p.power).map((p) => p.text), [], "pets in the piles with no power shown");
  assert.ok(piled.some((p) => p.pile === "Fainted" && p.damage), `no fainted pet shows its damage: ${JSON.stringify(piled.filter((p) => p.pile === "Fainted"))}`);
  await strip(frames, `${screens}web-cardbattle-battle.png`);
  assertInOrder(await watched(page));
  assert.deepEqual(shared.browser.errors, []);
});

/**
 * Skips the battle shown to its result, answering the order of abilities it asks on the way (the
 * battle's later steps come only after it); gives up after a minute.
 */
async function skipToResult(page, scene) {
  const deadline = Date.now() + 60000;
  while ((await scene.locator(".scene-result").count()) === 0) {
    assert.ok(Date.now() < deadline, "the battle did not come to its result in time");
    const ability = abilities(scene);
    if (await ability.count()) await clickFirst(ability);
    if (!(await clickFirst(scene.getByRole("button", { name: "Skip to the end" })))) await page.waitForTimeout(50);
  }
}

/**
 * Steps a paused battle to its end; returns its frames: the steps where
 * something moves (up to seven, each taken while it moves), the first throw of rocks among them
 * if there is one (then frames.dice is true), and the result. Whether each pet in
 * front at each step shows the damage it has taken on its card is pushed to damage, and each pet in
 * its piles at each step to piled: its pile's title, its text, whether it shows its power and damage.
 */
async function stepThrough(page, scene, damage, piled) {
  const frames = [];
  const moving = ".pet.enters, .act-attack, .act-faint, .act-ability, .act-eat, .act-rocks, .hit, .fires";
  const deadline = Date.now() + 60000;
  while ((await scene.locator(".scene-result").count()) === 0) {
    assert.ok(Date.now() < deadline, "the battle's steps did not come to its end in time");
    // The battle goes on once the person has ordered the abilities it asks about.
    const ability = abilities(scene);
    if (await ability.count()) await clickFirst(ability);
    if (!(await clickFirst(scene.getByRole("button", { name: "Step" })))) {
      await page.waitForTimeout(50); // the battle's next steps have not come yet
      continue;
    }
    await page.waitForTimeout(250); // a step's movement, under way
    damage.push(...await scene.locator(".front:has(> .stats)").evaluateAll((fronts) =>
      fronts.map((f) => /^damage \d+$/.test(f.querySelector(".card-face .card-damage")?.textContent ?? ""))));
    piled.push(...await scene.locator(".pile li.kind-pet").evaluateAll((ls) => ls.map((l) => ({
      pile: l.closest(".pile").firstElementChild.textContent.split(":")[0], text: l.textContent,
      power: /^power \d+$/.test(l.querySelector(".pile-power")?.textContent ?? ""),
      damage: /^damage \d+$/.test(l.querySelector(".pile-damage")?.textContent ?? ""),
    }))));
    if (!frames.dice && (await scene.locator(".dice").count()) > 0) {
      // The first throw of rocks is in the strip, in place of its last moving frame if need be.
      if (frames.length >= 7) frames.pop();
      frames.push(await scene.screenshot());
      frames.dice = true;
    } else if (frames.length < 7 && (await scene.locator(moving).count()) > 0) frames.push(await scene.screenshot());
  }
  frames.push(await scene.screenshot());
  return frames;
}

test("rock dice show their faces: one die for each die thrown, adding up to the rocks the step tells", async () => {
  const page = await person("Dice Readers");
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  const throws = [];
  await playGame(page, async (page, scene) => {
    if (throws.length >= 4) return skipAll(page, scene);
    await clickFirst(scene.getByRole("button", { name: "Pause" }));
    const deadline = Date.now() + 60000;
    while ((await scene.locator(".scene-result").count()) === 0) {
      assert.ok(Date.now() < deadline, "the battle's steps did not come to its end in time");
      const ability = scene.locator("section[aria-labelledby=abl-h] button");
      if (await ability.count()) await clickFirst(ability);
      if (!(await clickFirst(scene.getByRole("button", { name: "Step" })))) {
        await page.waitForTimeout(50);
        continue;
      }
      const said = (await scene.locator(".scene-text").textContent()).match(/(\d+) rock di(?:e|ce) rolls? (\d+) at/);
      const dice = scene.getByRole("img", { name: /^dice: / });
      if (!said) {
        assert.equal(await dice.count(), 0, "dice drawn at a step that threw none");
        continue;
      }
      // The first throw's dice roll in (what their keyframes change); from the second on the person prefers reduced motion.
      const moved = throws.length === 0
        ? await dice.evaluate((d) => {
          const names = new Set([...d.querySelectorAll("*")].map((e) => getComputedStyle(e).animationName));
          const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
          return rules.filter((r) => r instanceof CSSKeyframesRule && names.has(r.name))
            .flatMap((r) => [...r.cssRules].flatMap((k) => [...k.style]));
        })
        : await movingIn(scene.locator(".dice"));
      if (throws.length === 0) {
        assert.deepEqual(await axeViolations(page), [], "axe-core on the scene with its dice");
        await page.emulateMedia({ reducedMotion: "reduce" });
      }
      throws.push({
        said: said[0], dice: Number(said[1]), rocks: Number(said[2]), moved,
        faces: (await dice.getAttribute("aria-label")).replace(/^dice: /, "").split(", ").map(Number),
        pips: await dice.locator(".die").evaluateAll((ds) => ds.map((d) => d.querySelectorAll(".pip").length)),
        rolled: Number(await scene.locator(".dice strong").textContent()),
      });
    }
    await skipAll(page, scene);
  });
  assert.ok(throws.length > 0, "no rock dice were thrown in the game");
  for (const t of throws) {
    assert.equal(t.faces.length, t.dice, `${t.said}: dice drawn ${t.faces}`);
    assert.deepEqual(t.pips, t.faces, `${t.said}: each die's pips are its face`);
    assert.ok(t.faces.every((f) => f >= 0 && f <= 2), `${t.said}: faces of the die (0, 1 or 2 rocks): ${t.faces}`);
    assert.equal(t.faces.reduce((a, f) => a + f, 0), t.rocks, `${t.said}: the faces ${t.faces} add up to the rocks`);
    assert.equal(t.rolled, t.rocks, `${t.said}: the dice's total`);
  }
  assert.ok(throws[0].moved.length > 0 && throws[0].moved.every((p) => p === "transform" || p === "opacity"),
    `the dice roll in by transform and opacity only: ${throws[0].moved}`);
  for (const t of throws.slice(1)) assert.deepEqual(t.moved, [], `${t.said}: with reduced motion nothing moves`);
  assertInOrder(await watched(page));
  assert.deepEqual(shared.browser.errors, []);
});

test("with reduced motion the scene's steps come without movement", async () => {
  const page = await person("Still Life", { reducedMotion: "reduce" });
  await page.getByRole("button", { name: "Create the game" }).click();
  await page.locator("main.room").waitFor();
  let checked = 0;
  await playGame(page, async (page, scene) => {
    assert.deepEqual(await movingIn(scene), [], "what moves in the scene");
    checked++;
    await skipAll(page, scene);
  });
  assert.equal(checked, 6);
  assertInOrder(await watched(page));
  assert.deepEqual(shared.browser.errors, []);
});

test("a replay plays a battle as the same scene: the step before it stays on view until it has been watched", async () => {
  const resp = await fetch(`${shared.server.url}/api/rooms`, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ game: "cardbattle", seats: [{ bot: "random" }, { bot: "random" }] }) });
  const room = await resp.json();
  for (let over = false; !over; await new Promise((r) => setTimeout(r, 50))) {
    over = (await (await fetch(`${shared.server.url}/api/rooms/${room.id}`)).json()).over;
  }
  const ctx = await shared.browser.context();
  await ctx.addInitScript(watchResults);
  const page = await ctx.newPage();
  await page.goto(`${shared.server.url}/#/replay/${room.id}`);
  await page.locator("#replay-h", { hasText: /^Step 0 of \d+$/ }).waitFor();
  await page.getByRole("button", { name: "Play" }).click();
  const scene = sceneOf(page);
  await scene.waitFor();
  const at = await page.locator("#replay-h").textContent();
  assert.match(await scene.locator("#battle-h").textContent(), /^Round 1 battle/);
  await scene.locator(".scene-result").waitFor({ timeout: 30000 }); // the battle plays by itself
  assert.equal(await page.locator("#replay-h").textContent(), at, "the replay waits on the step before the battle");
  await scene.getByRole("button", { name: "On to the next shop" }).click();
  await page.locator("#shop-h").waitFor();
  assert.match(await page.locator(".log li").allTextContents().then((l) => l.join("\n")), /wins the battle|the battle is a draw/);
  await page.getByRole("button", { name: "Pause" }).click();
  assert.deepEqual((await watched(page)).early, [], "the replay told a result before its scene");
  const screens = (await watched(page)).screens;
  assert.ok(screens.indexOf("scene 1") >= 0 && screens.indexOf("scene 1") < screens.indexOf("shop 2"), `round 1's battle before round 2's shop: ${screens}`);
  assert.deepEqual(shared.browser.errors, []);
});

/** Writes the frames side by side, two rows at most, as one PNG: composed and shot in a page of their own. */
async function strip(frames, path) {
  const page = await (await shared.browser.context({ viewport: { width: 1600, height: 600 } })).newPage();
  const imgs = frames.map((f) => `<img src="data:image/png;base64,${f.toString("base64")}">`).join("");
  await page.setContent(`<body style="margin:0;background:#f6f4ef"><div id="s" style="display:grid;grid-template-columns:repeat(${Math.ceil(frames.length / 2)},1fr);gap:8px;padding:8px;width:max-content">${imgs}</div>`);
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode())));
  await page.evaluate(() => document.querySelectorAll("img").forEach((i) => { i.style.width = `${i.naturalWidth / 2}px`; }));
  await page.locator("#s").screenshot({ path });
  await page.close();
}
