/**
 * Everyday troubles and bad news, for telling venting from danger. A soft sign said once ("i cant do this
 * anymore", "everything is falling apart", "me siento vacia") with an everyday cause named beside it ("there's
 * too much content", "the van company cancelled", "mi turno de noche") is venting about that cause; with
 * bad news (a death, a job or a home lost, a partner gone) it is not explained away. Read on normalised text.
 */
export const EVERYDAY_CAUSE =
  /\b(?:work|job|jobs|shift|shifts|boss|manager|coworkers?|colleagues?|office|meeting|meetings|emails?|inbox|deadline|deadlines|project|presentation|promotion|interview|clients?|customers?|school|class|classes|homework|assignments?|essay|exams?|revision|revise|notes|content|finals|grades?|teacher|uni|college|thesis|rent|bills?|landlord|lease|budget|bank|taxes|van|move|moving|boxes|packing|passport|car|bus|train|traffic|commute|flight|baby|toddler|kids|nappies|diapers|chores|laundry|dishes|cleaning|house|flat|apartment|roommates?|flatmates?|neighbou?rs?|in laws|wedding|party|holidays?|christmas|news|notifications?|phone|wifi|laptop|weather|heat|cold|team|game|match|gym|diet|hair|renovation|noise|week|weekend|today|tonight|blanket|nap|trabajo|jefe|jefa|turno|oficina|reunion|examen|examenes|tarea|tareas|clases?|escuela|facultad|alquiler|renta|cuentas|mudanza|cajas|coche|carro|bebe|ninos|casa|piso|vecinos?|suegra|suegro|boda|fiesta|calor|frio|semana|hoy)\b/;

/**
 * The small troubles people curse with death words ("the wifi is down, i want to die", "if spurs lose again
 * im jumping off the roof", "me quiero morir, perdimos el clasico"): games and scores, devices, homework due,
 * queues and traffic, a show, a haircut. Not a loss, an exam result or a person.
 */
export const SMALL_TROUBLE =
  /\b(?:wifi|wi-fi|internet|router|signal|battery|printer|laptop|(?:the|my) phone|game|games|ranked|match|matches|lost (?:the|to|again|\d+)|lose (?:to|again|the)|score|scored|goal|penalty|referee|ref|spurs|arsenal|chelsea|united|city|liverpool|barca|madrid|lakers|knicks|yankees|cowboys|eagles|team|league|fantasy|playoffs?|homework|assignment|essay|deadline|due (?:at|by|tomorrow|tonight|in)|queue|traffic|commute|bus|episode|finale|season|spoilers?|series|haircut|fringe|bangs|meme|video|song|playlist|streak|streaks|snapstreak|duolingo|wordle|clasico|partido|perdimos|gol|goles|arbitro|equipo|liga|tarea|entrega|trafico|cola|serie|capitulo|temporada|flequillo)\b/;

/** Bad news: a loss or a rupture, which a soft sign beside it is about, not explained by. */
export const BAD_NEWS =
  /\b(?:died|dead|passed away|passed|funeral|lost (?:my|our) (?:job|house|home|mom|mum|dad|mother|father|wife|husband|son|daughter|kid|child|baby|partner|best friend|everything|custody)|(?:left|dumped|cheated on|broke up with|divorcing) me|divorce|fired|laid off|evicted|kicked (?:me )?out|disown\w*|bankrupt|in debt|diagnos\w*|cancer|se murio|fallecio|me dejo|me despidieron|me corrieron|lo perdi todo|divorcio)\b/;

/**
 * Words of danger in the broadest sense: death and ending, leaving for good, means and places, harm from
 * others, the body in trouble, food and its refusal. The classifier reads wordings no rule names, but a
 * text that holds none of these words, no warning sign and no distress gives it nothing to stand on (see
 * readMessage): "i have 3 boxes packed out of 40" is no crisis however its words were weighted.
 */
export const DANGER_WORDS = new RegExp(
  `\\b(?:${[
    // Death, ending, leaving for good.
    'die|dies|died|dying|dead|death|deaths|kill\\w*|suicid\\w*|unaliv\\w*|kms|kys|end(?:ing)? (?:it|things|my life|everything|myself)',
    'alive|gone|goodbyes?|bye|farewell|notes?|letters?|last (?:time|message|night|day|one|goodbye)|forever|permanent\\w*|never wake|sleep forever|peace',
    'disappear\\w*|burden|better off|without me|miss me|ready|decided|planned|planning (?:it|this|my)|the plan|a plan to|date (?:picked|set)|picked (?:a|the) date|finish it|do it|done with',
    // Means: medicines and substances, blades, ligatures, weapons, heights, water, rail, cars, gas.
    'pills?|tablets?|meds|medication|medicine|overdos\\w*|od|dose\\w*|bottles?|boxes of|packets?|sleeping|painkillers?',
    'tylenol|paracetamol|acetaminophen|ibuprofen|aspirin|advil|codeine|oxy\\w*|opioids?|fentanyl|heroin|morphine|tramadol',
    'xanax|valium|diazepam|lorazepam|clonazepam|benzos?|ambien|zolpidem|antidepressants?|sertraline|zoloft|prozac|fluoxetine',
    'amitriptyline|citalopram|lithium|quetiapine|seroquel|insulin|antifreeze|bleach|poison\\w*|rat poison|drugs?|vodka|alcohol',
    'laxatives?|clonazepam|rivotril|chlorine|helium|charcoal|carbon|monoxide|exhaust|fumes|gas|garage|engine running',
    'cleaner|detergent|dishwasher|pods|batter(?:y|ies)|chemicals?|spiked|drugged|roofie\\w*|something in my drink|boiling|scald\\w*|punish myself',
    'painless|quick(?:est)? way|lethal|fatal|deadly|syringe|drawn up|inject\\w*|blister pack|hard to wake|drowsy|kettle|compass',
    '(?:high|tall|deep|far|strong|long) enough|\\d+(?:st|nd|rd|th) floor|floors? up|looking for me|find me|hiding|escaped|got out|ran away|follow\\w* (?:him|her|them|me) home|his routine|her routine',
    'blades?|razors?|knife|knives|cut\\w*(?! (?:(?:a |the |my |new |spare )?keys?|(?:my |his |her )?hair|costs?|back|down|ties|corners|class(?:es)?|school|the (?:lawn|grass|cake)|wood|(?:my )?hours|my losses))|scissors|glass|sharpener|lighter|burn\\w*|blood\\w*|bleed\\w*|wounds?|stitches',
    'ropes?|noose|knot|belt|cord|cable|ligature|hang\\w*|neck|throat',
    'guns?|rifle|pistol|glock|shotgun|firearm|ammo|ammunition|bullets?|range|shoot\\w*|shot|machete|hammer|axe|bat|weapons?',
    'bridges?|roof|rooftop|ledge|balcony|storey|multistorey|parking garage|cliff|edge|heights?|jump\\w*',
    'lake|river|sea|ocean|pier|dam|reservoir|drown\\w*|tide|swim',
    'train|trains|tracks|platform|crossing|highway|oncoming|crash',
    // Harm from others, and harm to others.
    'punch\\w*|beat\\w*|slap\\w*|chok\\w*|strangl\\w*|pinned|rap(?:e|ed|ist)|forced',
    'assault\\w*|abus\\w*|hurt\\w*|harm\\w*|unsafe|not safe|threat\\w*|locked (?:me|in|myself|up)|lock (?:me|myself)|revenge|pay|regret|hit|hits|hitting|kick\\w*',
    // The body in trouble, and food refused.
    'starv\\w*|purg\\w*|vomit\\w*|throw(?:ing)? up|threw up|fast\\w*|eat|eating|ate|food|faint\\w*|passed out|pass out|blacked out',
    'unconscious|breath\\w*|chest|numb|seizure|swallow\\w*|collaps\\w*|emergency|ambulance|not responding|turning blue|lips (?:are )?blue|gurgl\\w*',
    'droop\\w*|sweaty|floppy|allerg\\w*|swelling|epipen|confused|dizzy',
    // Spanish.
    'morir|muerte|muert[oa]|matar\\w*|mate|vida|vivir|pastillas|cortar\\w*|corte\\w*|sangr\\w*|cuchillo|navaja|soga|cuelgo|colgar\\w*',
    'puente|saltar|edificio|pisos|azotea|arma|pistola|pega\\w+|(?:me|te|le|la|lo|nos|les|los|las) pega|golpe\\w*|viol\\w*|toca\\w*|abus\\w*|lastim\\w*|miedo|comer|vomit\\w*',
    'desmay\\w*|respirar|pecho|despedi\\w*|cartas?|adios|desaparecer|carga|sin mi|busquen|decidi|mareada?o?|hospital',
  ].join('|')})\\b`,
);
