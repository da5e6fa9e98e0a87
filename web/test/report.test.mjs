// The balance lab's HTML report in a real browser: a small Tableau run with
// 2 and 3 players and a counterfactual is written by `menagerie
// balance`, opened from its file, and must log no error, load nothing but
// itself, draw its four charts per player count and pass axe-core. Its
// screenshot is the README's.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildMenagerie } from "./server.mjs";
import { launch, axeViolations } from "./browser.mjs";

const screens = new URL("../../docs/screens/", import.meta.url).pathname;

let dir;
let browser;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "menagerie-report-"));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("the balance report opens offline with its charts and no error", async () => {
  const bin = buildMenagerie(dir);
  const report = join(dir, "report.html");
  // Six games per player count and one counterfactual card are enough to draw every chart: each
  // section's effects chart needs one card whose counterfactual was played.
  const summary = execFileSync(bin, ["balance", "tableau", "--players", "2,3", "--games", "6", "--workers", "2",
    "--counterfactual-card", "Pig", "-o", report], { encoding: "utf8" });
  assert.match(summary, /3 players, classic set:\n.*\n  turn order from the First Player: place 2 .* place 3 /);

  const ctx = await browser.context({ viewport: { width: 1100, height: 1500 } });
  const page = await ctx.newPage();
  const fetched = [];
  page.on("request", (r) => fetched.push(r.url()));
  await page.goto(`file://${report}`);
  await page.getByRole("heading", { name: "Balance report: tableau" }).waitFor();
  assert.deepEqual(fetched, [`file://${report}`], "the report loads nothing but itself");

  for (const players of [2, 3]) {
    const section = page.locator("section", { has: page.getByRole("heading", { name: `${players} players`, exact: true }) });
    const charts = section.locator("svg");
    assert.equal(await charts.count(), 4, `${players} players: the seats, length, takers and effects charts`);
    for (let i = 0; i < 4; i++) {
      const box = await charts.nth(i).boundingBox();
      assert.ok(box && box.width > 100 && box.height > 50, `${players} players: chart ${i + 1} is drawn (${JSON.stringify(box)})`);
      assert.ok((await charts.nth(i).locator("rect, line, circle, path").count()) > 3, `${players} players: chart ${i + 1} has marks`);
    }
    const places = section.getByRole("cell", { name: /^place \d$/ });
    assert.equal(await places.count(), players === 3 ? 2 : 0, `${players} players: the later places of the turn order`);
  }
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(browser.errors, []);
  await page.screenshot({ path: `${screens}balance-report.png` });
  await ctx.close();
});
