// A person at a Card Battle page, for the tests: on their turn they choose
// as a hurried player would, only through what the page shows (buttons,
// cards, the deck list), skip each scene to its end, and wait for the
// server's next state. The helpers that know no game (whose turn, the end,
// a click, the server's answer) serve the other games' tests too. They wait
// on what a person sees: the log's lines, the turn's line, a scene.

/**
 * How far the game the page shows has gone, as a person reads it: the number of the last line of
 * its log ("What happened"), 0 before the first. Every move the server answers adds a line.
 */
export function logged(page) {
  return page.getByRole("log").locator("li").evaluateAll((ls) => Number(ls.at(-1)?.value ?? 0));
}

/** Whether the page says it is this person's turn and not that it is sending a plan of their moves. */
export function canAct(page) {
  return page.locator("p.turn.mine", { hasNotText: "Sending your moves…" }).isVisible();
}

/** Whether the page says the game is over. */
export async function over(page) {
  return (await page.locator("p.turn", { hasText: "The game is over." }).count()) > 0;
}

/**
 * Clicks the first visible, enabled match of a locator; false when there is none, or when the
 * control is gone before the click reaches it (a battle's question of abilities may go as its
 * scene moves on).
 */
export async function clickFirst(locator) {
  const n = await locator.count();
  for (let i = 0; i < n; i++) {
    const b = locator.nth(i);
    if ((await b.isVisible()) && (await b.isEnabled())) return clickDrawn(b);
  }
  return false;
}

/** What a person has seen and done, for the tests' checks. */
export function newNotes() {
  return { blind: 0, sold: 0, triples: 0, kept: 0, orders: 0, odds: [], fallback: 0, moved: 0, why: new Set() };
}

/**
 * Takes one turn: Confirm a deck order (after a card moved and the odds
 * came), keep a Triple's card, choose an ability, Triple, buy (blind once),
 * pass, sell a pet, or else the first of all the choices. Resolves once
 * the server has answered.
 */
export async function takeTurn(page, notes, { moveCards = true } = {}) {
  const before = await logged(page);
  // Why the buys are closed, when the page says so.
  const why = page.locator("#buy-why");
  if (await why.isVisible()) notes.why.add(await why.textContent());
  const confirm = page.getByRole("button", { name: "Confirm this order" });
  if (await confirm.isVisible()) {
    const moves = page.getByRole("button", { name: /one place later$/, disabled: false });
    if (moveCards && (await moves.count()) > 0) {
      await moves.first().click(); // the keyboard and button way
      notes.moved++;
    }
    const odds = page.locator("p.odds");
    if (await odds.isVisible()) {
      await page.waitForFunction(() => /win \d+%/.test(document.querySelector("p.odds")?.textContent ?? ""), null, { timeout: 15000 });
      notes.odds.push(await odds.textContent());
    }
    await confirm.click();
    notes.orders++;
  } else if (await clickFirst(page.getByRole("region", { name: /^Keep one card/ }).getByRole("button", { name: "Keep", exact: true }))) {
    notes.kept++;
  } else if (await clickFirst(page.getByRole("region", { name: "Which ability resolves next?" }).getByRole("button"))) {
    // an ability's order
  } else if (await clickFirst(page.getByRole("button", { name: /^Triple .+ hat\)$/ }))) {
    notes.triples++;
  } else if (notes.blind === 0 && (await clickFirst(page.getByRole("button", { name: "Buy blind" })))) {
    notes.blind++;
  } else if (await clickFirst(page.getByRole("button", { name: /^Buy .+ for \d+ gold$/ }))) {
    // a display card
  } else if (await clickFirst(page.getByRole("button", { name: "Pass (end shopping)" }))) {
    // done shopping
  } else if (await clickFirst(unpressed(page.getByRole("region", { name: /^Your hand/ })))) {
    await page.getByRole("button", { name: /^Sell .+ \(1 Apple each\)$/ }).click();
    notes.sold++;
  } else {
    const choices = await openChoices(page);
    if (!choices || !(await clickFirst(choices))) return; // the turn has passed meanwhile
    notes.fallback++;
  }
  await answered(page, before);
}

/**
 * The room's list of every choice: a group under the line "All your choices (n)", which a click
 * opens and closes.
 */
function allChoices(page) {
  const summary = page.getByText(/^All your choices \(\d+\)$/);
  return { summary, buttons: page.getByRole("group").filter({ has: summary }).getByRole("listitem").getByRole("button") };
}

/**
 * Opens the room's list of every choice as a person does, by a click on its line when its buttons
 * are out of sight, and gives its buttons; null when there is no list (it is not this seat's turn).
 */
export async function openChoices(page) {
  const { summary, buttons } = allChoices(page);
  if ((await summary.count()) === 0) return null;
  if (!(await buttons.first().isVisible()) && !(await clickDrawn(summary))) throw new Error("the list of every choice went before it was opened");
  return buttons;
}

/**
 * Clicks a control; false when it is gone before the click reaches it. A click waits until the
 * control stays put over two drawn frames; headless Chromium at times stops drawing a page's frames
 * while its script goes on. The page is then brought to the front and the click tried again; if
 * still no frame comes, the control is given its click event (a pointer's click on a page that
 * draws nothing may reach nothing), and the run says so.
 */
async function clickDrawn(control) {
  try {
    await control.click({ timeout: 10000 });
  } catch (e) {
    if (e.name !== "TimeoutError") throw e;
    if (!(await control.isVisible())) return false;
    const words = await control.textContent();
    console.warn(`no frame drawn for 10 s; the page is brought to the front and "${words}" clicked again`);
    await control.page().bringToFront();
    try {
      await control.click({ timeout: 5000 });
    } catch (again) {
      if (again.name !== "TimeoutError") throw again;
      if (!(await control.isVisible())) return false;
      console.warn(`still no frame drawn; "${words}" given its click event`);
      await control.dispatchEvent("click");
    }
  }
  return true;
}

/** Takes one turn of any game by the room's list of every choice: its first one. */
export async function firstChoice(page) {
  const before = await logged(page);
  const choices = await openChoices(page);
  if (!choices) return;
  if (!(await clickDrawn(choices.first()))) throw new Error("the first of all the choices went before it was clicked");
  await answered(page, before);
}

/**
 * The cards in a part of the page that a person may choose and has not: toggle buttons not
 * pressed, as a screen reader reads them out (getByRole's pressed option would take a plain
 * button, with no pressed state, for one).
 */
export function unpressed(within) {
  return within.locator("button[aria-pressed=false]");
}

/**
 * Waits until the server has answered a move made with the log at line before (logged): a later
 * line in the log, the turn passed, or a scene opened (which holds the log back until it is over).
 */
export async function answered(page, before) {
  await page.waitForFunction((n) => Number([...document.querySelectorAll("[role=log] li")].at(-1)?.value ?? 0) > n ||
    !document.querySelector("p.turn.mine") || document.querySelector("section.scene") !== null, before, { timeout: 15000 });
}

/**
 * Skips a scene the page shows (a Card Battle battle, a Tableau combat) to its end and answers the
 * first choice it asks there, waiting for the server's answer; else goes on to what follows the
 * scene once it is over. False when there is no scene or nothing to do in it yet.
 */
export async function skipScene(page) {
  const scene = sceneOf(page);
  if (!(await scene.isVisible())) return false;
  await clickFirst(scene.getByRole("button", { name: "Skip to the end" }));
  const counter = scene.getByRole("group", { name: /steps$/ }).getByText(/^step \d+ of/).first();
  const steps = await counter.textContent().catch(() => "");
  if (await clickFirst(scene.getByRole("region").getByRole("listitem").getByRole("button"))) {
    // The answer brings the scene's next steps.
    await page.waitForFunction((s) => {
      const c = [...document.querySelectorAll("section.scene .controls .muted")].find((e) => /^step \d+ of/.test(e.textContent));
      return !c || c.textContent !== s;
    }, steps, { timeout: 15000 });
    return true;
  }
  return clickFirst(scene.getByRole("button", { name: /^(On to the next shop|On to the next round|See the game's end)$/ }));
}

/** The scene the page shows, by its heading: a Card Battle battle ("Round 2 battle: …") or a Tableau combat ("Round 2 combat"). */
export function sceneOf(page) {
  return page.getByRole("region", { name: /^Round \d+ (battle: |combat$)/ });
}

/** Plays the page's turns with takeTurn, skipping each scene, until the page shows the game's end. */
export async function playToEnd(page, takeTurn, deadline = Date.now() + 120000) {
  while (!(await over(page))) {
    if (Date.now() > deadline) throw new Error("the game did not end in time");
    if (await skipScene(page)) continue;
    if (await canAct(page)) await takeTurn(page);
    else await page.waitForTimeout(50);
  }
}

/** Plays the pages' turns as they come until every page shows the end, or until stop() says so. */
export async function playUntil(pages, notes, stop = () => false, deadline = Date.now() + 120000) {
  while (Date.now() < deadline) {
    if (await stop()) return;
    let acted = false;
    for (let i = 0; i < pages.length; i++) {
      if (await canAct(pages[i])) {
        await takeTurn(pages[i], notes[i]);
        acted = true;
      } else if (await skipScene(pages[i])) {
        acted = true;
      }
    }
    if (!acted) {
      if ((await Promise.all(pages.map(over))).every(Boolean)) return;
      await pages[0].waitForTimeout(50);
    }
  }
  throw new Error("the game did not end in time");
}

/**
 * Puts the card being placed on a Tableau slot (a locator): the slot's one button, or, where it
 * may go there in several ways, the first of those the panel beside the tableaus offers.
 */
export async function placeOn(page, slot) {
  const several = slot.getByRole("button", { name: /…$/ });
  if (await several.count()) {
    await several.click();
    await page.getByRole("region", { name: /: which way\?$/ }).getByRole("button").first().click();
  } else {
    await slot.getByRole("button", { name: dropName }).first().click();
  }
}

/** The names of a Tableau slot's buttons that put the card being placed there, one way or several. */
export const dropName = /^(Place here|Add here|Feed|Swap in here) \(|Put here…$/;

/** The part of the page under the heading of the person's own tableau ("Tidy Tapirs (P1) · you · 3 VP"). */
export function myTableau(page) {
  return tableaus(page).getByRole("heading", { name: / · you\b/ }).locator("xpath=..");
}

/**
 * The slots where the card being placed may go, those with a button that puts it there: in the
 * person's tableau, or in every tableau.
 */
export function targetSlots(page, within = myTableau(page)) {
  return within.getByRole("listitem").filter({ has: page.getByRole("button", { name: dropName }) });
}

/** Every tableau, in the region under the heading "Tableaus". */
export function tableaus(page) {
  return page.getByRole("region", { name: /^Tableaus/ });
}

/** The grip a person drags the card being placed by ("⠿"; the slots' buttons do the same for the keyboard). */
export function grip(page) {
  return page.getByRole("region", { name: "Place your card" }).getByText("⠿", { exact: true });
}

/**
 * The buttons of the panel of the phase's other decisions (Tableau, Dojo). Its heading is the
 * phase's own title or "Or else", so the panel is found by the heading that names it.
 */
export function decisions(page) {
  return page.locator("section[aria-labelledby=decide-h]").getByRole("button");
}
