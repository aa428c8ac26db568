/**
 * The part of Phaser's Graphics that the boards' art functions use (games/<game>/art.ts), recorded
 * as SVG markup instead of drawn on a canvas, so the rules pages show the boards' own pieces
 * without loading Phaser. Pure: it builds a string, no DOM.
 */
import type * as Phaser from "phaser";

type Pt = { x: number; y: number };

const css = (color: number): string => `#${(color & 0xffffff).toString(16).padStart(6, "0")}`;
const n = (v: number): string => String(Math.round(v * 100) / 100);
const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export class SvgGraphics {
  private readonly parts: string[] = [];
  private fill = { color: 0xffffff, alpha: 1 };
  private line = { width: 1, color: 0xffffff, alpha: 1 };
  private path: string[] = [];

  private fillAttr(): string {
    const a = this.fill.alpha < 1 ? ` fill-opacity="${n(this.fill.alpha)}"` : "";
    return `fill="${css(this.fill.color)}"${a}`;
  }

  private strokeAttr(): string {
    const a = this.line.alpha < 1 ? ` stroke-opacity="${n(this.line.alpha)}"` : "";
    return `fill="none" stroke="${css(this.line.color)}" stroke-width="${n(this.line.width)}"${a} stroke-linejoin="round"`;
  }

  fillStyle(color: number, alpha = 1): this {
    this.fill = { color, alpha };
    return this;
  }

  lineStyle(width: number, color: number, alpha = 1): this {
    this.line = { width, color, alpha };
    return this;
  }

  fillRect(x: number, y: number, w: number, h: number): this {
    this.parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${this.fillAttr()}/>`);
    return this;
  }

  strokeRect(x: number, y: number, w: number, h: number): this {
    this.parts.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${this.strokeAttr()}/>`);
    return this;
  }

  fillRoundedRect(x: number, y: number, w: number, h: number, r = 20): this {
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${this.fillAttr()}/>`,
    );
    return this;
  }

  strokeRoundedRect(x: number, y: number, w: number, h: number, r = 20): this {
    this.parts.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" ${this.strokeAttr()}/>`,
    );
    return this;
  }

  fillCircle(x: number, y: number, r: number): this {
    this.parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${this.fillAttr()}/>`);
    return this;
  }

  strokeCircle(x: number, y: number, r: number): this {
    this.parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${this.strokeAttr()}/>`);
    return this;
  }

  /** Phaser's ellipse takes the whole width and height. */
  strokeEllipse(x: number, y: number, w: number, h: number): this {
    this.parts.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w / 2)}" ry="${n(h / 2)}" ${this.strokeAttr()}/>`,
    );
    return this;
  }

  fillTriangle(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): this {
    this.parts.push(
      `<polygon points="${n(x1)},${n(y1)} ${n(x2)},${n(y2)} ${n(x3)},${n(y3)}" ${this.fillAttr()}/>`,
    );
    return this;
  }

  fillPoints(points: Pt[], _closeShape = false): this {
    this.parts.push(
      `<polygon points="${points.map((q) => `${n(q.x)},${n(q.y)}`).join(" ")}" ${this.fillAttr()}/>`,
    );
    return this;
  }

  strokePoints(points: Pt[], closeShape = false): this {
    const tag = closeShape ? "polygon" : "polyline";
    this.parts.push(
      `<${tag} points="${points.map((q) => `${n(q.x)},${n(q.y)}`).join(" ")}" ${this.strokeAttr()}/>`,
    );
    return this;
  }

  lineBetween(x1: number, y1: number, x2: number, y2: number): this {
    this.parts.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${this.strokeAttr()} stroke-linecap="round"/>`,
    );
    return this;
  }

  beginPath(): this {
    this.path = [];
    return this;
  }

  moveTo(x: number, y: number): this {
    this.path.push(`M${n(x)} ${n(y)}`);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.path.push(`L${n(x)} ${n(y)}`);
    return this;
  }

  closePath(): this {
    this.path.push("Z");
    return this;
  }

  fillPath(): this {
    if (this.path.length) this.parts.push(`<path d="${this.path.join("")}" ${this.fillAttr()}/>`);
    return this;
  }

  strokePath(): this {
    if (this.path.length) this.parts.push(`<path d="${this.path.join("")}" ${this.strokeAttr()}/>`);
    return this;
  }

  /** A label (not part of Phaser's Graphics: the boards write texts with their own objects). */
  text(
    x: number,
    y: number,
    s: string,
    size: number,
    color: string,
    anchor: "start" | "middle" | "end" = "middle",
    bold = false,
  ): this {
    this.parts.push(
      `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${esc(color)}" text-anchor="${anchor}" dominant-baseline="central"${bold ? ' font-weight="700"' : ""}>${esc(s)}</text>`,
    );
    return this;
  }

  /** This recorder where an art function asks for Phaser's Graphics (only the methods above are called). */
  get g(): Phaser.GameObjects.Graphics {
    return this as unknown as Phaser.GameObjects.Graphics;
  }

  /**
   * The drawing as an <svg> element's markup: `w` x `h` user units shown `scale` times as large in
   * CSS pixels (the page's CSS narrows it to the screen).
   */
  svg(w: number, h: number, scale = 1): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(w)} ${n(h)}" width="${n(w * scale)}" height="${n(h * scale)}" class="rules-art">${this.parts.join("")}</svg>`;
  }
}
