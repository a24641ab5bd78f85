/** Landing page constants (spec sections 2 and 9). */

/** How long each of the mascot's three scripted lines takes to type, in order. */
export const LANDING_LINE_DURATIONS_MS = [1200, 3800, 2600] as const;
/** About 30 typing steps per second of a line's duration. */
export const LANDING_TYPING_STEPS_PER_SECOND = 30;
/** The mascot's mouth opens or closes every 280 ms while it types. */
export const LANDING_MOUTH_TOGGLE_MS = 280;
/** Share of students who say they worry, shown on the landing page. */
export const LANDING_WORRY_PERCENT = 83;
/** The landing page claims more than this many modules and games. */
export const LANDING_MODULES_CLAIM = 50;
