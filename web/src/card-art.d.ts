// The "card-art" module, made at build time (build.mjs, art.mjs).
declare module "card-art" {
  /** An icon: its SVG body and the size of its view box. */
  export interface Icon {
    body: string;
    width: number;
    height: number;
  }
  /** The icon's name of each card that has one, by card name. */
  export const cards: Record<string, string>;
  /** The icons the cards use, by icon name. */
  export const icons: Record<string, Icon>;
}
