// Builds the client into the Go package that embeds it: one script, one
// style sheet and the page, the same bytes for the same sources.
import { build } from "esbuild";
import { copyFileSync, mkdirSync, rmSync } from "node:fs";

const out = "../internal/web/dist";
rmSync(out, { recursive: true, force: true });
mkdirSync(`${out}/assets`, { recursive: true });
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
});
copyFileSync("src/style.css", `${out}/assets/app.css`);
copyFileSync("src/index.html", `${out}/index.html`);
