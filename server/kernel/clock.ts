/** The clock every date rule reads; tests pin it (a fixed instant, or one they move). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
