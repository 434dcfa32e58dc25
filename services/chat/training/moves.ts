/**
 * Trains the learned reader of the visitor's move (src/companion/learnedMoves.ts) and writes
 * src/companion/moveModel.json. Examples: every visitor turn of the companion's development conversation
 * sets (eval/companion/conversationSets.ts: a set measured once is never learned from), labelled listen,
 * answer (a direct question, "cannot-know" included), affirm (a plan or a step taken) or close. Softmax
 * regression with AdaGrad over a fixed order of examples: the same data gives the same model.
 *
 * `CROSS=1` instead holds each development set out in turn, trains on the others and reports, on the held-out
 * set, what the rules alone and the rules with the learned reader read, per threshold: questions and plans
 * found, and listening turns read as something else (the cost). The threshold is chosen there.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONVERSATION_SETS } from '../eval/companion/conversationSets.ts';
import {
  LEARNED_MOVES,
  type LearnedMove,
  type MoveModelFile,
  moveFeatures,
  moveModelFrom,
} from '../src/companion/learnedMoves.ts';
import { moveOf } from '../src/companion/moves.ts';
import { spanishMove } from '../src/companion/spanishMoves.ts';

const here = dirname(fileURLToPath(import.meta.url));
const setsDir = join(here, '../eval/companion/conversations');
const SIZE = 1 << 16;
const THRESHOLD = Number(process.env.MOVE_THRESHOLD ?? 0.9);
const EPOCHS = 10;

interface Turn {
  visitor: string;
  move: string;
}
interface Example {
  set: string;
  lang: 'en' | 'es';
  text: string;
  before?: string;
  later: boolean;
  label: LearnedMove;
}

const DEVELOPMENT = CONVERSATION_SETS.filter((s) => !s.once).map((s) => s.dir);
const examples: Example[] = [];
for (const set of DEVELOPMENT)
  for (const file of readdirSync(join(setsDir, set)).sort())
    for (const line of readFileSync(join(setsDir, set, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = JSON.parse(line) as { lang: 'en' | 'es'; turns: Turn[] };
      c.turns.forEach((t, i) => {
        examples.push({
          set,
          lang: c.lang,
          text: t.visitor,
          before: c.turns[i - 1]?.visitor,
          later: i > 0,
          label: (LEARNED_MOVES as readonly string[]).includes(t.move) ? (t.move as LearnedMove) : 'listen',
        });
      });
    }

function train(data: Example[]): MoveModelFile {
  const k = LEARNED_MOVES.length;
  const features = data.map((e) => moveFeatures(e.text, SIZE, e.later));
  const weights = new Float32Array(SIZE * k);
  const squares = new Float64Array(SIZE * k).fill(1e-6);
  const biases = new Array<number>(k).fill(0);
  for (let epoch = 0; epoch < EPOCHS; epoch++)
    for (let n = 0; n < data.length; n++) {
      const i = (n * 7919 + epoch * 104729) % data.length;
      const x = features[i]!;
      const z = biases.map((b, c) => {
        let s = b;
        for (const j of x) s += weights[c * SIZE + j]!;
        return s;
      });
      const top = Math.max(...z);
      const e = z.map((v) => Math.exp(v - top));
      const sum = e.reduce((a, b) => a + b, 0);
      const y = LEARNED_MOVES.indexOf(data[i]!.label);
      for (let c = 0; c < k; c++) {
        const err = e[c]! / sum - (c === y ? 1 : 0);
        for (const j of x) {
          const w = c * SIZE + j;
          const g = err / Math.sqrt(x.length) + 1e-4 * weights[w]!;
          squares[w]! += g * g;
          weights[w]! -= (0.3 * g) / Math.sqrt(squares[w]!);
        }
        biases[c]! -= 0.01 * err;
      }
    }
  const trainedOn: Record<string, number> = {};
  for (const e of data) trainedOn[e.set] = (trainedOn[e.set] ?? 0) + 1;
  return {
    version: 1,
    size: SIZE,
    threshold: THRESHOLD,
    biases,
    weights: Buffer.from(weights.buffer).toString('base64'),
    trainedOn,
  };
}

/** The rules' move in the learned reader's terms. */
function ruleMove(e: Example): LearnedMove | 'thanks' {
  const m = e.lang === 'es' ? spanishMove(e.text) : moveOf(e.text, e.before);
  return m === 'cannot-know' ? 'answer' : m;
}

if (process.env.CROSS) {
  const thresholds = [0.6, 0.7, 0.8, 0.85, 0.9, 0.95];
  for (const lang of ['en', 'es'] as const) {
    // Per threshold (index 0 = rules alone): found of each labelled move, and listening read as other.
    const found = new Map<number, Record<string, [number, number]>>();
    const overRead = new Map<number, number>();
    let listens = 0;
    for (const held of DEVELOPMENT) {
      const model = moveModelFrom(train(examples.filter((e) => e.set !== held)));
      for (const e of examples.filter((x) => x.set === held && x.lang === lang)) {
        const rule = ruleMove(e);
        const p = model.probabilities(e.text, e.later);
        let best = 0;
        for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
        if (e.label === 'listen') listens += 1;
        for (const t of [0, ...thresholds]) {
          const move =
            t > 0 && rule === 'listen' && best !== 0 && p[best]! >= t ? LEARNED_MOVES[best]! : rule;
          const got = move === 'thanks' ? 'close' : move;
          const row = found.get(t) ?? {};
          const cell = row[e.label] ?? [0, 0];
          cell[1] += 1;
          if (got === e.label) cell[0] += 1;
          row[e.label] = cell;
          found.set(t, row);
          if (e.label === 'listen' && got !== 'listen') overRead.set(t, (overRead.get(t) ?? 0) + 1);
          if (process.env.SHOW && t === Number(process.env.SHOW) && got !== rule && got !== e.label)
            console.log(`  over ${e.label} -> ${got} (${p[best]!.toFixed(3)}): ${e.text}`);
        }
      }
    }
    console.log(`\n${lang}: ${listens} listening turns`);
    for (const t of [0, ...thresholds]) {
      const row = found.get(t)!;
      const rate = (m: string) => (row[m] ? (row[m]![0] / row[m]![1]).toFixed(3) : '-');
      console.log(
        `${t === 0 ? 'rules alone' : `threshold ${t}`}: answer ${rate('answer')} affirm ${rate('affirm')} close ${rate('close')}; listening read as another move ${overRead.get(t) ?? 0}`,
      );
    }
  }
} else {
  const model = train(examples);
  writeFileSync(join(here, '../src/companion/moveModel.json'), `${JSON.stringify(model)}\n`);
  console.log(`learned from ${examples.length} turns:`, model.trainedOn);
}
