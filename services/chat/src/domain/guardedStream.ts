import { checkOutput } from '@sage/safety';

/**
 * Holds the model's text back until a sentence (or line) is complete, checks everything written so far,
 * and only then emits it. So the output check sees the text before the visitor does, while the reply
 * still streams sentence by sentence. Once the check fails nothing more is emitted, and the caller
 * replaces the reply with the safe one.
 */
export class GuardedStream {
  private text = '';
  private sent = 0;
  private blocked = false;

  constructor(
    private readonly emit: (text: string) => void,
    /** Emit at the last space once this many characters wait without a sentence end. */
    private readonly maxHold = 160,
  ) {}

  get fullText(): string {
    return this.text;
  }

  get emittedText(): string {
    return this.text.slice(0, this.sent);
  }

  get isBlocked(): boolean {
    return this.blocked;
  }

  push(chunk: string): void {
    this.text += chunk;
    if (this.blocked) return;
    const end = this.boundary();
    if (end > this.sent) this.release(end);
  }

  /** Emits the rest after a final check; answers false when the text failed the check. */
  finish(): boolean {
    if (!this.blocked && this.sent < this.text.length) this.release(this.text.length);
    return !this.blocked;
  }

  private boundary(): number {
    const pending = this.text.slice(this.sent);
    let end = -1;
    for (const m of pending.matchAll(/[.!?…]+["')\]*_]*\s+|\n+/g)) end = m.index + m[0].length;
    if (end === -1 && pending.length > this.maxHold) {
      const space = pending.lastIndexOf(' ', pending.length - 40);
      if (space > 0) end = space + 1;
    }
    return end === -1 ? this.sent : this.sent + end;
  }

  private release(end: number): void {
    if (!checkOutput(this.text.slice(0, end)).ok) {
      this.blocked = true;
      return;
    }
    const piece = this.text.slice(this.sent, end);
    this.sent = end;
    if (piece) this.emit(piece);
  }
}
