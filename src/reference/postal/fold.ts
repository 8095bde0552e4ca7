// Name folding for lookups: the shared foldText of the country reference, with a fast path for
// plain ASCII input (most queries), which gives the same result without building word lists.
import { foldText } from '../countries';

export function foldName(text: string): string {
  let out = '';
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return foldText(text);
    let ch: string;
    if (c >= 97 && c <= 122) ch = String.fromCharCode(c - 32);
    else if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) ch = text[i]!;
    else {
      pendingSpace = out !== '';
      continue;
    }
    if (pendingSpace) {
      out += ' ';
      pendingSpace = false;
    }
    out += ch;
  }
  return out;
}
