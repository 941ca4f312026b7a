/** Every query of the assistant space starts with this key: one invalidation refreshes the whole space. */
export const assistantKey = ['assistant'] as const;
