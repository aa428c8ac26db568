/** HTTP routes beside matchmaking: health, the games table, the monitor and the web client. */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { monitor } from "@colyseus/monitor";
import type { AnyGameDef } from "@starport/rules";
import express, { type Application, type NextFunction, type Request, type Response } from "express";
import { z } from "zod";

export interface Health {
  ok: boolean;
  rooms: number;
  clients: number;
  uptimeSec: number;
  processId: string;
}

/** One entry of `GET /api/games`. */
export interface GameInfo {
  id: string;
  title: string;
  rulesVersion: string;
  players: { min: number; max: number };
  /** JSON Schema of the table options (null if the game's schema has no JSON form). */
  options: unknown;
}

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
  /** Password of the Colyseus monitor at /colyseus; no monitor when null. */
  monitorPassword: string | null;
}

/** Paths the web client routes itself (single-page app): they all get index.html. */
export const CLIENT_ROUTES = ["/", "/t/:code", "/replay/:id"];

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

  if (opts.monitorPassword) {
    app.use("/colyseus", basicAuth(opts.monitorPassword), monitor({ columns: monitorColumns }));
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
