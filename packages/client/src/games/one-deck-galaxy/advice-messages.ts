/**
 * One Deck Galaxy's reasons for a learn table's suggestions (`why.*`, the keys the rules' advise.ts
 * gives with their numbers), English and Spanish; dictionary.ts layers them with the others. Each
 * says what the move does and why it is good now, short enough for one box above the board on a
 * phone. The client does not translate parameters: English texts name a card by `{card}` (its
 * English name), Spanish ones by `{slot}` (its place in the Discovery Zone, 1-4). A ring's
 * currency is `{sci|Science|Fleet}` (sci is 1 for Science, 0 for Fleets). Spanish terms follow
 * messages.ts.
 */

const en: Record<string, string> = {
  "why.roll":
    "Roll the dice you gathered ({n}): with your {discs} Tech {discs|disc|discs} they are your pool for this turn.",
  "why.roll.none":
    "You gathered no dice this turn: roll to start your Action phase with {discs} Tech {discs|disc|discs}.",
  "why.place.claim":
    "Put your {v} on {card}: it fills a row, +{gain} influence makes {total}/{cost}, so you claim the card at Results.",
  "why.place.row":
    "Put your {v} on {card}: it fills a row for +{gain} influence at Results ({total} of the {cost} needed).",
  "why.place.location":
    "Put your {v} on {card}: {left} more {left|box|boxes} and this row gives +{gain} influence (cost {cost}).",
  "why.place.wide.location":
    "Put your {v} in the wide box of {card}: {missing} more {missing|pip fills|pips fill} it, for a row worth +{gain} influence.",
  "why.place.encounter":
    "Your {v} completes {card}: you claim this Encounter at Results, before its influence reaches {threshold} ({infl} now).",
  "why.place.encounterPart":
    "Put your {v} on {card}: an Encounter is filled all in one turn, {left} more {left|box|boxes} to go; it Escalates at {threshold} ({infl} now).",
  "why.place.wide.encounter":
    "Put your {v} in the wide box of {card}: {missing} more {missing|pip|pips}; the whole Encounter must be filled this turn.",
  "why.place.starbase":
    "Your {v} fills a Starbase row: +{fleets} {fleets|Fleet|Fleets} at Results, to pay rings and calibrate dice.",
  "why.place.starbasePart":
    "Put your {v} on a Starbase row, the place for spare dice: {left} more {left|box|boxes} and it gives +{fleets} {fleets|Fleet|Fleets}.",
  "why.place.conf":
    "Your {v} fills the Confrontation row: an Adversary disc comes off at Results, {discs} left after it.",
  "why.place.win": "Your {v} fills the Confrontation row of the last Adversary disc: victory at Results!",
  "why.place.confPart":
    "Put your {v} on the Confrontation row: {left} more to fill, then an Adversary disc comes off ({discs} on it now).",
  "why.place.wide.conf":
    "Put your {v} in the Confrontation's wide box: {missing} more {missing|pip|pips} toward removing an Adversary disc.",
  "why.place.milestone":
    "Your {v} brings the discarded dice to {need}: the milestone is done, Federation Level {level}.",
  "why.place.wide.milestone":
    "Discard your {v} for your milestone: {missing} more of the {need} pips and your Federation Level rises.",
  "why.place.lab":
    "Put your {v} in the Research Lab, which takes any die: {pips} of the {probe} pips a Probe for Science costs.",
  "why.place.labProbe":
    "Put your {v} in the Research Lab: its {pips} pips pay {n} {n|Probe|Probes} ({probe} each) at Results, for Science.",
  "why.ring": "Fill this ring with a Starbase disc ({sci|Science|Fleet} cost {price}).",
  "why.ring.claim":
    "Fill the ring on {card} ({sci|Science|Fleet} cost {price}): the row gives +{gain} influence, {total}/{cost}: you claim it.",
  "why.ring.row":
    "Fill the ring on {card} ({sci|Science|Fleet} cost {price}): it completes a row, +{gain} influence ({total} of {cost}).",
  "why.ring.location":
    "Fill the ring on {card} ({sci|Science|Fleet} cost {price}): {left} more {left|box|boxes} and the row gives +{gain} influence.",
  "why.ring.encounter":
    "Fill the ring on {card} ({sci|Science|Fleet} cost {price}): it completes the Encounter, so you claim it at Results.",
  "why.ring.encounterPart":
    "Fill the ring on {card} ({sci|Science|Fleet} cost {price}): {left} more {left|box|boxes} this turn and the Encounter is complete.",
  "why.ring.conf":
    "Fill the Confrontation ring ({sci|Science|Fleet} cost {price}): the row is full, an Adversary disc comes off ({discs} left).",
  "why.ring.win":
    "Fill the Confrontation ring ({sci|Science|Fleet} cost {price}): the last Adversary disc comes off: victory!",
  "why.ring.confPart":
    "Fill the Confrontation ring ({sci|Science|Fleet} cost {price}): {left} more to fill, then an Adversary disc comes off.",
  "why.cancel":
    "Take back the dice on the open wide box: no die left can bring the {missing} {missing|pip|pips} it still needs.",
  "why.calibrate":
    "Spend {cost} {cost|Fleet|Fleets} to turn your {v} into a {to}: that value fits a box you want ({fleets} left).",
  "why.ultratech":
    "Spend {cost} Science on a black Ultratech die: it fills a box of any colour ({science} Science left).",
  "why.combine": "Return your {a} and {b} for a black {v}: one Ultratech die that fills a box of any colour.",
  "why.combine.partner":
    "Return your {a} with your partner's {b} for a black {v}: an Ultratech die fills a box of any colour.",
  "why.return":
    "Return your {v} to the supply: it fits no box, and a Tech or a combination can take a die from the supply.",
  "why.tech": "Use {tech} now: Tech discs go back to the supply at the end of the turn anyway.",
  "why.tech.gain":
    "Use {tech}: gain {n} {n|die|dice} showing {v}, more dice to fill boxes ({discs} Tech {discs|disc|discs} left).",
  "why.tech.roll":
    "Use {tech}: roll {n} new {n|die|dice} into your pool, more dice to fill boxes ({discs} Tech {discs|disc|discs} left).",
  "why.tech.reroll":
    "Use {tech}: reroll up to {n} dice; {low} of yours {low|shows|show} 1 or 2 and will likely come up higher.",
  "why.tech.adjust":
    "Use {tech}: change up to {n} {n|die|dice} by {by}, to reach the values the boxes on the table ask for.",
  "why.tech.set": "Use {tech}: set up to {n} {n|die|dice} to {v}, a value the boxes on the table ask for.",
  "why.tech.ultra": "Use {tech}: turn up to {n} {n|die|dice} black; Ultratech dice fill boxes of any colour.",
  "why.tech.fleet":
    "Use {tech}: +{n} {n|Fleet|Fleets} for the Starbase ({fleets} now), to pay rings and calibrate dice.",
  "why.tech.probe":
    "Use {tech}: {n} {n|Probe turns|Probes turn} the deck's top card into Science ({science} now), for rings and upgrades.",
  "why.tech.disc": "Use {tech}: +{n} Tech {n|disc|discs}, so you can use more Techs this turn.",
  "why.tech.calm":
    "Use {tech}: the Adversary loses {n} influence ({infl} now); its influence grows each turn until it Overwhelms you.",
  "why.tech.soothe":
    "Use {tech}: each Encounter loses {n} influence, further from Escalating ({enc} in play).",
  "why.pick.reroll": "Reroll your {v}: a die that low fits few boxes, and a new roll will likely be higher.",
  "why.pick.up":
    "Raise your {v} to {to}: higher dice meet more box minimums, and every pip counts in the Research Lab.",
  "why.pick.down": "Lower your {v} to {to}: that value fits a box on the table where a {v} does not.",
  "why.pick.ultra": "Turn your {v} into a black {v}: an Ultratech die fills a box of any colour.",
  "why.stop": "Stop here: none of your dice gains from this effect now ({left} {left|pick|picks} unused).",
  "why.milestone.discs":
    "Spend {n} Tech discs on your milestone: Federation Level {level}, for higher Confrontation rows and Tech tiers.",
  "why.milestone.exile":
    "Exile {n} {n|colony|colonies} for your milestone: Federation Level {level}, for higher Confrontation rows and Tech tiers.",
  "why.milestone.exileFleets":
    "Exile {n} {n|colony|colonies} for your milestone: Federation Level {level}, and +{fleets} {fleets|Fleet|Fleets} from your Society.",
  "why.flip":
    "Flip the Confrontation card: nothing is on it yet, and this turn your dice can fill the other side's row.",
  "why.done":
    "End your Action phase: your {n} {n|die|dice} left fit no box worth it; Results then pay out what you filled.",
  "why.done.empty":
    "End your Action phase: every die is used; Results then pay out every row and card you filled.",
  "why.claim.colony":
    "Found a Colony with {card}: from next turn you gather {dice} more {dice|die|dice} every turn.",
  "why.claim.colonyDiscs":
    "Found a Colony with {card}: you gather {dice} more {dice|die|dice} and {discs} more Tech {discs|disc|discs} every turn.",
  "why.claim.colonyDisc":
    "Found a Colony with {card}: you gather {discs} more Tech {discs|disc|discs} every turn, to use more Techs.",
  "why.claim.colonyMilestone":
    "Found a Colony with {card}: it completes one of your milestones, Federation Level {level}.",
  "why.claim.tech":
    "Develop {card} as a Tech: one more effect for your Tech discs ({discs} a turn), every turn.",
  "why.claim.techMilestone":
    "Develop {card} as a Tech: it completes one of your milestones, Federation Level {level}.",
  "why.claim.partnerColony":
    "Give {card} to your partner as a Colony: it adds to what they gather each turn, and serves them more now.",
  "why.claim.partnerTech":
    "Give {card} to your partner as a Tech: a new effect for their Tech discs, of more use to them now.",
  "why.probe":
    "Launch a Probe for {cost} of the {pips} Lab pips: the deck's top card becomes Science ({science} now).",
  "why.study":
    "Study {card} for {cost} of the {pips} Lab pips (its influence is a discount): it becomes {sci} Science.",
  "why.labDone":
    "Lab done: the {pips} {pips|pip|pips} left are short of a Probe ({probe}), and no Study is worth them.",
  "why.labDone.unspent":
    "Lab done: the {pips} {pips|pip|pips} left go back unspent, though a Probe costs only {probe}.",
  "why.upgrade":
    "Upgrade the Starbase to Class {n} for {cost} Science: {discs} Starbase discs a turn, and Probes for {probe} pips.",
  "why.noUpgrade":
    "Keep the Class {cls} Starbase: your {science} Science stays to pay rings and Ultratech dice.",
};

const es: Record<string, string> = {
  "why.roll":
    "Tira los dados que has reunido ({n}): con {discs} {discs|disco|discos} de Tecnología son tu reserva de este turno.",
  "why.roll.none":
    "No has reunido dados este turno: tira para empezar tu fase de Acción con {discs} {discs|disco|discos} de Tecnología.",
  "why.place.claim":
    "Pon tu {v} en la carta {slot} de la Zona: llena una fila, +{gain} de influencia da {total}/{cost} y la reclamas en Resultados.",
  "why.place.row":
    "Pon tu {v} en la carta {slot} de la Zona: llena una fila, +{gain} de influencia en Resultados ({total} de {cost}).",
  "why.place.location":
    "Pon tu {v} en la carta {slot} de la Zona: con {left} {left|casilla|casillas} más, la fila da +{gain} de influencia (coste {cost}).",
  "why.place.wide.location":
    "Pon tu {v} en la casilla ancha de la carta {slot}: {missing|falta|faltan} {missing} {missing|punto|puntos}; la fila da +{gain} de influencia.",
  "why.place.encounter":
    "Tu {v} completa el Encuentro de la carta {slot}: lo reclamas en Resultados antes de que llegue a {threshold} de influencia (tiene {infl}).",
  "why.place.encounterPart":
    "Pon tu {v} en el Encuentro de la carta {slot}: se llena en un solo turno y {left|falta|faltan} {left}; escala con {threshold} de influencia (tiene {infl}).",
  "why.place.wide.encounter":
    "Pon tu {v} en la casilla ancha del Encuentro (carta {slot}): {missing|falta|faltan} {missing}; el Encuentro se llena entero este turno.",
  "why.place.starbase":
    "Tu {v} llena una fila de la Base estelar: +{fleets} {fleets|Flota|Flotas} en Resultados, para pagar anillos y calibrar dados.",
  "why.place.starbasePart":
    "Pon tu {v} en una fila de la Base estelar, el sitio de los dados sobrantes: con {left} más da +{fleets} {fleets|Flota|Flotas}.",
  "why.place.conf":
    "Tu {v} llena la fila de Confrontación: en Resultados se retira un disco del Adversario y {discs|queda|quedan} {discs}.",
  "why.place.win":
    "Tu {v} llena la fila de Confrontación del último disco del Adversario: ¡victoria en Resultados!",
  "why.place.confPart":
    "Pon tu {v} en la fila de Confrontación: {left|falta|faltan} {left} y se retira un disco del Adversario (tiene {discs}).",
  "why.place.wide.conf":
    "Pon tu {v} en la casilla ancha de Confrontación: {missing|falta|faltan} {missing} {missing|punto|puntos} para retirar un disco del Adversario.",
  "why.place.milestone":
    "Tu {v} completa los {need} puntos de dados descartados: hito cumplido, nivel de Federación {level}.",
  "why.place.wide.milestone":
    "Descarta tu {v} para tu hito: {missing|falta|faltan} {missing} de {need} puntos y subes de nivel de Federación.",
  "why.place.lab":
    "Pon tu {v} en el Laboratorio, que admite cualquier dado: {pips} de los {probe} puntos de una sonda, que da Ciencia.",
  "why.place.labProbe":
    "Pon tu {v} en el Laboratorio: sus {pips} puntos pagan {n} {n|sonda|sondas} ({probe} cada una) en Resultados: Ciencia.",
  "why.ring": "Llena este anillo con un disco de la Base estelar (coste en {sci|Ciencia|Flotas}: {price}).",
  "why.ring.claim":
    "Llena el anillo de la carta {slot} (coste en {sci|Ciencia|Flotas}: {price}): la fila da +{gain} de influencia, {total}/{cost}, y la reclamas.",
  "why.ring.row":
    "Llena el anillo de la carta {slot} (coste en {sci|Ciencia|Flotas}: {price}): completa una fila, +{gain} de influencia ({total} de {cost}).",
  "why.ring.location":
    "Llena el anillo de la carta {slot} (coste en {sci|Ciencia|Flotas}: {price}): con {left} más, la fila da +{gain} de influencia.",
  "why.ring.encounter":
    "Llena el anillo del Encuentro (carta {slot}, coste en {sci|Ciencia|Flotas}: {price}): queda completo y lo reclamas en Resultados.",
  "why.ring.encounterPart":
    "Llena el anillo del Encuentro (carta {slot}, coste en {sci|Ciencia|Flotas}: {price}): {left|falta|faltan} {left} este turno.",
  "why.ring.conf":
    "Llena el anillo de Confrontación (coste en {sci|Ciencia|Flotas}: {price}): se retira un disco del Adversario y {discs|queda|quedan} {discs}.",
  "why.ring.win":
    "Llena el anillo de Confrontación (coste en {sci|Ciencia|Flotas}: {price}): se retira el último disco del Adversario: ¡victoria!",
  "why.ring.confPart":
    "Llena el anillo de Confrontación (coste en {sci|Ciencia|Flotas}: {price}): {left|falta|faltan} {left} para retirar un disco del Adversario.",
  "why.cancel":
    "Recupera los dados de la casilla ancha abierta: ningún dado que te queda aporta los {missing} {missing|punto|puntos} que le faltan.",
  "why.calibrate":
    "Gasta {cost} {cost|Flota|Flotas} para convertir tu {v} en un {to}: ese valor encaja en una casilla que buscas (quedan {fleets}).",
  "why.ultratech":
    "Gasta {cost} de Ciencia en un dado negro Ultratec: llena casillas de cualquier color (te quedan {science}).",
  "why.combine":
    "Devuelve tu {a} y tu {b} a cambio de un {v} negro: un dado Ultratec que llena casillas de cualquier color.",
  "why.combine.partner":
    "Devuelve tu {a} con el {b} de tu compañero a cambio de un {v} negro: un dado Ultratec llena casillas de cualquier color.",
  "why.return":
    "Devuelve tu {v} al suministro: no encaja en ninguna casilla, y una Tecnología o una combinación puede tomar ese dado.",
  "why.tech":
    "Usa esta Tecnología ahora: los discos de Tecnología vuelven al suministro al final del turno de todos modos.",
  "why.tech.gain":
    "Usa esta Tecnología: ganas {n} {n|dado|dados} con un {v} para llenar casillas (te {discs|queda|quedan} {discs} {discs|disco|discos}).",
  "why.tech.roll":
    "Usa esta Tecnología: tiras {n} {n|dado nuevo|dados nuevos} a tu reserva para llenar casillas (te {discs|queda|quedan} {discs} {discs|disco|discos}).",
  "why.tech.reroll":
    "Usa esta Tecnología: vuelve a tirar hasta {n} dados; {low} de los tuyos {low|muestra|muestran} 1 o 2 y seguramente saldrán más altos.",
  "why.tech.adjust":
    "Usa esta Tecnología: cambia hasta {n} {n|dado|dados} en {by} para alcanzar los valores que piden las casillas.",
  "why.tech.set":
    "Usa esta Tecnología: pon hasta {n} {n|dado|dados} a {v}, un valor que piden las casillas de la mesa.",
  "why.tech.ultra":
    "Usa esta Tecnología: convierte hasta {n} {n|dado|dados} en {n|negro|negros}; los dados Ultratec llenan casillas de cualquier color.",
  "why.tech.fleet":
    "Usa esta Tecnología: +{n} {n|Flota|Flotas} para la Base estelar (tienes {fleets}), para pagar anillos y calibrar dados.",
  "why.tech.probe":
    "Usa esta Tecnología: {n} {n|sonda convierte|sondas convierten} la carta de encima del mazo en Ciencia (tienes {science}).",
  "why.tech.disc":
    "Usa esta Tecnología: +{n} {n|disco|discos} de Tecnología para usar más Tecnologías este turno.",
  "why.tech.calm":
    "Usa esta Tecnología: el Adversario pierde {n} de influencia (tiene {infl}); crece cada turno hasta que os abruma.",
  "why.tech.soothe":
    "Usa esta Tecnología: cada Encuentro pierde {n} de influencia y se aleja de su escalada (hay {enc} en juego).",
  "why.pick.reroll":
    "Vuelve a tirar tu {v}: un dado tan bajo encaja en pocas casillas y lo más probable es que salga más alto.",
  "why.pick.up":
    "Sube tu {v} a {to}: los dados altos cumplen más mínimos de casillas y cada punto cuenta en el Laboratorio.",
  "why.pick.down": "Baja tu {v} a {to}: ese valor encaja en una casilla de la mesa donde un {v} no cabe.",
  "why.pick.ultra": "Convierte tu {v} en un {v} negro: un dado Ultratec llena casillas de cualquier color.",
  "why.stop":
    "Para aquí: ningún dado tuyo gana nada con este efecto ahora ({left} {left|elección|elecciones} sin usar).",
  "why.milestone.discs":
    "Gasta {n} discos de Tecnología en tu hito: nivel de Federación {level}, para filas de Confrontación y Tecnologías más altas.",
  "why.milestone.exile":
    "Exilia {n} {n|colonia|colonias} por tu hito: nivel de Federación {level}, para filas de Confrontación y Tecnologías más altas.",
  "why.milestone.exileFleets":
    "Exilia {n} {n|colonia|colonias} por tu hito: nivel de Federación {level} y +{fleets} {fleets|Flota|Flotas} por tu sociedad.",
  "why.flip":
    "Voltea la carta de Confrontación: aún no tiene nada encima y este turno tus dados pueden llenar la fila del otro lado.",
  "why.done":
    "Termina tu fase de Acción: te {n|queda|quedan} {n} {n|dado|dados} sin casilla útil; en Resultados cobras lo que has llenado.",
  "why.done.empty":
    "Termina tu fase de Acción: has usado todos los dados; en Resultados cobras cada fila y carta que has llenado.",
  "why.claim.colony":
    "Funda una Colonia con esta carta: desde el próximo turno reúnes {dice} {dice|dado|dados} más cada turno.",
  "why.claim.colonyDiscs":
    "Funda una Colonia con esta carta: reúnes {dice} {dice|dado|dados} y {discs} {discs|disco|discos} de Tecnología más cada turno.",
  "why.claim.colonyDisc":
    "Funda una Colonia con esta carta: reúnes {discs} {discs|disco|discos} de Tecnología más cada turno para usar más Tecnologías.",
  "why.claim.colonyMilestone":
    "Funda una Colonia con esta carta: cumples uno de tus hitos, nivel de Federación {level}.",
  "why.claim.tech":
    "Desarrolla esta carta como Tecnología: un efecto más para tus discos de Tecnología ({discs} por turno), cada turno.",
  "why.claim.techMilestone":
    "Desarrolla esta carta como Tecnología: cumples uno de tus hitos, nivel de Federación {level}.",
  "why.claim.partnerColony":
    "Da esta carta a tu compañero como Colonia: suma a lo que reúne cada turno y ahora le sirve más que a ti.",
  "why.claim.partnerTech":
    "Da esta carta a tu compañero como Tecnología: un efecto nuevo para sus discos, ahora le sirve más que a ti.",
  "why.probe":
    "Lanza una sonda por {cost} de los {pips} puntos del Laboratorio: la carta de encima del mazo pasa a Ciencia (tienes {science}).",
  "why.study":
    "Estudia la carta {slot} por {cost} de los {pips} puntos del Laboratorio (su influencia descuenta): da {sci} de Ciencia.",
  "why.labDone":
    "Laboratorio hecho: con {pips} {pips|punto|puntos} no llegas a una sonda ({probe}) y ningún estudio merece la pena.",
  "why.labDone.unspent":
    "Laboratorio hecho: {pips|se pierde|se pierden} {pips} {pips|punto|puntos}, aunque una sonda solo cuesta {probe}.",
  "why.upgrade":
    "Mejora la Base estelar a clase {n} por {cost} de Ciencia: {discs} discos de la Base por turno y sondas por {probe} puntos.",
  "why.noUpgrade":
    "Mantén la Base estelar de clase {cls}: tus {science} de Ciencia siguen pagando anillos y dados Ultratec.",
};

export const adviceMessages: Record<"en" | "es", Record<string, string>> = { en, es };
