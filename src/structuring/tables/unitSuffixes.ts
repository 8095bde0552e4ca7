// Largest-first addresses in their own script (Chinese, Japanese, Korean): each administrative unit
// ends in a suffix that says what it is ("北京市" a city, "东城区" a district, "세종대로" a road).
// Data only: per country, suffix -> the field its unit goes to. src/structuring/largestFirst.ts reads it.
import type { ParsedFieldName } from '../types';

/** What a unit ending in a suffix is. 'townUnlessTown': a town only where no town came before (JP 町, 村). */
export type UnitRole = ParsedFieldName | 'townUnlessTown';

export interface ScriptConventions {
  /** Suffix -> role; the longest suffix that ends a unit wins. */
  readonly suffixes: Readonly<Record<string, UnitRole>>;
  /** Markers after a building number that only label it ("14号" -> 14). */
  readonly numberMarks: readonly string[];
  /** Suffixes of a floor ("10楼", "3층") and of a room or flat ("1201室", "101호"). */
  readonly floorMarks: readonly string[];
  readonly roomMarks: readonly string[];
  /** Towns written without a suffix ("香港", "서울"), with the country they name when none is written. */
  readonly bareTowns: Readonly<Record<string, string>>;
  /** Words that end a street name right after its street unit ("皇后大道中": Queen's Road Central). */
  readonly streetTails: readonly string[];
  /** True when units are written with spaces between them (Korean). */
  readonly spaced: boolean;
  /** Country names written glued before the first unit ("日本国宮城県", "中国广东省"), with the country they name. */
  readonly countryPrefixes: Readonly<Record<string, string>>;
}

const CHINESE: ScriptConventions = {
  suffixes: {
    省: 'countrySubDivision', 自治区: 'countrySubDivision', 自治區: 'countrySubDivision', 特别行政区: 'countrySubDivision', 特別行政區: 'countrySubDivision',
    市: 'townName',
    区: 'districtName', 區: 'districtName', 县: 'districtName', 縣: 'districtName', 旗: 'districtName',
    镇: 'townLocationName', 鎮: 'townLocationName', 乡: 'townLocationName', 鄉: 'townLocationName', 街道: 'townLocationName',
    路: 'streetName', 街: 'streetName', 段: 'streetName', 大街: 'streetName', 大道: 'streetName', 道: 'streetName', 巷: 'streetName', 胡同: 'streetName', 弄: 'streetName',
    大厦: 'buildingName', 大廈: 'buildingName', 大楼: 'buildingName', 大樓: 'buildingName', 中心: 'buildingName', 广场: 'buildingName', 廣場: 'buildingName', 花园: 'buildingName', 花園: 'buildingName',
  },
  numberMarks: ['号', '號'],
  floorMarks: ['楼', '樓', '层', '層', 'F', 'f'],
  roomMarks: ['室', '房'],
  bareTowns: { 香港: 'HK', 九龍: 'HK', 九龙: 'HK', 新界: 'HK', 澳門: 'MO', 澳门: 'MO' },
  streetTails: ['中', '东', '西', '南', '北', '東'],
  spaced: false,
  countryPrefixes: { 中华人民共和国: 'CN', 中國: 'CN', 中国: 'CN', 中華民國: 'TW', 臺灣: 'TW', 台灣: 'TW', 台湾: 'TW' },
};

const JAPANESE: ScriptConventions = {
  suffixes: {
    道: 'countrySubDivision', 府: 'countrySubDivision', 県: 'countrySubDivision',
    市: 'townName',
    区: 'districtName', 郡: 'districtName',
    町: 'townUnlessTown', 村: 'townUnlessTown',
    ビル: 'buildingName', ビルディング: 'buildingName', タワー: 'buildingName', センター: 'buildingName',
  },
  numberMarks: [],
  floorMarks: ['階', 'F', 'f'],
  roomMarks: ['号室'],
  // Tokyo's 23 wards have no city above them: the metropolis is the town, as "Tokyo" is. (Read as a
  // suffix, "都" cut "京都府京都市" after "京都": Kyoto is the only other name it ends.)
  bareTowns: { 東京都: 'JP' },
  streetTails: [],
  spaced: false,
  countryPrefixes: { 日本国: 'JP', 日本: 'JP' },
};

const KOREAN: ScriptConventions = {
  suffixes: {
    특별시: 'townName', 광역시: 'townName', 특별자치시: 'townName', 시: 'townName',
    도: 'countrySubDivision', 특별자치도: 'countrySubDivision',
    구: 'districtName', 군: 'districtName',
    읍: 'townLocationName', 면: 'townLocationName', 동: 'townLocationName', 리: 'townLocationName',
    로: 'streetName', 길: 'streetName', 대로: 'streetName', 번길: 'streetName',
    빌딩: 'buildingName', 타워: 'buildingName', 센터: 'buildingName', 아파트: 'buildingName',
  },
  numberMarks: ['번지'],
  floorMarks: ['층'],
  roomMarks: ['호'],
  bareTowns: { 서울: 'KR', 부산: 'KR', 대구: 'KR', 인천: 'KR', 광주: 'KR', 대전: 'KR', 울산: 'KR', 세종: 'KR' },
  streetTails: [],
  spaced: true,
  countryPrefixes: { 대한민국: 'KR', 한국: 'KR' },
};

/** The conventions of each country that writes largest first in its own script. */
export const LARGEST_FIRST_SCRIPTS: Readonly<Record<string, ScriptConventions>> = {
  CN: CHINESE, TW: CHINESE, HK: CHINESE, MO: CHINESE, JP: JAPANESE, KR: KOREAN, KP: KOREAN,
};
