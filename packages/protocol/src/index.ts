/**
 * The Starport wire (docs/protocol.md), one source for the server and every client: messages both
 * ways, join options, lobby listings, the history format, limits, error codes and text cleaning.
 * Pure TypeScript and zod: no Node, DOM or Colyseus API.
 */
export * from "./clock.ts";
export * from "./codes.ts";
export * from "./errors.ts";
export * from "./history.ts";
export * from "./http.ts";
export * from "./join.ts";
export * from "./limits.ts";
export * from "./listing.ts";
export * from "./messages.ts";
export * from "./replay-check.ts";
export * from "./state.ts";
export * from "./text.ts";
export * from "./vocab.ts";
