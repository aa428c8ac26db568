/**
 * Hostile pages against the HTTP side (issue 17): each attack found by the attack test, repeated
 * with the headers a browser would send from another site, against a real server. Colyseus' own
 * CORS reflected any Origin with credentials on every route, so a page of another origin could
 * read every seat's private view through the operator's monitor once the operator had logged in,
 * and close a live table with an `<img>` pointing at the monitor's acting GET route.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Room } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join, leaveAll, startServer, stateOf, type TestServer, track, waitFor } from "./helpers.ts";

const PASSWORD = "operator-pw";
const OPERATOR = `Basic ${Buffer.from(`op:${PASSWORD}`).toString("base64")}`;
const EVIL = "https://evil.example";
const FRIEND = "https://friend.example";
/** What Chromium sends for `<img src>` of another site. */
const IMG_FROM_EVIL = {
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "no-cors",
  "sec-fetch-dest": "image",
};
/** What the monitor's own page sends with `fetch()`. */
const MONITOR_FETCH = {
  "sec-fetch-site": "same-origin",
  "sec-fetch-mode": "cors",
  "sec-fetch-dest": "empty",
};

const staticDir = mkdtempSync(path.join(tmpdir(), "starport-hostile-"));
writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Starport</title>");
writeFileSync(path.join(staticDir, "app.js"), "console.log(1)");

let srv: TestServer;
let base: string;
let own: string;
const open: Room[] = [];

beforeAll(async () => {
  srv = await startServer({ monitorPassword: PASSWORD, staticDir, allowedOrigins: [`${FRIEND}/`] });
  base = srv.http;
  own = `http://127.0.0.1:${srv.port}`;
});
afterAll(async () => {
  await leaveAll(open);
  await srv.app.shutdown();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A waiting table with one seated player (the SDK from Node sends no Origin). */
async function liveTable(): Promise<Room> {
  const room = await srv.client().create("stones", join("Al", { players: 2 }));
  track(room);
  open.push(room);
  return room;
}

/** The table codes the operator sees in the monitor (from the operator's own tools: no Origin). */
async function listed(): Promise<string[]> {
  const res = await fetch(`${base}/colyseus/api`, { headers: { authorization: OPERATOR } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { rooms: { roomId: string }[] }).rooms.map((r) => r.roomId);
}

function expectNoCors(res: Response): void {
  expect(res.headers.get("access-control-allow-origin")).toBeNull();
  expect(res.headers.get("access-control-allow-credentials")).toBeNull();
}

async function expectForbiddenOrigin(res: Response): Promise<void> {
  expectNoCors(res);
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ error: "FORBIDDEN_ORIGIN" });
}

describe("the operator's routes from another site", () => {
  it("a credentialed cross-origin read of the monitor gets no CORS allow and is refused", async () => {
    const room = await liveTable();
    for (const url of ["/colyseus/api", `/colyseus/api/room?roomId=${room.roomId}`, "/colyseus/"]) {
      const res = await fetch(`${base}${url}`, {
        headers: { authorization: OPERATOR, origin: EVIL, ...MONITOR_FETCH, "sec-fetch-site": "cross-site" },
      });
      await expectForbiddenOrigin(res);
    }
    // an older browser without fetch metadata: the Origin alone decides; case and slashes do not hide the route
    for (const url of ["/colyseus/api", "/COLYSEUS//api", "/%63olyseus/api"]) {
      await expectForbiddenOrigin(
        await fetch(`${base}${url}`, { headers: { authorization: OPERATOR, origin: EVIL } }),
      );
    }
    // another site of the same registrable domain is not the site either
    await expectForbiddenOrigin(
      await fetch(`${base}/colyseus/api`, {
        headers: { authorization: OPERATOR, "sec-fetch-site": "same-site" },
      }),
    );
    // the preflight of a script that would send the password itself
    const pre = await fetch(`${base}/colyseus/api`, {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      },
    });
    await expectForbiddenOrigin(pre);
  });

  it("the operator API refuses another site, with the operator's basic auth; its memory figures need the password", async () => {
    const room = await liveTable();
    const res = await fetch(`${base}/api/admin/tables/${room.roomId}`, {
      headers: { authorization: OPERATOR, origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    await expectForbiddenOrigin(res);
    const pre = await fetch(`${base}/api/admin/tables/${room.roomId}`, {
      method: "OPTIONS",
      headers: { origin: EVIL, "access-control-request-method": "GET" },
    });
    await expectForbiddenOrigin(pre);
    // the operator's own tools (no Origin) still read it
    const ok = await fetch(`${base}/api/admin/tables/${room.roomId}`, {
      headers: { authorization: OPERATOR },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ code: room.roomId });
    // the process's memory: the operator reads it, nobody else; ?gc=1 without --expose-gc says so
    expect((await fetch(`${base}/api/admin/memory`)).status).toBe(401);
    const mem = await fetch(`${base}/api/admin/memory?gc=1`, { headers: { authorization: OPERATOR } });
    expect(mem.status).toBe(200);
    const m = (await mem.json()) as Record<string, number | boolean>;
    expect(m.collected).toBe(typeof (globalThis as { gc?: unknown }).gc === "function");
    expect(m.heapUsedMiB).toBeGreaterThan(1);
    expect(m.rssMiB).toBeGreaterThanOrEqual(m.heapUsedMiB as number);
    expect(m.eventLoopDelayMs).toMatchObject({ p50: expect.any(Number), p99: expect.any(Number) });
    // and the collector's pauses since the last reset: garbage made now shows up, a reset clears them
    type Report = {
      gcPauses: { count: number; totalMs: number; maxMs: number; major: { count: number } };
      moveWritesMs: { count: number; p50: number; max: number };
    };
    const report = async (q: string) =>
      (await (
        await fetch(`${base}/api/admin/memory${q}`, { headers: { authorization: OPERATOR } })
      ).json()) as Report;
    await report("?reset=1");
    let junk: number[][] = [];
    for (let i = 0; i < 1_000_000; i++) junk.push([i, i + 1]);
    junk = [];
    await new Promise((r) => setTimeout(r, 50));
    const paused = (await report("?reset=1")).gcPauses;
    expect(paused.count).toBeGreaterThan(0);
    expect(paused.totalMs).toBeGreaterThan(0);
    expect(paused.maxMs).toBeLessThanOrEqual(paused.totalMs);
    expect(paused.major.count).toBeLessThanOrEqual(paused.count);
    expect((await report("")).gcPauses.count).toBeLessThan(paused.count);
    // and how long the store took to keep each move: one move played, one write counted
    await report("?reset=1");
    const al = await liveTable();
    const bo = await srv.client().joinById(al.roomId, join("Bo"));
    open.push(bo);
    await waitFor(() => stateOf(al).status === "playing", 3000, "the start");
    al.send("move", { version: 0, move: { type: "take1" } });
    await waitFor(() => stateOf(al).version === 1, 3000, "the move");
    const writes = (await report("?reset=1")).moveWritesMs;
    expect(writes.count).toBe(1);
    expect(writes.max).toBeGreaterThan(0);
    expect((await report("?reset=1")).moveWritesMs.count).toBe(0);
  });

  it("an <img> of another site pointing at the monitor's room/call does not close the table", async () => {
    const room = await liveTable();
    const call = `${base}/colyseus/api/room/call?roomId=${room.roomId}&method=disconnect&args=%5B%5D`;
    // the attack, as today's browsers send it, and as an older browser's <img> does (no Origin, no
    // fetch metadata); then a link the operator follows in their own tab (a navigation, not the
    // monitor's fetch)
    const img = await fetch(call, { headers: { authorization: OPERATOR, ...IMG_FROM_EVIL } });
    const old = await fetch(call, { headers: { authorization: OPERATOR } });
    const nav = await fetch(call, {
      headers: {
        authorization: OPERATOR,
        "sec-fetch-site": "none",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(room.connection.isOpen).toBe(true);
    expect(await listed()).toContain(room.roomId);
    await expectForbiddenOrigin(img);
    expectNoCors(old);
    expect(old.status).toBe(403);
    expect(await old.json()).toMatchObject({ error: "SAME_ORIGIN_FETCH_REQUIRED" });
    expect(nav.status).toBe(403);
    expect(await nav.json()).toMatchObject({ error: "SAME_ORIGIN_FETCH_REQUIRED" });
  });

  it("the monitor's own page still acts, but only through the monitor's methods", async () => {
    const room = await liveTable();
    const call = (method: string) =>
      `${base}/colyseus/api/room/call?roomId=${room.roomId}&method=${method}&args=%5B%5D`;
    const snapshot = await fetch(call("operatorSnapshot"), {
      headers: { authorization: OPERATOR, origin: own, ...MONITOR_FETCH },
    });
    expect(snapshot.status).toBe(403);
    expect(await snapshot.json()).toMatchObject({ error: "FORBIDDEN_METHOD" });
    // the listing, from the monitor's page
    const list = await fetch(`${base}/colyseus/api`, {
      headers: { authorization: OPERATOR, ...MONITOR_FETCH },
    });
    expect(list.status).toBe(200);
    expectNoCors(list);
    // "dispose" in the monitor's UI
    const dispose = await fetch(call("disconnect"), {
      headers: { authorization: OPERATOR, ...MONITOR_FETCH },
    });
    expect(dispose.status).toBe(200);
    await waitFor(() => !room.connection.isOpen, 3000, "the table to close");
    expect(await listed()).not.toContain(room.roomId);
  });

  it("an operator's script acts with the X-Starport-Operator header", async () => {
    const room = await liveTable();
    const res = await fetch(
      `${base}/colyseus/api/room/call?roomId=${room.roomId}&method=disconnect&args=%5B%5D`,
      {
        headers: { authorization: OPERATOR, "x-starport-operator": "1" },
      },
    );
    expect(res.status).toBe(200);
    await waitFor(() => !room.connection.isOpen, 3000, "the table to close");
  });
});

describe("CORS of the public routes", () => {
  const matchmake = (origin: string) =>
    fetch(`${base}/matchmake/create/stones`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(join("Eve", { players: 2 })),
    });

  it("a matchmaking POST from another site gets no Access-Control-Allow-Origin", async () => {
    const res = await matchmake(EVIL);
    expectNoCors(res);
    const pre = await fetch(`${base}/matchmake/create/stones`, {
      method: "OPTIONS",
      headers: {
        origin: EVIL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expectNoCors(pre);
    expect(pre.headers.get("access-control-allow-methods")).toBeNull();
    await res.body?.cancel();
  });

  it("matchmaking from the site itself and from a configured origin works", async () => {
    const friend = await matchmake(FRIEND);
    expect(friend.status).toBe(200);
    expect(friend.headers.get("access-control-allow-origin")).toBe(FRIEND);
    expect(friend.headers.get("access-control-allow-credentials")).toBe("true");
    expect(friend.headers.get("vary")).toMatch(/origin/i);
    expect(await friend.json()).toMatchObject({ name: "stones" });
    const pre = await fetch(`${base}/matchmake/create/stones`, {
      method: "OPTIONS",
      headers: {
        origin: FRIEND,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(FRIEND);
    expect(pre.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
    const self = await matchmake(own);
    expect(self.status).toBe(200);
    await self.body?.cancel();
    // a configured origin is still not the operator's
    await expectForbiddenOrigin(
      await fetch(`${base}/colyseus/api`, { headers: { authorization: OPERATOR, origin: FRIEND } }),
    );
  });

  it("the public API is not shared with another site either", async () => {
    const res = await fetch(`${base}/api/games`, { headers: { origin: EVIL } });
    expect(res.status).toBe(200);
    expectNoCors(res);
  });
});

describe("security headers", () => {
  it("the page, the client's routes and its assets carry CSP, framing, sniffing and referrer rules", async () => {
    for (const url of ["/", "/t/ABCDEF", "/rules", "/app.js"]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain("unsafe-inline");
      expect(csp, url).not.toContain("unsafe-eval");
      expect(res.headers.get("x-frame-options"), url).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), url).toBe("same-origin");
      await res.body?.cancel();
    }
  });

  it("the monitor's page cannot be framed (clickjacking its dispose button)", async () => {
    const res = await fetch(`${base}/colyseus/`, { headers: { authorization: OPERATOR } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    await res.body?.cancel();
  });
});
