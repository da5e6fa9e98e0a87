// The browser the tests drive: Debian's Chromium through playwright-core,
// headless, without its sandbox (the tests may run as root); playwright
// gives each launch a fresh temporary profile, and each context is a
// person's browser of its own. Every page's console errors and uncaught
// exceptions are collected, and axe-core checks a page's accessibility.
import { before, after } from "node:test";
import { chromium } from "playwright-core";
import { createRequire } from "node:module";
import { startServer } from "./server.mjs";

const require = createRequire(import.meta.url);

/** Where the browser is: Debian's package. */
export const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";

/** Launches the browser. */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const errors = [];
  return {
    errors,
    /** A new context, as another person's browser; bypassCSP lets axe-core be injected. */
    async context(options = {}) {
      const c = await browser.newContext({ bypassCSP: true, ...options });
      c.on("page", (page) => watch(page, errors));
      return c;
    },
    close: () => browser.close(),
  };
}

/**
 * The server and the browser a test file's tests share: the server started (with startServer's
 * options) and the browser launched before the file's first test, both closed after its last.
 * Their fields, server and browser, are set once the tests run.
 */
export function serverAndBrowser(serverOptions = {}) {
  const shared = { server: undefined, browser: undefined };
  before(async () => {
    shared.server = await startServer(serverOptions);
    shared.browser = await launch();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/** Collects a page's console errors and uncaught exceptions. */
export function watch(page, errors) {
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    errors.push(`${page.url()}: console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
}

/** Waits until the page rests: its animations run to their end (for 3 s at most). */
export async function settled(page) {
  await page.evaluate(() => Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))),
    new Promise((r) => setTimeout(r, 3000))]));
}

/**
 * Runs axe-core on the page as it rests and returns its violations, each in one line: an element
 * fading in has, halfway, too little contrast for what it will show.
 */
export async function axeViolations(page) {
  await settled(page);
  await page.addScriptTag({ path: require.resolve("axe-core/axe.min.js") });
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ["violations"] }));
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * What moves in an element and its descendants: each one with an animation or a transition set, or
 * running one (getAnimations), by its tag and classes; none for a page without movement.
 */
export function movingIn(scope) {
  return scope.evaluate((root) => [root, ...root.querySelectorAll("*")].filter((e) => {
    const s = getComputedStyle(e);
    return s.animationName.split(",").some((n) => n.trim() !== "none") ||
      s.transitionDuration.split(",").some((d) => parseFloat(d) > 0) || e.getAnimations().length > 0;
  }).map((e) => [e.tagName.toLowerCase(), ...e.classList].join(".")));
}

/** A person's page at the lobby of the server at url, in a browser context of its own, with a team name. */
export async function personAt(browser, url, name, options = {}) {
  const ctx = await browser.context(options);
  const page = await ctx.newPage();
  await page.goto(`${url}/`);
  await page.getByRole("heading", { name: "New game" }).waitFor();
  await page.getByLabel("Your team's name").first().fill(name);
  return page;
}

/**
 * The art of the card chips in the elements of a locator: each named chip's
 * name and art, "svg" (an icon with a drawing), "monogram" (with its letters),
 * "empty" or "none".
 */
export function cardArts(scope) {
  return scope.evaluateAll((roots) => roots.flatMap((root) => [...root.querySelectorAll(".card-face")]).flatMap((face) => {
    const name = face.querySelector(".card-name")?.textContent?.trim();
    if (!name || name === "a hidden card") return [];
    const art = face.querySelector('.card-art[aria-hidden="true"]');
    if (!art) return [{ name, art: "none" }];
    if (art.classList.contains("monogram")) return [{ name, art: "monogram", letters: art.textContent }];
    return [{ name, art: art.tagName === "svg" && art.childElementCount > 0 ? "svg" : "empty" }];
  }));
}
