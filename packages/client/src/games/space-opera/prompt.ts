/**
 * What the viewer may do now in Space Opera, in words: from the view (the decision asked, spaces
 * left, stores, standings) and the legal moves; who acts and what they do while the viewer waits.
 * Nothing here computes a rule. Pure, unit-tested (space-opera-words.test.ts).
 */
import { planetCard } from "@starport/rules/space-opera/content.ts";
import type { OperaEvent } from "@starport/rules/space-opera/events.ts";
import type { OperaMove, OperaPrivate, OperaPublic } from "@starport/rules/space-opera/types.ts";
import type { SceneUpdate } from "../contract.ts";
import { cellName } from "./adapter.ts";
import { listOf, playerName, type T } from "./words.ts";

type Update = SceneUpdate<OperaPublic, OperaPrivate, OperaMove, OperaEvent>;

/** Whether `seat` is out of the game (eliminated or surrendered) in this view. */
export function isOut(v: OperaPublic, seat: number): boolean {
  return (v.out?.[seat] ?? 0) > 0 || v.surrendered?.[seat] === true;
}

/**
 * The viewer's planets Maintenance would take meeples from: a reminder while they can still be
 * loaded onto a ship (the build menu warned when they were cloned).
 */
function overpopulated(u: Update, v: OperaPublic, t: T): string[] {
  const own = (u.view.private as OperaPrivate | undefined)?.planets ?? [];
  return own
    .filter((f) => f.overpopulation > 0)
    .map((f) => t("prompt.overpop", { planet: planetRef(v, f.cell, t), n: f.overpopulation }));
}

/** What the viewer may do now, in words, from the view and the legal moves. */
export function prompt(u: Update, t: T): string {
  const v = u.view.public as OperaPublic | undefined;
  // The first update of a table can come before its state has synced (an empty view).
  if (!v?.standings || !v.phase) return "";
  if (u.status === "finished" || v.phase === "over") return overText(u, v, t);
  if (u.seat !== null && isOut(v, u.seat)) {
    // Out of the game: told so, then who acts as a spectator sees it (never "waiting for").
    const out = t(v.surrendered?.[u.seat] ? "prompt.out.surrendered" : "prompt.out.eliminated");
    const watch = watchText(u, v, t, true);
    return watch ? `${out} ${watch}` : out;
  }
  const d = v.decision;
  if (u.seat === null || u.legal.length === 0 || (d && d.seat !== u.seat))
    return watchText(u, v, t, u.seat === null) ?? t("prompt.wait");

  if (d) return decisionPrompt(u, v, d, u.seat, t);
  const me = u.seat;
  const cell = (c: number): string => cellName(c, v.width);
  switch (v.phase) {
    case "build":
      return buildText(u, v, t);
    case "move": {
      const a = v.active;
      const moving = a ? v.ships.find((x) => x.id === a.ship) : undefined;
      if (a && moving && moving.owner === me)
        return t(a.hyper ? "prompt.move.hyper" : "prompt.move.moving", {
          cell: cell(moving.cell),
          n: a.points,
        });
      const ships = new Set(u.legal.flatMap((m) => (m.type === "step" ? [m.ship] : [])));
      const what = ships.size > 0 ? t("prompt.move", { n: ships.size }) : t("prompt.move.none");
      return [what, ...overpopulated(u, v, t)].join(" ");
    }
    case "harvest": {
      const names = [
        u.legal.some((m) => m.type === "rogue") ? t("tech.rogue") : "",
        u.legal.some((m) => m.type === "trade") ? t("tech.trader") : "",
      ].filter((x) => x !== "");
      return names.length > 0
        ? t("prompt.harvest", { techs: listOf(names, t, "word.or") })
        : t("prompt.harvest.none");
    }
    case "upkeep":
      return t(u.legal.some((m) => m.type === "offerTies") ? "prompt.upkeep" : "prompt.upkeep.none");
    default:
      return t("prompt.wait");
  }
}

/** What the viewer, asked the decision `d`, may answer, in words. */
function decisionPrompt(
  u: Update,
  v: OperaPublic,
  d: NonNullable<OperaPublic["decision"]>,
  me: number,
  t: T,
): string {
  const who = (seat: number): string => playerName(u.players, seat, t);
  const cell = (c: number): string => cellName(c, v.width);
  const planet = (c: number): string => planetRef(v, c, t);
  const shipCell = (id: number | undefined): string => {
    const s = v.ships.find((x) => x.id === id);
    return s ? cell(s.cell) : "";
  };
  const reactions = u.legal.flatMap((m) => (m.type === "react" && m.tech ? [t(`tech.${m.tech}`)] : []));
  const techs = listOf(reactions, t, "word.or");
  const attacker = v.combat ? who(v.combat.attacker) : "";
  switch (d.kind) {
    case "explore":
      return t("prompt.explore", { cell: shipCell(d.ship) });
    case "pickShip":
      return t("prompt.pickShip", { player: attacker, cell: cell(d.cell ?? v.combat?.cell ?? 0) });
    case "protect":
      return t(reactions.length > 0 ? "prompt.protect" : "prompt.protect.none", {
        cell: shipCell(d.ship),
        techs,
      });
    case "pierce": {
      const holder = v.ships.find((x) => x.id === d.ship)?.owner;
      return t(reactions.length > 0 ? "prompt.pierce" : "prompt.pierce.none", {
        player: holder === null || holder === undefined ? "" : who(holder),
        cell: shipCell(d.ship),
        techs,
      });
    }
    case "defendPlanet":
      return t(reactions.length > 0 ? "prompt.defend" : "prompt.defend.none", {
        player: attacker,
        planet: planet(d.cell ?? 0),
        strike: t(`strike.${v.combat?.strike ?? "none"}`),
        techs,
      });
    case "attackPlanet": {
      const c = d.cell ?? 0;
      const owner = v.planets[c]?.owner;
      const params = { player: owner === null || owner === undefined ? "" : who(owner), planet: planet(c) };
      const invade = u.legal.some((m) => m.type === "attack" && m.target === "invade");
      const mine = u.view.private?.ships.find((x) => x.ship === v.combat?.ship);
      const defense = v.planetFacts[c]?.defense;
      return invade && mine && defense !== undefined
        ? t("prompt.attack.invade", { ...params, attack: mine.attack, defense })
        : t("prompt.attack", params);
    }
    case "discardTech":
      return t("prompt.discardTech", { n: u.view.private?.hand.length ?? v.handSizes[me] ?? 0 });
    case "answerTies":
      return t("prompt.answerTies", { player: who(d.holder ?? 0) });
    case "answerEnd": {
      const s = v.standings[me];
      return t("prompt.answerEnd", {
        player: who(d.proposer ?? v.endVote?.proposer ?? 0),
        rank: s?.rank ?? 0,
        planets: s?.planets ?? 0,
      });
    }
  }
}

/** "Dorado (A1)" for a face-up planet, else the cell's name. */
function planetRef(v: OperaPublic, c: number, t: T): string {
  const p = v.planets[c];
  const where = cellName(c, v.width);
  return p ? t("word.planetAt", { planet: planetCard(p.card).name, cell: where }) : where;
}

/** The Building turn: the planet being built on, or which planets are open and whether Research still is. */
function buildText(u: Update, v: OperaPublic, t: T): string {
  if (v.activePlanet !== null) {
    const c = v.activePlanet;
    const p = v.planets[c];
    return t(u.legal.some((m) => m.type === "build") ? "prompt.build.on" : "prompt.build.onDone", {
      planet: planetRef(v, c, t),
      free: v.planetFacts[c]?.free ?? 0,
      energy: p?.energy ?? 0,
      ore: p?.ore ?? 0,
    });
  }
  const cells = [...new Set(u.legal.flatMap((m) => (m.type === "build" ? [m.planet] : [])))].sort(
    (a, b) => a - b,
  );
  const head =
    cells.length > 0
      ? t("prompt.build", {
          planets: listOf(
            cells.map((c) => planetRef(v, c, t)),
            t,
          ),
        })
      : t("prompt.build.nothing");
  const research = u.legal.some((m) => m.type === "research")
    ? "prompt.build.research"
    : v.deckSize === 0
      ? "prompt.build.deckEmpty"
      : "prompt.build.researchLate";
  return `${head} ${t(research)}`;
}

/** The game is over: who won and why. */
function overText(u: Update, v: OperaPublic, t: T): string {
  const ranks = u.outcome?.ranks ?? v.standings.map((s) => s.rank);
  const winners = ranks.flatMap((rank, seat) => (rank === 1 ? [seat] : []));
  if (winners.length === 0) return t("prompt.over.noResult");
  const best = v.standings[winners[0]!];
  return t(`prompt.over.${v.endReason ?? "lastStanding"}`, {
    players: listOf(
      winners.map((s) => playerName(u.players, s, t)),
      t,
    ),
    n: winners.length,
    planets: best?.planets ?? 0,
    classes: best?.classTotal ?? 0,
  });
}

/**
 * Who acts now and what they are doing, or null: "Waiting for Bo: choosing a ship to move." for a
 * seated player, "Bo: choosing a ship to move." for a spectator (or a player out of the game).
 */
function watchText(u: Update, v: OperaPublic, t: T, spectator: boolean): string | null {
  const d = v.decision;
  const actor = d ? d.seat : u.actors[0];
  if (actor === undefined || actor === u.seat) return null;
  const cell = (c: number): string => cellName(c, v.width);
  const shipCell = (id: number | undefined): string => {
    const s = v.ships.find((x) => x.id === id);
    return s ? cell(s.cell) : "";
  };
  let doing: string;
  if (d) {
    switch (d.kind) {
      case "explore":
        doing = t("doing.explore", { cell: shipCell(d.ship) });
        break;
      case "pickShip":
        doing = t("doing.pickShip", { cell: cell(d.cell ?? v.combat?.cell ?? 0) });
        break;
      case "protect":
      case "pierce":
        doing = t(`doing.${d.kind}`, { cell: shipCell(d.ship) });
        break;
      case "defendPlanet":
      case "attackPlanet":
        doing = t(`doing.${d.kind}`, { planet: planetRef(v, d.cell ?? 0, t) });
        break;
      case "discardTech":
        doing = t("doing.discardTech");
        break;
      case "answerTies":
        doing = t("doing.answerTies", { player: playerName(u.players, d.holder ?? 0, t) });
        break;
      case "answerEnd":
        doing = t("doing.answerEnd", {
          player: playerName(u.players, d.proposer ?? v.endVote?.proposer ?? 0, t),
        });
        break;
    }
  } else if (v.phase === "build") {
    doing =
      v.activePlanet !== null
        ? t("doing.buildOn", { planet: planetRef(v, v.activePlanet, t) })
        : t("doing.build");
  } else if (v.phase === "move") {
    const a = v.active;
    const moving = a ? v.ships.find((x) => x.id === a.ship) : undefined;
    doing = a && moving ? t("doing.moving", { cell: cell(moving.cell), n: a.points }) : t("doing.move");
  } else if (v.phase === "harvest" || v.phase === "upkeep") {
    doing = t(`doing.${v.phase}`);
  } else return null;
  return t(spectator ? "prompt.watching" : "prompt.waiting", {
    player: playerName(u.players, actor, t),
    doing,
  });
}
