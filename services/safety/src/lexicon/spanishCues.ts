/**
 * Spanish building blocks read together (lexicon/cues.ts), as the English warning signs are: a time ("mañana
 * a las 6", "el domingo"), the means at hand told as what was done with it ("cargué la escopeta", "el
 * veneno guardado en la camioneta", "sus pastillas en la mesa delante de mí"), and a body failing now, of
 * the writer alone on the floor or of someone beside them. No block alone is a crisis; a means with a time
 * or an act is.
 */
import { type Rule, rx } from './types.ts';

const WEAPON = '(?:escopeta|pistola|revolver|rifle|arma|fusil|carabina)';

export const SPANISH_CUES: Rule[] = [
  // Asking what dying feels like, then "lo voy a saber en un rato": each alone is curiosity.
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'question',
    cueOnly: true,
    re: rx(String.raw`\b(?:q|que) se siente (?:morir(?:se)?|estar muert[oa]|la muerte)\b`),
  },
  {
    reason: 'warning_signs',
    level: 'crisis',
    cue: 'foretold',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:lo voy a saber|voy a saber|lo sabre|ya lo sabre) (?:pronto|en un rato|en un ratito|hoy|esta noche|en nada|ahorita)\b|\b(?:pronto|en un rato|en un ratito|hoy|esta noche|en nada|ahorita) lo (?:voy a saber|sabre)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      '\\b(?:esta noche|hoy (?:en la|por la) noche|(?:manana|pasado manana) (?:temprano|en la manana|por la manana|a las \\d{1,2})|(?<!\\bpara )(?:este|el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?! pasado)|este fin de semana|antes del? (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|amanecer)|ahorita mismo|ahora mismo)\\b',
    ),
  },
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      `\\b(?:cargue|ya cargue|tengo cargad[oa]|deje cargad[oa]) (?:la |el |mi |una |un )?${WEAPON}\\b|\\b${WEAPON} (?:\\w+ ){0,5}cargad[oa]\\b(?! de (?:juguete|agua|pintura))|\\b(?:tengo|compre|consegui|guarde|ya tengo) (?:el |la |un |una )?(?:veneno|raticida|matarratas|herbicida|insecticida|paraquat)\\b(?! para (?:las )?(?:cucarachas|hormigas|plagas del jardin))|\\b(?:todas (?:las|sus|mis)|sus) pastillas\\b(?=(?: \\w+){0,8} (?:delante de mi|frente a mi|en la mesa con un vaso de agua)\\b)`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      '\\b(?:lo|la|los) (?:estoy esperando|voy a esperar|espero (?:en|a la salida|afuera|aca|aqui))\\b|\\b(?:todas (?:las|sus|mis)|sus) pastillas (?:\\w+ ){0,8}(?:delante de mi|frente a mi|en la mesa con un vaso de agua)\\b',
    ),
  },
  {
    reason: 'medical_emergency',
    level: 'crisis',
    re: rx(
      '\\bme (?:he )?ca(?:i|ido) (?:\\w+ ){0,12}y no me puedo (?:levantar|mover|parar)\\b|\\bse (?:ha )?ca(?:yo|ido) (?:\\w+ ){0,12}y no se puede (?:levantar|mover|parar)\\b|\\b(?:no me reconoce|esta muy confundid[oa]|no responde|no despierta|no reacciona)\\b(?=[^\\n]*\\b(?:respira (?:raro|muy (?:lento|raro|rapido|poco))|no respira bien|le cuesta respirar|esta sudando mucho|se puso (?:morad[oa]|azul)|labios morados)\\b)',
    ),
  },
  // A weapon brought, and someone waited for outside their home or work: together, violence about to happen.
  {
    reason: 'plan_or_means',
    level: 'elevated',
    cue: 'means',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:traje|traigo|llevo|tengo (?:aqui|aca|conmigo|en la mochila|en el carro)) (?:el|la|un|una|mi) (?:bate|cuchillo|navaja|pistola|arma|fierro|machete|cuete|fusca|soga|cuerda)\b`,
    ),
  },
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'act',
    cueOnly: true,
    re: rx(
      String.raw`\bestoy (?:afuera|enfrente|en la esquina|fuera|frente a|cerca) (?:de |del |de la |a )?(?:la )?(?:casa|trabajo|su casa|su trabajo|donde vive|escuela|colegio|oficina|gimnasio)\b[^\n]{0,60}\besperando (?:a )?(?:q|que) (?:llegue|salga|venga|baje)\b`,
    ),
  },
  // Someone who hurts arriving soon: "mi padrastro llega en 15 minutos".
  {
    reason: 'warning_signs',
    level: 'elevated',
    cue: 'time',
    cueOnly: true,
    re: rx(
      String.raw`\b(?:mi |el )?(?:papa|padre|padrastro|mama|madre|madrastra|esposo|marido|novio|ex|pareja|tio|hermano) (?:ya )?(?:llega|viene|vuelve|regresa) en (?:\d+|cinco|diez|quince|veinte|media) (?:min|mins|minutos|hora)\b`,
    ),
  },
  {
    reason: 'family_abuse',
    level: 'elevated',
    re: rx(
      String.raw`\bla ultima vez (?:q|que )?(?:me )?(?:rompio|quebro|dejo (?:el ojo morado|moretones|marcas|sangrando)|mando al hospital|dejo inconsciente|ahorco|pego con el cinturon)\b`,
    ),
  },
];
