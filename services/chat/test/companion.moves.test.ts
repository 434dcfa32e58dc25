import { describe, expect, it } from 'vitest';
import { planPhrase } from '../src/companion/affirm.ts';
import { feelAbout, type PeopleFeelings, subjectHolds } from '../src/companion/conversation.ts';
import { offlineReply } from '../src/companion/index.ts';
import { heardAs } from '../src/companion/learnedMoves.ts';
import { cannotKnow, moveOf } from '../src/companion/moves.ts';
import { spanishMove, spanishPlan } from '../src/companion/spanishMoves.ts';
import type { CompanionTurn } from '../src/companion/types.ts';
import { topicOf } from '../src/companion/understand.ts';

describe('what a message asks of the companion', () => {
  it.each([
    ['what do people usually do to stay close across time zones?', 'answer'],
    ['any tips for a first week at a new job', 'answer'],
    ['how do i tell my mom i want to change my major', 'answer'],
    ['do you think she will call me back', 'cannot-know'],
    ['is it going to be okay', 'cannot-know'],
    ['ok i think ill ask him for 10 minutes on friday', 'affirm'],
    ["I'm going to call my dad tomorrow", 'affirm'],
    ['i want to say goodbye to him properly', 'listen'],
    ['goodbye to you and thanks', 'close'],
    ['ok I like the idea of a shared photo album', 'affirm'],
    ["i'll cc him on the next update", 'affirm'],
    ['thanks, that actually helps. going to bed now', 'close'],
    ['ok gotta go', 'close'],
    ['thanks, gonna go make dinner', 'close'],
    ["yeah cheers, that's all", 'close'],
    ['shot, chat later', 'close'],
    ['ok merci. gonna put my earplugs in', 'close'],
    ["You're right. I'll email the conductor tonight and ask if I can sit in first.", 'affirm'],
    ["ok i'll ask for a 1:1 on friday and frame it as 'how would you like us to work together'", 'affirm'],
    ["ok i have decided, i will sleep at my cousin's place on wednesday night", 'affirm'],
    ['Yes, I think I shall knit him a christening blanket.', 'affirm'],
    ['that was useful x', 'thanks'],
    ['right, off to buy a flask', 'close'],
    ['the other 3 just say "yeah looks good" in the gc and thats it', 'listen'],
    // Thanks and goodbyes in the words of other languages and Englishes, and never a pain or a chore.
    ['asante sana', 'thanks'],
    ["anyway. diolch, that's helped", 'thanks'],
    ['Aye that makes sense. Ta very much pet', 'thanks'],
    ["I'll ask if I can start in 6 weeks. ta, you're a star", 'close'],
    ['God bless now', 'close'],
    ['will report back lol', 'close'],
    ['salamat. have to go to the ward now', 'close'],
    ['the pain is sharp', 'listen'],
    ['i need to take care', 'listen'],
    ['gonna sit in the car with a coffee in peace', 'affirm'],
    // A plan said last, after a question on the way to it, or with its subject dropped.
    ['college has cricket club? didnt know. going this friday', 'affirm'],
    ['oh they can do signals and breaks? ok telling the receptionist when i check in', 'affirm'],
    ['might ask him to help me sort my garage out too', 'affirm'],
    ['one-on-ones with everybody, starting with marcus. setting those up monday', 'affirm'],
    ['working sunday again ugh', 'listen'],
    ['may take a while to get used to it', 'listen'],
    ["ok she's stirring again. thanks for being here", 'thanks'],
    ["that's all i can think about", 'listen'],
    ['thank you so much', 'thanks'],
    ['ok. scary. thank you', 'thanks'],
    ['my boss keeps piling work on me', 'listen'],
    ['why does he always do this', 'listen'],
    ["i'm going to fail this exam", 'listen'],
    ["I'm 78. She worries I'll take a tumble.", 'listen'],
    ['I want to stop but I cant', 'listen'],
    ['does muting people actually help', 'answer'],
    ['when should you actually go to a doctor for a headache', 'answer'],
    ["can't stop thinking about my ex", 'listen'],
    ['ok im archiving the chat', 'affirm'],
    ['texting her now', 'affirm'],
    ['just emailed a behaviourist. first session is thursday', 'affirm'],
    ['booking a different salon just to tidy it up', 'affirm'],
    ['getting married in may and my mum wont be there', 'listen'],
    ['starting to think theres something wrong with me', 'listen'],
    ['just paid £640 for a new clutch. on the credit card. again', 'listen'],
    ["i'm putting a note on the lock screen", 'affirm'],
    ['booked. thursday 7pm. im going', 'affirm'],
    ['ok theres a free induction session. booking it right now actually', 'affirm'],
    ['I shall ask at the library on Monday about the coffee morning.', 'affirm'],
    ['ill offer that if she needs it', 'affirm'],
    ["i'm going through a lot right now", 'listen'],
    ["i'm trying but it's hard", 'listen'],
    ["i keep checking the syringe marks because im paranoid i'll give him too much", 'listen'],
    ["i'm not going to do anything drastic, i've been down that road", 'listen'],
    ['im not going to quit. but im going to ask for a raise', 'affirm'],
    ['thanksss', 'thanks'],
    ['ok tonight i write down 3 stories and pick the best one', 'affirm'],
    ['ok will give the fan a go tonight', 'affirm'],
    ['next lesson im asking if i can face the wall for the first song', 'affirm'],
    ['found a curl specialist with a slot thursday morning. booked it!!', 'affirm'],
    ['ok fajitas tomorrow.', 'affirm'],
    ['ok going to find a beach and forget about it. thanks! xx', 'close'],
    ['tomorrow i have my exam and i feel sick', 'listen'],
    ['cancelled two subscriptions just now. that $40 a month goes straight on the card', 'affirm'],
    ['taking next weekend off inspections. just a beach day', 'affirm'],
    ['having a quiet word with my gf before saturday', 'affirm'],
    ['i decided sunday is fully off from now. no laptop', 'affirm'],
    ['from tomorrow i am joining the laughter club', 'affirm'],
    ['tonight the shoebox gets sorted into months', 'affirm'],
    ["think i'll just ask her after class", 'affirm'],
    ['my son rang this morning which was kind of him', 'listen'],
    ['driving test friday and i already failed it once', 'listen'],
    ["reckon they'll bring me back after xmas or is that me done", 'answer'],
    ['full ban or limits, what works better', 'answer'],
    ['everything is so loud, how long till your brain adjusts', 'answer'],
    ['any point reporting it to the cops', 'answer'],
    ['thinking of asking my friend who works in HR what to do', 'affirm'],
    ['thinking about it too much tbh', 'listen'],
    ['need words to tell them i want 2 more years without hurting them', 'answer'],
    ['easy indian dishes for a total beginner pls', 'answer'],
    ['my books for school are expensive', 'listen'],
    ['i want a way to disappear', 'listen'],
    ['appreciate it eh. have a good one', 'close'],
    ['tanks so much, yuh mek mi laugh. walk good', 'close'],
    ['they told me to have a good day and i cried', 'listen'],
    ['the tanks at the aquarium were huge', 'listen'],
  ])('%j is %s', (message, move) => {
    expect(moveOf(message)).toBe(move);
  });

  it('reads "and ..." after a plan as more of the plan, and after a worry as more of the worry', () => {
    expect(moveOf("and i'm muting him. not blocking, just muting", 'im going to talk to her tomorrow')).toBe(
      'affirm',
    );
    expect(moveOf('and ask my auntie to read the poem mum liked', "i'll ring the vicar on monday")).toBe(
      'affirm',
    );
    expect(moveOf('and my boss keeps piling work on me', 'i cant sleep')).toBe('listen');
  });

  it.each([
    ['¿algún consejo para dormir mejor?', 'answer'],
    ['crees que me va a escribir?', 'cannot-know'],
    ['voy a hablar con la profesora mañana', 'affirm'],
    ['ya le mandé un correo al jefe con la propuesta', 'affirm'],
    ['de momento he pedido unos tapones de espuma, llegan el jueves', 'affirm'],
    ['ya le toqué timbre una vez y me dijo que es su casa', 'listen'],
    ['ya me harté, siempre soy yo la que lava los trastes', 'listen'],
    ['lo he dejado con mi pareja después de 4 años', 'listen'],
    ['cuánto tarda en crecer el pelo para que se vea decente', 'answer'],
    ['le digo al profe o eso me hace quedar como sapo', 'answer'],
    ['qué rabia me da todo esto', 'listen'],
    ['vos cómo lo planteás sin que ella lo tome como algo personal', 'answer'],
    ['vos sabés que no me importa', 'listen'],
    ['esta noche le propongo hacer un cuadrante de tareas', 'affirm'],
    ['gracias, me ayudó hablar. buenas noches', 'close'],
    ['bueno me voy, gracias', 'close'],
    ['muchas gracias', 'thanks'],
    ['mi hermana se muda a Chile', 'listen'],
    ['genial, gracias, me has ayudado un montón', 'thanks'],
    ['bueno me voy q mañana arranco temprano', 'close'],
    // A plan besides the leaving is backed first, unless the goodbye ends the message.
    ['listo, voy a preparar tres ejemplos, practicarlos en voz alta y a dormir temprano', 'affirm'],
    ['ya, vamos a leer un cuento todas las noches, y el lunes me despido cortito', 'affirm'],
    ['listo, voy a dormir cuando él duerma aunque la casa esté hecha un desastre', 'affirm'],
    ['me siento más tranquila. me voy a seguir empacando, adiós pues', 'close'],
    ['ya le contaré cómo me fue. que tenga buena tarde', 'close'],
    // A decision said first is a plan, whatever the "o" in it.
    ['ya decidí, le voy a decir que puedo ayudar con el pastel o con el vestido, pero no todo', 'affirm'],
    ['abrazo', 'close'],
    ['cuídate', 'close'],
    ['😴', 'close'],
    ['mañana en mi hora de almuerzo me doy una vuelta por la agencia a preguntar', 'affirm'],
    ["listo, mañana le escribo algo tranqui tipo 'vi las fotos, pasó algo?'", 'affirm'],
    ['tengo como 4 meses de gastos, me la juego igual', 'affirm'],
    ['Pues nada, mañana bajo a la cooperativa a preguntar y riego más a menudo', 'affirm'],
    ['ya, dejo el celu en el living y pruebo lo de respirar lento', 'affirm'],
    ['mañana tengo examen y estoy nerviosa', 'listen'],
    ['sera que no sirvo para esto', 'answer'],
    ['como empieza uno a ahorrar si gana tan poquito', 'answer'],
    ['eso va a pasar cada vez mas, verdad', 'answer'],
    ['a todos les pasa esto o nomas a mi', 'answer'],
    ['hay algo que pueda hacer mientras tanto', 'answer'],
    ['voy a hablar con mis tias pa hacer un horario, asi no me quemo yo solo', 'affirm'],
    ['mejor le escribo a la gerente pidiendo 15 minutos', 'affirm'],
    ['creo que el domingo en la comida se lo planteo', 'affirm'],
    ['pues mira, me voy a ir de pintxos yo solo', 'affirm'],
    ['hoy me he comprado dos vaqueros de mi talla actual', 'affirm'],
    ['no le voy a volver a escribir por ahora', 'affirm'],
    ['no voy a ir a la fiesta', 'listen'],
    ['si digo algo voy a quedar como el envidioso de la oficina', 'listen'],
    ['me voy a ir ya', 'close'],
    ['muy agradecido, que pase buena noche', 'close'],
    ['que dios te bendiga', 'close'],
    ['estoy agradecida con mi mamá pero me agobia', 'listen'],
    ['usted cree que ella me lo dio porque canto bien o por pena', 'answer'],
    ['a mi edad todavia se puede aprender bien un idioma', 'answer'],
    ['hay gente que empieza a nadar tan mayor o soy la unica', 'answer'],
    ['cada vez q abro el documento termino lavando platos o viendo videos', 'listen'],
    ['es muy penca no ir a un cumple', 'answer'],
    ['seria muy exagerado poner un letrero en el refri', 'answer'],
    ['estara molesto conmigo', 'cannot-know'],
    ['y mis papas que van a decir, son bien tradicionales', 'cannot-know'],
    ['mi pareja dice que estoy preciosa pero claro, que va a decir', 'listen'],
    ['es muy dificil hablar con el', 'listen'],
    ['me compro dos pantalones comodos y empiezo a caminar por el malecon', 'affirm'],
    ['siempre hago la cena y le pido ayuda y nada', 'listen'],
    ['llevo un mes con videos y me duelen las yemas de los dedos', 'listen'],
    ['capaz me anoto en las clases de apoyo que da el centro de estudiantes', 'affirm'],
    ['se me ocurre invitarlo a la cancha, somos del tomba los dos', 'affirm'],
    ['y quizás le arregle la cuna vieja a mi nieta', 'affirm'],
    ['Vale, este finde me acerco a una ortopedia a mirar una silla de ducha', 'affirm'],
    ['capaz me muero de la vergüenza', 'listen'],
    ['igual me duele', 'listen'],
    ['cómo sabés cuando es burnout y no solo cansancio', 'answer'],
    ['buenas, ustedes cómo manejan vecinos ruidosos', 'answer'],
    ['pero y si se sienten mal, capaz piensan que ya me creo mucho', 'cannot-know'],
    ['ya, le voy a decir chao bien clarito en la puerta del jardin', 'affirm'],
    ['chao, gracias por todo', 'close'],
    ['le agradezco mucho la charla. que pase usted buena tarde', 'close'],
    ['me dejaste más tranqui. que estés súper bien, chaíto', 'close'],
    ['me dejaste más tranqui', 'thanks'],
    ['la neta me calmaste. ahí nos vidrios', 'close'],
    ['me has dado un poco de aire. hasta otra', 'close'],
    ['y a mi hija se lo digo ahora por teléfono o espero a que venga en diciembre', 'answer'],
    ['hay clases de inglés gratis para adultos por aquí o todas son caras', 'answer'],
    ['estaría mal que yo diga unas palabras por él en la cena', 'answer'],
    ['a veces me quedo en casa o salgo a caminar', 'listen'],
    ['ya po, voy a probar la despedida cortita con un abrazo de oso', 'affirm'],
    ['bueno me voy, un abrazo', 'close'],
    ['estoy pensando poner una regla de cero celulares en la mesa', 'affirm'],
    ['capaz tambien hacemos una juntada de despedida en la rambla', 'affirm'],
    ['ok, entonces reservo solo dos cosas, la cena del 24 y un finde en boquete', 'affirm'],
    ['vale, le voy a mandar un mail y llevar ideas de cosas que podria hacer', 'affirm'],
    ['estoy pensando en mi ex todo el dia', 'listen'],
  ])('Spanish %j is %s', (message, move) => {
    expect(spanishMove(message)).toBe(move);
  });

  it('backs no threat as a plan, even one said in jest', () => {
    expect(spanishMove('te juro que voy a matar a mi hermano')).not.toBe('affirm');
    expect(moveOf('i swear im going to kill my roommate tonight')).not.toBe('affirm');
    expect(moveOf("i'm going to tell her it hurt. not a big dramatic thing, just honest")).toBe('affirm');
  });

  it('takes no fear or sense for a plan, and keeps a 1:1 whole', () => {
    expect(planPhrase("I'm 78. She worries I'll take a tumble.")).toBeUndefined();
    expect(planPhrase('the walls are paper. i can hear them shushing it')).toBeUndefined();
    expect(planPhrase('My daughter thinks I should rehome my dog.')).toBeUndefined();
    expect(
      planPhrase('he said if i dont finish the deck by monday i can forget about my review lol'),
    ).toBeUndefined();
    expect(planPhrase("i said i'll call her tomorrow")).toBe('call her tomorrow');
    expect(planPhrase("i think i'll call her tomorrow")).toBe('call her tomorrow');
    expect(planPhrase("ok i'll ask for a 1:1 on friday")).toBe('ask for a 1:1 on friday');
    expect(planPhrase('i can call her tomorrow')).toBe('call her tomorrow');
  });

  it('never takes harm for a plan to back or wish well, in English or Spanish', () => {
    expect(planPhrase('im going to kill my little brother')).toBeUndefined();
    expect(planPhrase("i'm going to cut myself tonight")).toBeUndefined();
    expect(planPhrase('ill cut myself some slack')).toBe('cut yourself some slack');
    expect(spanishPlan('voy a matar a mi hermano')).toBeUndefined();
    expect(spanishPlan('voy a estudiar matemáticas mañana')).toBe('estudiar matemáticas mañana');
  });

  it('wishes no feeling ahead well as a plan in Spanish', () => {
    expect(spanishPlan('mi hermana se muda a chile y la voy a extrañar mucho')).toBeUndefined();
    expect(spanishPlan('mañana voy a hablar con mi jefe')).toBe('hablar con tu jefe');
    expect(spanishPlan('yo me voy a la pega con el corazón en la mano')).toBeUndefined();
  });

  it('reflects a Spanish plan in the second person', () => {
    expect(spanishPlan('vale, voy a hablar con mi profesora mañana')).toBe('hablar con tu profesora mañana');
  });
});

describe('the conversation state', () => {
  it('reads a sister moving away as loved, a boss who piles on work as conflict', () => {
    const state: PeopleFeelings = { about: new Map() };
    feelAbout(state, 'my sister is moving to australia next month');
    feelAbout(state, 'my boss keeps piling extra work on me and yells');
    expect(state.about.get('sister')).toBe('loved');
    expect(state.about.get('boss')).toBe('conflict');
  });

  it('keeps the subject when someone is named in passing, not when the visitor moves on', () => {
    expect(subjectHolds('money', 'partner', "my wife knows, she's been great")).toBe(true);
    expect(subjectHolds('money', 'partner', 'also my boyfriend broke up with me')).toBe(false);
    expect(subjectHolds('work', 'anxiety', "i'm so anxious about it")).toBe(true);
  });
});

describe('replies across a conversation', () => {
  const reply = (history: CompanionTurn[], message: string, language: 'en' | 'es' = 'en') =>
    offlineReply({
      message,
      mode: 'supportive',
      tone: 'casual',
      companionName: 'Sage',
      risk: 'none',
      category: 'none',
      language,
      crisisFlagged: false,
      history,
    });

  it('meets the nerves said beside a plan before backing the plan, in both languages', () => {
    const es = reply([], 'el lunes empiezo en el trabajo nuevo, qué nervios', 'es');
    expect(es.move).toBe('affirm');
    expect(es.content).toMatch(/nervios/);
    const en = reply([], 'starting at the new job on monday, so nervous');
    expect(en.move).toBe('affirm');
    expect(en.content).toMatch(/nervous/i);
    // Without nerves, no word of them.
    expect(reply([], 'el lunes empiezo en el trabajo nuevo', 'es').content).not.toMatch(/nervios/);
  });

  it("reads a hospital that is someone's new workplace as no illness", () => {
    const history: CompanionTurn[] = [
      { isUser: true, content: 'mi hermana se va a vivir a toronto, le salio chamba en un hospital alla' },
      { isUser: false, content: 'Que alguien a quien quieres se vaya lejos mezcla la alegría con la pena.' },
    ];
    const r = reply(
      history,
      'como le hace la gente para no perder el contacto con alguien q vive tan lejos',
      'es',
    );
    expect(r.move).toBe('answer');
    expect(r.content).not.toMatch(/enferm/i);
  });

  it('meets a last day at a job of years as a stage closing, not as trouble at work', () => {
    const r = reply([], 'hoy fue mi último día en la empresa después de 12 años', 'es');
    expect(r.content).toMatch(/etapa|despedirse|esos años|echar más de menos|lo que viene/i);
    expect(r.content).not.toMatch(/te gusta de lo que haces/);
  });

  it('never reads "no me molesta" about an old dog as abuse, and never answers with nothing', () => {
    const messages = [
      'mi perro tiene 14 años y ya no puede subir la escalera del depto, lo tengo que subir a upa',
      'es un ovejero así que pesa bastante jaja, pero no me molesta, me da ternura',
      'lo que me angustia es verlo tan lento, antes corría atrás de todo lo que se moviera',
      'el veterinario dijo que está bien para su edad, que es artrosis y que hay que hacerle la vida cómoda',
      'vos qué cosas decís que se pueden hacer en casa para un perro viejito? alfombras, rampas, no sé',
      'dale, este finde le pongo alfombras antideslizantes en el pasillo y averiguo lo de la rampa',
    ];
    const history: CompanionTurn[] = [];
    for (const message of messages) {
      const r = reply(history, message, 'es');
      expect(r.move, message).not.toBe('safety');
      expect(r.content.trim(), message).not.toBe('');
      history.push({ isUser: true, content: message }, { isUser: false, content: r.content });
    }
  });

  it('answers a question with ideas, and the next time with other ideas', () => {
    const q = 'how do people stay close when someone moves abroad?';
    const first = reply([], q);
    expect(first.move).toBe('answer');
    const second = reply(
      [
        { isUser: true, content: q },
        { isUser: false, content: first.content },
      ],
      'any other ideas for staying in touch across time zones?',
    );
    const ideas = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));
    expect(ideas(first.content).length).toBeGreaterThan(0);
    expect(ideas(second.content).some((i) => ideas(first.content).includes(i))).toBe(false);
  });

  it('closes a goodbye warmly with no question, and wishes an earlier plan well', () => {
    const history: CompanionTurn[] = [
      { isUser: true, content: "i'll ask my manager for a day off on monday" },
      { isUser: false, content: 'That sounds like a good plan.' },
    ];
    const r = reply(history, 'ok thanks, going to bed now');
    expect(r.move).toBe('close');
    expect(r.content).not.toContain('?');
    expect(r.content).toMatch(/ask your manager for a day off on monday/);
  });

  it('answers in Spanish when the conversation is Spanish, whatever the latest message looks like', () => {
    const history: CompanionTurn[] = [
      { isUser: true, content: 'estoy muy cansada del trabajo' },
      { isUser: false, content: 'Suena a que el trabajo te está pesando.' },
    ];
    expect(reply(history, 'ok').content).toMatch(/[áéíóúñ¿]|\b(?:que|te|tu)\b/);
  });

  it.each(['holi', 'wenas', 'quiubo', 'qué onda', 'diay', 'epa'])(
    'greets %j in Spanish from the first message, and "ey" in English, never with a reflection',
    (greeting) => {
      expect(reply([], greeting).content).toMatch(/^¡?Hola/);
      expect(reply([], 'ey').content).toMatch(/^(?:Hi|Hey|Hello)\b/);
    },
  );

  it('answers "qué tal" as a question about how it is, not as a bare greeting', () => {
    expect(reply([], 'hola, qué tal').content).toMatch(/gracias por preguntar/);
  });
});

describe('the learned reader of moves', () => {
  const reply = (message: string, risk: 'none' | 'elevated' = 'none', language: 'en' | 'es' = 'en') =>
    offlineReply({
      message,
      mode: 'supportive',
      tone: 'casual',
      companionName: 'Sage',
      risk,
      category: risk === 'none' ? 'none' : 'suicide',
      language,
      crisisFlagged: false,
      history: [{ isUser: true, content: 'so my sister moved abroad last month' }],
    });

  it('keeps every move the rules read, and listening it is not sure of', () => {
    expect(heardAs('affirm', 'anything at all', true, cannotKnow)).toBe('affirm');
    expect(heardAs('close', 'anything at all', true, cannotKnow)).toBe('close');
    expect(heardAs('listen', 'my boss keeps piling work on me', true, cannotKnow)).toBe('listen');
  });

  it.each([
    ['realistically how do siblings stay close when one emigrates', 'answer'],
    ['Much appreciated, buddy', 'close'],
  ])('hears %j as %s where the rules heard listening', (message, move) => {
    expect(moveOf(message)).toBe('listen');
    expect(reply(message).move).toBe(move);
  });

  it('hears a plan said on the way out as a goodbye, and a plain plan as a plan', () => {
    expect(heardAs('affirm', "Lovely. I'll leave you to your evening.", true, cannotKnow)).toBe('close');
    expect(heardAs('affirm', 'graciaaas, luego te cuento como me fue en la carrera', true, cannotKnow)).toBe(
      'close',
    );
    expect(heardAs('affirm', 'ok im going to call her tomorrow after work', true, cannotKnow)).toBe('affirm');
  });

  it('never hears someone better off without the visitor as a goodbye', () => {
    expect(
      heardAs(
        'listen',
        "sometimes i think she'd be better off with someone else raising her",
        true,
        cannotKnow,
      ),
    ).toBe('listen');
  });

  it('never backs things given away as a plan', () => {
    const message =
      'gave my guitar and all my records to my nephew today. told him im bored of them lol. im not';
    expect(heardAs('listen', message, true, cannotKnow)).toBe('listen');
  });

  it('leaves a turn with something worrying to the rules', () => {
    const message = 'realistically how do siblings stay close when one emigrates';
    expect(reply(message, 'elevated').move).not.toBe('answer');
  });
});

describe('the topic a message is about', () => {
  it.each([
    ['year 9 class today were an absolute nightmare. three kids refused to get changed', 'work'],
    ['stayed til 7 grading essays again. 130 kids', 'work'],
    ['i have a maths test tomorrow and my teacher hates me', 'school'],
    ['spent the afternoon teaching my grandpa to video call', 'family'],
    ['My dearest friend Margaret moved to Brisbane to be near her grandkids.', 'friends'],
    ['my 4yo has been a nightmare since his sister was born 6 weeks ago', 'family'],
    ["I lost the baby at 10 weeks. It's been three weeks.", 'grief'],
    ['my wife and i keep fighting about money and chores', 'partner'],
    ['my husband has been so distant lately', 'partner'],
    ['3 weeks in with our new baby, wife is breastfeeding so i just lie there', 'family'],
  ])('%j is about %s', (message, topic) => {
    expect(topicOf(message.toLowerCase())).toBe(topic);
  });

  it('does not make a marriage the subject of a message that names a wife in passing', () => {
    expect(topicOf('retired in march, wife signed me up for a pottery class')).not.toBe('partner');
  });
});
