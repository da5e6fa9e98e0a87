// The phase hints a person is shown on the scoreboard, counted as they
// appear: each time a hint's text comes into view, as the DOM changes; and
// the phases (as the scoreboard's heading names them) each hint was on the
// screen in.

/**
 * The page's script that counts each hint's appearances and notes the phase of the scoreboard's
 * heading ("Round 2 of 6 · Triple draw" gives "Triple draw") at every change while it is shown, in
 * sessionStorage so that a reload keeps them.
 */
function countAppearances() {
  let showing = "";
  const look = () => {
    const text = document.querySelector(".scoreboard .hint")?.textContent ?? "";
    if (text && text !== showing) {
      const counts = JSON.parse(sessionStorage.getItem("hints-seen") ?? "{}");
      counts[text] = (counts[text] ?? 0) + 1;
      sessionStorage.setItem("hints-seen", JSON.stringify(counts));
    }
    const phase = (document.querySelector("#table-h")?.textContent ?? "").split(" · ").pop();
    if (text && phase) {
      const phases = JSON.parse(sessionStorage.getItem("hints-phases") ?? "{}");
      if (!(phases[text] ?? []).includes(phase)) {
        phases[text] = (phases[text] ?? []).concat(phase);
        sessionStorage.setItem("hints-phases", JSON.stringify(phases));
      }
    }
    showing = text;
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/** Starts counting on a page, now and after each reload, how many times each phase hint appears. */
export async function countHints(page) {
  await page.addInitScript(countAppearances);
  await page.evaluate(countAppearances);
}

/** How many times each hint (by its start, a regular expression) has appeared on the page so far. */
export async function hintsShown(page, starts) {
  const counts = await page.evaluate(() => JSON.parse(sessionStorage.getItem("hints-seen") ?? "{}"));
  return Object.fromEntries(Object.entries(starts).map(([name, re]) =>
    [name, Object.entries(counts).filter(([text]) => re.test(text)).reduce((n, [, c]) => n + c, 0)]));
}

/** The phases each hint (by its start, a regular expression) has been on the page in so far, by the hint's name. */
export async function hintPhases(page, starts) {
  const phases = await page.evaluate(() => JSON.parse(sessionStorage.getItem("hints-phases") ?? "{}"));
  return Object.fromEntries(Object.entries(starts).map(([name, re]) =>
    [name, [...new Set(Object.entries(phases).filter(([text]) => re.test(text)).flatMap(([, p]) => p))].sort()]));
}
