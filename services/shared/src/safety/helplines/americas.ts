/**
 * Crisis helplines in the Americas. The directory is split by region because one file grew past ~400 lines;
 * import it through ../helplines.ts. The U.S. entries reuse the kit's CRISIS_RESOURCES rather than repeating
 * numbers. Every number below was read on the organisation's own page or, where a comment says so, a
 * government page; `says` quotes it. Never add a number from memory.
 */
import { CRISIS_RESOURCES, type CrisisResource } from '../crisisResources.ts';
import { CHECKED, type CountryHelplines, type Helpline } from './types.ts';

/** A kit resource as a directory entry: the same name, English text, actions and sources. */
function fromKit(resource: CrisisResource): Helpline {
  return {
    name: resource.name,
    description: resource.description,
    actions: resource.actions.map(({ kind, label, href }) => ({ kind, label, href })),
    sources: resource.sources,
  };
}

/** What a U.S. line for a specific need is for. */
export type SpecificNeed =
  | 'domestic_violence'
  | 'sexual_assault'
  | 'child_abuse'
  | 'lgbtq_youth'
  | 'veterans';

export interface SpecificNeedHelpline extends Helpline {
  need: SpecificNeed;
  /** Short English words for the need, e.g. "Domestic violence". */
  forWhat: string;
}

/** U.S. lines for specific needs, to show beside the general ones. */
export const US_SPECIFIC_LINES: SpecificNeedHelpline[] = [
  {
    need: 'domestic_violence',
    forWhat: 'Domestic violence',
    ...fromKit(CRISIS_RESOURCES.domesticViolenceHotline),
  },
  { need: 'sexual_assault', forWhat: 'Sexual assault', ...fromKit(CRISIS_RESOURCES.rainn) },
  { need: 'child_abuse', forWhat: 'Child abuse', ...fromKit(CRISIS_RESOURCES.childhelp) },
  {
    // No page of The Trevor Project's own that showed its numbers could be read (only third-party pages did),
    // so, as with the kit's ANAD entry, none is given: the text points to its site. The source is the
    // organisation's own fundraising e-mail as archived on politicalemails.org.
    need: 'lgbtq_youth',
    forWhat: 'LGBTQ+ young people',
    name: 'The Trevor Project',
    description:
      "The Trevor Project's trained counselors answer calls, texts and chats from LGBTQ young people who need help through a dark moment; see thetrevorproject.org for how to reach them.",
    actions: [],
    sources: [
      {
        url: 'https://politicalemails.org/messages/708733/html_body',
        checked: CHECKED,
        says: 'The Trevor Project is the world’s largest suicide prevention and crisis intervention organization for LGBTQ (lesbian, gay, bisexual, transgender, queer, and questioning) young people.',
      },
      {
        url: 'https://politicalemails.org/messages/708733/html_body',
        checked: CHECKED,
        says: 'Every day, Trevor’s trained counselors answer calls, texts, and chats from LGBTQ young people who need help to navigate a dark moment.',
      },
    ],
  },
  {
    need: 'veterans',
    forWhat: 'Veterans and service members',
    name: 'Veterans Crisis Line',
    description:
      'The Veterans Crisis Line gives Veterans, service members and people worried about them free, confidential support 24/7: dial 988 then press 1, text 838255, or chat at VeteransCrisisLine.net/Chat.',
    actions: [
      { kind: 'call', label: 'Call 988, then press 1', href: 'tel:988' },
      { kind: 'text', label: 'Text 838255', href: 'sms:838255' },
      {
        kind: 'chat',
        label: 'Chat at VeteransCrisisLine.net',
        href: 'https://www.veteranscrisisline.net/Chat',
      },
    ],
    sources: [
      {
        url: 'http://veteranscrisisline.net/About/VeteranSuicide.aspx',
        checked: CHECKED,
        says: 'To reach responders, Dial 988 then Press 1, chat online at VeteransCrisisLine.net/Chat, or text 838255.',
      },
      {
        url: 'http://veteranscrisisline.net/About/VeteranSuicide.aspx',
        checked: CHECKED,
        says: 'If you’re a Veteran in crisis or concerned about one, contact the Veterans Crisis Line to receive 24/7, confidential support.',
      },
    ],
  },
];

export const AMERICAS: CountryHelplines[] = [
  {
    code: 'US',
    name: 'United States',
    emergency: { number: '911', source: CRISIS_RESOURCES.emergency911.sources[0]! },
    helplines: [fromKit(CRISIS_RESOURCES.lifeline988), fromKit(CRISIS_RESOURCES.crisisTextLine)],
    locales: ['en-US', 'es-US'],
    timeZones: [
      'America/New_York',
      'America/Detroit',
      'America/Indiana/Indianapolis',
      'America/Kentucky/Louisville',
      'America/Chicago',
      'America/Denver',
      'America/Boise',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'America/Adak',
      'Pacific/Honolulu',
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    // The U.S. FCC's page (the kit's 911 source) names 9-1-1 as the emergency number of Canada too.
    emergency: { number: '911', source: CRISIS_RESOURCES.emergency911.sources[0]! },
    helplines: [
      {
        // 988.ca itself was not among the stored pages: these are the Government of Canada's launch release
        // (it funds the line) and the operator CAMH's own announcement.
        name: '9-8-8: Suicide Crisis Helpline',
        description:
          "Canada's 9-8-8: Suicide Crisis Helpline is for anyone thinking about suicide or worried about someone: call or text 9-8-8 in English or French, 24 hours a day, 7 days a week.",
        actions: [
          { kind: 'call', label: 'Call 988', href: 'tel:988' },
          { kind: 'text', label: 'Text 988', href: 'sms:988' },
        ],
        languages: ['English', 'French'],
        sources: [
          {
            url: 'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
            checked: CHECKED,
            says: "9-8-8, Canada's new three-digit suicide crisis helpline, is now available to call or text, in English and French, 24 hours a day and seven days a week, across Canada.",
          },
          {
            url: 'https://www.oha.com:443/news/powered-by-camh-9-8-8-suicide-crisis-helpline-launches',
            checked: CHECKED,
            says: 'Led and coordinated by the Centre for Addiction and Mental Health (CAMH) and funded by the Government of Canada, 9-8-8 is for anyone who is thinking about suicide, or who is worried about someone they know.',
          },
        ],
      },
    ],
    locales: ['en-CA', 'fr-CA'],
    timeZones: [
      'America/Toronto',
      'America/Montreal',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Regina',
      'America/Halifax',
      'America/Moncton',
      'America/St_Johns',
      'America/Whitehorse',
      'America/Yellowknife',
      'America/Iqaluit',
    ],
  },
  {
    code: 'MX',
    name: 'Mexico',
    emergency: {
      number: '911',
      source: {
        url: 'https://www.gob.mx/policiafederal/articulos/088-911-responder-ante-cualquier-llamado?idiom=es',
        checked: CHECKED,
        says: 'El Acuerdo concreta el 911 como el único número nacional de atención a emergencias y respuesta inmediata, teniendo como administrador al Secretariado Ejecutivo del Sistema Nacional de Seguridad Pública.',
      },
    },
    helplines: [
      {
        // The federal Línea de la Vida (800 911 2000) appeared only on news pages, so it is not listed. The
        // Citizen Council's English page is its own; the Spanish quote is the Council's own column in Publimetro.
        name: 'Consejo Ciudadano: Línea de Seguridad y Chat de Confianza',
        description:
          "Mexico City's Citizen Council for Safety and Justice offers free psychological support to anyone in distress 24 hours a day, 365 days a year: call or send a WhatsApp message to 55 5533 5533.",
        actions: [
          { kind: 'call', label: 'Call 55 5533 5533', href: 'tel:+525555335533' },
          { kind: 'chat', label: 'WhatsApp 55 5533 5533', href: 'https://wa.me/525555335533' },
        ],
        sources: [
          {
            url: 'https://mail.consejociudadanomx.org/index.php/en/news/newsletters/suicidio',
            checked: CHECKED,
            says: 'In real numbers, the Citizen Council’s psychologists have offered counseling to 690 people, out of which 480 communicated through the Trustworthy Chat 55 5533-5533 and the rest through the Safety Line.',
          },
          {
            url: 'https://mail.consejociudadanomx.org/index.php/en/news/newsletters/suicidio',
            checked: CHECKED,
            says: 'The Citizen Council offers in-person and online counseling 24 hours a day 365 days a year',
          },
          {
            url: 'https://mail.consejociudadanomx.org/index.php/en/news/newsletters/suicidio',
            checked: CHECKED,
            says: 'If they have episodes of anxiety, deep depression, feelings of emptiness or helplessness, they can call us or send us a WhatsApp.',
          },
          {
            url: 'https://www.publimetro.com.mx/mx/opinion/2020/07/31/nunca-estas-sol-pide-ayuda.html',
            checked: CHECKED,
            says: 'brindar atención psicológica gratis por medio de la Línea de Seguridad y el Chat de Confianza de WhatsApp 55 5533-5533.',
          },
        ],
      },
    ],
    locales: ['es-MX'],
    timeZones: [
      'America/Mexico_City',
      'America/Monterrey',
      'America/Merida',
      'America/Cancun',
      'America/Matamoros',
      'America/Chihuahua',
      'America/Ciudad_Juarez',
      'America/Ojinaga',
      'America/Mazatlan',
      'America/Bahia_Banderas',
      'America/Hermosillo',
      'America/Tijuana',
    ],
  },
];
