/**
 * 'Record result' asked for from outside the history (the toast after logging a counter offer,
 * docs/product-rules.md R-DEAL-1): the history screen opens its dialog for the entry. Kept until
 * the history takes it, as its code may still be loading when the driver asks.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

export function requestDealResult(id: string): void {
  pending = id;
  for (const l of [...listeners]) l();
}

/** The entry id asked for, once (null when none is waiting). */
export function takeDealResultRequest(): string | null {
  const id = pending;
  pending = null;
  return id;
}

export function onDealResultRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
