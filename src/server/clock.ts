/** The time as the services see it: the system's, or one a test moves forward instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
