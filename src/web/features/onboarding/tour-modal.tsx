import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

export const TOUR_STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Enter the load',
    body: 'Origin, destination, loaded miles and linehaul rate are all it needs. Add FSC and tolls if the load has them; switch either off when it does not count for you.',
  },
  {
    title: 'Read the verdict',
    body: 'Net profit, Gross RPM and Net RPM update as you type, with a Book it, Consider countering or Pass verdict. On a phone they sit at the bottom of the screen.',
  },
  {
    title: 'Set your truck’s costs',
    body: 'Edit Cost Assumptions holds your fuel price, MPG, daily fixed and per-mile costs, and the thresholds behind the verdict. Industry presets fill them in for your equipment.',
  },
  {
    title: 'Log what you decided',
    body: 'Pick Book it, Pass or Counter offer and tap Log decision. Your history shows patterns once you have logged a few loads, and a broker message is one tap away.',
  },
];

/** A short step-by-step tour in a modal (not persisted: it opens only when asked for). */
export function TourModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [step, setStep] = useState(0);
  const last = step === TOUR_STEPS.length - 1;
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0]!;
  const change = (next: boolean) => {
    if (!next) setStep(0);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title="Quick tour"
      description={`Step ${step + 1} of ${TOUR_STEPS.length}`}
      footer={
        <>
          <Button variant="ghost" onClick={() => change(false)}>
            Skip tour
          </Button>
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          ) : null}
          {last ? (
            <Button onClick={() => change(false)}>Done</Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>Next</Button>
          )}
        </>
      }
    >
      <h3 className="text-base font-bold">{current.title}</h3>
      <p className="mt-1 text-sm">{current.body}</p>
    </Dialog>
  );
}
