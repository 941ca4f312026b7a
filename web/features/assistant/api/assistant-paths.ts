/**
 * The assistant's question routes. `/gemini` answers the same as `/perplexity` on the server; the
 * screen uses these whichever of its two addresses it is on.
 */
const BASE = '/api/perplexity';

export const assistantPaths = {
  history: `${BASE}/history`,
  ask: `${BASE}/analyze-consolidated`,
  item: (id: string) => `${BASE}/item/${encodeURIComponent(id)}`,
  save: (id: string) => `${BASE}/item/${encodeURIComponent(id)}/save`,
  pdf: (id: string) => `${BASE}/pdf/${encodeURIComponent(id)}`,
} as const;
