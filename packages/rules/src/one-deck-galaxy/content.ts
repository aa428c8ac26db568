/**
 * One Deck Galaxy content, original to this project: 5 homeworlds, 5 societies, 5 adversaries,
 * 40 galaxy cards and the 4 starbase classes. Everything here is data read by the engine.
 *
 * Box notation (parsed by `box`): Y/P/B/G = yellow/pink/blue/grey; "Y4" small box (one die >= 4),
 * "Y9w" wide box (dice totalling >= 9), "A" [ANY] box, "=" linked grey box ("Y=" linked yellow),
 * "F2" ring paid with 2 fleets, "S3" ring paid with 3 science.
 */
import type {
  AdversaryDef,
  BoxColour,
  BoxSpec,
  CardRule,
  GalaxyCard,
  HomeworldDef,
  Resource,
  RowSpec,
  SocietyDef,
  StarbaseClassDef,
  TechDef,
  TechStep,
  Yield,
} from "./types.ts";

const COLOUR_LETTER: Record<string, BoxColour> = { Y: "yellow", P: "pink", B: "blue", G: "grey" };

/** Parses one box of the notation above; throws on a typo (content is checked at load). */
export function box(code: string): BoxSpec {
  if (code === "A") return { t: "any" };
  let m = /^([YPBG]?)=$/.exec(code);
  if (m) return { t: "small", c: COLOUR_LETTER[m[1] || "G"]!, min: 1, link: true };
  m = /^([YPBG])(\d+)(w?)$/.exec(code);
  if (m) return { t: m[3] ? "wide" : "small", c: COLOUR_LETTER[m[1]!]!, min: Number(m[2]) };
  m = /^([FS])(\d+)$/.exec(code);
  if (m) return { t: "ring", pay: m[1] === "F" ? "fleet" : "science", cost: Number(m[2]) };
  throw new Error(`bad box code ${code}`);
}

function row(reward: number, codes: string, minLevel?: number): RowSpec {
  const r: RowSpec = { boxes: codes.split(" ").map(box), reward };
  if (minLevel !== undefined) r.minLevel = minLevel;
  return r;
}

const tech = (name: string, ...options: TechStep[][]): TechDef => ({
  name,
  options: options.map((steps) => ({ steps })),
});

interface LocSpec {
  name: string;
  cost: number;
  rule?: CardRule;
  rows: [string, number, string, number];
  science: number;
  res: Resource;
  colony: Yield;
  tech: TechDef;
}
interface EncSpec {
  name: string;
  threshold: number;
  req: string;
  rule?: CardRule;
  science: number;
  res: Resource;
  colony: Yield;
  tech: TechDef;
}

const LOCATIONS: LocSpec[] = [
  {
    name: "Cinder Belt",
    cost: 4,
    rows: ["Y4 P3", 1, "P8w", 2],
    science: 1,
    res: "ore",
    colony: { pink: 1 },
    tech: tech("Ore Skimmers", [{ k: "gain", c: "pink", v: 5 }]),
  },
  {
    name: "Lumen Reach",
    cost: 4,
    rule: { r: "noValue", v: 1 },
    rows: ["Y5", 1, "Y4 B4", 2],
    science: 1,
    res: "fuel",
    colony: { yellow: 1 },
    tech: tech("Solar Sails", [{ k: "roll", c: "yellow", n: 2 }]),
  },
  {
    name: "Glass Dunes",
    cost: 5,
    rule: { r: "distinct" },
    rows: ["P4 Y4", 1, "G12w", 2],
    science: 2,
    res: "ore",
    colony: { pink: 1, yellow: 1 },
    tech: tech("Heat Lens", [{ k: "adjust", by: 1, dir: "up", n: 2 }]),
  },
  {
    name: "Murmur Station",
    cost: 3,
    rows: ["B5", 1, "B3 S1", 1],
    science: 1,
    res: "data",
    colony: { blue: 1 },
    tech: tech("Translator Array", [{ k: "gain", c: "blue", v: 4 }]),
  },
  {
    name: "Tidewell",
    cost: 4,
    rule: { r: "even" },
    rows: ["B4 P4", 1, "B8w", 2],
    science: 2,
    res: "flora",
    colony: { blue: 1 },
    tech: tech("Tidal Computers", [{ k: "reroll", n: 2 }]),
  },
  {
    name: "Emberfall Foundry",
    cost: 5,
    rule: { r: "noBlack" },
    rows: ["P5 P5", 2, "Y10w", 2],
    science: 2,
    res: "ore",
    colony: { pink: 1, yellow: 1 },
    tech: tech(
      "Forge Hammer",
      [{ k: "gain", c: "pink", v: 6 }],
      [
        { k: "payFleet", n: 2 },
        { k: "roll", c: "pink", n: 2 },
        { k: "roll", c: "black", n: 1 },
      ],
    ),
  },
  {
    name: "Archive of Echoes",
    cost: 4,
    rows: ["B4 Y3", 1, "F1 B4", 2],
    science: 3,
    res: "data",
    colony: { discs: 1 },
    tech: tech("Deep Archive", [{ k: "probe", n: 1 }]),
  },
  {
    name: "Verdant Spiral",
    cost: 4,
    rule: { r: "odd" },
    rows: ["Y5 B3", 1, "= =", 1],
    science: 1,
    res: "flora",
    colony: { yellow: 1 },
    tech: tech("Sunseed Arrays", [{ k: "roll", c: "yellow", n: { plus: 1, res: "flora", per: 2 } }]),
  },
  {
    name: "Drift Nursery",
    cost: 3,
    rows: ["Y3 P3", 1, "S2", 1],
    science: 1,
    res: "flora",
    colony: { yellow: 1 },
    tech: tech("Tug Swarm", [{ k: "fleet", n: 1 }]),
  },
  {
    name: "Beacon Spire",
    cost: 5,
    rows: ["Y6", 2, "B10w", 2],
    science: 2,
    res: "data",
    colony: { blue: 2 },
    tech: tech("Lighthouse Uplink", [{ k: "set", v: 6, n: 1 }]),
  },
  {
    name: "Hollowstone Mines",
    cost: 4,
    rule: { r: "noValue", v: 6 },
    rows: ["P4 P4", 1, "G9w", 2],
    science: 1,
    res: "ore",
    colony: { pink: 2 },
    tech: tech("Dynamic Factory", [
      { k: "roll", c: "pink", n: 1 },
      { k: "gain", c: "pink", v: 4, n: { res: "ore", per: 2 } },
    ]),
  },
  {
    name: "Saltglass Sea",
    cost: 3,
    rows: ["P3 B3", 1, "F1", 1],
    science: 1,
    res: "flora",
    colony: { blue: 1 },
    tech: tech("Brine Refinery", [
      { k: "gain", c: "yellow", v: 3 },
      { k: "gain", c: "pink", v: 3 },
    ]),
  },
  {
    name: "Gatekeeper Ring",
    cost: 6,
    rule: { r: "distinct" },
    // Three different values of at least 4 (4, 5 and 6): with "at least 5" no dice could fill it.
    rows: ["Y4 P4 B4", 2, "G15w", 3],
    science: 3,
    res: "fuel",
    colony: { yellow: 1, pink: 1, blue: 1 },
    tech: tech("Gate Network", [{ k: "gain", c: "black", v: 5 }]),
  },
  {
    name: "Nimbus Shoals",
    cost: 4,
    rule: { r: "even" },
    rows: ["Y4 Y4", 1, "Y8w", 2],
    science: 1,
    res: "fuel",
    colony: { yellow: 2 },
    tech: tech("Storm Collectors", [
      { k: "payFleet", n: 1 },
      { k: "roll", c: "yellow", n: 3 },
    ]),
  },
  {
    name: "Quiet Observatory",
    cost: 4,
    rows: ["B4", 1, "S2 B6", 2],
    science: 3,
    res: "data",
    colony: { discs: 1 },
    tech: tech("Star Charts", [{ k: "reroll", n: { fed: 1 } }]),
  },
  {
    name: "Red Canyon Outpost",
    cost: 4,
    rule: { r: "maxDice", n: 3 },
    rows: ["P5", 1, "P10w", 2],
    science: 2,
    res: "ore",
    colony: { pink: 1 },
    tech: tech("Canyon Drills", [{ k: "adjust", by: 2, dir: "up", n: 1 }]),
  },
  {
    name: "Ashen Monastery",
    cost: 5,
    rule: { r: "odd" },
    rows: ["B5 B3", 2, "= = =", 2],
    science: 2,
    res: "flora",
    colony: { blue: 1, discs: 1 },
    tech: tech("Meditation Halls", [{ k: "set", v: 5, n: 1 }]),
  },
  {
    name: "Frostline Relay",
    cost: 3,
    rows: ["Y4", 1, "B4", 1],
    science: 1,
    res: "data",
    colony: { yellow: 1 },
    tech: tech("Relay Burst", [{ k: "adjust", by: 1, dir: "either", n: 2, any: true }]),
  },
  {
    name: "Coral Bastion",
    cost: 5,
    rows: ["P4 B4", 1, "F2 G10w", 3],
    science: 2,
    res: "flora",
    colony: { pink: 1, blue: 1 },
    tech: tech("Reef Shields", [{ k: "calm", n: 2 }]),
  },
  {
    name: "Sunken Library",
    cost: 4,
    rule: { r: "noBlack" },
    rows: ["B9w", 2, "Y4 S1", 1],
    science: 3,
    res: "data",
    colony: { blue: 1 },
    tech: tech("Lost Lore", [
      { k: "disc", n: 1 },
      { k: "reroll", n: 1 },
    ]),
  },
  {
    name: "Twin Moons Port",
    cost: 4,
    rows: ["= =", 1, "Y4 P4 B4", 2],
    science: 1,
    res: "fuel",
    colony: { yellow: 1, blue: 1 },
    tech: tech("Moonlight Trade", [
      { k: "roll", c: "yellow", n: 1 },
      { k: "roll", c: "blue", n: 1 },
    ]),
  },
  {
    name: "Magnetar Yard",
    cost: 6,
    rule: { r: "noValue", v: 1 },
    rows: ["G14w", 2, "P6 Y6", 3],
    science: 3,
    res: "ore",
    colony: { pink: 1, black: 1 },
    tech: tech("Magnetar Forge", [{ k: "ultra", n: 2 }]),
  },
  {
    name: "Whispering Nebula",
    cost: 4,
    rows: ["B4 B4", 2, "S2", 1],
    science: 2,
    res: "fuel",
    colony: { blue: 1 },
    tech: tech("Nebula Veil", [{ k: "soothe", n: 1 }]),
  },
  {
    name: "Pilgrim Rest",
    cost: 3,
    rule: { r: "even" },
    rows: ["G8w", 1, "P4", 1],
    science: 1,
    res: "flora",
    colony: { pink: 1 },
    tech: tech("Pilgrim Hostels", [
      { k: "fleet", n: 1 },
      { k: "gain", c: "yellow", v: 2 },
    ]),
  },
  {
    name: "Ironroot Plateau",
    cost: 5,
    rows: ["P5 Y3", 1, "P12w", 3],
    science: 2,
    res: "ore",
    colony: { pink: 2 },
    tech: tech("Deep Roots", [{ k: "roll", c: "pink", n: 2 }]),
  },
  {
    name: "Starfall Crater",
    cost: 4,
    rule: { r: "distinct" },
    rows: ["Y5 P4", 1, "B5 F1", 2],
    science: 2,
    res: "fuel",
    colony: { yellow: 1, pink: 1 },
    tech: tech("Crater Salvage", [{ k: "gain", c: "black", v: 4 }]),
  },
];

const ENCOUNTERS: EncSpec[] = [
  {
    name: "Pirate Raiders",
    threshold: 3,
    req: "Y5 P5",
    science: 1,
    res: "ore",
    colony: { pink: 1 },
    tech: tech("Salvaged Hulls", [{ k: "fleet", n: 2 }]),
  },
  {
    name: "Ion Storm",
    threshold: 2,
    req: "Y8w",
    science: 2,
    res: "fuel",
    colony: { yellow: 1 },
    tech: tech("Storm Battery", [{ k: "roll", c: "black", n: 1 }]),
  },
  {
    name: "Lost Probe",
    threshold: 3,
    req: "B4 S2",
    science: 2,
    res: "data",
    colony: { discs: 1 },
    tech: tech("Recovered Probe", [{ k: "probe", n: 2 }]),
  },
  {
    name: "Refugee Convoy",
    threshold: 3,
    req: "B5 B5",
    science: 1,
    res: "flora",
    colony: { blue: 1, yellow: 1 },
    tech: tech("Grateful Guests", [{ k: "gain", c: "blue", v: 5 }]),
  },
  {
    name: "Rogue Intelligence",
    threshold: 2,
    req: "= = =",
    science: 3,
    res: "data",
    colony: { black: 1 },
    tech: tech("Ultratech Core", [
      { k: "ultra", n: 1 },
      { k: "reroll", n: 1 },
    ]),
  },
  {
    name: "Space Kraken",
    threshold: 4,
    req: "P10w F2",
    science: 2,
    res: "flora",
    colony: { pink: 1, blue: 1 },
    tech: tech("Kraken Ink", [{ k: "calm", n: 3 }]),
  },
  {
    name: "Smuggler Ring",
    threshold: 3,
    req: "Y4 P4 B4",
    science: 1,
    res: "ore",
    colony: { yellow: 1, pink: 1 },
    tech: tech("Black Market", [
      { k: "payFleet", n: 1 },
      { k: "gain", c: "black", v: 6 },
    ]),
  },
  {
    name: "Derelict Ark",
    threshold: 4,
    req: "G12w S2",
    science: 3,
    res: "data",
    colony: { blue: 1, discs: 1 },
    tech: tech("Ark Databanks", [
      { k: "probe", n: 1 },
      { k: "disc", n: 1 },
    ]),
  },
  {
    name: "Solar Flare",
    threshold: 2,
    req: "Y6",
    science: 1,
    res: "fuel",
    colony: { yellow: 1 },
    tech: tech("Flare Shielding", [{ k: "adjust", by: 3, dir: "up", n: 1 }]),
  },
  {
    name: "Plague Spores",
    threshold: 3,
    req: "B4 P3 F1",
    science: 2,
    res: "flora",
    colony: { blue: 1 },
    tech: tech("Antidote Labs", [{ k: "soothe", n: 2 }]),
  },
  {
    name: "Comet Swarm",
    threshold: 3,
    req: "G9w G4",
    science: 1,
    res: "ore",
    colony: { pink: 1 },
    tech: tech("Comet Mining", [{ k: "gain", c: "pink", v: 3, n: 2 }]),
  },
  {
    name: "Border Dispute",
    threshold: 2,
    req: "B6 Y3",
    science: 1,
    res: "data",
    colony: { blue: 1 },
    tech: tech("Envoy Corps", [
      { k: "roll", c: "blue", n: 1 },
      { k: "reroll", n: 1 },
    ]),
  },
  {
    name: "Void Leviathan",
    threshold: 4,
    req: "Y5 P5 B5 F2",
    science: 3,
    res: "fuel",
    colony: { yellow: 1, pink: 1, blue: 1 },
    tech: tech("Leviathan Song", [
      { k: "calm", n: 2 },
      { k: "fleet", n: 2 },
    ]),
  },
  {
    name: "Gravity Well",
    threshold: 3,
    req: "P8w B4",
    science: 2,
    res: "ore",
    colony: { pink: 1, discs: 1 },
    tech: tech("Slingshot", [{ k: "adjust", by: 2, dir: "up", n: 2 }]),
  },
];

function buildCards(): GalaxyCard[] {
  const cards: GalaxyCard[] = [];
  for (const l of LOCATIONS) {
    const card: GalaxyCard = {
      id: cards.length + 1,
      name: l.name,
      kind: "location",
      science: l.science,
      res: l.res,
      colony: l.colony,
      tech: l.tech,
      cost: l.cost,
      rows: [row(l.rows[1], l.rows[0]), row(l.rows[3], l.rows[2])],
    };
    if (l.rule) card.rule = l.rule;
    cards.push(card);
  }
  for (const e of ENCOUNTERS) {
    const card: GalaxyCard = {
      id: cards.length + 1,
      name: e.name,
      kind: "encounter",
      science: e.science,
      res: e.res,
      colony: e.colony,
      tech: e.tech,
      threshold: e.threshold,
      rows: [row(0, e.req)],
    };
    if (e.rule) card.rule = e.rule;
    cards.push(card);
  }
  return cards;
}

/** The 40 Galaxy cards, ids 1..40 (1-26 locations, 27-40 encounters). */
export const GALAXY_CARDS: readonly GalaxyCard[] = buildCards();

/** Card by id; throws on an unknown id (a broken invariant). */
export function card(id: number): GalaxyCard {
  const c = GALAXY_CARDS[id - 1];
  if (!c) throw new Error(`no galaxy card ${id}`);
  return c;
}

export const STARBASE_CLASSES: readonly StarbaseClassDef[] = [
  {
    cls: 1,
    discs: 1,
    rows: [row(1, "A A A A"), row(1, "= = =")],
    probeCost: 8,
    studyCost: 10,
    upgradeCost: 4,
  },
  {
    cls: 2,
    discs: 2,
    rows: [row(1, "A A A"), row(1, "= ="), row(2, "= = =")],
    probeCost: 7,
    studyCost: 9,
    upgradeCost: 6,
  },
  {
    cls: 3,
    discs: 3,
    rows: [row(1, "A A"), row(1, "= ="), row(2, "= = ="), row(3, "= = = =")],
    probeCost: 6,
    studyCost: 8,
    upgradeCost: 8,
  },
  {
    cls: 4,
    discs: 4,
    rows: [row(1, "A"), row(1, "= ="), row(2, "= = ="), row(3, "= = = =")],
    probeCost: 5,
    studyCost: 7,
    upgradeCost: null,
  },
];

export function starbaseClass(cls: number): StarbaseClassDef {
  const c = STARBASE_CLASSES[cls - 1];
  if (!c) throw new Error(`no starbase class ${cls}`);
  return c;
}

export const HOMEWORLDS: readonly HomeworldDef[] = [
  {
    id: "felisi",
    name: "Felisi Prime",
    yield: [
      { yellow: 2, pink: 2, blue: 2, discs: 2 },
      { yellow: 2, pink: 1, blue: 2, discs: 1 },
    ],
    resources: { fuel: 1, data: 1 },
    tech: tech("Whisker Sensors", [{ k: "reroll", n: 2 }]),
    milestone: {
      id: "felisi",
      kind: "passive",
      req: [
        { q: "starbase", n: 4 },
        { q: "starbase", n: 3 },
      ],
    },
  },
  {
    id: "elementen",
    name: "Elementen Forge",
    yield: [
      { yellow: 1, pink: 3, blue: 2, discs: 2 },
      { yellow: 1, pink: 3, blue: 1, discs: 1 },
    ],
    resources: { ore: 2 },
    tech: tech("Dynamic Factory", [
      { k: "roll", c: "pink", n: 1 },
      { k: "gain", c: "pink", v: 4, n: { res: "ore", per: 2 } },
    ]),
    milestone: {
      id: "elementen",
      kind: "passive",
      req: [
        { q: "resource", res: "ore", n: 7 },
        { q: "resource", res: "ore", n: 4 },
      ],
    },
  },
  {
    id: "zibzab",
    name: "Zibzab Reef",
    yield: [
      { yellow: 2, pink: 1, blue: 3, discs: 2 },
      { yellow: 1, pink: 1, blue: 3, discs: 1 },
    ],
    resources: { flora: 1, data: 1 },
    tech: tech("Chorus of Envoys", [{ k: "gain", c: "blue", v: 5 }]),
    milestone: {
      id: "zibzab",
      kind: "passive",
      req: [
        { q: "resource", res: "data", n: 6 },
        { q: "resource", res: "data", n: 3 },
      ],
    },
  },
  {
    id: "plumplim",
    name: "Plumplim Grove",
    yield: [
      { yellow: 2, pink: 2, blue: 2, discs: 2 },
      { yellow: 2, pink: 2, blue: 1, discs: 1 },
    ],
    resources: { flora: 2 },
    tech: tech("Seed Ships", [
      { k: "fleet", n: 1 },
      { k: "roll", c: "yellow", n: 1 },
    ]),
    milestone: {
      id: "plumplim",
      kind: "endOfTurn",
      req: [
        { q: "fleets", n: 9 },
        { q: "fleets", n: 5 },
      ],
    },
  },
  {
    id: "quorra",
    name: "Quorra Drift",
    yield: [
      { yellow: 2, pink: 1, blue: 1, black: 1, discs: 2 },
      { yellow: 1, pink: 1, blue: 1, black: 1, discs: 1 },
    ],
    resources: { fuel: 1, ore: 1 },
    tech: tech("Ultratech Loom", [{ k: "ultra", n: 1 }]),
    milestone: {
      id: "quorra",
      kind: "passive",
      req: [
        { q: "resource", res: "fuel", n: 6 },
        { q: "resource", res: "fuel", n: 3 },
      ],
    },
  },
];

const tiers = (name: string, t1: TechStep[], t3: TechStep[], t5: TechStep[]): TechDef => ({
  name,
  options: [
    { steps: t1, minLevel: 1 },
    { steps: t3, minLevel: 3 },
    { steps: t5, minLevel: 5 },
  ],
});

export const SOCIETIES: readonly SocietyDef[] = [
  {
    id: "explorers",
    name: "Explorers",
    rule: { rule: "labDiscount", n: 2 },
    tech: tiers(
      "Probe Armada",
      [{ k: "probe", n: 1 }],
      [
        { k: "probe", n: 1 },
        { k: "fleet", n: 1 },
      ],
      [
        { k: "probe", n: 2 },
        { k: "fleet", n: 2 },
      ],
    ),
    milestones: [
      {
        id: "explorers-1",
        kind: "passive",
        req: [
          { q: "science", n: 10 },
          { q: "science", n: 7 },
        ],
      },
      {
        id: "explorers-2",
        kind: "passive",
        req: [
          { q: "encounterCards", n: 2 },
          { q: "encounterCards", n: 1 },
        ],
      },
      {
        id: "explorers-3",
        kind: "passive",
        req: [
          { q: "resourceKinds", n: 4 },
          { q: "resourceKinds", n: 3 },
        ],
      },
    ],
  },
  {
    id: "guardians",
    name: "Guardians",
    rule: { rule: "exileBonus", fleets: 2 },
    tech: tiers(
      "Aegis Protocol",
      [{ k: "fleet", n: 1 }],
      [{ k: "calm", n: 2 }],
      [
        { k: "calm", n: 3 },
        { k: "fleet", n: 1 },
      ],
    ),
    milestones: [
      {
        id: "guardians-1",
        kind: "anyTime",
        req: [
          { q: "exileColonies", n: 2 },
          { q: "exileColonies", n: 1 },
        ],
      },
      {
        id: "guardians-2",
        kind: "anyTime",
        req: [
          { q: "exileColonies", n: 2 },
          { q: "exileColonies", n: 2 },
        ],
      },
      {
        id: "guardians-3",
        kind: "anyTime",
        req: [
          { q: "exileColonies", n: 3 },
          { q: "exileColonies", n: 2 },
        ],
      },
    ],
  },
  {
    id: "scientists",
    name: "Scientists",
    rule: { rule: "extraDiscs", n: 1 },
    tech: tiers(
      "Lab Notes",
      [{ k: "reroll", n: 2 }],
      [{ k: "set", v: 5, n: 1 }],
      [{ k: "gain", c: "black", v: 6 }],
    ),
    milestones: [
      {
        id: "scientists-1",
        kind: "passive",
        req: [
          { q: "techs", n: 4 },
          { q: "techs", n: 2 },
        ],
      },
      {
        id: "scientists-2",
        kind: "passive",
        req: [
          { q: "science", n: 12 },
          { q: "science", n: 8 },
        ],
      },
      {
        id: "scientists-3",
        kind: "action",
        req: [
          { q: "spendDiscs", n: 7 },
          { q: "spendDiscs", n: 6 },
        ],
      },
    ],
  },
  {
    id: "mathematicians",
    name: "Mathematicians",
    rule: { rule: "combineHigh" },
    tech: tiers(
      "Proof by Induction",
      [{ k: "adjust", by: 1, dir: "up", n: 1 }],
      [{ k: "set", v: 6, n: 1 }],
      [{ k: "roll", c: "black", n: 3 }],
    ),
    milestones: [
      {
        id: "mathematicians-1",
        kind: "passive",
        req: [
          { q: "poolValues", n: 6 },
          { q: "poolValues", n: 5 },
        ],
      },
      {
        id: "mathematicians-2",
        kind: "passive",
        req: [
          { q: "poolSame", n: 5 },
          { q: "poolSame", n: 4 },
        ],
      },
      {
        id: "mathematicians-3",
        kind: "action",
        req: [
          { q: "diceTotal", n: 66 },
          { q: "diceTotal", n: 44 },
        ],
      },
    ],
  },
  {
    id: "botanists",
    name: "Botanists",
    rule: { rule: "colonyFleets", n: 1 },
    tech: tiers(
      "Seed Vault",
      [{ k: "roll", c: "yellow", n: 1 }],
      [
        { k: "roll", c: "yellow", n: 1 },
        { k: "roll", c: "blue", n: 1 },
      ],
      [
        { k: "gain", c: "yellow", v: 6 },
        { k: "roll", c: "blue", n: 2 },
      ],
    ),
    milestones: [
      {
        id: "botanists-1",
        kind: "passive",
        req: [
          { q: "colonies", n: 6 },
          { q: "colonies", n: 3 },
        ],
      },
      {
        id: "botanists-2",
        kind: "passive",
        req: [
          { q: "resource", res: "flora", n: 6 },
          { q: "resource", res: "flora", n: 3 },
        ],
      },
      {
        id: "botanists-3",
        kind: "passive",
        req: [
          { q: "resources", n: 11 },
          { q: "resources", n: 7 },
        ],
      },
    ],
  },
];

const X = (x = 1, plus = 0) => ({ x, plus });

export const ADVERSARIES: readonly AdversaryDef[] = [
  {
    id: "neeble",
    name: "Neeble-Woober Colony Fleet",
    stars: 1,
    timePasses: 1,
    influencePerTurn: 1,
    xTrack: [1, 1, 2, 2],
    escalate: [{ k: "advGain", n: X() }],
    overwhelm: [{ when: "influence", atLeast: 10 }],
    events: [
      { id: "neeble-1", name: "Housewarming Gifts", steps: [{ k: "advGain", n: 2 }] },
      { id: "neeble-2", name: "Traffic Jam", steps: [{ k: "encGain", n: 1 }] },
      { id: "neeble-3", name: "Borrowed Starships", steps: [{ k: "loseFleet", n: 2 }] },
      { id: "neeble-4", name: "Sightseeing Tour", steps: [{ k: "discardDeck", n: 3 }] },
      { id: "neeble-5", name: "Family Reunion", steps: [{ k: "advGain", n: X(1, 1) }] },
    ],
    confrontation: [
      {
        name: "Send Envoy",
        rows: [row(0, "B5 B4 G4", 1), row(0, "B10w G5", 2), row(0, "B5 B5 S2", 2), row(0, "B12w G6 F2", 3)],
      },
      {
        name: "Escort Home",
        rows: [row(0, "Y5 P4 F1", 1), row(0, "Y10w F2", 2), row(0, "Y5 P5 B5", 2), row(0, "G15w S3", 3)],
      },
    ],
  },
  {
    id: "authority",
    name: "Preservation Authority",
    stars: 2,
    timePasses: 1,
    influencePerTurn: 1,
    xTrack: [1, 1, 2, 3],
    escalate: [
      { k: "advGain", n: X() },
      { k: "loseFleet", n: 1 },
    ],
    overwhelm: [{ when: "influence", atLeast: 9 }],
    events: [
      {
        id: "authority-1",
        name: "Protected Nebulae",
        steps: [],
        condition: { mod: "gatherLess", c: "yellow", n: 1 },
      },
      { id: "authority-2", name: "Permit Fees", steps: [], condition: { mod: "calibrateCost", n: 2 } },
      { id: "authority-3", name: "Quality Standards", steps: [], condition: { mod: "labOnly", v: 1 } },
      { id: "authority-4", name: "Inspection Queues", steps: [], condition: { mod: "ringMore", n: 1 } },
      { id: "authority-5", name: "Heritage Surveys", steps: [], condition: { mod: "labMore", n: 2 } },
    ],
    confrontation: [
      {
        name: "File Appeals",
        rows: [row(0, "P5 B5 G3", 1), row(0, "G13w S1", 2), row(0, "P5 B5 S3", 3), row(0, "P10w B10w", 4)],
      },
      {
        name: "Lobby the Council",
        rows: [row(0, "B5 S2", 1), row(0, "B10w F2", 2), row(0, "B= B= B= S1", 3), row(0, "B6 B6 S3", 4)],
      },
    ],
  },
  {
    id: "choir",
    name: "The Hollow Choir",
    stars: 3,
    timePasses: 1,
    influencePerTurn: 1,
    xTrack: [1, 2, 2, 3],
    encounterClaimed: [{ k: "advLose", n: 2 }],
    escalate: [
      { k: "advGain", n: X() },
      { k: "loseScience", n: 2 },
    ],
    overwhelm: [
      { when: "encounters", atLeast: 3 },
      { when: "influence", atLeast: 7 },
    ],
    events: [
      { id: "choir-1", name: "Echoing Hymn", steps: [{ k: "encGain", n: 2 }] },
      { id: "choir-2", name: "Dissonance", steps: [{ k: "loseFleet", n: X() }] },
      { id: "choir-3", name: "The Calling", steps: [{ k: "advGain", n: 3 }] },
      { id: "choir-4", name: "Silence", steps: [], condition: { mod: "discsLess", n: 1 } },
      { id: "choir-5", name: "Resonance", steps: [], condition: { mod: "encounterMore", n: 1 } },
    ],
    confrontation: [
      {
        name: "Harmonize",
        rows: [row(0, "Y5 B5 G4", 1), row(0, "= = = F1", 2), row(0, "Y11w B5 F1", 3), row(0, "Y6 B6 S3", 4)],
      },
      {
        name: "Drown Out",
        rows: [row(0, "P5 P4 F2", 1), row(0, "P11w G5", 2), row(0, "P5 P5 P5", 3), row(0, "P13w S2 F2", 4)],
      },
    ],
  },
  {
    id: "vorrax",
    name: "Vorrax Dominion",
    stars: 4,
    timePasses: 2,
    influencePerTurn: X(),
    xTrack: [1, 2, 3, 3],
    escalate: [{ k: "loseFleet", n: X(), shortfall: 2 }],
    overwhelm: [{ when: "influence", atLeast: 9 }],
    events: [
      { id: "vorrax-1", name: "Raiding Party", steps: [{ k: "loseFleet", n: 3, shortfall: 1 }] },
      {
        id: "vorrax-2",
        name: "Conscription",
        steps: [],
        condition: { mod: "gatherLess", c: "blue", n: 1 },
      },
      { id: "vorrax-3", name: "Blockade", steps: [], condition: { mod: "ringMore", n: 1 } },
      { id: "vorrax-4", name: "War Drums", steps: [{ k: "advGain", n: X(1, 1) }] },
      { id: "vorrax-5", name: "Sabotage", steps: [{ k: "loseScience", n: 3 }] },
    ],
    confrontation: [
      {
        name: "Fleet Battle",
        rows: [row(0, "F3 Y5", 1), row(0, "F3 Y5 P5", 2), row(0, "F4 Y11w", 3), row(0, "F4 Y6 P6", 4)],
      },
      {
        name: "Sabotage Their Yards",
        rows: [row(0, "P5 Y5 G4", 1), row(0, "P11w S2", 2), row(0, "P6 Y6 S2", 3), row(0, "G18w S3", 4)],
      },
    ],
  },
  {
    id: "rust",
    name: "The Rust Tide",
    stars: 5,
    timePasses: 2,
    influencePerTurn: X(),
    xTrack: [1, 2, 2, 3],
    spend: { atLeast: 2, steps: [{ k: "store", n: 1 }] },
    escalate: [{ k: "store", n: X(1, 1) }],
    overwhelm: [{ when: "stored", atLeast: 6 }],
    events: [
      { id: "rust-1", name: "Corrosion", steps: [{ k: "store", n: 2 }] },
      {
        id: "rust-2",
        name: "Seized Foundries",
        steps: [],
        condition: { mod: "gatherLess", c: "pink", n: 1 },
      },
      { id: "rust-3", name: "Static Storm", steps: [], condition: { mod: "labOnly", v: 2 } },
      {
        id: "rust-4",
        name: "Tidal Surge",
        steps: [
          { k: "encGain", n: 1 },
          { k: "advGain", n: 2 },
        ],
      },
      { id: "rust-5", name: "Entropy", steps: [], condition: { mod: "labMore", n: 2 } },
    ],
    confrontation: [
      {
        name: "Scour the Rust",
        rows: [row(0, "Y5 P5 G5", 2), row(0, "= = = =", 3), row(0, "P11w F2 S2", 3), row(0, "Y6 P6 B6", 4)],
      },
      {
        name: "Seal the Breach",
        rows: [row(0, "B5 B5 S2", 2), row(0, "B11w G5", 3), row(0, "B6 B6 S3", 3), row(0, "G18w F3", 4)],
      },
    ],
  },
];

export function adversary(id: string): AdversaryDef {
  const a = ADVERSARIES.find((x) => x.id === id);
  if (!a) throw new Error(`no adversary ${id}`);
  return a;
}
export function homeworld(id: string): HomeworldDef {
  const h = HOMEWORLDS.find((x) => x.id === id);
  if (!h) throw new Error(`no homeworld ${id}`);
  return h;
}
export function society(id: string): SocietyDef {
  const s = SOCIETIES.find((x) => x.id === id);
  if (!s) throw new Error(`no society ${id}`);
  return s;
}

/** Every adversary event by id. */
export const EVENTS = new Map(ADVERSARIES.flatMap((a) => a.events.map((e) => [e.id, e] as const)));

/** Supply limits (rulebook p.3 components). */
export const SUPPLY = {
  dice: { yellow: 8, pink: 8, blue: 8, black: 6 },
  techDiscs: 12,
  federationDiscs: 8,
  adversaryDiscs: 4,
  starbaseDiscs: 4,
} as const;
