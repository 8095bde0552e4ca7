// Addresses written largest unit first in their own script ("北京市东城区东长安街14号",
// "東京都千代田区丸の内2-7-2", "서울특별시 중구 세종대로 110"): the text is cut into units at the
// suffixes that end them, and each unit goes to the field its suffix names (tables/unitSuffixes.ts).
import type { PostcodeFinding } from './postcode';
import type { Segment } from './tokens';
import type { ParsedFieldName } from './types';
import type { Valued } from './town';
import { LARGEST_FIRST_SCRIPTS, type ScriptConventions, type UnitRole } from './tables/unitSuffixes';
import { charCodeAt } from '../reference/stringMethods';

export interface LargestFirstReading {
  readonly country: string;
  /** The postcode found before, unless it was digits inside a unit ("122號" is a building number). */
  readonly postcode: PostcodeFinding | undefined;
  readonly fields: Partial<Record<ParsedFieldName, Valued>>;
  /** Text no unit explains: it stays AddressLine text. */
  readonly unplaced: string[];
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_ALL = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LETTER_ALL = /\p{L}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
/** Written only in Japanese: a prefecture mark no Chinese name has, a chome, a banchi. */
const JAPANESE_ONLY = /県|丁目|番地|東京都|北海道|大阪府|京都府/u;
/** Confidence of a unit its suffix names: the suffix is explicit, the script unambiguous. */
const UNIT_CONFIDENCE = 0.85;
const DIGITS = '0-9０-９';
const KANJI_DIGITS = '一二三四五六七八九十〇';
/** The longest suffix of any script ("특별자치시"): how far a bare town may go on into a unit. */
const MAX_SUFFIX = 5;

/** The country a script names when none is written ("서울" is Korean, kana are Japanese). */
function scriptCountry(text: string): string {
  if (HANGUL.test(text)) return 'KR';
  if (KANA.test(text) || JAPANESE_ONLY.test(text)) return 'JP';
  return 'CN';
}

/** Cheap first look (every address passes here): a character at or past the Hangul block, then the exact test. */
function hasCjkWord(seg: Segment): boolean {
  for (const word of seg.words) {
    for (let i = 0; i < word.length; i++) if (charCodeAt.call(word, i) >= 0x1100 && CJK.test(word)) return true;
  }
  return false;
}

/** The text of every segment without the postcode (and its "〒" mark), one piece per segment. */
function piecesWithoutPostcode(segs: readonly Segment[], postcode: PostcodeFinding | undefined): string[] {
  const pieces: string[] = [];
  for (let s = 0; s < segs.length; s++) {
    const seg = segs[s] as Segment;
    const words = seg.words.filter((word, i) => !(postcode && postcode.seg === s && i >= postcode.from && i < postcode.to) && word !== '〒');
    const text = words.join(' ').replace(/^〒\s*/u, '');
    if (text !== '') pieces.push(text);
  }
  return pieces;
}

/**
 * The reading of a largest-first address in its own script, or undefined when the address is not
 * one (mostly Latin letters, no country that writes so) or no town or street unit is found.
 */
export function readLargestFirst(segs: readonly Segment[], found: PostcodeFinding | undefined, country: string | undefined): LargestFirstReading | undefined {
  if (!segs.some(hasCjkWord)) return undefined;
  const postcode = found && !CJK.test(segs[found.seg]?.words.slice(found.from, found.to).join('') ?? '') ? found : undefined;
  const pieces = piecesWithoutPostcode(segs, postcode);
  const all = pieces.join(' ');
  if (!CJK.test(all)) return undefined;
  const letters = all.match(LETTER_ALL)?.length ?? 0;
  if ((all.match(CJK_ALL)?.length ?? 0) * 2 < letters) return undefined;
  const conventions = LARGEST_FIRST_SCRIPTS[country ?? scriptCountry(all)];
  if (conventions === undefined) return undefined;

  const reading = new Reading(conventions);
  for (const piece of pieces) {
    for (const chunk of piece.split(/\s+/u)) reading.read(chunk);
  }
  const fields = reading.fields;
  if (fields.townName === undefined && (fields.streetName === undefined || fields.districtName === undefined)) return undefined;
  return { country: country ?? reading.townCountry ?? scriptCountry(all), postcode, fields, unplaced: reading.unplaced };
}

const HAS_DIGIT = new RegExp(`[${DIGITS}]`, 'u');
const AREA_BEFORE_DIGITS = new RegExp(`^([^${DIGITS}\\s]+?)(?=[${DIGITS}])`, 'u');

interface ScriptPatterns {
  readonly numberAfter: RegExp;
  readonly floor: RegExp;
  readonly room: RegExp;
}

/** The number, floor and room patterns of a script, compiled once per script. */
const PATTERNS = new WeakMap<ScriptConventions, ScriptPatterns>();

function patternsOf(conventions: ScriptConventions): ScriptPatterns {
  let patterns = PATTERNS.get(conventions);
  if (patterns !== undefined) return patterns;
  const marks = (list: readonly string[]): string => list.map(escape).join('|');
  // "14号" (the mark only labels the number: 14), "2-7-2", "1番3号" (Japanese keeps its marks),
  // "110", "1-1": the number of a building after its street or area.
  const trailing = conventions.numberMarks.length > 0 ? `)(?:${marks(conventions.numberMarks)})?` : '(?:号)?)';
  patterns = {
    numberAfter: new RegExp(`^([${DIGITS}${KANJI_DIGITS}]+(?:(?:番地|番|号|[-－の])[${DIGITS}]+)*${trailing}`, 'u'),
    floor: new RegExp(`^([${DIGITS}]+|[A-Z])(?:${marks(conventions.floorMarks)})`, 'u'),
    room: new RegExp(`^([${DIGITS}]+[A-Z]?)(?:${marks(conventions.roomMarks)})`, 'u'),
  };
  PATTERNS.set(conventions, patterns);
  return patterns;
}

/** Units read so far, in order; what follows a street is a number, a building, a floor or a room. */
class Reading {
  readonly fields: Partial<Record<ParsedFieldName, Valued>> = {};
  readonly unplaced: string[] = [];
  private last: ParsedFieldName | undefined;
  /** The country a bare town names ("香港" is Hong Kong's). */
  townCountry: string | undefined;
  /** Whether the town so far is a bare town ("東京都"), which a city after it makes the prefecture. */
  private bareTown = false;
  private readonly patterns: ScriptPatterns;

  constructor(private readonly conventions: ScriptConventions) {
    this.patterns = patternsOf(conventions);
  }

  /** Reads one chunk of text (a spaced word, or a whole unspaced run) unit by unit. */
  read(chunk: string): void {
    let rest = chunk;
    // "日本国宮城県...": the country's name glued before the first unit stays AddressLine text, as it
    // does written apart ("中国 上海市"); the units after it are read as usual.
    if (this.last === undefined) {
      for (const [name, country] of Object.entries(this.conventions.countryPrefixes)) {
        if (!rest.startsWith(name) || rest.length === name.length) continue;
        // Only before a province or a city: "日本橋室町" (Nihonbashi) and "中国银行大厦" (the Bank of
        // China's building) open with the country's name as a word of their own (ninth review).
        if (!this.opensWithLargestUnit(rest.slice(name.length))) break;
        this.unplaced.push(name);
        this.townCountry ??= country;
        rest = rest.slice(name.length);
        break;
      }
    }
    // Text no unit explains ("科兴科学园B栋" before "10楼") is kept whole, in order, as AddressLine text.
    let pending = '';
    while (rest !== '') {
      const taken = this.takeUnit(rest) ?? this.takeDetail(rest) ?? this.takeArea(rest);
      if (taken === undefined) {
        const width = rest.codePointAt(0)! > 0xffff ? 2 : 1;
        pending += rest.slice(0, width);
        rest = rest.slice(width);
        continue;
      }
      if (pending !== '') {
        this.unplaced.push(pending);
        pending = '';
      }
      rest = rest.slice(taken);
    }
    if (pending !== '') this.unplaced.push(pending);
  }

  /** Whether the text opens with a province or a city (a town written bare too), the units a country's name stands before. */
  private opensWithLargestUnit(text: string): boolean {
    if (Object.keys(this.conventions.bareTowns).some((town) => text.startsWith(town))) return true;
    for (let end = this.conventions.spaced ? text.length : 2; end <= text.length; end++) {
      const role = this.roleEndingAt(text, end);
      if (role !== undefined) return role === 'countrySubDivision' || role === 'townName';
    }
    return false;
  }

  /** A number, floor or room at the start of the text, once a street, area or district is known. */
  private takeDetail(text: string): number | undefined {
    const floor = this.patterns.floor.exec(text);
    if (floor) return this.put('floor', floor[1] as string, floor[0].length);
    const room = this.patterns.room.exec(text);
    if (room) return this.put('room', room[1] as string, room[0].length);
    if (this.fields.streetName === undefined && this.last !== 'townLocationName' && this.last !== 'districtName') return undefined;
    const number = this.patterns.numberAfter.exec(text);
    if (number && this.fields.buildingNumber === undefined) return this.put('buildingNumber', number[1] as string, number[0].length);
    return undefined;
  }

  /** The shortest unit at the start of the text that a suffix ends (or a town written bare). */
  private takeUnit(text: string): number | undefined {
    // "皇后大道中": a direction right after a street is the end of its name.
    if (this.last === 'streetName') {
      for (const tail of this.conventions.streetTails) {
        if (text.startsWith(tail) && !/^\p{L}/u.test(text.slice(tail.length))) return this.put('streetName', tail, tail.length);
      }
    }
    for (const [town, country] of Object.entries(this.conventions.bareTowns)) {
      // Where units are spaced, a bare town is a whole word ("서울대학교병원", a hospital, opens with "서울").
      if (this.conventions.spaced && text.length !== town.length) continue;
      if (text.startsWith(town) && this.fields.townName === undefined && !this.endsUnitAt(text, town.length)) {
        this.townCountry = country;
        const taken = this.put('townName', town, town.length);
        this.bareTown = true;
        return taken;
      }
    }
    // Spaced units are whole words ("대구광역시", not the district "대구" inside it).
    for (let end = this.conventions.spaced ? text.length : 2; end <= text.length; end++) {
      const role = this.roleEndingAt(text, end);
      if (role === undefined) continue;
      const resolved: ParsedFieldName = role === 'townUnlessTown' ? 'townName' : role;
      return this.put(resolved, text.slice(0, end), end);
    }
    return undefined;
  }

  /**
   * Whether a suffix right after `end` makes the name a longer administrative unit ("서울" in
   * "서울특별시" is no bare town; "東京都" before "千代田区" is one: a name stands before that suffix).
   */
  private endsUnitAt(text: string, end: number): boolean {
    for (let e = end + 1; e <= Math.min(text.length, end + MAX_SUFFIX); e++) {
      if (this.conventions.suffixes[text.slice(end, e)] === undefined) continue;
      const role = this.roleEndingAt(text, e);
      if (role === 'townName' || role === 'countrySubDivision' || role === 'districtName') return true;
    }
    return false;
  }

  /** The role of the unit text[0, end) when a suffix ends it there and a name stands before the suffix. */
  private roleEndingAt(text: string, end: number): UnitRole | undefined {
    const head = text.slice(0, end);
    let best: [string, UnitRole] | undefined;
    for (const [suffix, role] of Object.entries(this.conventions.suffixes)) {
      if (head.length <= suffix.length || !head.endsWith(suffix)) continue;
      if (role === 'townUnlessTown' && this.fields.townName !== undefined) continue;
      if (best === undefined || suffix.length > best[0].length) best = [suffix, role];
    }
    if (best === undefined) return undefined;
    // The unit must be a name: no digits in it ("1201室" is a room, not a district).
    if (HAS_DIGIT.test(head)) return undefined;
    return best[1];
  }

  /**
   * An area with its block numbers ("丸の内2-7-2", "丸の内二丁目7番2号"): the area, up to its chome,
   * is the street; the numbers follow as the building number.
   */
  private takeArea(text: string): number | undefined {
    if (this.fields.streetName !== undefined) return undefined;
    const chome = /^(\S{1,20}?丁目)/u.exec(text);
    if (chome) return this.put('streetName', chome[1] as string, chome[0].length);
    const area = AREA_BEFORE_DIGITS.exec(text);
    if (area && (this.fields.townName !== undefined || this.fields.districtName !== undefined)) return this.put('streetName', area[1] as string, area[0].length);
    return undefined;
  }

  /** Sets the field (a street unit right after a street joins it: "忠孝東路" + "一段"), returns the length taken. */
  private put(field: ParsedFieldName, value: string, length: number): number {
    const existing = this.fields[field];
    // "東京都八王子市": a city after the metropolis written bare is the town, the metropolis its
    // prefecture (the 23 wards have no city above them: "東京都千代田区" keeps Tokyo as the town).
    if (field === 'townName' && existing !== undefined && this.bareTown && this.fields.countrySubDivision === undefined) {
      this.fields.countrySubDivision = existing;
      this.fields.townName = { value, confidence: UNIT_CONFIDENCE };
      this.bareTown = false;
      this.last = field;
      return length;
    }
    if (existing !== undefined) {
      if (field === 'streetName' && this.last === 'streetName') existing.value += this.conventions.spaced ? ` ${value}` : value;
      else this.unplaced.push(value);
    } else {
      this.fields[field] = { value, confidence: UNIT_CONFIDENCE };
    }
    this.last = field;
    return length;
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
