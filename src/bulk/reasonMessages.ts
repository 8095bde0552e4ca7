// Reason messages cross from a worker to the main thread once, then by number.
//
// Why: a free-text record's answer is about 1 KB, four fifths of it the messages of its reasons,
// and a run repeats a few hundred distinct texts. Copying them with every answer (structured
// clone) was the main thread's largest cost after CSV parsing: deserialising the answers and
// collecting them afterwards. The worker numbers each new text in the order it sends them and
// sends the new texts with the chunk that first uses them; the main thread keeps one table per
// worker (messages from one worker arrive in the order they were sent), so every answer decodes
// to the same RecordResult with the same strings. The table is bounded: past MAX_MESSAGES texts
// (messages that quote the input could make them grow with the file), new texts go as they are.
import type { RecordResult } from './record';

const MAX_MESSAGES = 10_000;

/** A reason message on the wire: its text, or its number in the worker's table. */
type WireMessage = string | number;

/** What a worker posts for one chunk: the results (messages numbered) and the texts new in it. */
export interface EncodedResults {
  results: RecordResult[];
  messages: string[];
}

/** The worker's side: numbers messages in the results, in place, and returns the new texts. */
export class MessageEncoder {
  private readonly ids = new Map<string, number>();

  encode(results: RecordResult[]): EncodedResults {
    const added: string[] = [];
    for (const result of results) {
      if (!result.ok) continue;
      for (const reason of result.reasons) {
        let id = this.ids.get(reason.message);
        if (id === undefined && this.ids.size < MAX_MESSAGES) {
          id = this.ids.size;
          this.ids.set(reason.message, id);
          added.push(reason.message);
        }
        if (id !== undefined) (reason as { message: WireMessage }).message = id;
      }
    }
    return { results, messages: added };
  }
}

/** The main thread's side, one per worker: puts the texts back, in place. */
export class MessageDecoder {
  private readonly texts: string[] = [];

  decode(encoded: EncodedResults): RecordResult[] {
    for (const text of encoded.messages) this.texts.push(text);
    for (const result of encoded.results) {
      if (!result.ok) continue;
      for (const reason of result.reasons) {
        const message = reason.message as WireMessage;
        if (typeof message === 'number') reason.message = this.texts[message]!;
      }
    }
    return encoded.results;
  }
}
