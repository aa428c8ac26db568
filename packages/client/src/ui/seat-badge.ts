/** The seat marker of the chrome: the seat's shape in the seat's colour (colour-blind safe). */
import { seatColor, seatShape, shapeSvgElement } from "../games/theme.ts";

/** An inline SVG badge for a seat, `size` CSS pixels square; decorative unless `label` is given. */
export function seatBadge(seat: number, size = 16, label?: string): SVGSVGElement {
  const ns = "http://www.w3.org/2000/svg";
  const el = document.createElementNS(ns, "svg");
  el.setAttribute("viewBox", "0 0 24 24");
  el.setAttribute("width", String(size));
  el.setAttribute("height", String(size));
  el.setAttribute("class", "seat-badge");
  el.innerHTML = shapeSvgElement(seatShape(seat), 12, 12, 9, seatColor(seat));
  if (label) {
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", label);
  } else el.setAttribute("aria-hidden", "true");
  return el;
}
