/**
 * Space Gate Odyssey for players, in English and Spanish: from the rulebooks (seeds/001, the full
 * Spanish one, and seeds/000) and the rules as this site plays them (docs/games/space-gate-odyssey.md).
 * The Spanish uses the rulebook's words (Colono, Ingeniero Jefe, Módulo de Puerta Espacial...).
 */
import { fig, type GameHelp, list, p, section, site, steps, terms } from "./types.ts";

export const help: GameHelp = {
  en: {
    title: "Space Gate Odyssey",
    intro:
      "Build a space station module by module, move your settlers through it and send them through the space gates to colonize new exoplanets. The most influential Confederation governs the new system.",
    players: "2 to 4 players",
    sections: [
      section(
        "goal",
        "The goal",
        p(
          "You lead a Confederation. Add **modules** to your **space station**, bring **settlers** in through its access modules, move them to its **gate modules**, and send them through the **space gates** to the **exoplanets**. When an exoplanet is fully colonized it closes, and the settlers there earn **influence**.",
        ),
        p(
          "Influence moves your marker round the **influence wheel** on Hawking. Every full lap places one of your figures in the **government**. At the end, the player with a figure on the highest government rank wins.",
        ),
      ),
      section(
        "table",
        "What is on the table",
        terms(
          [
            "Odyssey command station",
            "Five **control rooms**: Water, Wildlife, Energy, Modules and Airlock. Your engineers, chief engineers and robots stand in them.",
          ],
          [
            "Worksite",
            "Nine piles of modules: gate, Odyssey and access modules of each **domain** (Water, Wildlife, Energy). The top module of every pile is face up.",
          ],
          [
            "Your space station",
            "Your modules, joined by **corridors**. It starts with the white starting access module holding 5 settlers.",
          ],
          [
            "Exoplanets",
            "Five of the eight exoplanets (three in the short game). Three of them start with a space gate (α, β, γ); the other two wait for the second wave.",
          ],
          [
            "Hawking",
            "The central exoplanet: the influence wheel, the government ranks and the predominance track.",
          ],
        ),
        fig(
          "sgo-rooms",
          "The five control rooms. Activating a room lets every player with figures there act.",
        ),
        fig(
          "sgo-figures",
          "Your figures and the action points they give in a room: engineer 1, chief engineer 2, robot 1. Right: a settler.",
        ),
      ),
      section(
        "start",
        "Setting up",
        list(
          "Each player puts an engineer in the Water, Wildlife and Energy rooms and a chief engineer in the Modules room, the white module with 5 settlers in front of them, and a settler on space 0 of the influence wheel. The rest (3 engineers, 5 robots, 3 chief engineer suits, 30 settlers) is their **reserve**.",
          "Then, in turn order, each player takes 2 modules from 2 different piles of the worksite and adds them to their station, Off side up, each joined by at least one corridor.",
        ),
        site(
          "The first player is drawn at random. During setup a module you take cannot be put back: you see the tops, so you choose the pile.",
        ),
      ),
      section(
        "modules",
        "Modules",
        list(
          "**Gate modules** show a gate letter (α, β, γ). When one is full, its settlers travel through the gate with that letter.",
          "**Odyssey modules** give a bonus once, when they are switched On: **Recruit** (an engineer from your reserve to a control room of your choice), **Promotion** (one of your engineers becomes a chief engineer) or **Robotics** (a robot to the room shown on the module). Then they are plain corridors.",
          "**Access modules** are where new settlers come in (Airlock room).",
          "Every module has a **domain** (its colour and icon) and a **capacity** of 2 to 4 settlers. The white starting module holds 5 and matches every domain.",
        ),
        p(
          "A new module is placed **Off** (dark edge). The first settler to enter it switches it **On** (orange edge) and goes back to your reserve. Only On modules can hold settlers.",
        ),
        fig(
          "sgo-station",
          "A station: the white module (3 settlers), a Water gate module α switched On (2 of its 3 places taken), and below an Energy Odyssey module still Off, showing its Promotion bonus. Red ends are corridors open to space.",
        ),
      ),
      section(
        "turn",
        "A turn",
        steps(
          "Move one of your engineers or chief engineers from its control room to another one. That room is **activated**. Robots never move.",
          "Every player with figures in that room acts there, in turn order from the first player: an engineer gives 1 action point, a chief engineer 2, a robot 1. A player without figures there does nothing.",
          "After the Water, Wildlife or Energy room, full gate modules send their settlers to the exoplanets (below), in turn order from the active player.",
          "The next player clockwise takes a turn.",
        ),
        p(
          "Your turn also gives actions to the others who have figures in the room you activate: look where their figures stand before you choose.",
        ),
        site(
          "You may end your actions early. Your points are counted when your turn to act comes: a figure you gain during those actions counts from the next activation.",
        ),
      ),
      section(
        "actions",
        "The actions of the rooms",
        terms(
          [
            "Water, Wildlife, Energy",
            "For each point, move one settler from any of your modules to a module joined to it by a corridor whose domain is the room's (the white module matches all three). The module it leaves does not matter. A full module cannot be entered.",
          ],
          [
            "Modules",
            "For each point, take the top module of a pile, then either add it to your station, Off side up, with at least one of its corridors joined to a corridor of your station, or put it back under its pile.",
          ],
          [
            "Airlock",
            "For each point, fill one of your On access modules (the white one too) up to its capacity with settlers from your reserve.",
          ],
        ),
        p(
          "A new module needs one corridor joined to the station; its other corridors may stay open or face a wall. With no open corridor left, you cannot add modules. Open corridors cost influence at the end.",
        ),
        site(
          "'Never two modules from the same pile in one turn' is played as: you cannot take from a pile you already placed a module from during this activation; after putting a module back, you may take from that pile again.",
        ),
      ),
      section(
        "journeys",
        "Sending settlers to the exoplanets",
        p(
          "After a Water, Wildlife or Energy activation, each player, from the active player on, empties every **full** gate module: its settlers travel to the exoplanet that holds the gate of the same letter. A gate module that is not full keeps its settlers.",
        ),
        list(
          "Settlers are placed one by one on free **spots** of the exoplanet, following its placement rule. One settler per spot.",
          "A **predominance spot** lets you swap any two tokens of the predominance track on Hawking.",
          "As soon as the exoplanet's **closing condition** is met it closes: the settlers left in that module go back to your reserve, every player scores their settlers there, and those settlers go back to their owners.",
          "Its gate then moves to a second-wave exoplanet without a gate, or to Hawking when none is left.",
          "**Hawking** has no spots: each settler arriving there gives 1 influence and goes back to your reserve.",
        ),
        site(
          "When two second-wave exoplanets are free, the player who closed the exoplanet chooses where its gate goes.",
        ),
      ),
      section(
        "exoplanets",
        "The exoplanets",
        p(
          "Each exoplanet has its own placement rule, closing condition and scoring; its side depends on the number of players.",
        ),
        terms(
          [
            "Bose",
            "Base level first; a higher spot needs the 2 spots below it. Closes when every spot is taken. 1 per settler, and 3 to the player with the most settlers on each level (a tie scores nothing).",
          ],
          [
            "Collins",
            "Any free spot. Closes when every volcano is won: its 6 spots taken, or one player holds 4 of them. Per volcano, 7 to the majority, 3 to each tied leader.",
          ],
          [
            "Dirac",
            "Basic spots; one advanced spot for every 5 of your settlers on basic spots; the centre once every basic spot is taken. Closes when the centre is taken. Basic 1, advanced 3, centre 2.",
          ],
          [
            "Fermi",
            "The first settler of each module on a free satellite spot, the others in the centre. Closes when 7 of the 8 satellite spots are taken (9 of 10 with 4 players). Satellites where you have a settler: 1 → 3, 2 → 7, 3 → 12, 4 → 18, 5 → 25; the most settlers in the centre: 5, and that player swaps two neighbouring predominance tokens.",
          ],
          [
            "Planck",
            "Any free spot. Closes when every spot is taken. 1 per settler; 7 for the largest group joined by roads (5 to each tied player).",
          ],
          [
            "Russell",
            "All settlers of one module go to the island of its first settler; those that do not fit go back to the reserve. Closes when every island has 7 settlers (2 players, 3 islands) or 5 (3-4 players, 4 islands). Per island, 7 to the majority (3 each on a tie), and 3 per island where you have a settler.",
          ],
          ["Susskind", "Any free spot. Closes when every spot is taken. 2 per settler."],
          [
            "Turing, 2 players",
            "Your first settler at the end of a canal nobody has started, the next ones next to your own. Closes when the centre is taken. Your first settler 2, the next 6 settlers 1 each, the last 5 settlers 2 each.",
          ],
          [
            "Turing, 3-4 players",
            "Periphery spots are free; an inner spot needs its 3 periphery spots taken, a centre spot its 3 inner spots. Closes when the 3 centre spots are taken. Periphery 1, inner circle 2, centre 3.",
          ],
        ),
      ),
      section(
        "influence",
        "Influence and the government",
        p(
          "Influence moves your settler on the **influence wheel** (spaces 0 to 9). Each time it passes from 9 to 0, place a figure on the lowest **government rank** you do not hold yet: a settler from your reserve, but on ranks 3 and 6 an engineer or chief engineer taken from a control room of your choice. So gaining influence can cost you action points.",
        ),
        p("Losing influence past 0 removes your figure from your highest rank."),
        site(
          "The board shows each player as 'Rank 2 · 7': how many government ranks they hold and their space on the wheel. The score shown is 10 × rank + wheel. The government has 10 ranks.",
        ),
      ),
      section(
        "end",
        "End of the game and final scoring",
        p(
          "When the last exoplanet closes (the fifth; the third in the short game), the remaining full gate modules send their settlers to Hawking (1 influence each). Then:",
        ),
        list(
          "**Predominance**: the positions of the track are worth 7, 4, 2, 1 and 0. For Water, Wildlife and Energy, the player with the most On modules of that domain scores its token's value; for **Balance**, the most sets of one On module of each domain; **None** scores nothing. Tied players all score.",
          "**Open corridors**: lose 1 influence for every corridor not joined to a neighbouring module, on On and Off modules alike.",
        ),
        fig(
          "sgo-predominance",
          "The predominance track at the start of the game, from the most to the least valuable. Predominance spots on the exoplanets let players reorder it.",
        ),
        p(
          "The winner has a figure on the highest government rank; on a tie, the one further on the wheel; then the one with the most On modules.",
        ),
        site(
          "The white module counts for no domain in predominance. A corridor facing a wall counts as open. If the exoplanets are not all closed after the table's round limit (80 rounds by default), the final scoring happens then.",
        ),
      ),
      section(
        "options",
        "Table options",
        terms(
          [
            "Short game",
            "Two gates and three exoplanets: about half as long. The gate modules of the unused gate leave the game.",
          ],
          [
            "First game",
            "Each player gets a **reorganization token**: once, at the start of your turn, lift all your modules but the white one and place them again one by one, each joined by a corridor, keeping their settlers and their Off or On side. Cancelling puts the station back, but the token is spent.",
          ],
          ["Round limit", "A safety end: the final scoring happens after this many rounds."],
        ),
      ),
    ],
  },
  es: {
    title: "Space Gate Odyssey",
    intro:
      "Construye una estación espacial módulo a módulo, mueve a tus Colonos por ella y envíalos por las Puertas Espaciales a colonizar nuevos Exoplanetas. La Confederación más influyente gobierna el nuevo sistema.",
    players: "De 2 a 4 jugadores",
    sections: [
      section(
        "goal",
        "Objetivo del juego",
        p(
          "Eres el líder de una Confederación. Añade **Módulos** a tu **estación espacial**, haz entrar **Colonos** por sus Módulos de acceso, llévalos a sus **Módulos de Puerta Espacial** y envíalos por las **Puertas Espaciales** a los **Exoplanetas**. Cuando un Exoplaneta está colonizado del todo se cierra, y los Colonos que hay en él dan **puntos de Influencia**.",
        ),
        p(
          "La Influencia hace avanzar tu marcador por la **Rueda de Influencia** de Hawking. Cada vuelta completa pone una de tus figuras en el **Rango gubernamental**. Al final gana quien tenga una figura en el Rango gubernamental más alto.",
        ),
      ),
      section(
        "table",
        "Qué hay en la mesa",
        terms(
          [
            "Estación de mando de la Odyssey",
            "Cinco **salas de control**: Agua, Vida salvaje, Energía, Módulos y Acceso. En ellas están tus Ingenieros, Ingenieros Jefe y Robots.",
          ],
          [
            "Taller Espacial",
            "Nueve pilas de Módulos: de Puerta Espacial, de la Odyssey y de acceso de cada **sector** (Agua, Vida salvaje, Energía). El Módulo superior de cada pila está a la vista.",
          ],
          [
            "Tu estación espacial",
            "Tus Módulos, unidos por **pasillos**. Empieza con el Módulo inicial de acceso (blanco) con 5 Colonos.",
          ],
          [
            "Exoplanetas",
            "Cinco de los ocho Exoplanetas (tres en la partida corta). Tres empiezan con una Puerta Espacial (α, β, γ); los otros dos esperan a la segunda oleada.",
          ],
          [
            "Hawking",
            "El Exoplaneta central: la Rueda de Influencia, el Rango gubernamental y el marcador de Predominio.",
          ],
        ),
        fig(
          "sgo-rooms",
          "Las cinco salas de control. Activar una sala permite actuar a todos los jugadores que tengan figuras en ella.",
        ),
        fig(
          "sgo-figures",
          "Tus figuras y los puntos de acción que dan en una sala: Ingeniero 1, Ingeniero Jefe 2, Robot 1. A la derecha, un Colono.",
        ),
      ),
      section(
        "start",
        "Preparación",
        list(
          "Cada jugador pone un Ingeniero en las salas de Agua, Vida salvaje y Energía y un Ingeniero Jefe en la sala de Módulos, el Módulo inicial de acceso con 5 Colonos delante de sí y un Colono en la casilla 0 de la Rueda de Influencia. El resto (3 Ingenieros, 5 Robots, 3 Trajes de Ingeniero Jefe y 30 Colonos) es su **reserva**.",
          "Después, por orden de turno, cada jugador coge 2 Módulos de 2 pilas distintas del Taller y los añade a su estación por su lado Desactivado, cada uno unido por al menos un pasillo.",
        ),
        site(
          "El jugador inicial se sortea. En la preparación no se puede devolver un Módulo cogido: ves los Módulos de arriba, así que eliges la pila.",
        ),
      ),
      section(
        "modules",
        "Los Módulos",
        list(
          "Los **Módulos de Puerta Espacial** muestran la letra de una Puerta (α, β, γ). Cuando uno está completo, sus Colonos viajan por la Puerta de esa letra.",
          "Los **Módulos de la Odyssey** dan una bonificación una sola vez, al Activarse: **Reclutar** (un Ingeniero de tu reserva a la sala de control que elijas), **Ascenso** (uno de tus Ingenieros pasa a Ingeniero Jefe) o **Robótica** (un Robot a la sala que indica el Módulo). Después son simples pasillos.",
          "Los **Módulos de acceso** son la entrada de los nuevos Colonos (sala de Acceso).",
          "Cada Módulo tiene un **sector** (su color y su icono) y una **capacidad** de 2 a 4 Colonos. El Módulo inicial blanco admite 5 y coincide con los tres sectores.",
        ),
        p(
          "Un Módulo nuevo se pone **Desactivado** (borde oscuro). El primer Colono que entra lo **Activa** (borde naranja) y vuelve a tu reserva. Solo los Módulos Activados pueden alojar Colonos.",
        ),
        fig(
          "sgo-station",
          "Una estación: el Módulo inicial blanco (3 Colonos), un Módulo de Puerta Espacial de Agua α ya Activado (2 de sus 3 plazas ocupadas) y, debajo, un Módulo de la Odyssey de Energía aún Desactivado, con su bonificación de Ascenso. Los extremos rojos son pasillos abiertos al vacío.",
        ),
      ),
      section(
        "turn",
        "El turno",
        steps(
          "Mueve uno de tus Ingenieros o Ingenieros Jefe de su sala de control a otra. Esa sala queda **activada**. Los Robots nunca se mueven.",
          "Cada jugador con figuras en esa sala realiza su acción, por orden de turno empezando por el jugador inicial: un Ingeniero da 1 punto de acción, un Ingeniero Jefe 2 y un Robot 1. Quien no tiene figuras allí no hace nada.",
          "Tras la sala de Agua, Vida salvaje o Energía, los Módulos de Puerta Espacial completos envían sus Colonos a los Exoplanetas (más abajo), por orden de turno desde el jugador activo.",
          "Juega el siguiente jugador en sentido horario.",
        ),
        p(
          "Tu turno también da acciones a los demás que tengan figuras en la sala que activas: mira dónde están sus figuras antes de elegir.",
        ),
        site(
          "Puedes terminar tus acciones antes de gastar todos los puntos. Tus puntos se cuentan cuando te toca actuar: una figura que ganes durante esas acciones cuenta desde la siguiente activación.",
        ),
      ),
      section(
        "actions",
        "Las acciones de las salas",
        terms(
          [
            "Agua, Vida salvaje, Energía",
            "Por cada punto, mueve un Colono de cualquiera de tus Módulos a un Módulo unido a él por un pasillo cuyo sector sea el de la sala (el Módulo blanco coincide con los tres). El Módulo que abandona no importa. No se puede entrar en un Módulo completo.",
          ],
          [
            "Módulos",
            "Por cada punto, roba el Módulo superior de una pila y añádelo a tu estación, Desactivado, con al menos uno de sus pasillos unido a un pasillo de tu estación, o devuélvelo a la parte inferior de su pila.",
          ],
          [
            "Acceso",
            "Por cada punto, completa uno de tus Módulos de acceso Activados (también el blanco) hasta su capacidad con Colonos de tu reserva.",
          ],
        ),
        p(
          "Un Módulo nuevo necesita un pasillo unido a la estación; sus demás pasillos pueden quedar abiertos o dar contra una pared. Sin pasillos abiertos no puedes añadir Módulos. Los pasillos abiertos cuestan Influencia al final.",
        ),
        site(
          "«Nunca dos Módulos de la misma pila en un turno» se juega así: no puedes robar de una pila de la que ya has colocado un Módulo en esta activación; tras devolver un Módulo, puedes volver a robar de esa pila.",
        ),
      ),
      section(
        "journeys",
        "El viaje de los Colonos",
        p(
          "Tras activar la sala de Agua, Vida salvaje o Energía, cada jugador, desde el jugador activo, vacía todos sus Módulos de Puerta Espacial **completos**: sus Colonos viajan al Exoplaneta que tiene la Puerta de la misma letra. Un Módulo que no está completo conserva sus Colonos.",
        ),
        list(
          "Los Colonos se colocan de uno en uno en **Casillas de colonización** libres del Exoplaneta, según su regla de colocación. Un Colono por Casilla.",
          "Una **Casilla de predominio** te permite intercambiar dos fichas cualesquiera del marcador de Predominio de Hawking.",
          "En cuanto se cumple la **condición de cierre** del Exoplaneta, se cierra: los Colonos que quedan en ese Módulo vuelven a tu reserva, cada jugador puntúa sus Colonos allí y esos Colonos vuelven a sus dueños.",
          "Su Puerta se mueve entonces a un Exoplaneta de la segunda oleada sin Puerta, o a Hawking si no queda ninguno.",
          "**Hawking** no tiene Casillas: cada Colono que llega allí da 1 punto de Influencia y vuelve a tu reserva.",
        ),
        site(
          "Si quedan libres dos Exoplanetas de la segunda oleada, quien ha cerrado el Exoplaneta elige adónde va su Puerta.",
        ),
      ),
      section(
        "exoplanets",
        "Los Exoplanetas",
        p(
          "Cada Exoplaneta tiene su regla de colocación, su condición de cierre y su puntuación; la cara usada depende del número de jugadores.",
        ),
        terms(
          [
            "Bose",
            "Primero el nivel de la base; una Casilla superior necesita las 2 Casillas de debajo. Se cierra con todas las Casillas ocupadas. 1 por Colono, y 3 a quien tenga más Colonos en cada nivel (con empate, nadie).",
          ],
          [
            "Collins",
            "Cualquier Casilla libre. Se cierra cuando se consiguen todos los volcanes: sus 6 Casillas ocupadas, o un jugador con 4 de ellas. Por volcán, 7 a la mayoría y 3 a cada empatado en cabeza.",
          ],
          [
            "Dirac",
            "Casillas básicas; una Casilla avanzada por cada 5 de tus Colonos en Casillas básicas; la central cuando todas las básicas están ocupadas. Se cierra al ocupar la central. Básica 1, avanzada 3, central 2.",
          ],
          [
            "Fermi",
            "El primer Colono de cada Módulo en una Casilla libre de un satélite, los demás en el centro. Se cierra con 7 de las 8 Casillas de satélite ocupadas (9 de 10 con 4 jugadores). Satélites donde tienes un Colono: 1 → 3, 2 → 7, 3 → 12, 4 → 18, 5 → 25; más Colonos en el centro: 5, y ese jugador intercambia dos fichas de Predominio contiguas.",
          ],
          [
            "Planck",
            "Cualquier Casilla libre. Se cierra con todas las Casillas ocupadas. 1 por Colono; 7 por el mayor grupo unido por carreteras (5 a cada empatado).",
          ],
          [
            "Russell",
            "Todos los Colonos de un Módulo van a la isla de su primer Colono; los que no caben vuelven a la reserva. Se cierra cuando cada isla tiene 7 Colonos (2 jugadores, 3 islas) o 5 (3-4 jugadores, 4 islas). Por isla, 7 a la mayoría (3 a cada uno con empate), y 3 por cada isla donde tengas un Colono.",
          ],
          ["Susskind", "Cualquier Casilla libre. Se cierra con todas las Casillas ocupadas. 2 por Colono."],
          [
            "Turing, 2 jugadores",
            "Tu primer Colono al final de un canal que nadie haya empezado, los siguientes junto a los tuyos. Se cierra al ocupar el centro. Tu primer Colono 2, los 6 siguientes 1 cada uno, los 5 últimos 2 cada uno.",
          ],
          [
            "Turing, 3-4 jugadores",
            "Las Casillas de la periferia están libres; una del círculo interior necesita sus 3 Casillas de periferia ocupadas, una del centro sus 3 del círculo interior. Se cierra con las 3 Casillas centrales ocupadas. Periferia 1, círculo interior 2, centro 3.",
          ],
        ),
      ),
      section(
        "influence",
        "La Influencia y el Gobierno",
        p(
          "La Influencia mueve tu Colono por la **Rueda de Influencia** (casillas 0 a 9). Cada vez que pasa de la 9 a la 0, pon una figura en el **Rango gubernamental** más bajo que aún no tengas: un Colono de tu reserva, pero en los rangos 3 y 6 un Ingeniero o Ingeniero Jefe de la sala de control que elijas. Por eso ganar Influencia puede costarte puntos de acción.",
        ),
        p("Si pierdes Influencia y pasas de la 0 a la 9, retira tu figura del rango más alto."),
        site(
          "El tablero muestra a cada jugador como «Rango 2 · 7»: cuántos rangos gubernamentales ocupa y su casilla en la Rueda. La puntuación mostrada es 10 × rango + Rueda. El Gobierno tiene 10 rangos.",
        ),
      ),
      section(
        "end",
        "Final de la partida y puntuación final",
        p(
          "Cuando se cierra el último Exoplaneta (el quinto; el tercero en la partida corta), los Módulos de Puerta Espacial completos que queden envían sus Colonos a Hawking (1 punto de Influencia cada uno). Después:",
        ),
        list(
          "**Predominio**: las posiciones del marcador valen 7, 4, 2, 1 y 0. En Agua, Vida salvaje y Energía, quien tenga más Módulos Activados de ese sector gana el valor de su ficha; en **Equilibrio**, quien tenga más conjuntos de un Módulo Activado de cada sector; **Ninguno** no da puntos. Con empate, puntúan todos los empatados.",
          "**Pasillos abiertos**: pierdes 1 punto de Influencia por cada pasillo que no esté unido a un Módulo vecino, en Módulos Activados y Desactivados.",
        ),
        fig(
          "sgo-predominance",
          "El marcador de Predominio al empezar la partida, del más valioso al menos. Las Casillas de predominio de los Exoplanetas permiten reordenarlo.",
        ),
        p(
          "Gana quien tenga una figura en el Rango gubernamental más alto; con empate, quien esté más adelantado en la Rueda; después, quien tenga más Módulos Activados.",
        ),
        site(
          "El Módulo blanco no cuenta para ningún sector en el Predominio. Un pasillo que da contra una pared cuenta como abierto. Si los Exoplanetas no se han cerrado tras el límite de rondas de la mesa (80 por defecto), la puntuación final se hace entonces.",
        ),
      ),
      section(
        "options",
        "Opciones de la mesa",
        terms(
          [
            "Partida corta",
            "Dos Puertas Espaciales y tres Exoplanetas: dura más o menos la mitad. Los Módulos de la Puerta que no se usa salen de la partida.",
          ],
          [
            "Primera partida",
            "Cada jugador recibe una **ficha de Reorganización**: una vez, al empezar tu turno, levanta todos tus Módulos salvo el blanco y vuelve a colocarlos uno a uno, cada uno unido por un pasillo, con sus Colonos y su lado Activado o Desactivado. Si cancelas, la estación vuelve a como estaba, pero la ficha se gasta.",
          ],
          [
            "Límite de rondas",
            "Un final de seguridad: la puntuación final se hace tras ese número de rondas.",
          ],
        ),
      ),
    ],
  },
};
