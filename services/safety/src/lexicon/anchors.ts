/**
 * Anchors: for a rule's regular expression, literal pieces of text at least one of which every match
 * must contain. The assessment skips a rule whose anchors are all absent from a message, so the cost of
 * ordinary text grows with the few rules whose words it holds, not with the whole table. The derivation
 * is conservative: any construct it does not understand gives no anchors (the rule always runs).
 */

/** A literal that every match holds, and whether it always begins a word (after `\\b` or a space). */
interface Lit {
  text: string;
  start: boolean;
}
type Req = Lit[] | null;

/**
 * Of two requirement sets, the more useful one: every literal beginning a word first (it gives a word
 * key), then the longer shortest literal, then fewer literals.
 */
function better(a: Req, b: Req): Req {
  if (!a) return b;
  if (!b) return a;
  const sa = a.every((l) => l.start);
  const sb = b.every((l) => l.start);
  if (sa !== sb) return sa ? a : b;
  const ma = Math.min(...a.map((s) => s.text.length));
  const mb = Math.min(...b.map((s) => s.text.length));
  if (ma !== mb) return ma > mb ? a : b;
  return a.length <= b.length ? a : b;
}

/**
 * The index just past the piece of a source that starts at `i`: an escape, a character class, a whole group
 * (nested groups included), or one character. The one way this file steps over a source.
 */
function pieceEnd(src: string, i: number): number {
  const c = src[i];
  if (c === '\\') return i + 2;
  if (c === '[') {
    let j = i + 1;
    if (src[j] === '^') j++;
    if (src[j] === ']') j++;
    for (; j < src.length && src[j] !== ']'; j++) if (src[j] === '\\') j++;
    return j + 1;
  }
  if (c === '(') {
    let j = i + 1;
    while (j < src.length && src[j] !== ')') j = pieceEnd(src, j);
    if (j >= src.length) throw new Error(`unbalanced group in ${src}`);
    return j + 1;
  }
  return i + 1;
}

/** The top-level branches of a source. */
function branchesOf(src: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < src.length; i = pieceEnd(src, i)) {
    if (src[i] === '|') {
      out.push(src.slice(from, i));
      from = i + 1;
    }
  }
  out.push(src.slice(from));
  return out;
}

/** True when every top-level branch of a group's source ends with a space. */
function endsWithSpace(body: string): boolean {
  return branchesOf(body).every((branch) => branch.endsWith(' ') && !branch.endsWith('\\ '));
}

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  /** alternation := sequence ('|' sequence)* ; returns the requirement of the whole. */
  alternation(start = false): Req {
    const branches: Req[] = [this.sequence(start)];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence(start));
    }
    if (branches.some((b) => b === null)) return null;
    return branches.flat() as Lit[];
  }

  /** `start`: the sequence begins at a word boundary. */
  sequence(start: boolean): Req {
    let best: Req = null;
    let run = '';
    let runStart = false;
    let atWord = start;
    const flush = () => {
      if (run.length >= 2) best = better(best, [{ text: run, start: runStart }]);
      run = '';
    };
    const add = (c: string) => {
      if (run === '') runStart = atWord || c === ' ';
      run += c;
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom(atWord);
      const q = this.quantifier();
      const required = q === 'one' || q === 'plus';
      if (atom.kind === 'char' && q === 'one') {
        add(atom.char);
        atWord = atom.char === ' ';
        continue;
      }
      if (atom.kind === 'char' && q === 'plus') {
        add(atom.char);
        flush();
        atWord = false;
        continue;
      }
      flush();
      if (atom.kind === 'group' && required && atom.req) best = better(best, atom.req);
      // After a group whose every branch ends with a space ("(?:\\w+ ){0,3}"), a word begins; when
      // the group is optional, as it did before it.
      if (atom.kind === 'boundary') atWord = true;
      else if (atom.kind === 'group' && atom.spaced) atWord = required ? true : atWord;
      else if (atom.kind !== 'zero') atWord = false;
    }
    flush();
    return best;
  }

  quantifier(): 'one' | 'plus' | 'optional' {
    const c = this.src[this.i];
    let q: 'one' | 'plus' | 'optional' = 'one';
    if (c === '?' || c === '*') {
      this.i++;
      q = 'optional';
    } else if (c === '+') {
      this.i++;
      q = 'plus';
    } else if (c === '{') {
      const m = /^\{(\d*)(,?)(\d*)\}/.exec(this.src.slice(this.i));
      if (!m) throw new Error('quantifier');
      this.i += m[0].length;
      const min = Number(m[1] || 0);
      q = min === 0 ? 'optional' : min === 1 && !m[2] ? 'one' : 'plus';
    }
    if (q !== 'one' && this.src[this.i] === '?') this.i++; // lazy
    return q;
  }

  atom(
    atWord: boolean,
  ):
    | { kind: 'char'; char: string }
    | { kind: 'group'; req: Req; spaced: boolean }
    | { kind: 'other' }
    | { kind: 'boundary' }
    | { kind: 'zero' } {
    const c = this.src[this.i] as string;
    if (c === '(') {
      this.i++;
      let lookaround = false;
      if (this.src[this.i] === '?') {
        const rest = this.src.slice(this.i, this.i + 4);
        if (rest.startsWith('?:')) this.i += 2;
        else if (rest.startsWith('?=') || rest.startsWith('?!')) {
          this.i += 2;
          lookaround = true;
        } else if (rest.startsWith('?<=') || rest.startsWith('?<!')) {
          this.i += 3;
          lookaround = true;
        } else throw new Error('group');
      }
      const from = this.i;
      const req = this.alternation(atWord && !lookaround);
      if (this.src[this.i] !== ')') throw new Error('paren');
      const spaced = endsWithSpace(this.src.slice(from, this.i));
      this.i++;
      return lookaround ? { kind: 'zero' } : { kind: 'group', req, spaced };
    }
    if (c === '[') {
      // A character class: skip to its end.
      this.i = pieceEnd(this.src, this.i);
      return { kind: 'other' };
    }
    if (c === '\\') {
      const e = this.src[this.i + 1] as string;
      this.i += 2;
      if (e === 'b') return { kind: 'boundary' };
      if (/[BdDwWsSnrtfv0-9]/.test(e) || e === 'u' || e === 'x' || e === 'p' || e === 'k') {
        if (e === 'u' || e === 'x' || e === 'p' || e === 'k') throw new Error('escape');
        return { kind: 'other' };
      }
      return { kind: 'char', char: e };
    }
    if (c === '.' || c === '^' || c === '$') {
      this.i++;
      return { kind: 'other' };
    }
    if (c === '*' || c === '+' || c === '?' || c === '{') throw new Error('quantifier without atom');
    this.i++;
    return { kind: 'char', char: c };
  }
}

function literalsOf(re: RegExp): Lit[] | null {
  if (re.flags.includes('i') || re.flags.includes('u') || re.flags.includes('v')) return null;
  try {
    const p = new Parser(re.source);
    const req = p.alternation();
    if (p.i !== re.source.length) return null;
    return req?.every((s) => s.text.length >= 2) ? req : null;
  } catch {
    return null;
  }
}

/** Literals one of which every match of `re` contains, or null when none can be derived safely. */
export function anchorsOf(re: RegExp): string[] | null {
  const lits = literalsOf(re);
  return lits ? [...new Set(lits.map((l) => l.text))] : null;
}

/**
 * A word every match of a rule holds: `whole` when it is a whole word, else the start of a word (its
 * first `PREFIX_MAX` letters are compared). The text side is a set of its words and word starts.
 */
export interface Key {
  word: string;
  whole: boolean;
}
export const PREFIX_MAX = 8;

/** For each literal of `re`, one word it always holds; null when some literal has none (run always). */
export function keysOf(re: RegExp): Key[] | null {
  const lits = literalsOf(re);
  if (!lits) return null;
  const keys: Key[] = [];
  for (const lit of lits) {
    const tokens = lit.text.split(' ');
    let best: Key | undefined;
    tokens.forEach((token, i) => {
      const starts = i > 0 || lit.start;
      if (!starts || !/^[a-z0-9]{2,}$/.test(token)) return;
      const whole = i < tokens.length - 1;
      const key = { word: whole ? token : token.slice(0, PREFIX_MAX), whole };
      const score = (k: Key) => k.word.length + (k.whole ? 1 : 0);
      if (!best || score(key) > score(best)) best = key;
    });
    if (!best) return null;
    keys.push(best);
  }
  return keys;
}

const LOOKAROUND = /^\(\?(?:<=|<!|=|!)/;

/**
 * The same expression, each branch that opens with a look around the line (`(?![^\n]*…)`,
 * `(?<=…[^\n]{0,120})`) made to try its words first: `(?=rest)` ahead of the look. Such a look costs a
 * scan of the line at every position, and only the few positions where the words begin can match, so a
 * long message cost the square of its length. The matches are the same: the look-ahead asks only what
 * the branch asks after it.
 */
export function wordsBeforeLooks(source: string): string {
  return branchesOf(source)
    .map((branch) => {
      let i = 0;
      for (;;) {
        if (branch.startsWith('\\b', i)) i += 2;
        else if (LOOKAROUND.test(branch.slice(i))) i = pieceEnd(branch, i);
        else break;
      }
      const looks = branch.slice(0, i);
      const rest = branch.slice(i);
      if (!looks.includes('[^\\n]') || rest === '' || /^[*+?{]/.test(rest)) return branch;
      return `(?=${rest})${looks}${rest}`;
    })
    .join('|');
}
