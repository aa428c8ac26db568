/** Table options of a game, read from the JSON schema the server publishes (GET /api/games). */
import type { JsonSchema } from "../net/api.ts";

export type OptionField =
  | { name: string; kind: "boolean"; default: boolean; description?: string }
  | {
      name: string;
      kind: "integer" | "number";
      min?: number;
      max?: number;
      default?: number;
      description?: string;
    }
  | {
      name: string;
      kind: "enum";
      choices: (string | number | boolean)[];
      default?: string | number | boolean;
      description?: string;
    }
  | { name: string; kind: "string"; maxLength?: number; default?: string; description?: string };

/** The branch of an `anyOf`/`oneOf` that is not `null` (optional/nullable fields). */
function solid(s: JsonSchema): JsonSchema {
  const alts = s.anyOf ?? s.oneOf;
  if (!alts) return s;
  const consts = alts.filter((a) => a.const !== undefined);
  if (consts.length === alts.length && consts.length > 0) return { ...s, enum: consts.map((a) => a.const) };
  const real = alts.find((a) => a.type !== "null");
  return real
    ? { ...real, default: s.default ?? real.default, description: s.description ?? real.description }
    : s;
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;

/** The form fields for a game's options schema; properties the form cannot show are left out (server defaults apply). */
export function optionFields(schema: JsonSchema | undefined): OptionField[] {
  const props = schema?.properties ?? {};
  const out: OptionField[] = [];
  for (const [name, raw] of Object.entries(props)) {
    const s = solid(raw);
    const description = s.description ?? raw.description;
    const base = description ? { name, description } : { name };
    if (Array.isArray(s.enum) && s.enum.length > 0) {
      const choices = s.enum.filter((c): c is string | number | boolean =>
        ["string", "number", "boolean"].includes(typeof c),
      );
      const d = s.default as string | number | boolean | undefined;
      out.push({ ...base, kind: "enum", choices, ...(d !== undefined ? { default: d } : {}) });
      continue;
    }
    const type = typeOf(s);
    if (type === "boolean") out.push({ ...base, kind: "boolean", default: s.default === true });
    else if (type === "integer" || type === "number") {
      const min =
        s.minimum ??
        (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (type === "integer" ? 1 : 0) : undefined);
      const max =
        s.maximum ??
        (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (type === "integer" ? 1 : 0) : undefined);
      out.push({
        ...base,
        kind: type,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(typeof s.default === "number" ? { default: s.default } : {}),
      });
    } else if (type === "string") {
      out.push({
        ...base,
        kind: "string",
        ...(s.maxLength !== undefined ? { maxLength: s.maxLength } : {}),
        ...(typeof s.default === "string" ? { default: s.default } : {}),
      });
    }
  }
  return out;
}

/**
 * The options object to send from raw form values (strings/booleans by field name). Fields left
 * untouched (not in `changed`) or empty are omitted, so the game's own defaults apply.
 */
export function collectOptions(
  fields: readonly OptionField[],
  values: Record<string, string | boolean>,
  changed: ReadonlySet<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!changed.has(f.name)) continue;
    const v = values[f.name];
    if (v === undefined || v === "") continue;
    switch (f.kind) {
      case "boolean":
        out[f.name] = v === true || v === "true";
        break;
      case "integer":
      case "number": {
        const n = Number(v);
        if (Number.isFinite(n)) out[f.name] = f.kind === "integer" ? Math.round(n) : n;
        break;
      }
      case "enum": {
        const choice = f.choices.find((c) => String(c) === String(v));
        if (choice !== undefined) out[f.name] = choice;
        break;
      }
      case "string":
        out[f.name] = String(v);
        break;
    }
  }
  return out;
}
