import { describe, expect, it } from 'vitest';
import { assessMessage } from '../src/assess.ts';
import { OWN_DEATH, OWN_END, PREPARING } from '../src/lexicon/compose.ts';

/**
 * Coverage generated from the parts of lexicon/compose.ts: every way of saying who and what, crossed with
 * every ending, each sentence with an ordinary twin that keeps the sentence and changes one part, and with
 * the framings that lower a rule (a negation, a past long gone, someone else, a story).
 */
const WHO_WHAT = [
  'im going to',
  'im gonna',
  'im about to',
  'im planning to',
  'im ready to',
  'ive decided to',
  'ive made up my mind to',
  'i want to',
  'i wanna',
  'i will',
  'i plan to',
  'i need to',
  'im finally going to actually',
  'honestly i think im going to',
];
/** The endings as people write them (one wording per entry of OWN_END that takes no alternation). */
const ENDINGS = OWN_END.filter((e) => !/[()[\]|?\\]/.test(e));
/** Ordinary objects for the same verbs: the twin of every sentence. */
const ORDINARY_ENDINGS = [
  'end the call early',
  'end my shift early',
  'kill time before the film',
  'disappear for the weekend',
  'log off for the night',
  'be done with this essay',
  'stop living off takeaway',
  'end the meeting on time',
];

function failures(cases: { text: string; crisis: boolean }[]): string[] {
  return cases
    .filter(({ text, crisis }) => (assessMessage(text).level === 'crisis') !== crisis)
    .map(({ text, crisis }) => `${crisis ? 'missed' : 'false crisis'}: ${text}`);
}

describe('danger read by composition', () => {
  it('reads every intent crossed with every ending as a crisis, and every ordinary twin as none', () => {
    const cases = WHO_WHAT.flatMap((who, i) => [
      ...ENDINGS.map((end) => ({ text: `${who} ${end}`, crisis: true })),
      { text: `${who} ${ORDINARY_ENDINGS[i % ORDINARY_ENDINGS.length]}`, crisis: false },
    ]);
    expect(cases.length).toBeGreaterThan(200);
    expect(failures(cases)).toEqual([]);
    // Hundreds of readings: seconds on a busy machine; what it checks is the verdicts, not the time.
  }, 60_000);

  it('lowers the same sentences when negated, long past, about someone else or in a story', () => {
    // (Endings that hold a negation of their own, "not wake up", would make a double negation.)
    const cases = ENDINGS.filter((end) => !/^(?:not|never) /.test(end)).flatMap((end) => [
      { text: `im not going to ${end}`, crisis: false },
      { text: `i would never ${end}`, crisis: false },
      { text: `years ago i used to want to ${end}`, crisis: false },
      { text: `in my novel the main character decides to ${end}`, crisis: false },
    ]);
    expect(failures(cases)).toEqual([]);
  });

  it('reads getting ready for ones own death, and not for ones own party', () => {
    const subjects = ['ive been', 'im', 'i am slowly', 'ive started'];
    const verbs = PREPARING.filter((p) => !/[()[\]|?\\]/.test(p));
    const deaths = ['my own death', 'my suicide', 'my exit', 'my funeral myself so nobody else has to'];
    expect(OWN_DEATH.length).toBeGreaterThanOrEqual(deaths.length);
    const cases = subjects.flatMap((s) =>
      verbs.flatMap((v) => [
        ...deaths.map((d) => ({ text: `${s} ${v} ${d}`, crisis: true })),
        { text: `${s} ${v} my own birthday party`, crisis: false },
        { text: `${s} ${v} my grandads funeral with my aunt`, crisis: false },
      ]),
    );
    expect(failures(cases)).toEqual([]);
  });

  it('reads not being around for what is to come, unless an ordinary absence is named', () => {
    const events = ['the exam', 'christmas', 'her birthday', 'graduation'];
    const cases = events.flatMap((e) => [
      { text: `honestly doesnt matter, i wont be around for ${e} anyway`, crisis: true },
      { text: `i wont be around for ${e}, im away on a work trip`, crisis: false },
      { text: `i wont be around for ${e}, staying at my mums that week`, crisis: false },
    ]);
    cases.push(
      { text: 'its a goodbye. i wont be here to see the comments', crisis: true },
      { text: 'da igual, yo para las notas ya no voy a estar', crisis: true },
      { text: 'ya no voy a estar en la oficina el viernes, tengo vacaciones', crisis: false },
    );
    expect(failures(cases)).toEqual([]);
  });

  it('reads harm meant to many people, and not care meant for them', () => {
    const verbs = ['end', 'kill', 'shoot', 'hurt', 'get rid of'];
    const groups = ['every single one of them', 'them all', 'the whole class'];
    const cases = verbs.flatMap((v) =>
      groups.flatMap((g) => [
        { text: `saturday im going to bring something and ${v} ${g}`, crisis: true },
        { text: `saturday im going to bring cake and feed ${g}`, crisis: false },
      ]),
    );
    expect(failures(cases)).toEqual([]);
  });

  it('reads violence done to the writer in Spanish, and an ordinary touch as none', () => {
    const who = ['mi esposo', 'mi novio', 'mi padrastro', 'el'];
    const cases = who.flatMap((w) => [
      { text: `${w} me agarro del cuello contra la pared`, crisis: true },
      { text: `${w} me empujo contra la puerta y me dijo que me mata`, crisis: true },
      { text: `${w} me agarro de la mano en el cine`, crisis: false },
    ]);
    expect(failures(cases)).toEqual([]);
  });

  it('reads the body in an emergency, and the same body with an ordinary cause', () => {
    const cases = [
      { text: 'chests been tight for 40 minutes and the pain is going down my left arm', crisis: true },
      { text: 'my dad says his chest hurts and it spreads to his jaw', crisis: true },
      { text: 'le duele el pecho y le baja al brazo izquierdo', crisis: true },
      { text: 'my chest is tight from this cold and i ache all over', crisis: false },
      { text: 'throwing it all up like 6 times a day now and my heart is racing', crisis: true },
      { text: 'vomito 5 veces al dia y siento que me voy a desmayar', crisis: true },
      { text: 'threw up twice after the rollercoaster and felt dizzy lol', crisis: false },
      { text: 'me he vuelto a cortar los brazos', crisis: true },
      { text: 'me corte el pelo yo sola y quedo fatal', crisis: false },
      { text: 'me quiero desvivir hoy', crisis: true },
      { text: 'me pego el resfriado de mi hermano', crisis: false },
    ];
    expect(failures(cases)).toEqual([]);
  });

  it('reads things not needed again, and the same things with an ordinary reason', () => {
    const cases = [
      { text: "won't be needing my winter coat this year, so if anyone wants it let me know", crisis: true },
      { text: 'i wont need any of my stuff after friday', crisis: true },
      { text: "won't be needing my winter coat this year, i'm moving to spain", crisis: false },
      { text: 'i wont need my car anymore since i got a bike', crisis: false },
      { text: 'ya no voy a necesitar mi abrigo este invierno', crisis: true },
      { text: 'el sabado me despido de todo', crisis: true },
      { text: 'me despido de mis compañeros el viernes, me cambio de trabajo', crisis: false },
    ];
    expect(failures(cases)).toEqual([]);
  });
  it('reads signs that need no phrase of dying (a reading, a railing, a list), and each ordinary twin as none', () => {
    const cases = [
      { text: 'i want to finish my life. i have no one in this country', crisis: true },
      { text: 'i need to finish my essay tonight', crisis: false },
      { text: 'i already know im not making it to 17', crisis: true },
      { text: 'im not making it to my birthday dinner, stuck at work', crisis: false },
      { text: 'i wont make it to 5pm, traffic is insane', crisis: false },
      { text: 'i want tell someone before i take them. i count them on the table, 60.', crisis: true },
      { text: 'should i eat something before i take them?', crisis: false },
      { text: 'bought a length of hose today. not going to say what for.', crisis: true },
      {
        text: 'bought a rope for the climbing wall, not going to say what for lol its a surprise',
        crisis: false,
      },
      { text: 'heaven has to be better than this. gonna go find out', crisis: true },
      { text: 'heaven knows im gonna find out the results tomorrow', crisis: false },
      { text: 'i climbed over the railing bit', crisis: true },
      { text: 'stepped out onto the ledge. typing with one hand', crisis: true },
      { text: 'our cat stepped out onto the ledge again, little menace', crisis: false },
      { text: 'my meter says 1.9 and i cant find my glucose tabs', crisis: true },
      { text: 'my grandmas sugar was 5.2 this morning, all good', crisis: false },
      { text: 'i took 6 of my adderall like 2 hours ago to pull an all nighter', crisis: true },
      { text: 'i took 2 of my adderall as prescribed', crisis: false },
      { text: 'i think about just not braking and going into the wall at the bottom', crisis: true },
      { text: 'thinking about driving into town tomorrow', crisis: false },
      { text: 'hes hitting her right now i can hear her crying through the wall', crisis: true },
      { text: 'hes beating him at chess right now', crisis: false },
      { text: 'ive left a note for the postman to ring my son. so its not him that finds me', crisis: true },
      { text: 'after this weekend none of you will have to hear from me again', crisis: true },
      { text: 'final message to anyone reading. i love my mum.', crisis: true },
      { text: 'my last message to everyone before i leave the group chat lol', crisis: false },
      { text: 'my coworkers are gonna get whats coming. ive got a list of who goes first', crisis: true },
      { text: 'tengo una lista de las cosas que necesito', crisis: false },
      { text: 'i wont see another birthday', crisis: true },
      { text: 'i wont see another summer like that one', crisis: false },
      { text: 'i wont be back on monday because ill be dead', crisis: true },
      { text: 'because ill be dead tired after the shift', crisis: false },
      { text: 'scheduled the emails to send at 6am. by then itll be over', crisis: true },
      { text: 'i scheduled the emails to send at 6am for the newsletter', crisis: false },
      { text: 'cant breathe properly, inhaler isnt working, lips feel tingly', crisis: true },
      { text: 'my inhaler is empty, need to get a new one tomorrow', crisis: false },
      { text: 'i think i got bit by a snake while hiking, my leg is swelling fast', crisis: true },
      { text: 'my dog got bit by a snake last summer, hes fine now', crisis: false },
      { text: 'i have the worst headache of my life, it came on suddenly', crisis: true },
      { text: 'worst headache of my life after that wine lol', crisis: false },
      { text: 'tonight im putting bleach in his milk', crisis: true },
      { text: 'i only eat if i can throw it up after', crisis: true },
      { text: 'llevo 4 dias comiendo solo una manzana al dia y agua', crisis: true },
      { text: 'mi pareja me ha encerrado en casa y me ha quitado el movil', crisis: true },
      {
        text: 'le regale mi play a mi primo, ya no la voy a necesitar, total manana ya no estoy',
        crisis: true,
      },
      { text: 'manana ya no estoy en la oficina, me voy de vacaciones', crisis: false },
      { text: 'i just want to close my eyes and not open them again', crisis: true },
      { text: 'i want to close my eyes and sleep for a week', crisis: false },
      { text: 'im not going to be here when she brings him back', crisis: true },
      { text: 'im not going to be here when they arrive, i have a shift', crisis: false },
      { text: 'tengo la soga lista en el closet', crisis: true },
      { text: 'ive opened up the old scars again', crisis: true },
      { text: 'i opened up the old wounds talking to my dad', crisis: false },
      { text: 'im scared of what ill do next to her', crisis: true },
      { text: 'im so close to shaking her', crisis: true },
      { text: 'shes on the floor and twitching and her eyes are rolled back', crisis: true },
      { text: 'my eyes rolled back so hard at his joke', crisis: false },
      { text: 'tonight he tried to get in my bed', crisis: true },
      { text: 'he came into my room to say goodnight', crisis: false },
      { text: 'i need a reason not to take these', crisis: true },
      { text: 'me tome unas pastillas', crisis: true },
      { text: 'me tome unas pastillas para el dolor de cabeza', crisis: false },
      { text: 'si no me da la nota me tiro desde la azotea', crisis: true },
      { text: 'me tiro a la piscina desde el trampolin', crisis: false },
      { text: 'ive been working out how to make it look like a car accident', crisis: true },
      { text: 'the plot: he makes it look like an accident', crisis: false },
      { text: 'my breath smells like nail polish remover', crisis: true },
      { text: 'me ha cerrado la puerta con llave y me ha quitado el movil', crisis: true },
      { text: 'me dio un bofeton', crisis: true },
      { text: 'me dio un golpe con el balon en el partido', crisis: false },
      { text: 'walk to the train line after dark. dont chicken out this time', crisis: true },
      { text: 'i walk to the train line every morning for work', crisis: false },
      { text: 'ya me subi a la baranda', crisis: true },
      { text: 'se me durmio todo el lado derecho y tengo la boca rara', crisis: true },
      { text: 'se me durmio la pierna de estar sentado', crisis: false },
      { text: 'he laughs so hard he cant breathe', crisis: false },
      { text: 'got my hair cut today', crisis: false },
      { text: 'my hands are cut up from gardening all weekend', crisis: false },
      { text: 'ive scheduled some emails to send thursday morning. ill be gone by then', crisis: true },
      { text: 'ill be gone by then, my flight is at 6', crisis: false },
      { text: 'bought a hosepipe and some tape today. we dont have a garden', crisis: true },
      { text: 'we dont have a garden so i grow herbs inside', crisis: false },
      { text: 'been sat here 3 hours deciding whether to walk in', crisis: true },
      { text: 'deciding whether to jump on the last train or stay', crisis: false },
      { text: 'ive got it all planned for the party next month', crisis: false },
      { text: 'llevo un rato apagandome los cigarros en el brazo', crisis: true },
      { text: 'my chest is really tight and i cant finish a sentence', crisis: true },
      { text: 'i heard the little one screaming stop daddy and loud thuds', crisis: true },
      { text: 'me ha dicho que si le dejo nos mata a mi y a los crios', crisis: true },
      { text: 'si algo me pasa ella se queda con los ninos', crisis: true },
      { text: 'ya estoy listo pa irme con ella', crisis: true },
      { text: 'ya estoy lista para irme con ella de viaje', crisis: false },
      { text: 'el seguro de vida paga igual si es un accidente con el auto', crisis: true },
      { text: 'how many paracetamol can you take before it kills you', crisis: true },
      { text: 'how long can you wait before it kills the plant', crisis: false },
      {
        text: 'can you take paracetamol if youre on blood pressure tablets? ive got a toothache',
        crisis: false,
      },
      { text: 'se puede tomar ibuprofeno con el omeprazol', crisis: false },
      // Spanish building blocks: a loaded gun, poison kept or pills laid out, with a time or someone awaited.
      { text: 'cargue la escopeta de mi papa. manana a las 6 lo espero en la esquina', crisis: true },
      { text: 'tengo el revolver cargado aca en el taller y lo estoy esperando', crisis: true },
      { text: 'ya tengo el veneno guardado en la camioneta. el domingo lo hago', crisis: true },
      { text: 'tengo todas sus pastillas en la mesa delante de mi con un vaso de agua', crisis: true },
      { text: 'compre veneno para las cucarachas, el domingo fumigamos', crisis: false },
      { text: 'manana a las 6 tengo examen y esta noche voy a estudiar', crisis: false },
      { text: 'me he caido en la cocina y no me puedo levantar, tengo mucho frio', crisis: true },
      { text: 'mi abuelo no me reconoce, esta sudando mucho y respira raro', crisis: true },
      // A burn at the stove, a stranger at work, a sibling sworn at, a reply-all, a morning after a bad night.
      { text: 'trabajo en un restaurante, me queme el brazo con aceite hoy', crisis: false },
      { text: 'me queme el brazo a proposito otra vez', crisis: true },
      { text: 'un familiar de un paciente me insulto y me empujo porque no lo dejaban pasar', crisis: false },
      { text: 'mi esposo me empujo contra la pared', crisis: true },
      { text: 'te juro que voy a matar a mi hermano', crisis: false },
      { text: 'i swear im going to kill my roommate', crisis: false },
      { text: 'i want to die. i replied all', crisis: false },
      { text: 'i want to die. nobody would even notice', crisis: true },
      { text: 'wake up feeling like i got hit by a truck', crisis: false },
      { text: 'i hope i get hit by a truck on the way home', crisis: true },
    ];
    expect(failures(cases)).toEqual([]);
  });

  it('reads a pharmacy question about one medicine with another as no worry at all, and a dose to die as a crisis', () => {
    expect(
      assessMessage("can you take paracetamol if you're on blood pressure tablets? ive got a toothache")
        .level,
    ).toBe('none');
    expect(assessMessage('is it safe to give him ibuprofen with his antibiotics').level).toBe('none');
    expect(assessMessage('can you take 30 paracetamol with alcohol to die').level).toBe('crisis');
  });
});
