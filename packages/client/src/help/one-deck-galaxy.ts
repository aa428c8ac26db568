/**
 * One Deck Galaxy for players, in English and Spanish: from the rulebook (seeds/003) and the rules
 * as this site plays them (docs/games/one-deck-galaxy.md). The Spanish uses the board's words:
 * Flotas, Ciencia, influencia, nivel de Federación, Base estelar, Laboratorio, Zona de
 * descubrimiento, Lugar, Encuentro, Colonia, Tecnología, hito, reserva, suministro, anillo, abrumar.
 */
import { fig, type GameHelp, list, p, section, site, steps, terms } from "./types.ts";

export const help: GameHelp = {
  en: {
    title: "One Deck Galaxy",
    intro:
      "A cooperative dice game: grow your civilization with colonies and techs, build up your Starbase's Fleets and Science, and confront the Adversary before it overwhelms you.",
    players: "1 or 2 players, together against the game",
    sections: [
      section(
        "goal",
        "The goal",
        p(
          "You win together by removing the Adversary's last disc: fill the rows of its **Confrontation** card, one row per disc.",
        ),
        p(
          "You lose if you are **Overwhelmed**. Each Adversary has its own conditions (too much influence, too many Encounters, too many dice stored on it), and the deck is a clock: every time it runs out, an **Adversary Event** is set aside to strike next turn, and when no event is left you are overwhelmed.",
        ),
      ),
      section(
        "civilization",
        "Your civilization",
        terms(
          [
            "Homeworld",
            "Shows the dice and Tech discs you gather each turn, one Tech and one milestone. Cards you claim are tucked under it as **Colonies** (more dice each turn) or **Techs** (more things to do).",
          ],
          [
            "Society",
            "A rule always in effect, a Special Tech whose middle and bottom effects unlock at Federation Levels 3 and 5, and three milestones.",
          ],
          [
            "Milestones",
            "Each one completed raises your **Federation Level** (1 to 5). 'Have …' milestones complete by themselves; 'Action' and 'At any time' ones are something you do.",
          ],
          [
            "Resources",
            "Fuel, ore, data and flora on your homeworld and claimed cards; some Techs and milestones count them.",
          ],
        ),
      ),
      section(
        "dice",
        "Dice, boxes and rings",
        fig(
          "odg-dice",
          "Yellow is Energy, pink Materials, blue Diplomacy and black Ultratech, which fits a box of any colour. Each colour has its own pip shape.",
        ),
        list(
          "A **small box** takes one die of its colour (or black) showing at least its number.",
          "A **wide box** (Σ) takes dice of its colour totalling at least its number.",
          "A **grey** box takes any colour; an **[ANY]** box (✱) any die; **linked** boxes (=) need dice of the same value.",
          "A **ring** is paid with Fleets or Science from your Starbase, and a Starbase disc is put on it.",
          "**Location rules** restrict every die on their card: no 1s, all values different, odd dice only…",
        ),
        fig(
          "odg-boxes",
          "Empty and filled: a yellow 5 box (a 6 fits), a wide pink Σ8 (5 + 3), a grey box for any die and a ring costing 2 Fleets.",
        ),
        site(
          "A wide box is filled in one go: once a die is in it, you can only add dice to it or take them back ('Cancel box') until it is full.",
        ),
      ),
      section(
        "turn",
        "A turn",
        steps(
          "**Adversary** (automatic): pending events are revealed; Time Passes (1 or 2 cards of the deck are discarded); the Adversary gains influence; each Encounter gains 1 influence, and an Encounter that reaches its threshold **Escalates** (the Adversary's rule) and is tucked under your Starbase as Science.",
          "**Discover** (automatic): cards are added to the Discovery Zone until it holds 4.",
          "**Action**: roll the dice you gathered, take your Tech discs and the Starbase discs, and act. Press 'Done' when you have finished.",
          "**Results**: what you filled pays out, then every die and disc goes back to the supply.",
        ),
      ),
      section(
        "actions",
        "The Action phase",
        terms(
          [
            "Place dice and discs",
            "On **Locations** (fill a row to gain its influence), **Encounters** (fill all of it to claim it), **Starbase** rows (they give Fleets), the **Research Lab** (any dice; they buy Science later) and the **Confrontation** row you may fill.",
          ],
          [
            "Use a Tech",
            "Put a Tech disc on it to use it once this turn: gain, roll, reroll, change or set dice, gain Fleets, launch probes…",
          ],
          ["Calibrate", "Spend 1 Fleet: a die goes up or down by 1. Spend 3 Science: roll a black die."],
          ["Combine", "Return two dice to gain a black die showing the lower of the two values."],
          ["Return", "Put a die back in the supply."],
        ),
        p(
          "Actions can be done in any order and repeated while you have dice and discs. The supply is limited: 8 yellow, 8 pink, 8 blue and 6 black dice, 12 Tech discs and 4 Starbase discs.",
        ),
        fig(
          "odg-discs",
          "Tech discs use Techs, Starbase discs pay rings, Adversary discs stand by the Confrontation rows. Influence is counted with card backs; your Starbase holds Fleets and Science.",
        ),
      ),
      section(
        "results",
        "The Results phase",
        list(
          "**Location**: each full row adds its influence; when the Location's influence reaches its cost, you claim it.",
          "**Encounter**: with all its requirements filled, you claim it.",
          "**Claiming** a card: tuck it under your homeworld as a **Colony** or as a **Tech**.",
          "**Starbase**: full rows give Fleets. The Research Lab's pips pay for **probes** (the top card of the deck becomes Science) and **studies** (a Location becomes Science). Then you may **upgrade** the Starbase with Science: more discs and better rows.",
          "**Confrontation**: a full row removes its Adversary disc, which you keep to escape one Overwhelm. Removing the last disc wins at once.",
        ),
        site(
          "Results resolve in this order: the Discovery Zone from left to right, the Starbase rows, the Lab, the upgrade, the Confrontation.",
        ),
      ),
      section(
        "deck",
        "Influence, the deck and the Adversary",
        p(
          "Influence is counted with face-down cards from the deck (a single or a double side). Locations gain it from rows, Encounters and the Adversary every turn.",
        ),
        p(
          "When a card must be drawn and the deck is empty, the top Adversary Event is set aside (it strikes at the next Adversary phase) and the discard pile becomes the new deck. With no event left, you are overwhelmed. Every card you tuck or discard brings that moment closer.",
        ),
        p(
          "The Confrontation card has two sides; you may flip it while nothing is on it. Only the highest row still next to a disc can be filled, and some rows need a Federation Level.",
        ),
      ),
      section(
        "end",
        "The end and the score",
        list(
          "**Victory**: the Results phase removes the Adversary's last disc. The game ends at once.",
          "**Overwhelmed**: when one of the Adversary's conditions is met, or the deck must be reshuffled with no event left, you exile one of the Adversary discs you claimed and play on; with none, the game is lost.",
        ),
        site(
          "The result is the campaign score of the rulebook: a win scores 10 + 2 per star of the Adversary; a defeat scores its stars + your best Federation Level + the Adversary discs you claimed. Exiling a claimed disc to escape is done for you, and the condition that overwhelmed you is cleared.",
        ),
      ),
      section(
        "two",
        "Two players",
        list(
          "Each player has their own pool and uses only their own dice and discs (except Techs that act on a die 'from any pool').",
          "Both act at the same time in the Action phase; it ends when both have pressed 'Done'.",
          "Both may add dice to the same wide box, and you may each give one die to make a black die together.",
          "A Confrontation row needs both players at its Federation Level. Milestones count only your own pool, colonies and techs.",
        ),
      ),
      section(
        "options",
        "Table options",
        terms(
          [
            "Adversary",
            "Neeble-Woober Colony Fleet (1 star, the easiest), Preservation Authority (2), The Hollow Choir (3), Vorrax Dominion (4), The Rust Tide (5), or one at random.",
          ],
          [
            "Hard mode",
            "The Adversary card's back side: one more influence each turn, a higher X and lower Overwhelm thresholds.",
          ],
        ),
        site(
          "The rulebook prints no card texts: the cards, homeworlds, societies and adversaries here are this site's own. The campaign mode and the four-player rules are not played here.",
        ),
      ),
    ],
  },
  es: {
    title: "One Deck Galaxy",
    intro:
      "Un juego cooperativo de dados: haz crecer tu civilización con colonias y tecnologías, reúne Flotas y Ciencia en tu Base estelar y enfréntate al Adversario antes de que te abrume.",
    players: "1 o 2 jugadores, juntos contra el juego",
    sections: [
      section(
        "goal",
        "Objetivo del juego",
        p(
          "Ganáis juntos al retirar el último disco del Adversario: llenad las filas de su carta de **Confrontación**, una fila por disco.",
        ),
        p(
          "Perdéis si el Adversario os **abruma**. Cada Adversario tiene sus condiciones (demasiada influencia, demasiados Encuentros, demasiados dados almacenados sobre él), y el mazo es un reloj: cada vez que se agota, se aparta un **Evento del Adversario** que golpeará en el turno siguiente, y si no queda ningún evento, os abruma.",
        ),
      ),
      section(
        "civilization",
        "Tu civilización",
        terms(
          [
            "Mundo natal",
            "Muestra los dados y discos de Tecnología que reúnes cada turno, una Tecnología y un hito. Las cartas que reclamas se meten debajo como **Colonias** (más dados cada turno) o **Tecnologías** (más cosas que hacer).",
          ],
          [
            "Sociedad",
            "Una regla siempre en vigor, una Tecnología especial cuyos efectos central e inferior se desbloquean con los niveles de Federación 3 y 5, y tres hitos.",
          ],
          [
            "Hitos",
            "Cada hito cumplido sube tu **nivel de Federación** (de 1 a 5). Los de «Ten…» se cumplen solos; los de «Acción» y «En cualquier momento» son algo que haces.",
          ],
          [
            "Recursos",
            "Combustible, mineral, datos y flora de tu mundo natal y de las cartas reclamadas; algunas Tecnologías e hitos los cuentan.",
          ],
        ),
      ),
      section(
        "dice",
        "Dados, casillas y anillos",
        fig(
          "odg-dice",
          "Amarillo es Energía, rosa Materiales, azul Diplomacia y negro Ultratec, que vale para casillas de cualquier color. Cada color tiene su forma de punto.",
        ),
        list(
          "Una **casilla pequeña** admite un dado de su color (o negro) que muestre al menos su número.",
          "Una **casilla ancha** (Σ) admite dados de su color que sumen al menos su número.",
          "Una casilla **gris** admite cualquier color; una casilla **[CUALQUIERA]** (✱), cualquier dado; las casillas **enlazadas** (=) necesitan dados del mismo valor.",
          "Un **anillo** se paga con Flotas o Ciencia de tu Base estelar, y se pone encima un disco de Base estelar.",
          "Las **reglas de Lugar** limitan todos los dados de su carta: sin unos, todos los valores distintos, solo impares…",
        ),
        fig(
          "odg-boxes",
          "Vacías y llenas: una casilla amarilla de 5 (vale un 6), una ancha rosa Σ8 (5 + 3), una gris para cualquier dado y un anillo que cuesta 2 Flotas.",
        ),
        site(
          "Una casilla ancha se llena de una vez: en cuanto tiene un dado, solo puedes añadirle dados o recuperarlos («Anular casilla») hasta que esté llena.",
        ),
      ),
      section(
        "turn",
        "El turno",
        steps(
          "**Adversario** (automático): se revelan los eventos pendientes; pasa el tiempo (se descartan 1 o 2 cartas del mazo); el Adversario gana influencia; cada Encuentro gana 1 de influencia, y el que llega a su umbral provoca una **escalada** (la regla del Adversario) y se mete bajo tu Base estelar como Ciencia.",
          "**Descubrimiento** (automático): se añaden cartas a la Zona de descubrimiento hasta que haya 4.",
          "**Acción**: tira los dados que has reunido, coge tus discos de Tecnología y los de la Base estelar, y actúa. Pulsa «Terminar» cuando acabes.",
          "**Resultados**: lo que has llenado da sus frutos, y después todos los dados y discos vuelven al suministro.",
        ),
      ),
      section(
        "actions",
        "La fase de acción",
        terms(
          [
            "Poner dados y discos",
            "En los **Lugares** (llena una fila para ganar su influencia), los **Encuentros** (llénalo entero para reclamarlo), las filas de la **Base estelar** (dan Flotas), el **Laboratorio** (cualquier dado; compra Ciencia después) y la fila de **Confrontación** que podáis llenar.",
          ],
          [
            "Usar una Tecnología",
            "Pon encima un disco de Tecnología para usarla una vez este turno: ganar, tirar, repetir, cambiar o fijar dados, ganar Flotas, lanzar sondas…",
          ],
          ["Calibrar", "Gasta 1 Flota: un dado sube o baja 1. Gasta 3 de Ciencia: tira un dado negro."],
          ["Combinar", "Devuelve dos dados para ganar un dado negro con el menor de sus dos valores."],
          ["Devolver", "Devuelve un dado al suministro."],
        ),
        p(
          "Las acciones se hacen en cualquier orden y se repiten mientras tengas dados y discos. El suministro es limitado: 8 dados amarillos, 8 rosa, 8 azules y 6 negros, 12 discos de Tecnología y 4 de Base estelar.",
        ),
        fig(
          "odg-discs",
          "Los discos de Tecnología usan Tecnologías, los de Base estelar pagan anillos y los del Adversario están junto a las filas de Confrontación. La influencia se cuenta con dorsos de carta; tu Base estelar guarda Flotas y Ciencia.",
        ),
      ),
      section(
        "results",
        "La fase de resultados",
        list(
          "**Lugar**: cada fila llena suma su influencia; cuando la influencia del Lugar llega a su coste, lo reclamas.",
          "**Encuentro**: con todos sus requisitos llenos, lo reclamas.",
          "**Reclamar** una carta: métela bajo tu mundo natal como **Colonia** o como **Tecnología**.",
          "**Base estelar**: las filas llenas dan Flotas. Los puntos del Laboratorio pagan **sondas** (la carta superior del mazo pasa a ser Ciencia) y **estudios** (un Lugar pasa a ser Ciencia). Después puedes **mejorar** la Base estelar con Ciencia: más discos y mejores filas.",
          "**Confrontación**: una fila llena retira su disco del Adversario, que guardáis para libraros de ser abrumados una vez. Retirar el último disco da la victoria al momento.",
        ),
        site(
          "Los resultados se resuelven en este orden: la Zona de descubrimiento de izquierda a derecha, las filas de la Base estelar, el Laboratorio, la mejora y la Confrontación.",
        ),
      ),
      section(
        "deck",
        "La influencia, el mazo y el Adversario",
        p(
          "La influencia se cuenta con cartas boca abajo del mazo (con su lado sencillo o doble). Los Lugares la ganan con sus filas; los Encuentros y el Adversario, cada turno.",
        ),
        p(
          "Si hay que robar una carta y el mazo está vacío, se aparta el Evento del Adversario de arriba (golpeará en la siguiente fase del Adversario) y el descarte pasa a ser el nuevo mazo. Si no queda ningún evento, os abruma. Cada carta que metéis bajo otra o descartáis acerca ese momento.",
        ),
        p(
          "La carta de Confrontación tiene dos caras; podéis voltearla mientras no tenga nada encima. Solo se puede llenar la fila más alta que siga junto a un disco, y algunas filas piden un nivel de Federación.",
        ),
      ),
      section(
        "end",
        "El final y la puntuación",
        list(
          "**Victoria**: la fase de resultados retira el último disco del Adversario. La partida termina al momento.",
          "**Abrumados**: cuando se cumple una condición del Adversario, o hay que barajar el mazo sin que quede ningún evento, exiliáis uno de los discos del Adversario que habéis reclamado y seguís jugando; sin ninguno, la partida está perdida.",
        ),
        site(
          "El resultado es la puntuación de campaña del reglamento: una victoria vale 10 + 2 por estrella del Adversario; una derrota, sus estrellas + vuestro mejor nivel de Federación + los discos del Adversario reclamados. El disco se exilia solo para libraros, y la condición que os abrumó se despeja.",
        ),
      ),
      section(
        "two",
        "Dos jugadores",
        list(
          "Cada jugador tiene su propia reserva y solo usa sus dados y discos (salvo las Tecnologías que actúan sobre un dado «de cualquier reserva»).",
          "Los dos actúan a la vez en la fase de acción; termina cuando los dos han pulsado «Terminar».",
          "Los dos pueden añadir dados a la misma casilla ancha, y cada uno puede dar un dado para hacer juntos un dado negro.",
          "Una fila de Confrontación necesita que los dos tengan su nivel de Federación. Los hitos cuentan solo tu reserva, tus colonias y tus tecnologías.",
        ),
      ),
      section(
        "options",
        "Opciones de la mesa",
        terms(
          [
            "Adversario",
            "La Flota colonial Neeble-Woober (1 estrella, la más fácil), la Autoridad de Preservación (2), el Coro Hueco (3), el Dominio Vorrax (4), la Marea de Óxido (5), o uno al azar.",
          ],
          [
            "Modo difícil",
            "La cara trasera de la carta del Adversario: una influencia más cada turno, una X más alta y umbrales para abrumar más bajos.",
          ],
        ),
        site(
          "El reglamento no trae los textos de las cartas: las cartas, mundos natales, sociedades y adversarios de aquí son propios de este sitio. El modo campaña y las reglas para cuatro jugadores no se juegan aquí.",
        ),
      ),
    ],
  },
};
