/**
 * Crisis helplines in Europe. The directory is split by region because one file grew past ~400 lines; import
 * it through ../helplines.ts. Every number below was read on the organisation's own page or, where a comment
 * says so, the page of the body that runs it or a government page; `says` quotes it. Never add a number from
 * memory.
 */
import { CHECKED, type CountryHelplines, EU_112_SOURCE } from './types.ts';

const SAMARITANS_CONTACT = 'https://www.samaritans.org/how-we-can-help/contact-samaritan/';

/** The day the pages behind the entries added later (Ukraine) were read. */
const CHECKED_2026_11_29 = '2026-11-29';

export const EUROPE: CountryHelplines[] = [
  {
    code: 'GB',
    name: 'United Kingdom',
    emergency: {
      number: '999',
      source: {
        url: 'https://www.london-fire.gov.uk/safety/calling-999/',
        checked: CHECKED,
        says: 'When you dial 999, a BT operator will ask you what service you need.',
      },
    },
    helplines: [
      {
        name: 'Samaritans',
        description:
          'Samaritans volunteers listen to anyone who is struggling, 24 hours a day, every day of the year: call 116 123 free from landlines and mobiles, even with no credit.',
        actions: [{ kind: 'call', label: 'Call 116 123', href: 'tel:116123' }],
        sources: [
          {
            url: SAMARITANS_CONTACT,
            checked: CHECKED,
            says: 'This number is free to call from both landlines and mobiles, including pay-as-you-go mobiles. You do not need to have any credit or call allowance on your plan to call 116 123.',
          },
          {
            url: 'https://samaritans.org/branches/coventry/coventry-branch-news/coventry-samaritans-will-be-open-usual-over-christmas',
            checked: CHECKED,
            says: 'our volunteers are available 24 hours a day, every day of the year to talk to you. You can ring us free on 116 123.',
          },
        ],
      },
    ],
    locales: ['en-GB', 'cy', 'gd'],
    timeZones: ['Europe/London', 'Europe/Belfast'],
  },
  {
    code: 'IE',
    name: 'Ireland',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // Pieta (1800 247 247) appeared only on third-party pages, so it is not listed.
        name: 'Samaritans Ireland',
        description: 'Samaritans volunteers in Ireland listen to anyone who is struggling: call 116 123.',
        actions: [{ kind: 'call', label: 'Call 116 123', href: 'tel:116123' }],
        sources: [
          {
            url: 'https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey',
            checked: CHECKED,
            says: 'ComReg awarded Samaritans the 116123 number in 2009 as it was the only organisation in Ireland already meeting and exceeding all of the minimum standards for these services.',
          },
          {
            url: 'https://www.samaritans.org/your-community/samaritans-ireland-scotland-and-wales/samaritans-ireland/journey',
            checked: CHECKED,
            says: 'Just eight months after the branch opened, a 24 hour service had begun.',
          },
        ],
      },
    ],
    locales: ['en-IE', 'ga'],
    timeZones: ['Europe/Dublin'],
  },
  {
    code: 'DE',
    name: 'Germany',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // telefonseelsorge.de was not among the stored pages; these are a TelefonSeelsorge station's own site and
        // a church that runs the service. 116 123 appeared only on a parish page, so it is not given.
        name: 'TelefonSeelsorge',
        description:
          'TelefonSeelsorge listens to anyone with worries, free, confidentially and anonymously, around the clock on 365 days a year: call 0800 111 0 111 or 0800 111 0 222 from a landline or mobile.',
        actions: [
          { kind: 'call', label: 'Call 0800 111 0 111', href: 'tel:+498001110111' },
          { kind: 'call', label: 'Call 0800 111 0 222', href: 'tel:+498001110222' },
        ],
        sources: [
          {
            url: 'https://ts-bayreuth.de/node/1',
            checked: CHECKED,
            says: 'Die bundeseinheitlichen Rufnummern 0800/1110111 und 0800/1110222 ist an 365 Tagen rund um die Uhr die Nummer zur TelefonSeelsorge.',
          },
          {
            url: 'https://ts-bayreuth.de/node/1',
            checked: CHECKED,
            says: 'Alle TelefonSeelsorge-Stellen sind über das deutsche Festnetz und per Handy gebührenfrei, vertraulich und anonym erreichbar.',
          },
          {
            url: 'http://www.ekkw.de./telefonseelsorge-seit-60-jahren-fuer-menschen-in-schwierigen-situationen-da',
            checked: CHECKED,
            says: 'ist zentral über die Telefonnummern (0800) 111 0 111 oder (0800) 111 0 222 gebührenfrei, anonym und rund um die Uhr erreichbar.',
          },
        ],
      },
    ],
    locales: ['de', 'de-DE'],
    timeZones: ['Europe/Berlin', 'Europe/Busingen'],
  },
  {
    code: 'AT',
    name: 'Austria',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // Pages of the Catholic Church, one of the two churches that run Austria's TelefonSeelsorge.
        name: 'Telefonseelsorge',
        description:
          'Telefonseelsorge is there for anyone who needs to talk, confidentially: call 142 free of charge, day and night, from anywhere in Austria.',
        actions: [{ kind: 'call', label: 'Call 142', href: 'tel:142' }],
        sources: [
          {
            url: 'https://www.katholisch.at/telefonseelsorge',
            checked: CHECKED,
            says: 'Unter der Rufnummer 142 ist die Telefonseelsorge in ganz Österreich rund um die Uhr und kostenlos zu erreichen.',
          },
          {
            url: 'https://www.katholisch.at/telefonseelsorge',
            checked: CHECKED,
            says: 'Hauptträger der in allen Diözesen vertretenen Telefonseelsorge sind die katholische und evangelische Kirche, in Vorarlberg ein privater Verein.',
          },
          {
            url: 'https://erzdioezese-wien.at/site/home/nachrichten/article/31862.html',
            checked: CHECKED,
            says: 'Die kostenlose Notrufnummer 142 der Telefonseelsorge ist Tag und Nacht erreichbar.',
          },
        ],
      },
    ],
    locales: ['de-AT'],
    timeZones: ['Europe/Vienna'],
  },
  {
    code: 'CH',
    name: 'Switzerland',
    emergency: {
      number: '112',
      // Alertswiss is the Swiss Federal Office for Civil Protection's service.
      source: {
        url: 'https://blog.alertswiss.ch/de/rubriken/news-babs/europaeischer-tag-des-notrufs-112/',
        checked: CHECKED,
        says: 'Neben den drei bekannten Schweizer Notrufnummern 117 (Polizei), 118 (Feuerwehr) und 144 (Rettungssanität) gibt es noch eine vierte Notrufnummer: die 112.',
      },
    },
    helplines: [
      {
        name: 'Tel 143 – Die Dargebotene Hand',
        description:
          "Die Dargebotene Hand (La Main Tendue, Telefono Amico) is Switzerland's national helpline for anyone in a crisis or with everyday worries, answering day and night: call 143, or write by e-mail or chat at 143.ch.",
        actions: [
          { kind: 'call', label: 'Call 143', href: 'tel:143' },
          { kind: 'chat', label: 'Chat or e-mail at 143.ch', href: 'https://www.143.ch/' },
        ],
        sources: [
          {
            url: 'https://zuerich.143.ch/Organisation/Portrait/Tel-143-stellt-sich-vor',
            checked: CHECKED,
            says: 'Als niederschwelliges Angebot leistet die nationale Notrufnummer 143 oder www.143.ch einen wichtigen Beitrag, um Krisensituationen aufzufangen, Kurzschlusshandlungen zu verhindern oder Alltagsprobleme zu bewältigen.',
          },
          {
            url: 'https://www.143.ch/ticino/Consulenza/Servizio-di-consulenza/Notte',
            checked: CHECKED,
            says: "Un quarto del totale delle chiamate al 143 avviene di notte. È un dato importante che conferma l'importanza di essere all'ascolto sempre.",
          },
          {
            url: 'https://www.143.ch/en/our-history/',
            checked: CHECKED,
            says: 'With the introduction of the Internet, Tel 143 expands its services to include e-mail and chat counselling.',
          },
        ],
      },
    ],
    locales: ['de-CH', 'fr-CH', 'it-CH', 'rm'],
    timeZones: ['Europe/Zurich'],
  },
  {
    code: 'FR',
    name: 'France',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        name: '3114 – Numéro national de prévention du suicide',
        description:
          "France's national suicide prevention line answers anyone in distress or worried about someone, free and 24 hours a day, from mainland France and overseas: call 3114.",
        actions: [{ kind: 'call', label: 'Call 3114', href: 'tel:3114' }],
        sources: [
          {
            url: 'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
            checked: CHECKED,
            says: 'Le 3114 est le numéro de la ligne nationale en prévention du suicide.',
          },
          {
            url: 'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
            checked: CHECKED,
            says: 'Vous pouvez appeler le 3114 pour vous ou pour une personne en difficulté afin d’obtenir des conseils.',
          },
          {
            url: 'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
            checked: CHECKED,
            says: 'Que vous composiez ce numéro depuis la Métropole ou l’Outre-Mer, votre appel sera automatiquement dirigé vers le centre répondant 3114 disponible, le plus proche de vous.',
          },
          {
            // A regional health agency (ARS), part of the French state that runs the 3114.
            url: 'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
            checked: CHECKED,
            says: 'Accessibilité : numéro gratuit',
          },
          {
            url: 'https://www.mayotte.ars.sante.fr/3114-le-numero-national-de-prevention-du-suicide',
            checked: CHECKED,
            says: 'Horaires : 24h/24 et 7j/7',
          },
        ],
      },
    ],
    locales: ['fr', 'fr-FR'],
    timeZones: ['Europe/Paris'],
  },
  {
    code: 'NL',
    name: 'Netherlands',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        name: '113 Zelfmoordpreventie',
        description:
          '113 Zelfmoordpreventie is for anyone thinking about suicide: call 113 free, call 0800-0113 if you have no credit or want the call kept off your bill, or chat at 113.nl, all anonymously.',
        actions: [
          { kind: 'call', label: 'Call 113', href: 'tel:113' },
          { kind: 'call', label: 'Call 0800-0113', href: 'tel:+318000113' },
          { kind: 'chat', label: 'Chat at 113.nl', href: 'https://www.113.nl/' },
        ],
        sources: [
          {
            url: 'https://www.113.nl/schoolopdracht',
            checked: CHECKED,
            says: 'Bel gratis 113',
          },
          {
            url: 'https://www.113.nl/schoolopdracht',
            checked: CHECKED,
            says: 'Je kunt met ons geheel anoniem bellen of chatten.',
          },
          {
            url: 'https://www.113.nl/qa-nummerwijziging-113-en-gratis-nummer-0800-0113',
            checked: CHECKED,
            says: 'Voor mensen die geen beltegoed hebben en ook anonimiteit op de rekening wensen is er 0800-0113.',
          },
        ],
      },
    ],
    locales: ['nl', 'nl-NL'],
    timeZones: ['Europe/Amsterdam'],
  },
  {
    code: 'BE',
    name: 'Belgium',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // The Dutch-language Zelfmoordlijn (1813) appeared only on news pages, so it is not listed.
        name: 'Centre de Prévention du Suicide',
        description:
          "The Centre de Prévention du Suicide's listening line (ligne d'écoute) is for anyone with thoughts of suicide: call 0800 32 123.",
        actions: [{ kind: 'call', label: 'Call 0800 32 123', href: 'tel:+3280032123' }],
        sources: [
          {
            url: 'https://www.preventionsuicide.be/actualites/le-centre-de-prevention-du-suicide-publie-son-rapport-dactivites-2022',
            checked: CHECKED,
            says: 'Le Centre de Prévention du Suicide a répondu à plus de 23 000 appels sur sa ligne d’écoute 0800 32 123 et a assuré plus de 1800 entretiens psychologiques à Bruxelles.',
          },
        ],
      },
    ],
    locales: ['nl-BE', 'fr-BE', 'de-BE'],
    timeZones: ['Europe/Brussels'],
  },
  {
    code: 'FI',
    name: 'Finland',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        name: 'MIELI Crisis Helpline (Kriisipuhelin)',
        description:
          'MIELI Crisis Helpline lets you talk about a crisis, anonymously and confidentially, with a crisis worker or trained volunteer in Finnish, Swedish, Ukrainian or Russian; MIELI does not charge, but your operator bills the call.',
        actions: [
          { kind: 'call', label: 'Call 09 2525 0111 (Finnish)', href: 'tel:+358925250111' },
          { kind: 'call', label: 'Call 09 2525 0112 (Swedish)', href: 'tel:+358925250112' },
          { kind: 'call', label: 'Call 09 2525 0114 (Ukrainian)', href: 'tel:+358925250114' },
          { kind: 'call', label: 'Call 09 2525 0115 (Russian)', href: 'tel:+358925250115' },
        ],
        languages: ['Finnish', 'Swedish', 'Ukrainian', 'Russian'],
        sources: [
          {
            url: 'http://mieli.fi/helpline',
            checked: CHECKED,
            says: 'MIELI Crisis Helpline offers help also in Finnish (09 2525 0111), Swedish (09 2525 0112), Ukrainian (09 2525 0114) and Russian (09 2525 0115).',
          },
          {
            url: 'http://mieli.fi/helpline',
            checked: CHECKED,
            says: 'MIELI Crisis Helpline allows you to discuss your thoughts, feelings and situation in life with a crisis worker or a trained volunteer.',
          },
          {
            url: 'http://mieli.fi/helpline',
            checked: CHECKED,
            says: 'Your phone operator will charge a fee based on your telephone subscription (local network rate or mobile charge). MIELI does not charge for the call.',
          },
        ],
      },
    ],
    locales: ['fi', 'fi-FI', 'sv-FI'],
    timeZones: ['Europe/Helsinki'],
  },
  {
    code: 'PT',
    name: 'Portugal',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // The National Health Service line's own page, and SPMS (the Ministry of Health's shared services body that
        // runs SNS 24). 808 numbers are not free calls, so no cost is claimed.
        name: 'SNS 24 – Aconselhamento Psicológico',
        description:
          'The national health line SNS 24 offers psychological counselling by clinical psychologists to anyone, 24/7: call 808 24 24 24 and choose option 4; it is also available in English.',
        actions: [{ kind: 'call', label: 'Call 808 24 24 24, then option 4', href: 'tel:+351808242424' }],
        languages: ['Portuguese', 'English'],
        sources: [
          {
            url: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
            checked: CHECKED,
            says: 'The number you should call is SNS 24 – 808242424. Then you should select option 4 (psychological counseling).',
          },
          {
            url: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
            checked: CHECKED,
            says: 'The service is available 24/7.',
          },
          {
            url: 'https://www.sns24.gov.pt/en/servico/aconselhamento-psicologico-no-sns-24/',
            checked: CHECKED,
            says: 'This service is performed by clinical psychologists.',
          },
          {
            url: 'https://www.spms.min-saude.pt/?p=862047',
            checked: CHECKED,
            says: 'Em 2022, este serviço passou também a estar disponível em inglês, garantindo resposta aos cidadãos não falantes de português.',
          },
        ],
      },
    ],
    locales: ['pt-PT'],
    timeZones: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'],
  },
  {
    code: 'SE',
    name: 'Sweden',
    emergency: { number: '112', source: EU_112_SOURCE },
    helplines: [
      {
        // The number is from Mind's own press room (hosted by Notified); the chat and anonymity from mind.se. No page
        // of Mind's that was read gave current opening hours, so none are claimed.
        name: 'Mind Självmordslinjen',
        description:
          "Mind's Självmordslinjen, staffed by volunteers, is for anyone who is struggling or has questions about suicide, and for those close to them: call 90101 or chat at mind.se, anonymously.",
        actions: [
          { kind: 'call', label: 'Call 90101', href: 'tel:90101' },
          { kind: 'chat', label: 'Chat at mind.se', href: 'https://mind.se/' },
        ],
        sources: [
          {
            url: 'https://newsroom.notified.com/mind-1/posts/pressreleases/malik-bendjellouls-tragiska-sjalvmord-tyvarr',
            checked: CHECKED,
            says: 'Våra stödverksamheter bemannas av volontärer: Självmordslinjen (tel: 90101 chatt: mind.se)',
          },
          {
            url: 'https://newsroom.notified.com/mind-1/posts/pressreleases/malik-bendjellouls-tragiska-sjalvmord-tyvarr',
            checked: CHECKED,
            says: 'Personer som mår psykiskt dåligt, eller personer som är anhöriga eller har frågor om självmord är mycket välkomna att höra av sig via www.mind.se',
          },
          {
            url: 'https://mind.se/sjalvmordslinjen/fragor-och-svar-om-sjalvmordslinjen/',
            checked: CHECKED,
            says: 'Hit kan man chatta och prata med någon och få vara anonym.',
          },
          {
            url: 'https://mind.se/sjalvmordslinjen/fragor-och-svar-om-sjalvmordslinjen/',
            checked: CHECKED,
            says: 'Personer i alla åldrar, med olika bakgrund hör av sig och närstående.',
          },
        ],
      },
    ],
    locales: ['sv', 'sv-SE'],
    timeZones: ['Europe/Stockholm'],
  },
  {
    code: 'UA',
    name: 'Ukraine',
    emergency: {
      number: '112',
      // The Zaporizhzhia Regional State Administration's page, relaying the Ministry of Health; it also lists 101
      // (fire), 102 (police) and 103 (ambulance).
      source: {
        url: 'https://www.zoda.gov.ua/news/59598/algoritm-diy-u-razi-obvalu-budivli.html',
        checked: CHECKED_2026_11_29,
        says: '112 — Єдиний номер виклику всіх служб екстреної допомоги (диспетчер викличе бригаду потрібної служби)',
      },
    },
    helplines: [
      {
        // Lifeline Ukraine's own pages and a regional state administration's page. 7333 is a short number on the
        // mobile networks; no page read gave a landline number, so none is listed.
        name: 'Lifeline Ukraine',
        description:
          "Lifeline Ukraine, the country's national suicide prevention line, gives round-the-clock support by phone and text: call 7333, free from all major mobile operators.",
        actions: [{ kind: 'call', label: 'Call 7333', href: 'tel:7333' }],
        sources: [
          {
            url: 'https://lifelineukraine.com/en/news/open-letter-from-the-founder-of-lifeline-ukraine/',
            checked: CHECKED_2026_11_29,
            says: 'In each of the cases where a person has felt that they needed to call 7333 (our freephone number from all major mobile phone operators) we have helped someone come through a difficult moment in their life.',
          },
          {
            url: 'https://lifelineukraine.com/en/news/lifelineukraine-hotline-results-for-august-2023/',
            checked: CHECKED_2026_11_29,
            says: 'Consultants and consultants of hotline 7333 continue to provide round-the-clock consultations by phone and text.',
          },
          {
            url: 'https://lifelineukraine.com/en/blog/open-letter-from-the-founder-of-lifeline-ukraine',
            checked: CHECKED_2026_11_29,
            says: 'Lifeline Ukraine is the national suicide prevention hotline in our country',
          },
          {
            // The Poltava Regional State Administration's announcement of the line's launch in 2019.
            url: 'https://poda.gov.ua/news/119895',
            checked: CHECKED_2026_11_29,
            says: 'Гаряча лінія працюватиме 24/7 за номером 7333.',
          },
        ],
      },
    ],
    // Europe/Simferopol (Crimea) is left out: no page read said whether 7333 can be reached there.
    locales: ['uk', 'uk-UA', 'ru-UA'],
    timeZones: ['Europe/Kyiv', 'Europe/Kiev', 'Europe/Uzhgorod', 'Europe/Zaporozhye'],
  },
];
