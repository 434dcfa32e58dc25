/**
 * The sets of whole conversations (conversations/<dir>), each written apart by helpers who never saw the
 * companion, and how far each was used: a set measured once measures the companion as it is; once its
 * misses were read while the companion changed, it is a development set and its figures are optimistic.
 */
export interface ConversationSet {
  dir: string;
  story: string;
  /** Measured once and not read since: the targets are held here. */
  once?: boolean;
}

export const CONVERSATION_SETS: ConversationSet[] = [
  {
    dir: 'dev',
    story:
      'was written by three helpers who never saw the companion (110 English and 60 Spanish conversations of 4 to 8 turns, ordinary subjects, each turn labelled) and is the development set: its misses were read while the companion changed.',
  },
  {
    dir: 'dev2',
    story:
      'was written by three more helpers who never saw the companion (110 English and 60 Spanish conversations, other subjects and voices, each turn labelled), at the same time as the development set but never read, and measured once with the companion of 178f8ad: English subject kept 0.955, questions answered 0.880, plans affirmed 0.692, goodbyes closed 0.831, no question twice, no bad reflection; Spanish 0.918, 0.979, 0.826, 0.913, 0, 0. Targets missed; its misses were then read: a development set.',
  },
  {
    dir: 'final',
    story:
      'was written by three more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects and voices, each turn labelled), while the companion changed, never read, and measured once with the companion of e3985d3: English subject kept 0.915, questions answered 0.933, plans affirmed 0.818, goodbyes closed 0.930, no question twice, one ungrammatical reflection; Spanish 0.930, 0.978, 0.917, 0.911, 0, 0. Targets missed; its misses were then read: a development set.',
  },
  {
    dir: 'final2',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects and voices, each turn labelled), after the companion was final for this round of work (74fe5cd), and measured once with it: English subject kept 0.935, questions answered 0.745, plans affirmed 0.889, goodbyes closed 0.976, no question twice, no ungrammatical reflection; Spanish subject kept 0.881, answered 1.000, plans 0.828, closed 0.911, 0, 0. Targets missed; its misses were then read (questions without a question mark, plans in the present, thanks mid-sentence): a development set since.',
  },
  {
    dir: 'final3',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects and voices, each turn labelled), and measured once with the companion of 74fe5cd/2fffaab and the engine of 7d4a6b0 (the classifier retrained on whole conversations): English subject kept 0.939, questions answered 0.950, plans affirmed 0.846, goodbyes closed 0.979, no question twice, no ungrammatical reflection; Spanish 0.933, 0.986, 0.743, 0.839, 0, 0. Targets missed; its misses were then read (plans said in the present or as "and ..." after a plan, steps already taken, Spanish goodbyes such as "abrazo" and "buenas noches" late in a conversation): a development set since.',
  },
  {
    dir: 'final4',
    story:
      "was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects: hobbies, neighbours, old pets, moving, flatmates, weddings, retirement, driving tests, rejections, a parent's new partner, graduations, night shifts, grief a year on; each turn labelled), and measured once with the companion and engine of 3795efa: English subject kept 0.899, questions answered 0.957, plans affirmed 0.877, goodbyes closed 0.925, no question twice, no ungrammatical reflection; Spanish 0.913, 0.968, 0.818, 0.939, 0, 0 (the companion at the start of that session, 9b04475: English 0.901, 0.957, 0.877, 0.925; Spanish 0.910, 0.968, 0.818, 0.939). Targets missed; its misses were then read (an old pet's sleep read as the visitor's, a uni friend's wedding read as school, a pet's operation and a dog at one's heels read by the safety engine as danger): a development set.",
  },
  {
    dir: 'final5',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects: a friend who always cancels, a new manager, a first flat, a wedding speech, an instrument learned late, a dog that pulls, a group project, a car that breaks down, a parent after surgery, moving back home, a holiday gone wrong, an allotment, a child starting school; questions without a question mark, plans in the present, steps already taken), and measured once with the companion and engine of 66bdb01: English subject kept 0.924, questions answered 0.965, plans affirmed 0.642, goodbyes closed 0.934, no question twice, no ungrammatical reflection; Spanish 0.894, 0.548, 0.540, 0.965, 0, 0 (the companion at the start of that session, 9b04475: English 0.921, 0.956, 0.642, 0.934; Spanish the same). Targets missed: plans said in the present and Spanish questions without a question mark are the companion\'s weakest reading. Its misses were then read (Spanish questions opened by cuánto, cómo, qué and choices put as "o eso...", plans said as what one is doing, steps already taken): a development set.',
  },
  {
    dir: 'final6',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh subjects: a coworker who takes credit, night shifts, a sister emigrating, a dad retiring, a new baby, exams, group chats, dating apps, rent, a broken phone, a gym routine, an old dog, learning to drive, a move, a divorce\'s paperwork, a mother with dementia; Spanish from Mexico, Argentina, Spain, Colombia, Chile and the Caribbean, questions without a question mark), and measured once with the companion and engine of b7ffcd6: English subject kept 0.916, questions answered 0.973, plans affirmed 0.945, goodbyes closed 0.960, no question twice, no ungrammatical reflection; Spanish 0.899, 0.517, 0.787, 0.981, 0, 0. Targets missed: Spanish questions and plans are read worst. Its misses were then read (questions with no mark and no accents: "sera que", "como empieza uno", "..., verdad", "o nomas a mi"; plans as "mejor le escribo", "el domingo se lo planteo", "he pensado en"): Spanish 0.896, 0.950, 0.984, 0.981. A development set since.',
  },
  {
    dir: 'final7',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh everyday subjects, questions and plans in new words), after the companion of this round was final, and measured once with the companion and engine of 3c82415: English subject kept 0.938, questions answered 0.814, plans affirmed 0.630, goodbyes closed 0.918, no question twice, no ungrammatical reflection; Spanish 0.894, 0.583, 0.875, 0.944, 0, 0. Targets missed: questions and plans in new words are still read by their phrasing. Its misses were then read (plans said as a gerund with no subject, a decision or an agreement, things set to be done, a step taken "this arvo"; questions put as "reckon", ", you think", "x or y, what works better", "how long till"; Spanish "usted cree que", "a mi edad", "o soy la unica"), with listen turns read as a plan or a question counted over every set (one more plan, no more questions): English 0.940, 0.929, 0.778, 0.918; Spanish 0.894, 0.933, 0.875, 0.944. A development set since.',
  },
  {
    dir: 'final8',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, fresh everyday subjects, questions, plans and goodbyes each phrased anew), and measured once with the companion and engine of 2ff3290: English subject kept 0.927, questions answered 0.659, plans affirmed 0.911, goodbyes closed 0.798, no question twice, one ungrammatical reflection; Spanish 0.908, 0.612, 0.820, 0.891, 0, 0. Targets missed: questions and goodbyes in new words. Measured once again, before any miss was read, with the learned reader of moves added (training/moves.ts, trained on the development sets only; its threshold 0.9, with 0.8 and 0.95 tried on this set and giving within 0.02): English 0.925, 0.820, 0.938, 0.904; Spanish 0.904, 0.750, 0.869, 0.964; listening turns read as a plan or a question 7 more of 475. Its misses were then read: the learned reader now needs the surface of a move (a question word or a choice, a word of plan or time, a thanks or a goodbye), which it had not for "my teacher is disappointed in me" heard as a question (over-reads on this set 7 -> 2); questions judged by a tag ("..., is that odd", "doable?", "isn\'t it", "idk how to start"), sign-offs from many places ("hooroo", "stay well", "till next time"), steps set up; Spanish questions with a question word and a verb of one\'s own ("que le llevo", "de que hablo"), a choice put with a clitic ("las tiro o las guardo"), "..., que te parece", steps fixed ("reserve pal viernes", "me inscribi hoy"): English 0.925, 0.857, 0.946, 0.952; Spanish 0.911, 0.888, 0.934, 0.964; Spanish listening turns read as a question over every set 13 -> 15 of 1,909. A development set since.',
  },
  {
    dir: 'final9',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, subjects of their own finding, questions, plans and goodbyes phrased anew), while the companion changed, and measured once with the companion of this round once final (1b0056b): English subject kept 0.950, questions answered 0.906, plans affirmed 0.908, goodbyes closed 0.830, no question twice, no bad reflection; Spanish 0.878, 0.750, 0.785, 0.732, 0, 0. The companion of 2ff3290 on the same set: English 0.950, 0.848, 0.883, 0.689; Spanish 0.861, 0.520, 0.738, 0.732. Targets missed (goodbyes, Spanish questions and plans), every figure better or equal. With the n-gram reader as a warning sign: English answered 0.901, the rest the same. Its misses were then read (goodbyes in words of many places: "much obliged", "ta for that", "totsiens", "hasta otra", "graciass", "luego te cuento como me fue"; six ordinary conversations answered with a crisis reply, two of them by rules: a husband following into the kitchen, a car not worth more money), and the learned reader of moves learns from it: a development set since.',
  },
  {
    dir: 'final10',
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, subjects of their own finding, plans said with doubt, questions without a question mark, goodbyes in many words), and measured once with the companion of this round once final: English subject kept 0.898, questions answered 0.946, plans affirmed 0.890, goodbyes closed 0.877, no question twice, no bad reflection; Spanish 0.929, 0.939, 0.859, 1.000, 0, 0. The companion at the start of this round (257f3d2) on the same set: English 0.900, 0.946, 0.881, 0.887; Spanish 0.929, 0.939, 0.831, 0.965. Targets missed (subject, plans and goodbyes in English, plans in Spanish). Its misses were then read: the scorer learned the later briefs\' names for the same labels (relationships, love); fifteen crisis replies in its ordinary turns came from four everyday readings of the safety rules (a last night shift, what keeps one up, a friend who hurt me, a daughter who pushed me to learn) and five from the classifier reading a plan to talk as danger; goodbyes said as "that\'s all", "chat later" or thanks for being here; Spanish plans tried on aloud ("capaz me anoto", "se me ocurre invitarlo") and questions asked without a mark ("cómo sabés", "cuánto dura esto"). English 0.939, 0.959, 0.927, 0.962, crisis replies 0.039 -> 0.010; Spanish 0.939, 0.980, 0.958, 1.000. A development set since.',
  },
  {
    dir: 'final11',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm, close or ask; subjects and voices of their own finding, some Spanglish), and measured once with the companion of this round once final (feb99b1): English subject kept 0.963, questions answered 0.947, plans affirmed 0.887, goodbyes closed 0.856, no question twice, no bad reflection, 0.012 of turns answered with a crisis reply; Spanish 0.893, 0.970, 0.905, 0.981, 0, 0, 0.003, with 10 turns of Spanish visitors answered only in English. The companion at the start of this round (ef3a276): English 0.957, 0.947, 0.880, 0.845; Spanish 0.881, 0.970, 0.905, 0.981, 11 turns answered only in English. Targets missed (plans and goodbyes in English, subject in Spanish, crisis replies in English). Its misses were then read (thanks and goodbyes in the words of other languages and Englishes: "asante sana", "diolch", "ta very much pet", "God bless now"): a development set since.',
  },
  {
    dir: 'final12',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; English from seventeen places, Spanish from twenty countries and US Spanglish), and measured once with the companion of this round once final (80ac63d): English subject kept 0.934, questions answered 0.962, plans affirmed 0.938, goodbyes closed 0.982, no question twice, no bad reflection, 0.019 of turns answered with a crisis reply; Spanish 0.931, 0.917, 0.879, 0.960, 0, 0, 0.002, with 9 turns of Spanish visitors answered only in English. The companion at the start of this round (9a1bf7d): English 0.934, 0.962, 0.924, 0.973; Spanish 0.931, 0.917, 0.879, 0.947. Targets missed: the subject in both languages, Spanish plans, crisis replies in English. In the next round its misses were read with every other set\'s (a subject left for one word of another, "his promotion" at a family dinner; a topic probe after an honest "no answer"): a development set since.',
  },
  {
    dir: 'final13',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; English from fourteen places, Spanish from seventeen countries and US Spanglish), while the companion changed, and measured once with the companion and engine of this round once final (1c4d419): English subject kept 0.925, questions answered 0.947, plans affirmed 0.913, goodbyes closed 0.951, no question twice, two ungrammatical reflections, 0.016 of turns answered with a crisis reply; Spanish 0.938, 1.000, 0.782, 0.981, 0, 0, 0.009. The companion and engine at the start of this round (a6e244a): subject kept English 0.911, Spanish 0.924, every other figure the same. Targets missed: the subject in both languages, Spanish plans, crisis replies in English, two bad reflections. In the next round its Spanish misses were read (a talk with a father planned for Sunday after mass, and the goodbye after it, answered with the crisis reply; a goodbye said to someone else, "le voy a decir chao bien clarito", taken for the visitor\'s own): Spanish plans affirmed 0.795, goodbyes closed 1.000, crisis replies 0.003. A development set since.',
  },
  {
    dir: 'final14',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; English from some twenty places, Spanish from twenty countries and US Spanglish; questions without a mark, plans said with doubt, goodbyes in local words), and measured once with the companion and engine of this round once final (9c27344): English subject kept 0.945, questions answered 0.968, plans affirmed 0.991, goodbyes closed 0.982, no question twice, no bad reflection, 0.001 of turns answered with a crisis reply; Spanish 0.887, 0.937, 0.932, 0.881, 0, 0, 0.024. The companion and engine at the start of this round (533667f): English the same; Spanish 0.871, 0.919, 0.898, 0.847, crisis replies 0.043. Targets missed: the subject in both languages, Spanish goodbyes, crisis replies in Spanish. In the next round its Spanish misses were read (goodbyes in local words, questions put as a choice without a mark, "la pega" read as a blow, a toddler who hits read as abuse, "la gorda" in arms read as a body worry): Spanish subject kept 0.887 -> 0.916, questions answered 0.937 -> 1.000, plans affirmed 0.932 -> 0.966, goodbyes closed 0.881 -> 1.000, crisis replies 0.024 -> 0.003. A development set since.',
  },
  {
    dir: 'final15',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; siblings moving away, new jobs, weddings, hobbies, adult friendships, caring for a parent, grief, health news), and measured once with the companion and engine of this round once final (0433031): English subject kept 0.891, questions answered 0.938, plans affirmed 0.918, goodbyes closed 0.936, no question twice, one ungrammatical reflection, 0.043 of turns answered with a crisis reply; Spanish 0.916, 1.000, 0.983, 1.000, 0, 0, 0.000. The companion and engine at the start of this round (fee8591): English the same; Spanish 0.913, 1.000, 0.983, 0.980. Targets missed: the subject in both languages, English answers, plans and goodbyes, and crisis replies in English conversations. In the next round its misses were read: ten ordinary conversations answered with the crisis reply, four of them by rules (an old dog that could not jump into the truck, a roommate who "says ill do it tonight" about the dishes, a toddler who pushes her father away at night, "even when it\'s the right decision" read as finality with a visit on Monday), the rest by the word classifier alone; and the scorer learned this brief\'s names for subjects (friendship, parenting). English subject kept 0.890 -> 0.933, answered 0.931 -> 0.951, plans 0.918 -> 0.945, goodbyes 0.936 -> 0.979, crisis replies 0.045 -> 0.019; Spanish subject kept 0.916 -> 0.943. A development set since.',
  },
  {
    dir: 'final16',
    once: false,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; siblings abroad, new jobs, weddings, care homes, retirement, exams, money, flatmates, dating, parenting, volunteering; English from thirteen countries, Spanish from thirteen and US Spanglish), and measured once with the companion and engine of this round once final (5e47c4b): English subject kept 0.932, questions answered 0.928, plans affirmed 0.926, goodbyes closed 0.929, no question twice, no bad reflection, 0.005 of turns answered with a crisis reply; Spanish 0.937, 0.926, 0.827, 1.000, 0, 0, 0.000 (three other problems). The companion and engine at the start of this round (344ea90), scored the same way: English subject kept 0.934, every other figure the same. Targets missed: the subject in both languages, English goodbyes, Spanish plans. In the next round its Spanish plan misses were read (a step weighed aloud, "estoy pensando poner una regla", "estaba pensando ahorrar para ir"; "capaz tambien hacemos"; "ok, entonces reservo"; "esta semana abro un excel"; "creo que me apunto"; a relative "que" read as a question, "cosas que podria hacer"): Spanish plans affirmed 0.827 -> 0.973, subject 0.937 -> 0.944; and its English misses (help asked for as a thing wanted, "need words to tell them", "easy indian dishes for a total beginner pls"; goodbyes and thanks in Scots and Jamaican English, "walk good", "tank yuh", "away to make the dinner", "have a good one"): answered 0.928 -> 0.976, goodbyes 0.929 -> 0.980. A development set since.',
  },
  {
    dir: 'final17',
    once: true,
    story:
      'was written by two more helpers who never saw the companion (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; ordinary subjects of their own finding, English from several countries, Spanish from Mexico, Spain, Argentina, Colombia, Chile and Peru), and measured once with the companion and engine of this round once final (0ad6a08): English subject kept 0.968, questions answered 0.979, plans affirmed 0.950, goodbyes closed 0.981, no question twice, no bad reflection, 0.005 of turns answered with a crisis reply; Spanish 0.930, 1.000, 0.925, 1.000, 0, 0, 0.000. Targets missed: the subject in Spanish.',
  },
  {
    dir: 'final18',
    once: false,
    story:
      'was written by another helper who never saw the companion, after the companion and engine of this round were final (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; subjects of its own finding: a friend\'s new baby, swimming lessons as an adult, a noisy neighbour, a parent remarrying, a first marathon, a shelter dog, a gap year, budgeting for a trip; Spanish from eight countries and US Spanglish), and measured once with them (11e5448): English subject kept 0.945, questions answered 0.991, plans affirmed 0.912, goodbyes closed 0.964, no question twice, no bad reflection, 0.018 of turns answered with a crisis reply; Spanish 0.928, 0.921, 0.968, 1.000, 0, 0, 0.000. Targets missed: the subject in both languages, and crisis replies in English (seven everyday plans read by the classifier as danger: open swim on Wednesdays, a first date recreated, dates put in a calendar, cutting to two cans). Those turns were then read: three were rules, now fixed ("cutting to 2 cans", a baby who takes a bottle, "he feels me tense up"): English plans affirmed 0.912 -> 0.921, goodbyes 0.964 -> 0.982, crisis replies 0.018 -> 0.010. A development set since.',
  },
  {
    dir: 'final19',
    once: false,
    story:
      "was written by another helper who never saw the companion, at the start of this round (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; subjects of its own finding: a career change at forty, a flatmate's dishes, a teenager who will not talk, learning to drive late, a parent's retirement, splitting costs with a partner who earns more, an old dog, a wedding on a budget; Spanish from eighteen countries and US Spanglish), and measured once with the companion and engine of 833d25d: English subject kept 0.949, questions answered 0.990, plans affirmed 0.955, goodbyes closed 0.982, no question twice, no bad reflection, 0.006 of turns answered with a crisis reply; Spanish 0.951, 1.000, 0.917, 0.983, 0, 0, 0.005 (a decision told with its step, a video call on Sunday, read as a plan of dying). Targets missed: the subject in English. Its Spanish misses were then read: a decision said first is a plan whatever the 'o' in it, a plan besides a leaving is affirmed unless the goodbye ends the message, the wish at a goodbye names the step and not what is to be said, and the safety engine reads a decision told with its step as no plan of dying: Spanish plans affirmed 0.917 -> 1.000, goodbyes 0.983 -> 1.000, crisis replies 0.005 -> 0. A development set since.",
  },
  {
    dir: 'final20',
    once: false,
    story:
      'was written by another helper who never saw the companion, at the start of this round, and kept unread until the companion and engine of this round were final (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; every part of ordinary life, people from 15 to 85; Spanish from nineteen countries and US Spanglish), and measured once with the companion of 73e8281 and the engine of c9655fc: English subject kept 0.969, questions answered 0.980, plans affirmed 0.975, goodbyes closed 0.971, no question twice, two bad reflections, 0.005 of turns answered with a crisis reply; Spanish 0.948, 1.000, 0.968, 0.964, 0, 0, 0.003. Targets missed: the subject in Spanish (by 0.002), and two reflections (one a filler said back, "so yeah you know why"; the other, "no one says her name anymore", a fault of the check, which read "no one" as a bare "no"). Its misses were then read: thanks that open the last sentence after a plan close it, "eskerrik asko" is thanks, a filler between two parts is dropped: Spanish goodbyes 0.964 -> 1.000, bad reflections 2 -> 0. A development set since.',
  },
  {
    dir: 'final21',
    once: false,
    story:
      'was written by two more helpers who never saw the companion, at the start of this round (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; subjects of their own finding, people from 15 to 85 in eleven English-speaking countries, Spanish from fourteen countries and US Spanish), and measured once with the companion and engine of 6b0d99d: English subject kept 0.961, questions answered 0.991, plans affirmed 0.955, goodbyes closed 0.964, no question twice, no bad reflection, 0.009 of turns answered with a crisis reply; Spanish 0.957, 0.955, 0.933, 0.897, 0, 0, 0.003. Targets missed: Spanish goodbyes (closings the companion did not know: "feliz noche", "que le vaya bonito", "fue de ayuda. buen día", "deséame suerte"), and four crisis replies to ordinary messages ("i can cut keys now lol", a widower who has "started doing" his wife\'s crossword, "don\'t tell my wife she was right lol", "buscando pega a esta edad"). Its misses were then read: those closings and reliefs ("ya me siento más tranquila", "me ha venido genial") close, a wish opened by "que" is no question, a plan said with thanks is backed in the goodbye, and the safety engine reads the four as ordinary: Spanish goodbyes 0.897 -> 1.000, plans 0.933 -> 0.967, crisis replies 0.009 -> 0.001 (English). A development set since.',
  },
  {
    dir: 'final22',
    once: false,
    story:
      'was written by two more helpers who never saw the companion, at the start of this round (110 English and 60 Spanish conversations, each turn labelled listen, answer, affirm or close; details from other parts of life said in passing, several relatives named, a change of subject halfway, older people writing formally, teenagers in fragments, long messages; Spanish from sixteen countries and US Spanglish), and measured once with the companion and engine of 9d97ffa: English subject kept 0.957, questions answered 0.991, plans affirmed 0.900, goodbyes closed 0.945, no question twice, no bad reflection, 0.013 of turns answered with a crisis reply; Spanish 0.953, 1.000, 0.968, 0.950, 0, 0, 0.003. Targets missed: English goodbyes ("that was useful x", "nice one", "off to buy a flask") and crisis replies (five ordinary messages the classifier or a rule read as a crisis: a care home that feels like abandoning a father, the family\'s "one last time" round a grandparent\'s house, "ive turned into the food police", "the first morning after my last night" of shifts, "le voy a dejar su comida y su arenero cerca" to a new cat). Its misses were then read: English goodbyes 0.945 -> 0.991, plans 0.900 -> 0.918 ("i shall knit him a christening blanket"), Spanish goodbyes 0.950 -> 1.000 ("le agradezco", "que descanse"); the shift\'s last night is no last night; the four classifier readings are left as they are (a rule that would calm a classifier-only crisis after calm messages cost a tenth of the crisis recall on the conversations of the evaluation sets). A development set since.',
  },
];
