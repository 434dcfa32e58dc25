/**
 * Anchors: for a rule's regular expression, literal pieces of text at least one of which every match
 * must contain. The assessment skips a rule whose anchors are all absent from a message, so the cost of
 * ordinary text grows with the few rules whose words it holds, not with the whole table. The derivation
 * is conservative: any construct it does not understand gives no anchors (the rule always runs).
 */

type Req = string[] | null;

/** Of two requirement sets, the more selective one (longer shortest literal, then fewer literals). */
function better(a: Req, b: Req): Req {
  if (!a) return b;
  if (!b) return a;
  const ma = Math.min(...a.map((s) => s.length));
  const mb = Math.min(...b.map((s) => s.length));
  if (ma !== mb) return ma > mb ? a : b;
  return a.length <= b.length ? a : b;
}

class Parser {
  i = 0;
  constructor(readonly src: string) {}

  /** alternation := sequence ('|' sequence)* ; returns the requirement of the whole. */
  alternation(): Req {
    const branches: Req[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      branches.push(this.sequence());
    }
    if (branches.some((b) => b === null)) return null;
    return [...new Set(branches.flat() as string[])];
  }

  sequence(): Req {
    let best: Req = null;
    let run = '';
    const flush = () => {
      if (run.length >= 2) best = better(best, [run]);
      run = '';
    };
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom();
      const q = this.quantifier();
      const required = q === 'one' || q === 'plus';
      if (atom.kind === 'char' && q === 'one') {
        run += atom.char;
        continue;
      }
      if (atom.kind === 'char' && q === 'plus') {
        run += atom.char;
        flush();
        continue;
      }
      flush();
      if (atom.kind === 'group' && required && atom.req) best = better(best, atom.req);
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

  atom(): { kind: 'char'; char: string } | { kind: 'group'; req: Req } | { kind: 'other' } {
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
      const req = this.alternation();
      if (this.src[this.i] !== ')') throw new Error('paren');
      this.i++;
      return lookaround ? { kind: 'other' } : { kind: 'group', req };
    }
    if (c === '[') {
      // A character class: skip to its end.
      this.i++;
      if (this.src[this.i] === '^') this.i++;
      if (this.src[this.i] === ']') this.i++;
      while (this.i < this.src.length && this.src[this.i] !== ']') {
        if (this.src[this.i] === '\\') this.i++;
        this.i++;
      }
      this.i++;
      return { kind: 'other' };
    }
    if (c === '\\') {
      const e = this.src[this.i + 1] as string;
      this.i += 2;
      if (/[bBdDwWsSnrtfv0-9]/.test(e) || e === 'u' || e === 'x' || e === 'p' || e === 'k') {
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

/** Literals one of which every match of `re` contains, or null when none can be derived safely. */
export function anchorsOf(re: RegExp): string[] | null {
  if (re.flags.includes('i') || re.flags.includes('u') || re.flags.includes('v')) return null;
  try {
    const p = new Parser(re.source);
    const req = p.alternation();
    if (p.i !== re.source.length) return null;
    return req?.every((s) => s.length >= 2) ? req : null;
  } catch {
    return null;
  }
}
