// Builds the client into the Go package that embeds it: one script, one
// style sheet and the page, the same bytes for the same sources. The
// script's "card-art" module is made here from the games' card files and
// the icon set (art.mjs), and the embedded icons' names are written for
// the card files' checks; the icon set's licence opens the script.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cardArt, cardNames, goIconNames, licence } from "./art.mjs";

const out = "../internal/web/dist";
const art = cardArt(cardNames("../games"));
rmSync(out, { recursive: true, force: true });
mkdirSync(`${out}/assets`, { recursive: true });

/** Resolves "card-art" to the art of the games' cards. */
const cardArtModule = {
  name: "card-art",
  setup(b) {
    b.onResolve({ filter: /^card-art$/ }, () => ({ path: "card-art", namespace: "card-art" }));
    b.onLoad({ filter: /.*/, namespace: "card-art" }, () => ({
      contents: JSON.stringify(art),
      loader: "json",
    }));
  },
};

await build({
  entryPoints: { app: "src/main.tsx" },
  bundle: true,
  minify: true,
  format: "esm",
  target: ["es2022"],
  jsx: "automatic",
  jsxImportSource: "preact",
  outdir: `${out}/assets`,
  legalComments: "none",
  charset: "utf8",
  logLevel: "warning",
  plugins: [cardArtModule],
  banner: { js: `/*\n${readFileSync(licence, "utf8").replaceAll("*/", "* /")}*/` },
});
copyFileSync("src/style.css", `${out}/assets/app.css`);
copyFileSync("src/index.html", `${out}/index.html`);
writeFileSync("../games/internal/cardicons/names.go", goIconNames(art.icons));
