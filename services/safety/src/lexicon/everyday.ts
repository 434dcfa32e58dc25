/**
 * Everyday troubles and bad news, for telling venting from danger. A soft sign said once ("i cant do this
 * anymore", "everything is falling apart", "me siento vacia") with an everyday cause named beside it ("there's
 * too much content", "the van company cancelled", "mi turno de noche") is venting about that cause; with
 * bad news (a death, a job or a home lost, a partner gone) it is not explained away. Read on normalised text.
 */
export const EVERYDAY_CAUSE =
  /\b(?:work|job|jobs|shift|shifts|boss|manager|coworkers?|colleagues?|office|meeting|meetings|emails?|inbox|deadline|deadlines|project|presentation|promotion|interview|clients?|customers?|school|class|classes|homework|assignments?|essay|exams?|revision|revise|notes|content|finals|grades?|teacher|uni|college|thesis|rent|bills?|landlord|lease|budget|bank|taxes|van|move|moving|boxes|packing|passport|car|bus|train|traffic|commute|flight|baby|toddler|kids|nappies|diapers|chores|laundry|dishes|cleaning|house|flat|apartment|roommates?|flatmates?|neighbou?rs?|in laws|wedding|party|holidays?|christmas|news|notifications?|phone|wifi|laptop|weather|heat|cold|team|game|match|gym|diet|hair|renovation|noise|week|weekend|today|tonight|blanket|nap|trabajo|jefe|jefa|turno|oficina|reunion|examen|examenes|tarea|tareas|clases?|escuela|facultad|alquiler|renta|cuentas|mudanza|cajas|coche|carro|bebe|ninos|casa|piso|vecinos?|suegra|suegro|boda|fiesta|calor|frio|semana|hoy)\b/;

/** Bad news: a loss or a rupture, which a soft sign beside it is about, not explained by. */
export const BAD_NEWS =
  /\b(?:died|dead|passed away|passed|funeral|lost (?:my|our) (?:job|house|home|mom|mum|dad|mother|father|wife|husband|son|daughter|kid|child|baby|partner|best friend|everything|custody)|(?:left|dumped|cheated on|broke up with|divorcing) me|divorce|fired|laid off|evicted|kicked (?:me )?out|disown\w*|bankrupt|in debt|diagnos\w*|cancer|se murio|fallecio|me dejo|me despidieron|me corrieron|lo perdi todo|divorcio)\b/;
