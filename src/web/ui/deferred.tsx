import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { loadOnce } from './load-once';

export type DeferredComponent<P extends { open: boolean }> = ComponentType<P> & {
  /** Start loading the real component (e.g. when the page is idle); resolves once it is ready. */
  preload: () => Promise<void>;
};

/**
 * A modal (sheet, dialog, drawer) whose code loads only when it is first opened, so the first
 * paint of '/' does not carry it (docs/decisions/004: < 150 KB gz of JS). Until then it renders nothing;
 * once loaded it stays mounted, so its closing animation and focus return work as usual. Focus
 * stays on the control that opened it while the chunk loads. `preload()` fetches it ahead (idle
 * time, and test setup). A failed load is logged and tried again on the next opening.
 */
export function deferUntilOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const component = loadOnce(load);
  const preload = () => component.get().then(() => undefined);

  function Deferred(props: P) {
    const [used, setUsed] = useState(props.open);
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    if (props.open && !used) setUsed(true);
    const Component = component.current();
    const ready = Component !== undefined;
    const { open } = props;
    useEffect(() => {
      if (!open || ready) return;
      let live = true;
      preload().then(
        () => live && rerender(),
        (error: unknown) => console.warn('Could not load this panel; it will be tried again when opened.', error),
      );
      return () => {
        live = false;
      };
    }, [open, ready]);
    if (!used || !Component) return null;
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}
