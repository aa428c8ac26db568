/**
 * Where each part of the Space Gate Odyssey board goes (pure, unit-tested): the kit's layout
 * (../kit/layout.ts) with this game's panels, their shapes in the rail, and the station chooser.
 */
import { type BoardLayout as KitLayout, type LayoutSpec, layoutPanels } from "../kit/layout.ts";
import { PANELS, type PanelId } from "./adapter.ts";

export type { Rect } from "../kit/geometry.ts";
export { bestColumns, fit, overlaps } from "../kit/geometry.ts";
export type BoardLayout = KitLayout<PanelId>;

const SPEC: LayoutSpec<PanelId> = {
  panels: PANELS,
  /** Width / height each panel prefers in the rail (drawn content, roughly). */
  railAspect: { station: 1.3, odyssey: 2.6, worksite: 1.35, hawking: 2.3, planets: 2.4 },
  tabsFor: "station",
  neverStack: ["station"],
};

/** The rail order: the board's parts in a fixed order, minus the one in front. */
export function railOf(focus: PanelId): PanelId[] {
  return PANELS.filter((p) => p !== focus);
}

/**
 * Lays the board out in a `w` x `h` canvas with `focus` in front. `mainAspect` is the width / height
 * of what the panel in front draws: a wide panel on a wide screen goes on top, the rail below it.
 */
export function layoutBoard(
  w: number,
  h: number,
  focus: PanelId,
  withTabs: boolean,
  mainAspect = 1,
  barH?: number,
): BoardLayout {
  return layoutPanels(SPEC, w, h, focus, withTabs, mainAspect, barH);
}
