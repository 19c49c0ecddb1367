import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './pwa-register';

// The registration runs after 'load'; in jsdom the document is already complete, so it starts at
// once. Each case replaces navigator.serviceWorker with what a browser may really hand back.
function installContainer(register: () => Promise<unknown>, controller: object | null = null) {
  const listeners: Record<string, () => void> = {};
  const container = {
    register: vi.fn(register),
    controller,
    addEventListener: vi.fn((type: string, fn: () => void) => {
      listeners[type] = fn;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('a browser that blocks workers by resolving with nothing: no error, no prompt', async () => {
    const errors: unknown[] = [];
    const onError = (e: PromiseRejectionEvent | ErrorEvent) => errors.push(e);
    window.addEventListener('unhandledrejection', onError);
    const container = installContainer(() => Promise.resolve(undefined));
    const onUpdateReady = vi.fn();
    const stop = registerServiceWorker({ onUpdateReady });
    await flush();
    stop();
    window.removeEventListener('unhandledrejection', onError);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(onUpdateReady).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('a browser that refuses the registration: no error, no prompt', async () => {
    installContainer(() => Promise.reject(new Error('SecurityError')));
    const onUpdateReady = vi.fn();
    const stop = registerServiceWorker({ onUpdateReady });
    await flush();
    stop();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('a worker already waiting from an earlier visit is offered, and applying it asks it to take over', async () => {
    const waiting = { postMessage: vi.fn() };
    const registration = { waiting, installing: null, addEventListener: vi.fn(), update: vi.fn(() => Promise.resolve()) };
    installContainer(() => Promise.resolve(registration), {});
    const onUpdateReady = vi.fn<(apply: () => void) => void>();
    const stop = registerServiceWorker({ onUpdateReady });
    await flush();
    stop();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    onUpdateReady.mock.calls[0]![0]();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});
