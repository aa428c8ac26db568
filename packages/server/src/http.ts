/** HTTP routes beside matchmaking: health, the games table, the monitor and the web client. */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { matchMaker } from "@colyseus/core";
import { monitor } from "@colyseus/monitor";
import { type GameInfo, type Health, MATCH_ID_RE, MATCH_STATUSES, TOKEN_RE } from "@starport/protocol";
import type { AnyGameDef } from "@starport/rules";
import express, { type Application, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import { histogramMs, watchGcPauses } from "./gc-pauses.ts";
import { historyOf, matchInfo } from "./history.ts";
import { hashToken } from "./ids.ts";
import { weakToken } from "./limits.ts";
import type { Logger } from "./log.ts";
import { moveWrites, resetMoveWrites } from "./move-writes.ts";
import type { OperatorSnapshot } from "./room.ts";
import { LIST_MAX, type MatchStore } from "./store.ts";

export function gameInfo(def: AnyGameDef): GameInfo {
  let options: unknown = null;
  try {
    options = z.toJSONSchema(def.optionsSchema, { io: "input", unrepresentable: "any" });
  } catch {
    options = null;
  }
  return { id: def.id, title: def.title, rulesVersion: def.rulesVersion, players: def.players, options };
}

const digest = (s: string): Buffer => createHash("sha256").update(s).digest();

/** Express middleware asking for HTTP basic auth with this password (any user name). */
export function basicAuth(password: string): (req: Request, res: Response, next: NextFunction) => void {
  const expected = digest(password);
  return (req, res, next) => {
    const header = req.headers.authorization ?? "";
    const [scheme, encoded] = header.split(" ");
    if (scheme?.toLowerCase() === "basic" && encoded) {
      const decoded = Buffer.from(encoded, "base64").toString("utf8");
      const given = decoded.slice(decoded.indexOf(":") + 1);
      if (decoded.includes(":") && timingSafeEqual(digest(given), expected)) return next();
    }
    res.set("WWW-Authenticate", 'Basic realm="Starport monitor", charset="UTF-8"');
    res.status(401).type("text").send("authentication required");
  };
}

export interface HttpOptions {
  games: AnyGameDef[];
  health(): Health;
  /** Built web client (index.html + assets), or null to serve none. */
  staticDir: string | null;
  /** The operator's password: Colyseus monitor at /colyseus and /api/admin; absent when null. */
  monitorPassword: string | null;
  store: MatchStore;
  /** Games by id (histories name a game by id). */
  gameMap: Record<string, AnyGameDef>;
  logger: Logger;
}

const listQuery = z.object({
  status: z.enum(MATCH_STATUSES).optional(),
  game: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_MAX).default(20),
  before: z.coerce.number().int().min(0).optional(),
});

const mineQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_MAX).default(20),
  before: z.coerce.number().int().min(0).optional(),
});

/** The player token of `Authorization: Bearer <token>`, or null when absent, malformed or weak. */
export function bearerToken(req: Request): string | null {
  const [scheme, token] = (req.headers.authorization ?? "").split(" ");
  return scheme?.toLowerCase() === "bearer" && token && TOKEN_RE.test(token) && !weakToken(token)
    ? token
    : null;
}

/** Mounts the match API: recent games, a player's own games, a match's summary, its history. */
function mountMatches(app: Application, opts: HttpOptions): void {
  const failed = (res: Response, op: string, e: unknown) => {
    opts.logger.log("error", "store.failed", { op, error: String(e) });
    res
      .status(503)
      .json({ error: "STORE_UNAVAILABLE", message: "The match store cannot be read right now." });
  };
  // A player's own games, private ones included: only matches where the caller's token held a
  // seat (the token travels in a header, never in the URL, and only its hash is compared).
  app.get("/api/me/matches", async (req, res) => {
    res.set("Cache-Control", "no-store").vary("Authorization");
    const token = bearerToken(req);
    if (!token) {
      res.status(401).json({
        error: "TOKEN_REQUIRED",
        message: "Send your player token as Authorization: Bearer <token>.",
      });
      return;
    }
    const q = mineQuery.safeParse(req.query);
    if (!q.success) {
      const issue = q.error.issues[0];
      res.status(400).json({ error: "BAD_QUERY", message: `${issue?.path.join(".")}: ${issue?.message}` });
      return;
    }
    try {
      const rows = await opts.store.listMatches({ ...q.data, player: hashToken(token) });
      res.json(rows.map((m) => matchInfo(m, opts.gameMap)));
    } catch (e) {
      failed(res, "listMatches", e);
    }
  });
  app.get("/api/matches", async (req, res) => {
    const q = listQuery.safeParse(req.query);
    if (!q.success) {
      const issue = q.error.issues[0];
      res.status(400).json({ error: "BAD_QUERY", message: `${issue?.path.join(".")}: ${issue?.message}` });
      return;
    }
    try {
      const rows = await opts.store.listMatches(q.data);
      res.set("Cache-Control", "no-cache").json(rows.map((m) => matchInfo(m, opts.gameMap)));
    } catch (e) {
      failed(res, "listMatches", e);
    }
  });
  const byId = async (
    req: Request,
    res: Response,
    answer: (m: NonNullable<Awaited<ReturnType<MatchStore["getMatch"]>>>) => void,
  ) => {
    const id = String(req.params.id ?? "");
    if (!MATCH_ID_RE.test(id)) {
      res.status(404).json({ error: "MATCH_NOT_FOUND" });
      return;
    }
    try {
      const m = await opts.store.getMatch(id);
      if (!m) res.status(404).json({ error: "MATCH_NOT_FOUND" });
      else answer(m);
    } catch (e) {
      failed(res, "getMatch", e);
    }
  };
  app.get("/api/matches/:id", (req, res) =>
    byId(req, res, (m) => {
      const { moves: _moves, seed: _seed, ...rest } = historyOf(m, opts.gameMap);
      res.set("Cache-Control", "no-cache").json({ ...matchInfo(m, opts.gameMap), ...pick(rest) });
    }),
  );
  app.get("/api/matches/:id/history.json", (req, res) =>
    byId(req, res, (m) => {
      const h = historyOf(m, opts.gameMap);
      res
        .set("Cache-Control", m.status === "finished" ? "public, max-age=3600" : "no-cache")
        .set("Content-Disposition", `attachment; filename="starport-${m.game}-${m.id}.json"`)
        .type("application/json")
        .send(JSON.stringify(h, null, 2));
    }),
  );
}

/** What a match summary adds to a list entry. */
function pick(h: ReturnType<typeof historyOf>) {
  return {
    options: h.options,
    clock: h.clock,
    seedHash: h.seedHash,
    moveCount: h.moveCount,
    finalStateHash: h.finalStateHash,
  };
}

/** Paths the web client routes itself (single-page app): they all get index.html. */
export const CLIENT_ROUTES = ["/", "/t/:code", "/replay/:id", "/rules", "/rules/:game"];

/** Mounts Starport's routes on the express app Colyseus gives us. */
export function mountHttp(app: Application, opts: HttpOptions): void {
  app.disable("x-powered-by");
  const games = opts.games.map(gameInfo);

  app.get("/healthz", (_req, res) => {
    const h = opts.health();
    res.status(h.ok ? 200 : 503).json(h);
  });
  app.get("/api/games", (_req, res) => {
    res.json(games);
  });
  mountMatches(app, opts);

  if (opts.monitorPassword) {
    app.use("/colyseus", basicAuth(opts.monitorPassword), monitor({ columns: monitorColumns }));
    // the full state's hash covers hidden information: operators only
    app.get("/api/admin/tables/:code", basicAuth(opts.monitorPassword), async (req, res) => {
      const code = String(req.params.code ?? "");
      try {
        if (!(await matchMaker.getRoomById(code))) {
          res.status(404).json({ error: "TABLE_NOT_FOUND" });
          return;
        }
        const snap = (await matchMaker.remoteRoomCall(code, "operatorSnapshot")) as OperatorSnapshot;
        res.set("Cache-Control", "no-store").json(snap);
      } catch (e) {
        res.status(404).json({ error: "TABLE_NOT_FOUND", message: String(e) });
      }
    });
    // how long timers waited beyond their time: how long the tables' thread was held up
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    // and how long the garbage collector held it, over the same window
    const gc = watchGcPauses();
    app.get("/api/admin/memory", basicAuth(opts.monitorPassword), (req, res) => {
      const report = {
        ...memoryReport(req.query.gc === "1"),
        eventLoopDelayMs: histogramMs(loop),
        gcPauses: gc.read(),
        moveWritesMs: moveWrites(),
      };
      if (req.query.reset === "1") {
        loop.reset();
        gc.reset();
        resetMoveWrites();
      }
      res.set("Cache-Control", "no-store").json(report);
    });
  }

  const dir = opts.staticDir;
  const index = dir ? path.join(dir, "index.html") : null;
  if (dir && index && existsSync(index)) {
    app.use(express.static(dir, { index: false, maxAge: "1h" }));
    app.get(CLIENT_ROUTES, (_req, res) => {
      res.set("Cache-Control", "no-cache");
      res.sendFile(index);
    });
  } else {
    app.get("/", (_req, res) => {
      res
        .type("text")
        .send(
          "Starport server is running. The web client is not built: pnpm --filter @starport/client build",
        );
    });
  }

  app.use((_req, res) => {
    res.status(404).json({ error: "NOT_FOUND" });
  });
}

/**
 * The process's memory in MiB (`/api/admin/memory`). With `gc` and a process started with
 * `--expose-gc`, a full collection runs first, so the heap figure is what is still reachable
 * (docs/performance.md measures memory per table this way).
 */
function memoryReport(gc: boolean): Record<string, number | boolean> {
  const collect = (globalThis as { gc?: () => void }).gc;
  const collected = gc && typeof collect === "function";
  if (collected) collect();
  const m = process.memoryUsage();
  const mib = (n: number) => Math.round((n / 1048576) * 10) / 10;
  return {
    collected,
    rssMiB: mib(m.rss),
    heapUsedMiB: mib(m.heapUsed),
    heapTotalMiB: mib(m.heapTotal),
    externalMiB: mib(m.external),
    arrayBuffersMiB: mib(m.arrayBuffers),
  };
}

const monitorColumns: NonNullable<Parameters<typeof monitor>[0]>["columns"] = [
  "roomId",
  "name",
  "clients",
  { metadata: "status" },
  { metadata: "seated" },
  { metadata: "spectators" },
  "locked",
  "elapsedTime",
  "processId",
];
