import { act, useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput, releaseEarlyInput } from './early-input';

/** A small stand-in for the calculator: a controlled field, a counter button, a form. */
function Calculator({ onSubmit }: { onSubmit: (miles: string) => void }) {
  const [miles, setMiles] = useState('');
  const [taps, setTaps] = useState(0);
  useEffect(() => releaseEarlyInput(), []);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(miles);
      }}
    >
      <label>
        Loaded miles
        <input value={miles} onChange={(e) => setMiles(e.target.value)} />
      </label>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Tap
      </button>
      <output data-testid="state">{`${miles}|${taps}`}</output>
      <button type="submit">Send</button>
    </form>
  );
}

// React's act() is used directly here (hydration is not what Testing Library renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Hydrate the pre-rendered page, then let the held taps run (they are replayed in the next task). */
async function hydrate(container: HTMLElement, page: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  releaseEarlyInput({ replay: false });
  document.body.innerHTML = '';
});

/** The pre-rendered page: `page`'s server markup in #root, the app not loaded yet, input held. */
function prerender(page: ReactElement = <Calculator onSubmit={() => {}} />) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(page);
  document.body.append(container);
  holdEarlyInput();
  return container;
}

describe('input on the pre-rendered page before the app has hydrated it', () => {
  it('gives React the text typed meanwhile and replays the taps, in order', async () => {
    const container = prerender();
    const field = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    field.value = '500'; // typed by the driver before any script ran
    button.click();
    button.click();
    expect(container.querySelector('output')!.textContent).toBe('|0');

    await hydrate(container, <Calculator onSubmit={() => {}} />);

    expect(container.querySelector('output')!.textContent).toBe('500|2');
    expect(field.value).toBe('500');
    // From now on the page is React's: a tap counts once, at once.
    act(() => button.click());
    expect(container.querySelector('output')!.textContent).toBe('500|3');
  });

  it('tells React which field has the focus and which file was chosen meanwhile', async () => {
    const events: string[] = [];
    function Upload() {
      useEffect(() => releaseEarlyInput(), []);
      return (
        <label>
          Rate confirmation image
          <input
            type="file"
            onFocus={() => events.push('focus')}
            onChange={(e) => events.push(`file:${e.target.files?.[0]?.name ?? ''}`)}
          />
        </label>
      );
    }
    const container = prerender(<Upload />);
    const input = container.querySelector('input')!;
    input.focus();
    const file = new File(['%PDF-1.7'], 'ratecon.pdf', { type: 'application/pdf' });
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change', { bubbles: true })); // before React is there: lost
    expect(events).toEqual([]);

    await act(async () => {
      root = hydrateRoot(container, <Upload />);
    });
    expect(events).toEqual(['focus', 'file:ratecon.pdf']);
  });

  it('a radio shows the tap at once, and React gets the choice once it has hydrated', async () => {
    function Outcome() {
      const [outcome, setOutcome] = useState('book');
      useEffect(() => releaseEarlyInput(), []);
      return (
        <fieldset>
          {['book', 'counter', 'pass'].map((o) => (
            <label key={o}>
              {o}
              <input type="radio" name="outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
            </label>
          ))}
          <output>{outcome}</output>
        </fieldset>
      );
    }
    const container = prerender(<Outcome />);
    const counter = container.querySelector<HTMLInputElement>('input[value="counter"]')!;
    counter.click();
    expect(counter.checked).toBe(true); // the driver sees the tap before the app is there

    await hydrate(container, <Outcome />);
    expect(container.querySelector('output')!.textContent).toBe('counter');
    expect(counter.checked).toBe(true);
    expect(container.querySelector<HTMLInputElement>('input[value="book"]')!.checked).toBe(false);
  });

  it('a form sent before the app was there is sent once it is, with the text typed meanwhile', async () => {
    const sent: string[] = [];
    const container = prerender(<Calculator onSubmit={(miles) => sent.push(miles)} />);
    container.querySelector('input')!.value = '500';
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(sent).toEqual([]);

    await hydrate(container, <Calculator onSubmit={(miles) => sent.push(miles)} />);
    // Not '' (the value React had before it was told of the typing): sign-in sends what was typed.
    expect(sent).toEqual(['500']);
  });

  it('never submits a form natively while waiting', () => {
    const container = prerender();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('when the app cannot load, lets the page behave natively again without replaying anything', () => {
    const container = prerender();
    const button = container.querySelector('button')!;
    let clicks = 0;
    button.addEventListener('click', () => clicks++);
    button.click();
    expect(clicks).toBe(0); // held
    releaseEarlyInput({ replay: false });
    expect(clicks).toBe(0); // not replayed
    button.click();
    expect(clicks).toBe(1);
  });

  it('leaves clicks outside the app and on links alone', () => {
    const container = prerender();
    const link = document.createElement('a');
    link.href = '#history';
    container.append(link);
    const outside = document.createElement('button');
    document.body.append(outside);
    let seen = 0;
    link.addEventListener('click', (e) => {
      seen++;
      e.preventDefault();
    });
    outside.addEventListener('click', () => seen++);
    link.click();
    outside.click();
    expect(seen).toBe(2);
  });
});
