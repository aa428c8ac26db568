/**
 * What the viewer may do now, and why, in the viewer's language: from the view (what the rules ask
 * of each seat, the numbers) and the legal moves. Nothing here decides a rule. Pure.
 */
import { GALAXY_CARDS } from "@starport/rules/one-deck-galaxy/content.ts";
import type { GalaxyMove } from "@starport/rules/one-deck-galaxy/types.ts";
import type { GalaxyPublic } from "@starport/rules/one-deck-galaxy/view.ts";
import type { SceneUpdate } from "../contract.ts";
import { placeText, techOptionClause, yieldText } from "./content-words.ts";
import { gatheredText, reasonText } from "./log.ts";
import { cardName, listOf, playerName, type T, techName } from "./words.ts";

/** What `prompt` reads: the public view, the legal moves and who acts (private part and events unused). */
export type OdgUpdate = SceneUpdate<GalaxyPublic, unknown, GalaxyMove, unknown>;

/** The pick a pending Tech step asks for: "choose a die to reroll (2 left), or Stop". */
function pickPrompt(u: OdgUpdate, seat: number, t: T): string | null {
  const v = u.view.public;
  const p = v.seats[seat];
  const st = p?.pending?.steps[0];
  if (!p?.pending || !st) return null;
  const tech = techName(p.pending.tech, p, t);
  const pool = p.pending.anyPool ? t("odg.step.anyPool") : "";
  const params = { tech, n: p.pending.left, pool };
  switch (st.k) {
    case "reroll":
      return t("odg.prompt.pick.reroll", params);
    case "adjust":
      return t(`odg.prompt.pick.adjust.${st.dir}`, { ...params, by: st.by });
    case "set":
      return t("odg.prompt.pick.set", { ...params, v: st.v });
    case "ultra":
      return t("odg.prompt.pick.ultra", params);
    default:
      return t("odg.prompt.pick.other", params);
  }
}

/** What the viewer may do now, and why, from the view and the legal moves. */
export function prompt(u: OdgUpdate, t: T): string {
  const v = u.view.public as GalaxyPublic | undefined;
  // The first update of a table can come before its state has synced (an empty view).
  if (!v?.seats) return "";
  const phase: string = v.phase;
  if (u.status === "finished" || phase === "over" || v.result) {
    const won = v.result?.won ?? u.outcome?.cooperative?.won ?? false;
    const reason = reasonText(v.result?.reason ?? u.outcome?.reason ?? "", t);
    return t(won ? "odg.prompt.won" : "odg.prompt.lost", { reason });
  }
  const me = u.seat;
  const mine = me !== null && u.actors.includes(me) && u.legal.length > 0;
  if (phase === "results") return resultsPrompt(u, v, mine, t);
  if (phase === "action") return mine && me !== null ? actionPrompt(u, v, me, t) : waitPrompt(u, v, t);
  return ["adversary", "discover"].includes(phase) ? t(`odg.prompt.phase.${phase}`) : t("odg.prompt.wait");
}

/** The Results phase: the decision on the table (a claim, the Research Lab, an upgrade). */
function resultsPrompt(u: OdgUpdate, v: GalaxyPublic, mine: boolean, t: T): string {
  const d = v.decision;
  if (!d) return t("odg.prompt.phase.results");
  if (d.kind === "claim") {
    const c = GALAXY_CARDS[d.card - 1];
    const card = cardName(d.card, t);
    if (!mine || !c) return t("odg.prompt.watch.claim", { card });
    const text = t("odg.prompt.claim", {
      card,
      yield: yieldText(c.colony, t),
      tech: c.tech.options.map((o) => techOptionClause(o.steps, t)).join(" / "),
    });
    const partner = v.players > 1 && u.seat !== null ? 1 - u.seat : null;
    return partner !== null
      ? `${text} ${t("odg.prompt.claimWho", { player: playerName(u.players, partner, t) })}`
      : text;
  }
  if (d.kind === "lab") {
    if (!mine) return t("odg.prompt.watch.lab", { pips: d.pips });
    const probe = u.legal.some((m) => m.type === "probe");
    const study = u.legal.some((m) => m.type === "study");
    const key = probe && study ? "both" : probe ? "probe" : study ? "study" : "none";
    return t(`odg.prompt.lab.${key}`, { pips: d.pips, probe: v.lab.probe });
  }
  const cls = v.starbase.cls;
  return mine
    ? t("odg.prompt.upgrade", {
        n: cls + 1,
        cost: v.starbase.upgradeCost ?? 0,
        have: v.starbase.scienceTotal,
      })
    : t("odg.prompt.watch.upgrade", { n: cls + 1 });
}

/** The viewer's Action phase: roll, finish a Tech, fill the wide box, or play. */
function actionPrompt(u: OdgUpdate, v: GalaxyPublic, me: number, t: T): string {
  const p = v.seats[me]!;
  if (!p.rolled) {
    return p.unrolled.length > 0
      ? t("odg.prompt.roll", { what: gatheredText(p.unrolled, 0, t) })
      : t("odg.prompt.rollNone");
  }
  if (p.pending) return pickPrompt(u, me, t) ?? t("odg.prompt.wait");
  if (v.open) {
    const canPlace = u.legal.some((m) => m.type === "place" && m.to === v.open);
    const stuck = v.openBox ? v.openBox.stuck || !canPlace : !canPlace;
    return t(stuck ? "odg.prompt.openStuck" : "odg.prompt.open", {
      place: placeText(v.open, t),
      n: v.openBox?.missing ?? 0,
    });
  }
  const dice = p.pool.length;
  if (dice === 0 && p.discs === 0) return t("odg.prompt.actionEmpty");
  const key = dice === 0 ? "actionNoDice" : p.discs === 0 ? "actionNoDiscs" : "action";
  return t(`odg.prompt.${key}`, { n: dice, discs: p.discs });
}

/** Another seat plays its Action phase: who. */
function waitPrompt(u: OdgUpdate, v: GalaxyPublic, t: T): string {
  const me = u.seat;
  const acting = u.actors.filter((s) => s !== me).map((s) => playerName(u.players, s, t));
  if (acting.length === 0) return t("odg.prompt.wait");
  if (me !== null && v.seats[me]) return t("odg.prompt.waitPartner", { player: listOf(acting, t) });
  return t("odg.prompt.watch.action", { players: listOf(acting, t), n: acting.length });
}
