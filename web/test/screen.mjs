// What the layout tests check on each screen a person reaches, measured in
// the page: a decision's controls inside the window without scrolling,
// a reason beside every disabled control and every market or shop card
// that cannot be taken, and no card's text panel over a button. Each
// check returns its findings in lines, none when all is well.

/**
 * The page's scripts for the checks: an element in words, whether it is drawn, two boxes' overlap,
 * whether an element is described by a drawn text (its reason).
 */
const helpers = `
  globalThis.__words = (el) => ((el.getAttribute("aria-label") || el.textContent || el.tagName).trim().replace(/\\s+/g, " ").slice(0, 60));
  globalThis.__drawn = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  globalThis.__overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  globalThis.__described = (el) => (el.getAttribute("aria-describedby") ?? "").split(/\\s+/).filter(Boolean).some((id) => {
    const d = document.getElementById(id);
    return d && globalThis.__drawn(d) && d.textContent.trim() !== "";
  });
`;

/** Installs the helpers in the page once. */
async function install(page) {
  await page.evaluate(helpers);
}

/**
 * The drawn elements of selector that lie outside the window with the page scrolled to its top: each
 * in words with its box. The count of drawn elements comes first, so that a test can tell a screen
 * whose controls were all found from one that showed none; room is the height left between the
 * lowest of them and the window's bottom (negative when one lies below it).
 */
export async function outsideView(page, selector) {
  await install(page);
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const drawn = [...document.querySelectorAll(sel)].filter(globalThis.__drawn);
    const out = drawn.flatMap((el) => {
      const r = el.getBoundingClientRect();
      if (r.left >= 0 && r.top >= 0 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5) return [];
      return [`${globalThis.__words(el)} at (${Math.round(r.left)}, ${Math.round(r.top)})-(${Math.round(r.right)}, ${Math.round(r.bottom)}) in ${innerWidth}x${innerHeight}`];
    });
    const room = innerHeight - Math.max(0, ...drawn.map((el) => el.getBoundingClientRect().bottom));
    return { drawn: drawn.length, out, room };
  }, selector);
}

/**
 * The drawn disabled controls (aria-disabled ones too, such as a card that cannot be played now)
 * that do not say why: neither a title nor an aria-describedby naming an element drawn on the
 * screen with text (beside a card's own text panel, which is not drawn until it opens).
 */
export async function unexplainedDisabled(page) {
  await install(page);
  return page.evaluate(() => [...document.querySelectorAll("button:disabled, input:disabled, select:disabled, [aria-disabled=true]")]
    .filter(globalThis.__drawn)
    .filter((el) => !el.title.trim() && !globalThis.__described(el))
    .map((el) => globalThis.__words(el)));
}

/**
 * The cards of a market or shop that offers the person a choice (an enabled button beside one of its
 * cards) which have neither an enabled button nor a disabled one that says why: each in words.
 */
export async function unexplainedOffers(page) {
  await install(page);
  return page.evaluate(() => [...document.querySelectorAll("table.market, ul.display")].flatMap((shop) => {
    const cells = [...shop.querySelectorAll("td, li")].filter((c) => c.querySelector(".card") && globalThis.__drawn(c));
    const controls = (c) => [...c.querySelectorAll("button:not(.card-face)")].filter(globalThis.__drawn);
    if (!cells.some((c) => controls(c).some((b) => !b.disabled))) return [];
    return cells.filter((c) => !controls(c).some((b) => !b.disabled || globalThis.__described(b)))
      .map((c) => globalThis.__words(c.querySelector(".card-name") ?? c));
  }));
}

/**
 * Taps each drawn card (a click, then another to close its text again) and names every card whose
 * text panel does not show, or covers a control (a button, a link, a field, a list or a summary;
 * the card's own included).
 */
export async function coveredButtons(page) {
  await install(page);
  return page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const out = [];
    const faces = [...document.querySelectorAll(".card > button.card-face")].filter(globalThis.__drawn);
    for (const face of faces) {
      face.click();
      await frame();
      const panel = face.parentElement.querySelector(".card-tip");
      const name = globalThis.__words(face.querySelector(".card-name") ?? face);
      if (!panel || !globalThis.__drawn(panel)) {
        out.push(`${name}: no text panel on a tap`);
        face.click();
        continue;
      }
      const p = panel.getBoundingClientRect();
      for (const b of document.querySelectorAll("button, a[href], input, select, textarea, summary, [role=button]")) {
        if (!globalThis.__drawn(b)) continue;
        if (globalThis.__overlap(p, b.getBoundingClientRect()) > 1) out.push(`${name}'s text covers the ${b.tagName.toLowerCase()} ${globalThis.__words(b)}`);
      }
      face.click();
      await frame();
    }
    await frame();
    return out;
  });
}

/**
 * When the page is wider than the window, its width and the innermost drawn elements that reach
 * past the window's right edge (at most five, each in words with its box); else nothing.
 */
export async function widerThanWindow(page) {
  await install(page);
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const width = document.documentElement.scrollWidth;
    if (width <= innerWidth) return [];
    const past = [...document.body.querySelectorAll("*")].filter((el) => globalThis.__drawn(el) && el.getBoundingClientRect().right > innerWidth + 0.5);
    const innermost = past.filter((el) => !past.some((o) => o !== el && el.contains(o))).slice(0, 5);
    return [`the page is ${width} px wide in a window of ${innerWidth}: ${innermost.map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} "${globalThis.__words(el)}" (${Math.round(r.left)}-${Math.round(r.right)})`;
    }).join("; ")}`];
  });
}

/**
 * The card names that do not stay whole where the screen shows a card's name: a word broken over
 * two lines, a word reaching past its card's face or the window, or a name cut short (an
 * ellipsis). Each drawn name is tried with its own text and, in its place for the measure and put
 * back after, with the hardest of names (a game's every card) to keep whole: the one with the
 * widest word, which decides whether a word must break, and the widest one. Each finding is in
 * words (the name, the word and the panel it is in), at most ten.
 */
export async function brokenNames(page, names) {
  return page.evaluate((names) => {
    const out = new Set();
    // The hardest names, measured in the font of the card names.
    const sample = document.querySelector(".card-name");
    if (!sample) return [];
    const ctx = document.createElement("canvas").getContext("2d");
    ctx.font = getComputedStyle(sample).font;
    const width = (t) => ctx.measureText(t).width;
    const widest = (score) => names.reduce((a, b) => (score(b) > score(a) ? b : a), names[0] ?? "");
    const hardest = [...new Set([widest((n) => Math.max(...n.split(/\s+/).map(width))), widest(width)])].filter(Boolean);
    const where = (el) => el.closest("section[aria-labelledby], section, .panel")?.querySelector("h2, h3")?.textContent.trim() ?? "the page";
    for (const el of document.querySelectorAll(".card-name")) {
      const text = el.firstChild;
      const face = el.closest(".card-face") ?? el;
      if (!text || text.nodeType !== Node.TEXT_NODE || el.getClientRects().length === 0) continue;
      const own = text.data;
      for (const name of [own, ...hardest]) {
        text.data = name;
        const box = face.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") out.add(`"${name}" cut short in ${where(el)}`);
        for (const m of name.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, m.index);
          range.setEnd(text, m.index + m[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (new Set(rects.map((r) => Math.round(r.top))).size > 1) out.add(`"${name}" breaks "${m[0]}" in ${where(el)}`);
          if (rects.some((r) => r.right > Math.min(box.right, innerWidth) + 0.5 || r.left < Math.max(box.left, 0) - 0.5)) {
            out.add(`"${name}" has "${m[0]}" past its card in ${where(el)}`);
          }
        }
      }
      text.data = own;
      if (out.size >= 10) break;
    }
    return [...out].slice(0, 10);
  }, names);
}

/**
 * The drawn card faces of each selector in faces (a map of a selector to the parts its faces must
 * show, e.g. [".card-tier", ".card-cost", ".card-ability"]) that lack one of those parts drawn with
 * some text; each in words: the card's name and the part.
 */
export async function bareFaces(page, faces) {
  await install(page);
  return page.evaluate((faces) => Object.entries(faces).flatMap(([sel, parts]) => [...document.querySelectorAll(sel)]
    .filter(globalThis.__drawn)
    .flatMap((face) => parts.filter((part) => {
      const el = face.querySelector(part);
      return !el || !globalThis.__drawn(el) || el.textContent.trim() === "";
    }).map((part) => `${globalThis.__words(face.querySelector(".card-name") ?? face)} shows no ${part} (${sel})`))), faces);
}

/**
 * The scoreboard's seat names not drawn whole: text wider or taller than its element (cut short,
 * as by an ellipsis), reaching past the element or the window, or a word broken over two lines
 * (but after a hyphen); each in words.
 */
export async function cutSeatNames(page) {
  return page.evaluate(() => [...document.querySelectorAll(".scoreboard .seat-name")].flatMap((el) => {
    const box = el.getBoundingClientRect();
    const text = el.textContent;
    const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const range = document.createRange();
    range.selectNodeContents(el);
    const past = [...range.getClientRects()].some((r) => r.width > 0 &&
      (r.left < box.left - 0.5 || r.right > Math.min(box.right, innerWidth) + 0.5 || r.bottom > box.bottom + 0.5));
    // Each word's lines, in the text nodes it lies in.
    const broken = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).flatMap((n) => [...n.data.matchAll(/[^\s-]+/g)].filter((m) => {
      const w = document.createRange();
      w.setStart(n, m.index);
      w.setEnd(n, m.index + m[0].length);
      return new Set([...w.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
    }).map((m) => m[0]));
    const why = [cut && "cut short", past && "past its place", broken.length > 0 && `${broken.join(", ")} broken`].filter(Boolean);
    return why.length ? [`"${text}" ${why.join(", ")} (${Math.round(box.width)} px wide)`] : [];
  }));
}

/**
 * The scoreboard's top in the window with the page at its top (natural), and with the page scrolled
 * to its log (top), and how far the page was scrolled then (0 for a page that fits the window); the
 * page is scrolled back to its top.
 */
export async function boardWhenScrolled(page) {
  return page.evaluate(() => {
    const board = document.querySelector("section.scoreboard");
    window.scrollTo(0, 0);
    const natural = board?.getBoundingClientRect().top;
    document.querySelector("[role=log]")?.scrollIntoView();
    const at = { natural, scrolled: window.scrollY, top: board?.getBoundingClientRect().top };
    window.scrollTo(0, 0);
    return at;
  });
}
