/** The replay's move list in words: one entry per move, its events as the viewer saw them, bots marked. */

import type { BotReason } from "@starport/protocol";
import type { PlayerInfo } from "../games/contract.ts";
import { eventsSeenBy, type Replay, type ReplayViewer } from "./build.ts";

export interface ReplayLogLine {
  text: string;
  /** Seats that alone saw this event (hidden from the others), null for public ones. */
  secret: number[] | null;
}

export interface ReplayLogEntry {
  /** The step this move leads to (move number). */
  step: number;
  seat: number;
  /** Who made the move: the player, or a bot (and why: filled, away, resigned, timeout). */
  by: "human" | "bot";
  botReason: BotReason | null;
  /** Server time of the move (ms since epoch). */
  at: number;
  lines: ReplayLogLine[];
}

/**
 * Every move of the replay as log entries. `describe` words an event (the game's describer; null =
 * not worth a line); `label` words a move that produced no line.
 */
export function replayLog(
  r: Replay,
  viewer: ReplayViewer,
  describe: (event: Record<string, unknown>, players: PlayerInfo[]) => string | null,
  label: (move: unknown, players: PlayerInfo[]) => string,
): ReplayLogEntry[] {
  const out: ReplayLogEntry[] = [];
  for (const step of r.steps) {
    const m = step.move;
    if (!m) continue;
    const lines: ReplayLogLine[] = [];
    for (const { event, secret } of eventsSeenBy(step.events, viewer)) {
      let text: string | null;
      try {
        text = describe(event, step.players);
      } catch {
        text = String(event.type);
      }
      if (text) lines.push({ text, secret });
    }
    if (lines.length === 0) lines.push({ text: label(m.move, step.players), secret: null });
    out.push({
      step: step.version,
      seat: m.seat,
      by: m.by,
      botReason: m.by === "bot" ? (m.botReason ?? "") : null,
      at: m.at,
      lines,
    });
  }
  return out;
}
