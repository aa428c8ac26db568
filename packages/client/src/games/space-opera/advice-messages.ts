/**
 * The learn table's reasons for Space Opera's suggested moves (`why.*`, the keys the rules' advise.ts
 * gives with their numbers), English and Spanish; dictionary.ts layers them with the others. Each
 * says what the move does and why it is good now, short enough for one box on a phone.
 */

const en: Record<string, string> = {
  // Building and Research
  "why.build.ship":
    "Build a ship on {planet} ({energy} energy, {ore} ore, a free meeple): ships carry meeples to new planets. You have {ships} {ships|ship|ships}.",
  "why.build.ship.press":
    "No planet changed hands for {calm} rounds: build a ship on {planet} ({energy} energy, {ore} ore) to strike the enemy.",
  "why.build.meeple":
    "Clone a meeple on {planet} ({energy} energy): {meeples} there then, capacity {cap}. More meeples build more and colonize.",
  "why.build.meeple.over":
    "Clone a meeple on {planet} ({energy} energy): {meeples} is over capacity {cap}, so load the extras on a ship before Maintenance.",
  "why.build.windmill":
    "Build a windmill on {planet} ({energy} energy, {ore} ore): +1 energy every Production (level {level} of {max}).",
  "why.build.refinery":
    "Build a refinery on {planet} ({energy} energy, {ore} ore): +1 ore every Production (level {level} of {max}).",
  "why.build.farm":
    "Build a farm on {planet} ({energy} energy, {ore} ore): room for 1 meeple more than capacity {cap} (level {level} of {max}).",
  "why.build.bunker.guard":
    "Build a bunker on {planet} ({energy} energy, {ore} ore): it shelters a meeple from warheads and lifts defense to {defense}.",
  "why.build.bunker":
    "Build a bunker on {planet} ({energy} energy, {ore} ore): it shelters a meeple and a farm level from warheads.",
  "why.build.bio":
    "Build a biological warhead on {planet} ({energy} energy, {ore} ore): on a drone it kills {kills} unsheltered {kills|meeple|meeples} at {target}.",
  "why.build.bio.later":
    "Build a biological warhead on {planet} ({energy} energy, {ore} ore): on a drone it kills every unsheltered meeple it hits.",
  "why.build.nuke":
    "Build a nuclear warhead on {planet} ({energy} energy, {ore} ore): on a drone it wipes out {target}, {kills} {kills|meeple|meeples} with it.",
  "why.build.nuke.later":
    "Build a nuclear warhead on {planet} ({energy} energy, {ore} ore): on a drone it wipes out all but the bunkers it hits.",
  "why.research":
    "Research: draw a technology card ({deck} left). Only as your first action, and it ends your Building phase.",
  "why.endTurn":
    "End your turn on {planet}: keep its {free} free {free|meeple|meeples}, {energy} energy and {ore} ore for fuel and later.",
  "why.endTurn.noFree":
    "End your turn on {planet}: no free meeple is left there (clones work from next round).",
  "why.pass.build":
    "Pass: nothing more is worth building now; the energy left on your planets fuels your ships.",
  "why.convert.energyConverter":
    "Energy Converter: turn {amount} energy into ore on {planet} (fee {fee} energy), for refineries, bunkers and warheads.",
  "why.convert.matterConverter":
    "Matter Converter: turn {amount} ore into energy on {planet} (fee {fee} ore), to fuel ships and clone meeples.",
  "why.bridge.energy":
    "Space Bridge ({fee} energy): move {amount} energy from {from} to {to}, where it is needed.",
  "why.bridge.ore": "Space Bridge ({fee} energy): move {amount} ore from {from} to {to}, where it builds.",
  "why.beam.energy":
    "Transport Beam ({fee} energy): move {amount} energy from {from} to {to}, where it is needed.",
  "why.beam.ore": "Transport Beam ({fee} energy): move {amount} ore from {from} to {to}, where it builds.",
  "why.beam.meeple":
    "Transport Beam ({fee} energy): move {amount} {amount|meeple|meeples} from {from} to {to}, to work and defend there.",
  "why.beamStructure.windmill":
    "Transport Beam ({fee} energy): move a windmill level from {from} to {to}, where its energy is needed.",
  "why.beamStructure.refinery":
    "Transport Beam ({fee} energy): move a refinery level from {from} to {to}, where its ore is needed.",
  "why.beamStructure.farm":
    "Transport Beam ({fee} energy): move a farm level from {from} to {to}, where more meeples must fit.",
  "why.beamStructure.bunker":
    "Transport Beam ({fee} energy): move a bunker from {from} to {to}, to shelter the meeples there.",
  "why.beamStructure.nuke":
    "Transport Beam ({fee} energy): move a nuclear warhead from {from} to {to}, closer to the enemy.",
  "why.beamStructure.bio":
    "Transport Beam ({fee} energy): move a biological warhead from {from} to {to}, closer to the enemy.",
  "why.spy": "Spy: look at this player's technologies ({n}) and copy one to use until the round ends.",
  "why.spyCopy": "Copy a technology your Spy saw: it works for you until the end of the round.",
  "why.hack": "Hacker: cancel a technology this player played face up, until the end of the round.",

  // Movement: cargo
  "why.pass.move":
    "Pass: your ships are best where they are; they keep their ship energy for the next round.",
  "why.pass.move.none":
    "Pass: none of your ships can start a movement now (no ship energy, or already moved).",
  "why.load.meeple":
    "Put a meeple aboard the ship at {planet} ({n} aboard then): meeples aboard colonize free planets or invade.",
  "why.load.meeple.over":
    "Put a meeple aboard at {planet}: {over} over capacity would be lost at Maintenance; aboard a ship they do not count.",
  "why.load.energy":
    "Fuel the ship at {planet} ({n} ship energy then): 1 per movement of {spaces} spaces; empty off a planet, it is lost.",
  "why.load.ore":
    "Load ore on the ship at {planet} ({n} aboard then) to carry it to another of your planets.",
  "why.load.nuke":
    "Arm the drone at {planet} with a nuclear warhead: flown into an enemy planet, it wipes out all but the bunkers.",
  "why.load.bio":
    "Arm the drone at {planet} with a biological warhead: flown into an enemy planet, it kills every unsheltered meeple.",
  "why.load.nuke.target":
    "Arm the drone at {planet} with a nuclear warhead: flown into {target}, it wipes out its {kills} unsheltered {kills|meeple|meeples}.",
  "why.load.bio.target":
    "Arm the drone at {planet} with a biological warhead: flown into {target}, it kills {kills} unsheltered {kills|meeple|meeples}.",
  "why.unload.energy": "Unload ship energy onto {planet}: its store needs it more than the ship now.",
  "why.unload.ore": "Unload the ore onto {planet}, where it builds.",
  "why.unload.meeple": "Unload a meeple onto {planet}: there it builds, clones and defends.",
  "why.unload.nuke": "Unload the nuclear warhead onto {planet} and keep it for a better target.",
  "why.unload.bio": "Unload the biological warhead onto {planet} and keep it for a better target.",

  // Movement: steps and stops
  "why.step.invade":
    "Fly into {planet} and invade: your strength {attack} against its defense {defense}; the stronger side keeps the planet.",
  "why.step.warhead":
    "Fly the warhead into {planet}: it kills the {kills} {kills|meeple|meeples} no bunker shelters there.",
  "why.step.missile": "Fly the drone into {planet} as a missile: it destroys a meeple or a structure there.",
  "why.step.land":
    "Land on the free planet {planet} (class {class}): the {meeples} {meeples|meeple|meeples} aboard {meeples|colonizes|colonize} it.",
  "why.step.land.drone": "Land the drone on the free planet {planet}: with ship energy left, it stays yours.",
  "why.step.fight":
    "Ram the enemy ship at {cell}: both ships are destroyed, and theirs carries {meeples} {meeples|meeple|meeples}.",
  "why.step.supernova": "Fly into the supernova at {cell}: the ship is destroyed.",
  "why.step.hyper":
    "Jump through hyperspace to {cell} ({left} {left|space|spaces} left): it passes enemy ships and supernovae, but cannot land.",
  "why.step.explore":
    "Fly onto the face-down card {cell} to explore it: {planets} of the {hidden} face-down cards are planets.",
  "why.step.exploreRisk":
    "Fly onto the face-down card {cell} with no ship energy left: only a planet there ({planets} of {hidden}) saves the ship.",
  "why.step.home": "Bring the ship home to {planet}: there it is safe and can load fuel and meeples.",
  "why.step.toward.invade":
    "Move to {cell} on the way to invade {goal}, in reach this movement ({left} {left|space|spaces} left).",
  "why.step.toward.strike":
    "Move to {cell} on the way to strike {goal} with the warhead, in reach this movement.",
  "why.step.toward.land":
    "Move to {cell} on the way to colonize the free planet {goal}, in reach this movement.",
  "why.step.toward.explore":
    "Move to {cell} on the way to explore the face-down card {goal}, in reach this movement.",
  "why.step.toward.home": "Move to {cell} on the way back to your planet {goal}, to refuel and reload.",
  "why.step.closer.invade":
    "Move to {cell}, {n} {n|card|cards} from {goal}: the meeples aboard are strong enough to invade it.",
  "why.step.closer.strike":
    "Move to {cell}, {n} {n|card|cards} from {goal}: the warhead aboard kills its unsheltered meeples.",
  "why.step.closer.land":
    "Move to {cell}, {n} {n|card|cards} from the free planet {goal}, for the meeples aboard to colonize.",
  "why.step.closer.explore":
    "Move to {cell}, {n} {n|card|cards} from the face-down card {goal}: the meeples aboard go looking for planets.",
  "why.step.closer.hunt":
    "Move the drone to {cell}, {n} {n|card|cards} from the enemy ship at {goal}: ramming it destroys both.",
  "why.step.closer.home":
    "Move to {cell}, {n} {n|card|cards} from your planet {goal}, to refuel and reload there.",
  "why.step":
    "Move the ship to {cell}, closer to its next target: {left} {left|space|spaces} left this movement, {energy} ship energy aboard.",
  "why.stop.explore":
    "Stop on the face-down card {cell} to explore it: {planets} of the {hidden} face-down cards are planets.",
  "why.stop.exploreRisk":
    "Stop on the face-down card {cell}: with no ship energy left, only a planet there ({planets} of {hidden}) saves the ship.",
  "why.stop.home": "Stop at your planet {planet}: there the ship is safe and can load fuel and meeples.",
  "why.stop":
    "Stop at {cell}: with {energy} ship energy aboard, the ship is safe off a planet until next round.",
  "why.stealth":
    "Stealth ({fee} ship energy): until Movement ends, the ship at {cell} avoids ship fights and slips past blockades.",
  "why.emp":
    "EM pulse at {cell} ({fee} ship energy): {n} enemy {n|ship|ships} there cannot start a movement until Movement ends.",
  "why.telescope":
    "Radio Telescope ({fee} energy): see the face-down card {cell} before flying there; {planets} of the {hidden} are planets.",
  "why.wave": "Wave Motion Gun ({fee} ship energy): destroy everything at {target}, a planet included.",

  // decisions and fights
  "why.explore":
    "Flip {cell}: {planets} of the {hidden} face-down cards are planets, and the {meeples} {meeples|meeple|meeples} aboard would colonize one.",
  "why.explore.drone":
    "Flip {cell}: {planets} of the {hidden} face-down cards are planets; a drone with ship energy lands and stays yours.",
  "why.explore.last":
    "Flip {cell}: with no ship energy left the ship is lost on empty space anyway; a planet ({planets} of {hidden}) stops it.",
  "why.explore.known": "Flip {cell}: your Radio Telescope saw the planet {planet} there.",
  "why.explore.leave": "Leave {cell} face down: the ship goes on next round without risking what lies there.",
  "why.discardTech":
    "You hold {n} technologies, over the limit of {max}: return the one that helps you least to the deck.",
  "why.pickShip":
    "Give up the ship that carries least ({meeples} {meeples|meeple|meeples}, {energy} ship energy): the rest of the fleet is spared.",
  "why.react.none": "No answer: none of your technologies can answer this now.",
  "why.react.energyShield":
    "Energy Shield: pay {fee} ship energy and your ship at {cell} survives the hit, even a nuclear one.",
  "why.react.shipArmor": "Ship Armor: pay {fee} ore and your ship at {cell} survives the hit.",
  "why.react.armorPiercer":
    "Armor Piercer: pay {fee} ore to cancel the enemy's Ship Armor at {cell}, so the hit destroys the ship.",
  "why.react.forceField":
    "Force Field: pay {fee} energy to destroy the ship entering {planet} before it strikes.",
  "why.react.missileDefense":
    "Missile Defense: pay {fee} energy to shoot down the drone entering {planet} before it strikes.",
  "why.attack.invade":
    "Invade {planet}: your strength {attack} beats its defense {defense} by {margin}; the planet and all on it become yours.",
  "why.attack.invade.lose":
    "Invade {planet}: strength {attack} against defense {defense}; this ship can do nothing better there.",
  "why.attack.nuke":
    "Nuclear strike on {planet}: {kills} unsheltered {kills|meeple dies|meeples die}, all but bunkers is wiped out; fallout {rounds} rounds.",
  "why.attack.bio":
    "Biological strike on {planet}: {kills} unsheltered {kills|meeple dies|meeples die}, and farms too; contaminated {rounds} rounds.",
  "why.attack.meeple":
    "Missile at a meeple of {planet}: {left} {left|meeple|meeples} left to defend it, easier to invade next.",
  "why.attack.meeple.last":
    "Missile at the last meeple of {planet}: its owner loses the planet, free for anyone to colonize.",
  "why.attack.windmill":
    "Missile at the windmills of {planet}: all {n} {n|level goes|levels go}, and its energy production with them.",
  "why.attack.refinery":
    "Missile at the refineries of {planet}: all {n} {n|level goes|levels go}, and its ore production with them.",
  "why.attack.farm":
    "Missile at the farms of {planet}: all {n} {n|level goes|levels go}; meeples above its capacity die at Maintenance.",
  "why.attack.ship":
    "Missile at the ship docked at {planet}: it is destroyed with its cargo ({meeples} {meeples|meeple|meeples} aboard).",
  "why.attack.warheads":
    "Surgical Strike on {planet}: its {n} {n|warhead is|warheads are} destroyed before they can be used.",
  "why.attack.bunker":
    "Missile at a bunker of {planet} (Armor Piercer, {fee} ore): one shelter less, and its defense drops.",
  "why.attack.none": "Nothing at {planet} can be hit by this ship: it is used up there.",

  // Production, Maintenance and the table
  "why.rogue.energy": "Rogue: steal 1 energy from this player, who holds {n} energy on their planets.",
  "why.rogue.ore": "Rogue: steal 1 ore from this player, who holds {n} ore on their planets.",
  "why.trade": "Trader: give 1 token and take 2 of theirs, 1 more for you.",
  "why.offerTies":
    "Offer ties (Ambassador): you pay 1 energy or ore each Maintenance, and while tied this player may not attack you.",
  "why.answerTies.accept":
    "Accept the ties: you are paid 1 energy or ore now and at every Maintenance, but may not attack this player.",
  "why.answerTies.refuse": "Refuse the ties: tied, you could not attack this player's ships or planets.",
  "why.done.harvest": "Done: your Rogue and Trader have done what they can this Production.",
  "why.done.harvest.none": "Done: you hold no Production technology (Rogue, Trader); Maintenance comes next.",
  "why.done.upkeep": "Done: ties would cost 1 energy or ore at every Maintenance; keep your resources.",
  "why.surrender":
    "Surrender: you hold no planet and nothing has changed for {calm} rounds; nothing you do can change the game.",
  "why.surrender.planets":
    "Surrender: you leave the game now with {planets} {planets|planet|planets}, ranked below every player still in.",
  "why.proposeEnd.lead":
    "Propose to end now: you lead alone with {planets} {planets|planet|planets} (class total {classes}), and the standings decide.",
  "why.proposeEnd":
    "Propose to end now: no planet changed hands for {calm} rounds; the standings decide (most planets, then class total).",
  "why.proposeEnd.late":
    "Propose to end now, in round {round}: the standings decide (most planets, then class total); you rank {rank}.",
  "why.answerEnd.win":
    "Accept: ending now, you rank first with {planets} {planets|planet|planets} (class total {classes}).",
  "why.answerEnd.accept":
    "Accept: no planet changed hands for {calm} rounds; ending now, you rank {rank} with {planets} {planets|planet|planets}.",
  "why.answerEnd.accept.late":
    "Accept: the game has run {round} rounds; ending now, you rank {rank} with {planets} {planets|planet|planets}.",
  "why.answerEnd.refuse":
    "Refuse: you rank {rank} now with {planets} {planets|planet|planets}; there is still time to take more.",
};

const es: Record<string, string> = {
  "why.build.ship":
    "Construye una nave en {planet} ({energy} de energía, {ore} de mineral, un meeple libre): lleva meeples a planetas nuevos. Tienes {ships} {ships|nave|naves}.",
  "why.build.ship.press":
    "Ningún planeta cambió de manos en {calm} rondas: construye una nave en {planet} ({energy} de energía, {ore} de mineral) para atacar.",
  "why.build.meeple":
    "Clona un meeple en {planet} ({energy} de energía): habrá {meeples}, capacidad {cap}. Más meeples construyen más y colonizan.",
  "why.build.meeple.over":
    "Clona un meeple en {planet} ({energy} de energía): {meeples} superan la capacidad {cap}; embarca los sobrantes antes del Mantenimiento.",
  "why.build.windmill":
    "Construye un molino en {planet} ({energy} de energía, {ore} de mineral): +1 de energía en cada Producción (nivel {level} de {max}).",
  "why.build.refinery":
    "Construye una refinería en {planet} ({energy} de energía, {ore} de mineral): +1 de mineral en cada Producción (nivel {level} de {max}).",
  "why.build.farm":
    "Construye una granja en {planet} ({energy} de energía, {ore} de mineral): cabe 1 meeple más que la capacidad {cap} (nivel {level} de {max}).",
  "why.build.bunker.guard":
    "Construye un búnker en {planet} ({energy} de energía, {ore} de mineral): refugia a un meeple y sube la defensa a {defense}.",
  "why.build.bunker":
    "Construye un búnker en {planet} ({energy} de energía, {ore} de mineral): refugia a un meeple y un nivel de granja de las cabezas.",
  "why.build.bio":
    "Fabrica una cabeza biológica en {planet} ({energy} de energía, {ore} de mineral): en un dron mata {kills} {kills|meeple|meeples} sin búnker en {target}.",
  "why.build.bio.later":
    "Fabrica una cabeza biológica en {planet} ({energy} de energía, {ore} de mineral): en un dron mata a todo meeple sin refugio.",
  "why.build.nuke":
    "Fabrica una cabeza nuclear en {planet} ({energy} de energía, {ore} de mineral): en un dron arrasa {target} con {kills} {kills|meeple|meeples}.",
  "why.build.nuke.later":
    "Fabrica una cabeza nuclear en {planet} ({energy} de energía, {ore} de mineral): en un dron arrasa todo salvo los búnkeres.",
  "why.research":
    "Investiga: roba una carta de tecnología (quedan {deck}). Solo como primera acción, y termina tu fase de Construcción.",
  "why.endTurn":
    "Termina tu turno en {planet}: guarda {free} {free|meeple libre|meeples libres}, {energy} de energía y {ore} de mineral para más adelante.",
  "why.endTurn.noFree":
    "Termina tu turno en {planet}: no le queda ningún meeple libre (los clones trabajan desde la próxima ronda).",
  "why.pass.build":
    "Pasa: ya no merece la pena construir más; la energía que queda en tus planetas alimenta tus naves.",
  "why.convert.energyConverter":
    "Conversor de energía: convierte {amount} de energía en mineral en {planet} (cuota {fee} de energía), para construir.",
  "why.convert.matterConverter":
    "Conversor de materia: convierte {amount} de mineral en energía en {planet} (cuota {fee} de mineral), para naves y clones.",
  "why.bridge.energy":
    "Puente espacial ({fee} de energía): lleva {amount} de energía de {from} a {to}, donde hace falta.",
  "why.bridge.ore":
    "Puente espacial ({fee} de energía): lleva {amount} de mineral de {from} a {to}, donde construye.",
  "why.beam.energy":
    "Rayo transportador ({fee} de energía): lleva {amount} de energía de {from} a {to}, donde hace falta.",
  "why.beam.ore":
    "Rayo transportador ({fee} de energía): lleva {amount} de mineral de {from} a {to}, donde construye.",
  "why.beam.meeple":
    "Rayo transportador ({fee} de energía): lleva {amount} {amount|meeple|meeples} de {from} a {to}, para trabajar y defender allí.",
  "why.beamStructure.windmill":
    "Rayo transportador ({fee} de energía): lleva un nivel de molino de {from} a {to}, donde hace falta su energía.",
  "why.beamStructure.refinery":
    "Rayo transportador ({fee} de energía): lleva un nivel de refinería de {from} a {to}, donde hace falta su mineral.",
  "why.beamStructure.farm":
    "Rayo transportador ({fee} de energía): lleva un nivel de granja de {from} a {to}, donde deben caber más meeples.",
  "why.beamStructure.bunker":
    "Rayo transportador ({fee} de energía): lleva un búnker de {from} a {to}, para refugiar a los meeples de allí.",
  "why.beamStructure.nuke":
    "Rayo transportador ({fee} de energía): lleva una cabeza nuclear de {from} a {to}, más cerca del enemigo.",
  "why.beamStructure.bio":
    "Rayo transportador ({fee} de energía): lleva una cabeza biológica de {from} a {to}, más cerca del enemigo.",
  "why.spy":
    "Espía: mira las tecnologías de este jugador ({n}) y copia una para usarla hasta el final de la ronda.",
  "why.spyCopy": "Copia una tecnología que vio tu Espía: funciona para ti hasta el final de la ronda.",
  "why.hack":
    "Pirata informático: anula una tecnología que este jugador jugó boca arriba, hasta el final de la ronda.",

  "why.pass.move":
    "Pasa: tus naves están mejor donde están; guardan su energía de nave para la próxima ronda.",
  "why.pass.move.none":
    "Pasa: ninguna de tus naves puede empezar un movimiento ahora (sin energía de nave, o ya se movió).",
  "why.load.meeple":
    "Sube un meeple a la nave en {planet} (habrá {n} a bordo): los meeples a bordo colonizan planetas libres o invaden.",
  "why.load.meeple.over":
    "Sube un meeple a bordo en {planet}: {over} por encima de la capacidad se perderían en el Mantenimiento; a bordo no cuentan.",
  "why.load.energy":
    "Carga energía en la nave en {planet} (tendrá {n}): 1 por movimiento de {spaces} casillas; sin energía fuera de un planeta, se pierde.",
  "why.load.ore":
    "Carga mineral en la nave en {planet} (habrá {n} a bordo) para llevarlo a otro de tus planetas.",
  "why.load.nuke":
    "Arma el dron en {planet} con una cabeza nuclear: lanzado contra un planeta enemigo, lo arrasa todo salvo los búnkeres.",
  "why.load.bio":
    "Arma el dron en {planet} con una cabeza biológica: lanzado contra un planeta enemigo, mata a todo meeple sin refugio.",
  "why.load.nuke.target":
    "Arma el dron en {planet} con una cabeza nuclear: lanzado contra {target}, arrasa {kills} {kills|meeple|meeples} sin refugio.",
  "why.load.bio.target":
    "Arma el dron en {planet} con una cabeza biológica: lanzado contra {target}, mata {kills} {kills|meeple|meeples} sin refugio.",
  "why.unload.energy":
    "Descarga energía de la nave en {planet}: su almacén la necesita más que la nave ahora.",
  "why.unload.ore": "Descarga el mineral en {planet}, donde sirve para construir.",
  "why.unload.meeple": "Baja un meeple a {planet}: allí construye, clona y defiende.",
  "why.unload.nuke": "Descarga la cabeza nuclear en {planet} y guárdala para un objetivo mejor.",
  "why.unload.bio": "Descarga la cabeza biológica en {planet} y guárdala para un objetivo mejor.",

  "why.step.invade":
    "Entra en {planet} e invade: tu fuerza {attack} contra su defensa {defense}; el bando más fuerte se queda el planeta.",
  "why.step.warhead":
    "Lanza la cabeza contra {planet}: mata {kills} {kills|meeple|meeples} que ningún búnker refugia allí.",
  "why.step.missile": "Lanza el dron contra {planet} como misil: destruye allí un meeple o una estructura.",
  "why.step.land":
    "Aterriza en el planeta libre {planet} (clase {class}): {meeples} {meeples|meeple|meeples} a bordo lo {meeples|coloniza|colonizan}.",
  "why.step.land.drone":
    "Aterriza el dron en el planeta libre {planet}: con energía de nave, sigue siendo tuyo.",
  "why.step.fight":
    "Embiste la nave enemiga en {cell}: ambas quedan destruidas, y la suya lleva {meeples} {meeples|meeple|meeples}.",
  "why.step.supernova": "Entra en la supernova de {cell}: la nave queda destruida.",
  "why.step.hyper":
    "Salta por el hiperespacio a {cell} (le {left|queda|quedan} {left} {left|casilla|casillas}): pasa naves enemigas y supernovas, pero no aterriza.",
  "why.step.explore":
    "Vuela a la carta boca abajo {cell} para explorarla: {planets} de las {hidden} cartas boca abajo son planetas.",
  "why.step.exploreRisk":
    "Vuela a la carta boca abajo {cell} sin energía de nave: solo un planeta allí ({planets} de {hidden}) salva la nave.",
  "why.step.home": "Lleva la nave a casa, a {planet}: allí está a salvo y puede cargar energía y meeples.",
  "why.step.toward.invade":
    "Avanza a {cell} camino de invadir {goal}, a tu alcance en este movimiento (le {left|queda|quedan} {left} {left|casilla|casillas}).",
  "why.step.toward.strike":
    "Avanza a {cell} camino de lanzar la cabeza contra {goal}, a tu alcance en este movimiento.",
  "why.step.toward.land":
    "Avanza a {cell} camino de colonizar el planeta libre {goal}, a tu alcance en este movimiento.",
  "why.step.toward.explore":
    "Avanza a {cell} camino de explorar la carta boca abajo {goal}, a tu alcance en este movimiento.",
  "why.step.toward.home": "Avanza a {cell} de vuelta a tu planeta {goal}, para repostar y cargar.",
  "why.step.closer.invade":
    "Avanza a {cell}, a {n} {n|carta|cartas} de {goal}: los meeples a bordo tienen fuerza para invadirlo.",
  "why.step.closer.strike":
    "Avanza a {cell}, a {n} {n|carta|cartas} de {goal}: la cabeza a bordo mata a sus meeples sin refugio.",
  "why.step.closer.land":
    "Avanza a {cell}, a {n} {n|carta|cartas} del planeta libre {goal}, para que lo colonicen los meeples a bordo.",
  "why.step.closer.explore":
    "Avanza a {cell}, a {n} {n|carta|cartas} de la carta boca abajo {goal}: los meeples a bordo buscan planetas.",
  "why.step.closer.hunt":
    "Lleva el dron a {cell}, a {n} {n|carta|cartas} de la nave enemiga en {goal}: embestirla destruye ambas.",
  "why.step.closer.home":
    "Avanza a {cell}, a {n} {n|carta|cartas} de tu planeta {goal}, para repostar y cargar allí.",
  "why.step":
    "Mueve la nave a {cell}, más cerca de su objetivo: le {left|queda|quedan} {left} {left|casilla|casillas} y lleva {energy} de energía de nave.",
  "why.stop.explore":
    "Detente en la carta boca abajo {cell} para explorarla: {planets} de las {hidden} cartas boca abajo son planetas.",
  "why.stop.exploreRisk":
    "Detente en la carta boca abajo {cell}: sin energía de nave, solo un planeta allí ({planets} de {hidden}) salva la nave.",
  "why.stop.home":
    "Detente en tu planeta {planet}: allí la nave está a salvo y puede cargar energía y meeples.",
  "why.stop":
    "Detente en {cell}: con {energy} de energía de nave a bordo, la nave está a salvo fuera de un planeta hasta la próxima ronda.",
  "why.stealth":
    "Sigilo ({fee} de energía de nave): hasta el final del Movimiento, la nave en {cell} evita combates y atraviesa bloqueos.",
  "why.emp":
    "Pulso EM a {cell} ({fee} de energía de nave): {n} {n|nave enemiga|naves enemigas} no podrán empezar un movimiento en esta fase.",
  "why.telescope":
    "Radiotelescopio ({fee} de energía): mira la carta boca abajo {cell} antes de volar allí; {planets} de las {hidden} son planetas.",
  "why.wave":
    "Cañón de ondas ({fee} de energía de nave): destruye todo lo que hay en {target}, planeta incluido.",

  "why.explore":
    "Voltea {cell}: {planets} de las {hidden} cartas boca abajo son planetas, y {meeples} {meeples|meeple|meeples} a bordo colonizarían uno.",
  "why.explore.drone":
    "Voltea {cell}: {planets} de las {hidden} cartas boca abajo son planetas; un dron con energía aterriza y sigue siendo tuyo.",
  "why.explore.last":
    "Voltea {cell}: sin energía de nave, en el espacio vacío la nave se pierde igual; un planeta ({planets} de {hidden}) la detiene.",
  "why.explore.known": "Voltea {cell}: tu Radiotelescopio vio allí el planeta {planet}.",
  "why.explore.leave":
    "Deja {cell} boca abajo: la nave sigue la próxima ronda sin arriesgarse a lo que haya allí.",
  "why.discardTech":
    "Tienes {n} tecnologías, más del límite de {max}: devuelve al mazo la que menos te ayuda.",
  "why.pickShip":
    "Sacrifica la nave que menos lleva ({meeples} {meeples|meeple|meeples}, {energy} de energía de nave): el resto de la flota se salva.",
  "why.react.none": "No responder: ninguna de tus tecnologías puede responder a esto ahora.",
  "why.react.energyShield":
    "Escudo de energía: paga {fee} de energía de nave y tu nave en {cell} sobrevive al impacto, incluso nuclear.",
  "why.react.shipArmor": "Blindaje de nave: paga {fee} de mineral y tu nave en {cell} sobrevive al impacto.",
  "why.react.armorPiercer":
    "Perforablindajes: paga {fee} de mineral para anular el Blindaje de nave enemigo en {cell}; el impacto destruye la nave.",
  "why.react.forceField":
    "Campo de fuerza: paga {fee} de energía para destruir la nave que entra en {planet} antes de que ataque.",
  "why.react.missileDefense":
    "Defensa antimisiles: paga {fee} de energía para derribar el dron que entra en {planet} antes de que ataque.",
  "why.attack.invade":
    "Invade {planet}: tu fuerza {attack} supera su defensa {defense} por {margin}; el planeta y todo lo que tiene pasan a ser tuyos.",
  "why.attack.invade.lose":
    "Invade {planet}: fuerza {attack} contra defensa {defense}; esta nave no puede hacer nada mejor allí.",
  "why.attack.nuke":
    "Ataque nuclear a {planet}: {kills} {kills|meeple muere|meeples mueren} sin refugio y todo salvo los búnkeres cae; lluvia radiactiva {rounds} rondas.",
  "why.attack.bio":
    "Ataque biológico a {planet}: {kills} {kills|meeple muere|meeples mueren} sin refugio, y las granjas; contaminado {rounds} rondas.",
  "why.attack.meeple":
    "Misil contra un meeple de {planet}: le {left|queda|quedan} {left} {left|meeple|meeples} para defenderlo, más fácil de invadir.",
  "why.attack.meeple.last":
    "Misil contra el último meeple de {planet}: su dueño pierde el planeta, libre para quien lo colonice.",
  "why.attack.windmill":
    "Misil contra los molinos de {planet}: caen sus {n} {n|nivel|niveles} y, con ellos, su producción de energía.",
  "why.attack.refinery":
    "Misil contra las refinerías de {planet}: caen sus {n} {n|nivel|niveles} y, con ellos, su producción de mineral.",
  "why.attack.farm":
    "Misil contra las granjas de {planet}: caen sus {n} {n|nivel|niveles}; los meeples sobre su capacidad mueren en el Mantenimiento.",
  "why.attack.ship":
    "Misil contra la nave atracada en {planet}: queda destruida con su carga ({meeples} {meeples|meeple|meeples} a bordo).",
  "why.attack.warheads":
    "Ataque quirúrgico a {planet}: {n} {n|cabeza queda destruida|cabezas quedan destruidas} antes de que pueda usarlas.",
  "why.attack.bunker":
    "Misil contra un búnker de {planet} (Perforablindajes, {fee} de mineral): un refugio menos, y baja su defensa.",
  "why.attack.none": "Esta nave no puede alcanzar nada en {planet}: se consume allí.",

  "why.rogue.energy": "Pícaro: roba 1 de energía a este jugador, que tiene {n} de energía en sus planetas.",
  "why.rogue.ore": "Pícaro: roba 1 de mineral a este jugador, que tiene {n} de mineral en sus planetas.",
  "why.trade": "Comerciante: da 1 ficha y toma 2 de las suyas, 1 más para ti.",
  "why.offerTies":
    "Ofrece lazos (Embajador): pagas 1 de energía o de mineral en cada Mantenimiento y, mientras duren, no puede atacarte.",
  "why.answerTies.accept":
    "Acepta los lazos: te pagan 1 de energía o de mineral ahora y en cada Mantenimiento, pero no puedes atacar a este jugador.",
  "why.answerTies.refuse":
    "Rechaza los lazos: con ellos no podrías atacar las naves ni los planetas de este jugador.",
  "why.done.harvest": "Hecho: tu Pícaro y tu Comerciante ya hicieron lo que podían en esta Producción.",
  "why.done.harvest.none":
    "Hecho: no tienes ninguna tecnología de Producción (Pícaro, Comerciante); sigue el Mantenimiento.",
  "why.done.upkeep":
    "Hecho: los lazos costarían 1 de energía o de mineral en cada Mantenimiento; guarda tus recursos.",
  "why.surrender":
    "Ríndete: no tienes ningún planeta y nada ha cambiado en {calm} rondas; nada de lo que hagas cambia la partida.",
  "why.surrender.planets":
    "Ríndete: dejas la partida ya con {planets} {planets|planeta|planetas}, por detrás de todos los que siguen.",
  "why.proposeEnd.lead":
    "Propón terminar ya: vas primero en solitario con {planets} {planets|planeta|planetas} (suma de clases {classes}); decide la clasificación.",
  "why.proposeEnd":
    "Propón terminar ya: ningún planeta cambió de manos en {calm} rondas; decide la clasificación (planetas, luego suma de clases).",
  "why.proposeEnd.late":
    "Propón terminar ya, en la ronda {round}: decide la clasificación (planetas, luego suma de clases); vas {rank}.º.",
  "why.answerEnd.win":
    "Acepta: si termina ahora, quedas primero con {planets} {planets|planeta|planetas} (suma de clases {classes}).",
  "why.answerEnd.accept":
    "Acepta: ningún planeta cambió de manos en {calm} rondas; si termina ahora, quedas {rank}.º con {planets} {planets|planeta|planetas}.",
  "why.answerEnd.accept.late":
    "Acepta: la partida lleva {round} rondas; si termina ahora, quedas {rank}.º con {planets} {planets|planeta|planetas}.",
  "why.answerEnd.refuse":
    "Rechaza: vas {rank}.º con {planets} {planets|planeta|planetas}; aún hay tiempo para conquistar más.",
};

export const adviceMessages: Record<"en" | "es", Record<string, string>> = { en, es };
