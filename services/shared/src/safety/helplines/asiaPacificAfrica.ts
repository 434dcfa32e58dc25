/**
 * Crisis helplines in Asia, the Pacific and Africa. The directory is split by region because one file grew past
 * ~400 lines; import it through ../helplines.ts. Every number below was read on the organisation's own page
 * or, where a comment says so, a government page; `says` quotes it. Never add a number from memory.
 */
import { CHECKED, type CountryHelplines } from './types.ts';

const SADAG_PAGE =
  'https://sadag.org/index.php?option=com_content&view=article&id=3197:world-mental-health-day-10-october-2021&catid=149&Itemid=132';

export const ASIA_PACIFIC_AFRICA: CountryHelplines[] = [
  {
    code: 'AU',
    name: 'Australia',
    emergency: {
      number: '000',
      source: {
        url: 'https://www.police.vic.gov.au/content.asp?Document_ID=59',
        checked: CHECKED,
        says: 'What happens when I call Triple Zero (000)?',
      },
    },
    helplines: [
      {
        // Sources: a Lifeline centre's own FAQ (Lifeline Hunter to Hawkesbury) and Lifeline's own 2021 appeal
        // page on GiveEasy. That page gave text hours of 12pm–2am AEST in 2021, so no text hours are claimed here.
        name: 'Lifeline',
        description:
          "Lifeline's trained Crisis Supporters give anyone in Australia non-judgemental crisis support: call 13 11 14, available 24/7 (free from mobiles, the cost of a local call from landlines), or text 0477 13 11 14.",
        actions: [
          { kind: 'call', label: 'Call 13 11 14', href: 'tel:131114' },
          { kind: 'text', label: 'Text 0477 13 11 14', href: 'sms:+61477131114' },
        ],
        sources: [
          {
            url: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
            checked: CHECKED,
            says: 'What happens when I call 13 11 14?',
          },
          {
            url: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
            checked: CHECKED,
            says: 'Calls to Lifeline made from a mobile phone are free. Calls to Lifeline made from a landline are charged at the cost of a local call.',
          },
          {
            url: 'https://lifeline.giveeasy.org/spr21-home',
            checked: CHECKED,
            says: 'please call Lifeline on 13 11 14 (available 24/7), visit www.lifeline.org.au/gethelp or reach out to us via our text service on 0477 13 11 14 between 12pm - 2am AEST.',
          },
        ],
      },
    ],
    locales: ['en-AU'],
    timeZones: [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Canberra',
      'Australia/Brisbane',
      'Australia/Lindeman',
      'Australia/Adelaide',
      'Australia/Broken_Hill',
      'Australia/Darwin',
      'Australia/Perth',
      'Australia/Eucla',
      'Australia/Hobart',
      'Australia/Lord_Howe',
    ],
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    emergency: {
      number: '111',
      source: {
        url: 'https://www.govt.nz/browse/crime-and-justice/crimes-and-emergencies/111-emergency-service/',
        checked: CHECKED,
        says: 'If you need help from the police, the fire service, or you need an ambulance, dial 111 and the emergency operator will connect you to the right place.',
      },
    },
    helplines: [
      {
        // 1737's own site was not among the stored pages; this is the Ministry of Health, which funds the service.
        name: '1737 Need to talk?',
        description:
          "1737 Need to talk? is New Zealand's free mental wellbeing line: call or text 1737 any time, day or night, to talk to a trained counsellor.",
        actions: [
          { kind: 'call', label: 'Call 1737', href: 'tel:1737' },
          { kind: 'text', label: 'Text 1737', href: 'sms:1737' },
        ],
        sources: [
          {
            url: 'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
            checked: CHECKED,
            says: 'If you or someone you know needs mental wellbeing support or advice then call or text 1737 anytime day or night to talk to a trained counsellor.',
          },
          {
            url: 'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
            checked: CHECKED,
            says: 'please note there is no charge',
          },
        ],
      },
    ],
    locales: ['en-NZ', 'mi'],
    timeZones: ['Pacific/Auckland', 'Pacific/Chatham'],
  },
  {
    code: 'JP',
    name: 'Japan',
    emergency: {
      number: '119',
      // Fukui City's fire department page; 119 is Japan's fire and ambulance number.
      source: {
        url: 'https://www.city.fukui.lg.jp/kurasi/bosai/syoubo/tuhou.html',
        checked: CHECKED,
        says: '局番なしの119番へ通報してください。',
      },
    },
    helplines: [
      {
        // The Ministry of Health, Labour and Welfare runs this dial. Its FY2026 budget overview (page 14, published at
        // https://www.mhlw.go.jp/wp/yosan/yosan/26syokanyosan/gaiyou.html) was read as stored on wic-net.com. The
        // Inochi no Denwa and Yorisoi lines appeared only on third-party pages, so they are not listed.
        name: 'こころの健康相談統一ダイヤル (Kokoro no Kenko Sodan Toitsu Dial)',
        description:
          "Japan's nationwide mental health counselling dial connects you to the public phone counselling run by your prefecture or city: call 0570-064-556 (a NaviDial number; the caller pays for the call).",
        actions: [{ kind: 'call', label: 'Call 0570-064-556', href: 'tel:+81570064556' }],
        sources: [
          {
            url: 'https://www.wic-net.com/material/document/23000/14',
            checked: CHECKED,
            says: '0570-064-556 おこなおう まもろうよ こころ(ナビダイヤル)」は、平成20年9月10日から運用を行っている。',
          },
          {
            url: 'https://www.wic-net.com/material/document/23000/14',
            checked: CHECKED,
            says: '都道府県等が実施しているこころの健康電話相談等の公的な電話相談事業に全国共通の電話番号を設定する',
          },
          {
            url: 'https://www.wic-net.com/material/document/23000/14',
            checked: CHECKED,
            says: '自治体や一般の方からは通話料を無料とすることが要望され',
          },
        ],
      },
    ],
    locales: ['ja', 'ja-JP'],
    timeZones: ['Asia/Tokyo'],
  },
  {
    code: 'ZA',
    name: 'South Africa',
    emergency: {
      number: '112',
      // The City of Cape Town's page; 112 is the national emergency number from mobile phones.
      source: {
        url: 'https://www.capetown.gov.za/City-Connect/Report/Report-a-crime/Emergency-contact-numbers',
        checked: CHECKED,
        says: 'You may also phone 112 (toll-free).',
      },
    },
    helplines: [
      {
        // SADAG's own page lists its lines one per line; the quotes show those line breaks as spaces.
        name: 'SADAG Suicide Crisis Helpline',
        description:
          'The South African Depression and Anxiety Group (SADAG) runs a Suicide Crisis Helpline: call 0800 567 567.',
        actions: [{ kind: 'call', label: 'Call 0800 567 567', href: 'tel:+27800567567' }],
        sources: [{ url: SADAG_PAGE, checked: CHECKED, says: 'Suicide Crisis Helpline 0800 567 567' }],
      },
      {
        name: 'SADAG Cipla Mental Health Helpline',
        description:
          "SADAG's Cipla Mental Health Helpline is for mental health support: call 0800 456 789 or send an SMS to 31393, or ask on SADAG's site for a counsellor to call you back.",
        actions: [
          { kind: 'call', label: 'Call 0800 456 789', href: 'tel:+27800456789' },
          { kind: 'text', label: 'SMS 31393', href: 'sms:31393' },
        ],
        sources: [
          { url: SADAG_PAGE, checked: CHECKED, says: 'Cipla Mental Health Helpline 0800 456 789 SMS 31393' },
          { url: SADAG_PAGE, checked: CHECKED, says: 'Request a Callback from a Counsellor' },
        ],
      },
    ],
    locales: ['en-ZA', 'af', 'af-ZA', 'zu', 'xh'],
    timeZones: ['Africa/Johannesburg'],
  },
  {
    code: 'PH',
    name: 'Philippines',
    emergency: {
      number: '911',
      // The Emergency 911 National Office, the government body that runs the national number.
      source: {
        url: 'https://e911.gov.ph/executive-directors-message/',
        checked: CHECKED,
        says: 'Hence, the National Telecommunications Commission (NTC) provided the code “911” as the Emergency Hotline Number nationwide for the use of the Government and the public last July 20, 2016.',
      },
    },
    helplines: [
      {
        // The Department of Health's own launch release. Its second number, 989 8727, is a Metro Manila landline given
        // without an area code, so only the mobile number is offered as a link. NCMH 1553 was not found on an
        // official page.
        name: 'NCMH Crisis Hotline',
        description:
          "The National Center for Mental Health's crisis hotline, launched by the Department of Health, is for anyone in a mental health crisis, including suicide prevention: call 0917 899 8727, operated 24/7.",
        actions: [{ kind: 'call', label: 'Call 0917 899 8727', href: 'tel:+639178998727' }],
        sources: [
          {
            url: 'https://doh.gov.ph/press-release/launch-of-the-ncmh-crisis-hotline/',
            checked: CHECKED,
            says: 'Hence the launch of the new NCMH CRISIS HOTLINE, which can be reached at 0917 899 8727 (USAP) and 989 8727 (USAP) operated 24/7.',
          },
          {
            url: 'https://doh.gov.ph/press-release/launch-of-the-ncmh-crisis-hotline/',
            checked: CHECKED,
            says: 'a new crisis hotline for all who are undergoing any mental health crisis including suicide prevention',
          },
        ],
      },
    ],
    locales: ['en-PH', 'fil', 'fil-PH', 'tl', 'tl-PH'],
    timeZones: ['Asia/Manila'],
  },
  {
    code: 'HK',
    name: 'Hong Kong',
    emergency: {
      number: '999',
      // The Hong Kong Police Force's performance pledge for 999 calls.
      source: {
        url: 'https://twdc.police.gov.hk/ppp_en/01_about_us/pp_operation.html',
        checked: CHECKED,
        says: 'The Police Force aims to provide a timely and efficient service for 999 callers 24 hours a day.',
      },
    },
    helplines: [
      {
        // The Government's own news site and its Shall We Talk mental health site. The Samaritan Befrienders Hong Kong
        // line (2389 2222) appeared only on a university page and an encyclopedia, so it is not listed.
        name: '18111 – Mental Health Support Hotline',
        description:
          "Hong Kong's Government-funded Mental Health Support Hotline gives anyone with mental health needs, and their carers, immediate support and referral: call 18111, answered 24 hours a day all year round.",
        actions: [{ kind: 'call', label: 'Call 18111', href: 'tel:18111' }],
        sources: [
          {
            url: 'https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html',
            checked: CHECKED,
            says: 'The Government today launched the "18111 - Mental Health Support Hotline" to provide one-stop, round-the-clock support for people with mental health needs, rendering them immediate mental health support and referral services.',
          },
          {
            url: 'https://news.gov.hk/eng/2023/12/20231227/20231227_162155_701.html',
            checked: CHECKED,
            says: 'The hotline will be operated all year round with dedicated personnel answering the phone 24 hours a day, providing immediate support and counselling services to members of the public from all backgrounds and all ages.',
          },
          {
            url: 'https://www.shallwetalk.hk/en/feature-topics/kick-off-ceremony-of-the-mental-health-support-hotline/',
            checked: CHECKED,
            says: 'The carers themselves can also make use of this hotline to seek timely support.',
          },
        ],
      },
    ],
    locales: ['zh-HK', 'zh-Hant-HK', 'en-HK', 'yue-HK'],
    timeZones: ['Asia/Hong_Kong'],
  },
];
