/**
 * Liveness pings spread over their interval (src/heartbeat.ts), on real `ws` sockets over
 * loopback: every connection is pinged once per interval, never all in the same tick, and one
 * that stops answering is cut while the others stay.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { spreadHeartbeat } from "../src/heartbeat.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

async function serverWith(opts: { intervalMs: number; maxMissed: number; slices: number }) {
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((r) => wss.once("listening", () => r()));
  const beat = spreadHeartbeat(wss, opts);
  cleanups.push(() => {
    beat.stop();
    for (const ws of wss.clients) ws.terminate();
    wss.close();
  });
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

function connect(url: string, autoPong = true): Promise<WebSocket> {
  const ws = new WebSocket(url, { autoPong });
  cleanups.push(() => ws.terminate());
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("spread heartbeat", () => {
  it("pings each of 24 connections once per interval, in groups of at most 4 (one group per tick)", async () => {
    const url = await serverWith({ intervalMs: 600, maxMissed: 2, slices: 6 });
    const pings: { client: number; at: number }[] = [];
    const start = Date.now();
    for (let i = 0; i < 24; i++) {
      const ws = await connect(url);
      ws.on("ping", () => pings.push({ client: i, at: Date.now() - start }));
    }
    await sleep(1300);
    // each connection was pinged in the last full interval, at most once per interval
    for (let i = 0; i < 24; i++) {
      const mine = pings.filter((p) => p.client === i);
      expect(mine.length, `connection ${i}`).toBeGreaterThanOrEqual(1);
      expect(mine.length, `connection ${i}`).toBeLessThanOrEqual(3);
    }
    // pings arrive in bursts one tick (100 ms) apart; no burst holds more than a slice
    const bursts: number[][] = [];
    for (const p of pings.sort((a, b) => a.at - b.at)) {
      const last = bursts.at(-1);
      if (last && p.at - last[0]! < 50) last.push(p.at);
      else bursts.push([p.at]);
    }
    expect(Math.max(...bursts.map((b) => b.length))).toBeLessThanOrEqual(4);
    expect(bursts.length).toBeGreaterThanOrEqual(10);
  });

  it("cuts a connection that leaves its pings unanswered and keeps those that answer", async () => {
    const url = await serverWith({ intervalMs: 200, maxMissed: 2, slices: 2 });
    const silent = await connect(url, false);
    const answering = await connect(url);
    const closed = new Promise<number>((r) => silent.once("close", (code) => r(code)));
    const at = Date.now();
    // pinged at its 1st and 2nd interval without answering, cut at the 3rd
    const code = await Promise.race([closed, sleep(2000).then(() => -1)]);
    expect(code).toBe(1006);
    expect(Date.now() - at).toBeGreaterThanOrEqual(350);
    await sleep(300);
    expect(answering.readyState).toBe(WebSocket.OPEN);
  });
});
