/**
 * Onboarding (R-STORE-1): only these two flags persist; tourModalOpen is UI state.
 * Every schema but the enums is wrapped in z.lazy: built the first time something parses with it
 * (see ./index.ts).
 */
import { z } from 'zod';

export const OnboardingStateSchema = z.lazy(() =>
  z.object({
    welcomeCardDismissed: z.boolean().catch(false),
    hasOpenedCostEditor: z.boolean().catch(false),
  }),
);
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;
