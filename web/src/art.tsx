// A card's art: its icon from the set embedded at build time (the one its
// card file names, or its name's), or else a monogram, the card's initials in a circle coloured from its name. The art
// is decoration beside the card's name, so it is hidden from screen readers.
import { cards, icons } from "card-art";

/** How many colours a monogram's circle may have (style.css, .mono-0 to .mono-11). */
const monogramColours = 12;

/** A name's initials: the first letter of its first two words. */
function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0].toUpperCase()).join("") || "?";
}

/** The colour of a name's monogram, the same for the same name. */
function monogramColour(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h % monogramColours;
}

/**
 * A card's art: the icon its card file names (the catalog's icon), or else the one of its name, or
 * of its animal's ("Bear Cub" is a Bear).
 */
export function CardArt({ name, animal, named }: { name: string; animal?: string; named?: string }) {
  const icon = (named ? icons[named] : undefined) ?? icons[cards[name]] ?? (animal ? icons[cards[animal]] : undefined);
  if (!icon) {
    return <span class={`card-art monogram mono-${monogramColour(name)}`} aria-hidden="true">{initials(name)}</span>;
  }
  return <svg class="card-art" aria-hidden="true" focusable="false" viewBox={`0 0 ${icon.width} ${icon.height}`}
    dangerouslySetInnerHTML={{ __html: icon.body }} />;
}
