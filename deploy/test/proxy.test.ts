/**
 * The compose proxy template with Debian's nginx on 127.0.0.1 (no Docker needed): rendered as the
 * nginx image's envsubst step renders it (only variables set in the environment), in front of two
 * small HTTP servers on loopback. It shows the routing the servers rely on and issue 19's first
 * defect fixed: nginx starts while a server's name does not resolve (it used to stop with "host not
 * found in upstream"), and requests that any process may answer go to the one that is up.
 * The Docker suite (compose.test.ts) repeats this with real containers and Docker's DNS.
 */
import { mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  type Proc,
  startNginxWith,
  stop,
  waitUntil,
} from "../../packages/server/test/services/procs.ts";
import { tempDir } from "./support.ts";

const procs: Proc[] = [];
const servers: Server[] = [];
const work = tempDir("starport-proxy-");

/** An HTTP server on 127.0.0.1 answering who it is, the method, path and body it got. */
async function backend(name: string): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => {
      body += d;
    });
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ name, method: req.method, url: req.url, body }));
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as { port: number }).port, server };
}

async function startProxy(label: string, vars: Record<string, string>): Promise<{ url: string; proc: Proc }> {
  const port = await freePort();
  const dir = path.join(work, label);
  mkdirSync(dir, { recursive: true });
  const proc = startNginxWith(procs, `nginx ${label}`, dir, { ...vars, NGINX_PORT: `127.0.0.1:${port}` }, 64);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`nginx ${label}`, 10_000, async () => (await fetch(`${url}/proxy-health`)).ok, proc);
  return { url, proc };
}

const get = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, json: res.ok ? (JSON.parse(text) as Record<string, string>) : null };
};

let s1: { port: number; server: Server };
let s2: { port: number; server: Server };

beforeAll(async () => {
  s1 = await backend("s1");
  s2 = await backend("s2");
});

afterAll(async () => {
  for (const p of procs) await stop(p, "SIGQUIT", 5000).catch(() => null);
  for (const s of servers) s.close();
  rmSync(work, { recursive: true, force: true });
});

describe("proxy template (Debian nginx, loopback)", () => {
  it("routes /s1/ and /s2/ to their process and spreads the rest over both", async () => {
    const { url } = await startProxy("both", {
      STARPORT_S1: `127.0.0.1:${s1.port}`,
      STARPORT_S2: `127.0.0.1:${s2.port}`,
    });
    expect((await get(`${url}/s1/pid/room?x=1`)).json).toMatchObject({ name: "s1", url: "/s1/pid/room?x=1" });
    expect((await get(`${url}/s2/pid/room`)).json).toMatchObject({ name: "s2", url: "/s2/pid/room" });
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) seen.add((await get(`${url}/healthz`)).json!.name!);
    expect(seen).toEqual(new Set(["s1", "s2"]));
    // the container healthcheck's own location answers without any server
    expect((await fetch(`${url}/proxy-health`)).status).toBe(200);
  });

  it("starts while a server's name does not resolve, and sends everything it can to the other", async () => {
    // what a stopped compose service looks like to the proxy: its name has no address
    const { url, proc } = await startProxy("one-down", {
      STARPORT_S1: `127.0.0.1:${s1.port}`,
      STARPORT_S2: "server2.invalid:2567",
    });
    for (let i = 0; i < 6; i++) {
      const r = await get(`${url}/matchmake/joinOrCreate/lobby`, { method: "POST", body: `{"n":${i}}` });
      expect(r.status).toBe(200);
      // a matchmaking POST reaches the live process with its body, whichever was tried first
      expect(r.json).toMatchObject({ name: "s1", method: "POST", body: `{"n":${i}}` });
    }
    expect((await get(`${url}/s2/pid/room`)).status).toBe(502);
    expect(proc.child.exitCode).toBeNull();
  });

  it("a process that stops answering is skipped without restarting nginx", async () => {
    const { url } = await startProxy("port-closed", {
      STARPORT_S1: `127.0.0.1:${s1.port}`,
      STARPORT_S2: `127.0.0.1:${s2.port}`,
    });
    await new Promise<void>((r) => s2.server.close(() => r()));
    for (let i = 0; i < 10; i++) expect((await get(`${url}/api/games`)).json).toMatchObject({ name: "s1" });
  });
});
