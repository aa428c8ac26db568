/**
 * stellar_omega's reasons for a learn table's suggestions (`why.*`, the keys of the rules'
 * advise.ts), English and Spanish: what the move does and why it is good now, short enough for
 * one box above the board on a phone. Spanish follows messages.ts: PE, PV, FA, zona, descifrar.
 */

const en: Record<string, string> = {
  // the draft
  "why.race.machines":
    "Play the Machines: as a player's race they keep {n} permanent crystals in the pouch (others 1), so they defend better.",
  "why.race.mutants":
    "Play the Mutants: the best race left in the default cosmic order ({rank} of {of}), which breaks tied bids.",
  "why.race.aliens":
    "Play the Aliens: the best race left in the default cosmic order ({rank} of {of}), which breaks tied bids.",
  "why.race.clones":
    "Play the Clones: the best race left in the default cosmic order ({rank} of {of}), which breaks tied bids.",

  // phase A
  "why.bid":
    "Bid {n} {n|tile|tiles}: the top bid gains {sp} SP and wins ties this round; {left} available {left|tile stays|tiles stay} for rerolls.",
  "why.bid.all":
    "Bid {n} {n|tile|tiles}, all you have available: the top bid gains {sp} SP and wins ties this round.",
  "why.bid.none": "Bid 0: you have no available tile left to flip.",

  // phase B actions
  "why.card":
    "Draw a secret card for {cost} AT: yours lets you decode, a rival's colour lets you attack it, a non-player race's plays for free.",
  "why.card.full": "Your hand is full ({max} cards): CARD gives 1 SP instead, for {cost} AT.",
  "why.crystal":
    "Put a crystal in the pouch for {cost} AT: up to {max} actions per turn, and {mine} of your crystals there defend you.",
  "why.crystal.sp": "Your pad has no crystal left: CRYSTAL gives 1 SP for {cost} AT.",
  "why.tile":
    "Place a unit in area {area} for {cost} AT: {units} {units|unit|units} in the ship for Crew, and from the open sector it can attack.",
  "why.tile.sp": "You can place no new unit: TILE gives 1 SP for {cost} AT.",
  "why.decode.alone":
    "Decode with your level {level} unit in the closed sector: {level} SP, then a level up, as nobody else is inside.",
  "why.decode.contested":
    "Decode with your level {level} unit: {level} SP now; {n} other {n|race|races} inside may draw crystals to stop your level up.",
  "why.attack":
    "Attack your rival with your level {level} unit: only {theirs} of the {pouch} crystals in the pouch {theirs|stops|stop} you; 1 SP per tile removed.",
  "why.attack.npr":
    "Attack this non-player race with your level {level} unit: only {theirs} of the {pouch} pouch crystals {theirs|stops|stop} you; 1 SP per tile removed.",
  "why.gate.decode":
    "Gate control: over {need} on 3 dice ({chance}% chance) lets you shut your unit behind the gate, to decode there with your card.",
  "why.gate.shelter":
    "Gate control: over {need} on 3 dice ({chance}% chance) lets you shut your unit behind the gate, safe from attacks.",
  "why.gate.open":
    "Gate control: over {need} on 3 dice ({chance}% chance) opens the closed sector, where a rival could decode and earn a VP token.",
  "why.gate.try":
    "Gate control for 1 AT: over {need} on 3 dice ({chance}% chance) moves the gate, and success at the first roll gives a card.",
  "why.change":
    "Swap this card for the top of the deck (flip a tile, no AT): it is no use now; {tiles} available {tiles|tile stays|tiles stay}.",
  "why.npr.tile":
    "Play this non-player race's card for free (no AT): its unit enters area {area}, and you draw a new card.",
  "why.npr.levelUp":
    "Play this non-player race's card for free (no AT): its unit in area {area} rises to level {level}, and you draw a new card.",
  "why.npr.crystal":
    "Play this non-player race's card for free (no AT): its crystal goes to the pouch, and you draw a new card.",
  "why.end": "End your turn: no action is worth its cost now; your {at} AT wait for your next turn.",

  // dice
  "why.reroll.gate":
    "Reroll the {die} (flip a tile): {total} is not above {need}, and a higher die can make it.",
  "why.reroll":
    "Reroll the {die} (flip a tile): you use one die, and the lower it is, the fewer crystals can stop you.",
  "why.use.attack.lowest":
    "Use the {die}, your lowest die: the defender may draw only {die} {die|crystal|crystals}; {theirs} of the {pouch} in the pouch {theirs|is|are} theirs.",
  "why.use.attack.only":
    "Your die shows {die}: the defender may draw {die} {die|crystal|crystals}, and {theirs} of the {pouch} in the pouch {theirs|is|are} theirs.",
  "why.use.decode.lowest":
    "Use the {die}, your lowest die: the others inside may draw only {die} {die|crystal|crystals} to stop your level up.",
  "why.use.decode.only":
    "Your die shows {die}: the others inside may draw {die} {die|crystal|crystals} to stop your level up.",
  "why.stop.noTile":
    "Stop: {total} is not above {need}, and you have no available tile to flip for a reroll.",
  "why.stop.hopeless":
    "Stop: {total} is not above {need}, and a 6 on your lowest die would make only {best}.",
  "why.target":
    "Aim at the level {level} unit in area {area}: the weakest falls soonest, for 1 SP a tile and then a level up.",

  // crystals drawn
  "why.draw.defence":
    "Draw {n} {n|crystal|crystals}, it is free: {mine} of the {pouch} in the pouch {mine|is|are} yours, and one of them stops the attack.",
  "why.draw.decode":
    "Draw {n} {n|crystal|crystals}: {mine} of the {pouch} in the pouch {mine|is|are} yours; one breaks the decoding and gives you {sp} SP.",
  "why.draw.ship":
    "Draw {n} {n|crystal|crystals} against the ship: {mine} of the {pouch} in the pouch {mine|is|are} yours, and each cancels 1 damage.",
  "why.decline":
    "Decline: a crystal of yours that you draw goes back to your pad, and you play one action fewer per turn.",

  // the gate after a successful roll
  "why.moveGate.decode":
    "Close area {area}: your level {level} unit there can decode with your card, safe from attacks.",
  "why.moveGate.shelter":
    "Close area {area}: your level {level} unit there is safe from attacks and may earn the closed sector's VP token.",
  "why.moveGate.empty":
    "Close area {area}: no rival unit is inside, so no rival decodes there or earns the closed sector's VP token.",
  "why.moveGate.fewest":
    "Close area {area}: only {n} rival {n|unit is|units are} inside, and your units elsewhere stay in the open sector.",
  "why.moveGate.keep.decode":
    "Keep the gate: your level {level} unit in area {area} stays in the closed sector to decode with your card.",
  "why.moveGate.keep.shelter":
    "Keep the gate: your level {level} unit in area {area} stays in the closed sector, safe from attacks.",
  "why.moveGate.keep.empty":
    "Keep the gate: no rival unit is in area {area}, the closed sector, so no rival decodes or earns its VP token.",
  "why.moveGate.keep.fewest": "Keep the gate: area {area} stays closed; no other position suits you better.",

  // level up and the ship's damage
  "why.levelUp":
    "Level up your unit in area {area} to {level}: Captain scores your highest unit, and attacks roll a die per level.",
  "why.levelUp.decode":
    "Level up your unit in area {area} to {level}: it is in the closed sector, so decoding with it gives {level} SP.",
  "why.damage.tile":
    "The ship hits you ({left} damage to place): take a tile off your level {level} unit in area {area}; the unit still counts for Crew.",
  "why.damage.lastTile":
    "The ship hits you ({left} damage to place): with no placed card to give, remove your level {level} unit in area {area}.",
  "why.damage.card":
    "The ship hits you ({left} damage to place): give up a placed card, not a tile, so your units still count for Crew.",
  "why.damage.cardDone":
    "The ship hits you ({left} damage to place): give up a placed card; Exploration is scored, cards are no use this round.",
  "why.damage.nprTile":
    "The ship hits a non-player race; as first player you choose: a tile off its level {level} unit in area {area} ({left} left).",
  "why.damage.nprCard":
    "The ship hits a non-player race; as first player you choose: one of its placed cards ({left} left).",
};

const es: Record<string, string> = {
  "why.race.machines":
    "Juega con las Máquinas: en manos de un jugador tienen {n} cristales permanentes en la bolsa (las demás 1) y se defienden mejor.",
  "why.race.mutants":
    "Juega con los Mutantes: la mejor raza que queda en el orden cósmico por defecto ({rank} de {of}), que desempata las pujas.",
  "why.race.aliens":
    "Juega con los Alienígenas: la mejor raza que queda en el orden cósmico por defecto ({rank} de {of}), que desempata las pujas.",
  "why.race.clones":
    "Juega con los Clones: la mejor raza que queda en el orden cósmico por defecto ({rank} de {of}), que desempata las pujas.",

  "why.bid":
    "Puja {n} {n|loseta|losetas}: la puja más alta gana {sp} PE y desempata esta ronda; {left|queda|quedan} {left} {left|loseta disponible|losetas disponibles} para repetir dados.",
  "why.bid.all":
    "Puja {n} {n|loseta|losetas}, todas las disponibles: la puja más alta gana {sp} PE y desempata esta ronda.",
  "why.bid.none": "Puja 0: no te queda ninguna loseta disponible que voltear.",

  "why.card":
    "Roba una carta secreta por {cost} FA: la tuya permite descifrar, la de un rival atacarle y la de una raza no jugadora se juega gratis.",
  "why.card.full": "Tu mano está llena ({max} cartas): CARTA da 1 PE en su lugar, por {cost} FA.",
  "why.crystal":
    "Pon un cristal en la bolsa por {cost} FA: hasta {max} acciones por turno, y {mine} cristales tuyos te defienden desde ella.",
  "why.crystal.sp": "Ya no quedan cristales en tu tablero: CRISTAL da 1 PE por {cost} FA.",
  "why.tile":
    "Coloca una unidad en la zona {area} por {cost} FA: {units} {units|unidad|unidades} en la nave para Tripulación, y en el sector abierto puede atacar.",
  "why.tile.sp": "No puedes colocar ninguna unidad nueva: LOSETA da 1 PE por {cost} FA.",
  "why.decode.alone":
    "Descifra con tu unidad de nivel {level} del sector cerrado: {level} PE y luego subes un nivel, porque no hay nadie más dentro.",
  "why.decode.contested":
    "Descifra con tu unidad de nivel {level}: {level} PE ahora; {n} {n|raza|razas} de dentro {n|puede|pueden} sacar cristales para impedir tu subida.",
  "why.attack":
    "Ataca a tu rival con tu unidad de nivel {level}: solo {theirs} de los {pouch} cristales de la bolsa te {theirs|detiene|detienen}; 1 PE por loseta retirada.",
  "why.attack.npr":
    "Ataca a esta raza no jugadora con tu unidad de nivel {level}: solo {theirs} de los {pouch} cristales de la bolsa te {theirs|detiene|detienen}; 1 PE por loseta.",
  "why.gate.decode":
    "Control de la puerta: con más de {need} en 3 dados ({chance}%) encierras tu unidad tras la puerta, para descifrar allí con tu carta.",
  "why.gate.shelter":
    "Control de la puerta: con más de {need} en 3 dados ({chance}%) encierras tu unidad tras la puerta, a salvo de ataques.",
  "why.gate.open":
    "Control de la puerta: con más de {need} en 3 dados ({chance}%) abres el sector cerrado, donde un rival podría descifrar y ganar una ficha de PV.",
  "why.gate.try":
    "Control de la puerta por 1 FA: con más de {need} en 3 dados ({chance}%) mueves la puerta, y el éxito a la primera tirada da una carta.",
  "why.change":
    "Cambia esta carta por la superior del mazo (voltea una loseta, sin FA): ahora no te sirve; te {tiles|queda|quedan} {tiles} {tiles|loseta disponible|losetas disponibles}.",
  "why.npr.tile":
    "Juega gratis (sin FA) esta carta de raza no jugadora: su unidad entra en la zona {area} y robas una carta nueva.",
  "why.npr.levelUp":
    "Juega gratis (sin FA) esta carta de raza no jugadora: su unidad de la zona {area} sube a nivel {level} y robas una carta nueva.",
  "why.npr.crystal":
    "Juega gratis (sin FA) esta carta de raza no jugadora: su cristal va a la bolsa y robas una carta nueva.",
  "why.end":
    "Termina tu turno: ahora ninguna acción compensa su coste; tus {at} FA esperan a tu próximo turno.",

  "why.reroll.gate":
    "Repite el {die} (voltea una loseta): {total} no supera {need}, y un dado más alto puede conseguirlo.",
  "why.reroll":
    "Repite el {die} (voltea una loseta): usas un solo dado, y cuanto más bajo, menos cristales pueden detenerte.",
  "why.use.attack.lowest":
    "Usa el {die}, tu dado más bajo: el defensor solo puede sacar {die} {die|cristal|cristales}; {theirs} de los {pouch} de la bolsa {theirs|es suyo|son suyos}.",
  "why.use.attack.only":
    "Tu dado muestra {die}: el defensor puede sacar {die} {die|cristal|cristales}, y {theirs} de los {pouch} de la bolsa {theirs|es suyo|son suyos}.",
  "why.use.decode.lowest":
    "Usa el {die}, tu dado más bajo: los demás de dentro solo pueden sacar {die} {die|cristal|cristales} para impedir tu subida de nivel.",
  "why.use.decode.only":
    "Tu dado muestra {die}: los demás de dentro pueden sacar {die} {die|cristal|cristales} para impedir tu subida de nivel.",
  "why.stop.noTile":
    "Detente: {total} no supera {need}, y no tienes ninguna loseta disponible que voltear para repetir.",
  "why.stop.hopeless": "Detente: {total} no supera {need}, y un 6 en tu dado más bajo solo daría {best}.",
  "why.target":
    "Apunta a la unidad de nivel {level} de la zona {area}: la más débil cae antes, con 1 PE por loseta y luego una subida de nivel.",

  "why.draw.defence":
    "Saca {n} {n|cristal|cristales}, es gratis: {mine} de los {pouch} de la bolsa {mine|es tuyo|son tuyos}, y uno de ellos detiene el ataque.",
  "why.draw.decode":
    "Saca {n} {n|cristal|cristales}: {mine} de los {pouch} de la bolsa {mine|es tuyo|son tuyos}; uno rompe el descifrado y te da {sp} PE.",
  "why.draw.ship":
    "Saca {n} {n|cristal|cristales} contra la nave: {mine} de los {pouch} de la bolsa {mine|es tuyo|son tuyos}, y cada uno anula 1 de daño.",
  "why.decline":
    "Renuncia: un cristal tuyo que saques vuelve a tu tablero, y juegas una acción menos por turno.",

  "why.moveGate.decode":
    "Cierra la zona {area}: tu unidad de nivel {level} de ahí puede descifrar con tu carta, a salvo de ataques.",
  "why.moveGate.shelter":
    "Cierra la zona {area}: tu unidad de nivel {level} de ahí queda a salvo de ataques y puede ganar la ficha de PV del sector cerrado.",
  "why.moveGate.empty":
    "Cierra la zona {area}: no hay unidades rivales dentro, así que ningún rival descifra ahí ni gana la ficha de PV del sector cerrado.",
  "why.moveGate.fewest":
    "Cierra la zona {area}: solo {n} {n|unidad rival está|unidades rivales están} dentro, y tus unidades de fuera siguen en el sector abierto.",
  "why.moveGate.keep.decode":
    "Deja la puerta: tu unidad de nivel {level} de la zona {area} sigue en el sector cerrado para descifrar con tu carta.",
  "why.moveGate.keep.shelter":
    "Deja la puerta: tu unidad de nivel {level} de la zona {area} sigue en el sector cerrado, a salvo de ataques.",
  "why.moveGate.keep.empty":
    "Deja la puerta: no hay unidades rivales en la zona {area}, el sector cerrado, así que ningún rival descifra ni gana su ficha de PV.",
  "why.moveGate.keep.fewest":
    "Deja la puerta: la zona {area} sigue cerrada; ninguna otra posición te conviene más.",

  "why.levelUp":
    "Sube tu unidad de la zona {area} a nivel {level}: Capitán puntúa tu unidad más alta, y al atacar se tira un dado por nivel.",
  "why.levelUp.decode":
    "Sube tu unidad de la zona {area} a nivel {level}: está en el sector cerrado, así que descifrar con ella da {level} PE.",
  "why.damage.tile":
    "La nave te ataca ({left} de daño por repartir): quita una loseta a tu unidad de nivel {level} de la zona {area}; sigue contando para Tripulación.",
  "why.damage.lastTile":
    "La nave te ataca ({left} de daño por repartir): sin cartas colocadas que dar, retira tu unidad de nivel {level} de la zona {area}.",
  "why.damage.card":
    "La nave te ataca ({left} de daño por repartir): entrega una carta colocada, no una loseta, y tus unidades siguen contando para Tripulación.",
  "why.damage.cardDone":
    "La nave te ataca ({left} de daño por repartir): entrega una carta colocada; Exploración ya puntuó y las cartas no te sirven más esta ronda.",
  "why.damage.nprTile":
    "La nave ataca a una raza no jugadora; como jugador inicial eliges tú: una loseta de su unidad de nivel {level} de la zona {area} (quedan {left}).",
  "why.damage.nprCard":
    "La nave ataca a una raza no jugadora; como jugador inicial eliges tú: una de sus cartas colocadas (quedan {left}).",
};

/** The reasons' words, layered with the game's other words in dictionary.ts. */
export const adviseMessages: Record<"en" | "es", Record<string, string>> = { en, es };
