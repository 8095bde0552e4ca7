// Finds a phrase (a town name, say) as whole words inside a line, ignoring case, diacritics and
// punctuation, and returns the span of the original line so it can be removed exactly.
import { foldWords, type FoldedWord } from '../../reference/countries';
import { SEPARATOR_CHARS } from '../../reference/separators';

export interface PhraseMatch {
  start: number;
  end: number;
}

export function findPhraseInLine(line: string, phrase: string): PhraseMatch | undefined {
  const wanted = foldWords(phrase).map((w) => w.text);
  if (wanted.length === 0) return undefined;
  const words: readonly FoldedWord[] = foldWords(line);
  let found: PhraseMatch | undefined;
  for (let i = 0; i + wanted.length <= words.length; i++) {
    let all = true;
    for (let k = 0; k < wanted.length; k++) {
      if (words[i + k]!.text !== wanted[k]) {
        all = false;
        break;
      }
    }
    if (all) found = { start: words[i]!.start, end: words[i + wanted.length - 1]!.end }; // the last occurrence wins
  }
  return found;
}

/** Removes [start, end) from a line and tidies the separators left behind. */
export function cutSpan(line: string, start: number, end: number): string {
  return tidyLine(`${line.slice(0, start)} ${line.slice(end)}`);
}

const SPACE_BEFORE_SEPARATOR = new RegExp(`\\s+([${SEPARATOR_CHARS}])`, 'g');
const REPEATED_SEPARATORS = new RegExp(`([${SEPARATOR_CHARS}])(?:\\s*[${SEPARATOR_CHARS}])+`, 'g');
const SEPARATORS_AT_ENDS = new RegExp(`^[\\s${SEPARATOR_CHARS}:/-]+|[\\s${SEPARATOR_CHARS}:/-]+$`, 'g');

export function tidyLine(line: string): string {
  return line
    .replace(/\s+/g, ' ')
    .replace(SPACE_BEFORE_SEPARATOR, '$1')
    .replace(REPEATED_SEPARATORS, '$1')
    .replace(SEPARATORS_AT_ENDS, '')
    .trim();
}
