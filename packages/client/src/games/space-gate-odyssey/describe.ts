/**
 * What a board thing of Space Gate Odyssey is and does by the rules, with the view's numbers: the
 * words of a hover, a long press, a tap on something not playable and the "?" help mode (pure).
 * Things are named by their hit ids (see adapter.ts); one function per kind of thing.
 */
import { MODULES, type Room } from "@starport/rules/space-gate-odyssey/content.ts";
import { planetDef } from "@starport/rules/space-gate-odyssey/exoplanets.ts";
import type { SgoPublicView } from "@starport/rules/space-gate-odyssey/types.ts";
import type { PlayerInfo } from "../contract.ts";
import { moduleName, playerName } from "./words.ts";

type T = (key: string, params?: Record<string, string | number>) => string;

/** What the words depend on: the view, the players, the viewer and the station drawn large. */
export interface Seen {
  view: SgoPublicView;
  players: readonly PlayerInfo[];
  /** The viewer's seat (null: a spectator). */
  seat: number | null;
  /** The seat whose station is drawn large (its modules are the `mod:` ids). */
  station: number;
  t: T;
}

/** What the thing with hit id `id` is, in words ("" when there is nothing to say). */
export function describeThing(s: Seen, id: string): string {
  const [kind, a = "", b = ""] = id.split(":");
  switch (kind) {
    case "mod":
      return describeModule(s, Number(a));
    case "cell":
      return s.t("sgo.describe.cell");
    case "pile":
      return describePile(s, Number(a));
    case "room":
      return describeRoom(s, a as Room);
    case "fig":
      return describeFigure(s, a as Room, b);
    case "token":
      return describeToken(s, Number(a));
    case "planet":
      return describePlanet(s, a);
    case "spot":
      return describeSpot(s, a, Number(b));
    case "station":
      return s.t("sgo.describe.stationTab", { player: who(s, Number(a)) });
    default:
      return "";
  }
}

const who = (s: Seen, seat: number): string => playerName(s.players, seat, s.t);

/** A module tile's name, capacity, gate, bonus (while not earned) and, when `on` is known, its side. */
function tileText(tile: number, on: boolean | null, t: T): string {
  const def = MODULES[tile];
  if (!def) return "";
  const bits = [moduleName(tile, t), t("label.capacity", { n: def.capacity })];
  if (def.gate) bits.push(`${t("label.open")} ${t(`gate.${def.gate}`)}`);
  if (def.bonus && on !== true) bits.push(t(`bonus.${def.bonus}`));
  if (on !== null && def.domain) bits.push(t(on ? "label.on" : "label.off"));
  return bits.join(" · ");
}

/** What a module does by its type (rulebook pp.8-10); a gate module says where its gate is now. */
function tileRule(tile: number, view: SgoPublicView, t: T): string {
  const def = MODULES[tile];
  if (!def) return "";
  if (!def.domain) return t("sgo.describe.mod.white");
  const parts: string[] = [];
  if (def.type === "gate" && def.gate) {
    const at = view.gates.find((g) => g.gate === def.gate)?.at ?? "unused";
    const where =
      at === "hawking" || at === "moving" || at === "unused"
        ? t(`sgo.describe.where.${at}`)
        : planetDef(at).name;
    parts.push(t("sgo.describe.mod.gate", { gate: t(`gate.${def.gate}`), where }));
  } else if (def.type === "odyssey" && def.bonus) {
    const bonus = t(`sgo.describe.bonus.${def.bonus}`, { room: t(`room.${def.robotRoom ?? "modules"}`) });
    parts.push(t("sgo.describe.mod.odyssey", { bonus }));
  } else parts.push(t("sgo.describe.mod.access"));
  parts.push(t("sgo.describe.mod.domain", { domain: t(`domain.${def.domain}`) }));
  return parts.join(" ");
}

/** A module of the station drawn large: the tile, its rule, and its settlers when switched on. */
function describeModule(s: Seen, tile: number): string {
  const { view, t } = s;
  const m = view.seats[s.station]?.station.find((x) => x.tile === tile);
  if (!m) return "";
  const cap = MODULES[m.tile]?.capacity ?? 0;
  const state = !MODULES[m.tile]?.domain
    ? ""
    : m.on
      ? t("sgo.describe.on", { n: m.settlers, cap })
      : t("sgo.describe.off");
  return [tileText(m.tile, m.on, t), tileRule(m.tile, view, t), state].filter(Boolean).join(" ");
}

/** A worksite pile: its top tile and size, what drawing does, and whether it was used this action. */
function describePile(s: Seen, i: number): string {
  const { view, t } = s;
  const pile = view.piles[i];
  if (!pile || pile.top === null || pile.size === 0) return t("sgo.describe.pile.empty");
  const used = (view.act?.usedPiles ?? view.build?.usedPiles ?? []).includes(i);
  return [
    `${tileText(pile.top, null, t)} (${t("label.pile", { n: pile.size })}).`,
    tileRule(pile.top, view, t),
    t("sgo.describe.pile.rule"),
    used ? t("sgo.describe.pile.used") : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A control room: what it does, each player's points in it, and whether it is the one acting. */
function describeRoom(s: Seen, room: Room): string {
  const { view, t } = s;
  const pts = view.seats.map((p, seat) => `${who(s, seat)} ${p.rooms[room].points}`).join(", ");
  return [
    `${t(`sgo.describe.room.${room}`)} ${t("sgo.describe.room.points", { list: pts })}`,
    view.act?.room === room ? t("sgo.describe.room.active") : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The viewer's figures of one kind in a control room, and how many. */
function describeFigure(s: Seen, room: Room, figure: string): string {
  const f = s.seat !== null ? s.view.seats[s.seat]?.rooms[room] : undefined;
  if (!f || (figure !== "engineer" && figure !== "chief" && figure !== "robot")) return "";
  const n = figure === "engineer" ? f.engineers : figure === "chief" ? f.chiefs : f.robots;
  return s.t(`sgo.describe.fig.${figure}`, { room: s.t(`room.${room}`), n });
}

/** A predominance token at a position of the track: its value, what it scores, and swapping. */
function describeToken(s: Seen, pos: number): string {
  const t = s.t;
  const tok = s.view.predominance[pos];
  if (!tok) return "";
  const rule =
    tok.token === "balance"
      ? t("sgo.describe.token.balance")
      : tok.token === "none"
        ? t("sgo.describe.token.none")
        : t("sgo.describe.token.domain", { domain: t(`domain.${tok.token}`) });
  return [
    t("sgo.describe.token", { token: t(`token.${tok.token}`), value: tok.value }),
    rule,
    t("sgo.describe.token.swap"),
  ].join(" ");
}

/** An exoplanet: its rule (Turing's by the player count) and whether it is closed, waiting or open. */
function describePlanet(s: Seen, id: string): string {
  const { view, t } = s;
  const pl = view.planets.find((x) => x.id === id);
  if (!pl) return "";
  const rule =
    pl.id === "turing"
      ? t(view.players === 2 ? "sgo.describe.planet.turing2" : "sgo.describe.planet.turing34")
      : t(`sgo.describe.planet.${pl.id}`);
  const status =
    pl.status === "closed"
      ? t("sgo.describe.planet.closed")
      : pl.status === "waiting"
        ? t("sgo.describe.planet.waiting")
        : pl.gate
          ? t("sgo.describe.planet.open", { gate: t(`gate.${pl.gate}`) })
          : "";
  return [rule, status].filter(Boolean).join(" ");
}

/** A spot of an exoplanet: who is on it and what kind it is; the Fermi centre, each player's settlers. */
function describeSpot(s: Seen, id: string, k: number): string {
  const { view, t } = s;
  const pl = view.planets.find((x) => x.id === id);
  if (!pl) return "";
  const name = planetDef(pl.id).name;
  const spot = planetDef(pl.id).sides[pl.side === 1 ? 1 : 0].spots[k];
  if (!spot) return "";
  if (spot.zone) {
    const list = pl.zone.map((z, seat) => `${who(s, seat)} ${z}`).join(", ");
    return t("sgo.describe.zone", { planet: name, list });
  }
  const occ = pl.occupants[k] ?? -1;
  return [
    t("sgo.describe.spot", {
      planet: name,
      who: occ >= 0 ? t("sgo.describe.spot.taken", { player: who(s, occ) }) : t("sgo.describe.spot.free"),
    }),
    spot.kind === "advanced" ? t("sgo.describe.spot.advanced") : "",
    spot.kind === "centre" ? t("sgo.describe.spot.centre") : "",
    spot.predominance ? t("sgo.describe.spot.predominance") : "",
  ]
    .filter(Boolean)
    .join(" ");
}
