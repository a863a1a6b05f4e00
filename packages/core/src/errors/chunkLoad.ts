/**
 * How long a lazily loaded part (a page's script chunk) may take to arrive before the interface gives up
 * and shows the error page (spec authoring §9: "Chunk loading of lazily loaded parts times out
 * at 120000 ms"; spec accounts §9: "Script chunk load time-out 120000 ms").
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
