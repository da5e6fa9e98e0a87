// The cards' art, chosen at build time: each card of the games' card files
// gets the Fluent Emoji Flat icon of its English name, or of the name the
// table below gives it; only those icons go into the bundle. A card with no
// icon is drawn as a monogram by the client.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The icon set's package. */
const iconSet = "@iconify-json/fluent-emoji-flat";

/** The icon set's licence, shipped at the head of the built script. */
export const licence = "licences/fluent-emoji-flat.txt";

/** Icons of cards whose name is not an icon's name. */
const iconOf = {
  Apple: "red-apple", "Five Apples": "red-apple", Axolotl: "lizard", Bee: "honeybee",
  Berries: "strawberry", Blueberry: "blueberries", Bulldog: "dog-face", Carrion: "bone",
  Caterpillar: "bug", Chameleon: "lizard", Cheese: "cheese-wedge", Cheetah: "leopard",
  Cherry: "cherries", Chili: "hot-pepper", Chocolate: "chocolate-bar", "Chocolate Cake": "birthday-cake",
  Cuttlefish: "squid", Duckling: "hatching-chick", "Energy Drink": "cup-with-straw",
  "Fish Snack": "fish-cake-with-swirl", Frigatebird: "bird", "Golden Retriever": "guide-dog",
  Groundhog: "beaver", "Guinea Pig": "hamster", Hippo: "hippopotamus", Honey: "honey-pot",
  Honeycomb: "honey-pot", Hummingbird: "bird", Iguana: "lizard", Kiwi: "kiwi-fruit",
  Ladybug: "lady-beetle", Leech: "worm", Lynx: "cat-face", "Mantis Shrimp": "shrimp",
  "Meat Bone": "meat-on-bone", Mole: "badger", Moth: "butterfly", Newt: "lizard", Ostrich: "bird",
  Panther: "black-cat", Peanut: "peanuts", Pelican: "bird", Pepper: "bell-pepper", Platypus: "duck",
  Porcupine: "hedgehog", Pterodactyl: "bird", Puffin: "penguin", Pug: "dog-face", Rope: "knot",
  "Saber-tooth Tiger": "tiger", Salmon: "fish", "Sea Horse": "tropical-fish", "Sea Turtle": "turtle",
  Sheep: "ewe", "Spider Monkey": "monkey", "Star Fruit": "star", Steak: "cut-of-meat",
  Stegosaurus: "sauropod", Stork: "bird", Tapir: "pig", Toucan: "parrot", Triceratops: "sauropod",
  Tyrannosaurus: "t-rex", Velociraptor: "t-rex", Warthog: "boar", Whistle: "trumpet", Wombat: "koala",
  "Forest Dojo": "evergreen-tree", "River Dojo": "water-wave", "Mountain Dojo": "mountain",
};

/** The names of the cards and animals in the games' card files under gamesDir. */
export function cardNames(gamesDir) {
  const names = new Set();
  for (const game of readdirSync(gamesDir)) {
    const dir = `${gamesDir}/${game}/data`;
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort()) {
      for (const m of readFileSync(`${dir}/${file}`, "utf8").matchAll(/^  - name: *"?([^"\n]+?)"? *$/gm)) names.add(m[1]);
    }
  }
  return [...names].sort();
}

/** An icon's name for a card's name: the table's, else the name in lower case with dashes. */
function iconName(card) {
  return iconOf[card] ?? card.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/**
 * The art of the named cards that have an icon: the icon's name of each card
 * by card name, and each of those icons' SVG body and size by icon name. A
 * name in the table whose icon the set lacks is an error.
 */
export function cardArt(names) {
  const set = JSON.parse(readFileSync(require.resolve(`${iconSet}/icons.json`), "utf8"));
  for (const [card, icon] of Object.entries(iconOf)) {
    if (!set.icons[icon]) throw new Error(`art: the icon "${icon}" named for ${card} is not in ${iconSet}`);
  }
  const cards = {};
  const icons = {};
  for (const card of names) {
    const name = iconName(card);
    const icon = set.icons[name];
    if (!icon) continue;
    cards[card] = name;
    icons[name] = { body: icon.body, width: icon.width ?? set.width ?? 16, height: icon.height ?? set.height ?? 16 };
  }
  return { cards, icons };
}
