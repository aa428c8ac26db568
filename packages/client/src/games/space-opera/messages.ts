/**
 * Space Opera's words, English and Spanish: tech names and what each does (`tech.<id>`,
 * `tech.<id>.text`, every id of TECH_IDS), the rule of every refusal code (`error.<CODE>`, every
 * code of OPERA_ERROR_CODES), one log line per event (`event.*`), the prompts of each decision
 * (`prompt.*`, `doing.*`) and the small words they are built from (`word.*`, `amount.*`, `item.*`,
 * `card.*`, `strike.*`, `hit.*`). The board's own words (panels, buttons, hints: `sop.*`) are in
 * board-messages.ts. Refusal texts use only the params that read as numbers (`energy`, `ore`,
 * `max`, `range`, `shipEnergy`): the others are ids (a tech, a resource, a phase) or a cell number.
 * Spanish follows the board's terms: meeples, energía, mineral, nave, molino, refinería, granja,
 * búnker, cabeza nuclear/biológica, lazos diplomáticos, Hecho.
 */

const en: Record<string, string> = {
  // small words of the log and prompts
  "word.seat": "Seat {n}",
  "word.and": "{a} and {b}",
  "word.or": "{a} or {b}",
  "word.planetAt": "{planet} ({cell})",
  "word.shipOf": "{player}'s ship",
  "word.shipNobody": "a ship with no controller",
  "word.noTechs": "no technology",
  "word.nothing": "nothing",

  // amounts (tokens, structure levels, warheads)
  "amount.energy": "{n} energy",
  "amount.ore": "{n} ore",
  "amount.meeple": "{n} {n|meeple|meeples}",
  "amount.windmill": "{n} {n|windmill level|windmill levels}",
  "amount.refinery": "{n} {n|refinery level|refinery levels}",
  "amount.farm": "{n} {n|farm level|farm levels}",
  "amount.bunker": "{n} {n|bunker|bunkers}",
  "amount.nuke": "{n} nuclear {n|warhead|warheads}",
  "amount.bio": "{n} biological {n|warhead|warheads}",

  // what is built
  "item.meeple": "a meeple (clone)",
  "item.windmill": "a windmill",
  "item.refinery": "a refinery",
  "item.farm": "a farm",
  "item.bunker": "a bunker",
  "item.ship": "a ship",
  "item.bio": "a biological warhead",
  "item.nuke": "a nuclear warhead",

  // map cards
  "card.planet": "the planet {planet} (class {class})",
  "card.space": "empty space",
  "card.supernova": "a supernova",
  "card.asteroid": "an asteroid field",
  "card.wormhole": "a wormhole",

  // what a ship entering an enemy planet does
  "strike.invade": "an invasion with the meeples aboard",
  "strike.nuke": "a nuclear strike",
  "strike.bio": "a biological strike",
  "strike.meeple": "a missile at a meeple",
  "strike.windmill": "a missile at the windmills",
  "strike.refinery": "a missile at the refineries",
  "strike.farm": "a missile at the farms",
  "strike.bunker": "a missile at a bunker (Armor Piercer)",
  "strike.ship": "a missile at a docked ship",
  "strike.warheads": "a surgical strike at the warheads",
  "strike.none": "no strike: nothing there it can hit",
  // what a missile hit
  "hit.meeple": "a meeple dies",
  "hit.windmill": "the windmills are destroyed",
  "hit.refinery": "the refineries are destroyed",
  "hit.farm": "the farms are destroyed",
  "hit.bunker": "a bunker level is destroyed",
  "hit.ship": "the docked ship is destroyed",
  "hit.warheads": "its nuclear and biological warheads are destroyed",

  // technologies (every id of TECH_IDS)
  "tech.ambassador": "Ambassador",
  "tech.ambassador.text":
    "In Maintenance, offer diplomatic ties to a player. If they accept, you pay them 1 energy or ore now and at every Maintenance, and they may not attack your ships or planets.",
  "tech.empPulseCannon": "EM Pulse Cannon",
  "tech.empPulseCannon.text":
    "For 1 ship energy, your ship jams a card next to it: enemy ships there cannot start a movement and enemy technologies there do not work until the end of Movement.",
  "tech.engineer": "Engineer",
  "tech.engineer.text": "Each of your planets produces 1 more energy.",
  "tech.energyConverter": "Energy Converter",
  "tech.energyConverter.text":
    "In Building, pay 1 energy to turn any amount of energy into as much ore on one of your planets.",
  "tech.energyShield": "Energy Shield",
  "tech.energyShield.text":
    "When one of your ships is hit, pay 1 of its ship energy to save it, even from a nuclear blast.",
  "tech.armorPiercer": "Armor Piercer",
  "tech.armorPiercer.text":
    "Pay 1 ore to cancel an enemy Ship Armor, or to let your missile destroy a bunker level.",
  "tech.forceField": "Force Field",
  "tech.forceField.text":
    "When an enemy ship enters your planet, pay 1 energy to destroy it before it strikes.",
  "tech.fusionReactor": "Fusion Reactor",
  "tech.fusionReactor.text":
    "Your ships are not lost when a movement ends off a planet without energy, and they may move 1 space with no energy.",
  "tech.hacker": "Hacker",
  "tech.hacker.text":
    "Once per round, on your Building or Movement turn, cancel a technology another player has played face up, until the end of the round.",
  "tech.hyperspaceDrive": "Hyperspace Drive",
  "tech.hyperspaceDrive.text":
    "Your ships may make more than one movement per phase (1 ship energy each). In hyperspace they pass enemy ships and supernovae, but cannot enter a planet.",
  "tech.kamikazePilot": "Kamikaze Pilot",
  "tech.kamikazePilot.text": "Enemy Missile Defense does not work against your ships.",
  "tech.matterConverter": "Matter Converter",
  "tech.matterConverter.text":
    "In Building, pay 1 ore to turn any amount of ore into as much energy on one of your planets.",
  "tech.metallurgist": "Metallurgist",
  "tech.metallurgist.text": "Each of your planets produces 1 more ore.",
  "tech.missileDefense": "Missile Defense System",
  "tech.missileDefense.text":
    "When an enemy drone (no meeples aboard) strikes your planet, pay 1 energy to destroy it first. It does not stop piloted ships or invasions.",
  "tech.permaculture": "Permaculture Expert",
  "tech.permaculture.text": "Each of your planets holds 1 more meeple before overpopulation.",
  "tech.plasmaPropulsion": "Plasma Propulsion System",
  "tech.plasmaPropulsion.text": "Your ships move 1 more space for each ship energy they spend.",
  "tech.radioTelescope": "Radio Telescope",
  "tech.radioTelescope.text":
    "In Movement, pay 1 energy to look at a face-down card (only you see it). Enemy stealth does not work against you.",
  "tech.rogue": "Rogue",
  "tech.rogue.text":
    "In Production, steal 1 energy or ore from each other player, once per player and round.",
  "tech.shipArmor": "Ship Armor",
  "tech.shipArmor.text":
    "When one of your ships is hit, pay 1 ore to save it (not from a nuclear blast; an Armor Piercer cancels it).",
  "tech.spaceBridge": "Space Bridge",
  "tech.spaceBridge.text": "In Building, pay 1 energy to move energy or ore between two of your planets.",
  "tech.spy": "Spy",
  "tech.spy.text":
    "Once per round in Building, look at another player's technologies and copy one of them until the end of the round.",
  "tech.stealth": "Stealth Technology",
  "tech.stealth.text":
    "For 1 ship energy, your ship goes into stealth until the end of Movement: it avoids ship fights and passes blockades and Missile Defense.",
  "tech.superSoldier": "Super Soldier",
  "tech.superSoldier.text": "Your meeples count 2 more in invasions, attacking or defending.",
  "tech.surgicalStrike": "Surgical Strike",
  "tech.surgicalStrike.text": "Your missiles may destroy an enemy planet's nuclear and biological warheads.",
  "tech.trader": "Trader",
  "tech.trader.text":
    "Once per round in Production, force a trade on another player: 1 of your energy or ore for 2 of theirs.",
  "tech.transportBeam": "Transport Beam",
  "tech.transportBeam.text":
    "In Building, pay 2 energy to move energy, ore or meeples between two of your planets, or 3 energy to move one structure level or warhead.",
  "tech.waveMotionGun": "Wave Motion Gun",
  "tech.waveMotionGun.text":
    "For 10 ship energy, your ship destroys everything on a card up to 3 spaces away, a planet included; it is the ship's action for the phase.",

  // refusals (every code of OPERA_ERROR_CODES)
  "error.DECISION_PENDING": "Answer the pending decision first.",
  "error.WRONG_PHASE": "That action is not possible in this phase.",
  "error.NO_SUCH_TECH": "You do not hold that technology.",
  "error.TECH_DISABLED": "That technology is cancelled (Hacker) or jammed (EM Pulse Cannon) now.",
  "error.ONCE_PER_ROUND":
    "That technology works once per round (Rogue: once per player; Ambassador: one offer per player).",
  "error.BAD_TARGET": "Choose another player still in the game.",
  "error.NO_TECHS": "That player holds no technology cards.",
  "error.NOT_PLAYED": "You can only cancel a technology that player has played face up.",
  "error.ALREADY_HACKED": "That technology is already cancelled this round.",
  "error.NO_SPY_REPORT": "Use your Spy on a player first.",
  "error.ALREADY_COPIED": "Your Spy already copied a technology this round.",
  "error.NOT_SPIED": "Your Spy did not see that technology.",
  "error.NOT_YOUR_PLANET": "You do not control a planet there.",
  "error.NOTHING_BUILT": "Build on a planet first, or pass to end your Building phase.",
  "error.RESEARCH_FIRST":
    "Research must be declared as your first action of the Building phase, before any building or technology action.",
  "error.DECK_EMPTY": "The technology deck is empty.",
  "error.PLANET_DONE": "You already built on that planet this round.",
  "error.ONE_PLANET_PER_TURN": "On one turn you build on one planet only: end your turn first.",
  "error.NUCLEAR_FALLOUT": "Nothing can be done on a planet under nuclear fallout.",
  "error.CONTAMINATED": "Meeples on a contaminated planet cannot build or clone.",
  "error.NO_FREE_MEEPLE": "No free meeple is left on that planet (newly cloned meeples cannot work).",
  "error.CANNOT_AFFORD":
    "That costs {energy} energy and {ore} ore from one planet's store, more than it holds.",
  "error.MAX_LEVEL": "A planet has at most {max} levels each of windmill, refinery and farm.",
  "error.STORE_FULL": "A planet stores at most {max} energy and {max} ore.",
  "error.SAME_PLANET": "Choose two different planets.",
  "error.LAST_MEEPLE": "At least one meeple must stay on the planet.",
  "error.NO_STRUCTURE": "The source planet has no such structure.",
  "error.SHIP_MOVING": "Finish your ship's movement (stop) first.",
  "error.NO_SHIP_MOVING": "No ship of yours is moving.",
  "error.NOT_YOUR_SHIP": "You have no such ship.",
  "error.ANOTHER_SHIP_MOVING": "Another ship of yours is moving: stop it first.",
  "error.ALREADY_MOVED": "A ship makes one movement per Movement phase (Hyperspace Drive allows more).",
  "error.EMP_LOCKED": "An enemy EM pulse holds that ship until the end of the Movement phase.",
  "error.NO_SHIP_ENERGY": "That needs {shipEnergy} ship energy aboard the ship: load energy onto it first.",
  "error.HYPER_MISMATCH": "A movement stays in or out of hyperspace all the way.",
  "error.NOT_ADJACENT":
    "Ships move up, down, left or right (or through linked wormholes): aim at a card next to your ship.",
  "error.TIES": "Your diplomatic ties with that player forbid attacking them.",
  "error.HYPER_NO_LANDING": "A ship in hyperspace cannot enter a planet.",
  "error.ENEMY_SHIPS_THERE": "You cannot land beside enemy ships you slip past.",
  "error.MUST_PASS_THROUGH": "Your ship may pass enemy ships but not stop among them.",
  "error.ALREADY_STEALTHED": "That ship is already in stealth mode.",
  "error.ALREADY_PULSED": "That ship already fired its EM pulse this phase.",
  "error.NOT_FACE_DOWN": "Choose a face-down card.",
  "error.ALREADY_SEEN": "You have already seen that card.",
  "error.OUT_OF_RANGE": "Aim at another card up to {range} spaces away.",
  "error.NOT_AT_YOUR_PLANET": "Cargo is loaded and unloaded at a planet you control.",
  "error.CARGO_DIRECTION":
    "Cargo goes one way per ship and phase: this ship already moved cargo the other way.",
  "error.NOTHING_TO_LOAD": "The planet has none of that to load.",
  "error.NOTHING_TO_UNLOAD": "The ship carries none of that.",
  "error.NOT_IN_FLEET": "Choose one of your ships under attack.",
  "error.BAD_STRIKE": "Your ship cannot do that to this planet (bunkers and warheads need a technology).",
  "error.WRONG_REACTION": "That technology does not answer this attack.",
  "error.NUCLEAR": "Ship Armor does not work against a nuclear attack.",
  "error.PILOTED": "Missile Defense does not work against piloted ships or invasions.",
  "error.STEALTHED": "That ship's stealth cancels your Missile Defense.",
  "error.NOTHING_TO_STEAL": "That player has none of that resource.",
  "error.NOTHING_TO_TAKE": "That player does not hold those two tokens.",
  "error.ALREADY_TIED": "You already have diplomatic ties with that player.",
  "error.TIES_UNPAYABLE": "Ties cost 1 energy or ore at once and at every Maintenance; you have none.",
  "error.END_ALREADY_PROPOSED": "You already proposed to end the game this round.",

  // the log: one line per event
  "event.phase.build": "Round {round}: Building and Research, {player} first.",
  "event.phase.move": "Movement and combat (round {round}), {player} first.",
  "event.phase.harvest": "Production (round {round}): every planet produces.",
  "event.phase.upkeep": "Maintenance (round {round}).",
  "event.phase.over": "The game is over.",
  "event.passed.build": "{player} passes: no more building this round.",
  "event.passed.move": "{player} passes: no more movement this round.",
  "event.passed": "{player} passes.",
  "event.built": "{player} builds {item} on {cell} ({cost}).",
  "event.researched": "{player} researches: draws a technology card and ends their Building phase.",
  "event.drewTech": "{player} draws {tech}.",
  "event.techReturned": "{player} returns a technology card to the deck.",
  "event.techReturnedCard": "{player} returns {tech} to the deck.",
  "event.techUsed": "{player} uses {tech}.",
  "event.techUsed.copy": "{player} uses {tech}, copied with the Spy.",
  "event.converted": "{player} converts {spent} into {gained} on {cell} with {tech} (fee: {fee}).",
  "event.transferred": "{player} moves {what} from {from} to {to} with {tech} (fee: {fee}).",
  "event.spied": "{player} spies on {target}'s technologies.",
  "event.spyReport": "{player}'s Spy sees {target}'s hand: {techs}.",
  "event.spyCopied": "{player} copies {tech} with the Spy until the end of the round.",
  "event.hacked": "{player} cancels {target}'s {tech} until the end of the round.",
  "event.loaded": "{player} loads {cargo} onto a ship at {cell}.",
  "event.unloaded": "{player} unloads {cargo} from a ship at {cell}.",
  "event.shipMoved": "{ship} moves from {from} to {to} ({n} {n|space|spaces} left, {energy} ship energy).",
  "event.shipMoved.hyper":
    "{ship} moves through hyperspace from {from} to {to} ({n} {n|space|spaces} left, {energy} ship energy).",
  "event.stealthOn": "{ship} at {cell} goes into stealth mode until the end of Movement.",
  "event.empFired":
    "{ship} fires an EM pulse at {cell}: enemy ships and technologies there stop working until the end of Movement.",
  "event.telescope": "{player} looks at the face-down card {cell} with the Radio Telescope.",
  "event.telescopeView": "{player} sees {card} at {cell} (the card stays face down).",
  "event.waveMotionGun": "{player}'s Wave Motion Gun destroys everything at {cell} ({card}).",
  "event.flipped": "{player} flips {cell}: {card}.",
  "event.landed": "{ship} lands on the free planet at {cell}: a drone with energy, it stays under control.",
  "event.shipStuck": "{ship} lands at {cell} with no energy: it is stuck there with no controller.",
  "event.colonized": "{player} colonizes the planet at {cell}: {n} {n|meeple|meeples} now on it.",
  "event.shipDestroyed.combat": "{ship} is destroyed in combat at {cell}.",
  "event.shipDestroyed.nuclear": "{ship} is destroyed by a nuclear blast at {cell}.",
  "event.shipDestroyed.supernova": "{ship} is destroyed by the supernova at {cell}.",
  "event.shipDestroyed.outOfEnergy":
    "{ship} ends its movement at {cell} with no energy, off a planet: it is lost.",
  "event.shipDestroyed.forceField": "{ship} is destroyed by a Force Field as it enters {cell}.",
  "event.shipDestroyed.missileDefense": "{ship} is shot down by Missile Defense at {cell}.",
  "event.shipDestroyed.transport": "{ship} is used up in the invasion of {cell}.",
  "event.shipDestroyed.missile": "{ship} is gone in a missile strike at {cell}.",
  "event.shipDestroyed.waveMotionGun": "{ship} is destroyed by a Wave Motion Gun at {cell}.",
  "event.shipDestroyed.eliminated": "{ship} at {cell} is removed: its owner is out of the game.",
  "event.shipDestroyed.crew": "{n} {n|meeple|meeples} aboard {n|is|are} lost.",
  "event.shipCombat": "{ship} attacks {defender}'s fleet at {cell} ({n} {n|ship|ships}).",
  "event.shipCombat.nuke":
    "{ship} attacks {defender}'s fleet at {cell} with a nuclear warhead: the whole fleet ({n} {n|ship|ships}) is hit.",
  "event.fleetTarget": "{player} chooses which ship of their fleet is hit.",
  "event.shipSurvived": "{ship} survives the attack.",
  "event.shipRepelled": "Both sides held: {ship} falls back from {from} to {to} and stops there.",
  "event.shipCombatResult.attackerWon":
    "{player} wins the fight at {cell}: {defender} loses {n} {n|ship|ships}.",
  "event.shipCombatResult.defenderWon": "{defender} holds at {cell}: {player}'s attacking ship is destroyed.",
  "event.shipCombatResult.bothDestroyed":
    "Fight at {cell}: {player} loses the attacking ship and {defender} loses {n} {n|ship|ships}.",
  "event.shipCombatResult.repelled":
    "Fight at {cell}: {player}'s ship and {defender}'s fleet both hold ({defender} loses {n} {n|ship|ships}).",
  "event.strikeDeclared": "{player}'s ship enters {defender}'s planet at {cell}: {strike}.",
  "event.missileDefenseFailed":
    "{player}'s Missile Defense fires at {cell}, but {attacker}'s Kamikaze Pilot gets through.",
  "event.invasion.won":
    "{player} invades {defender}'s planet at {cell}: strength {attack} against {defense}. The planet is taken with {left} {left|meeple|meeples} left; {defender} loses {lost} {lost|meeple|meeples}.",
  "event.invasion.lost":
    "{defender} repels {player}'s invasion at {cell}: defense {defense} against {attack}. {player} loses {lost} {lost|meeple|meeples}; {left} {left|meeple|meeples} left on the planet.",
  "event.invasion.tie":
    "{player} invades {defender}'s planet at {cell}: {attack} against {defense}, a tie. Both sides are wiped out and the planet has no controller.",
  "event.nuclearStrike":
    "{player}'s nuclear warhead hits {defender}'s planet at {cell}: {meeples} {meeples|meeple|meeples} and {farms} farm {farms|level|levels} lost, all but the bunkers wiped out; fallout for three rounds.",
  "event.biologicalStrike":
    "{player}'s biological warhead hits {defender}'s planet at {cell}: {meeples} {meeples|meeple|meeples} and {farms} farm {farms|level|levels} lost; contaminated for three rounds.",
  "event.missileStrike": "{player}'s missile hits {defender}'s planet at {cell}: {hit}.",
  "event.missileStrike.missed": "{player}'s missile at {defender}'s planet at {cell} hits nothing.",
  // (the final standings' score is the planets held: the shell's "score 5" said less)
  "result.score": "{score} {score|planet|planets}",
  "event.planetLost": "{player} loses the planet at {cell} to {by}.",
  "event.planetLost.free": "{player} loses the planet at {cell} to {by}'s attack: nobody controls it now.",
  "event.produced": "The planet at {cell} produces {what} for {player}.",
  "event.stole": "{player} (Rogue) steals {what} from {victim}.",
  "event.traded": "{player} (Trader) gives {what} to {victim} and takes {took}.",
  "event.overpopulation":
    "Overpopulation at {cell}: {player} loses {n} {n|meeple|meeples} above the planet's capacity.",
  "event.markerRemoved.contamination": "The contamination at {cell} is gone.",
  "event.markerRemoved.fallout": "The nuclear fallout at {cell} is gone.",
  "event.tiesOffered": "{player} (Ambassador) offers diplomatic ties to {target}.",
  "event.tiesAccepted":
    "{player} accepts diplomatic ties with {holder}: while they last, {player} may not attack {holder}.",
  "event.tiesDeclined": "{player} refuses the ties offered by {holder}.",
  "event.tiesPaid": "{holder} pays {what} to {target} for their ties.",
  "event.tiesBroken.unpaid": "The ties between {holder} and {target} end: {holder} cannot pay.",
  "event.tiesBroken.attacked": "The ties between {holder} and {target} end: {holder} attacked {target}.",
  "event.surrendered": "{player} surrenders.",
  "event.endProposed":
    "{player} proposes to end the game now: most planets wins, then the highest class total.",
  "event.endAnswered.yes": "{player} accepts {proposer}'s proposal to end the game.",
  "event.endAnswered.no": "{player} refuses {proposer}'s proposal to end the game: play goes on.",
  "event.eliminated.noMeeples": "{player} has no meeples left and is out of the game.",
  "event.eliminated.surrendered": "{player} is out of the game (surrendered).",
  "event.respawned": "{player} comes back on a new planet at {cell} (re-spawn).",
  "event.gameOver.lastStanding": "Game over: {players} {n|is|are} the last standing and {n|wins|win}.",
  "event.gameOver.roundLimit":
    "Game over at the round limit: most planets wins, then the highest class total. {players} {n|wins|win}.",
  "event.gameOver.agreement":
    "Game over by agreement: most planets wins, then the highest class total. {players} {n|wins|win}.",
  "event.gameOver.standings": "Standings: {rows}.",
  "event.gameOver.row": "{rank}. {player}, {planets} {planets|planet|planets} (class total {classes})",
  "event.gameOver.rowOut": "{rank}. {player}, out",

  // prompts: what the viewer may do now
  "prompt.over.lastStanding": "Game over: {players} {n|wins|win} as the last player standing.",
  "prompt.over.roundLimit":
    "Game over at the round limit: {players} {n|wins|win} with {planets} {planets|planet|planets} (class total {classes}).",
  "prompt.over.agreement":
    "Game over by agreement: {players} {n|wins|win} with {planets} {planets|planet|planets} (class total {classes}).",
  "prompt.over.noResult": "Game over.",
  "prompt.out.eliminated": "You are out of the game (eliminated): you watch to the end.",
  "prompt.out.surrendered": "You are out of the game (surrendered): you watch to the end.",
  "prompt.build": "Building: build on one of your planets ({planets}), or pass.",
  "prompt.build.nothing":
    "Building: none of your planets can build anything now (free meeples or resources are short); pass.",
  "prompt.build.research": "Research (draw a technology) only as your first action: it ends your Building.",
  "prompt.build.researchLate": "Research is no longer possible: it must be your first action of the phase.",
  "prompt.build.deckEmpty": "The technology deck is empty: no research.",
  "prompt.build.on":
    "Building on {planet}: {free} free {free|meeple|meeples}, {energy} energy and {ore} ore in its store. Build more there, or end your turn.",
  "prompt.build.onDone":
    "Building on {planet}: nothing more can be built there now ({free} free {free|meeple|meeples}, {energy} energy and {ore} ore in its store); end your turn.",
  "prompt.move":
    "Movement: choose one of your ships to move ({n} can start a movement, for 1 ship energy), load or unload cargo, or pass.",
  "prompt.overpop":
    "{planet}: {n} {n|meeple|meeples} over capacity, lost at Maintenance unless loaded onto a ship.",
  "prompt.move.none":
    "Movement: none of your ships can start a movement now (no ship energy, or already moved); load cargo, use a technology, or pass.",
  "prompt.move.moving":
    "Your ship at {cell} is moving: {n} {n|space|spaces} left. Click a lit card to go on (the board marks a move that would lose the ship), or stop.",
  "prompt.move.hyper":
    "Your ship at {cell} is in hyperspace: {n} {n|space|spaces} left. It cannot enter a planet nor stop on enemy ships; click a lit card to go on, or stop.",
  "prompt.harvest": "Production: you may use {techs} now, then click Done.",
  "prompt.harvest.none": "Production: nothing to use now; click Done.",
  "prompt.upkeep": "Maintenance: you may offer diplomatic ties with your Ambassador, then click Done.",
  "prompt.upkeep.none": "Maintenance: click Done.",
  "prompt.explore":
    "Your ship ended its movement on the face-down card {cell}: flip it to explore (a planet found is landed on; a supernova destroys the ship), or leave it face down.",
  "prompt.pickShip": "{player}'s ship attacks your fleet at {cell}: choose which of your ships is hit.",
  "prompt.protect": "Your ship at {cell} is hit: save it with {techs}, or let it be destroyed.",
  "prompt.protect.none":
    "Your ship at {cell} is hit and none of your technologies can save it now: click No answer.",
  "prompt.pierce": "{player}'s Ship Armor saves their ship at {cell}: cancel it with {techs}, or let it be.",
  "prompt.pierce.none":
    "{player}'s Ship Armor saves their ship at {cell}: you cannot answer it; click No answer.",
  "prompt.defend":
    "{player}'s ship enters your planet {planet} ({strike}): answer with {techs}, or let it come.",
  "prompt.defend.none":
    "{player}'s ship enters your planet {planet} ({strike}): you cannot answer it now; click No answer.",
  "prompt.attack":
    "Your ship entered {player}'s planet {planet}: choose what it does there (the ship is used up).",
  "prompt.attack.invade":
    "Your ship entered {player}'s planet {planet}: choose what it does there (the ship is used up). Invading: your strength {attack} against their known defense {defense}; the higher wins, a tie wipes out both sides.",
  "prompt.discardTech":
    "You hold {n} technologies, more than the limit of 4: discard one (it goes back into the deck).",
  "prompt.answerTies":
    "{player} offers you diplomatic ties: they pay you 1 energy or ore now and at every Maintenance, and while tied you may not attack them. Accept or refuse.",
  "prompt.answerEnd":
    "{player} proposes to end the game now (most planets wins, then class total): you would rank {rank} with {planets} {planets|planet|planets}. Accept or refuse; one refusal is enough.",
  "prompt.waiting": "Waiting for {player}: {doing}.",
  "prompt.watching": "{player}: {doing}.",
  "prompt.wait": "Waiting for the other players.",

  // what the acting seat is doing, for the others
  "doing.build": "building or researching",
  "doing.buildOn": "building on {planet}",
  "doing.move": "choosing a ship to move",
  "doing.moving": "moving a ship at {cell} ({n} {n|space|spaces} left)",
  "doing.harvest": "using Production technologies",
  "doing.upkeep": "in Maintenance (diplomatic ties)",
  "doing.explore": "deciding whether to explore {cell}",
  "doing.pickShip": "choosing which ship of the fleet at {cell} is hit",
  "doing.protect": "deciding whether to save the ship at {cell}",
  "doing.pierce": "deciding whether to pierce the Ship Armor at {cell}",
  "doing.defendPlanet": "deciding whether to defend {planet}",
  "doing.attackPlanet": "choosing a strike on {planet}",
  "doing.discardTech": "discarding a technology",
  "doing.answerTies": "answering {player}'s offer of diplomatic ties",
  "doing.answerEnd": "answering {player}'s proposal to end the game",
};

const es: Record<string, string> = {
  "word.seat": "Asiento {n}",
  "word.and": "{a} y {b}",
  "word.or": "{a} o {b}",
  "word.planetAt": "{planet} ({cell})",
  "word.shipOf": "la nave de {player}",
  "word.shipNobody": "una nave sin controlador",
  "word.noTechs": "ninguna tecnología",
  "word.nothing": "nada",

  "amount.energy": "{n} de energía",
  "amount.ore": "{n} de mineral",
  "amount.meeple": "{n} {n|meeple|meeples}",
  "amount.windmill": "{n} {n|nivel|niveles} de molino",
  "amount.refinery": "{n} {n|nivel|niveles} de refinería",
  "amount.farm": "{n} {n|nivel|niveles} de granja",
  "amount.bunker": "{n} {n|búnker|búnkeres}",
  "amount.nuke": "{n} {n|cabeza nuclear|cabezas nucleares}",
  "amount.bio": "{n} {n|cabeza biológica|cabezas biológicas}",

  "item.meeple": "un meeple (clon)",
  "item.windmill": "un molino",
  "item.refinery": "una refinería",
  "item.farm": "una granja",
  "item.bunker": "un búnker",
  "item.ship": "una nave",
  "item.bio": "una cabeza biológica",
  "item.nuke": "una cabeza nuclear",

  "card.planet": "el planeta {planet} (clase {class})",
  "card.space": "espacio vacío",
  "card.supernova": "una supernova",
  "card.asteroid": "un campo de asteroides",
  "card.wormhole": "un agujero de gusano",

  "strike.invade": "una invasión con los meeples a bordo",
  "strike.nuke": "un ataque nuclear",
  "strike.bio": "un ataque biológico",
  "strike.meeple": "un misil contra un meeple",
  "strike.windmill": "un misil contra los molinos",
  "strike.refinery": "un misil contra las refinerías",
  "strike.farm": "un misil contra las granjas",
  "strike.bunker": "un misil contra un búnker (Perforablindajes)",
  "strike.ship": "un misil contra una nave atracada",
  "strike.warheads": "un ataque quirúrgico contra las cabezas",
  "strike.none": "ningún ataque: no hay nada que pueda alcanzar",
  "hit.meeple": "muere un meeple",
  "hit.windmill": "los molinos quedan destruidos",
  "hit.refinery": "las refinerías quedan destruidas",
  "hit.farm": "las granjas quedan destruidas",
  "hit.bunker": "cae un nivel de búnker",
  "hit.ship": "la nave atracada queda destruida",
  "hit.warheads": "sus cabezas nucleares y biológicas quedan destruidas",

  "tech.ambassador": "Embajador",
  "tech.ambassador.text":
    "En Mantenimiento, ofrece lazos diplomáticos a un jugador. Si acepta, le pagas 1 de energía o de mineral enseguida y en cada Mantenimiento, y no puede atacar tus naves ni tus planetas.",
  "tech.empPulseCannon": "Cañón de pulsos EM",
  "tech.empPulseCannon.text":
    "Por 1 de energía de nave, tu nave bloquea una carta contigua: las naves enemigas de ahí no pueden empezar un movimiento y las tecnologías enemigas de ahí no funcionan hasta el final del Movimiento.",
  "tech.engineer": "Ingeniero",
  "tech.engineer.text": "Cada uno de tus planetas produce 1 de energía más.",
  "tech.energyConverter": "Conversor de energía",
  "tech.energyConverter.text":
    "En Construcción, paga 1 de energía para convertir cualquier cantidad de energía en otro tanto de mineral en uno de tus planetas.",
  "tech.energyShield": "Escudo de energía",
  "tech.energyShield.text":
    "Cuando una de tus naves recibe un impacto, paga 1 de su energía de nave para salvarla, incluso de una explosión nuclear.",
  "tech.armorPiercer": "Perforablindajes",
  "tech.armorPiercer.text":
    "Paga 1 de mineral para anular un Blindaje de nave enemigo, o para que tu misil destruya un nivel de búnker.",
  "tech.forceField": "Campo de fuerza",
  "tech.forceField.text":
    "Cuando una nave enemiga entra en tu planeta, paga 1 de energía para destruirla antes de que ataque.",
  "tech.fusionReactor": "Reactor de fusión",
  "tech.fusionReactor.text":
    "Tus naves no se pierden cuando un movimiento termina fuera de un planeta sin energía, y pueden moverse 1 casilla sin energía.",
  "tech.hacker": "Pirata informático",
  "tech.hacker.text":
    "Una vez por ronda, en tu turno de Construcción o de Movimiento, anula una tecnología que otro jugador haya jugado boca arriba, hasta el final de la ronda.",
  "tech.hyperspaceDrive": "Motor hiperespacial",
  "tech.hyperspaceDrive.text":
    "Tus naves pueden hacer más de un movimiento por fase (1 de energía de nave cada uno). En el hiperespacio pasan junto a naves enemigas y supernovas, pero no pueden entrar en un planeta.",
  "tech.kamikazePilot": "Piloto kamikaze",
  "tech.kamikazePilot.text": "La defensa antimisiles enemiga no funciona contra tus naves.",
  "tech.matterConverter": "Conversor de materia",
  "tech.matterConverter.text":
    "En Construcción, paga 1 de mineral para convertir cualquier cantidad de mineral en otro tanto de energía en uno de tus planetas.",
  "tech.metallurgist": "Metalúrgico",
  "tech.metallurgist.text": "Cada uno de tus planetas produce 1 de mineral más.",
  "tech.missileDefense": "Sistema de defensa antimisiles",
  "tech.missileDefense.text":
    "Cuando un dron enemigo (sin meeples a bordo) ataca tu planeta, paga 1 de energía para destruirlo antes. No detiene naves tripuladas ni invasiones.",
  "tech.permaculture": "Experto en permacultura",
  "tech.permaculture.text": "Cada uno de tus planetas admite 1 meeple más antes de la superpoblación.",
  "tech.plasmaPropulsion": "Sistema de propulsión de plasma",
  "tech.plasmaPropulsion.text": "Tus naves avanzan 1 casilla más por cada energía de nave que gastan.",
  "tech.radioTelescope": "Radiotelescopio",
  "tech.radioTelescope.text":
    "En Movimiento, paga 1 de energía para mirar una carta boca abajo (solo tú la ves). El sigilo enemigo no funciona contra ti.",
  "tech.rogue": "Pícaro",
  "tech.rogue.text":
    "En Producción, roba 1 de energía o de mineral a cada otro jugador, una vez por jugador y ronda.",
  "tech.shipArmor": "Blindaje de nave",
  "tech.shipArmor.text":
    "Cuando una de tus naves recibe un impacto, paga 1 de mineral para salvarla (no de una explosión nuclear; un Perforablindajes lo anula).",
  "tech.spaceBridge": "Puente espacial",
  "tech.spaceBridge.text":
    "En Construcción, paga 1 de energía para llevar energía o mineral de uno de tus planetas a otro.",
  "tech.spy": "Espía",
  "tech.spy.text":
    "Una vez por ronda en Construcción, mira las tecnologías de otro jugador y copia una de ellas hasta el final de la ronda.",
  "tech.stealth": "Tecnología de sigilo",
  "tech.stealth.text":
    "Por 1 de energía de nave, tu nave entra en sigilo hasta el final del Movimiento: evita los combates entre naves y atraviesa bloqueos y defensas antimisiles.",
  "tech.superSoldier": "Supersoldado",
  "tech.superSoldier.text": "Tus meeples cuentan 2 más en las invasiones, al atacar o al defender.",
  "tech.surgicalStrike": "Ataque quirúrgico",
  "tech.surgicalStrike.text":
    "Tus misiles pueden destruir las cabezas nucleares y biológicas de un planeta enemigo.",
  "tech.trader": "Comerciante",
  "tech.trader.text":
    "Una vez por ronda en Producción, impón un intercambio a otro jugador: 1 de tu energía o mineral por 2 de los suyos.",
  "tech.transportBeam": "Rayo transportador",
  "tech.transportBeam.text":
    "En Construcción, paga 2 de energía para llevar energía, mineral o meeples de uno de tus planetas a otro, o 3 de energía para llevar un nivel de estructura o una cabeza.",
  "tech.waveMotionGun": "Cañón de ondas",
  "tech.waveMotionGun.text":
    "Por 10 de energía de nave, tu nave destruye todo lo que hay en una carta a 3 casillas como mucho, planeta incluido; es la acción de la nave en la fase.",

  "error.DECISION_PENDING": "Primero responde a la decisión pendiente.",
  "error.WRONG_PHASE": "Esa acción no es posible en esta fase.",
  "error.NO_SUCH_TECH": "No tienes esa tecnología.",
  "error.TECH_DISABLED":
    "Esa tecnología está anulada (Pirata informático) o bloqueada (Cañón de pulsos EM) ahora.",
  "error.ONCE_PER_ROUND":
    "Esa tecnología funciona una vez por ronda (Pícaro: una vez por jugador; Embajador: una oferta por jugador).",
  "error.BAD_TARGET": "Elige a otro jugador que siga en la partida.",
  "error.NO_TECHS": "Ese jugador no tiene cartas de tecnología.",
  "error.NOT_PLAYED": "Solo puedes anular una tecnología que ese jugador haya jugado boca arriba.",
  "error.ALREADY_HACKED": "Esa tecnología ya está anulada esta ronda.",
  "error.NO_SPY_REPORT": "Primero usa tu Espía sobre un jugador.",
  "error.ALREADY_COPIED": "Tu Espía ya copió una tecnología esta ronda.",
  "error.NOT_SPIED": "Tu Espía no vio esa tecnología.",
  "error.NOT_YOUR_PLANET": "No controlas ningún planeta ahí.",
  "error.NOTHING_BUILT": "Primero construye en un planeta, o pasa para terminar tu fase de Construcción.",
  "error.RESEARCH_FIRST":
    "La investigación debe declararse como tu primera acción de la fase de Construcción, antes de construir o de usar una tecnología.",
  "error.DECK_EMPTY": "El mazo de tecnologías está vacío.",
  "error.PLANET_DONE": "Ya construiste en ese planeta esta ronda.",
  "error.ONE_PLANET_PER_TURN": "En un turno solo construyes en un planeta: termina antes tu turno.",
  "error.NUCLEAR_FALLOUT": "No se puede hacer nada en un planeta con lluvia radiactiva.",
  "error.CONTAMINATED": "Los meeples de un planeta contaminado no pueden construir ni clonar.",
  "error.NO_FREE_MEEPLE":
    "No queda ningún meeple libre en ese planeta (los recién clonados no pueden trabajar).",
  "error.CANNOT_AFFORD":
    "Eso cuesta {energy} de energía y {ore} de mineral del almacén de un planeta, más de lo que tiene.",
  "error.MAX_LEVEL": "Un planeta tiene como mucho {max} niveles de molino, de refinería y de granja.",
  "error.STORE_FULL": "Un planeta almacena como mucho {max} de energía y {max} de mineral.",
  "error.SAME_PLANET": "Elige dos planetas distintos.",
  "error.LAST_MEEPLE": "Al menos un meeple debe quedarse en el planeta.",
  "error.NO_STRUCTURE": "El planeta de origen no tiene esa estructura.",
  "error.SHIP_MOVING": "Primero termina el movimiento de tu nave (detenla).",
  "error.NO_SHIP_MOVING": "Ninguna de tus naves se está moviendo.",
  "error.NOT_YOUR_SHIP": "No tienes esa nave.",
  "error.ANOTHER_SHIP_MOVING": "Otra de tus naves se está moviendo: detenla primero.",
  "error.ALREADY_MOVED":
    "Una nave hace un movimiento por fase de Movimiento (el Motor hiperespacial permite más).",
  "error.EMP_LOCKED": "Un pulso EM enemigo retiene esa nave hasta el final de la fase de Movimiento.",
  "error.NO_SHIP_ENERGY": "Eso necesita {shipEnergy} de energía a bordo de la nave: cárgale energía primero.",
  "error.HYPER_MISMATCH": "Un movimiento se hace entero dentro o fuera del hiperespacio.",
  "error.NOT_ADJACENT":
    "Las naves se mueven arriba, abajo, a la izquierda o a la derecha (o por agujeros de gusano enlazados): apunta a una carta junto a tu nave.",
  "error.TIES": "Tus lazos diplomáticos con ese jugador te impiden atacarle.",
  "error.HYPER_NO_LANDING": "Una nave en el hiperespacio no puede entrar en un planeta.",
  "error.ENEMY_SHIPS_THERE": "No puedes aterrizar junto a naves enemigas que estás esquivando.",
  "error.MUST_PASS_THROUGH": "Tu nave puede pasar junto a naves enemigas, pero no detenerse entre ellas.",
  "error.ALREADY_STEALTHED": "Esa nave ya está en modo sigilo.",
  "error.ALREADY_PULSED": "Esa nave ya disparó su pulso EM en esta fase.",
  "error.NOT_FACE_DOWN": "Elige una carta boca abajo.",
  "error.ALREADY_SEEN": "Ya has visto esa carta.",
  "error.OUT_OF_RANGE": "Apunta a otra carta a {range} casillas como mucho.",
  "error.NOT_AT_YOUR_PLANET": "La carga se sube y se baja en un planeta que controles.",
  "error.CARGO_DIRECTION":
    "La carga va en un solo sentido por nave y fase: esta nave ya la movió en el otro sentido.",
  "error.NOTHING_TO_LOAD": "El planeta no tiene nada de eso para cargar.",
  "error.NOTHING_TO_UNLOAD": "La nave no lleva nada de eso.",
  "error.NOT_IN_FLEET": "Elige una de tus naves atacadas.",
  "error.BAD_STRIKE":
    "Tu nave no puede hacerle eso a este planeta (los búnkeres y las cabezas necesitan una tecnología).",
  "error.WRONG_REACTION": "Esa tecnología no responde a este ataque.",
  "error.NUCLEAR": "El Blindaje de nave no sirve contra un ataque nuclear.",
  "error.PILOTED": "La defensa antimisiles no sirve contra naves tripuladas ni invasiones.",
  "error.STEALTHED": "El sigilo de esa nave anula tu defensa antimisiles.",
  "error.NOTHING_TO_STEAL": "Ese jugador no tiene nada de ese recurso.",
  "error.NOTHING_TO_TAKE": "Ese jugador no tiene esas dos fichas.",
  "error.ALREADY_TIED": "Ya tienes lazos diplomáticos con ese jugador.",
  "error.TIES_UNPAYABLE":
    "Los lazos cuestan 1 de energía o de mineral enseguida y en cada Mantenimiento; no tienes.",
  "error.END_ALREADY_PROPOSED": "Ya propusiste terminar la partida esta ronda.",

  "event.phase.build": "Ronda {round}: Construcción e Investigación; empieza {player}.",
  "event.phase.move": "Movimiento y combate (ronda {round}); empieza {player}.",
  "event.phase.harvest": "Producción (ronda {round}): cada planeta produce.",
  "event.phase.upkeep": "Mantenimiento (ronda {round}).",
  "event.phase.over": "La partida ha terminado.",
  "event.passed.build": "{player} pasa: no construye más esta ronda.",
  "event.passed.move": "{player} pasa: no mueve más esta ronda.",
  "event.passed": "{player} pasa.",
  "event.built": "{player} construye {item} en {cell} ({cost}).",
  "event.researched": "{player} investiga: roba una carta de tecnología y termina su fase de Construcción.",
  "event.drewTech": "{player} roba {tech}.",
  "event.techReturned": "{player} devuelve una carta de tecnología al mazo.",
  "event.techReturnedCard": "{player} devuelve {tech} al mazo.",
  "event.techUsed": "{player} usa {tech}.",
  "event.techUsed.copy": "{player} usa {tech}, copiada con el Espía.",
  "event.converted": "{player} convierte {spent} en {gained} en {cell} con {tech} (coste: {fee}).",
  "event.transferred": "{player} lleva {what} de {from} a {to} con {tech} (coste: {fee}).",
  "event.spied": "{player} espía las tecnologías de {target}.",
  "event.spyReport": "El Espía de {player} ve la mano de {target}: {techs}.",
  "event.spyCopied": "{player} copia {tech} con el Espía hasta el final de la ronda.",
  "event.hacked": "{player} anula {tech} de {target} hasta el final de la ronda.",
  "event.loaded": "{player} carga {cargo} en una nave en {cell}.",
  "event.unloaded": "{player} descarga {cargo} de una nave en {cell}.",
  "event.shipMoved":
    "{ship} pasa de {from} a {to} (le {n|queda|quedan} {n} {n|casilla|casillas}, {energy} de energía de nave).",
  "event.shipMoved.hyper":
    "{ship} viaja por el hiperespacio de {from} a {to} (le {n|queda|quedan} {n} {n|casilla|casillas}, {energy} de energía de nave).",
  "event.stealthOn": "{ship} en {cell} entra en modo sigilo hasta el final del Movimiento.",
  "event.empFired":
    "{ship} dispara un pulso EM a {cell}: las naves y tecnologías enemigas de ahí dejan de funcionar hasta el final del Movimiento.",
  "event.telescope": "{player} mira la carta boca abajo {cell} con el Radiotelescopio.",
  "event.telescopeView": "{player} ve {card} en {cell} (la carta sigue boca abajo).",
  "event.waveMotionGun": "El Cañón de ondas de {player} destruye todo en {cell} ({card}).",
  "event.flipped": "{player} voltea {cell}: {card}.",
  "event.landed":
    "{ship} aterriza en el planeta libre de {cell}: es un dron con energía y sigue bajo control.",
  "event.shipStuck": "{ship} aterriza en {cell} sin energía: queda atrapada allí sin controlador.",
  "event.colonized": "{player} coloniza el planeta de {cell}: ahora tiene {n} {n|meeple|meeples}.",
  "event.shipDestroyed.combat": "{ship} es destruida en combate en {cell}.",
  "event.shipDestroyed.nuclear": "{ship} es destruida por una explosión nuclear en {cell}.",
  "event.shipDestroyed.supernova": "{ship} es destruida por la supernova de {cell}.",
  "event.shipDestroyed.outOfEnergy":
    "{ship} termina su movimiento en {cell} sin energía y fuera de un planeta: se pierde.",
  "event.shipDestroyed.forceField": "{ship} es destruida por un Campo de fuerza al entrar en {cell}.",
  "event.shipDestroyed.missileDefense": "{ship} es derribada por la defensa antimisiles en {cell}.",
  "event.shipDestroyed.transport": "{ship} se consume en la invasión de {cell}.",
  "event.shipDestroyed.missile": "{ship} desaparece en un ataque con misil en {cell}.",
  "event.shipDestroyed.waveMotionGun": "{ship} es destruida por un Cañón de ondas en {cell}.",
  "event.shipDestroyed.eliminated": "{ship} en {cell} se retira: su dueño está fuera de la partida.",
  "event.shipDestroyed.crew": "Se {n|pierde|pierden} {n} {n|meeple|meeples} a bordo.",
  "event.shipCombat": "{ship} ataca la flota de {defender} en {cell} ({n} {n|nave|naves}).",
  "event.shipCombat.nuke":
    "{ship} ataca con una cabeza nuclear la flota de {defender} en {cell}: toda la flota ({n} {n|nave|naves}) recibe el impacto.",
  "event.fleetTarget": "{player} elige qué nave de su flota recibe el impacto.",
  "event.shipSurvived": "{ship} sobrevive al ataque.",
  "event.shipRepelled": "Ambos bandos resisten: {ship} retrocede de {from} a {to} y se detiene allí.",
  "event.shipCombatResult.attackerWon":
    "{player} gana el combate en {cell}: {defender} pierde {n} {n|nave|naves}.",
  "event.shipCombatResult.defenderWon":
    "{defender} resiste en {cell}: la nave atacante de {player} es destruida.",
  "event.shipCombatResult.bothDestroyed":
    "Combate en {cell}: {player} pierde la nave atacante y {defender} pierde {n} {n|nave|naves}.",
  "event.shipCombatResult.repelled":
    "Combate en {cell}: la nave de {player} y la flota de {defender} resisten ({defender} pierde {n} {n|nave|naves}).",
  "event.strikeDeclared": "La nave de {player} entra en el planeta de {defender} en {cell}: {strike}.",
  "event.missileDefenseFailed":
    "La defensa antimisiles de {player} dispara en {cell}, pero el Piloto kamikaze de {attacker} la atraviesa.",
  "event.invasion.won":
    "{player} invade el planeta de {defender} en {cell}: fuerza {attack} contra {defense}. Conquista el planeta y le {left|queda|quedan} {left} {left|meeple|meeples}; {defender} pierde {lost} {lost|meeple|meeples}.",
  "event.invasion.lost":
    "{defender} rechaza la invasión de {player} en {cell}: defensa {defense} contra {attack}. {player} pierde {lost} {lost|meeple|meeples}; en el planeta {left|queda|quedan} {left} {left|meeple|meeples}.",
  "event.invasion.tie":
    "{player} invade el planeta de {defender} en {cell}: {attack} contra {defense}, empate. Ambos bandos caen y el planeta queda sin controlador.",
  "event.nuclearStrike":
    "La cabeza nuclear de {player} alcanza el planeta de {defender} en {cell}: se pierden {meeples} {meeples|meeple|meeples} y {farms} {farms|nivel|niveles} de granja, todo arrasado salvo los búnkeres; lluvia radiactiva durante tres rondas.",
  "event.biologicalStrike":
    "La cabeza biológica de {player} alcanza el planeta de {defender} en {cell}: se pierden {meeples} {meeples|meeple|meeples} y {farms} {farms|nivel|niveles} de granja; contaminado durante tres rondas.",
  "event.missileStrike": "El misil de {player} alcanza el planeta de {defender} en {cell}: {hit}.",
  "event.missileStrike.missed":
    "El misil de {player} contra el planeta de {defender} en {cell} no alcanza nada.",
  "result.score": "{score} {score|planeta|planetas}",
  "event.planetLost": "{player} pierde el planeta de {cell} ante {by}.",
  "event.planetLost.free":
    "{player} pierde el planeta de {cell} por el ataque de {by}: ahora no lo controla nadie.",
  "event.produced": "El planeta de {cell} produce {what} para {player}.",
  "event.stole": "{player} (Pícaro) roba {what} a {victim}.",
  "event.traded": "{player} (Comerciante) da {what} a {victim} y toma {took}.",
  "event.overpopulation":
    "Superpoblación en {cell}: {player} pierde {n} {n|meeple|meeples} por encima de la capacidad del planeta.",
  "event.markerRemoved.contamination": "La contaminación de {cell} desaparece.",
  "event.markerRemoved.fallout": "La lluvia radiactiva de {cell} desaparece.",
  "event.tiesOffered": "{player} (Embajador) ofrece lazos diplomáticos a {target}.",
  "event.tiesAccepted":
    "{player} acepta lazos diplomáticos con {holder}: mientras duren, {player} no puede atacar a {holder}.",
  "event.tiesDeclined": "{player} rechaza los lazos que ofrece {holder}.",
  "event.tiesPaid": "{holder} paga {what} a {target} por sus lazos.",
  "event.tiesBroken.unpaid": "Los lazos entre {holder} y {target} terminan: {holder} no puede pagar.",
  "event.tiesBroken.attacked": "Los lazos entre {holder} y {target} terminan: {holder} atacó a {target}.",
  "event.surrendered": "{player} se rinde.",
  "event.endProposed":
    "{player} propone terminar la partida ahora: gana quien tiene más planetas y, si empatan, la mayor suma de clases.",
  "event.endAnswered.yes": "{player} acepta la propuesta de {proposer} de terminar la partida.",
  "event.endAnswered.no":
    "{player} rechaza la propuesta de {proposer} de terminar la partida: el juego sigue.",
  "event.eliminated.noMeeples": "A {player} no le quedan meeples: queda fuera de la partida.",
  "event.eliminated.surrendered": "{player} queda fuera de la partida (se rindió).",
  "event.respawned": "{player} vuelve a la partida en un planeta nuevo en {cell} (reaparición).",
  "event.gameOver.lastStanding": "Fin de la partida: {players} {n|queda|quedan} en pie y {n|gana|ganan}.",
  "event.gameOver.roundLimit":
    "Fin de la partida por límite de rondas: gana quien tiene más planetas y, si empatan, la mayor suma de clases. {n|Gana|Ganan} {players}.",
  "event.gameOver.agreement":
    "Fin de la partida por acuerdo: gana quien tiene más planetas y, si empatan, la mayor suma de clases. {n|Gana|Ganan} {players}.",
  "event.gameOver.standings": "Clasificación: {rows}.",
  "event.gameOver.row": "{rank}. {player}, {planets} {planets|planeta|planetas} (suma de clases {classes})",
  "event.gameOver.rowOut": "{rank}. {player}, fuera",

  "prompt.over.lastStanding": "Fin de la partida: {n|gana|ganan} {players}, en pie hasta el final.",
  "prompt.over.roundLimit":
    "Fin de la partida por límite de rondas: {n|gana|ganan} {players} con {planets} {planets|planeta|planetas} (suma de clases {classes}).",
  "prompt.over.agreement":
    "Fin de la partida por acuerdo: {n|gana|ganan} {players} con {planets} {planets|planeta|planetas} (suma de clases {classes}).",
  "prompt.over.noResult": "Fin de la partida.",
  "prompt.out.eliminated": "Estás fuera de la partida (eliminado): la miras hasta el final.",
  "prompt.out.surrendered": "Estás fuera de la partida (te rendiste): la miras hasta el final.",
  "prompt.build": "Construcción: construye en uno de tus planetas ({planets}) o pasa.",
  "prompt.build.nothing":
    "Construcción: ninguno de tus planetas puede construir nada ahora (faltan meeples libres o recursos); pasa.",
  "prompt.build.research":
    "Investigar (robar una tecnología) solo como primera acción: termina tu Construcción.",
  "prompt.build.researchLate": "Ya no puedes investigar: debe ser tu primera acción de la fase.",
  "prompt.build.deckEmpty": "El mazo de tecnologías está vacío: no se puede investigar.",
  "prompt.build.on":
    "Construyendo en {planet}: {free} {free|meeple libre|meeples libres}, {energy} de energía y {ore} de mineral en su almacén. Construye más ahí o termina el turno.",
  "prompt.build.onDone":
    "Construyendo en {planet}: ahí ya no se puede construir nada más ({free} {free|meeple libre|meeples libres}, {energy} de energía y {ore} de mineral en su almacén); termina el turno.",
  "prompt.move":
    "Movimiento: elige una de tus naves para moverla ({n} {n|puede|pueden} empezar un movimiento, por 1 de energía de nave), carga o descarga, o pasa.",
  "prompt.overpop":
    "{planet}: {n} {n|meeple|meeples} por encima de la capacidad; se pierden en el Mantenimiento si no los cargas en una nave.",
  "prompt.move.none":
    "Movimiento: ninguna de tus naves puede empezar un movimiento ahora (sin energía de nave, o ya se movió); carga, usa una tecnología o pasa.",
  "prompt.move.moving":
    "Tu nave en {cell} se está moviendo: le {n|queda|quedan} {n} {n|casilla|casillas}. Pulsa una carta iluminada para seguir (el tablero marca los movimientos en que se perdería la nave) o detenla.",
  "prompt.move.hyper":
    "Tu nave en {cell} está en el hiperespacio: le {n|queda|quedan} {n} {n|casilla|casillas}. No puede entrar en un planeta ni detenerse sobre naves enemigas; pulsa una carta iluminada para seguir o detenla.",
  "prompt.harvest": "Producción: puedes usar {techs} ahora; después pulsa Hecho.",
  "prompt.harvest.none": "Producción: no hay nada que usar ahora; pulsa Hecho.",
  "prompt.upkeep": "Mantenimiento: puedes ofrecer lazos diplomáticos con tu Embajador; después pulsa Hecho.",
  "prompt.upkeep.none": "Mantenimiento: pulsa Hecho.",
  "prompt.explore":
    "Tu nave terminó su movimiento sobre la carta boca abajo {cell}: voltéala para explorar (en un planeta, la nave aterriza; una supernova la destruye) o déjala boca abajo.",
  "prompt.pickShip":
    "La nave de {player} ataca tu flota en {cell}: elige cuál de tus naves recibe el impacto.",
  "prompt.protect": "Tu nave en {cell} recibe un impacto: sálvala con {techs} o deja que la destruyan.",
  "prompt.protect.none":
    "Tu nave en {cell} recibe un impacto y ninguna de tus tecnologías puede salvarla ahora: pulsa No responder.",
  "prompt.pierce": "El Blindaje de nave de {player} salva su nave en {cell}: anúlalo con {techs} o déjalo.",
  "prompt.pierce.none":
    "El Blindaje de nave de {player} salva su nave en {cell}: no puedes responder; pulsa No responder.",
  "prompt.defend":
    "La nave de {player} entra en tu planeta {planet} ({strike}): responde con {techs} o déjala llegar.",
  "prompt.defend.none":
    "La nave de {player} entra en tu planeta {planet} ({strike}): no puedes responder ahora; pulsa No responder.",
  "prompt.attack":
    "Tu nave ha entrado en el planeta {planet} de {player}: elige qué hace allí (la nave se consume).",
  "prompt.attack.invade":
    "Tu nave ha entrado en el planeta {planet} de {player}: elige qué hace allí (la nave se consume). Si invades: tu fuerza {attack} contra su defensa conocida {defense}; gana la mayor y un empate acaba con ambos bandos.",
  "prompt.discardTech": "Tienes {n} tecnologías, más del límite de 4: descarta una (vuelve al mazo).",
  "prompt.answerTies":
    "{player} te ofrece lazos diplomáticos: te paga 1 de energía o de mineral ahora y en cada Mantenimiento, y mientras duren no puedes atacarle. Acepta o rechaza.",
  "prompt.answerEnd":
    "{player} propone terminar la partida ahora (gana quien tiene más planetas y, si empatan, la mayor suma de clases): quedarías en el puesto {rank} con {planets} {planets|planeta|planetas}. Acepta o rechaza; basta un rechazo.",
  "prompt.waiting": "Esperando a {player}: {doing}.",
  "prompt.watching": "{player}: {doing}.",
  "prompt.wait": "Esperando a los demás jugadores.",

  "doing.build": "construyendo o investigando",
  "doing.buildOn": "construyendo en {planet}",
  "doing.move": "eligiendo una nave para mover",
  "doing.moving": "moviendo una nave en {cell} (le {n|queda|quedan} {n} {n|casilla|casillas})",
  "doing.harvest": "usando tecnologías de Producción",
  "doing.upkeep": "en Mantenimiento (lazos diplomáticos)",
  "doing.explore": "decidiendo si explora {cell}",
  "doing.pickShip": "eligiendo qué nave de la flota en {cell} recibe el impacto",
  "doing.protect": "decidiendo si salva la nave en {cell}",
  "doing.pierce": "decidiendo si perfora el Blindaje de nave en {cell}",
  "doing.defendPlanet": "decidiendo si defiende {planet}",
  "doing.attackPlanet": "eligiendo el ataque contra {planet}",
  "doing.discardTech": "descartando una tecnología",
  "doing.answerTies": "respondiendo a la oferta de lazos diplomáticos de {player}",
  "doing.answerEnd": "respondiendo a la propuesta de {player} de terminar la partida",
};

/** The game's dictionaries (log, prompts, techs, refusals), layered with the board's by dictionary.ts. */
export const messages: Record<"en" | "es", Record<string, string>> = { en, es };
