// A card's art: its icon from the set embedded at build time (the one its
// card file names, or its name's), or else a monogram, the card's initials in a circle coloured from its name. The art
// is decoration beside the card's name, so it is hidden from screen readers.
import { cards, icons, type Icon } from "card-art";

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

/** The embedded icon of that name, if any (never a property every object has, such as "constructor"). */
function embedded(icon: string | undefined): Icon | undefined {
  return icon && Object.hasOwn(icons, icon) ? icons[icon] : undefined;
}

/** The icon's name of a card the games' card files hold, by its name. */
function builtIn(name: string): string | undefined {
  return Object.hasOwn(cards, name) ? cards[name] : undefined;
}

/** The icon's name a card's name gives, as the build reads it: "Sea Turtle" is sea-turtle. */
function iconName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/**
 * A card's art: the icon its card file names (the catalog's icon), or else the one of its name
 * (a built-in card's, or for a designer's card the embedded icon its name spells), or of its
 * animal's ("Bear Cub" is a Bear).
 */
export function CardArt({ name, animal, named }: { name: string; animal?: string; named?: string }) {
  const icon = embedded(named) ?? embedded(builtIn(name) ?? iconName(name)) ?? embedded(animal && builtIn(animal));
  if (!icon) {
    return <span class={`card-art monogram mono-${monogramColour(name)}`} aria-hidden="true">{initials(name)}</span>;
  }
  return <svg class="card-art" aria-hidden="true" focusable="false" viewBox={`0 0 ${icon.width} ${icon.height}`}
    dangerouslySetInnerHTML={{ __html: icon.body }} />;
}
