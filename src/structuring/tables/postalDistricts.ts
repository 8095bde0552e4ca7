// Countries whose towns are written with the number of their postal district after the name, on
// the town's line: "Dublin 2" (IE, Dublin 1 to 24), "Praha 1", "Brno 2" (CZ), "Bratislava 1",
// "Košice 4" (SK), "Colombo 03" (LK), "Kingston 7" (JM). Elsewhere a number of one or two digits after a town's name is
// a building's ("Via Torino 12": Torino is a town, 12 the house), and the town is never read with it.
export const POSTAL_DISTRICT_COUNTRIES: ReadonlySet<string> = new Set(['IE', 'CZ', 'SK', 'LK', 'JM']);
