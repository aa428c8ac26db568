/**
 * The web client under the server's Content-Security-Policy (issue 17, docs/security.md): the
 * lobby, the rules, and a table of every registered game started with bots (each game's scene
 * drawn) raise no `securitypolicyviolation`, and the policy is really enforced (an injected inline
 * script does not run).
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  type RunningBrowser,
  type RunningServer,
  startServer,
  stopAll,
  waitHook,
} from "./support/harness.ts";

let server: RunningServer;
let chromium: RunningBrowser;
const contexts: BrowserContext[] = [];

/** A page that records every CSP violation (event and console report) in `violations`. */
async function page(violations: string[]): Promise<Page> {
  const ctx = await chromium.browser.newContext({ viewport: { width: 1280, height: 720 } });
  contexts.push(ctx);
  await ctx.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || "(inline)"} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  const p = await ctx.newPage();
  p.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${p.url()} console: ${m.text()}`);
  });
  p.on("pageerror", (e) => violations.push(`${p.url()} page error: ${e.message}`));
  return p;
}

async function recorded(p: Page): Promise<string[]> {
  return p.evaluate(() =>
    (window as unknown as { __csp: string[] }).__csp.map((v) => `${location.pathname}: ${v}`),
  );
}

describe("the web client under its Content-Security-Policy", () => {
  beforeAll(async () => {
    server = await startServer();
    chromium = await launchBrowser();
  });

  afterAll(async () => {
    await stopAll(contexts, chromium, [server]);
  });

  it("is served with the policy, and the policy is enforced", async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const violations: string[] = [];
    const p = await page(violations);
    await p.goto(`${server.url}/`);
    await p.locator("label.game-card").first().waitFor({ timeout: 10_000 });
    const ran = await p.evaluate(async () => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, "an inline script runs despite the policy").toBe(false);
    expect((await recorded(p)).some((v) => v.includes("script-src"))).toBe(true);
    await p.context().close();
  });

  it("the lobby, the rules and every game's table raise no violation", async () => {
    const games = (
      (await (await fetch(`${server.url}/api/games`)).json()) as { id: string; players: { min: number } }[]
    ).filter((g) => g.id !== "stones");
    const violations: string[] = [];
    const rules = await page(violations);
    await rules.goto(`${server.url}/rules`);
    await rules.waitForLoadState("networkidle");
    violations.push(...(await recorded(rules)));
    await rules.context().close();
    // a fresh player (context) per table: one token may hold only a few tables
    for (const g of games) {
      const p = await page(violations);
      await p.goto(`${server.url}/`);
      const card = p.locator(`label.game-card[data-game="${g.id}"]`);
      await card.click();
      const generic = (await card.locator(".tag").count()) > 0;
      await p.click("#tab-create");
      await p.selectOption("#create-players", String(g.players.min));
      await p.click("#create-table");
      const seated = await waitHook(p, `${g.id}: seated`, (h) => h.seat !== null && h.status !== "");
      if (seated.status === "waiting") await p.click("#start-bots");
      await waitHook(p, `${g.id}: started`, (x) => x.status !== "waiting" && x.updates > 0);
      if (!generic) {
        await waitHook(p, `${g.id}: its scene mounted`, (x) => x.scene);
        await p.locator("#scene canvas").waitFor({ timeout: 10_000 });
      }
      await p.waitForTimeout(800);
      violations.push(...(await recorded(p)));
      await p.context().close();
    }
    expect(violations).toEqual([]);
  });
});
