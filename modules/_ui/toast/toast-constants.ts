/** A toast stays 3000 ms and sits 60 px from the top of the viewport. */
export const TOAST_DURATION_MS = 3_000;
export const TOAST_TOP_OFFSET_PX = 60;
