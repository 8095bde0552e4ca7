// The SR2026 cutover of R-02: at or after this instant the SR2026 rule set applies.
export const SR2026_CUTOVER = new Date('2026-11-22T02:30:00Z');
export const SR2026_CUTOVER_MS = SR2026_CUTOVER.getTime();
