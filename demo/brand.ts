/** The operator's brand settings the demo site applies to every element on the page. */
export const demoBrand = {
  /** When on, visitors without a session are sent to /login (spec §2 redirect rule). */
  loginedToHomePage: false,
};

/** Where the elements bundle is served from; loaded at runtime, never bundled into the shell. */
export const elementsUrl = '/elements/index.js';
