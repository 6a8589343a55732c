/**
 * JSON.parse that also says where things are: the line and column of every value, by its path,
 * and of the first syntax error. An editor importing a file then reads "linia 12, coloana 7"
 * instead of hunting through 3,000 lines for the wrong figure.
 */

export interface Position {
  line: number;
  column: number;
}

export type JsonPositions =
  | { ok: true; value: unknown; positionOf: (path: readonly (string | number)[]) => Position }
  | { ok: false; position: Position; found: string | null };

class SyntaxFailure {
  readonly offset: number;
  constructor(offset: number) {
    this.offset = offset;
  }
}

const MAX_DEPTH = 32;
const pathKey = (path: readonly (string | number)[]) => JSON.stringify(path.map(String));

export function parseJsonWithPositions(text: string): JsonPositions {
  const offsets = new Map<string, number>();
  let at = 0;
  const fail = (): never => {
    throw new SyntaxFailure(at);
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) fail();
    at += 1;
  };
  const string = (): string => {
    const start = at;
    expect('"');
    while (at < text.length && text[at] !== '"') {
      const char = text.charCodeAt(at);
      if (char < 0x20) fail();
      at += text[at] === '\\' ? 2 : 1;
    }
    expect('"');
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      at = start;
      return fail();
    }
  };
  const literal = (): unknown => {
    const match = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
      text.slice(at, at + 400),
    );
    if (!match) return fail();
    at += match[0].length;
    return JSON.parse(match[0]);
  };
  const value = (path: (string | number)[]): unknown => {
    skipSpace();
    // Price tables nest 7 deep; a file nesting thousands would only exhaust the stack.
    if (path.length > MAX_DEPTH) fail();
    offsets.set(pathKey(path), at);
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object: Record<string, unknown> = {};
      skipSpace();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skipSpace();
        const key = string();
        skipSpace();
        expect(':');
        object[key] = value([...path, key]);
        skipSpace();
        if (text[at] === '}') {
          at += 1;
          return object;
        }
        expect(',');
      }
    }
    if (char === '[') {
      at += 1;
      const array: unknown[] = [];
      skipSpace();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(value([...path, array.length]));
        skipSpace();
        if (text[at] === ']') {
          at += 1;
          return array;
        }
        expect(',');
      }
    }
    if (char === '"') return string();
    return literal();
  };

  const lineStarts = [0];
  for (let index = 0; index < text.length; index += 1) if (text[index] === '\n') lineStarts.push(index + 1);
  const position = (offset: number): Position => {
    let line = lineStarts.length - 1;
    while (line > 0 && (lineStarts[line] ?? 0) > offset) line -= 1;
    return { line: line + 1, column: offset - (lineStarts[line] ?? 0) + 1 };
  };

  try {
    const parsed = value([]);
    skipSpace();
    if (at < text.length) fail();
    return {
      ok: true,
      value: parsed,
      // A missing key has no place of its own: the nearest enclosing value stands for it.
      positionOf: (path) => {
        for (let length = path.length; length >= 0; length -= 1) {
          const offset = offsets.get(pathKey(path.slice(0, length)));
          if (offset !== undefined) return position(offset);
        }
        return position(0);
      },
    };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    return {
      ok: false,
      position: position(error.offset),
      found: error.offset < text.length ? (text[error.offset] ?? null) : null,
    };
  }
}
