/**
 * Space Gate Odyssey's board explanations (hover, long press, the "?" help mode), English and
 * Spanish, in the rulebook's words (docs/games/space-gate-odyssey.md, rulebook pp.7-16).
 */

const en: Record<string, string> = {
  // panels as a whole
  "sgo.describe.panel.station":
    "A space station: modules joined by corridors. Settlers move along corridors into On modules; a full gate module sends its settlers through its gate. At the end each open corridor costs 1 influence.",
  "sgo.describe.panel.odyssey":
    "The Odyssey command station: five control rooms. On your turn you move an engineer or chief engineer to another room and activate it; then every player acts there with their figures (the number beside them: engineer 1, chief engineer 2, robot 1).",
  "sgo.describe.panel.worksite":
    "The worksite: 9 piles of modules (gate, Odyssey, access × Water, Wildlife, Energy), the top module of each visible. The Modules room draws from them.",
  "sgo.describe.panel.hawking":
    "Hawking: the influence wheel (spaces 0-9; each lap from 9 to 0 puts a figure on your next government rank), the government (10 ranks) and the predominance track. 'Rank n · m' means n government ranks held and space m on the wheel; the score shown is 10 × rank + wheel.",
  "sgo.describe.panel.planets":
    "The exoplanets: settlers of full gate modules land here, one per spot. Each exoplanet has its own placement rule, closing condition and scoring; the game ends when the last one closes.",
  "sgo.describe.stationTab": "Shows {player}'s station.",

  // station
  "sgo.describe.cell":
    "An empty cell beside the station: the drawn module can go here, Off side up, if one of its corridors joins a corridor of the station.",
  "sgo.describe.mod.gate":
    "Gate module: when it is full after a Water, Wildlife or Energy activation, all its settlers travel through gate {gate} (now at {where}).",
  "sgo.describe.mod.odyssey": "Odyssey module: the settler that switches it On gives its bonus: {bonus}.",
  "sgo.describe.mod.access": "Access module: the Airlock room fills it from your reserve up to its capacity.",
  "sgo.describe.mod.white":
    "White starting module: settlers may enter it in any room (it matches every domain); it counts for no domain in predominance.",
  "sgo.describe.mod.domain": "A settler enters it only in the {domain} room.",
  "sgo.describe.off":
    "OFF: the first settler to enter switches it On and goes back to the reserve. Only On modules hold settlers and count for predominance.",
  "sgo.describe.on": "ON: {n} of {cap} settlers; it counts for predominance at the end.",
  "sgo.describe.bonus.recruit": "an engineer from your reserve to a control room of your choice",
  "sgo.describe.bonus.promote":
    "one of your engineers becomes a chief engineer, with a suit from your reserve",
  "sgo.describe.bonus.robot": "a robot from your reserve to the {room} room",
  "sgo.describe.where.hawking": "Hawking",
  "sgo.describe.where.moving": "on its way",
  "sgo.describe.where.unused": "out of the game",

  // Odyssey
  "sgo.describe.room.water":
    "Water room: each action point moves one settler into a Water module joined to it by a corridor (the white module fits every room).",
  "sgo.describe.room.wildlife":
    "Wildlife room: each action point moves one settler into a Wildlife module joined to it by a corridor (the white module fits every room).",
  "sgo.describe.room.energy":
    "Energy room: each action point moves one settler into an Energy module joined to it by a corridor (the white module fits every room).",
  "sgo.describe.room.modules":
    "Modules room: each action point takes the top module of a pile and places it in your station, or puts it back; never two from the same pile in one activation.",
  "sgo.describe.room.airlock":
    "Airlock room: each action point fills one of your On access modules from your reserve up to its capacity.",
  "sgo.describe.room.points": "Action points here: {list}.",
  "sgo.describe.room.active": "Activated now.",
  "sgo.describe.fig.engineer":
    "Your engineers in the {room} room: {n}. Each gives 1 action point when the room is activated; on your turn you may move one to activate another room.",
  "sgo.describe.fig.chief":
    "Your chief engineers in the {room} room: {n}. Each gives 2 action points when the room is activated; on your turn you may move one to activate another room.",
  "sgo.describe.fig.robot":
    "Your robots in the {room} room: {n}. Each gives 1 action point when the room is activated; robots never move.",

  // worksite
  "sgo.describe.pile.rule":
    "Modules room: an action point takes the top module of a pile; never twice from the same pile in one activation.",
  "sgo.describe.pile.empty": "An empty pile: nothing left to draw here.",
  "sgo.describe.pile.used": "Already drawn from in this activation.",

  // Hawking
  "sgo.describe.token": "{token} on the predominance track: worth {value} at the end of the game.",
  "sgo.describe.token.domain":
    "The player(s) with the most On {domain} modules score it (ties all score, nobody with 0).",
  "sgo.describe.token.balance":
    "The player(s) with the most sets of one On module of each domain score it (ties all score).",
  "sgo.describe.token.none": "It scores nothing.",
  "sgo.describe.token.swap": "A settler on a predominance spot (▲) lets its owner swap any two tokens.",

  // exoplanets
  "sgo.describe.planet.bose":
    "Bose: base level first; a higher spot needs the 2 spots below it. Closes when every spot is taken. 1 per settler, and 3 per level to the player with the most settlers there (a tie scores nothing).",
  "sgo.describe.planet.collins":
    "Collins: any free spot. Closes when every volcano is won: its 6 spots taken, or one player holds 4 of them. Per volcano, 7 to the majority, 3 to each tied leader.",
  "sgo.describe.planet.dirac":
    "Dirac: basic spots; an advanced spot for every 5 of your settlers on basic spots; the centre once every basic spot is taken. Closes when the centre is taken. Basic 1, advanced 3, centre 2.",
  "sgo.describe.planet.fermi":
    "Fermi: the first settler of each module on a free satellite spot, the others in the centre. Closes when all satellite spots but one are taken. Satellites held: 1 → 3, 2 → 7, 3 → 12, 4 → 18, 5 → 25; the most settlers in the centre: 5, and that player swaps two neighbouring predominance tokens.",
  "sgo.describe.planet.planck":
    "Planck: any free spot. Closes when every spot is taken. 1 per settler; 7 for the largest group joined by roads (5 to each tied player).",
  "sgo.describe.planet.russell":
    "Russell: all settlers of one module go to the island of its first settler. Closes when every island has 7 settlers (2 players) or 5 (3-4 players). Per island, 7 to the majority (3 each on a tie), and 3 per island where you have a settler.",
  "sgo.describe.planet.susskind": "Susskind: any free spot. Closes when every spot is taken. 2 per settler.",
  "sgo.describe.planet.turing2":
    "Turing: your first settler at the end of a canal nobody has started, the next ones next to your own. Closes when the centre is taken. Your first settler 2, the next 6 settlers 1 each, the last 5 settlers 2 each.",
  "sgo.describe.planet.turing34":
    "Turing: periphery spots are free; an inner spot needs its 3 periphery spots, a centre spot its 3 inner spots. Closes when the 3 centre spots are taken. Periphery 1, inner circle 2, centre 3.",
  "sgo.describe.planet.open": "Gate {gate} leads here.",
  "sgo.describe.planet.waiting": "Second wave: it gets a gate when another exoplanet closes.",
  "sgo.describe.planet.closed": "Closed: scored, its settlers went back to their owners.",
  "sgo.describe.spot": "A spot of {planet}: {who}.",
  "sgo.describe.spot.free": "free",
  "sgo.describe.spot.taken": "{player}'s settler",
  "sgo.describe.spot.advanced": "An advanced spot.",
  "sgo.describe.spot.centre": "A centre spot.",
  "sgo.describe.spot.predominance":
    "Predominance spot (▲): whoever settles here swaps any two tokens of the predominance track.",
  "sgo.describe.zone": "The centre of {planet}: it holds any number of settlers ({list}).",
};

const es: Record<string, string> = {
  "sgo.describe.panel.station":
    "Una estación espacial: módulos unidos por pasillos. Los colonos avanzan por los pasillos hacia módulos encendidos; un módulo de Puerta Espacial lleno envía sus colonos por su puerta. Al final cada pasillo abierto cuesta 1 de influencia.",
  "sgo.describe.panel.odyssey":
    "La estación de mando Odyssey: cinco salas de control. En tu turno mueves un ingeniero o ingeniero jefe a otra sala y la activas; después cada jugador actúa allí con sus figuras (el número a su lado: ingeniero 1, ingeniero jefe 2, robot 1).",
  "sgo.describe.panel.worksite":
    "La zona de obras: 9 pilas de módulos (Puerta Espacial, Odyssey, acceso × Agua, Vida salvaje, Energía), con el módulo de arriba visible. La sala de Módulos roba de ellas.",
  "sgo.describe.panel.hawking":
    "Hawking: la rueda de influencia (casillas 0-9; cada vuelta de 9 a 0 pone una figura en tu siguiente rango del gobierno), el gobierno (10 rangos) y el track de predominio. «Rango n · m» significa n rangos del gobierno y la casilla m de la rueda; la puntuación es 10 × rango + rueda.",
  "sgo.describe.panel.planets":
    "Los exoplanetas: aquí llegan los colonos de los módulos de Puerta Espacial llenos, uno por casilla. Cada exoplaneta tiene su regla de colocación, su condición de cierre y su puntuación; la partida acaba cuando se cierra el último.",
  "sgo.describe.stationTab": "Muestra la estación de {player}.",

  "sgo.describe.cell":
    "Una celda vacía junto a la estación: el módulo robado puede ir aquí, apagado, si uno de sus pasillos se une a un pasillo de la estación.",
  "sgo.describe.mod.gate":
    "Módulo de Puerta Espacial: cuando está lleno tras una activación de Agua, Vida salvaje o Energía, todos sus colonos viajan por la puerta {gate} (ahora en {where}).",
  "sgo.describe.mod.odyssey": "Módulo Odyssey: el colono que lo enciende da su bonificación: {bonus}.",
  "sgo.describe.mod.access":
    "Módulo de acceso: la sala de Acceso lo llena desde tu reserva hasta su capacidad.",
  "sgo.describe.mod.white":
    "Módulo inicial blanco: los colonos pueden entrar en él en cualquier sala (vale para todos los sectores); no cuenta para ningún sector en el predominio.",
  "sgo.describe.mod.domain": "Un colono solo entra en él con la sala de {domain}.",
  "sgo.describe.off":
    "APAGADO: el primer colono que entra lo enciende y vuelve a la reserva. Solo los módulos encendidos alojan colonos y cuentan para el predominio.",
  "sgo.describe.on": "ENCENDIDO: {n} de {cap} colonos; cuenta para el predominio al final.",
  "sgo.describe.bonus.recruit": "un ingeniero de tu reserva a la sala de control que elijas",
  "sgo.describe.bonus.promote": "uno de tus ingenieros pasa a ingeniero jefe, con un traje de tu reserva",
  "sgo.describe.bonus.robot": "un robot de tu reserva a la sala de {room}",
  "sgo.describe.where.hawking": "Hawking",
  "sgo.describe.where.moving": "en camino",
  "sgo.describe.where.unused": "fuera de la partida",

  "sgo.describe.room.water":
    "Sala de Agua: cada punto de acción mueve un colono a un módulo de Agua unido por un pasillo (el módulo blanco vale en todas las salas).",
  "sgo.describe.room.wildlife":
    "Sala de Vida salvaje: cada punto de acción mueve un colono a un módulo de Vida salvaje unido por un pasillo (el módulo blanco vale en todas las salas).",
  "sgo.describe.room.energy":
    "Sala de Energía: cada punto de acción mueve un colono a un módulo de Energía unido por un pasillo (el módulo blanco vale en todas las salas).",
  "sgo.describe.room.modules":
    "Sala de Módulos: cada punto de acción toma el módulo de arriba de una pila y lo coloca en tu estación, o lo devuelve; nunca dos de la misma pila en una activación.",
  "sgo.describe.room.airlock":
    "Sala de Acceso: cada punto de acción llena uno de tus módulos de acceso encendidos desde tu reserva hasta su capacidad.",
  "sgo.describe.room.points": "Puntos de acción aquí: {list}.",
  "sgo.describe.room.active": "Activada ahora.",
  "sgo.describe.fig.engineer":
    "Tus ingenieros en la sala de {room}: {n}. Cada uno da 1 punto de acción cuando se activa la sala; en tu turno puedes mover uno para activar otra sala.",
  "sgo.describe.fig.chief":
    "Tus ingenieros jefe en la sala de {room}: {n}. Cada uno da 2 puntos de acción cuando se activa la sala; en tu turno puedes mover uno para activar otra sala.",
  "sgo.describe.fig.robot":
    "Tus robots en la sala de {room}: {n}. Cada uno da 1 punto de acción cuando se activa la sala; los robots nunca se mueven.",

  "sgo.describe.pile.rule":
    "Sala de Módulos: un punto de acción toma el módulo de arriba de una pila; nunca dos veces de la misma pila en una activación.",
  "sgo.describe.pile.empty": "Una pila vacía: ya no queda nada que robar aquí.",
  "sgo.describe.pile.used": "Ya se ha robado de ella en esta activación.",

  "sgo.describe.token": "{token} en el track de predominio: vale {value} al final de la partida.",
  "sgo.describe.token.domain":
    "Lo puntúa quien tenga más módulos de {domain} encendidos (los empatados puntúan todos; nadie con 0).",
  "sgo.describe.token.balance":
    "Lo puntúa quien tenga más juegos de un módulo encendido de cada sector (los empatados puntúan todos).",
  "sgo.describe.token.none": "No puntúa nada.",
  "sgo.describe.token.swap":
    "Un colono en una casilla de predominio (▲) permite a su dueño intercambiar dos fichas cualesquiera.",

  "sgo.describe.planet.bose":
    "Bose: primero el nivel de la base; una casilla superior necesita las 2 de debajo. Se cierra con todas las casillas ocupadas. 1 por colono, y 3 por nivel a quien tenga más colonos en él (con empate, nadie).",
  "sgo.describe.planet.collins":
    "Collins: cualquier casilla libre. Se cierra cuando se consiguen todos los volcanes: sus 6 casillas ocupadas, o un jugador con 4 de ellas. Por volcán, 7 a la mayoría y 3 a cada empatado en cabeza.",
  "sgo.describe.planet.dirac":
    "Dirac: casillas básicas; una casilla avanzada por cada 5 de tus colonos en básicas; la central cuando todas las básicas están ocupadas. Se cierra al ocupar la central. Básica 1, avanzada 3, central 2.",
  "sgo.describe.planet.fermi":
    "Fermi: el primer colono de cada módulo en una casilla libre de un satélite, los demás en el centro. Se cierra con todas las casillas de satélite menos una ocupadas. Satélites con un colono tuyo: 1 → 3, 2 → 7, 3 → 12, 4 → 18, 5 → 25; más colonos en el centro: 5, y ese jugador intercambia dos fichas de predominio contiguas.",
  "sgo.describe.planet.planck":
    "Planck: cualquier casilla libre. Se cierra con todas las casillas ocupadas. 1 por colono; 7 por el mayor grupo unido por carreteras (5 a cada empatado).",
  "sgo.describe.planet.russell":
    "Russell: todos los colonos de un módulo van a la isla de su primer colono. Se cierra cuando cada isla tiene 7 colonos (2 jugadores) o 5 (3-4 jugadores). Por isla, 7 a la mayoría (3 a cada uno con empate), y 3 por cada isla donde tengas un colono.",
  "sgo.describe.planet.susskind":
    "Susskind: cualquier casilla libre. Se cierra con todas las casillas ocupadas. 2 por colono.",
  "sgo.describe.planet.turing2":
    "Turing: tu primer colono al final de un canal que nadie haya empezado, los siguientes junto a los tuyos. Se cierra al ocupar el centro. Tu primer colono 2, los 6 siguientes 1 cada uno, los 5 últimos 2 cada uno.",
  "sgo.describe.planet.turing34":
    "Turing: las casillas de la periferia están libres; una del círculo interior necesita sus 3 de periferia, una del centro sus 3 del círculo interior. Se cierra con las 3 casillas centrales ocupadas. Periferia 1, círculo interior 2, centro 3.",
  "sgo.describe.planet.open": "La puerta {gate} lleva aquí.",
  "sgo.describe.planet.waiting": "Segunda oleada: recibe una puerta cuando se cierre otro exoplaneta.",
  "sgo.describe.planet.closed": "Cerrado: ya puntuado, sus colonos volvieron a sus dueños.",
  "sgo.describe.spot": "Una casilla de {planet}: {who}.",
  "sgo.describe.spot.free": "libre",
  "sgo.describe.spot.taken": "colono de {player}",
  "sgo.describe.spot.advanced": "Una casilla avanzada.",
  "sgo.describe.spot.centre": "Una casilla central.",
  "sgo.describe.spot.predominance":
    "Casilla de predominio (▲): quien coloniza aquí intercambia dos fichas cualesquiera del track de predominio.",
  "sgo.describe.zone": "El centro de {planet}: admite cualquier número de colonos ({list}).",
};

/** The board's explanations, layered over the game's words in messages.ts. */
export const boardMessages: Record<"en" | "es", Record<string, string>> = { en, es };
