/**
 * Short Spanish lines the companion adds around its replies: affirming a plan, closing, thanks, honest
 * "I cannot know", a soft question after ideas, and brief acknowledgements. {plan} is the visitor's plan
 * in the second person, as an infinitive phrase or a short clause ("hablar con tu profesora mañana").
 */

/** Affirming a plan the visitor just made; {plan} is their plan reflected back. */
export const AFFIRM_ES = [
  'Me parece un buen paso: {plan}.',
  'Lo que has decidido, {plan}, suena claro y posible.',
  'Tiene mucho sentido lo que te propones, {plan}, y está a tu alcance.',
  'Así que tu plan es {plan}, y eso ya es avanzar.',
  'Tu idea, {plan}, me parece muy sensata para empezar.',
  'Bien pensado: {plan}, a tu ritmo y sin prisas.',
  'Eso que acabas de decidir, {plan}, es un paso real.',
];

/** Said first when a plan comes with nerves or fear ("el lunes empiezo en otra, qué nervios"). */
export const NERVES_ES = [
  'Es muy normal sentir nervios antes de dar un paso así.',
  'Los nervios antes de un paso así son comprensibles, y no quieren decir que no vaya a salir bien.',
  'Tiene sentido que te dé nervios: te importa cómo salga.',
];

/** Affirming a decision when the plan cannot be reflected. */
export const AFFIRM_NOPLAN_ES = [
  'Suena a un plan claro y posible.',
  'Me parece una decisión muy sensata.',
  'Eso suena a un buen comienzo.',
  'Se nota que lo has pensado con cuidado.',
  'Me alegra que tengas claro tu siguiente paso.',
  'Parece un paso que puedes dar de verdad.',
];

/** One optional sentence to make a plan more concrete; the first only for a plan to talk to someone. */
export const TALK_CONCRETE_ES = 'Puede ayudarte decidir de antemano la primera frase que vas a decir.';
export const CONCRETE_ES = [
  'Quizá te sirva elegir ya el día y la hora en que lo vas a hacer.',
  'Apuntarlo en algún sitio visible puede hacer que sea más fácil cumplirlo.',
  'Puede venirte bien pensar qué harás si las cosas no salen como esperas.',
  'Contárselo a alguien de confianza puede darte un empujón extra.',
  'Si el paso se te hace grande, puedes partirlo en uno todavía más pequeño.',
];

/** Warm closings for someone leaving or going to bed; rest and the night only when the visitor spoke of them. */
export const CLOSE_ES = [
  '[noche|dormir|duermo|cama|descans|sueñ|sueno|acost|desvel]Me alegra que hayamos hablado. Que descanses, y aquí estaré cuando quieras volver.',
  'Gracias por compartir esto conmigo. Cuídate, y vuelve siempre que lo necesites.',
  '[noche|dormir|duermo|cama|descans|sueñ|sueno|acost|desvel]Ha sido un gusto hablar contigo. Descansa, que mañana será otro día.',
  '[noche|dormir|duermo|cama|descans|sueñ|sueno|acost|desvel]Gracias por contarme cómo estás. Ojalá la noche te traiga un poco de calma.',
  'Me quedo con lo que has compartido. Cuando quieras seguir, aquí me tienes.',
  'Gracias por este rato de conversación. Sé amable contigo hasta la próxima.',
];

/** Warm replies to thanks that keep the conversation open and ask nothing. */
export const THANKS_ES = [
  'De nada, me alegra acompañarte en esto.',
  'Gracias a ti por confiar en mí.',
  'Con mucho gusto, sigo aquí contigo.',
  'No hay de qué, me importa cómo te va.',
  'Me alegra que te sirva, y aquí sigo para lo que quieras contar.',
  'Qué bien que te ayude un poco, sigo escuchándote.',
];

/** Honest lines for questions nobody could answer for them ("¿crees que volverá?"). */
export const CANNOT_KNOW_ES = [
  'No puedo saberlo, y ojalá pudiera darte una respuesta segura.',
  'Nadie puede saber eso con certeza, ni siquiera yo, aunque entiendo que quieras saberlo.',
  'Me encantaría poder decírtelo, pero es algo que no está en mi mano saber.',
  'No tengo forma de saberlo, y no quiero darte una respuesta que no sea honesta.',
  'Es una pregunta sin respuesta clara por ahora, y esa incertidumbre es difícil de llevar.',
  'Ojalá supiera qué va a pasar, pero puedo pensar contigo en lo que depende de ti.',
];

/** Soft endings after giving ideas. */
export const ANSWER_ASK_ES = [
  '¿Alguna de estas ideas encaja contigo?',
  '¿Cuál de estas te parece más fácil de probar?',
  '¿Hay alguna que ya hayas intentado?',
  '¿Qué te parece probar una de ellas esta semana?',
  '¿Alguna te resulta posible en tu situación?',
  '¿Cuál te llama más la atención?',
];

/** Short acknowledgements for short replies ("sí", "un poco", "desde marzo"). */
export const LISTEN_SHORT_ES = [
  'Entiendo.',
  'Te escucho.',
  'Ya veo.',
  'Entendido, gracias.',
  'Gracias por compartirlo.',
  'Gracias por decírmelo.',
  'Está bien, aquí sigo.',
];
