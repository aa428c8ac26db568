/**
 * stellar_omega for players, in English and Spanish: from the rulebook (seeds/002) and the rules
 * as this site plays them (docs/games/stellar-omega.md). The Spanish uses the board's words: PE
 * (puntos estelares), PV (puntos de victoria), FA (fichas de acción), zona, sector abierto/cerrado.
 */
import { fig, type GameHelp, list, p, section, site, steps, terms } from "./types.ts";

export const help: GameHelp = {
  en: {
    title: "stellar_omega",
    intro:
      "Four space races fight over an abandoned spaceship. Bid for the cosmic order, spend your action tokens on cards, crystals, units, decoding, attacks and the gate, and survive the ship's own defences.",
    players: "2 to 4 players (with 2 or 3, the other races join as non-player races)",
    sections: [
      section(
        "goal",
        "The goal",
        p(
          "Control the ship **stellar_omega** and become its new captain: the player with the most **victory points (VP)** at the end wins; on a tie, the most stellar points.",
        ),
        list(
          "VP come from three categories scored every round: **Captain**, **Crew** and **Exploration**.",
          "**Stellar points (SP)** move a cube round the 5 spots of your pad: every full orbit draws a **VP token** worth 1 to 3, kept secret until the end.",
          "The game lasts 8 rounds with 2 players, 6 with 3 and 4 with 4.",
        ),
      ),
      section(
        "pieces",
        "The ship and your pieces",
        terms(
          [
            "The ship",
            "Three areas. The **gate** tile closes one of them: that area is the **closed sector**, the other two are the **open sector**. Tiles are placed only in the open sector; you decode in the closed sector and attack in the open one.",
          ],
          [
            "Units",
            "A unit is a stack of your **unit tiles** in one area; its **level** is its number of tiles (at most 3). You have 8 tiles. A **flipped** tile (grey back) is spent for the round: you flip tiles to bid, to change a card and to reroll a die.",
          ],
          [
            "Crystals",
            "3 on your pad and 1 for ever in the **pouch** (2 for the Machines). Each crystal you move to the pouch lets you play one more action per turn and defends you better: to defend, you draw crystals from the pouch hoping for your colour.",
          ],
          ["Action tokens (AT)", "6 per round, spent on actions."],
          [
            "Command cards",
            "40 cards, 10 in each race's colour. You hold at most 3, secretly. A card of your own colour lets you decode; a card of another race's colour lets you attack it.",
          ],
        ),
        fig("so-races", "The four races: each has a colour and a shape."),
        fig(
          "so-ship",
          "The ship: the gate makes area 2 the closed sector. The Aliens have a level-2 unit and the Clones a level-1 unit in area 0; the Mutants' level-3 unit is in the closed sector.",
        ),
        fig(
          "so-pieces",
          "A crystal, a die, a card back and a Mutants card, an action token before and after it is played, and the first player marker.",
        ),
      ),
      section(
        "round",
        "A round",
        steps(
          "**Cosmic order**: everybody bids unit tiles.",
          "**Actions**: turns until all action tokens are spent.",
          "**Victory points and ship attacks**: the closed sector and the three categories are scored.",
          "**Reset** for the next round (after the last round: the end).",
        ),
        site(
          "Before the first round the first player is drawn at random: they choose their race first and hold the first player marker; the others choose clockwise.",
        ),
      ),
      section(
        "cosmic",
        "Cosmic order",
        p(
          "Everybody bids, in secret, a number of their available unit tiles, then flips that many. The highest bid comes first; ties follow the default order Machines, Mutants, Aliens, Clones.",
        ),
        p(
          "By rank, players gain 3, 2, 1 and 0 SP with 4 players (2, 1, 0 with 3; 1, 0 with 2). The cosmic order breaks the ties of this round's scoring; it does not change who plays first.",
        ),
      ),
      section(
        "actions",
        "The actions",
        p(
          "From the first player marker, clockwise, each player takes a turn: at least 1 action and at most **1 + the crystals missing from your pad**. Each action costs action tokens:",
        ),
        terms(
          [
            "CARD",
            "Draw the top card, secretly. With 3 cards in hand, gain 1 SP instead. Once per turn you may flip a tile to change a card: it goes under the deck and you draw the top one.",
          ],
          ["CRYSTAL", "Move a crystal from your pad to the pouch. With an empty pad, gain 1 SP instead."],
          [
            "TILE",
            "Place a new level-1 unit in an open area where you have none. If both open areas already hold your units, gain 1 SP instead.",
          ],
          [
            "DECODE",
            "Needs a card of your colour and your unit in the closed sector. Place the card face up and gain SP equal to that unit's level. Alone in the closed sector, you also level up; otherwise roll dice (below): an opponent there who draws their own crystal gains the same SP and stops your level up.",
          ],
          [
            "ATTACK",
            "Needs a card of the target's colour, and a unit of yours and one of the target's in the open sector. Place the card face up and roll dice (below). Each time the defender draws no crystal of their colour, their unit loses a tile and you roll again; when it is gone, gain 1 SP per tile removed and a level up. A crystal of their colour blocks the attack.",
          ],
          [
            "GATE",
            "Roll 3 dice. A total higher than the gate cube's value moves the gate tile to another position (or you may leave it) and the cube goes up. Success on the first roll also gives you the top card face down: it counts as a placed card.",
          ],
        ),
        p(
          "CARD, CRYSTAL and TILE cost 1 AT more each time you play them again in the round (1, then 2, then 3…); DECODE, ATTACK and GATE always cost 1 AT. A player with no AT left gains, on each of their turns, SP equal to the most AT another player still holds. The phase ends when everybody's AT are spent.",
        ),
        site(
          "Your turn ends by itself at your action limit or when your AT run out; 'End turn' stops earlier. The card change is allowed once per turn.",
        ),
      ),
      section(
        "dice",
        "Dice, crystals and rerolls",
        p(
          "An attack or a decoding rolls one die per level of your unit (an attack uses your highest unit in the open sector). Choose one die: its value is how many crystals the opponent draws from the pouch, so lower is better for you.",
        ),
        p(
          "Flip an available tile to reroll one die, as often as you have tiles, but never against a player who has no AT left nor against a non-player race. A failed gate roll can be improved the same way.",
        ),
        p(
          "A **level up** puts one tile from your pad on any of your units below level 3, not necessarily the one that acted; if you cannot, gain 1 SP.",
        ),
        site(
          "Drawing crystals to defend is your choice (draw or decline); non-player races always draw. One crystal of your colour is enough to block.",
        ),
      ),
      section(
        "scoring",
        "Victory points and ship attacks",
        steps(
          "Each player with a unit in the closed sector draws a VP token, unless every player has one there.",
          "**Captain**: the highest unit level. **Crew**: the number of units in the ship. **Exploration**: the cards you placed (face up and face down); at most 3 VP.",
        ),
        p(
          "In each category the highest value wins (ties: this round's cosmic order). The winner gains VP equal to that value; every other player gains SP equal to their own. Then the ship **attacks the winner**: damage = VP gained + 1. The winner may first draw that many crystals (each of their colour cancels 1 damage), then removes a tile from the ship or a placed card for each damage left.",
        ),
        site(
          "When the ship attacks a non-player race, its crystals are drawn for it and the first player chooses where the damage goes.",
        ),
      ),
      section(
        "end",
        "Reset and the end",
        p(
          "**Reset**: placed cards go back into the deck, flipped tiles are available again, each player takes their AT back, the gate cube returns to its first slot (the gate tile stays) and the first player marker passes clockwise.",
        ),
        p(
          "**The end**, after the last round: each player gains 2 SP per tile in the ship, 1 SP per card in hand and 1 SP per crystal missing from their pad. VP tokens are revealed. In each category the first cube moves 1 up and the last one 1 down. Your total is the three categories plus your tokens; the highest total wins, ties by SP.",
        ),
      ),
      section(
        "npr",
        "Two or three players",
        p(
          "The races nobody chose are **non-player races**. They take no turns, but their units are in the ship, they compete in the categories and they win every cosmic order tie.",
        ),
        p(
          "On your turn you may play a card of a non-player race's colour for free: you draw a new card, and that race places a tile in the open sector (a new unit where it has none, else a level up; with both its units at level 3, one of its crystals goes to the pouch).",
        ),
        p("The gate cube starts higher: 6 with 2 players, 5 with 3 (4 with 4)."),
      ),
    ],
  },
  es: {
    title: "stellar_omega",
    intro:
      "Cuatro razas espaciales luchan por una nave abandonada. Puja por el orden cósmico, gasta tus fichas de acción en cartas, cristales, unidades, descifrados, ataques y la puerta, y sobrevive a las defensas de la propia nave.",
    players: "De 2 a 4 jugadores (con 2 o 3, las demás razas participan como razas no jugadoras)",
    sections: [
      section(
        "goal",
        "Objetivo del juego",
        p(
          "Controla la nave **stellar_omega** y conviértete en su nuevo capitán: al final gana quien tenga más **puntos de victoria (PV)**; con empate, más puntos estelares.",
        ),
        list(
          "Los PV salen de tres categorías que se puntúan cada ronda: **Capitán**, **Tripulación** y **Exploración**.",
          "Los **puntos estelares (PE)** mueven un cubo por las 5 casillas de la órbita de tu tablero: cada órbita completa roba una **ficha de PV** de 1 a 3, secreta hasta el final.",
          "La partida dura 8 rondas con 2 jugadores, 6 con 3 y 4 con 4.",
        ),
      ),
      section(
        "pieces",
        "La nave y tus piezas",
        terms(
          [
            "La nave",
            "Tres zonas. La loseta de **puerta** cierra una de ellas: esa zona es el **sector cerrado** y las otras dos el **sector abierto**. Las losetas solo se colocan en el sector abierto; se descifra en el sector cerrado y se ataca en el abierto.",
          ],
          [
            "Unidades",
            "Una unidad es una pila de tus **losetas de unidad** en una zona; su **nivel** es su número de losetas (como mucho 3). Tienes 8 losetas. Una loseta **volteada** (dorso gris) está gastada esta ronda: se voltean losetas para pujar, para cambiar una carta y para repetir un dado.",
          ],
          [
            "Cristales",
            "3 en tu tablero y 1 fijo en la **bolsa** (2 las Máquinas). Cada cristal que pasas a la bolsa te deja jugar una acción más por turno y te defiende mejor: para defenderte sacas cristales de la bolsa esperando el de tu color.",
          ],
          ["Fichas de acción (FA)", "6 por ronda, que se gastan en acciones."],
          [
            "Cartas de mando",
            "40 cartas, 10 del color de cada raza. Tienes como mucho 3, en secreto. Una carta de tu color te permite descifrar; una del color de otra raza, atacarla.",
          ],
        ),
        fig("so-races", "Las cuatro razas: cada una tiene un color y una forma."),
        fig(
          "so-ship",
          "La nave: la puerta hace de la zona 2 el sector cerrado. Los Alienígenas tienen una unidad de nivel 2 y los Clones una de nivel 1 en la zona 0; la unidad de nivel 3 de los Mutantes está en el sector cerrado.",
        ),
        fig(
          "so-pieces",
          "Un cristal, un dado, el dorso de una carta y una carta de los Mutantes, una ficha de acción antes y después de jugarla, y el marcador de jugador inicial.",
        ),
      ),
      section(
        "round",
        "La ronda",
        steps(
          "**Orden cósmico**: todos pujan losetas de unidad.",
          "**Acciones**: turnos hasta gastar todas las fichas de acción.",
          "**Puntos de victoria y ataque de la nave**: se puntúan el sector cerrado y las tres categorías.",
          "**Preparación** de la ronda siguiente (tras la última ronda, el final).",
        ),
        site(
          "Antes de la primera ronda se sortea el jugador inicial: elige raza el primero y tiene el marcador de jugador inicial; los demás eligen en sentido horario.",
        ),
      ),
      section(
        "cosmic",
        "Orden cósmico",
        p(
          "Cada jugador puja en secreto un número de sus losetas de unidad disponibles y luego voltea esas losetas. La puja más alta va primera; los empates siguen el orden por defecto Máquinas, Mutantes, Alienígenas, Clones.",
        ),
        p(
          "Según su puesto, los jugadores ganan 3, 2, 1 y 0 PE con 4 jugadores (2, 1, 0 con 3; 1, 0 con 2). El orden cósmico deshace los empates de la puntuación de esta ronda; no cambia quién juega primero.",
        ),
      ),
      section(
        "actions",
        "Las acciones",
        p(
          "Desde el marcador de jugador inicial, en sentido horario, cada jugador juega un turno: al menos 1 acción y como mucho **1 + los cristales que faltan en tu tablero**. Cada acción cuesta fichas de acción:",
        ),
        terms(
          [
            "CARTA",
            "Roba la carta superior del mazo, en secreto. Con 3 cartas en la mano, ganas 1 PE en su lugar. Una vez por turno puedes voltear una loseta para cambiar una carta: va debajo del mazo y robas la de arriba.",
          ],
          [
            "CRISTAL",
            "Pasa un cristal de tu tablero a la bolsa. Con el tablero vacío, ganas 1 PE en su lugar.",
          ],
          [
            "LOSETA",
            "Coloca una unidad nueva de nivel 1 en una zona abierta donde no tengas ninguna. Si ya tienes unidades en las dos zonas abiertas, ganas 1 PE en su lugar.",
          ],
          [
            "DESCIFRAR",
            "Necesitas una carta de tu color y tu unidad en el sector cerrado. Pon la carta boca arriba y gana PE igual al nivel de esa unidad. Si estás solo en el sector cerrado, además subes un nivel; si no, tira dados (más abajo): un rival que esté allí y saque su propio cristal gana los mismos PE y te quita la subida de nivel.",
          ],
          [
            "ATAQUE",
            "Necesitas una carta del color del objetivo, y una unidad tuya y otra suya en el sector abierto. Pon la carta boca arriba y tira dados (más abajo). Cada vez que el defensor no saca ningún cristal de su color, su unidad pierde una loseta y vuelves a tirar; cuando desaparece, ganas 1 PE por loseta retirada y subes un nivel. Un cristal de su color bloquea el ataque.",
          ],
          [
            "PUERTA",
            "Tira 3 dados. Si la suma supera el valor del cubo de la puerta, mueves la loseta de puerta a otra posición (o la dejas donde está) y el cubo avanza. Si lo consigues a la primera tirada, además te llevas la carta superior boca abajo: cuenta como carta colocada.",
          ],
        ),
        p(
          "CARTA, CRISTAL y LOSETA cuestan 1 FA más cada vez que las repites en la ronda (1, luego 2, luego 3…); DESCIFRAR, ATAQUE y PUERTA cuestan siempre 1 FA. Quien ya no tiene FA gana, en cada uno de sus turnos, tantos PE como las FA que le queden al rival que más tenga. La fase termina cuando todos han gastado sus FA.",
        ),
        site(
          "Tu turno termina solo al llegar a tu límite de acciones o al quedarte sin FA; «Terminar turno» lo acaba antes. El cambio de carta se permite una vez por turno.",
        ),
      ),
      section(
        "dice",
        "Dados, cristales y repeticiones",
        p(
          "Un ataque o un descifrado tira un dado por nivel de tu unidad (el ataque usa tu unidad más alta del sector abierto). Elige un dado: su valor es cuántos cristales saca el rival de la bolsa, así que cuanto más bajo, mejor para ti.",
        ),
        p(
          "Voltea una loseta disponible para repetir un dado, tantas veces como losetas tengas, pero nunca contra un jugador sin FA ni contra una raza no jugadora. Una tirada fallida de la puerta se puede mejorar igual.",
        ),
        p(
          "**Subir un nivel** pone una loseta de tu tablero sobre cualquiera de tus unidades de nivel inferior a 3, no necesariamente la que actuó; si no puedes, ganas 1 PE.",
        ),
        site(
          "Sacar cristales para defenderte es opcional (sacar o no); las razas no jugadoras siempre sacan. Basta un cristal de tu color para bloquear.",
        ),
      ),
      section(
        "scoring",
        "Puntos de victoria y ataque de la nave",
        steps(
          "Cada jugador con una unidad en el sector cerrado roba una ficha de PV, salvo que todos los jugadores tengan una allí.",
          "**Capitán**: el nivel de unidad más alto. **Tripulación**: el número de unidades en la nave. **Exploración**: las cartas que has colocado (boca arriba y boca abajo); como mucho 3 PV.",
        ),
        p(
          "En cada categoría gana el valor más alto (empates: el orden cósmico de la ronda). El ganador suma PV iguales a ese valor; los demás ganan PE iguales al suyo. Después la nave **ataca al ganador**: daño = PV ganados + 1. El ganador puede sacar antes tantos cristales (cada uno de su color anula 1 de daño) y luego retira una loseta de la nave o una carta colocada por cada daño que quede.",
        ),
        site(
          "Cuando la nave ataca a una raza no jugadora, sus cristales se sacan solos y el jugador inicial decide dónde va el daño.",
        ),
      ),
      section(
        "end",
        "Preparación y final",
        p(
          "**Preparación**: las cartas colocadas vuelven al mazo, las losetas volteadas vuelven a estar disponibles, cada jugador recupera sus FA, el cubo de la puerta vuelve a su primera casilla (la loseta de puerta se queda) y el marcador de jugador inicial pasa en sentido horario.",
        ),
        p(
          "**El final**, tras la última ronda: cada jugador gana 2 PE por loseta en la nave, 1 PE por carta en la mano y 1 PE por cristal que falte en su tablero. Se revelan las fichas de PV. En cada categoría el primer cubo avanza 1 y el último retrocede 1. Tu total son las tres categorías más tus fichas; gana el total más alto, y los empates se deshacen por PE.",
        ),
      ),
      section(
        "npr",
        "Dos o tres jugadores",
        p(
          "Las razas que nadie eligió son **razas no jugadoras**. No juegan turnos, pero sus unidades están en la nave, compiten en las categorías y ganan todos los empates del orden cósmico.",
        ),
        p(
          "En tu turno puedes jugar gratis una carta del color de una raza no jugadora: robas otra carta, y esa raza coloca una loseta en el sector abierto (una unidad nueva donde no tenga ninguna; si no, sube un nivel; con sus dos unidades a nivel 3, uno de sus cristales pasa a la bolsa).",
        ),
        p("El cubo de la puerta empieza más alto: 6 con 2 jugadores, 5 con 3 (4 con 4)."),
      ),
    ],
  },
};
