/**
 * Crisis resources by danger category: one source for the chat service's fixed safety replies and the
 * frontend's crisis card and dialog. Pure data, no Node.js imports, so the browser bundle can use it.
 *
 * Every number and text code below was confirmed on the organisation's own published page (or, where a
 * comment says so, an official U.S. government page); `sources` names the page, the day it was checked and the
 * words on it that say so. Never add a number from memory.
 */

/** What kind of danger an assessment found. `none` when there is none. */
export type SafetyCategory = 'suicide' | 'self_harm' | 'medical' | 'abuse' | 'violence' | 'eating' | 'none';

export const SAFETY_CATEGORIES = [
  'suicide',
  'self_harm',
  'medical',
  'abuse',
  'violence',
  'eating',
  'none',
] as const satisfies readonly SafetyCategory[];

/** Languages of the fixed safety replies and the resources' texts. */
export type SafetyLanguage = 'en' | 'es';

export type ResourceId =
  | 'lifeline988'
  | 'crisisTextLine'
  | 'emergency911'
  | 'poisonControl'
  | 'domesticViolenceHotline'
  | 'childhelp'
  | 'rainn'
  | 'eatingDisorderHelpline';

export interface ResourceAction {
  kind: 'call' | 'text' | 'chat';
  /** Button text, e.g. "Call 988". */
  label: string;
  labelEs: string;
  /** `tel:`, `sms:` or `https:` link. */
  href: string;
}

export interface ResourceSource {
  url: string;
  /** ISO date the page was read. */
  checked: string;
  /** The words on the page that confirm the number or code. */
  says: string;
}

export interface CrisisResource {
  id: ResourceId;
  name: string;
  nameEs: string;
  /** One sentence: what it is for, how to reach it, hours, cost. */
  description: string;
  descriptionEs: string;
  /** One line for a plain-text reply, e.g. "Call or text 988 (Suicide & Crisis Lifeline, free, 24/7)". */
  line: string;
  lineEs: string;
  actions: ResourceAction[];
  sources: ResourceSource[];
}

/** The day the pages below were read. */
const CHECKED = '2026-11-24';

export const CRISIS_RESOURCES: Record<ResourceId, CrisisResource> = {
  lifeline988: {
    id: 'lifeline988',
    name: '988 Suicide & Crisis Lifeline',
    nameEs: 'Línea 988 de Prevención del Suicidio y Crisis (988 Suicide & Crisis Lifeline)',
    description:
      'The 988 Suicide & Crisis Lifeline connects you with a live counselor when you call or text 988 or chat at 988lifeline.org; when you call, press 2 for Spanish or press 1 for the Veterans Crisis Line.',
    descriptionEs:
      'La Línea 988 de Prevención del Suicidio y Crisis te conecta con un consejero en vivo: llama al 988 y marca 2 para español, envía AYUDA por mensaje de texto al 988 o chatea en 988lifeline.org, donde el texto y el chat también están en español.',
    line: 'Call or text 988, or chat at 988lifeline.org (988 Suicide & Crisis Lifeline)',
    lineEs:
      'Llama al 988 y marca 2 para español, o envía AYUDA por mensaje de texto al 988 (Línea 988 de Prevención del Suicidio y Crisis)',
    actions: [
      { kind: 'call', label: 'Call 988', labelEs: 'Llamar al 988 (marca 2 para español)', href: 'tel:988' },
      { kind: 'text', label: 'Text 988', labelEs: 'Escribir al 988', href: 'sms:988' },
      {
        kind: 'text',
        label: 'Text AYUDA to 988 (Spanish)',
        labelEs: 'Enviar AYUDA al 988 (en español)',
        href: 'sms:988?&body=AYUDA',
      },
      {
        kind: 'chat',
        label: 'Chat at 988lifeline.org',
        labelEs: 'Chatear en 988lifeline.org',
        href: 'https://988lifeline.org/',
      },
    ],
    sources: [
      {
        url: 'https://988lifeline.org/get-help/what-to-expect',
        checked: CHECKED,
        says: 'First, you’ll hear a message that gives you service selection options including Veterans (Press 1), Spanish-language (Press 2), or your local 988 Lifeline contact center.',
      },
      {
        url: 'https://988lifeline.org/get-help/what-to-expect',
        checked: CHECKED,
        says: 'When you send a text to 988, you will be given options to connect with a live counselor from the main 988 Lifeline or our Spanish-language (text AYUDA) and information on how to text the Veterans Crisis Line at 838255.',
      },
      {
        url: 'https://988lifeline.org/get-help/what-to-expect',
        checked: CHECKED,
        says: '¡Los servicios de texto y chat de 988 Lifeline ya están disponibles en Español!',
      },
    ],
  },

  crisisTextLine: {
    id: 'crisisTextLine',
    name: 'Crisis Text Line',
    nameEs: 'Crisis Text Line (apoyo en crisis por mensaje de texto)',
    description:
      'Crisis Text Line gives free, 24/7 support by text from trained volunteer Crisis Counselors: text HOME to 741741.',
    descriptionEs:
      'Crisis Text Line ofrece apoyo gratuito las 24 horas, los 7 días de la semana, con consejeros voluntarios capacitados: para hablar en español, envía AYUDA por mensaje de texto al 741741 o escribe por WhatsApp al 442-AYUDAME.',
    line: 'Text HOME to 741741 (Crisis Text Line, free, 24/7)',
    lineEs:
      'Envía AYUDA por mensaje de texto al 741741 o escribe por WhatsApp al 442-AYUDAME (Crisis Text Line, en español, gratis, 24/7)',
    actions: [
      {
        kind: 'text',
        label: 'Text HOME to 741741',
        labelEs: 'Enviar HOME al 741741',
        href: 'sms:741741?&body=HOME',
      },
      {
        kind: 'text',
        label: 'Text AYUDA to 741741 (Spanish)',
        labelEs: 'Enviar AYUDA al 741741 (en español)',
        href: 'sms:741741?&body=AYUDA',
      },
    ],
    sources: [
      {
        url: 'https://crisistextline.org/blog/2021/10/15/hola-crisis-text-line-is-now-available-in-spanish',
        checked: CHECKED,
        says: 'To be connected to a Spanish speaking volunteer Crisis Counselor anyone can text AYUDA to 741741 or 442-AYUDAME in WhatsApp.',
      },
      {
        url: 'https://www.crisistextline.org/text-us/',
        checked: CHECKED,
        says: 'Your opening message can say anything. Keywords like “HOME,” “START” and “HELLO” just help us identify how people hear about us.',
      },
      {
        url: 'https://www.crisistextline.org/text-us/',
        checked: CHECKED,
        says: 'Crisis Text Line serves anyone, in any type of crisis, providing access to free, 24/7 support via mediums people already use and trust.',
      },
    ],
  },

  emergency911: {
    id: 'emergency911',
    name: '911 emergency services',
    nameEs: '911 (servicios de emergencia)',
    description:
      'Call 911, the emergency number in the United States, to reach a dispatcher who sends local emergency medical, fire and police help when someone is in immediate danger.',
    descriptionEs:
      'Llama al 911, el número de emergencias de Estados Unidos, para hablar con un operador que envía ayuda médica, de bomberos o de policía cuando alguien está en peligro inmediato.',
    line: 'Call 911 if anyone is in immediate danger (emergency services)',
    lineEs: 'Llama al 911 si alguien está en peligro inmediato (servicios de emergencia)',
    actions: [{ kind: 'call', label: 'Call 911', labelEs: 'Llamar al 911', href: 'tel:911' }],
    sources: [
      {
        url: 'https://www.fcc.gov/consumer-information',
        checked: CHECKED,
        says: 'The official emergency number in the United States and Canada is 9-1-1.',
      },
      {
        url: 'https://www.fcc.gov/consumer-information',
        checked: CHECKED,
        says: 'Dialing 9-1-1 quickly connects a caller to a nearby Public Safety Answering Point (PSAP) dispatcher who is trained to route your call to local emergency medical, fire, and law enforcement agencies.',
      },
    ],
  },

  poisonControl: {
    id: 'poisonControl',
    name: 'Poison Control (Poison Help line)',
    nameEs: 'Control de Envenenamientos (línea de ayuda por envenenamiento)',
    description:
      'Poison Control gives free, confidential expert help 24 hours a day, 7 days a week at 1-800-222-1222, with interpretation in 161 languages, and its webPOISONCONTROL tool at poison.org helps with accidental exposures but not with self-harm.',
    descriptionEs:
      'Control de Envenenamientos ofrece ayuda experta, gratuita y confidencial las 24 horas, los 7 días de la semana: llama al 1-800-222-1222, donde se ofrece servicio de interpretación en 161 idiomas (la herramienta en línea webPOISONCONTROL solo está disponible en inglés).',
    line: 'Call Poison Control at 1-800-222-1222 (free, confidential, 24/7)',
    lineEs:
      'Llama a Control de Envenenamientos al 1-800-222-1222 (gratis, confidencial, 24/7, con interpretación en 161 idiomas)',
    actions: [
      {
        kind: 'call',
        label: 'Call 1-800-222-1222',
        labelEs: 'Llamar al 1-800-222-1222',
        href: 'tel:+18002221222',
      },
      {
        kind: 'chat',
        label: 'Get help online at poison.org',
        labelEs: 'Ayuda en línea en poison.org (en inglés)',
        href: 'https://www.poison.org/',
      },
    ],
    sources: [
      {
        url: 'https://www.poison.org/need-immediate-assistance',
        checked: CHECKED,
        says: 'Call your poison center at 1-800-222-1222 for help.',
      },
      {
        url: 'https://www.poison.org/need-immediate-assistance',
        checked: CHECKED,
        says: 'Expert help is free, confidential, and available 24 hours a day, 7 days a week.',
      },
      {
        url: 'https://www.poison.org/need-immediate-assistance',
        checked: CHECKED,
        says: 'Use the webPOISONCONTROL online tool to get specific recommendations based on age, substance, amount and symptoms.',
      },
      { url: 'https://www.poison.org/need-immediate-assistance', checked: CHECKED, says: 'Not self-harm.' },
      {
        url: 'https://www.poison.org/spanish',
        checked: CHECKED,
        says: 'Llame a un centro de envenenamiento al 1-800-222-1222 si prefiere obtener ayuda hablando por teléfono.',
      },
      {
        url: 'https://www.poison.org/spanish',
        checked: CHECKED,
        says: 'Actualmente, la aplicación de webPOISONCONTROL solo está disponible en inglés.',
      },
      {
        url: 'https://www.poisonhelp.hrsa.gov/the-poison-help-line/index.html',
        checked: CHECKED,
        says: 'Interpretation is available in 161 languages.',
      },
      {
        url: 'https://poisonhelp.hrsa.gov/es/about-us',
        checked: CHECKED,
        says: 'Se ofrece servicio de interpretación en 161 idiomas.',
      },
    ],
  },

  // The Hotline's own site was not in the stored pages with its numbers; they are confirmed on the page
  // of the U.S. Department of Justice's Office for Victims of Crime, which funds the Hotline.
  domesticViolenceHotline: {
    id: 'domesticViolenceHotline',
    name: 'National Domestic Violence Hotline',
    nameEs: 'Línea Nacional contra la Violencia Doméstica (National Domestic Violence Hotline)',
    description:
      "The National Domestic Violence Hotline's trained advocates are there 24/7 for anyone affected by abuse: call 1-800-799-7233 (800-799-SAFE), text START to 88788, or use the live chat at thehotline.org.",
    descriptionEs:
      'Los defensores capacitados de la Línea Nacional contra la Violencia Doméstica atienden las 24 horas, los 7 días de la semana, a cualquier persona afectada por el abuso: llama al 1-800-799-7233 (800-799-SAFE), envía START por mensaje de texto al 88788 o usa el chat en vivo de thehotline.org.',
    line: 'Call 1-800-799-7233 or text START to 88788 (National Domestic Violence Hotline, 24/7)',
    lineEs:
      'Llama al 1-800-799-7233 o envía START por mensaje de texto al 88788 (Línea Nacional contra la Violencia Doméstica, 24/7)',
    actions: [
      {
        kind: 'call',
        label: 'Call 1-800-799-7233',
        labelEs: 'Llamar al 1-800-799-7233',
        href: 'tel:+18007997233',
      },
      {
        kind: 'text',
        label: 'Text START to 88788',
        labelEs: 'Enviar START al 88788',
        href: 'sms:88788?&body=START',
      },
      {
        kind: 'chat',
        label: 'Chat at thehotline.org',
        labelEs: 'Chatear en thehotline.org',
        href: 'https://www.thehotline.org/',
      },
    ],
    sources: [
      {
        url: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
        checked: CHECKED,
        says: 'To contact the Hotline, call 800–799–SAFE (7233), TTY 800–787–3224, text "START" to 88788, or use their live chat.',
      },
      {
        url: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
        checked: CHECKED,
        says: 'Since 1996, the OVC-supported Hotline has been available 24/7/365 for anyone who needs help.',
      },
      {
        url: 'http://www.thehotline.org/tag/joe-biden/',
        checked: CHECKED,
        says: 'In October we revamped our website… and launched online chat services!',
      },
    ],
  },

  childhelp: {
    id: 'childhelp',
    name: 'Childhelp National Child Abuse Hotline',
    nameEs: 'Línea Nacional de Childhelp contra el Abuso Infantil (Childhelp National Child Abuse Hotline)',
    description:
      'The Childhelp National Child Abuse Hotline (1-800-422-4453, 1-800-4-A-CHILD) supports anyone concerned about or affected by child abuse, with crisis counselors answering calls, texts and chats 24/7 and interpreters in over 170 languages; it is not a line for reporting abuse.',
    descriptionEs:
      'La Línea Nacional de Childhelp contra el Abuso Infantil (1-800-422-4453, 1-800-4-A-CHILD) apoya a cualquier persona preocupada o afectada por el abuso infantil, con consejeros de crisis que atienden llamadas, mensajes de texto y chats las 24 horas, los 7 días de la semana, e intérpretes en más de 170 idiomas; no es una línea para denunciar abusos.',
    line: 'Call 1-800-422-4453 (Childhelp National Child Abuse Hotline, 24/7)',
    lineEs:
      'Llama al 1-800-422-4453 (Línea Nacional de Childhelp contra el Abuso Infantil, 24/7, con intérpretes)',
    actions: [
      {
        kind: 'call',
        label: 'Call 1-800-422-4453',
        labelEs: 'Llamar al 1-800-422-4453',
        href: 'tel:+18004224453',
      },
      {
        kind: 'chat',
        label: 'Chat at childhelphotline.org',
        labelEs: 'Chatear en childhelphotline.org',
        href: 'https://childhelphotline.org/',
      },
    ],
    sources: [
      {
        // Childhelp's own FY2018 Hotline Impact Report, as stored on readkong.com.
        url: 'https://readkong.com/page/hotline-impact-report-8419570',
        checked: CHECKED,
        says: 'CHILDHELP NATIONAL CHILD ABUSE HOTLINE 1-800-4-A-CHILD® (1-800-422-4453)',
      },
      {
        url: 'https://readkong.com/page/hotline-impact-report-8419570',
        checked: CHECKED,
        says: 'professional crisis counselors who, through interpreters, can provide assistance in over 170 languages.',
      },
      {
        url: 'https://childhelphotline.org/how-it-works',
        checked: CHECKED,
        says: 'Bottom line, crisis counselors are here to answer calls, texts, and chats 24/7 in a safe place for support and guidance for the help-seeker.',
      },
      {
        url: 'https://childhelphotline.org/how-it-works',
        checked: CHECKED,
        says: 'The Childhelp National Child Abuse Hotline is NOT a reporting line for child abuse.',
      },
    ],
  },

  rainn: {
    id: 'rainn',
    name: 'RAINN National Sexual Assault Hotline',
    nameEs: 'Línea nacional de RAINN sobre agresión sexual (National Sexual Assault Hotline)',
    description:
      "RAINN's National Sexual Assault Hotline connects you, anonymously and confidentially, with a trained counselor at a nearby crisis center: call 1-800-656-4673 (1.800.656.HOPE) or chat through RAINN's Online Hotline.",
    descriptionEs:
      'La línea nacional de RAINN sobre agresión sexual te conecta de forma anónima y confidencial con un consejero capacitado de un centro de crisis cercano: llama al 1-800-656-4673 (1.800.656.HOPE) o chatea en la Online Hotline de RAINN.',
    line: 'Call 1-800-656-4673 (1.800.656.HOPE) or chat online (RAINN National Sexual Assault Hotline)',
    lineEs:
      'Llama al 1-800-656-4673 (1.800.656.HOPE) o chatea en línea (línea nacional de RAINN sobre agresión sexual)',
    actions: [
      {
        kind: 'call',
        label: 'Call 1-800-656-4673',
        labelEs: 'Llamar al 1-800-656-4673',
        href: 'tel:+18006564673',
      },
      {
        kind: 'chat',
        label: "Chat on RAINN's Online Hotline",
        labelEs: 'Chatear en la Online Hotline de RAINN',
        href: 'https://ohl.rainn.org/online/',
      },
    ],
    sources: [
      {
        url: 'https://rainn.org/get-help/national-sexual-assault-hotline',
        checked: CHECKED,
        says: 'National Sexual Assault Hotline - 1.800.656.HOPE',
      },
      {
        url: 'https://rainn.org/get-help/national-sexual-assault-hotline',
        checked: CHECKED,
        says: "The caller's phone number is not retained, so the call is anonymous and confidential unless the caller chooses to share personally-identifying information.",
      },
      {
        url: 'https://ohl.rainn.org/online/tour.cfm',
        checked: CHECKED,
        says: 'The Waiting Room is where you will wait for a trained hotline worker to chat with.',
      },
    ],
  },

  // NEDA closed its helpline in 2023. ANAD's page confirms that ANAD runs an eating disorder helpline, but
  // no stored ANAD page showed its number or hours, so none is given here: the texts point to anad.org.
  eatingDisorderHelpline: {
    id: 'eatingDisorderHelpline',
    name: 'ANAD Eating Disorder Helpline',
    nameEs: 'Línea de ayuda de ANAD para trastornos de la conducta alimentaria',
    description:
      'ANAD (National Association of Anorexia Nervosa and Associated Disorders) runs an eating disorder helpline; see anad.org/eating-disorder-helpline for how to reach it.',
    descriptionEs:
      'ANAD (National Association of Anorexia Nervosa and Associated Disorders) ofrece una línea de ayuda para trastornos de la conducta alimentaria; en anad.org/eating-disorder-helpline se explica cómo comunicarse.',
    line: 'ANAD Eating Disorder Helpline (see anad.org/eating-disorder-helpline)',
    lineEs:
      'Línea de ayuda de ANAD para trastornos alimentarios (consulta anad.org/eating-disorder-helpline)',
    actions: [],
    sources: [
      {
        url: 'https://anad.org/eating-disorder-helpline/',
        checked: CHECKED,
        says: 'I was terrified the first time I went to answer the ANAD Eating Disorder Helpline.',
      },
    ],
  },
};

/**
 * What to try first for each kind of danger. `violence` has no 988: no page of the Lifeline's own that could
 * be read says it is for people worried about harming others or in any emotional distress.
 */
export const RESOURCES_BY_CATEGORY: Record<Exclude<SafetyCategory, 'none'>, ResourceId[]> = {
  suicide: ['lifeline988', 'crisisTextLine', 'emergency911'],
  self_harm: ['lifeline988', 'crisisTextLine', 'emergency911'],
  medical: ['emergency911', 'poisonControl', 'lifeline988'],
  abuse: ['domesticViolenceHotline', 'childhelp', 'rainn', 'emergency911'],
  violence: ['emergency911'],
  eating: ['eatingDisorderHelpline', 'crisisTextLine', 'lifeline988'],
};

/** The resources for a danger category, most useful first; none for `none`. */
export function resourcesFor(category: SafetyCategory): CrisisResource[] {
  if (category === 'none') return [];
  return RESOURCES_BY_CATEGORY[category].map((id) => CRISIS_RESOURCES[id]);
}
