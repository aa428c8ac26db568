/**
 * Drawing of each part of the board in its own world coordinates (the scene's cameras scale and
 * place them): the space station, the Odyssey command station, the worksite, Hawking and the
 * exoplanets. Each function returns the clickable areas (by target id, see adapter.ts) and the
 * anchors animations fly between. Drawing only: what is clickable is decided by the adapter.
 * One file per part (panel-*.ts); this module gathers them for the scene.
 */

export type { Drawn, Hit, Pt } from "../kit/geometry.ts";
export { hitCentre, inHit } from "../kit/geometry.ts";
export type { Paint } from "../kit/paint.ts";
export { dropPool, FONT, text, textPool } from "../kit/paint.ts";
export * from "./panel-hawking.ts";
export * from "./panel-odyssey.ts";
export * from "./panel-planets.ts";
export * from "./panel-station.ts";
export * from "./panel-worksite.ts";
