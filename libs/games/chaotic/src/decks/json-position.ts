/** 1-based line and column of a character offset in a text. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, offset));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Where a JSON text first breaks the grammar. Node 20's JSON.parse messages give no
 * position, so this walks the text (only after JSON.parse has already failed).
 */
export function jsonErrorPosition(text: string): Position {
  return positionAt(text, new JsonScanner(text).firstErrorOffset());
}

class JsonScanner {
  private i = 0;

  constructor(private readonly s: string) {}

  firstErrorOffset(): number {
    try {
      this.value();
      this.ws();
      return this.i < this.s.length ? this.i : this.s.length;
    } catch (offset) {
      return offset as number;
    }
  }

  private ws(): void {
    while (this.i < this.s.length && ' \t\n\r'.includes(this.s[this.i])) this.i++;
  }

  private fail(): never {
    throw this.i;
  }

  private value(): void {
    this.ws();
    const c = this.s[this.i];
    if (c === '{') return this.container('}', true);
    if (c === '[') return this.container(']', false);
    if (c === '"') return this.string();
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.s.slice(this.i));
    if (!m) this.fail();
    this.i += m[0].length;
  }

  private container(close: string, object: boolean): void {
    this.i++;
    this.ws();
    if (this.s[this.i] === close) return void this.i++;
    for (;;) {
      if (object) {
        this.ws();
        if (this.s[this.i] !== '"') this.fail();
        this.string();
        this.ws();
        if (this.s[this.i] !== ':') this.fail();
        this.i++;
      }
      this.value();
      this.ws();
      if (this.s[this.i] === ',') this.i++;
      else if (this.s[this.i] === close) return void this.i++;
      else this.fail();
    }
  }

  private string(): void {
    this.i++;
    while (this.i < this.s.length && this.s[this.i] !== '"') {
      if (this.s[this.i] === '\\') this.i++;
      else if (this.s[this.i] < ' ') this.fail();
      this.i++;
    }
    if (this.i >= this.s.length) this.fail();
    this.i++;
  }
}

/**
 * Finds string values in document order: each call looks for the JSON form of `value`
 * after the previous hit, so repeated names get their own positions. JSON.parse keeps
 * document order for the objects and arrays a decklist uses.
 */
export class StringLocator {
  private cursor = 0;

  constructor(private readonly text: string | undefined) {}

  next(value: string): Position | undefined {
    if (this.text === undefined) return undefined;
    const at = this.text.indexOf(JSON.stringify(value), this.cursor);
    if (at < 0) return undefined;
    this.cursor = at + 1;
    return positionAt(this.text, at);
  }
}
