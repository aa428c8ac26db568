/** Space Gate Odyssey (issue 3): the GameDef the site offers. */

import { defineGameFromFiles } from "../core/engine.ts";
import { rngFrom } from "../core/rng.ts";
import type { GameDef } from "../core/types.ts";
import { advise } from "./advise.ts";
import { defaultBot } from "./bot.ts";
import { greedyBot } from "./bot-greedy.ts";
import * as explain from "./explain.ts";
import { invariantProblem } from "./invariant.ts";
import * as legal from "./legal.ts";
import * as outcome from "./outcome.ts";
import * as perform from "./perform.ts";
import * as setup from "./setup.ts";
import * as types from "./types.ts";
import {
  cloneState,
  type SgoEvent,
  type SgoMove,
  type SgoOptions,
  type SgoPrivateView,
  type SgoPublicView,
  type SgoState,
} from "./types.ts";
import * as view from "./view.ts";

export * from "./content.ts";
export * from "./exoplanets.ts";
export type { PlanetState, ScoreLine } from "./planets.ts";
export type { StationModule } from "./station.ts";
export type * from "./types.ts";

export const spaceGateOdyssey: GameDef<
  SgoState,
  SgoMove,
  SgoPublicView,
  SgoPrivateView,
  SgoOptions,
  SgoEvent
> = defineGameFromFiles(
  {
    id: "space-gate-odyssey",
    title: "Space Gate Odyssey",
    // 2: the state's fields renamed to the view's words (issue 16), so final state hashes differ
    rulesVersion: "2",
    players: { min: 2, max: 4 },
    bots: { default: defaultBot, greedy: greedyBot },
    advise,
    test: {
      perturbHidden(s0, owner, rng) {
        const s = cloneState(s0);
        if (owner !== "world") return s;
        // Only the order below each pile's top tile and the PRNG are hidden.
        for (const pile of s.piles) {
          const rest = pile.slice(1);
          rng.shuffleInPlace(rest);
          pile.splice(1, rest.length, ...rest);
        }
        s.rng = [rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32), rng.int(2 ** 32)];
        rngFrom(s.rng).next();
        return s;
      },
      invariant: invariantProblem,
    },
  },
  { types, setup, legal, perform, explain, view, outcome },
);
