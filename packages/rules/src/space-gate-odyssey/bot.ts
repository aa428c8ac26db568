/** Space Gate Odyssey bots (work in progress). */
import type { Bot } from "../core/types.ts";
import type { SgoMove, SgoPrivateView, SgoPublicView } from "./types.ts";

export const defaultBot: Bot<SgoPublicView, SgoPrivateView, SgoMove> = {
  describe: "placeholder",
  choose: (ctx) => ctx.rng.pick(ctx.legal),
};
