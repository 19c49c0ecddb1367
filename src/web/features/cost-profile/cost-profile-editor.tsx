import { useId, useState, type ComponentType } from 'react';
import { Settings2 } from 'lucide-react';
import { formatMoney } from '../../../domain/format';
import { FUEL_TYPE_LABELS } from '../../../domain/schemas';
import { track } from '../../lib/analytics';
import { appActions, getAppState, useAppState } from '../../lib/app-store';
import { useFirstUse } from '../../lib/first-use';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import type { CostProfileSheetProps } from './cost-profile-sheet';

export interface CostProfileEditorProps {
  /**
   * The sheet it opens: cost-profile-sheet.tsx's CostProfileSheet, or (on '/') the same sheet
   * loaded on first open so the first paint does not carry it (web/app/lazy-features.tsx).
   */
  Sheet: ComponentType<CostProfileSheetProps>;
}

/**
 * 'Edit Cost Assumptions' (docs/product-rules.md R-PROFILE-5): the trigger, with a pulsing dot
 * until the editor has been opened once (onboarding marker cost-editor-trigger), and the Cost
 * Profile sheet it opens. The first opening records cost_editor_first_open and shows the first-open
 * tip.
 *
 * The dot is still while the page loads and starts pulsing at the driver's first touch, tap or
 * key (lib/first-use.ts), when the costs start to matter: an endless animation makes the browser
 * draw a new frame 60 times a second, which a phone pays for while it is making the page usable
 * (docs/decisions/004). Reduced motion keeps it still.
 */
export function CostProfileEditor({ Sheet }: CostProfileEditorProps) {
  const saved = useAppState((s) => s.costProfile);
  const hasOpened = useAppState((s) => s.onboarding.hasOpenedCostEditor);
  const [open, setOpen] = useState(false);
  const [showTip, setShowTip] = useState(false);
  const summaryId = useId();
  const pulsing = useFirstUse();

  const openEditor = () => {
    const first = !getAppState().onboarding.hasOpenedCostEditor;
    setShowTip(first);
    if (first) {
      track('cost_editor_first_open');
      appActions.setOnboarding({ hasOpenedCostEditor: true });
    }
    setOpen(true);
  };

  return (
    <>
      <div className="flex items-center gap-2">
        <span id={summaryId} className="sr-only">
          {`${FUEL_TYPE_LABELS[saved.fuelType]}, ${saved.averageMPG} MPG, ${formatMoney(saved.fuelPricePerGallon)} per gallon`}
        </span>
        <Button
          variant="secondary"
          size="sm"
          className="relative min-h-11"
          data-onboarding="cost-editor-trigger"
          aria-describedby={summaryId}
          onClick={openEditor}
        >
          <Settings2 aria-hidden="true" className="h-4 w-4" />
          Edit Cost Assumptions
          {hasOpened ? null : (
            <span data-testid="cost-editor-dot" aria-hidden="true" className="absolute -right-1 -top-1 flex h-3 w-3">
              <span
                data-pulsing={pulsing || undefined}
                className={cn(
                  'absolute inline-flex h-full w-full rounded-full bg-blue-500 opacity-75',
                  pulsing && 'animate-ping motion-reduce:animate-none',
                )}
              />
              <span className="relative inline-flex h-3 w-3 rounded-full bg-blue-600" />
            </span>
          )}
        </Button>
      </div>
      {/* × and Escape act as Cancel: the sheet rebuilds its draft from the saved profile on the next open. */}
      <Sheet open={open} onOpenChange={(next) => (next ? openEditor() : setOpen(false))} showTip={showTip} />
    </>
  );
}
