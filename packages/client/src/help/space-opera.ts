/**
 * Space Opera for players, in English and Spanish: from the rulebook v1.01 (seeds/004) and the
 * rules as this site plays them (docs/games/space-opera.md). The technologies are listed with the
 * game's own names and texts (games/space-opera/messages.ts), the words its board uses.
 */
import { TECH_IDS } from "@starport/rules/space-opera/content.ts";
import { messages } from "../games/space-opera/messages.ts";
import type { Lang } from "../i18n/i18n.ts";
import { fig, type GameHelp, list, p, section, site, steps, terms } from "./types.ts";

/** Every technology card: its name and what it does, in the board's words. */
const techs = (lang: Lang) =>
  terms(
    ...TECH_IDS.map((id): [string, string] => [
      messages[lang][`tech.${id}`]!,
      messages[lang][`tech.${id}.text`]!,
    ]),
  );

export const help: GameHelp = {
  en: {
    title: "Space Opera",
    intro:
      "A game of exploration, expansion, exploitation and extermination on a grid of map cards: find planets, colonize and build them up, and wipe out the other players with ships, missiles, warheads and invasions.",
    players: "2 to 4 players",
    sections: [
      section(
        "goal",
        "The goal",
        p(
          "Meeples are your people. The **last player with meeples** wins. With a **time limit**, the player with the most planets wins when it is reached, then the highest class total.",
        ),
        site(
          "The time limit is the table's round limit: 30 rounds on public tables; a private table may play without one. Players may also surrender, or agree together to end the game, which ranks them as the time limit does.",
        ),
      ),
      section(
        "map",
        "The map",
        p(
          "A 5 × 5 grid of map cards. Each player starts in a corner on a class-5 planet (two planets each with 2 players); every other card lies face down.",
        ),
        terms(
          [
            "Planet",
            "Its pips give **energy** and **ore** every round and the number of meeples it can hold, its **capacity**. Its class, 1 to 5, comes from the total.",
          ],
          [
            "Space",
            "Empty and harsh: a ship that ends its movement here with no ship energy left is lost. A face-down card counts as space for movement.",
          ],
          ["Supernova", "A ship entering it is destroyed."],
          ["Asteroid field", "Entering it costs 2 spaces; it may be entered with your last space."],
          ["Wormhole", "Face-up wormholes are next to each other: one space apart."],
        ),
        fig(
          "sop-cards",
          "Map cards: face down, empty space, a class-5 planet (with its owner's border), a supernova, an asteroid field and a wormhole.",
        ),
        site("The rulebook does not explain wormholes: this site treats face-up wormholes as neighbours."),
      ),
      section(
        "planets",
        "Planets and tokens",
        p(
          "Each planet you control stores **meeples**, **energy** and **ore**, at most 10 energy and 10 ore. Building and moving are paid from these stores. A player with no meeples left, on planets or aboard ships, is out.",
        ),
        fig(
          "sop-planet",
          "A planet you control: M is free/total meeples, E energy, O ore; W, R, F and B are its windmill, refinery, farm and bunker levels; a ship is docked there.",
        ),
      ),
      section(
        "round",
        "A round",
        steps(
          "**Building / Research**: turns, from the first player clockwise.",
          "**Movement and combat**: turns, from the first player clockwise.",
          "**Production**: every planet produces.",
          "**Maintenance**: overpopulation, markers; then the first player token passes counter-clockwise.",
        ),
        site(
          "The rulebook lists Maintenance before Production but ends the round with Maintenance; here Production comes first. The first player is drawn at random.",
        ),
      ),
      section(
        "build",
        "Building and research",
        p(
          "On your turn, build one or more things on **one** of your planets not built on this round, then end your turn. Each thing built turns one free meeple and costs energy and ore from that planet:",
        ),
        list(
          "**Meeple** (a clone): 1 energy. A new meeple cannot act this round.",
          "**Windmill**, **refinery** or **farm**: 1 energy and 1 ore; at most 3 levels of each on a planet.",
          "**Ship**: 1 energy and 1 ore; it is built docked at the planet, without energy.",
          "**Bunker**: 2 energy and 3 ore.",
          "**Biological warhead**: 1 energy and 2 ore. **Nuclear warhead**: 2 energy and 3 ore.",
        ),
        p(
          "A windmill adds 1 energy to the planet's production, a refinery 1 ore, a farm 1 capacity. Each bunker shelters 1 meeple and 1 farm level from strikes and adds 1 to the planet's defence. **Pass** ends your building for the phase.",
        ),
        p(
          "**Research** instead: as your first action of the phase, draw a technology card; that ends your building for the phase. You hold at most 4 technologies.",
        ),
        site("Nothing can be built on a contaminated planet or under nuclear fallout."),
      ),
      section(
        "move",
        "Movement and exploration",
        p(
          "On your turn, move one ship. Its first step spends 1 **ship energy** (energy loaded aboard) and gives it 2 spaces: up, down, left or right, never diagonally. A ship moves once per phase. Pass to end your movements for the phase.",
        ),
        list(
          "**Cargo**: at your planets, load and unload meeples, energy, ore and warheads; this does not use your turn. A planet keeps at least one meeple. A ship without meeples is a drone.",
          "A ship that ends its movement anywhere but on a planet with no ship energy left is destroyed with its cargo.",
          "Ending on a **face-down** card, you may flip it. A planet found is landed on: the meeples aboard colonize it at once. A supernova destroys the ship.",
          "Your own planets can be passed through; entering any other planet ends the movement, and entering another player's planet is an attack.",
        ),
        fig(
          "sop-move",
          "One ship energy: 2 spaces without diagonals, here from its planet onto a face-down card, which the ship may then flip.",
        ),
      ),
      section(
        "combat",
        "Combat",
        terms(
          [
            "Ship against ship",
            "A ship that enters a card with enemy ships fights: each side loses a ship (the defender picks which one of a fleet). A ship carrying a nuclear warhead hits the whole fleet.",
          ],
          [
            "Missile",
            "A ship entering an enemy planet strikes one unprotected meeple, a whole windmill, refinery or farm token, or a docked ship. The ship is used up.",
          ],
          [
            "Biological warhead",
            "Removes the unprotected meeples and farm levels; the planet is **contaminated** for three rounds: no building, production at most 1 energy and 1 ore.",
          ],
          [
            "Nuclear warhead",
            "Wipes out everything but the bunkers and the meeples and farms they shelter; **fallout** for three rounds: no production, no building.",
          ],
          [
            "Invasion",
            "The meeples aboard against the planet's meeples plus its occupied bunkers. The stronger side wins and keeps the difference; the loser loses all. The transport ship is always lost. The winner takes the planet with its structures and stores.",
          ],
        ),
        site(
          "An invasion tie kills both sides and leaves the planet without a controller. Techs that answer an attack (Energy Shield, Ship Armor, Force Field, Missile Defense System…) are offered whenever a player might hold one, so being asked reveals nothing.",
        ),
      ),
      section(
        "upkeep",
        "Production and maintenance",
        p(
          "**Production**: each planet you control gains energy equal to its energy pips plus its windmills, and ore equal to its ore pips plus its refineries, at most 10 of each.",
        ),
        p(
          "**Maintenance**: meeples above a planet's capacity (capacity pips plus farms) are removed; crews aboard ships do not count. Used meeples stand up again, and markers that are due are removed.",
        ),
      ),
      section(
        "techs",
        "Technologies",
        p(
          "27 cards, one of each. A technology works for as long as you hold it; a card is shown to everyone once you use it. Its cost is paid from one of your planets, or from the ship concerned.",
        ),
        techs("en"),
      ),
      section(
        "end",
        "End of the game",
        list(
          "A player with no meeples left is out: their ships are removed and their cards go back into the deck.",
          "The last player with meeples wins.",
          "**Time limit**: after the last round, the most planets wins, then the highest class total.",
          "**Surrender** on your turn: you are out at once; your planets stay, without a controller.",
          "**Propose to end the game**: the other players are asked one by one; if all agree, the game ends now and is ranked as for the time limit.",
          "**Re-spawn** (a table option): once, an eliminated player comes back on a newly found planet with twice its capacity in meeples, level-1 windmill, refinery, farm and bunker, 2 ships and a technology.",
        ),
      ),
    ],
  },
  es: {
    title: "Space Opera",
    intro:
      "Un juego de exploración, expansión, explotación y exterminio sobre una cuadrícula de cartas de mapa: descubre planetas, colonízalos y desarróllalos, y acaba con los demás jugadores con naves, misiles, cabezas nucleares e invasiones.",
    players: "De 2 a 4 jugadores",
    sections: [
      section(
        "goal",
        "Objetivo del juego",
        p(
          "Los meeples son tu gente. Gana el **último jugador que conserve meeples**. Con **límite de tiempo**, al alcanzarlo gana quien tenga más planetas y, después, la mayor suma de clases.",
        ),
        site(
          "El límite de tiempo es el límite de rondas de la mesa: 30 rondas en las mesas públicas; una mesa privada puede jugar sin él. Los jugadores también pueden rendirse, o acordar terminar la partida, que se clasifica igual que con el límite de tiempo.",
        ),
      ),
      section(
        "map",
        "El mapa",
        p(
          "Una cuadrícula de 5 × 5 cartas de mapa. Cada jugador empieza en una esquina con un planeta de clase 5 (dos planetas cada uno con 2 jugadores); las demás cartas están boca abajo.",
        ),
        terms(
          [
            "Planeta",
            "Sus puntos dan **energía** y **mineral** cada ronda y el número de meeples que puede alojar, su **capacidad**. Su clase, de 1 a 5, sale de la suma.",
          ],
          [
            "Espacio",
            "Vacío y hostil: una nave que termina aquí su movimiento sin energía de nave se pierde. Una carta boca abajo cuenta como espacio para moverse.",
          ],
          ["Supernova", "Una nave que entra en ella queda destruida."],
          ["Campo de asteroides", "Entrar cuesta 2 casillas; se puede entrar con tu última casilla."],
          ["Agujero de gusano", "Los agujeros de gusano boca arriba son contiguos entre sí: a una casilla."],
        ),
        fig(
          "sop-cards",
          "Cartas de mapa: boca abajo, espacio vacío, un planeta de clase 5 (con el borde de su dueño), una supernova, un campo de asteroides y un agujero de gusano.",
        ),
        site(
          "El reglamento no explica los agujeros de gusano: este sitio trata los que están boca arriba como vecinos.",
        ),
      ),
      section(
        "planets",
        "Planetas y fichas",
        p(
          "Cada planeta que controlas guarda **meeples**, **energía** y **mineral**, como mucho 10 de energía y 10 de mineral. Construir y moverse se paga de esas reservas. Un jugador sin meeples, ni en planetas ni a bordo de naves, queda fuera.",
        ),
        fig(
          "sop-planet",
          "Un planeta tuyo: M son los meeples libres/totales, E la energía, O el mineral; W, R, F y B sus niveles de molino, refinería, granja y búnker; hay una nave atracada.",
        ),
      ),
      section(
        "round",
        "La ronda",
        steps(
          "**Construcción / Investigación**: turnos desde el jugador inicial, en sentido horario.",
          "**Movimiento y combate**: turnos desde el jugador inicial, en sentido horario.",
          "**Producción**: cada planeta produce.",
          "**Mantenimiento**: sobrepoblación y marcadores; después el marcador de jugador inicial pasa en sentido antihorario.",
        ),
        site(
          "El reglamento pone el Mantenimiento antes de la Producción pero cierra la ronda con el Mantenimiento; aquí la Producción va primero. El jugador inicial se sortea.",
        ),
      ),
      section(
        "build",
        "Construcción e investigación",
        p(
          "En tu turno, construye una o más cosas en **uno** de tus planetas donde no se haya construido esta ronda y termina el turno. Cada cosa construida gira un meeple libre y cuesta energía y mineral de ese planeta:",
        ),
        list(
          "**Meeple** (un clon): 1 de energía. Un meeple nuevo no puede actuar esta ronda.",
          "**Molino**, **refinería** o **granja**: 1 de energía y 1 de mineral; como mucho 3 niveles de cada uno por planeta.",
          "**Nave**: 1 de energía y 1 de mineral; se construye atracada en el planeta, sin energía.",
          "**Búnker**: 2 de energía y 3 de mineral.",
          "**Cabeza biológica**: 1 de energía y 2 de mineral. **Cabeza nuclear**: 2 de energía y 3 de mineral.",
        ),
        p(
          "Un molino suma 1 de energía a la producción del planeta, una refinería 1 de mineral y una granja 1 de capacidad. Cada búnker protege 1 meeple y 1 nivel de granja de los ataques y suma 1 a la defensa del planeta. **Pasar** termina tu construcción en esta fase.",
        ),
        p(
          "**Investigar** en su lugar: como primera acción de la fase, roba una carta de tecnología; con eso termina tu construcción en la fase. Puedes tener como mucho 4 tecnologías.",
        ),
        site("No se puede construir en un planeta contaminado ni bajo lluvia radiactiva."),
      ),
      section(
        "move",
        "Movimiento y exploración",
        p(
          "En tu turno, mueve una nave. Su primer paso gasta 1 de **energía de nave** (energía cargada a bordo) y le da 2 casillas: arriba, abajo, izquierda o derecha, nunca en diagonal. Cada nave se mueve una vez por fase. Pasa para terminar tus movimientos de la fase.",
        ),
        list(
          "**Carga**: en tus planetas, carga y descarga meeples, energía, mineral y cabezas; no gasta tu turno. Un planeta conserva al menos un meeple. Una nave sin meeples es un dron.",
          "Una nave que termina su movimiento fuera de un planeta sin energía de nave queda destruida con su carga.",
          "Si terminas en una carta **boca abajo**, puedes voltearla. En un planeta descubierto la nave aterriza: los meeples a bordo lo colonizan al momento. Una supernova destruye la nave.",
          "Puedes atravesar tus propios planetas; entrar en cualquier otro planeta termina el movimiento, y entrar en el planeta de otro jugador es un ataque.",
        ),
        fig(
          "sop-move",
          "Una energía de nave: 2 casillas sin diagonales, aquí desde su planeta hasta una carta boca abajo, que la nave puede voltear.",
        ),
      ),
      section(
        "combat",
        "Combate",
        terms(
          [
            "Nave contra nave",
            "Una nave que entra en una carta con naves enemigas combate: cada bando pierde una nave (el defensor elige cuál de su flota). Una nave que lleva una cabeza nuclear alcanza a toda la flota.",
          ],
          [
            "Misil",
            "Una nave que entra en un planeta enemigo destruye un meeple sin proteger, una ficha entera de molino, refinería o granja, o una nave atracada. La nave se pierde.",
          ],
          [
            "Cabeza biológica",
            "Elimina los meeples y niveles de granja sin proteger; el planeta queda **contaminado** tres rondas: no se construye y produce como mucho 1 de energía y 1 de mineral.",
          ],
          [
            "Cabeza nuclear",
            "Arrasa todo salvo los búnkeres y los meeples y granjas que protegen; **lluvia radiactiva** durante tres rondas: ni producción ni construcción.",
          ],
          [
            "Invasión",
            "Los meeples a bordo contra los meeples del planeta más sus búnkeres ocupados. Gana el bando más fuerte y conserva la diferencia; el perdedor lo pierde todo. La nave de transporte se pierde siempre. El ganador se queda el planeta con sus estructuras y reservas.",
          ],
        ),
        site(
          "Un empate en una invasión mata a los dos bandos y deja el planeta sin controlador. Las tecnologías que responden a un ataque (Escudo de energía, Blindaje de nave, Campo de fuerza, Sistema de defensa antimisiles…) se ofrecen siempre que un jugador pueda tener una, así que la pregunta no revela nada.",
        ),
      ),
      section(
        "upkeep",
        "Producción y mantenimiento",
        p(
          "**Producción**: cada planeta que controlas gana tanta energía como sus puntos de energía más sus molinos, y tanto mineral como sus puntos de mineral más sus refinerías, como mucho 10 de cada.",
        ),
        p(
          "**Mantenimiento**: se retiran los meeples que superan la capacidad del planeta (puntos de capacidad más granjas); las tripulaciones a bordo de naves no cuentan. Los meeples usados vuelven a estar libres y se retiran los marcadores que vencen.",
        ),
      ),
      section(
        "techs",
        "Tecnologías",
        p(
          "27 cartas, una de cada. Una tecnología funciona mientras la tengas; una carta se muestra a todos en cuanto la usas. Su coste se paga de uno de tus planetas, o de la nave implicada.",
        ),
        techs("es"),
      ),
      section(
        "end",
        "Final de la partida",
        list(
          "Un jugador sin meeples queda fuera: se retiran sus naves y sus cartas vuelven al mazo.",
          "Gana el último jugador con meeples.",
          "**Límite de tiempo**: tras la última ronda gana quien tenga más planetas y, después, la mayor suma de clases.",
          "**Rendirse** en tu turno: quedas fuera al momento; tus planetas se quedan, sin controlador.",
          "**Proponer terminar la partida**: se pregunta a los demás uno a uno; si todos aceptan, la partida termina ya y se clasifica como con el límite de tiempo.",
          "**Reaparición** (opción de la mesa): una vez, un jugador eliminado vuelve en un planeta recién descubierto con el doble de su capacidad en meeples, molino, refinería, granja y búnker de nivel 1, 2 naves y una tecnología.",
        ),
      ),
    ],
  },
};
