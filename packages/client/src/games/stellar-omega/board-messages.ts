/**
 * The words of stellar_omega's board (panels, targets, buttons, hints, labels), English and
 * Spanish. Log lines, prompts, race names and rule refusals are in messages.ts; index.ts layers
 * both. Parameters named `race` are race ids, translated by the scene (`race.<id>`).
 */
const en: Record<string, string> = {
  "so.race.trait.clones": "4th in the default cosmic order (ties).",
  "so.race.trait.aliens": "3rd in the default cosmic order (ties).",
  "so.race.trait.mutants": "2nd in the default cosmic order (ties).",
  "so.race.trait.machines":
    "2 permanent crystals in the pouch when played (a better defence); 1st in the default cosmic order (wins ties).",
  "so.panel.ship": "The ship",
  "so.panel.actions": "Action board",
  "so.panel.pads": "Races",
  "so.panel.tracks": "Scores",
  "so.panel.short.ship": "Ship",
  "so.panel.short.actions": "Actions",
  "so.panel.short.pads": "Races",
  "so.panel.short.tracks": "Scores",

  "so.action.card.short": "Draw a command card",
  "so.action.crystal.short": "A pad crystal to the pouch",
  "so.action.tile.short": "A unit into the open sector",
  "so.action.decode.short": "Your card + your unit inside",
  "so.action.attack.short": "Their card + both in the open",
  "so.action.gate.short": "Roll 3 dice to move the gate",

  "so.category.captain.what": "highest unit level; the winner's VP = that level",
  "so.category.crew.what": "number of units in the ship",
  "so.category.exploration.what": "cards placed in front of the pad (at most 3 VP)",

  "so.label.gate": "GATE",
  "so.label.gateTrack": "Gate control: the three dice must total more than {n}",
  "so.label.cost": "{n} AT",
  "so.label.tray": "Dice",
  "so.label.trayGate": "Gate control: {total} (more than {n} needed)",
  "so.label.trayAttack": "Attack on the {race}: the die you use = crystals they draw",
  "so.label.trayDecode": "Decoding: the die you use = crystals the others draw",
  "so.label.trayEmpty": "No roll now.",
  "so.label.noCards": "No cards in hand.",
  "so.label.atLeft": "Action tokens: {n}",
  "so.label.actionsLeft": "{n} of {max} actions left this turn",
  "so.label.free": "free",
  "so.label.taken": "taken",
  "so.label.choose": "available",
  "so.label.spShort": "{n} SP",
  "so.label.tiles": "Tiles: {n} ready, {m} flipped",
  "so.label.yourBid": "Your bid: {n}",
  "so.label.bid": "Bid: {n}",
  "so.label.handCount": "Hand: {n}",
  "so.label.placed": "Placed: {n}",
  "so.label.atTokens": "AT {n} · VP tokens {v}",
  "so.label.cosmic": "Cosmic order",
  "so.label.now": "now {n}",
  "so.label.vpCube": "{n} VP",

  "so.target.race": "Play the {race}",
  "so.target.bid": "Bid {n} {n|tile|tiles}",
  "so.target.act.card": "CARD: draw a card ({cost} AT)",
  "so.target.act.crystal": "CRYSTAL: a crystal to the pouch ({cost} AT)",
  "so.target.act.tile": "TILE: a unit into the ship ({cost} AT)",
  "so.target.act.decode": "DECODE ({cost} AT)",
  "so.target.act.attack": "ATTACK ({cost} AT)",
  "so.target.act.gate": "GATE control: roll 3 dice ({cost} AT)",
  "so.target.hand": "Your {race} card",
  "so.target.tileHere": "Place your unit in area {n}",
  "so.target.attack": "Attack the {race}",
  "so.target.attackUnit": "Attack the {race} unit in area {n}",
  "so.target.reroll": "Reroll this {n} (flip a tile)",
  "so.target.use": "Use this {n}",
  "so.target.die": "This {n}: use it or reroll it",
  "so.target.gate": "Move the gate to area {n}",
  "so.target.levelUp": "Level up your unit in area {n}",
  "so.target.damage": "Remove a tile from the unit in area {n}",

  "so.btn.bid0": "Bid nothing",
  "so.btn.end": "End turn",
  "so.btn.change": "Change it (flip a tile)",
  "so.btn.npr": "Give it to the {race}: area {n}",
  "so.btn.nprCrystal": "Give it to the {race} (a crystal)",
  "so.btn.stop": "Stop (the gate stays)",
  "so.btn.use": "Use the {n}",
  "so.btn.reroll": "Reroll the {n}",
  "so.btn.keepGate": "Keep the gate here",
  "so.btn.draw": "Draw {n} {n|crystal|crystals}",
  "so.btn.decline": "Don't draw",
  "so.btn.takeDamage": "Take the damage",
  "so.btn.damageCard": "Lose a placed card",
  "so.btn.cancel": "Cancel",

  "so.seat": "Seat {n}",
  "so.describe.unit": "{race} unit, level {n}, in area {area}",
  "so.describe.open": "Area {n}, open sector: units here can attack and be attacked; new tiles go here.",
  "so.describe.closed":
    "Area {n}, the closed sector: units here can decode, are safe from attacks, and earn a VP token in phase C (unless every player is inside).",
  "so.describe.gate": "A gate position: the gate tile closes the area behind it. GATE control moves it.",
  "so.describe.pouch":
    "Crystals in the pouch: {list}. Defenders draw from it; drawing your own colour blocks.",
  "so.describe.deck": "{n} command cards left in the deck.",
  "so.describe.tokens": "{n} VP tokens left (each is worth 1, 2 or 3, secret until the end).",
  "so.describe.pad": "{race}: {sp} SP, {at} AT, {crystals} crystals on the pad, {tiles} tiles ready.",
  "so.describe.cosmic": "This round's order for ties: non-player races first, then the players by bid.",
  "so.describe.die": "A die showing {n}.",
  "so.describe.unitRule":
    "A unit's level is its number of tiles (at most 3): it rolls that many dice to ATTACK or DECODE and counts for the Captain; each unit counts for the Crew.",
  "so.describe.gateHere": "The gate is here now.",
  "so.describe.gateTrack":
    "Each GATE success moves the cube one slot up (a harder roll next time); it goes back to its first slot every round.",
  "so.describe.dieIdle": "The dice tray: dice rolled for GATE control, ATTACK or DECODE show here.",
  "so.describe.hand":
    "A {race} command card in your hand (at most 3). Your own colour lets you DECODE; another race's colour lets you ATTACK that race. Once per turn you may change a card by flipping a tile.",
  "so.describe.handNpr":
    "A card of a non-player race's colour may also be given to it: it gets a tile in the ship.",
  "so.describe.padRule":
    "The SP orbit has 5 spots: each pass over spot 0 draws a VP token. Each crystal taken off the pad allows one more action per turn (1 + crystals missing).",
  "so.describe.bid":
    "A secret bid of {n} {n|tile|tiles}: the highest bid leads the cosmic order and gains the most SP, but the tiles bid are flipped for the round (no rerolls or card changes with them).",
  "so.describe.track":
    "Each round the race with the highest value wins this category (ties: the cosmic order): a player moves its cube by the VP, every other player gains SP equal to its own value, and the ship attacks the winner.",
  "so.describe.trackNow": "Now: {list}.",
  "so.describe.panel.ship":
    "The ship: three areas; the gate closes one of them (the closed sector), the other two are the open sector. Units are stacks of tiles, one stack per race and area.",
  "so.describe.panel.actions":
    "The action board: the six actions and what each costs you now in AT, the dice tray, the deck, the pouch of crystals, the VP tokens and your hand.",
  "so.describe.panel.pads":
    "The races' pads: SP on the orbit, action tokens (AT), crystals on the pad, unit tiles ready or flipped, the bid and the cards placed in front.",
  "so.describe.panel.tracks":
    "The scores: the cosmic order of this round and the three categories (Captain, Crew, Exploration) with each race's value now and the leader.",

  "so.hint.watching": "You are watching.",
  "so.hint.over": "The game is over: the final scoring is on the Scores panel.",
  "so.hint.wait": "Waiting for the other players.",
  "so.hint.bidWait": "Your bid is in: the bids flip when everybody has bid.",
  "so.hint.race": "Choose your race: click its pad.",
  "so.hint.bid":
    "Secret bid: click the tile on your pad that makes your bid (0 to {max}). The highest bid leads the cosmic order and gains SP, but the tiles you bid are flipped: they can't pay for rerolls or card changes this round.",
  "so.hint.turn":
    "{n} {n|action|actions} left this turn (1 + crystals missing from your pad), {at} AT: click an action (a card, crystal or tile costs {cost} AT now), or a card of your hand.",
  "so.hint.tileArea": "Click the open area for your new unit.",
  "so.hint.attackTarget": "Click the unit you attack.",
  "so.hint.card": "Your {race} card: change it, or give it to a non-player race.",
  "so.hint.gateRoll":
    "Total {total}: more than {need} moves the gate. Click a die to reroll it (flip a tile), or stop.",
  "so.hint.gateRollNoTile": "Total {total}: more than {need} was needed and you have no tile to flip. Stop.",
  "so.hint.attackRoll": "Click a die: use it (the defender draws that many crystals) or reroll it.",
  "so.hint.attackRollNoReroll":
    "Click the die to use: the defender draws that many crystals (the lower the better).",
  "so.hint.decodeRoll": "Click a die: use it (the others draw that many crystals) or reroll it.",
  "so.hint.decodeRollNoReroll":
    "Click the die to use: the others in the closed sector draw that many crystals.",
  "so.hint.dieChosen": "Use this {n}, or reroll it by flipping a tile.",
  "so.hint.gateMove": "The gate opens: click where it goes, or keep it here.",
  "so.hint.attackArea": "Click the unit you attack.",
  "so.hint.defend": "Draw {n} {n|crystal|crystals}: one of your colour blocks it.",
  "so.hint.levelUp": "Level up: click one of your units.",
  "so.hint.damageDraw":
    "The ship attacks: draw {n} {n|crystal|crystals} (each of yours cancels 1 damage) or take it.",
  "so.hint.damage": "{n} damage left: click a unit to lose a tile, or lose a placed card.",
};

const es: Record<string, string> = {
  "so.race.trait.clones": "4.ª en el orden cósmico por defecto (empates).",
  "so.race.trait.aliens": "3.ª en el orden cósmico por defecto (empates).",
  "so.race.trait.mutants": "2.ª en el orden cósmico por defecto (empates).",
  "so.race.trait.machines":
    "2 cristales permanentes en la bolsa si se juegan (mejor defensa); 1.ª en el orden cósmico por defecto (gana los empates).",
  "so.panel.ship": "La nave",
  "so.panel.actions": "Tablero de acciones",
  "so.panel.pads": "Razas",
  "so.panel.tracks": "Puntuación",
  "so.panel.short.ship": "Nave",
  "so.panel.short.actions": "Acciones",
  "so.panel.short.pads": "Razas",
  "so.panel.short.tracks": "Puntos",

  "so.action.card.short": "Roba una carta de mando",
  "so.action.crystal.short": "Un cristal de tu tablero a la bolsa",
  "so.action.tile.short": "Una unidad al sector abierto",
  "so.action.decode.short": "Tu carta + tu unidad dentro",
  "so.action.attack.short": "Su carta + ambos en lo abierto",
  "so.action.gate.short": "Tira 3 dados para mover la puerta",

  "so.category.captain.what": "nivel de la unidad más alta; el ganador suma ese nivel en PV",
  "so.category.crew.what": "número de unidades en la nave",
  "so.category.exploration.what": "cartas colocadas ante el tablero (3 PV como máximo)",

  "so.label.gate": "PUERTA",
  "so.label.gateTrack": "Control de la puerta: los tres dados deben sumar más de {n}",
  "so.label.cost": "{n} FA",
  "so.label.tray": "Dados",
  "so.label.trayGate": "Control de la puerta: {total} (hace falta más de {n})",
  "so.label.trayAttack": "Ataque a los {race}: el dado que uses = cristales que sacan",
  "so.label.trayDecode": "Descifrado: el dado que uses = cristales que sacan los demás",
  "so.label.trayEmpty": "Ninguna tirada ahora.",
  "so.label.noCards": "Sin cartas en la mano.",
  "so.label.atLeft": "Fichas de acción: {n}",
  "so.label.actionsLeft": "Te quedan {n} de {max} acciones este turno",
  "so.label.free": "libre",
  "so.label.taken": "elegida",
  "so.label.choose": "disponible",
  "so.label.spShort": "{n} PE",
  "so.label.tiles": "Losetas: {n} listas, {m} volteadas",
  "so.label.yourBid": "Tu puja: {n}",
  "so.label.bid": "Puja: {n}",
  "so.label.handCount": "Mano: {n}",
  "so.label.placed": "Colocadas: {n}",
  "so.label.atTokens": "FA {n} · fichas de PV {v}",
  "so.label.cosmic": "Orden cósmico",
  "so.label.now": "ahora {n}",
  "so.label.vpCube": "{n} PV",

  "so.target.race": "Jugar con los {race}",
  "so.target.bid": "Pujar {n} {n|loseta|losetas}",
  "so.target.act.card": "CARTA: roba una carta ({cost} FA)",
  "so.target.act.crystal": "CRISTAL: un cristal a la bolsa ({cost} FA)",
  "so.target.act.tile": "LOSETA: una unidad a la nave ({cost} FA)",
  "so.target.act.decode": "DESCIFRAR ({cost} FA)",
  "so.target.act.attack": "ATAQUE ({cost} FA)",
  "so.target.act.gate": "Control de la PUERTA: tira 3 dados ({cost} FA)",
  "so.target.hand": "Tu carta de los {race}",
  "so.target.tileHere": "Coloca tu unidad en la zona {n}",
  "so.target.attack": "Atacar a los {race}",
  "so.target.attackUnit": "Atacar la unidad de los {race} en la zona {n}",
  "so.target.reroll": "Volver a tirar este {n} (voltea una loseta)",
  "so.target.use": "Usar este {n}",
  "so.target.die": "Este {n}: úsalo o vuelve a tirarlo",
  "so.target.gate": "Mover la puerta a la zona {n}",
  "so.target.levelUp": "Subir de nivel tu unidad de la zona {n}",
  "so.target.damage": "Quitar una loseta a la unidad de la zona {n}",

  "so.btn.bid0": "No pujar nada",
  "so.btn.end": "Terminar turno",
  "so.btn.change": "Cambiarla (voltea una loseta)",
  "so.btn.npr": "Dársela a los {race}: zona {n}",
  "so.btn.nprCrystal": "Dársela a los {race} (un cristal)",
  "so.btn.stop": "Parar (la puerta se queda)",
  "so.btn.use": "Usar el {n}",
  "so.btn.reroll": "Volver a tirar el {n}",
  "so.btn.keepGate": "Dejar la puerta aquí",
  "so.btn.draw": "Sacar {n} {n|cristal|cristales}",
  "so.btn.decline": "No sacar",
  "so.btn.takeDamage": "Aceptar el daño",
  "so.btn.damageCard": "Perder una carta colocada",
  "so.btn.cancel": "Cancelar",

  "so.seat": "Asiento {n}",
  "so.describe.unit": "Unidad de los {race}, nivel {n}, en la zona {area}",
  "so.describe.open":
    "Zona {n}, sector abierto: aquí las unidades atacan y pueden ser atacadas; las losetas nuevas van aquí.",
  "so.describe.closed":
    "Zona {n}, el sector cerrado: aquí se descifra, no hay ataques y se gana una ficha de PV en la fase C (salvo si todos los jugadores están dentro).",
  "so.describe.gate":
    "Una posición de la puerta: la loseta de puerta cierra la zona de detrás. El control de la PUERTA la mueve.",
  "so.describe.pouch": "Cristales en la bolsa: {list}. Los defensores sacan de ella; sacar tu color bloquea.",
  "so.describe.deck": "Quedan {n} cartas de mando en el mazo.",
  "so.describe.tokens": "Quedan {n} fichas de PV (valen 1, 2 o 3, secretas hasta el final).",
  "so.describe.pad": "{race}: {sp} PE, {at} FA, {crystals} cristales en el tablero, {tiles} losetas listas.",
  "so.describe.cosmic":
    "El orden de esta ronda para los empates: primero las razas no jugadoras, luego los jugadores por su puja.",
  "so.describe.die": "Un dado que muestra {n}.",
  "so.describe.unitRule":
    "El nivel de una unidad es su número de losetas (3 como máximo): tira ese número de dados para un ATAQUE o DESCIFRAR y cuenta para el Capitán; cada unidad cuenta para la Tripulación.",
  "so.describe.gateHere": "La puerta está aquí ahora.",
  "so.describe.gateTrack":
    "Cada éxito de PUERTA sube el cubo una casilla (la próxima tirada es más difícil); vuelve a su primera casilla cada ronda.",
  "so.describe.dieIdle":
    "La bandeja de dados: aquí se ven los dados tirados para PUERTA, ATAQUE o DESCIFRAR.",
  "so.describe.hand":
    "Una carta de mando de los {race} en tu mano (3 como máximo). Tu propio color te deja DESCIFRAR; el color de otra raza te deja hacer un ATAQUE a esa raza. Una vez por turno puedes cambiar una carta volteando una loseta.",
  "so.describe.handNpr":
    "Una carta del color de una raza no jugadora también se le puede dar: recibe una loseta en la nave.",
  "so.describe.padRule":
    "La órbita de PE tiene 5 casillas: cada paso por la casilla 0 roba una ficha de PV. Cada cristal que sale del tablero permite una acción más por turno (1 + cristales que faltan).",
  "so.describe.bid":
    "Una puja secreta de {n} {n|loseta|losetas}: la puja más alta encabeza el orden cósmico y gana más PE, pero las losetas pujadas se voltean durante la ronda (no sirven para repetir tiradas ni cambiar cartas).",
  "so.describe.track":
    "Cada ronda la raza con el valor más alto gana esta categoría (empates: el orden cósmico): un jugador avanza su cubo tantos PV, cada otro jugador gana tantos PE como su propio valor, y la nave ataca al ganador.",
  "so.describe.trackNow": "Ahora: {list}.",
  "so.describe.panel.ship":
    "La nave: tres zonas; la puerta cierra una (el sector cerrado), las otras dos son el sector abierto. Las unidades son pilas de losetas, una pila por raza y zona.",
  "so.describe.panel.actions":
    "El tablero de acciones: las seis acciones y lo que te cuesta cada una ahora en FA, la bandeja de dados, el mazo, la bolsa de cristales, las fichas de PV y tu mano.",
  "so.describe.panel.pads":
    "Los tableros de las razas: PE en la órbita, fichas de acción (FA), cristales en el tablero, losetas de unidad listas o volteadas, la puja y las cartas colocadas delante.",
  "so.describe.panel.tracks":
    "Las puntuaciones: el orden cósmico de esta ronda y las tres categorías (Capitán, Tripulación, Exploración) con el valor actual de cada raza y quién va en cabeza.",

  "so.hint.watching": "Estás mirando la partida.",
  "so.hint.over": "La partida ha terminado: la puntuación final está en el panel de Puntuación.",
  "so.hint.wait": "Esperando a los demás jugadores.",
  "so.hint.bidWait": "Tu puja está hecha: las pujas se revelan cuando todos hayan pujado.",
  "so.hint.race": "Elige tu raza: pulsa su tablero.",
  "so.hint.bid":
    "Puja secreta: pulsa la loseta de tu tablero que marca tu puja (de 0 a {max}). La puja más alta encabeza el orden cósmico y gana PE, pero las losetas que pujas se voltean: no pueden pagar repeticiones de dados ni cambios de carta esta ronda.",
  "so.hint.turn":
    "Te {n|queda|quedan} {n} {n|acción|acciones} este turno (1 + cristales que faltan en tu tablero) y {at} FA: pulsa una acción (carta, cristal o loseta cuestan ahora {cost} FA) o una carta de tu mano.",
  "so.hint.tileArea": "Pulsa la zona abierta para tu nueva unidad.",
  "so.hint.attackTarget": "Pulsa la unidad que atacas.",
  "so.hint.card": "Tu carta de los {race}: cámbiala o dásela a una raza no jugadora.",
  "so.hint.gateRoll":
    "Total {total}: más de {need} mueve la puerta. Pulsa un dado para volver a tirarlo (voltea una loseta) o para.",
  "so.hint.gateRollNoTile":
    "Total {total}: hacía falta más de {need} y no te quedan losetas para voltear. Para.",
  "so.hint.attackRoll": "Pulsa un dado: úsalo (el defensor saca tantos cristales) o vuelve a tirarlo.",
  "so.hint.attackRollNoReroll":
    "Pulsa el dado que usas: el defensor saca tantos cristales (cuanto menos, mejor).",
  "so.hint.decodeRoll": "Pulsa un dado: úsalo (los demás sacan tantos cristales) o vuelve a tirarlo.",
  "so.hint.decodeRollNoReroll":
    "Pulsa el dado que usas: los demás del sector cerrado sacan tantos cristales.",
  "so.hint.dieChosen": "Usa este {n} o vuelve a tirarlo volteando una loseta.",
  "so.hint.gateMove": "La puerta se abre: pulsa adónde va o déjala aquí.",
  "so.hint.attackArea": "Pulsa la unidad que atacas.",
  "so.hint.defend": "Saca {n} {n|cristal|cristales}: uno de tu color lo bloquea.",
  "so.hint.levelUp": "Subida de nivel: pulsa una de tus unidades.",
  "so.hint.damageDraw":
    "La nave ataca: saca {n} {n|cristal|cristales} (cada uno tuyo anula 1 de daño) o acepta el daño.",
  "so.hint.damage":
    "Quedan {n} de daño: pulsa una unidad para perder una loseta, o pierde una carta colocada.",
};

export const boardMessages: Record<"en" | "es", Record<string, string>> = { en, es };
