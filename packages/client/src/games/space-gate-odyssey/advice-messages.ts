/**
 * Space Gate Odyssey's guide on a learn table: why the suggested move is good (the rules' `advise`,
 * packages/rules/src/space-gate-odyssey/advise.ts), English and Spanish. Short: one box on a phone.
 */

const en: Record<string, string> = {
  // activating a control room
  "why.activate.water.gate":
    "Activate Water: {n} {n|action|actions} for you, {others} for the others; your gate module to {planet} lacks only {need} {need|settler|settlers}.",
  "why.activate.water.on":
    "Activate Water: {n} {n|action|actions} for you, {others} for the others; a settler can switch an Off Water module On.",
  "why.activate.water":
    "Activate Water: {n} {n|action|actions} for you, {others} for the others, to bring settlers nearer your gate modules.",
  "why.activate.wildlife.gate":
    "Activate Wildlife: {n} {n|action|actions} for you, {others} for the others; your gate module to {planet} lacks only {need} {need|settler|settlers}.",
  "why.activate.wildlife.on":
    "Activate Wildlife: {n} {n|action|actions} for you, {others} for the others; a settler can switch an Off Wildlife module On.",
  "why.activate.wildlife":
    "Activate Wildlife: {n} {n|action|actions} for you, {others} for the others, to bring settlers nearer your gate modules.",
  "why.activate.energy.gate":
    "Activate Energy: {n} {n|action|actions} for you, {others} for the others; your gate module to {planet} lacks only {need} {need|settler|settlers}.",
  "why.activate.energy.on":
    "Activate Energy: {n} {n|action|actions} for you, {others} for the others; a settler can switch an Off Energy module On.",
  "why.activate.energy":
    "Activate Energy: {n} {n|action|actions} for you, {others} for the others, to bring settlers nearer your gate modules.",
  "why.activate.modules":
    "Activate Modules: {n} {n|module|modules} to draw for you, {others} for the others. A bigger station holds more settlers.",
  "why.activate.airlock":
    "Activate the Airlock: {n} {n|action|actions} for you, {others} for the others; your access modules take {add} {add|settler|settlers}.",

  // moving settlers
  "why.settler.on":
    "This settler switches the module On (it goes back to your reserve): On modules hold settlers and score predominance.",
  "why.settler.on.gate":
    "This settler switches your gate module to {planet} On (it goes back to your reserve): now settlers can gather there.",
  "why.settler.on.recruit":
    "This settler switches the Odyssey module On (it goes back to your reserve): you recruit an engineer, +1 action.",
  "why.settler.on.promote":
    "This settler switches the Odyssey module On (it goes back to your reserve): an engineer becomes a chief, 2 actions.",
  "why.settler.on.robot":
    "This settler switches the Odyssey module On (it goes back to your reserve): a robot gives +1 action in a room for good.",
  "why.settler.on.lost":
    "This settler switches the Odyssey module On: no figure is left for its bonus, but On modules score predominance.",
  "why.settler.gate":
    "Into your gate module to {planet}: {k} of {cap} settlers. When it is full, they travel.",
  "why.settler.gateFull":
    "This settler fills your gate module ({cap} of {cap}): after the actions they travel to {planet}.",
  "why.settler.gateFullHawking":
    "This settler fills your gate module ({cap} of {cap}): after the actions they reach Hawking, +{cap} influence.",
  "why.settler.toward":
    "Move a settler toward your gate module to {planet}: {steps} {steps|move|moves} from it now.",
  "why.settler.free":
    "Move a settler out of the access module: the Airlock can fill the room it leaves again.",
  "why.settler":
    "Move a settler on, so it stands where your next actions can use it ({n} {n|action|actions} left).",

  // the worksite and the station
  "why.draw.gate":
    "Take the gate module on top (capacity {cap}): once full, its settlers travel to {planet}.",
  "why.draw.odyssey.recruit":
    "Take the Odyssey module on top: the settler who switches it On recruits you an engineer, +1 action.",
  "why.draw.odyssey.promote":
    "Take the Odyssey module on top: the settler who switches it On makes an engineer a chief, 2 actions.",
  "why.draw.odyssey.robot":
    "Take the Odyssey module on top: the settler who switches it On brings a robot, +1 action for good.",
  "why.draw.access":
    "Take the access module on top (capacity {cap}): the Airlock fills it with settlers from your reserve.",
  "why.place.gate":
    "Put the gate module here, {steps} {steps|move|moves} from an access module; {open} open {open|corridor|corridors} (−1 influence each at the end).",
  "why.place.closes":
    "Put it here: it joins {joined} {joined|corridor|corridors} and closes open ones; {open} {open|is|are} left (−1 influence each at the end).",
  "why.place":
    "Put it here: it joins {joined} {joined|corridor|corridors}; {open} open {open|corridor|corridors} (−1 influence each at the end).",
  "why.return":
    "Return it under its pile: no place in your station pays for it. {n} {n|action|actions} left for other piles.",
  "why.return.nowhere":
    "No corridor of your station opens onto space, so the module has no place: return it.",
  "why.fill":
    "Fill this access module: {added} {added|settler|settlers} from your reserve ({left} left) {added|sets|set} off toward your gate modules.",
  "why.pass.modules": "End your actions ({n} unused): no module on top of a pile is worth a place now.",
  "why.pass.airlock": "End your actions ({n} unused): filling more access modules gains nothing now.",
  "why.pass.settlers": "End your actions ({n} unused): no settler move improves your station now.",

  // journeys and exoplanets
  "why.send": "Send this full gate module now: its {n} {n|settler|settlers} land on {planet}.",
  "why.send.hawking":
    "Send this full gate module now: its {n} {n|settler|settlers} reach Hawking, +{n} influence.",
  "why.colonize.close":
    "This settler closes {planet}: you score {pts} influence now (your best rival {rival}).",
  "why.colonize.predominance":
    "A predominance spot: you swap two predominance tokens, and {planet} would give you {pts} if it closed now.",
  "why.colonize.gain":
    "Settle here: if {planet} closed now, it would give you {to} influence instead of {from}.",
  "why.colonize":
    "Settle here, the best free spot for you: if {planet} closed now, it would give you {to} influence.",
  "why.swap.gain":
    "Swap the tokens in places {a} and {b}: with your On modules now, your predominance goes from {from} to {to}.",
  "why.swap.block":
    "Swap the tokens in places {a} and {b}: with the On modules now, your best rival's predominance drops from {from} to {to}.",
  "why.swap":
    "Swap the tokens in places {a} and {b}: the order of the track that should pay you most at the end.",
  "why.moveGate":
    "Give the gate to {planet}, not {other}. Settlers waiting at this gate: yours {mine}, the others' {theirs}.",

  // figures
  "why.recruit.water": "Put the new engineer in the Water room: it then gives you {n} {n|action|actions}.",
  "why.recruit.wildlife":
    "Put the new engineer in the Wildlife room: it then gives you {n} {n|action|actions}.",
  "why.recruit.energy": "Put the new engineer in the Energy room: it then gives you {n} {n|action|actions}.",
  "why.recruit.modules":
    "Put the new engineer in the Modules room: it then gives you {n} {n|action|actions}.",
  "why.recruit.airlock":
    "Put the new engineer in the Airlock room: it then gives you {n} {n|action|actions}.",
  "why.promote.water":
    "Promote your engineer in the Water room: a chief gives 2 actions, so the room gives {n}.",
  "why.promote.wildlife":
    "Promote your engineer in the Wildlife room: a chief gives 2 actions, so the room gives {n}.",
  "why.promote.energy":
    "Promote your engineer in the Energy room: a chief gives 2 actions, so the room gives {n}.",
  "why.promote.modules":
    "Promote your engineer in the Modules room: a chief gives 2 actions, so the room gives {n}.",
  "why.promote.airlock":
    "Promote your engineer in the Airlock room: a chief gives 2 actions, so the room gives {n}.",
  "why.govern.water":
    "Government rank {rank} takes an engineer: the Water room's, which you miss least; it keeps {n} {n|action|actions}.",
  "why.govern.wildlife":
    "Government rank {rank} takes an engineer: the Wildlife room's, which you miss least; it keeps {n} {n|action|actions}.",
  "why.govern.energy":
    "Government rank {rank} takes an engineer: the Energy room's, which you miss least; it keeps {n} {n|action|actions}.",
  "why.govern.modules":
    "Government rank {rank} takes an engineer: the Modules room's, which you miss least; it keeps {n} {n|action|actions}.",
  "why.govern.airlock":
    "Government rank {rank} takes an engineer: the Airlock room's, which you miss least; it keeps {n} {n|action|actions}.",
  "why.reorganize":
    "Use your reorganization token: rebuild your station to close some of its {open} open {open|corridor|corridors}.",
  "why.reorganize.place": "Put this module back here: {open} open {open|corridor|corridors} so far.",
  "why.reorganize.cancel":
    "Cancel the reorganization: your station goes back as it was ({open} open {open|corridor|corridors}).",
};

const es: Record<string, string> = {
  "why.activate.water.gate":
    "Activa la sala de Agua: {n} {n|acción|acciones} para ti y {others} para los demás; a tu módulo de Puerta hacia {planet} le {need|falta|faltan} solo {need} {need|colono|colonos}.",
  "why.activate.water.on":
    "Activa la sala de Agua: {n} {n|acción|acciones} para ti y {others} para los demás; un colono puede activar un módulo de Agua desactivado.",
  "why.activate.water":
    "Activa la sala de Agua: {n} {n|acción|acciones} para ti y {others} para los demás, para acercar colonos a tus módulos de Puerta.",
  "why.activate.wildlife.gate":
    "Activa la sala de Vida salvaje: {n} {n|acción|acciones} para ti y {others} para los demás; a tu módulo de Puerta hacia {planet} le {need|falta|faltan} solo {need} {need|colono|colonos}.",
  "why.activate.wildlife.on":
    "Activa la sala de Vida salvaje: {n} {n|acción|acciones} para ti y {others} para los demás; un colono puede activar un módulo de Vida salvaje desactivado.",
  "why.activate.wildlife":
    "Activa la sala de Vida salvaje: {n} {n|acción|acciones} para ti y {others} para los demás, para acercar colonos a tus módulos de Puerta.",
  "why.activate.energy.gate":
    "Activa la sala de Energía: {n} {n|acción|acciones} para ti y {others} para los demás; a tu módulo de Puerta hacia {planet} le {need|falta|faltan} solo {need} {need|colono|colonos}.",
  "why.activate.energy.on":
    "Activa la sala de Energía: {n} {n|acción|acciones} para ti y {others} para los demás; un colono puede activar un módulo de Energía desactivado.",
  "why.activate.energy":
    "Activa la sala de Energía: {n} {n|acción|acciones} para ti y {others} para los demás, para acercar colonos a tus módulos de Puerta.",
  "why.activate.modules":
    "Activa la sala de Módulos: {n} {n|módulo|módulos} que robar para ti y {others} para los demás. Una estación mayor aloja más colonos.",
  "why.activate.airlock":
    "Activa la sala de Acceso: {n} {n|acción|acciones} para ti y {others} para los demás; tus módulos de acceso admiten {add} {add|colono|colonos}.",

  "why.settler.on":
    "Este colono activa el módulo (vuelve a tu reserva): los módulos activados alojan colonos y puntúan predominio.",
  "why.settler.on.gate":
    "Este colono activa tu módulo de Puerta hacia {planet} (vuelve a tu reserva): ya pueden reunirse colonos allí.",
  "why.settler.on.recruit":
    "Este colono activa el módulo de la Odyssey (vuelve a tu reserva): reclutas un ingeniero, +1 acción.",
  "why.settler.on.promote":
    "Este colono activa el módulo de la Odyssey (vuelve a tu reserva): un ingeniero pasa a jefe, 2 acciones.",
  "why.settler.on.robot":
    "Este colono activa el módulo de la Odyssey (vuelve a tu reserva): un robot da +1 acción en una sala para siempre.",
  "why.settler.on.lost":
    "Este colono activa el módulo de la Odyssey: no te queda figura para su bonificación, pero puntúa predominio.",
  "why.settler.gate":
    "A tu módulo de Puerta hacia {planet}: {k} de {cap} colonos. Cuando esté completo, viajarán.",
  "why.settler.gateFull":
    "Este colono completa tu módulo de Puerta ({cap} de {cap}): tras las acciones viajarán a {planet}.",
  "why.settler.gateFullHawking":
    "Este colono completa tu módulo de Puerta ({cap} de {cap}): tras las acciones llegarán a Hawking, +{cap} de influencia.",
  "why.settler.toward":
    "Acerca un colono a tu módulo de Puerta hacia {planet}: ahora está a {steps} {steps|paso|pasos}.",
  "why.settler.free":
    "Saca un colono del módulo de acceso: la sala de Acceso podrá volver a completar el hueco que deja.",
  "why.settler":
    "Mueve un colono para dejarlo donde tus próximas acciones lo aprovechen ({n} {n|acción|acciones} restantes).",

  "why.draw.gate":
    "Coge el módulo de Puerta Espacial de arriba (capacidad {cap}): cuando esté completo, sus colonos viajarán a {planet}.",
  "why.draw.odyssey.recruit":
    "Coge el módulo de la Odyssey de arriba: el colono que lo active te recluta un ingeniero, +1 acción.",
  "why.draw.odyssey.promote":
    "Coge el módulo de la Odyssey de arriba: el colono que lo active asciende a un ingeniero a jefe, 2 acciones.",
  "why.draw.odyssey.robot":
    "Coge el módulo de la Odyssey de arriba: el colono que lo active te trae un robot, +1 acción para siempre.",
  "why.draw.access":
    "Coge el módulo de acceso de arriba (capacidad {cap}): la sala de Acceso lo completa con colonos de tu reserva.",
  "why.place.gate":
    "Pon aquí el módulo de Puerta, a {steps} {steps|paso|pasos} de un módulo de acceso; {open} {open|pasillo abierto|pasillos abiertos} (−1 de influencia cada uno).",
  "why.place.closes":
    "Ponlo aquí: une {joined} {joined|pasillo|pasillos} y cierra pasillos abiertos; {open|queda|quedan} {open} (−1 de influencia cada uno al final).",
  "why.place":
    "Ponlo aquí: une {joined} {joined|pasillo|pasillos}; {open} {open|pasillo abierto|pasillos abiertos} (−1 de influencia cada uno al final).",
  "why.return":
    "Devuélvelo bajo su pila: ningún sitio de tu estación lo aprovecha. Te quedan {n} {n|acción|acciones} para otras pilas.",
  "why.return.nowhere":
    "Ningún pasillo de tu estación se abre al vacío, así que el módulo no cabe: devuélvelo a su pila.",
  "why.fill":
    "Completa este módulo de acceso: {added} {added|colono|colonos} de tu reserva (quedan {left}) {added|sale|salen} hacia tus módulos de Puerta.",
  "why.pass.modules":
    "Termina tus acciones ({n} sin usar): ningún módulo en lo alto de una pila merece un sitio ahora.",
  "why.pass.airlock":
    "Termina tus acciones ({n} sin usar): completar más módulos de acceso no aporta nada ahora.",
  "why.pass.settlers":
    "Termina tus acciones ({n} sin usar): ningún movimiento de colonos mejora tu estación ahora.",

  "why.send":
    "Envía ahora este módulo de Puerta completo: sus {n} {n|colono llega|colonos llegan} a {planet}.",
  "why.send.hawking":
    "Envía ahora este módulo de Puerta completo: sus {n} {n|colono llega|colonos llegan} a Hawking, +{n} de influencia.",
  "why.colonize.close":
    "Este colono cierra {planet}: ganas {pts} de influencia ahora (tu mejor rival, {rival}).",
  "why.colonize.predominance":
    "Casilla de predominio: intercambias dos fichas de Predominio, y {planet} te daría {pts} si se cerrara ahora.",
  "why.colonize.gain":
    "Coloniza aquí: si {planet} se cerrara ahora, te daría {to} de influencia en vez de {from}.",
  "why.colonize":
    "Coloniza aquí, la mejor casilla libre para ti: si {planet} se cerrara ahora, te daría {to} de influencia.",
  "why.swap.gain":
    "Intercambia las fichas de los puestos {a} y {b}: con tus módulos activados de hoy, tu predominio pasa de {from} a {to}.",
  "why.swap.block":
    "Intercambia las fichas de los puestos {a} y {b}: con los módulos de hoy, el predominio de tu mejor rival baja de {from} a {to}.",
  "why.swap":
    "Intercambia las fichas de los puestos {a} y {b}: el orden del marcador que más debería darte al final.",
  "why.moveGate":
    "Da la puerta a {planet}, no a {other}. Colonos en espera de esta puerta: tuyos {mine}, de los demás {theirs}.",

  "why.recruit.water": "Pon el nuevo ingeniero en la sala de Agua: te dará {n} {n|acción|acciones}.",
  "why.recruit.wildlife":
    "Pon el nuevo ingeniero en la sala de Vida salvaje: te dará {n} {n|acción|acciones}.",
  "why.recruit.energy": "Pon el nuevo ingeniero en la sala de Energía: te dará {n} {n|acción|acciones}.",
  "why.recruit.modules": "Pon el nuevo ingeniero en la sala de Módulos: te dará {n} {n|acción|acciones}.",
  "why.recruit.airlock": "Pon el nuevo ingeniero en la sala de Acceso: te dará {n} {n|acción|acciones}.",
  "why.promote.water":
    "Asciende a tu ingeniero de la sala de Agua: un jefe da 2 acciones, así que la sala te da {n}.",
  "why.promote.wildlife":
    "Asciende a tu ingeniero de la sala de Vida salvaje: un jefe da 2 acciones, así que la sala te da {n}.",
  "why.promote.energy":
    "Asciende a tu ingeniero de la sala de Energía: un jefe da 2 acciones, así que la sala te da {n}.",
  "why.promote.modules":
    "Asciende a tu ingeniero de la sala de Módulos: un jefe da 2 acciones, así que la sala te da {n}.",
  "why.promote.airlock":
    "Asciende a tu ingeniero de la sala de Acceso: un jefe da 2 acciones, así que la sala te da {n}.",
  "why.govern.water":
    "El rango gubernamental {rank} se lleva un ingeniero: el de la sala de Agua, el que menos falta te hace; le {n|queda|quedan} {n} {n|acción|acciones}.",
  "why.govern.wildlife":
    "El rango gubernamental {rank} se lleva un ingeniero: el de la sala de Vida salvaje, el que menos falta te hace; le {n|queda|quedan} {n} {n|acción|acciones}.",
  "why.govern.energy":
    "El rango gubernamental {rank} se lleva un ingeniero: el de la sala de Energía, el que menos falta te hace; le {n|queda|quedan} {n} {n|acción|acciones}.",
  "why.govern.modules":
    "El rango gubernamental {rank} se lleva un ingeniero: el de la sala de Módulos, el que menos falta te hace; le {n|queda|quedan} {n} {n|acción|acciones}.",
  "why.govern.airlock":
    "El rango gubernamental {rank} se lleva un ingeniero: el de la sala de Acceso, el que menos falta te hace; le {n|queda|quedan} {n} {n|acción|acciones}.",
  "why.reorganize":
    "Usa tu ficha de Reorganización: rehaz tu estación para cerrar alguno de sus {open} {open|pasillo abierto|pasillos abiertos}.",
  "why.reorganize.place":
    "Vuelve a poner aquí este módulo: {open} {open|pasillo abierto|pasillos abiertos} por ahora.",
  "why.reorganize.cancel":
    "Cancela la reorganización: tu estación vuelve a quedar como estaba ({open} {open|pasillo abierto|pasillos abiertos}).",
};

/** The guide's reasons, layered over the game's words in messages.ts. */
export const adviceMessages: Record<"en" | "es", Record<string, string>> = { en, es };
