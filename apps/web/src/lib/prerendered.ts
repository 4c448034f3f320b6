import { createContext } from 'react';

/**
 * True inside the prerendered landing page (app/light-landing): its HTML was on
 * screen, and the browser placed it (its hash, the reader's scrolling), before
 * any script ran, so nothing may move it when the page turns interactive.
 */
export const PrerenderedContext = createContext(false);
