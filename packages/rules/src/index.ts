export * from "./core/canonical.ts";
export * from "./core/engine.ts";
export * from "./core/flat.ts";
export * from "./core/replay.ts";
export * from "./core/result.ts";
export * from "./core/rng.ts";
export * from "./core/types.ts";
export { GAMES, gameById } from "./registry.ts";
