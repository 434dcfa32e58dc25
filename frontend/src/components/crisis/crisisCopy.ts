import { COMPANION_NAME } from '@/lib/brand';
import type { DangerCategory, SafetyCategory, SafetyLanguage } from './resources';

/**
 * The words around the crisis resources, in English and Spanish: each danger's card heading and one calm
 * sentence, and the shared lines (reassurance, international directory, safety page link).
 */

export interface CardCopy {
  heading: string;
  body: string;
}

const CARD_COPY: Record<DangerCategory, Record<SafetyLanguage, CardCopy>> = {
  suicide: {
    en: {
      heading: "You don't have to go through this alone",
      body: "If you're thinking about hurting yourself or you don't feel safe, a real person can talk with you right now, for free.",
    },
    es: {
      heading: 'No tienes que pasar por esto en soledad',
      body: 'Si estás pensando en hacerte daño o no te sientes a salvo, una persona real puede hablar contigo ahora mismo, gratis.',
    },
  },
  self_harm: {
    en: {
      heading: 'You deserve care, especially right now',
      body: "If you're hurting yourself or feel the urge to, someone can talk with you now, without judgment and for free.",
    },
    es: {
      heading: 'Mereces cuidado, sobre todo ahora',
      body: 'Si te estás haciendo daño o sientes ganas de hacerlo, alguien puede hablar contigo ahora, sin juzgarte y gratis.',
    },
  },
  medical: {
    en: {
      heading: 'Get medical help now',
      body: 'If someone is hurt, very unwell or may have taken too much of something, please get help right away, even if they seem okay for now.',
    },
    es: {
      heading: 'Busca ayuda médica ahora',
      body: 'Si alguien está herido, muy mal o puede haber tomado demasiado de algo, pide ayuda de inmediato, aunque por ahora parezca estar bien.',
    },
  },
  abuse: {
    en: {
      heading: 'You deserve to be safe',
      body: "What's happening is not your fault. You can talk to someone confidentially, at any hour, about what you're going through.",
    },
    es: {
      heading: 'Mereces estar a salvo',
      body: 'Lo que está pasando no es tu culpa. Puedes hablar con alguien de forma confidencial, a cualquier hora, sobre lo que estás viviendo.',
    },
  },
  violence: {
    en: {
      heading: 'Safety comes first right now',
      body: "If someone is in danger right now, or you're afraid you might hurt someone, reach out now. If you can, put some distance between you and the danger.",
    },
    es: {
      heading: 'Ahora lo primero es la seguridad',
      body: 'Si alguien está en peligro ahora mismo, o temes poder hacerle daño a alguien, pide ayuda ya. Si puedes, pon distancia entre tú y el peligro.',
    },
  },
  eating: {
    en: {
      heading: 'You deserve support with this',
      body: 'Struggles with food and your body are real, and they can get better. People who understand can talk with you, free and confidentially.',
    },
    es: {
      heading: 'Mereces apoyo con esto',
      body: 'Las dificultades con la comida y con tu cuerpo son reales, y pueden mejorar. Hay personas que entienden y pueden hablar contigo, gratis y en confianza.',
    },
  },
};

/** The card copy for a danger; `none` falls back to the general (suicide and crisis) copy. */
export function cardCopy(category: SafetyCategory, language: SafetyLanguage = 'en'): CardCopy {
  return CARD_COPY[category === 'none' ? 'suicide' : category][language];
}

export interface SharedCopy {
  listLabel: string;
  reassuranceTitle: string;
  reassurance: string;
  outsideUs: string;
  newTab: string;
  safetyLink: string;
  safetyPlanLink: string;
  groundingLink: string;
}

export const SHARED_COPY: Record<SafetyLanguage, SharedCopy> = {
  en: {
    listLabel: 'Crisis lines',
    reassuranceTitle: "It's okay to ask for help.",
    reassurance:
      "Reaching out takes courage, and you don't have to carry this alone. The people on these lines want to hear from you.",
    outsideUs: 'Outside the US? Find a free helpline in your country at',
    newTab: '(opens in a new tab)',
    safetyLink: `How ${COMPANION_NAME} keeps you safe`,
    safetyPlanLink: 'Make your own safety plan',
    groundingLink: 'Try a grounding or breathing exercise',
  },
  es: {
    listLabel: 'Líneas de ayuda',
    reassuranceTitle: 'Está bien pedir ayuda.',
    reassurance:
      'Pedir ayuda requiere valor, y no tienes que cargar con esto en soledad. Las personas de estas líneas quieren escucharte.',
    outsideUs: '¿Fuera de EE. UU.? Encuentra una línea de ayuda gratuita en tu país en',
    newTab: '(se abre en una pestaña nueva)',
    safetyLink: `Cómo te cuida ${COMPANION_NAME} (página en inglés)`,
    safetyPlanLink: 'Haz tu propio plan de seguridad (página en inglés)',
    groundingLink: 'Prueba un ejercicio de respiración o de anclaje (página en inglés)',
  },
};

/** What each danger is called on the safety page. */
export const CATEGORY_LABELS: Record<DangerCategory, string> = {
  suicide: 'Thoughts of suicide, or of not wanting to be alive',
  self_harm: 'Hurting yourself, or wanting to',
  medical: 'A medical emergency, poisoning or overdose',
  abuse: 'Abuse: at home, in a relationship, sexual assault, or a child being harmed',
  violence: 'Violence, or a threat to someone’s safety',
  eating: 'Eating disorders',
};
