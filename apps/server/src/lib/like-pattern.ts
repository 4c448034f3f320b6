/** `text` inside a LIKE pattern, its wildcards (% and _) and the escape taken literally. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern that finds `text` anywhere. */
export const containing = (text: string) => `%${likeEscaped(text)}%`;
