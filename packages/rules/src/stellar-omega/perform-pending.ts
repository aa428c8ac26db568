/**
 * The decisions a move leaves pending (rulebook B4 gate, B5 attack, decode, level up; C ship
 * attack): the answers of the deciding seat, and the steps taken for it when there is no choice
 * (an NPR always draws, a forced single move is played).
 */
import type { Rng } from "../core/rng.ts";
import {
  countByColour,
  drawCrystals,
  drawTop,
  gainSp,
  removeTile,
  rollDice,
  settleCrystals,
  takeTile,
} from "./changes.ts";
import { GATE_TRACK, type Race } from "./content.ts";
import { type Events, pub } from "./events.ts";
import { damageOptions, levelUpAreas, pendingMoves } from "./legal.ts";
import { gateValue, level } from "./queries.ts";
import type {
  AttackCtx,
  DamageCtx,
  DecodeCtx,
  DiceFor,
  GateCtx,
  OmegaMove,
  OmegaState,
  Pending,
} from "./types.ts";

/** A gate roll whose total is higher than the cube's value succeeds at once. */
export function checkGate(s: OmegaState, rng: Rng, ev: Events): void {
  const p = s.pending as GateCtx;
  const total = p.dice.reduce((a, b) => a + b, 0);
  if (total <= gateValue(s)) return;
  const needed = gateValue(s);
  s.gateSlot = Math.min(s.gateSlot + 1, GATE_TRACK.length - 1);
  const seat = s.races[p.race].seat!;
  ev.push(
    pub("gateControl", {
      race: p.race,
      seat,
      dice: [...p.dice],
      total,
      needed,
      firstRoll: !p.rerolled,
      slot: s.gateSlot,
    }),
  );
  if (!p.rerolled) {
    // FIRST DICE ROLL bonus: the top card, face down in front of the pad (nobody looks at it)
    const card = drawTop(s, rng);
    if (card !== undefined) {
      s.races[p.race].placedDown.push(card);
      ev.push(pub("bonusCard", { race: p.race, seat }));
    }
  }
  p.step = "move";
}

/** The deciding seat's answer to the decision pending. */
export function runPending(s: OmegaState, m: OmegaMove, rng: Rng, ev: Events): void {
  const p = s.pending!;
  switch (p.kind) {
    case "gate":
      runGate(s, p, m, rng, ev);
      return;
    case "attack":
      runAttack(s, p, m, rng, ev);
      return;
    case "decode":
      runDecode(s, p, m, rng, ev);
      return;
    case "levelUp":
      if (m.type === "levelUp") {
        takeTile(s.races[p.race]);
        s.races[p.race].units[m.area]!++;
        const seat = s.races[p.race].seat;
        ev.push(pub("levelUp", { race: p.race, seat, area: m.area, level: level(s, m.area, p.race) }));
        s.pending = null;
      }
      return;
    case "damage":
      runDamage(s, p, m, rng, ev);
      return;
  }
}

/** Gate control: reroll a die (flipping a tile), stop after a failed roll, or move the gate. */
function runGate(s: OmegaState, p: GateCtx, m: OmegaMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat!;
  if (m.type === "reroll") {
    reroll(s, p, "gate", m.die, rng, ev);
    p.rerolled = true;
    checkGate(s, rng, ev);
  } else if (m.type === "stop") {
    ev.push(
      pub("gateFailed", {
        race: p.race,
        seat,
        dice: [...p.dice],
        total: p.dice.reduce((a, b) => a + b, 0),
        needed: gateValue(s),
      }),
    );
    s.pending = null;
  } else if (m.type === "moveGate") {
    const from = s.gate;
    if (m.to !== null) s.gate = m.to;
    ev.push(pub("gateMoved", { race: p.race, seat, from, to: s.gate, moved: m.to !== null }));
    s.pending = null;
  }
}

/** Rerolls one die showing `die`, flipping an available tile (rulebook B4/B5). */
function reroll(
  s: OmegaState,
  p: { race: Race; dice: number[] },
  why: DiceFor,
  die: number,
  rng: Rng,
  ev: Events,
): void {
  const rs = s.races[p.race];
  rs.tilesAvail--;
  rs.tilesFlipped++;
  const i = p.dice.indexOf(die);
  const value = 1 + rng.int(6);
  p.dice[i] = value;
  ev.push(pub("reroll", { race: p.race, seat: rs.seat!, for: why, from: die, to: value, dice: [...p.dice] }));
}

/** An attack: reroll or use a die, choose the area, then the defender draws or not. */
function runAttack(s: OmegaState, p: AttackCtx, m: OmegaMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat!;
  if (m.type === "reroll") {
    reroll(s, p, "attack", m.die, rng, ev);
    return;
  }
  if (m.type === "use") {
    p.n = m.die;
    ev.push(pub("dieChosen", { race: p.race, seat, for: "attack", die: m.die }));
    p.step = p.area === null ? "area" : "defend";
    return;
  }
  if (m.type === "target") {
    p.area = m.area;
    ev.push(pub("attackTarget", { race: p.race, seat, target: p.target, area: m.area }));
    p.step = "defend";
    return;
  }
  const t = p.target;
  const tSeat = s.races[t].seat;
  let blocked = false;
  if (m.type === "draw") {
    const drawn = drawCrystals(s, p.n, rng);
    blocked = drawn.includes(t);
    settleCrystals(s, t, blocked ? 1 : 0);
    const byColour = countByColour(drawn);
    ev.push(pub("crystalsDrawn", { race: t, seat: tSeat, for: "defence", n: p.n, drawn, byColour, blocked }));
  } else ev.push(pub("noDefence", { race: t, seat: tSeat!, for: "defence" }));
  if (blocked) {
    ev.push(pub("attackBlocked", { race: p.race, seat, target: t, removed: p.removed }));
    gainSp(s, p.race, p.removed, "tiles removed", ev);
    s.pending = null;
    return;
  }
  const area = p.area!;
  removeTile(s, t, area);
  p.removed++;
  ev.push(pub("tileRemoved", { race: t, seat: tSeat, area, level: level(s, area, t), by: p.race }));
  if (level(s, area, t) === 0) {
    ev.push(pub("unitEliminated", { race: t, seat: tSeat, area, by: p.race, removed: p.removed }));
    gainSp(s, p.race, p.removed, "tiles removed", ev);
    s.pending = { kind: "levelUp", race: p.race };
    return;
  }
  // the attack goes on with a new roll
  p.dice = rollDice(rng, p.level);
  p.step = "roll";
  ev.push(pub("diceRolled", { race: p.race, seat, dice: [...p.dice], for: "attack", needAbove: null }));
}

/** A decoding: reroll or use a die, then each opposer in turn draws or not. */
function runDecode(s: OmegaState, p: DecodeCtx, m: OmegaMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat!;
  if (m.type === "reroll") {
    reroll(s, p, "decode", m.die, rng, ev);
    return;
  }
  if (m.type === "use") {
    p.n = m.die;
    p.step = "defend";
    ev.push(pub("dieChosen", { race: p.race, seat, for: "decode", die: m.die }));
    return;
  }
  const o = p.queue.shift()!;
  const oSeat = s.races[o].seat;
  if (m.type === "draw") {
    const drawn = drawCrystals(s, p.n, rng);
    const hit = drawn.includes(o);
    settleCrystals(s, o, hit ? 1 : 0);
    const byColour = countByColour(drawn);
    ev.push(
      pub("crystalsDrawn", { race: o, seat: oSeat, for: "decode", n: p.n, drawn, byColour, blocked: hit }),
    );
    if (hit) {
      p.blocked = true;
      gainSp(s, o, p.level, "broke the decoding", ev);
    }
  } else ev.push(pub("noDefence", { race: o, seat: oSeat!, for: "decode" }));
  if (p.queue.length > 0) return;
  s.pending = p.blocked ? null : { kind: "levelUp", race: p.race };
  if (p.blocked) ev.push(pub("decodeBlocked", { race: p.race, seat }));
}

/** A ship attack: draw crystals against it (or not), then remove a tile or a card per damage. */
function runDamage(s: OmegaState, p: DamageCtx, m: OmegaMove, rng: Rng, ev: Events): void {
  const seat = s.races[p.race].seat;
  if (m.type === "draw" || m.type === "decline") {
    if (m.type === "draw") {
      const n = p.remaining;
      const drawn = drawCrystals(s, n, rng);
      const own = drawn.filter((c) => c === p.race).length;
      settleCrystals(s, p.race, own);
      p.remaining -= own;
      const byColour = countByColour(drawn);
      ev.push(pub("crystalsDrawn", { race: p.race, seat, for: "ship", n, drawn, byColour, saved: own }));
    } else ev.push(pub("noDefence", { race: p.race, seat: seat!, for: "ship" }));
    p.step = "alloc";
    return;
  }
  if (m.type === "damage") {
    const rs = s.races[p.race];
    if (m.area === null) {
      const card = rs.placedUp.length > 0 ? rs.placedUp.pop()! : rs.placedDown.pop()!;
      s.deck.bottom.push(card);
      ev.push(pub("cardLost", { race: p.race, seat, left: rs.placedUp.length + rs.placedDown.length }));
    } else {
      removeTile(s, p.race, m.area);
      const lvl = level(s, m.area, p.race);
      ev.push(pub("tileRemoved", { race: p.race, seat, area: m.area, level: lvl, by: "ship" }));
    }
    p.remaining--;
  }
}

/**
 * Readies a ship attack: false when the race has nothing to lose. An NPR draws at once (recap:
 * the NPR always draws crystals); with one way left to take damage, it is taken automatically.
 */
function prepareDamage(s: OmegaState, p: DamageCtx, rng: Rng, ev: Events): boolean {
  if (damageOptions(s, p).length === 0 || p.remaining <= 0) {
    if (p.remaining > 0)
      ev.push(pub("nothingToDamage", { race: p.race, seat: s.races[p.race].seat, damage: p.remaining }));
    return false;
  }
  if (p.step === "draw" && s.races[p.race].seat === null) runDamage(s, p, { type: "draw" }, rng, ev);
  if (p.step === "alloc") {
    // damage that takes everything leaves no choice: remove it all
    const rs = s.races[p.race];
    const all = rs.units.reduce((t, l) => t + l, 0) + rs.placedUp.length + rs.placedDown.length;
    if (p.remaining >= all)
      while (damageOptions(s, p).length > 0)
        runDamage(s, p, { type: "damage", area: damageOptions(s, p)[0]! }, rng, ev);
  }
  return p.remaining > 0 && damageOptions(s, p).length > 0;
}

/**
 * One automatic step of the decision pending: a ship attack readied or dropped, a level up with
 * nowhere to go paid in SP, an NPR's draw, a forced single move. False when a seat must decide.
 */
export function settlePending(s: OmegaState, p: Pending, rng: Rng, ev: Events): boolean {
  if (p.kind === "damage" && !prepareDamage(s, p, rng, ev)) {
    s.pending = null;
    return true;
  }
  if (p.kind === "levelUp" && levelUpAreas(s, p.race).length === 0) {
    gainSp(s, p.race, 1, "level up beyond 3", ev);
    s.pending = null;
    return true;
  }
  if (p.kind === "decode" && p.step === "defend") {
    const o = p.queue[0];
    if (o !== undefined && s.races[o].seat === null) {
      runDecode(s, p, { type: "draw" }, rng, ev); // NPRs always draw
      return true;
    }
  }
  if (p.kind === "attack" && p.step === "defend" && s.races[p.target].seat === null) {
    runAttack(s, p, { type: "draw" }, rng, ev); // NPRs always draw
    return true;
  }
  const moves = pendingMoves(s);
  if (moves.length === 1) {
    runPending(s, moves[0]!, rng, ev);
    return true;
  }
  return false;
}
