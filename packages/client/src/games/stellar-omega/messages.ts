/**
 * stellar_omega's words, English and Spanish: race, action, category and phase names, the rule of
 * every refusal code (`error.<CODE>`, every code of OMEGA_ERROR_CODES), one log line per event
 * (`event.*`), the prompts and hints of each decision and the labels of the board. The board's own
 * words (panels, targets, buttons) are in board-messages.ts. Spanish follows the board's terms:
 * PE (puntos estelares), PV (puntos de victoria), FA (fichas de acción), zona, descifrado.
 */

const en: Record<string, string> = {
  // races
  "race.aliens": "Aliens",
  "race.clones": "Clones",
  "race.machines": "Machines",
  "race.mutants": "Mutants",
  "race.the.aliens": "the Aliens",
  "race.the.clones": "the Clones",
  "race.the.machines": "the Machines",
  "race.the.mutants": "the Mutants",

  // small words of the log
  "word.seat": "Seat {n}",
  "word.playerRace": "{player} ({race})",
  "word.npr": "the non-player race {race}",
  "word.and": "{a} and {b}",
  "word.none": "none",
  "word.count": "{n} {race}",
  "word.valueOf": "{race} {n}",

  // actions
  "action.card": "CARD",
  "action.crystal": "CRYSTAL",
  "action.tile": "TILE",
  "action.decode": "DECODE",
  "action.attack": "ATTACK",
  "action.gate": "GATE",
  "action.card.help":
    "Command CARD: draw the top card of the deck, secret. With 3 cards in hand you gain 1 SP instead. Each repeat this round costs 1 AT more.",
  "action.crystal.help":
    "Energy CRYSTAL: put a crystal of your pad in the pouch; you may play one more action per turn and defend better. With the pad empty, 1 SP. Each repeat this round costs 1 AT more.",
  "action.tile.help":
    "Unit TILE: a new unit in an open area where you have none. If both open areas hold your units, 1 SP. Each repeat this round costs 1 AT more.",
  "action.decode.help":
    "DECODE: with a card of your colour and a unit in the closed sector, gain SP equal to its level, then a level up unless another race inside draws its crystal. Always 1 AT.",
  "action.attack.help":
    "ATTACK: with a card of the target's colour, both of you in the open sector, roll one die per level; the defender draws that many crystals and loses a tile unless one is theirs. Always 1 AT.",
  "action.gate.help":
    "GATE control: roll three dice; a total higher than the cube's value moves the gate. Success at the first roll gives a face-down card. Always 1 AT.",

  // categories and phases
  "category.captain": "Captain",
  "category.crew": "Crew",
  "category.exploration": "Exploration",
  "phase.draft": "Race choice",
  "phase.bid": "Cosmic order",
  "phase.actions": "Actions",
  "phase.scoring": "Victory points and ship attack",
  "phase.over": "Game over",

  // why SP were gained
  "reason.cosmicOrder": "cosmic order",
  "reason.handFull": "hand full",
  "reason.noCrystal": "no crystal left on the pad",
  "reason.noTile": "no tile can be placed",
  "reason.decode": "decoding",
  "reason.brokeDecoding": "broke a decoding",
  "reason.tilesRemoved": "tiles removed in an attack",
  "reason.levelBeyond3": "level up beyond 3",
  "reason.outOfAt": "out of action tokens",
  "reason.captain": "Captain",
  "reason.crew": "Crew",
  "reason.exploration": "Exploration",
  "reason.finalConversion": "final conversion",

  // refusals (every code of OMEGA_ERROR_CODES; the platform words GAME_OVER and NOT_YOUR_TURN, i18n/)
  "error.CHOOSE_RACE": "First choose the race you will play.",
  "error.RACE_TAKEN": "That race is already taken: choose another one.",
  "error.BID_ALREADY_PLACED": "You have already bid this round: wait for the others.",
  "error.BID_FIRST": "Cosmic order first: bid a number of unit tiles.",
  "error.BID_OUT_OF_RANGE": "You can bid from 0 to {max} tiles (your available, unflipped tiles).",
  "error.DECISION_PENDING": "First finish the decision in progress.",
  "error.NO_AVAILABLE_TILE":
    "You need an available (unflipped) unit tile to flip: a reroll or a card change costs one.",
  "error.NO_REROLL_AGAINST_OUT_OF_AT":
    "No reroll: your opponent has no action tokens left, or is a non-player race.",
  "error.NO_SUCH_DIE": "No die shows {die}.",
  "error.NOT_A_TARGET_UNIT": "Choose one of the attacked race's units in the open sector.",
  "error.CANNOT_LEVEL_UP_THERE": "Choose one of your units below level 3.",
  "error.NOTHING_TO_REMOVE_THERE": "Remove a tile from one of the attacked race's units, or a placed card.",
  "error.BAD_GATE_POSITION": "The gate can go to one of the two other positions, or stay.",
  "error.NO_ACTIONS_LEFT":
    "You may play at most {max} actions this turn (1 + crystals missing from your pad).",
  "error.NOT_ENOUGH_AT": "This action costs {cost} AT and you have {at}.",
  "error.TILE_PLACEABLE": "You can still place a tile: choose an open area.",
  "error.NO_SUCH_AREA": "The ship has areas 0, 1 and 2.",
  "error.AREA_CLOSED": "Tiles may be placed only in the open sector.",
  "error.AREA_OCCUPIED": "You may place only one unit per area of the open sector.",
  "error.NO_TILES": "You have no unit tile left on your pad.",
  "error.NEED_CARD_OF_COLOUR":
    "You need a card of the right colour: your own to decode, the target's to attack.",
  "error.NO_UNIT_IN_CLOSED_SECTOR": "To decode, one of your units must be in the closed sector.",
  "error.CANNOT_ATTACK_SELF": "You cannot attack your own units.",
  "error.NO_UNIT_IN_OPEN_SECTOR": "To attack you need a unit in the open sector.",
  "error.TARGET_NOT_IN_OPEN_SECTOR": "That race has no unit in the open sector.",
  "error.CARD_ALREADY_CHANGED": "You may change only one card per turn.",
  "error.NOT_IN_HAND": "You hold no card of that colour.",
  "error.NOT_AN_NPR": "That race is played by a player, not a non-player race.",
  "error.BAD_NPR_AREA": "That is not where this non-player race card places its tile.",
  "error.MUST_PLAY_ONE_ACTION": "You must play at least one action in your turn.",
  "error.NOT_NOW": "That move is not possible now.",

  // the log: one line per event
  "event.firstPlayerDrawn":
    "{player} is drawn as first player: they choose a race first and hold the first player marker.",
  "event.raceChosen": "{player} chooses {race}.",
  "event.raceAssigned": "{player} takes the last race: {race}.",
  "event.racesSet": "Races: {players}.",
  "event.racesSetNpr": "Races: {players}. Non-player races: {npr}.",
  "event.roundStarted": "Round {round} of {rounds} begins; {player} holds the first player marker.",
  "event.bidPlaced": "{player} has bid.",
  "event.bidDetail": "You bid {n} {n|tile|tiles}.",
  "event.bidsRevealed": "Bids revealed: {bids}. Cosmic order for ties: {order}.",
  "event.sp": "{player} gains {n} SP ({reason}); {total} in all.",
  "event.vpToken.orbit": "{player} completes an orbit and draws a VP token ({n} held).",
  "event.vpToken.closed": "{player} draws a VP token for a unit in the closed sector ({n} held).",
  "event.vpTokenValue": "Your new VP token is worth {n}.",
  "event.turnStarted": "{player}'s turn: {at} AT, up to {max} {max|action|actions}.",
  "event.action": "{player} plays {action} for {cost} AT ({at} left).",
  "event.turnEnded": "{player} ends the turn after {n} {n|action|actions}.",
  "event.cardDrawn": "{player} draws a card ({n} in hand).",
  "event.cardDrawnDetail": "You draw a {card} card.",
  "event.handFull": "{player} already holds 3 cards: 1 SP instead.",
  "event.deckEmpty": "The deck is empty: {player} draws nothing.",
  "event.cardChanged": "{player} flips a tile to change a card.",
  "event.cardChangedDetail": "You change a {old} card for a {card} card.",
  "event.nprCardPlayed": "{player} plays a {npr} card for that non-player race and draws a new card.",
  "event.crystalToPouch": "A crystal of {who} goes to the pouch ({n} left on the pad).",
  "event.tilePlaced": "A unit of {who} enters area {area}.",
  "event.levelUp": "The unit of {who} in area {area} rises to level {level}.",
  "event.tileRemoved": "The unit of {who} in area {area} loses a tile to {by}: level {level} left.",
  "event.tileRemovedShip": "The unit of {who} in area {area} loses a tile to the ship: level {level} left.",
  "event.tileRemovedShipGone": "The ship removes the last tile of the unit of {who} in area {area}.",
  "event.unitEliminated": "The unit of {who} in area {area} is eliminated ({n} {n|tile|tiles} removed).",
  "event.diceRolled.gate": "{player} rolls {dice} for the gate: {total}, more than {need} needed.",
  "event.diceRolled.attack": "{player} rolls {dice} for the attack.",
  "event.diceRolled.decode": "{player} rolls {dice} for the decoding.",
  "event.reroll": "{player} flips a tile and rerolls a {from}: it shows {to} (dice {dice}).",
  "event.dieChosen.attack": "{player} uses the {n}: the defender may draw {n} {n|crystal|crystals}.",
  "event.dieChosen.decode": "{player} uses the {n}: the others inside may draw {n} {n|crystal|crystals}.",
  "event.gateControl": "{player} controls the gate: {dice} makes {total}, more than {needed}.",
  "event.gateFailed": "{player} stops: {dice} makes {total}, not more than {needed}.",
  "event.bonusCard": "Success at the first roll: {player} gets a face-down card.",
  "event.gateMoved": "{player} moves the gate: area {to} is now the closed sector.",
  "event.gateKept": "{player} keeps the gate where it is: area {to} stays closed.",
  "event.decode": "{player} decodes with a level {level} unit and places their card.",
  "event.decodeBlocked": "The decoding of {player} is broken: no level up.",
  "event.attackDeclared": "{player} attacks {target} with a level {level} unit.",
  "event.attackTarget": "{player} aims at the unit of {target} in area {area}.",
  "event.attackBlocked": "The attack of {player} is blocked after {n} {n|tile|tiles} removed.",
  "event.attackBlockedAtOnce": "The attack of {player} is blocked at once.",
  "event.crystalsDrawn.defence.blocked":
    "Defence of {who}: {n} {n|crystal|crystals} drawn ({crystals}); one of theirs blocks the attack.",
  "event.crystalsDrawn.defence.missed":
    "Defence of {who}: {n} {n|crystal|crystals} drawn ({crystals}); none of theirs, the attack goes on.",
  "event.crystalsDrawn.decode.blocked":
    "Against the decoding, {who} draws {n} {n|crystal|crystals} ({crystals}): one of theirs breaks it.",
  "event.crystalsDrawn.decode.missed":
    "Against the decoding, {who} draws {n} {n|crystal|crystals} ({crystals}): none of theirs.",
  "event.crystalsDrawn.ship":
    "Against the ship, {who} draws {n} {n|crystal|crystals} ({crystals}): {saved} {saved|damage|damage} saved.",
  "event.noDefence": "{player} draws no crystal.",
  "event.phaseC": "Round {round}: victory points and the ship's attacks.",
  "event.noClosedBonus.nobody": "Nobody is in the closed sector: no VP token for it.",
  "event.noClosedBonus.all": "Every player is in the closed sector: no VP token for it.",
  "event.categoryScored": "{category}: {winner} wins {vp} VP ({values}).",
  "event.categoryScoredNone": "{category}: nobody scores.",
  "event.shipAttack": "The ship attacks {who}: {n} damage.",
  "event.shipAttackNpr": "The ship attacks {who}: {n} damage; {player} draws and chooses where it goes.",
  "event.cardLost": "A placed card of {who} goes under the deck ({n} left).",
  "event.nothingToDamage": "Nothing of {who} is left to damage: {n} damage lost.",
  "event.phaseD":
    "Reset: placed cards back in the deck, tiles and action tokens back. Round {round} follows.",
  "event.gameOver": "Game over: {player} {n|wins|win} with {vp} VP.",
  "event.gameOverRest": "Then {rows}.",
  "event.gameOverRow": "{player} with {vp} VP",
  "event.gameOverBySp": "The tie on VP goes to the most SP.",

  // prompts: what the viewer may do now
  "prompt.over": "Game over: {players} won.",
  "prompt.overNoResult": "Game over.",
  "prompt.draft": "Choose your race.",
  "prompt.draftFirst": "You were drawn first player: choose your race first.",
  "prompt.bid": "Secret bid: choose how many tiles you flip (0-{max}).",
  "prompt.bidDone": "You bid {n}. Bids: {status}.",
  "prompt.bidStatus": "Secret bids: {status}.",
  "prompt.hasBid": "{player} has bid",
  "prompt.notBid": "{player} has not",
  "prompt.turn": "Your turn: {n} {n|action|actions} left, {at} AT. {costs}",
  "prompt.turnMore": "Your turn: you may play {n} more {n|action|actions} ({at} AT) or end it. {costs}",
  "prompt.costsBase": "Every action costs 1 AT for now.",
  "prompt.cost": "{action} now costs {cost} AT ({used} {used|time|times} this round)",
  "prompt.gateRoll":
    "Gate control: {dice} makes {total}, not more than {need}. Reroll a die (flip a tile) or stop.",
  "prompt.gateRollStop":
    "Gate control: {dice} makes {total}, not more than {need}, and no reroll is possible. Stop.",
  "prompt.gateMove": "Gate controlled: choose where the gate goes, or keep it here.",
  "prompt.attackRoll":
    "Attack on {target}: your {n|die|dice} {dice}. Use a die ({target} may draw that many crystals) or reroll one (flip a tile).",
  "prompt.attackRollNoReroll":
    "Attack on {target}: your {n|die|dice} {dice}. Use a die: {target} may draw that many crystals (no reroll now).",
  "prompt.attackArea": "Choose which unit of {target} you attack.",
  "prompt.defend": "{player} attacks you: draw {n} {n|crystal|crystals} (one of yours blocks) or decline.",
  "prompt.decodeRoll":
    "Decoding: your {n|die|dice} {dice}. Use a die (the others inside may draw that many crystals) or reroll one (flip a tile).",
  "prompt.decodeRollNoReroll":
    "Decoding: your {n|die|dice} {dice}. Use a die: the others inside may draw that many crystals (no reroll now).",
  "prompt.decodeDefend":
    "{player} decodes: draw {n} {n|crystal|crystals} (one of yours breaks it and gives you {sp} SP) or decline.",
  "prompt.levelUp": "Level up: choose which of your units gets a tile.",
  "prompt.damageDraw":
    "The ship attacks {who}: {n} damage. Draw {n} {n|crystal|crystals} (each of the right colour saves 1) or decline.",
  "prompt.damageAlloc": "Ship damage on {who}: {n} left. Remove a tile from a unit, or a placed card.",
  "prompt.waiting": "Waiting for {player}: {doing}.",
  "prompt.watching": "{player}: {doing}.",
  "prompt.wait": "Waiting for the other players.",
  "doing.draft": "choosing a race",
  "doing.turn": "playing a turn ({n} {n|action|actions} left)",
  "doing.gateRoll": "gate control, to reroll or stop",
  "doing.gateMove": "moving the gate",
  "doing.attackRoll": "attacking {target}, choosing a die",
  "doing.attackArea": "choosing which unit of {target} to attack",
  "doing.defend": "deciding whether to draw {n} {n|crystal|crystals} in defence",
  "doing.decodeRoll": "decoding, choosing a die",
  "doing.decodeDefend": "deciding whether to draw {n} {n|crystal|crystals} against the decoding",
  "doing.levelUp": "choosing a unit to level up",
  "doing.damageDraw": "deciding whether to draw crystals against the ship ({n} damage)",
  "doing.damageAlloc": "choosing where the ship's damage on {who} goes ({n} left)",

  // hints: the rule behind the current decision
  "hint.draft": "The first to choose holds the first player marker; the others choose clockwise.",
  "hint.bid":
    "The highest bid comes first in the cosmic order (ties: the default order); the tiles you bid are flipped.",
  "hint.bidWait": "Your bid is in: the bids are revealed when everybody has bid.",
  "hint.turn":
    "At least one action, at most 1 + crystals missing from your pad. CARD, CRYSTAL and TILE cost 1 AT more each time this round.",
  "hint.gateRoll": "A total higher than the cube's value moves the gate. A reroll flips one of your tiles.",
  "hint.gateMove":
    "The closed sector is the area behind the gate: only units there can decode, and they are safe from attacks.",
  "hint.attackRoll":
    "The lower the die, the fewer crystals the defender draws. No reroll against a player without action tokens.",
  "hint.attackArea": "You keep the chosen unit for the whole attack.",
  "hint.defend": "Drawing is free: a crystal of your colour stops the attack and goes back to your pad.",
  "hint.decodeRoll": "The lower the die, the fewer crystals the others draw.",
  "hint.decodeDefend":
    "A crystal of your colour breaks the decoding: you gain the same SP and they lose the level up.",
  "hint.levelUp": "A unit has at most 3 levels.",
  "hint.damageDraw": "Each crystal of the attacked race's colour cancels 1 damage.",
  "hint.damageAlloc": "Each damage removes a tile from a unit or a placed card.",
  "hint.watching": "You are watching this game.",
  "hint.over": "The game is over: see the final scoring.",

  // labels of the board
  "label.sp": "SP",
  "label.crystals": "Crystals",
  "label.pouch": "Pouch",
  "label.deck": "Deck",
  "label.tokensLeft": "{n} VP {n|token|tokens} left",
  "label.round": "Round {n}/{total}",
  "label.closedSector": "Closed sector",
  "label.openSector": "Open sector",
  "label.area": "Area {n}",
  "label.hand": "Hand",
  "label.firstPlayer": "First player",
  "label.npr": "Non-player race",
  "label.hasBid": "Has bid",
  "label.notBid": "Bidding",
  "label.final.title": "Final scoring",
  "label.final.captain": "Captain",
  "label.final.crew": "Crew",
  "label.final.exploration": "Exploration",
  "label.final.omega": "Omega bonus",
  "label.final.tokens": "VP tokens",
  "label.final.total": "Total VP",
  "label.final.sp": "SP (tie-break)",
};

const es: Record<string, string> = {
  "race.aliens": "Alienígenas",
  "race.clones": "Clones",
  "race.machines": "Máquinas",
  "race.mutants": "Mutantes",
  "race.the.aliens": "los Alienígenas",
  "race.the.clones": "los Clones",
  "race.the.machines": "las Máquinas",
  "race.the.mutants": "los Mutantes",

  "word.seat": "Asiento {n}",
  "word.playerRace": "{player} ({race})",
  "word.npr": "la raza no jugadora {race}",
  "word.and": "{a} y {b}",
  "word.none": "ninguno",
  "word.count": "{n} de {race}",
  "word.valueOf": "{race}: {n}",

  "action.card": "CARTA",
  "action.crystal": "CRISTAL",
  "action.tile": "LOSETA",
  "action.decode": "DESCIFRAR",
  "action.attack": "ATAQUE",
  "action.gate": "PUERTA",
  "action.card.help":
    "CARTA de mando: roba la carta superior del mazo, en secreto. Con 3 cartas en la mano ganas 1 PE en su lugar. Cada repetición en la ronda cuesta 1 FA más.",
  "action.crystal.help":
    "CRISTAL de energía: pon un cristal de tu tablero en la bolsa; podrás jugar una acción más por turno y te defenderás mejor. Con el tablero vacío, 1 PE. Cada repetición en la ronda cuesta 1 FA más.",
  "action.tile.help":
    "LOSETA de unidad: una unidad nueva en una zona abierta donde no tengas ninguna. Si ya tienes unidades en las dos zonas abiertas, 1 PE. Cada repetición en la ronda cuesta 1 FA más.",
  "action.decode.help":
    "DESCIFRAR: con una carta de tu color y una unidad en el sector cerrado, ganas PE igual a su nivel y luego subes un nivel, salvo que otra raza de dentro saque su cristal. Siempre 1 FA.",
  "action.attack.help":
    "ATAQUE: con una carta del color del objetivo y ambos en el sector abierto, tira un dado por nivel; el defensor saca tantos cristales y pierde una loseta si ninguno es suyo. Siempre 1 FA.",
  "action.gate.help":
    "Control de la PUERTA: tira tres dados; si la suma supera el valor del cubo, la puerta se mueve. El éxito a la primera tirada da una carta boca abajo. Siempre 1 FA.",

  "category.captain": "Capitán",
  "category.crew": "Tripulación",
  "category.exploration": "Exploración",
  "phase.draft": "Elección de raza",
  "phase.bid": "Orden cósmico",
  "phase.actions": "Acciones",
  "phase.scoring": "Puntos de victoria y ataque de la nave",
  "phase.over": "Fin de la partida",

  "reason.cosmicOrder": "orden cósmico",
  "reason.handFull": "mano llena",
  "reason.noCrystal": "no quedan cristales en el tablero",
  "reason.noTile": "no se puede colocar ninguna loseta",
  "reason.decode": "descifrado",
  "reason.brokeDecoding": "rompió un descifrado",
  "reason.tilesRemoved": "losetas retiradas en un ataque",
  "reason.levelBeyond3": "subida de nivel por encima de 3",
  "reason.outOfAt": "sin fichas de acción",
  "reason.captain": "Capitán",
  "reason.crew": "Tripulación",
  "reason.exploration": "Exploración",
  "reason.finalConversion": "conversión final",

  "error.CHOOSE_RACE": "Primero elige la raza con la que jugarás.",
  "error.RACE_TAKEN": "Esa raza ya está elegida: elige otra.",
  "error.BID_ALREADY_PLACED": "Ya has pujado esta ronda: espera a los demás.",
  "error.BID_FIRST": "Primero el orden cósmico: puja un número de losetas de unidad.",
  "error.BID_OUT_OF_RANGE": "Puedes pujar de 0 a {max} losetas (tus losetas disponibles, sin voltear).",
  "error.DECISION_PENDING": "Primero termina la decisión en curso.",
  "error.NO_AVAILABLE_TILE":
    "Necesitas una loseta de unidad disponible (sin voltear): repetir un dado o cambiar una carta cuesta una.",
  "error.NO_REROLL_AGAINST_OUT_OF_AT":
    "No puedes repetir: a tu rival no le quedan fichas de acción, o es una raza no jugadora.",
  "error.NO_SUCH_DIE": "Ningún dado muestra {die}.",
  "error.NOT_A_TARGET_UNIT": "Elige una de las unidades de la raza atacada en el sector abierto.",
  "error.CANNOT_LEVEL_UP_THERE": "Elige una de tus unidades por debajo del nivel 3.",
  "error.NOTHING_TO_REMOVE_THERE":
    "Retira una loseta de una unidad de la raza atacada, o una carta colocada.",
  "error.BAD_GATE_POSITION": "La puerta puede ir a una de las otras dos posiciones, o quedarse.",
  "error.NO_ACTIONS_LEFT":
    "Puedes jugar como mucho {max} acciones este turno (1 + cristales que faltan en tu tablero).",
  "error.NOT_ENOUGH_AT": "Esta acción cuesta {cost} FA y tienes {at}.",
  "error.TILE_PLACEABLE": "Aún puedes colocar una loseta: elige una zona abierta.",
  "error.NO_SUCH_AREA": "La nave tiene las zonas 0, 1 y 2.",
  "error.AREA_CLOSED": "Solo se colocan losetas en el sector abierto.",
  "error.AREA_OCCUPIED": "Solo puedes tener una unidad por zona del sector abierto.",
  "error.NO_TILES": "No te quedan losetas de unidad en tu tablero.",
  "error.NEED_CARD_OF_COLOUR":
    "Necesitas una carta del color adecuado: la tuya para descifrar, la del objetivo para atacar.",
  "error.NO_UNIT_IN_CLOSED_SECTOR": "Para descifrar, una de tus unidades debe estar en el sector cerrado.",
  "error.CANNOT_ATTACK_SELF": "No puedes atacar a tus propias unidades.",
  "error.NO_UNIT_IN_OPEN_SECTOR": "Para atacar necesitas una unidad en el sector abierto.",
  "error.TARGET_NOT_IN_OPEN_SECTOR": "Esa raza no tiene unidades en el sector abierto.",
  "error.CARD_ALREADY_CHANGED": "Solo puedes cambiar una carta por turno.",
  "error.NOT_IN_HAND": "No tienes ninguna carta de ese color.",
  "error.NOT_AN_NPR": "Esa raza la juega un jugador: no es una raza no jugadora.",
  "error.BAD_NPR_AREA": "Ahí no coloca su loseta esta carta de raza no jugadora.",
  "error.MUST_PLAY_ONE_ACTION": "Debes jugar al menos una acción en tu turno.",
  "error.NOT_NOW": "Ese movimiento no es posible ahora.",

  "event.firstPlayerDrawn":
    "{player} sale sorteado como jugador inicial: elige raza primero y tiene el marcador de jugador inicial.",
  "event.raceChosen": "{player} elige a {race}.",
  "event.raceAssigned": "{player} se queda con la última raza: {race}.",
  "event.racesSet": "Razas: {players}.",
  "event.racesSetNpr": "Razas: {players}. Razas no jugadoras: {npr}.",
  "event.roundStarted":
    "Empieza la ronda {round} de {rounds}; {player} tiene el marcador de jugador inicial.",
  "event.bidPlaced": "{player} ya ha pujado.",
  "event.bidDetail": "Pujas {n} {n|loseta|losetas}.",
  "event.bidsRevealed": "Pujas reveladas: {bids}. Orden cósmico para los empates: {order}.",
  "event.sp": "{player} gana {n} PE ({reason}); {total} en total.",
  "event.vpToken.orbit": "{player} completa una órbita y roba una ficha de PV ({n} en total).",
  "event.vpToken.closed":
    "{player} roba una ficha de PV por tener una unidad en el sector cerrado ({n} en total).",
  "event.vpTokenValue": "Tu nueva ficha de PV vale {n}.",
  "event.turnStarted": "Turno de {player}: {at} FA, hasta {max} {max|acción|acciones}.",
  "event.action": "{player} juega {action} por {cost} FA (le quedan {at}).",
  "event.turnEnded": "{player} termina su turno tras {n} {n|acción|acciones}.",
  "event.cardDrawn": "{player} roba una carta ({n} en la mano).",
  "event.cardDrawnDetail": "Robas una carta de {card}.",
  "event.handFull": "{player} ya tiene 3 cartas: 1 PE en su lugar.",
  "event.deckEmpty": "El mazo está vacío: {player} no roba nada.",
  "event.cardChanged": "{player} voltea una loseta para cambiar una carta.",
  "event.cardChangedDetail": "Cambias una carta de {old} por una de {card}.",
  "event.nprCardPlayed": "{player} juega una carta de {npr} para esa raza no jugadora y roba otra carta.",
  "event.crystalToPouch": "Un cristal de {who} va a la bolsa (quedan {n} en el tablero).",
  "event.tilePlaced": "Una unidad de {who} entra en la zona {area}.",
  "event.levelUp": "La unidad de {who} en la zona {area} sube a nivel {level}.",
  "event.tileRemoved":
    "La unidad de {who} en la zona {area} pierde una loseta ante {by}: queda en nivel {level}.",
  "event.tileRemovedShip":
    "La unidad de {who} en la zona {area} pierde una loseta por la nave: queda en nivel {level}.",
  "event.tileRemovedShipGone": "La nave retira la última loseta de la unidad de {who} en la zona {area}.",
  "event.unitEliminated":
    "La unidad de {who} en la zona {area} queda eliminada ({n} {n|loseta retirada|losetas retiradas}).",
  "event.diceRolled.gate": "{player} tira {dice} para la puerta: {total}, hacía falta más de {need}.",
  "event.diceRolled.attack": "{player} tira {dice} para el ataque.",
  "event.diceRolled.decode": "{player} tira {dice} para el descifrado.",
  "event.reroll": "{player} voltea una loseta y repite un {from}: sale {to} (dados {dice}).",
  "event.dieChosen.attack": "{player} usa el {n}: el defensor puede sacar {n} {n|cristal|cristales}.",
  "event.dieChosen.decode":
    "{player} usa el {n}: los demás de dentro pueden sacar {n} {n|cristal|cristales}.",
  "event.gateControl": "{player} controla la puerta: {dice} suman {total}, más de {needed}.",
  "event.gateFailed": "{player} se detiene: {dice} suman {total}, no más de {needed}.",
  "event.bonusCard": "Éxito a la primera tirada: {player} recibe una carta boca abajo.",
  "event.gateMoved": "{player} mueve la puerta: la zona {to} es ahora el sector cerrado.",
  "event.gateKept": "{player} deja la puerta donde está: la zona {to} sigue cerrada.",
  "event.decode": "{player} descifra con una unidad de nivel {level} y coloca su carta.",
  "event.decodeBlocked": "El descifrado de {player} se rompe: no sube de nivel.",
  "event.attackDeclared": "{player} ataca a {target} con una unidad de nivel {level}.",
  "event.attackTarget": "{player} apunta a la unidad de {target} en la zona {area}.",
  "event.attackBlocked": "El ataque de {player} queda bloqueado tras retirar {n} {n|loseta|losetas}.",
  "event.attackBlockedAtOnce": "El ataque de {player} queda bloqueado de inmediato.",
  "event.crystalsDrawn.defence.blocked":
    "Defensa de {who}: {n} {n|cristal sacado|cristales sacados} ({crystals}); uno es suyo y bloquea el ataque.",
  "event.crystalsDrawn.defence.missed":
    "Defensa de {who}: {n} {n|cristal sacado|cristales sacados} ({crystals}); ninguno es suyo, el ataque sigue.",
  "event.crystalsDrawn.decode.blocked":
    "Contra el descifrado, {who} saca {n} {n|cristal|cristales} ({crystals}): uno es suyo y lo rompe.",
  "event.crystalsDrawn.decode.missed":
    "Contra el descifrado, {who} saca {n} {n|cristal|cristales} ({crystals}): ninguno es suyo.",
  "event.crystalsDrawn.ship":
    "Contra la nave, {who} saca {n} {n|cristal|cristales} ({crystals}): {saved} de daño {saved|evitado|evitados}.",
  "event.noDefence": "{player} no saca cristales.",
  "event.phaseC": "Ronda {round}: puntos de victoria y ataques de la nave.",
  "event.noClosedBonus.nobody": "Nadie está en el sector cerrado: no hay ficha de PV por ello.",
  "event.noClosedBonus.all": "Todos los jugadores están en el sector cerrado: no hay ficha de PV por ello.",
  "event.categoryScored": "{category}: {winner} gana {vp} PV ({values}).",
  "event.categoryScoredNone": "{category}: nadie puntúa.",
  "event.shipAttack": "La nave ataca a {who}: {n} de daño.",
  "event.shipAttackNpr": "La nave ataca a {who}: {n} de daño; {player} saca cristales y elige dónde va.",
  "event.cardLost": "Una carta colocada de {who} va al fondo del mazo (quedan {n}).",
  "event.nothingToDamage": "No queda nada de {who} que dañar: se pierden {n} de daño.",
  "event.phaseD":
    "Preparación: las cartas colocadas vuelven al mazo, y las losetas y fichas de acción a sus dueños. Sigue la ronda {round}.",
  "event.gameOver": "Fin de la partida: {player} {n|gana|ganan} con {vp} PV.",
  "event.gameOverRest": "Después, {rows}.",
  "event.gameOverRow": "{player} con {vp} PV",
  "event.gameOverBySp": "El empate a PV se lo lleva quien tiene más PE.",

  "prompt.over": "Fin de la partida: ha ganado {players}.",
  "prompt.overNoResult": "Fin de la partida.",
  "prompt.draft": "Elige tu raza.",
  "prompt.draftFirst": "Has salido sorteado como jugador inicial: elige tu raza el primero.",
  "prompt.bid": "Puja secreta: elige cuántas losetas volteas (0-{max}).",
  "prompt.bidDone": "Has pujado {n}. Pujas: {status}.",
  "prompt.bidStatus": "Pujas secretas: {status}.",
  "prompt.hasBid": "{player} ya ha pujado",
  "prompt.notBid": "{player} todavía no",
  "prompt.turn": "Tu turno: te {n|queda|quedan} {n} {n|acción|acciones}, {at} FA. {costs}",
  "prompt.turnMore": "Tu turno: puedes jugar {n} {n|acción|acciones} más ({at} FA) o terminarlo. {costs}",
  "prompt.costsBase": "Por ahora cada acción cuesta 1 FA.",
  "prompt.cost": "{action} cuesta ahora {cost} FA ({used} {used|vez|veces} esta ronda)",
  "prompt.gateRoll":
    "Control de la puerta: {dice} suman {total}, no más de {need}. Repite un dado (voltea una loseta) o detente.",
  "prompt.gateRollStop":
    "Control de la puerta: {dice} suman {total}, no más de {need}, y no puedes repetir. Detente.",
  "prompt.gateMove": "Puerta controlada: elige adónde va la puerta, o déjala aquí.",
  "prompt.attackRoll":
    "Ataque a {target}: {n|tu dado|tus dados} {dice}. Usa un dado ({target} puede sacar tantos cristales) o repite uno (voltea una loseta).",
  "prompt.attackRollNoReroll":
    "Ataque a {target}: {n|tu dado|tus dados} {dice}. Usa un dado: {target} puede sacar tantos cristales (ahora no puedes repetir).",
  "prompt.attackArea": "Elige qué unidad de {target} atacas.",
  "prompt.defend": "{player} te ataca: saca {n} {n|cristal|cristales} (uno tuyo lo bloquea) o renuncia.",
  "prompt.decodeRoll":
    "Descifrado: {n|tu dado|tus dados} {dice}. Usa un dado (los demás de dentro pueden sacar tantos cristales) o repite uno (voltea una loseta).",
  "prompt.decodeRollNoReroll":
    "Descifrado: {n|tu dado|tus dados} {dice}. Usa un dado: los demás de dentro pueden sacar tantos cristales (ahora no puedes repetir).",
  "prompt.decodeDefend":
    "{player} descifra: saca {n} {n|cristal|cristales} (uno tuyo lo rompe y te da {sp} PE) o renuncia.",
  "prompt.levelUp": "Subida de nivel: elige cuál de tus unidades recibe una loseta.",
  "prompt.damageDraw":
    "La nave ataca a {who}: {n} de daño. Saca {n} {n|cristal|cristales} (cada uno del color atacado evita 1) o renuncia.",
  "prompt.damageAlloc":
    "Daño de la nave a {who}: quedan {n}. Retira una loseta de una unidad, o una carta colocada.",
  "prompt.waiting": "Esperando a {player}: {doing}.",
  "prompt.watching": "{player}: {doing}.",
  "prompt.wait": "Esperando a los demás jugadores.",
  "doing.draft": "elige raza",
  "doing.turn": "juega su turno ({n} {n|acción|acciones} por jugar)",
  "doing.gateRoll": "control de la puerta, repite o se detiene",
  "doing.gateMove": "mueve la puerta",
  "doing.attackRoll": "ataca a {target} y elige un dado",
  "doing.attackArea": "elige qué unidad de {target} ataca",
  "doing.defend": "decide si saca {n} {n|cristal|cristales} para defenderse",
  "doing.decodeRoll": "descifra y elige un dado",
  "doing.decodeDefend": "decide si saca {n} {n|cristal|cristales} contra el descifrado",
  "doing.levelUp": "elige qué unidad sube de nivel",
  "doing.damageDraw": "decide si saca cristales contra la nave ({n} de daño)",
  "doing.damageAlloc": "elige dónde va el daño de la nave a {who} (quedan {n})",

  "hint.draft":
    "Quien elige primero tiene el marcador de jugador inicial; los demás eligen en el sentido de las agujas del reloj.",
  "hint.bid":
    "La puja más alta va primera en el orden cósmico (empates: el orden por defecto); las losetas que pujas se voltean.",
  "hint.bidWait": "Tu puja está hecha: las pujas se revelan cuando todos han pujado.",
  "hint.turn":
    "Al menos una acción, como mucho 1 + cristales que faltan en tu tablero. CARTA, CRISTAL y LOSETA cuestan 1 FA más cada vez esta ronda.",
  "hint.gateRoll":
    "Una suma mayor que el valor del cubo mueve la puerta. Repetir un dado voltea una de tus losetas.",
  "hint.gateMove":
    "El sector cerrado es la zona tras la puerta: solo las unidades de ahí pueden descifrar, y están a salvo de ataques.",
  "hint.attackRoll":
    "Cuanto más bajo el dado, menos cristales saca el defensor. No se repite contra un jugador sin fichas de acción.",
  "hint.attackArea": "La unidad elegida es el objetivo durante todo el ataque.",
  "hint.defend": "Sacar es gratis: un cristal de tu color detiene el ataque y vuelve a tu tablero.",
  "hint.decodeRoll": "Cuanto más bajo el dado, menos cristales sacan los demás.",
  "hint.decodeDefend": "Un cristal de tu color rompe el descifrado: ganas los mismos PE y no sube de nivel.",
  "hint.levelUp": "Una unidad tiene como mucho 3 niveles.",
  "hint.damageDraw": "Cada cristal del color de la raza atacada anula 1 de daño.",
  "hint.damageAlloc": "Cada punto de daño retira una loseta de una unidad o una carta colocada.",
  "hint.watching": "Estás mirando esta partida.",
  "hint.over": "La partida ha terminado: mira la puntuación final.",

  "label.sp": "PE",
  "label.crystals": "Cristales",
  "label.pouch": "Bolsa",
  "label.deck": "Mazo",
  "label.tokensLeft": "{n} {n|ficha|fichas} de PV {n|queda|quedan}",
  "label.round": "Ronda {n}/{total}",
  "label.closedSector": "Sector cerrado",
  "label.openSector": "Sector abierto",
  "label.area": "Zona {n}",
  "label.hand": "Mano",
  "label.firstPlayer": "Jugador inicial",
  "label.npr": "Raza no jugadora",
  "label.hasBid": "Ha pujado",
  "label.notBid": "Pujando",
  "label.final.title": "Puntuación final",
  "label.final.captain": "Capitán",
  "label.final.crew": "Tripulación",
  "label.final.exploration": "Exploración",
  "label.final.omega": "Bonificación omega",
  "label.final.tokens": "Fichas de PV",
  "label.final.total": "PV totales",
  "label.final.sp": "PE (desempate)",
};

/** The game's dictionaries, layered over the shell's by the table page. */
export const messages: Record<"en" | "es", Record<string, string>> = { en, es };
