import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes; 5000 by default (set on the provider). */
  duration?: number;
}

export interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

/**
 * A one-slot store: one toast shows at a time, so a new toast replaces the
 * current one. It lives outside React so mutations and plain functions can call `toast()`.
 */
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastState | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState | null {
  return current;
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit({ variant: 'default', ...input, id, open: true });
  return { id, dismiss: () => dismiss(id) };
}

/** Closes the toast (all toasts when no id is given); Radix plays the exit and unmounts it. */
export function dismiss(id?: number): void {
  if (current && (id === undefined || current.id === id)) emit({ ...current, open: false });
}

export function useToast() {
  const active = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toast, dismiss, current: active };
}
