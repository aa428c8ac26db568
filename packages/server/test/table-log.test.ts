/**
 * The table's log (src/table-log.ts): what spectators may read of each move, the platform's
 * timeout line, and the synced list bounded to its last LOG_KEEP lines.
 */
import { LOG_KEEP, readLogLine } from "@starport/protocol";
import { describe, expect, it } from "vitest";
import { appendLog, eventLines, timeoutLine } from "../src/table-log.ts";

describe("the table's log", () => {
  it("keeps the public events of a move and drops those only some seats may see", () => {
    const lines = eventLines(7, [
      { type: "took", seat: 0, stones: 2, visibleTo: "all" },
      { type: "drew", seat: 0, card: 3, visibleTo: [0] },
    ] as never);
    expect(lines.map(readLogLine)).toEqual([{ version: 7, event: { type: "took", seat: 0, stones: 2 } }]);
    expect(lines.join()).not.toContain("card");
  });

  it("says in a platform line that a seat ran out of time", () => {
    expect(readLogLine(timeoutLine(12, 1, "lose"))).toEqual({
      version: 12,
      event: { type: "timeout", seat: 1, onTimeout: "lose" },
      platform: true,
    });
  });

  it("keeps only the last LOG_KEEP lines", () => {
    const log: string[] = [];
    appendLog(log, ["a", "b"]);
    appendLog(
      log,
      Array.from({ length: LOG_KEEP }, (_, i) => `l${i}`),
    );
    expect(log.length).toBe(LOG_KEEP);
    expect([log[0], log.at(-1)]).toEqual(["l0", `l${LOG_KEEP - 1}`]);
  });
});
